"""Small ruling errors left by earlier work (issue #20), each closed by a general rule.

The casebook checks a ruling's fields; these tests check the sentences its fields cannot say:
the term of an option whose marking ends the partie, one statement of a law, the fault named
in full, a step naming whose points are repaired, a count agreeing with its noun.
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file
from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render.summary import in_short


def _ruling(case_id: str) -> dict:
    return rule_file(find_case(case_id).tric)


@pytest.mark.parametrize("case_id", ["or-13-douzieme-trou-par-l-ecole-laissee-guiton",
                                     "or-14-douzieme-trou-par-l-ecole-laissee-noir-lebrun",
                                     "lz-01-douzieme-trou-par-l-ecole-par-trop-laissee-noir-guiton"])
def test_an_ecole_whose_marking_ends_the_partie_says_no_throw_follows_it(case_id):
    """VIII « la partie est terminée … à celui qui arrive à douze trous »: the term « until he
    throws » holds only if he leaves the école; marked, it ends the partie."""
    [option] = _ruling(case_id)["options"]
    assert "s'il la laisse" in option["until"] and "termine la partie" in option["until"]


def test_an_ecole_that_does_not_end_the_partie_keeps_its_plain_term():
    """The same option, its marking giving a trou but not the twelfth: the term is the text's."""
    [option] = _ruling("or-01-ecole-laissee-prend-le-trou-avant-le-jeteur-noir-guiton")["options"]
    assert option["until"] == "jusqu'à ce que noir jette les dés"


@pytest.mark.parametrize("case_id", ["la-18-bredouille-non-otee-contestee-a-temps-guiton",
                                     "la-12-bredouille-non-otee-contestee-a-temps-lebrun",
                                     "lz-02-bredouille-non-otee-contestee-a-temps-blanc-guiton"])
def test_debredouiller_is_stated_once_in_the_reasoning(case_id):
    """The jeton left on gives nothing (« Débredouiller »): said as the law once; the word that
    disputes the bredouille is found right by it, without the article said again."""
    trace = _ruling(case_id)["trace"]
    said = [t for t in trace if t["law"] in ("guiton.III.debredouiller", "lebrun.debredouiller")]
    assert len(said) == 1 and said[0]["step"] == "law"
    assert any("à bon droit" in t["text"] for t in trace)


def _answer(case_id: str) -> str:
    path = find_case(case_id).tric
    text = path.read_text(encoding="utf-8")
    return in_short(decide(parse(text, source=path.name), source_text=text))["answer"]


@pytest.mark.parametrize("case_id", ["lk-14-battu-a-faux-complete-sa-marque-apres-le-jet-guiton",
                                     "lz-03-battu-a-faux-complete-sa-marque-apres-le-jet-noir-guiton",
                                     "ma-08-a-faux-en-partie-reste-marque-apres-le-jet-lebrun"])
def test_the_answer_names_the_ecole_par_trop_that_comes_with_the_omission(case_id):
    """The points omitted, then marked late, are two écoles of one dispute: the answer says
    both (III « Époque où les écoles sont consommées »)."""
    answer = _answer(case_id)
    assert "école par moins" in answer and "école par trop" in answer


def test_an_omission_alone_is_answered_alone():
    answer = _answer("or-13-douzieme-trou-par-l-ecole-laissee-guiton")
    assert "école par moins" in answer and "école par trop" not in answer


@pytest.mark.parametrize("case_id", [
    "lk-15-oubli-repare-dans-le-coup-adverse-deux-ecoles-noir-lebrun",
    "lz-04-oubli-repare-dans-le-coup-adverse-deux-ecoles-blanc-lebrun",
    "lk-14-battu-a-faux-complete-sa-marque-apres-le-jet-guiton"])
def test_points_repaired_late_are_not_called_what_the_throw_gives(case_id):
    """The late points are an earlier coup's, marked in a coup that gives their author
    nothing: the step that puts the école first says so."""
    [step] = [t["text"] for t in _ruling(case_id)["trace"] if "avant les points que" in t["text"]]
    assert "ce que le coup donne" not in step and "d'un coup précédent" in step


@pytest.mark.parametrize(("case_id", "said"), [
    ("lk-17-trois-trous-un-marque-s-en-va-les-autres-au-releve-suivant-lebrun", "Les 2 trous"),
    ("lz-05-trois-trous-un-marque-s-en-va-les-autres-au-releve-suivant-noir-lebrun",
     "Les 2 trous"),
    ("lk-26-trou-oublie-s-en-va-le-marque-au-releve-suivant-guiton", "Le trou")])
def test_the_late_trou_sentence_agrees_with_the_holes_pegged(case_id, said):
    decision = _ruling(case_id)["decision"]
    assert any(f"{said} que" in d and "trop tard" in d for d in decision)


@pytest.mark.parametrize("case_id", [
    "lk-04-trou-par-l-ecole-et-l-a-faux-ne-peut-s-en-aller-lebrun",
    "lz-06-trou-par-l-ecole-et-l-a-faux-ne-peut-s-en-aller-noir-lebrun"])
def test_the_jeton_left_on_the_old_points_must_come_back_when_the_leave_is_refused(case_id):
    """He stays, his trou standing: the jeton on 10 shows 8 points the trou took; it must come
    back before he plays his bois (Lebrun « Du privilège de s'en aller »), and is counted so."""
    ruling = _ruling(case_id)
    assert any("doit le ramener de 8 points" in d and "avant de jouer son bois" in d
               for d in ruling["decision"])
    leaver = "blanc" if case_id.startswith("lk-04") else "noir"
    assert ruling["score_after"][leaver]["points"] == 2
