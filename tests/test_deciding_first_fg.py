"""The article that decides is cited first, on an examiner's disputes about marks and trous
(fg-) and our near cases (fgc-); the expectations were written from the text before the engine
ran. The law each cites first is its expected file's ``deciding:``; here, the rest of the order
and what the steps say."""

from __future__ import annotations

from cited import cited_laws, ruled


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
