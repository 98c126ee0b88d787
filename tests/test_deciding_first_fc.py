"""The article that decides is cited first (issue #20), on the examiners' fresh disputes and
their near cases (the expectations were written from the text before the engine ran). Which law
each cites first is its expected file's ``deciding:``; here, what a first law id cannot say."""

from __future__ import annotations

import pytest
from cited import cited_laws


@pytest.mark.parametrize("case_id", ["fd-02-battu-marque-deux-sur-quatre-puis-jette-guiton",
                                     "fc-01-battu-marque-deux-sur-quatre-puis-jette-guiton-noir"])
def test_the_second_question_is_still_answered(case_id):
    """The article of the second question (the victim may wait for the play) is cited too."""
    assert "guiton.III.attendre-coup-joue" in cited_laws(case_id)


@pytest.mark.parametrize("case_id", ["fe-03-talon-touche-sans-lever-noir",
                                     "g3-rc122-talon-touche-sans-lever"])
def test_the_exception_names_the_rule_it_excepts(case_id):
    """« Exception pour la pile » is cited with the rule the claimant invokes and it excepts,
    « On doit jouer toutes les dames touchées », after it."""
    laws = cited_laws(case_id)
    assert laws.index("guiton.III.exception-pile") < laws.index("guiton.III.dames-touchees")


def test_an_aside_the_dispute_does_not_name_does_not_lead():
    """aw-10: « Blanc a oublié ses quatre points » shares « oublié » with the quote of the
    bredouille lost by one jeton, said because Charles marked second with one jeton; the
    dispute does not name that matter, so the aside is cited after what the throw earned and
    the order of the marks."""
    laws = cited_laws("aw-10-une-question-sans-aucune-faute-guiton")
    assert laws.index("guiton.III.bredouille-de-jetons") > laws.index(
        "guiton.III.marque-des-points")
