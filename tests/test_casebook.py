"""Every case of the casebook, and the shared contract, rule as their expected files say.

The comparison itself (:func:`arbiter.cases.compare`) is tested first on hand-made rulings,
so that a case passing means something.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from render_sample import sample_ruling

from arbiter.cases import Case, check_case, compare, list_cases

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT.parent / "shared" / "contract"
RULING = sample_ruling().to_json("fr")


# -- the comparison ---------------------------------------------------------------------------
def test_a_matching_subset_passes():
    expected = {
        "coups": [{"thrower": "blanc", "dice": [5, 6], "entitlements": {"blanc": 4, "noir": 0}}],
        "faults": [{"kind": "ecole_par_moins", "by": "blanc", "points": 4,
                    "consummated": True}],
        "no_faults": ["fausse_ecole"],
        "options": [{"holder": "noir"}],
        "score_after": {"noir": {"points": 4, "trous": 2}},
        "cites": ["Époque où les écoles"],
        "outcome": "decided",
    }
    assert compare(RULING, expected) == []


@pytest.mark.parametrize(("expected", "problem"), [
    ({"coups": [{}, {}]}, "coup 1: missing"),
    ({"coups": [{"thrower": "noir"}]}, "coup 0: thrower 'blanc', want 'noir'"),
    ({"coups": [{"dice": [6, 6]}]}, "coup 0: dice [6, 5], want [6, 6]"),
    ({"coups": [{"entitlements": {"noir": 2}}]}, "coup 0: noir is entitled to 0, want 2"),
    ({"faults": [{"kind": "ecole_par_moins", "points": 2}]}, "no fault matching"),
    ({"faults": [{"kind": "ecole_par_moins", "consummated": False}]}, "no fault matching"),
    ({"no_faults": ["ecole_par_moins"]}, "unexpected fault of kind ecole_par_moins"),
    ({"options": [{"holder": "blanc"}]}, "no option held by blanc"),
    ({"score_after": {"blanc": {"trous": 4}}}, "score_after.blanc.trous = 3, want 4"),
    ({"cites": ["époque où les écoles"]}, "no citation of « époque où les écoles »"),
    ({"outcome": "undecided"}, "outcome 'decided', want 'undecided'"),
])
def test_each_kind_of_mismatch_is_reported(expected, problem):
    problems = compare(RULING, expected)
    assert len(problems) == 1 and problems[0].startswith(problem), problems


def test_a_wrong_schema_is_reported():
    assert compare({**RULING, "schema": "ruling.v0"}, {}) == [
        "schema is 'ruling.v0', not 'ruling.v1'"]


def test_a_case_that_does_not_parse_is_a_problem_not_a_crash(tmp_path, monkeypatch):
    import arbiter.cases as cases

    (tmp_path / "x.tric").write_text("garbage\n")
    (tmp_path / "x.expected.yaml").write_text("outcome: decided\n")
    (tmp_path / "lonely.tric").write_text("# no expected file: not a case\n")

    def broken(path):
        raise ValueError("cannot read this")

    monkeypatch.setattr(cases, "rule_file", broken)
    [case] = list_cases(tmp_path)
    assert case.id == "x"
    assert check_case(case) == ["x.tric: ValueError: cannot read this"]


# -- the casebook -----------------------------------------------------------------------------
def _ids(cases: list[Case]) -> list[str]:
    return [c.id for c in cases]


KNOWN_GAPS = {
    # -- issue #8 and #14 cases (rulescore): what the engine does, and the article that decides
    "g3-rc06-fichet-deplace":
        "Jules's jeton rightly on 10 and his fichet moved for a trou he has not: the engine reads "
        "it as a trou marked with the old points left on the jeton (« Oubli de démarquer… ») and "
        "rules an école par trop of 10; Guiton III « Le fichet déplacé ne fait pas école »: the "
        "trou is taken back, no école",
    "g3-rc14-bredouille-du-second-deux-jetons":
        "the bredouille is rightly Jules's, but the ruling does not cite the law that gives it: "
        "Guiton I « Points » (the second to score marks with two jetons)",
    "g5-rc19-trois-trous-pour-un-en-s-en-allant":
        "the trous de trop of 10 is found, but the engine also reads the jeton sent to the bande "
        "as an école par trop of 22 and takes Charles's correction (two trous back, jeton on 2) "
        "as new marks: Jules 0 points 2 trous, Charles 8 points 4 trous; Guiton V « Ce qui "
        "arrive lorsqu'un joueur… »: Jules keeps one trou and his 2 de reste, Charles the école "
        "of 10",
    "g3-rc28-quatorze-dames-battue-a-faux":
        "the dame put back at Jules's demand covers the demi-case beaten à faux, so Charles's 4 "
        "points no longer stand; the engine still credits them to him and his marking of them "
        "is no école par trop (Guiton III « Jouer avec une dame de moins »)",
    "g3-rc30-jan-qui-ne-peut-plus-etre-rempli":
        "the play is rightly lawful (the rules now see that Charles's empty 6th can no longer be "
        "covered), but the ruling cites nothing on the dispute; the article that decides is "
        "Guiton III « On ne peut placer des dames dans les jans dont l'adversaire peut faire le "
        "plein »",
    "g4-rc20-coin-par-puissance-pouvant-naturellement":
        "the coin taken par puissance with 6 et 5 from 6 and 7 is read as a fausse case (the "
        "dame from 6 taken to play the 5 naturally, the one from 7 then short); Guiton IV « Peine "
        "qu'encourt celui qui, pouvant prendre son coin naturellement, le prend par puissance »: "
        "the fault is the puissance, Charles may have the number played tout d'une (7 to 18), "
        "and a take par puissance is no fausse case",
    "g4-rc21-coin-par-puissance-seul-moyen":
        "a lawful take par puissance with 6 et 5 (the coin cannot be taken naturally) is read "
        "as a fausse case; Guiton I « Puissance »: it is Jules's right (the rules layer finds "
        "the play legal; the engine's reading of which die each dame used does not)",
    "g3-rc38-trou-sans-effacer-l-adversaire":
        "Jules took the trou without wiping Charles's 4, which his jeton still shows; the engine "
        "rules an école par moins of Charles's 4 à faux; Guiton III « Quand on gagne un trou, "
        "effacer les points de l'adversaire »: no école can be marked, « puisque les points se "
        "trouveraient déjà marqués » (article not cited either)",
    "g4-rc41-coin-pris-naturellement":
        "the coin rightly taken with two dames at once is ruled lawful, but the ruling cites "
        "nothing on the dispute; the article that decides is Guiton IV « On ne peut mettre une "
        "dame seule dans son coin »",
    "g4-rc43-passage-par-le-coin-adverse":
        "the tout d'une resting on the opponent's empty coin is rightly lawful, but the ruling "
        "cites nothing on the dispute; the article that decides is Guiton IV « On ne peut "
        "occuper le coin de son adversaire » (« emprunter le passage pour arriver tout-d'une »)",
    "g7-rc59-remplir-le-jan-de-retour":
        "the plein of the jan de retour is rightly worth 4, but the ruling does not cite the "
        "article that decides: Guiton VII « Lois du jan de retour et de la sortie des dames » "
        "(the laws of the plein are the same there)",
    "g3-rc64-trou-et-reste-bien-marques":
        "the trou and reste rightly marked are ruled correct, but the ruling cites nothing on "
        "the dispute; the article that decides is Guiton III « Oubli de démarquer ses points "
        "lorsqu'on a le trou » (only the points beyond the reste make the école)",
    "g3-rc69-des-enleves-erreur-excusable":
        "the dice taken up by Charles, Jules's 5 et 3 played for 5 et 2 (no mark contradicting "
        "it) is excused; the engine rules a dame mal posée left to Charles's discretion; Guiton "
        "III « On ne doit pas enlever les dés avant le coup joué »: « il ne fait pas faute », "
        "he only plays his coup as 5 et 2 (article not cited either)",
    # -- Jacquet (issue #10): cases written from S004 / Lebrun that the wiring does not reach
    "j-42-de-a-plat-sur-les-dames":
        "a die flat on dames is recorded only in words (dit): the notation has no incident for "
        "a good die, so the engine rules the throw good without citing S004 § 6 (« à plat sur "
        "les dames » is good)",
    "j-44-jet-premature":
        "blanc plays after noir threw too early: the engine reads blanc's late move as a "
        "coup_irregulier instead of judging noir's early throw under Guiton « Ne pas jeter les "
        "dés avant… » by analogy",
    "j-46-fleche-tenue-decouverte-apres-le-jet":
        "a dame left on a flèche noir holds, found only after noir's throw: the engine rules "
        "the play by the check (decided) and never asks Q3; no text says whether the illegal "
        "position stands (reference note Q3: undecided)",
    "j-48-dame-mal-posee-apres-le-jet":
        "a misplaced dame on a free flèche found after noir's throw: the engine offers noir "
        "Guiton's options without saying they lapsed at his throw; Guiton « s'il ne s'aperçoit "
        "de la fausse case qu'après avoir jeté » consummates it (by analogy)",
    "j-49-annoncer-le-plus-fort":
        "blanc names the lower die first (« deux et cinq », recorded in words): the engine does "
        "not read the words and cites none of S004 § 9 « Obligation de jouer le dé le plus "
        "fort » (announcing the higher first; no fault)",
    # -- covera (issue #14, ch. III articles from both sides)
    "g3-rc124-averti-a-tort-vu-trop-tard":
        "Charles, who wrongly told Jules to take the trou, has it taken off only after his own "
        "throw: the engine applies his « efface trou adversaire » as a plain correction (Jules "
        "4 trous); Guiton III « Le joueur qui est à tort averti de prendre le trou… » lets him "
        "have it effaced only « s'il s'en apercevait à temps », and « Époque où les écoles sont "
        "consommées »: once he has thrown, Jules « acquiert … le droit de les garder » (5 trous)",
}
"""Cases the engine does not decide as the text does yet, each with what is missing. They are
run all the same (strict xfail): one that starts passing must leave this list."""

CASEBOOK = list_cases()


@pytest.mark.parametrize("case", [
    pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=KNOWN_GAPS[c.id]))
    if c.id in KNOWN_GAPS else c for c in CASEBOOK], ids=_ids(CASEBOOK))
def test_casebook_case(case: Case):
    assert check_case(case) == []


def test_casebook_is_large_and_complete():
    assert all(c.tric.exists() and c.expected.exists() for c in CASEBOOK)
    decided = [c for c in CASEBOOK if c.id not in KNOWN_GAPS and not c.id.startswith("contract")]
    assert len(decided) >= 40, "the casebook holds at least 40 decided cases of the sources"
    assert set(KNOWN_GAPS) <= {c.id for c in CASEBOOK}


@pytest.mark.skipif(not CONTRACT.is_dir(), reason=f"{CONTRACT} is absent (CI has it)")
def test_the_casebook_copies_of_the_contract_are_unchanged():
    for case in list_cases(CONTRACT):
        copy = ROOT / "casebook" / f"contract-{case.id}"
        assert copy.with_suffix(".tric").read_text() == case.tric.read_text(), case.id
        assert (copy.parent / f"contract-{case.id}.expected.yaml").read_text() == \
            case.expected.read_text(), case.id


# -- the shared contract ----------------------------------------------------------------------
CONTRACT_CASES = list_cases(CONTRACT) if CONTRACT.is_dir() else []


@pytest.mark.skipif(not CONTRACT.is_dir(),
                    reason=f"{CONTRACT} is absent (shared/ sits beside the project)")
@pytest.mark.parametrize("case", CONTRACT_CASES, ids=_ids(CONTRACT_CASES))
def test_contract_case(case: Case):
    assert check_case(case) == []
