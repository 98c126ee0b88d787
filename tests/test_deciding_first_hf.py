"""Helper hf's rules on exam35's la- and exam36's lb- disputes (casebook ha-, hb-) and our near
cases (han-, hbn-): a right's own term before the general term where the bodies part; the
victim's mark called late answered by the article on its term; Lebrun's proviso on an école
marked in part cited only where a part is marked; the leave whose jeton the other side puts in
question. The expectations were written from the text before the engine ran."""

from __future__ import annotations

import pytest
from cited import cited_laws

from arbiter.engine.bodies import _classification as classification
from arbiter.engine.bodies import _own_term_first
from arbiter.engine.litige import Dispute
from arbiter.laws import load_laws

FIRST: list = [
    # (case, the law that decides and is cited first)
    # « On est reçu à faire sa déclaration … jusqu'à ce que l'adversaire ait marqué la partie »
    # before « si vous avez joué depuis », late and in time
    ("ha-11-debredouiller-trop-tard-le-trou-double-reste-lebrun", "lebrun.debredouiller"),
    ("han-11-debredouiller-aussitot-la-partie-marquee-lebrun", "lebrun.debredouiller"),
    # the victim's wait answers « tardive »; the offender's plea that he had not played is
    # answered by the moment his école was made
    ("hb-02-a-faux-oublie-ecole-marquee-apres-le-coup-guiton", "guiton.III.attendre-coup-joue"),
    ("hbn-02-a-faux-oublie-ecole-marquee-avant-le-coup-joue-guiton",
     "guiton.III.epoque-ecoles-consommees"),
    # nothing of the école marked: the option, not the proviso; a part marked: the proviso
    ("hb-04-par-trop-efface-sans-ecole-lebrun", "lebrun.envoi-facultatif"),
    ("hbn-04-par-trop-efface-ecole-en-partie-lebrun", "lebrun.ecole-indivisible"),
    ("fn-12-ecole-indivisible-envoi-partiel-lebrun", "lebrun.ecole-indivisible"),
    # the departure contested first; the reste alone
    ("ha-06-s-en-aller-le-jeton-en-place-le-reste-perdu-lebrun", "lebrun.s-en-aller-jeton"),
    ("han-06-s-en-aller-le-jeton-en-place-garder-le-reste-lebrun", "lebrun.reste-perdu"),
    ("kg-04-tient-son-jeton-s-en-va-lebrun", "lebrun.reste-perdu"),
]


@pytest.mark.parametrize(("case_id", "law"), FIRST)
def test_the_deciding_article_is_cited_first(case_id: str, law: str) -> None:
    assert cited_laws(case_id)[0] == law


def test_a_term_of_his_own_that_parts_from_guiton_stays_first() -> None:
    table = classification(load_laws())
    general = ["lebrun.delai-de-l-ecole"]
    assert _own_term_first("lebrun.debredouiller", general, table)
    # his article on the école du jeton says the same as Guiton's: it sets no term
    assert not _own_term_first("lebrun.ecole-du-jeton", general, table)
    # a particular law among those that part leads as before
    assert not _own_term_first("lebrun.debredouiller", ["lebrun.reste-perdu"], table)


def test_tardive_says_too_late() -> None:
    late = Dispute.of("Blanc marque l'école après le coup joué ; Noir la dit tardive.")
    assert late is not None and late.says_too_late()
    early = Dispute.of("Blanc marque l'école dès le jet ; Noir la dit due.")
    assert early is not None and not early.says_too_late()


def test_the_other_sides_clauses() -> None:
    both = Dispute.of("Noir conteste le départ de Blanc, jeton resté à dix ; Blanc veut garder "
                      "ses deux points de reste.")
    assert both is not None
    others = both.not_by(("blanc", "Jules"))
    assert others is not None and others.names("jeton")
    own = Dispute.of("Noir s'en va sans avoir ôté son jeton et réclame ses deux points de reste ;"
                     " Blanc soutient qu'ils sont perdus.")
    assert own is not None
    rest = own.not_by(("noir", "Charles"))
    assert rest is not None and not rest.names("jeton")
