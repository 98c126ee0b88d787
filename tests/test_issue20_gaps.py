"""Issue #20, gaps closed (casebook gx-): Lebrun's two passages on the bredouille jeton, the
dice incidents after which a throw stands, and a silent Lebrun (fourteen or sixteen dames).

The casebook checks the fields of each case; these tests check what its fields cannot say: the
question names both of Lebrun's passages, the ruling says when Guiton's rule is applied under
Lebrun's law as Guiton's, and a record that misuses the new incidents is refused at its line.
"""

from __future__ import annotations

import json

import pytest

from arbiter.cases import find_case, rule_file
from arbiter.cli import main
from arbiter.engine import dice_incidents
from arbiter.notation import acts as A

_SILENT = "Lebrun n'a pas de règle sur ce point"


def _ruling(case_id: str) -> dict:
    return rule_file(find_case(case_id).tric)


@pytest.mark.parametrize("case_id", ["gx-01-bredouille-otee-apres-avoir-joue-lebrun",
                                     "gx-02-bredouille-otee-apres-avoir-joue-lebrun-noir",
                                     "gx-15-bredouille-otee-apres-le-jet-et-le-jeu-lebrun"])
def test_lebrun_s_two_passages_on_the_bredouille_jeton_are_named_in_the_question(case_id):
    ruling = _ruling(case_id)
    assert ruling["outcome"] == "undecided"
    [question] = [q for q in ruling["questions"] if "bredouille" in q]
    assert "« De la Bredouille »" in question and "« Du privilège de s'en aller »" in question
    laws = [c["law"] for c in ruling["citations"]]
    assert laws[0] == "lebrun.debredouiller" and "lebrun.delai-de-l-ecole" in laws
    # Guiton's « Débredouiller » is the other opinion, not the rule
    assert any("Débredouiller" in o for o in ruling["other_opinions"])


def test_where_lebrun_s_passages_agree_the_bredouille_claim_is_decided_with_no_question():
    for case_id in ("gx-03-bredouille-otee-avant-de-jouer-lebrun",
                    "gx-04-bredouille-otee-avant-de-jouer-guiton",
                    "gx-14-bredouille-otee-apres-le-jet-avant-de-jouer-lebrun"):
        ruling = _ruling(case_id)
        assert ruling["outcome"] == "decided" and not ruling["questions"], case_id
        assert not ruling["other_opinions"], case_id


@pytest.mark.parametrize("case_id", ["f1-23-bredouille-otee-le-coup-d-apres",
                                     "gx-16-bredouille-otee-le-coup-d-apres-guiton"])
def test_under_guiton_the_late_claim_stands_and_names_lebrun_s_opinion(case_id):
    ruling = _ruling(case_id)
    assert ruling["outcome"] == "decided" and not ruling["questions"]
    assert any("De la Bredouille" in o for o in ruling["other_opinions"])


@pytest.mark.parametrize("case_id", ["gx-12-seize-dames-lebrun-muet",
                                     "gx-13-quatorze-dames-lebrun-muet"])
def test_a_silent_lebrun_is_said_and_guiton_s_rule_named_as_guiton_s(case_id):
    ruling = _ruling(case_id)
    said = [s for s in ruling["trace"] if _SILENT in s["text"]]
    assert len(said) == 1 and said[0]["law"] == "lebrun.quinze-dames"
    assert "Guiton 1822" in said[0]["text"] and "« Jouer avec une dame de" in said[0]["text"]
    assert ruling["citations"][0]["law"] == "lebrun.quinze-dames"
    # told before the rule it is the basis of
    assert ruling["trace"].index(said[0]) == 0


def test_under_guiton_the_same_dames_say_nothing_of_lebrun():
    for case_id in ("contract-05-seize-dames", "g3-s14-quatorze-dames"):
        ruling = _ruling(case_id)
        assert not any(_SILENT in s["text"] for s in ruling["trace"]), case_id
        assert not any(c["law"].startswith("lebrun.") for c in ruling["citations"]), case_id


def test_every_standing_incident_has_its_rule():
    assert set(dice_incidents.STANDS) == A.STANDS
    assert not A.STANDS & {A.DiceIncident.CASSE, A.DiceIncident.HORS, A.DiceIncident.INCLINE,
                           A.DiceIncident.UN_SEUL, A.DiceIncident.INCLINE_JETONS,
                           A.DiceIncident.SANS_BANDE}


@pytest.mark.parametrize("case_id", ["gx-05-de-pirouettant-arrete-guiton",
                                     "gx-06-de-pirouettant-arrete-lebrun",
                                     "gx-07-de-touche-la-main-guiton",
                                     "gx-08-de-touche-la-main-lebrun",
                                     "gx-09-des-separes-par-la-bande-lebrun",
                                     "gx-10-des-separes-par-la-bande-guiton-noir"])
def test_a_standing_incident_is_no_void_throw(case_id):
    [coup] = _ruling(case_id)["coups"]
    assert "void" not in coup or not coup["void"]


def test_who_may_stop_a_spinning_die_is_where_the_bodies_part():
    guiton = _ruling("gx-05-de-pirouettant-arrete-guiton")
    assert any("Lebrun" in o for o in guiton["other_opinions"])
    lebrun = _ruling("gx-06-de-pirouettant-arrete-lebrun")
    assert lebrun["citations"][0]["law"] == "lebrun.de-pirouettant"
    assert any("commun accord" in o for o in lebrun["other_opinions"])


def test_dice_that_touched_nothing_are_void_by_lebrun_and_an_open_question_by_guiton():
    lebrun = _ruling("gx-17-des-sans-toucher-la-bande-lebrun")
    assert lebrun["coups"][0]["void"] and not lebrun["questions"]
    assert lebrun["citations"][0]["law"] == "lebrun.regle-des-sans-bande"
    guiton = _ruling("gx-18-des-sans-toucher-la-bande-guiton")
    [question] = guiton["questions"]
    assert "force suffisante" in question and guiton["outcome"] == "undecided"
    assert any("Trictrac à tourner" in o for o in guiton["other_opinions"])
    assert "voir la question" in guiton["coups"][0]["void"]


def test_a_spinning_die_pushed_out_gives_guiton_s_option_and_lebrun_s_whole_rethrow():
    guiton = _ruling("gx-19-de-pirouettant-pousse-hors-guiton")
    [option] = guiton["options"]
    assert option["holder"] == "blanc"       # the other player than noir, who pushed it
    assert [c["key"] for c in option["choices"]] == ["recommencer", "retirer-le-de"]
    assert guiton["coups"][0]["void"]
    lebrun = _ruling("gx-20-de-pirouettant-pousse-hors-lebrun")
    assert not lebrun["options"] and lebrun["coups"][0]["void"]
    assert any("pirouette" in o for o in lebrun["other_opinions"])


def test_a_die_pushed_out_with_no_throw_under_way_changes_nothing(capsys, tmp_path):
    text = _RECORD.format(incident="", next="noir").replace(
        "  blanc jette 4 2 \n", "  blanc pousse dé hors\n  blanc jette 4 2\n")
    code, out, err = _run(capsys, tmp_path, text, "rule", "--format", "json")
    assert code == 0, err
    ruling = json.loads(out)
    assert any("aucun jet n'est en cours" in s["text"] for s in ruling["trace"])
    assert not ruling["coups"][0].get("void") and not ruling["options"]


_RECORD = """[Blanc "Jules"]
[Noir "Charles"]
position
  blanc  talon:11 6:2 7:2
  noir   talon:11 6:2 7:2
relevé   blanc 5, noir 5
trait    blanc
actes
  blanc jette 4 2 {incident}
  blanc joue 0-4 0-2
  {next} jette 5 3
"""


def _run(capsys, tmp_path, text: str, *args: str) -> tuple[int, str, str]:
    src = tmp_path / "c.tric"
    src.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main([*args, str(src)])
    out, err = capsys.readouterr()
    return exit_.value.code, out, err


@pytest.mark.parametrize("incident", ["pirouettant", "main", "séparés", "separes"])
def test_after_a_standing_incident_the_turn_passes(capsys, tmp_path, incident):
    code, _, err = _run(capsys, tmp_path, _RECORD.format(incident=incident, next="noir"),
                        "check")
    assert code == 0, err
    code, _, err = _run(capsys, tmp_path, _RECORD.format(incident=incident, next="blanc"),
                        "check")
    assert code == 3 and ":11:" in err and "Traceback" not in err


def test_an_unknown_incident_is_refused_at_its_line(capsys, tmp_path):
    code, out, err = _run(capsys, tmp_path, _RECORD.format(incident="poussé", next="noir"),
                          "rule")
    assert code == 3 and ":9:" in err and "séparés" in err
    assert "Traceback" not in err and not out
