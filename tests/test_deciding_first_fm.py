"""The article that decides is cited first, on an examiner's disputes where marks, trous and
Lebrun's rules meet (exam15, fm-) and our near cases (fmn-). The examiner wrote his deciding
article from the texts before the engine ran; each case keeps it as a comment line
« # deciding (the examiner's law id): ID ». Checked by law id, as the casebook checks headings."""

from __future__ import annotations

import pytest
from cited import cited_laws, ruled

FIRST: list[tuple[str, str]] = [
    ("fm-01-vrai-avant-faux-le-trou-au-jeteur-guiton", "guiton.III.marque-des-points"),
    ("fm-02-deux-jetons-pas-d-ecole-guiton", "guiton.III.ecole-deux-jetons"),
    ("fm-03-trou-jeton-laisse-sur-dix-guiton", "guiton.III.oubli-de-demarquer"),
    ("fm-04-trou-sans-oter-le-jeton-lebrun", "lebrun.ecole-du-jeton"),
    # the leaver's jeton left on the points the trou took: « Celui qui s'en va … peut jouer sans
    # crainte d'être envoyé à l'école faute d'avoir ôté son jeton »
    ("fm-05-s-en-va-sans-oter-le-jeton-lebrun", "lebrun.s-en-va-a-le-de"),
    # twelve at a stroke after four interrupted points: one trou, sans bouger
    ("fm-06-sans-bouger-partie-simple-lebrun", "lebrun.sans-bouger"),
    ("fm-07-trou-sans-bouger-jeton-a-la-bande-guiton", "guiton.III.trou-sans-bouger"),
    # the second trou of a partie double pegged once he has played: « dès qu'il a joué »
    ("fm-08-partie-double-marquee-simple-apres-le-jeu-guiton", "guiton.III.bredouille-des-trous"),
    # a dame touched, none played: the term only « On ne peut plus marquer un trou oublié… » names
    ("fmn-04-partie-double-second-trou-apres-dame-touchee-guiton", "guiton.III.trou-oublie"),
    ("fm-09-partie-double-reprise-dame-touchee-lebrun", "lebrun.trou-double-jusqu-au-jeu"),
    ("fm-10-jetons-enleves-avant-le-trou-guiton", "guiton.III.jetons-avant-le-trou"),
    # the points marked first, the trou pegged after, before touching: Lebrun's own article
    ("fm-11-trou-marque-apres-les-points-lebrun", "lebrun.trou-apres-les-points"),
    ("fm-12-points-adverses-effaces-apres-coup-guiton", "guiton.III.oubli-effacer-adversaire"),
    # an école, then the points given at the next coup: no bredouille across them
    ("fm-13-ecole-puis-points-a-faux-pas-de-bredouille-lebrun", "lebrun.ecole-et-bredouille"),
    # the école marked first completes the victim's trou: « Second exemple »
    ("fm-14-ecole-qui-acheve-le-trou-guiton", "guiton.III.second-exemple"),
    # « je ne marque pas » takes the opponent's bredouille: his trou is simple
    ("fm-15-je-ne-marque-pas-trou-simple-guiton", "guiton.III.avertissement-ne-marque-pas"),
    ("fm-16-deux-jetons-ecole-qui-donne-le-trou-lebrun", "lebrun.ecole-deux-jetons"),
]


@pytest.mark.parametrize(("case_id", "law"), FIRST, ids=[c for c, _ in FIRST])
def test_the_deciding_article_is_cited_first(case_id, law):
    assert cited_laws(case_id)[0] == law


def test_the_ecole_first_leaves_the_trou_to_the_thrower():
    """fmn-02: the école marked first makes no trou; the thrower's à vrai then takes it. « Second
    exemple » is cited (the order), but gives the victim no trou."""
    assert "guiton.III.second-exemple" in cited_laws(
        "fmn-02-ecole-d-abord-le-trou-au-jeteur-guiton")


def test_twelve_uninterrupted_after_four_in_bredouille_is_double():
    """fmn-01: the four points were not interrupted: sixteen without interruption, a trou double
    (« De la Bredouille »), the four kept sans bouger; no école is found."""
    laws = cited_laws("fmn-01-sans-bouger-partie-double-sans-interruption-lebrun")
    assert "lebrun.bredouille" in laws and "lebrun.sans-bouger" in laws


def test_the_dames_one_act_plays_beyond_the_throw_are_one_fault():
    """fm-16: the doublet is played with four dames, two beyond the throw, in one act: one coup
    irrégulier naming both, with one option (Guiton III « Troisième exemple »), not the same
    account said twice."""
    faults = [f for f in ruled("fm-16-deux-jetons-ecole-qui-donne-le-trou-lebrun")["faults"]
              if f["kind"] == "coup_irregulier"]
    assert len(faults) == 1 and "2 dames" in faults[0]["summary"]
