"""The earning disputed decides (:mod:`arbiter.engine.earning_disputed`), on cases the casebook
key does not pin: where an école turns on whether the throw earned its points, the earning's
particular article leads; where the claim questions something else, or the earning is general
(the tariff, beating, filling), or the throw kept what an error then broke, it does not."""

from __future__ import annotations

import pytest
from cited import cited_laws


@pytest.mark.parametrize(("case", "first", "second"), [
    # « un plein que Blanc ne pouvait tenir »: ch. I « Conserver ou tenir son plein », then III
    ("g3-rc66-croire-conserver-jan-encore-remplissable", "guiton.I.conserver",
     "guiton.III.marque-sans-remplir"),
    # « les coins déjà battus ne peuvent l'être à nouveau »: « Battre les deux coins »
    ("lb-tf24-deux-tables-des-deux-cotes", "guiton.I.battre-les-deux-coins",
     "guiton.III.fausse-ecole"),
    # Lebrun's sonnez that must break the plein: his own decision of it (« qu'il a marqués à
    # tort pour son plein, parce qu'il fallait le rompre ») before « faute d'avoir fait son
    # plein », and before his general « Tant que vous pourrez conserver… »
    ("frn-12-sonnez-plein-a-rompre-lebrun", "lebrun.plein-qu-il-fallait-rompre",
     "lebrun.ecole-du-plein"),
    ("frn-12-sonnez-plein-a-rompre-lebrun", "lebrun.plein-qu-il-fallait-rompre",
     "lebrun.pleins"),
    ("frn-08-jan-de-trois-coups-marque-case-au-grand-jan-lebrun", "lebrun.jan-de-trois-coups",
     "lebrun.fausse-ecole"),
])
def test_the_earning_disputed_leads_the_ecole_s_article(case: str, first: str,
                                                         second: str) -> None:
    laws = cited_laws(case)
    assert laws[0] == first and laws.index(first) < laws.index(second)


@pytest.mark.parametrize(("case", "first"), [
    # the claim is the time of the marking, not the jan
    ("gpn-07-six-tables-marque-avant-de-toucher-fausse-ecole-guiton", "guiton.III.fausse-ecole"),
    # the throw kept the plein, a dame lifted in error broke it: III's second sentence
    ("g3-fd29-conserve-marque-puis-dame-du-plein-levee", "guiton.III.marque-sans-remplir"),
    # a fausse école against a plein filled: filling is a general article (cs-03's key)
    ("cs-03-remplir-par-le-quatre-le-deux-du-talon-noir", "guiton.III.fausse-ecole"),
    # the claim is put in III's words (« croyant conserver »)
    ("h2-14-croire-conserver-par-sonnez", "guiton.III.marque-sans-remplir"),
])
def test_the_ecole_s_article_leads_where_the_earning_is_not_what_is_disputed(
        case: str, first: str) -> None:
    assert cited_laws(case)[0] == first
