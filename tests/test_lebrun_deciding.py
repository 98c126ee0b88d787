"""Under Lebrun's law, the article of his that answers the dispute is cited first, by law id.

Several of Lebrun's articles share one heading (« Du privilège de s'en aller » holds the délai of
the école, the école du jeton, the reste lost and the reste marked), so the casebook's heading
substrings cannot tell them apart; a referee reads the first quote. On an examiner's fresh
disputes (fa-) and their near cases (xa-) the expected files name it (``deciding:``, each file
quoting the text that decides); here, the one rule that puts it first.
"""

from __future__ import annotations

from arbiter.engine import bodies
from arbiter.engine.findings import Findings
from arbiter.laws import load_laws


def test_his_article_the_dispute_speaks_of_leads_his_others_on_the_matter() -> None:
    """One rule over the classification (bodies._nearness): of Lebrun's articles on a matter
    of Guiton's, one the dispute speaks of as closely as is measured comes first, whether it
    says the same as Guiton's or parts from it elsewhere; without a dispute, the base's order."""
    base = load_laws()
    near = {"lebrun.ecole-de-trou": 3}

    def order(relevance) -> list[str]:
        findings = Findings()
        findings.cite("guiton.III.ecole-d-ecole")
        bodies.lebrun_first(findings, base, relevance)
        return findings.laws

    assert order(lambda law: near.get(law, 0))[0] == "lebrun.ecole-de-trou"
    assert order(None)[0] == "lebrun.ecole-d-ecole"
    # a word or two in common is not enough to move the base's order
    assert order(lambda law: 2 if law == "lebrun.ecole-de-trou" else 0)[0] == \
        "lebrun.ecole-d-ecole"
