"""The article that decides is cited first (issue #20), on the examiners' fresh disputes and
their near cases (the expectations were written from the text before the engine ran)."""

from __future__ import annotations

import pytest
from cited import cited_laws

FIRST: list[tuple[str, str]] = [
    # (case, the law that decides and is cited first)
    # two questions one after the other: the first (is he at the école?) is answered first,
    # not the second (could the victim mark it after the play?)
    ("fd-02-battu-marque-deux-sur-quatre-puis-jette-guiton",
     "guiton.III.epoque-ecoles-consommees"),
    ("fc-01-battu-marque-deux-sur-quatre-puis-jette-guiton-noir",
     "guiton.III.epoque-ecoles-consommees"),
    # the talon touched without a dame lifted: the exception decides
    ("fe-03-talon-touche-sans-lever-noir", "guiton.III.exception-pile"),
    ("g3-rc122-talon-touche-sans-lever", "guiton.III.exception-pile"),
    # a claim of two questions whose first (the die on the hand) a sentence of the decision
    # answers: the rule that holds the throw good settles it, before the fausse école
    ("fh-04-de-sur-la-main-de-l-adversaire-fausse-ecole-lebrun-noir",
     "lebrun.regle-des-sur-la-main"),
    ("fhn-04-de-sur-la-main-de-l-adversaire-fausse-ecole-guiton", "guiton.III.de-main-adversaire"),
]



@pytest.mark.parametrize(("case_id", "law"), FIRST, ids=[c for c, _ in FIRST])
def test_the_deciding_article_is_cited_first(case_id, law):
    assert cited_laws(case_id)[0] == law


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
