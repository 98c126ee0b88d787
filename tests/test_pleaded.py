"""The plea of a side found without fault is answered by the article that cleared him
(:mod:`arbiter.engine.pleaded`): kd-14 and its near cases, written from Guiton's question after
« L'option de marquer, ou de ne pas marquer une école… » before the engine ran."""

from __future__ import annotations

from cited import cited_laws, ruled

KD14 = "kd-14-omission-du-joueur-et-omission-a-faux-de-l-adversaire-guiton"


def test_the_victim_who_pleads_he_is_not_at_ecole_is_answered_by_the_question() -> None:
    """« Noir soutient qu'ayant marqué l'école de Blanc il ne peut être lui-même à l'école »:
    « il n'était rigoureusement tenu à marquer que quatre points, ainsi qu'il l'a fait » answers
    him, first cited and first said; the fausse école Blanc then made follows."""
    ruling = ruled(KD14)
    assert cited_laws(KD14)[:2] == ["guiton.III.option-de-marquer", "guiton.III.fausse-ecole"]
    first, then = ruling["decision"][:2]
    assert "il ne fait pas école" in first
    assert "fausse école" in then


def test_under_lebrun_his_statement_of_the_option_leads() -> None:
    assert cited_laws("kdn-14a-omission-du-joueur-et-omission-a-faux-de-l-adversaire-lebrun")[:2] \
        == ["lebrun.envoi-facultatif", "guiton.III.option-de-marquer"]


def test_the_claimant_who_pleads_is_answered_by_the_fault_found() -> None:
    """kdn-14c: Blanc, the author of the faults found, pleads; the rule is not his: the question's
    article still decides (the dispute speaks of it most closely), and the answer said first is
    the fault found, not the step that cleared Noir."""
    case = "kdn-14c-ecole-pretendue-par-le-joueur-option-guiton"
    assert cited_laws(case)[0] == "guiton.III.option-de-marquer"
    assert "fausse école" in ruled(case)["decision"][0]


def test_a_victim_who_marked_all_is_answered_by_the_fausse_ecole() -> None:
    """kdn-14b: nothing of his was left unmarked, no exception cleared him of anything."""
    case = "kdn-14b-victime-qui-marque-tout-fausse-ecole-guiton"
    assert cited_laws(case)[0] == "guiton.III.fausse-ecole"
    assert "guiton.III.option-de-marquer" not in cited_laws(case)
