"""Under Lebrun's law, the article that decides is his, and it is cited first (issue #20 §4).

The casebook's ``cites`` name headings, and several of Lebrun's articles share one (« Des
Ecoles »); these tests name the law each ruling must lead with, written from the texts (each
case's header quotes them): his article on trous pegged too many where two trous were pegged for
one, his « école de plus d'un trou » where points worth more than a trou were forgotten, his
fausse école (not « allez-vous-en », said of false trous) after a « vous n'avez rien ». They also
check each class of the law base's classification (arbiter/laws/README.md) on a ruling: where
Lebrun says the same, his article comes before Guiton's; where he differs, his law leads and
Guiton's is named as the other opinion (and the reverse under Guiton's law); where he is silent,
his text comes first, the ruling says that Guiton's law applies as Guiton's, and Guiton's law
follows it at once, also in a game that borrows trictrac's law (Jacquet under Lebrun's name).
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file

_SILENT = "Lebrun n'a pas de règle sur ce point"


def _ruling(case_id: str) -> dict:
    case = find_case(case_id)
    assert case is not None, case_id
    return rule_file(case.tric)


def _laws(case_id: str) -> list[str]:
    return [c["law"] for c in _ruling(case_id)["citations"]]


@pytest.mark.parametrize(("case_id", "first"), [
    # « On ne peut pas envoyer à l'école d'un trou entier … ou s'il avait encore marqué partie
    # double au lieu de simple; il faut se borner à l'en avertir »
    ("lb-e1-trou-double-pour-simple-lebrun", "lebrun.ecole-de-trou"),
    ("cl-01-trou-double-pour-simple-lebrun-noir", "lebrun.ecole-de-trou"),
    ("ql-12-trou-simple-cheville-double-s-en-va-lebrun-noir", "lebrun.ecole-de-trou"),
    # « On peut cependant envoyer à l'école de plus d'un trou … un sonnez qui vaut dix-huit »
    ("lb2-01-ecole-de-plus-d-un-trou-lebrun", "lebrun.ecole-de-plus-d-un-trou"),
    ("cl-03-ecole-de-plus-d-un-trou-lebrun-noir", "lebrun.ecole-de-plus-d-un-trou"),
    # « Si votre adversaire a fait une fausse école … vous pouvez l'y mettre lui-même »
    ("ma-06-vous-n-avez-rien-ecole-fausse-non-reprise-lebrun-noir", "lebrun.fausse-ecole"),
    ("cl-04-vous-n-avez-rien-ecole-fausse-lebrun", "lebrun.fausse-ecole"),
])
def test_lebrun_s_article_that_decides_is_cited_first(case_id, first):
    assert _laws(case_id)[0] == first


@pytest.mark.parametrize("case_id", ["ma-06-vous-n-avez-rien-ecole-fausse-non-reprise-lebrun-noir",
                                     "cl-04-vous-n-avez-rien-ecole-fausse-lebrun"])
def test_a_law_that_parts_from_guiton_s_on_another_point_follows_guiton_s(case_id):
    """« allez-vous-en » (false trous) parts from Guiton's « On ne peut profiter d'une erreur
    qu'on a occasionée » on a point a « vous n'avez rien » does not reach: cited after it."""
    laws = _laws(case_id)
    assert laws.index("guiton.III.erreur-occasionnee") < laws.index("lebrun.allez-vous-en")


def test_under_guiton_two_trous_for_one_cite_guiton_s_article_and_no_other_opinion():
    ruling = _ruling("cl-02-trou-double-pour-simple-guiton-noir")
    assert ruling["citations"][0]["law"] == "guiton.III.ecole-d-ecole"
    assert not ruling["other_opinions"]


def test_same_lebrun_s_article_before_guiton_s():
    laws = _laws("cl-06-vrai-et-faux-ecole-seule-lebrun")
    assert laws[0] == "lebrun.envoi-facultatif"
    assert laws.index("lebrun.envoi-facultatif") < laws.index("guiton.III.option-de-marquer")


def test_different_lebrun_s_law_leads_and_guiton_s_is_the_other_opinion():
    ruling = _ruling("cl-05-de-pirouettant-pousse-hors-par-l-adversaire-lebrun")
    assert ruling["citations"][0]["law"] == "lebrun.de-hors-du-trictrac"
    assert not ruling["options"]        # by Lebrun, no choice: the whole throw again
    assert any("Guiton 1822" in o and "Dé pirouettant" in o for o in ruling["other_opinions"])
    guiton = _ruling("gx-19-de-pirouettant-pousse-hors-guiton")
    assert guiton["citations"][0]["law"] == "guiton.III.pirouettant-pousse-hors"
    assert any("Lebrun 1828" in o for o in guiton["other_opinions"])


@pytest.mark.parametrize(("case_id", "lebrun", "guiton"), [
    ("cl-07-premier-exemple-lebrun", "lebrun.regle-6-sans-reprise", "guiton.III.premier-exemple"),
    ("om-20-trou-du-battu-avant-le-jeteur-dechu-lebrun-noir", "lebrun.ordre-sans-decheance",
     "guiton.III.trou-marque-trop-tot"),
    ("rr-04-trou-a-faux-pris-trop-tot-ecole-reclamee-dechu-lebrun-noir",
     "lebrun.ordre-sans-decheance", "guiton.III.trou-marque-trop-tot"),
    # Jacquet under Lebrun's name: his trictrac text, then Guiton's law borrowed, together
    ("jc-12-talon-trop-tot-reclame-apres-le-jet-lebrun-noir", "lebrun.regle-6-sans-terme",
     "guiton.III.fausse-case-consommee"),
])
def test_silent_his_text_then_guiton_s_law_applied_as_guiton_s(case_id, lebrun, guiton):
    ruling = _ruling(case_id)
    laws = [c["law"] for c in ruling["citations"]]
    assert laws.index(guiton) == laws.index(lebrun) + 1
    said = [s for s in ruling["trace"] if _SILENT in s["text"] and s["law"] == lebrun]
    assert said
