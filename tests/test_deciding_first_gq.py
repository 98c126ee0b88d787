"""What an école disputes decides which article leads (:mod:`arbiter.engine.earning_disputed`),
on cases the casebook key does not pin: a marking beyond a count said right is the école's
(Lebrun's own example), a plein marked and lost by the play is « faute d'avoir fait son plein »,
an omission is the clock's unless its author denies the earning, and under Lebrun his article
on the earning the throw made leads among those one of Guiton's covers."""

from __future__ import annotations

import pytest
from cited import cited_laws


@pytest.mark.parametrize(("case", "first"), [
    # « Qui, au contraire, dit je gagne six points et en marque huit »: his own example
    ("lb-l5b-annonce-six-marque-huit", "lebrun.marquer-les-points"),
    # a plein marked, then not made by the play: « faute d'avoir fait son plein »
    ("rt-05-petit-jan-marque-puis-non-rempli-lebrun", "lebrun.ecole-du-plein"),
    # « les quatre points qu'il gagnait à faux »: forgotten, not denied: the clock's article
    ("g3-rc10-vrai-et-faux-rien-marque", "guiton.III.epoque-ecoles-consommees"),
    # a coin évacué named by the dispute: Lebrun's closing rule on it leads
    ("lb-r11-coin-evacue-battu-par-doublet", "lebrun.regle-coin-evacue"),
    # béset after the coin taken alone: his sentence on the mézéas, not the deux tables'
    ("lb-tf05-jan-de-mezeas-par-bezet", "lebrun.jan-de-mezeas"),
    ("lb-tf02-jan-de-deux-tables-par-doublet", "lebrun.jan-de-deux-tables"),
])
def test_the_article_of_what_the_ecole_disputes_leads(case: str, first: str) -> None:
    assert cited_laws(case)[0] == first


def test_a_closing_rule_the_dispute_does_not_name_does_not_lead() -> None:
    # kb-12's coin was never taken nor evacuated: « coin » alone does not name rule 11
    laws = cited_laws("kb-12-coin-battu-oublie-lebrun")
    assert laws[0] == "lebrun.jan-de-recompense"
    assert "lebrun.regle-coin-evacue" not in laws[:1]


def test_a_count_said_is_read() -> None:
    from arbiter.sayings import counted_said

    assert counted_said("je gagne quatre points") == 4
    assert counted_said("Je gagne 8 points") == 8
    assert counted_said("non, quatre seulement") is None
