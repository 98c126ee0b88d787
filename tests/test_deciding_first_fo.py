"""The article that decides is cited first, on an examiner's disputes on leaving and staying,
the sortie and Jacquet (fo-, exam17) and our near cases (fon-); the expectations were written
from the text before the engine ran. Each case's file names its deciding article in a comment
line (« # deciding (…): ID »); this module checks it by law id."""

from __future__ import annotations

import pytest
from cited import cited_laws

FIRST: list[tuple[str, str]] = [
    # Guiton: the jetons set at the bande while he deliberates leave the choice whole
    ("fo-01-jetons-a-la-bande-puis-depart-a-la-sortie-guiton", "guiton.V.jetons-a-la-bande"),
    # the reste marked before the word: the article on the reste, not the one on the word said
    # (which only says that « je m'en vais » binds, and binds nothing here)
    ("fo-02-reste-marque-puis-je-m-en-vais-a-la-sortie-lebrun", "lebrun.reste-marque"),
    ("fon-01-reste-marque-puis-je-m-en-vais-a-la-sortie-guiton", "guiton.V.reste-marque"),
    # the reste not marked: the same sentence answers « il doit rester » the other way, the
    # condition the leave stands on (see test_reste_not_marked_is_answered_by_its_article)
    ("fon-02-reste-non-marque-je-m-en-vais-a-la-sortie-lebrun", "lebrun.reste-marque"),
    ("fon-02b-reste-non-marque-je-m-en-vais-a-la-sortie-guiton", "guiton.V.reste-marque"),
    ("fon-02c-reste-non-marque-doit-rester-sur-son-trou-lebrun-noir", "lebrun.reste-marque"),
    ("fo-03-trou-du-de-adverse-ne-permet-pas-de-partir-guiton", "guiton.V.conditions-s-en-aller"),
    # Lebrun: a trou achevé by the opponent's dé binds; one achevé by his own does not, whoever
    # gave the earlier points
    ("fon-03-trou-du-de-adverse-ne-permet-pas-de-partir-lebrun", "lebrun.s-en-aller-de-son-de"),
    ("fon-04-trou-acheve-de-son-de-jeton-en-place-lebrun", "lebrun.s-en-aller-de-son-de"),
    # fo-04 as written: the jeton taken off its place before the word bars the leave (the
    # examiner's lebrun.s-en-aller-de-son-de judged wrong, see the case's expected file)
    ("fo-04-trou-acheve-de-son-de-apres-points-recus-lebrun", "lebrun.s-en-aller-jeton"),
    ("fo-05-faux-trou-jeu-rompu-pour-s-en-aller-guiton", "guiton.V.faux-trou-rompre"),
    ("fo-06-non-joueur-leve-ses-dames-adversaire-reste-lebrun", "lebrun.non-joueur-touche"),
    ("fo-07-points-demarques-en-empilant-apres-la-sortie-guiton",
     "guiton.VII.points-effaces-sortie"),
    ("fo-08-jeton-ote-en-empilant-ecole-apres-le-de-lebrun", "lebrun.points-effaces-sortie"),
    # consenting to play pour tout is no renouncing of the choice: VII « Difficulté… » says so
    ("fo-09-jouer-pour-tout-puis-s-en-aller-guiton", "guiton.VII.jouer-pour-tout"),
    # ... but the reste marked still binds, and a dispute about it is answered by its article
    ("fon-09-pour-tout-reste-marque-puis-s-en-aller-guiton", "guiton.V.reste-marque"),
    # two acts bar the leave (the jeton taken off, then the dames played): the one the dispute
    # asks about decides; a dispute that names neither is answered by the first
    ("fo-10-trou-marque-dames-jouees-puis-depart-lebrun", "lebrun.s-en-aller-bois"),
    ("fon-10-jeton-ote-puis-dames-jouees-puis-depart-lebrun", "lebrun.s-en-aller-jeton"),
    ("fo-11-jacquet-dame-touchee-non-jouee", "lalanne.I.dame-touchee"),
    ("fo-12-jacquet-courrier-touche-injouable", "lalanne.I.dame-touchee"),
    ("fo-13-jacquet-de-plus-faible-joue", "lalanne.I.de-le-plus-fort"),
    ("fo-14-jacquet-de-a-plat-sur-les-dames", "lalanne.I.des-a-plat"),
    ("fo-15-jacquet-je-romps-sans-cornet-lebrun", "lebrun.rompre-les-des"),
    ("fo-16-jacquet-fin-de-partie-sans-double-convenue-lebrun",
     "lebrun.jacquet-partie-simple-ou-double"),
]


@pytest.mark.parametrize(("case_id", "law"), FIRST, ids=[c for c, _ in FIRST])
def test_the_deciding_article_is_cited_first(case_id: str, law: str) -> None:
    assert cited_laws(case_id)[0] == law


def test_both_acts_that_bar_the_leave_are_cited():
    """fo-10: the jeton taken off its place and the dames played each bar the leave under
    Lebrun: the ruling cites both articles, whichever the dispute puts first."""
    for case_id in ("fo-10-trou-marque-dames-jouees-puis-depart-lebrun",
                    "fon-10-jeton-ote-puis-dames-jouees-puis-depart-lebrun"):
        laws = cited_laws(case_id)
        assert {"lebrun.s-en-aller-jeton", "lebrun.s-en-aller-bois"} <= set(laws[:2]), laws


def test_reste_not_marked_is_answered_by_its_article():
    """fon-02: « Noir, ayant quatre points de reste, doit rester ; il ne les a pas marqués »: the
    reste binds only marked (« mais, s'il a des points de reste, et qu'il les ait marqués, il ne
    peut plus s'en aller »): that article answers the claim and is cited first, before the one
    on the word said (« il n'est pas permis de tenir après avoir dit je m'en vais ») and the one
    on the reste lost (« Qui s'en va, perd tous les points qu'il a de reste »), which only follow
    from the leave. The step on the reste not marked grounds the leave held; the claim against
    the leave is answered by its grounds (Findings.ground, heard.contested)."""
    laws = cited_laws("fon-02-reste-non-marque-je-m-en-vais-a-la-sortie-lebrun")
    assert laws[0] == "lebrun.reste-marque"
    assert laws.index("lebrun.reste-marque") < laws.index("lebrun.reste-perdu")
    assert laws.index("lebrun.reste-marque") < laws.index("lebrun.parole")


def test_the_reste_claimed_by_the_leaver_is_answered_by_the_reste_lost():
    """The same step on the other side: where the leaver himself claims his reste (« Noir s'en va
    sans avoir ôté son jeton et réclame ses deux points de reste », kg-04; « Noir, parti sur son
    trou, veut garder ses six points de reste », fkm-04), nobody disputes the leave: what follows
    from it answers, « Qui s'en va, perd tous les points qu'il a de reste »."""
    for case_id in ("kg-04-tient-son-jeton-s-en-va-lebrun",
                    "fkm-04-qui-s-en-va-perd-le-reste-trou-simple-lebrun-noir",
                    "fh-10-s-en-va-reste-perdu-a-faux-adverse-marque-lebrun-noir"):
        assert cited_laws(case_id)[0] == "lebrun.reste-perdu", case_id
