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
        "options": [{"holder": "noir"}, {"holder": "noir", "default": "marque"}],
        "score_after": {"noir": {"points": 4, "trous": 2}},
        "cites": ["Époque où les écoles"],
        "deciding": "guiton-iii-epoque-ecoles",
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
    ({"options": []}, "options offered, none expected: noir"),
    ({"options": [{"holder": "noir", "default": "renonce"}]},
     "no option held by noir whose default is 'renonce'"),
    ({"score_after": {"blanc": {"trous": 4}}}, "score_after.blanc.trous = 3, want 4"),
    ({"cites": ["époque où les écoles"]}, "no citation of « époque où les écoles »"),
    ({"deciding": "guiton-iii-pas-oblige"},
     "first citation is guiton-iii-epoque-ecoles, want guiton-iii-pas-oblige"),
    ({"outcome": "undecided"}, "outcome 'decided', want 'undecided'"),
])
def test_each_kind_of_mismatch_is_reported(expected, problem):
    problems = compare(RULING, expected)
    assert len(problems) == 1 and problems[0].startswith(problem), problems


def test_an_empty_list_of_questions_wants_none_asked():
    """``questions: []`` says the law settles the case: any question left open is a problem."""
    assert compare({**RULING, "questions": []}, {"questions": []}) == []
    problems = compare({**RULING, "questions": ["où va la dame ?"]}, {"questions": []})
    assert len(problems) == 1 and problems[0].startswith("questions asked, none expected")


def test_deciding_reads_the_first_citation_not_any():
    """``deciding`` is the law cited first: a ruling citing it second, or citing nothing,
    falls short."""
    second = {**RULING, "citations": [{"law": "guiton-iii-pas-oblige"}, *RULING["citations"]]}
    assert compare(second, {"deciding": "guiton-iii-epoque-ecoles"}) == [
        "first citation is guiton-iii-pas-oblige, want guiton-iii-epoque-ecoles"]
    assert compare({**RULING, "citations": []}, {"deciding": "guiton-iii-epoque-ecoles"}) == [
        "first citation is none, want guiton-iii-epoque-ecoles"]


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


KNOWN_GAPS: dict[str, str] = {
    # A case the engine does not yet decide as the text does goes here, with what is missing
    # and the article that decides.
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


@pytest.mark.skipif(not CONTRACT.is_dir(),
                    reason=f"the project's shared folder ({CONTRACT}) is not beside this "
                           "copy: the casebook cannot be compared with the contract cases")
def test_the_casebook_copies_of_the_contract_are_unchanged():
    for case in list_cases(CONTRACT):
        copy = ROOT / "casebook" / f"contract-{case.id}"
        assert copy.with_suffix(".tric").read_text() == case.tric.read_text(), case.id
        assert (copy.parent / f"contract-{case.id}.expected.yaml").read_text() == \
            case.expected.read_text(), case.id


# -- the shared contract ----------------------------------------------------------------------
CONTRACT_CASES = list_cases(CONTRACT) if CONTRACT.is_dir() else []


@pytest.mark.skipif(not CONTRACT.is_dir(),
                    reason=f"the project's shared folder ({CONTRACT}) is not beside this "
                           "copy: the casebook cannot be compared with the contract cases")
@pytest.mark.parametrize("case", CONTRACT_CASES, ids=_ids(CONTRACT_CASES))
def test_contract_case(case: Case):
    assert check_case(case) == []


def test_the_readme_lists_exactly_the_known_gaps():
    """casebook/README.md's « Known gaps » table is what a referee reads of what the arbiter
    cannot yet decide: it names the cases of KNOWN_GAPS, no more and no fewer."""
    readme = (ROOT / "casebook" / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Known gaps", 1)[1].split("\n## ", 1)[0]
    listed = {line.split("|")[1].strip() for line in section.splitlines()
              if line.startswith("| ") and not line.startswith("| id ")}
    assert listed == set(KNOWN_GAPS)
