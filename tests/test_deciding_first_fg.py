"""The article that decides is cited first, on an examiner's disputes about marks and trous
(fg-) and our near cases (fgc-); the expectations were written from the text before the engine
ran. Each pair is checked by law id, as the casebook checks headings."""

from __future__ import annotations

import pytest
from cited import cited_laws, ruled

FIRST: list[tuple[str, str]] = [
    # a mark short, advanced before the dames are touched (or the dice thrown): the article
    # that lets a jeton be advanced decides, not what the throw earned
    ("fg-01-deux-points-puis-le-trou-avant-de-toucher-guiton",
     "guiton.III.epoque-ecoles-consommees"),
    ("fgc-01-deux-sur-quatre-puis-avance-avant-de-toucher-noir-guiton",
     "guiton.III.epoque-ecoles-consommees"),
    # the jeton carried on to a reste for a trou the coup did not win: « Points effacés mal à
    # propos » decides the école par trop, before a second irregularity of the record
    ("fg-08-jeton-pose-sur-deux-sans-trou-non-reparable-guiton", "guiton.III.points-effaces"),
    ("fgc-02-jeton-laisse-sur-deux-sans-trou-gagne-noir-guiton", "guiton.III.points-effaces"),
    # under Lebrun, the école that gives the trou: his article on the omission leads, not
    # « Des Jans », his general statement of the école par moins
    ("fg-15-battu-a-faux-oublie-l-ecole-fait-le-trou-lebrun", "lebrun.ecole-a-faux"),
    # the trou forgotten with the reste marked, pegged too late: the article on a trou forgotten
    ("fg-03-reste-marque-trou-oublie-cheville-apres-le-jet-adverse-guiton",
     "guiton.III.trou-oublie"),
    # « Eh bien ! allez-vous-en »: the sentence of « Des Ecoles » that decides it
    ("fg-16-allez-vous-en-ecole-impossible-consommee-noir-lebrun", "lebrun.allez-vous-en"),
]



@pytest.mark.parametrize(("case_id", "law"), FIRST, ids=[c for c, _ in FIRST])
def test_the_deciding_article_is_cited_first(case_id, law):
    assert cited_laws(case_id)[0] == law


def test_lebrun_own_omission_is_his_article_on_marking():
    """fgc-03: the thrower's own points played unmarked, the école taken for the trou: Lebrun's
    « De la Manière de marquer les points » leads, not « Des Jans » (his « règle générale »)."""
    laws = cited_laws("fgc-03-joue-sans-marquer-l-ecole-fait-le-trou-noir-lebrun")
    assert laws[0].startswith("lebrun.marquer-") and "lebrun.ecole-par-moins" in laws


def test_the_reste_marked_brings_the_likened_article():
    """fg-03: « Trous démarqués mal à propos » likens its cases to the reste marked and the trou
    forgotten: it is cited, after the article on the trou forgotten."""
    laws = cited_laws("fg-03-reste-marque-trou-oublie-cheville-apres-le-jet-adverse-guiton")
    assert laws.index("guiton.III.trou-oublie") < laws.index("guiton.III.trous-demarques")


def test_no_trou_won_no_likened_article():
    """fgc-02: the jeton carried past twelve for a trou the coup did not win is an excess, not a
    reste with a trou forgotten: « Trous démarqués mal à propos » is not cited."""
    assert "guiton.III.trous-demarques" not in cited_laws(
        "fgc-02-jeton-laisse-sur-deux-sans-trou-gagne-noir-guiton")


def test_the_advance_is_said_with_its_term():
    """The step says the term that applies: his dames for his own throw's points (fg-01), his
    throw for the points the opponent's gave him (lk-25)."""
    own = ruled("fg-01-deux-points-puis-le-trou-avant-de-toucher-guiton")
    received = ruled("lk-25-battu-a-faux-complete-sa-marque-avant-de-jeter-noir-lebrun")
    said = [t["text"] for t in own["trace"] if "avance sa marque" in t["text"]]
    assert said and "avant d'avoir touché ses dames" in said[0]
    said = [t["text"] for t in received["trace"] if "avance sa marque" in t["text"]]
    assert said and "avant d'avoir jeté les dés" in said[0]
