"""Under Lebrun's law, the article of his that answers the dispute is cited first, by law id.

Several of Lebrun's articles share one heading (« Du privilège de s'en aller » holds the délai of
the école, the école du jeton, the reste lost and the reste marked), so the casebook's heading
substrings cannot tell them apart; a referee reads the first quote. The cases are an examiner's
fresh disputes (fa-) and their near cases (xa-); each file quotes the text that decides.
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file
from arbiter.engine import bodies
from arbiter.engine.findings import Findings
from arbiter.laws import load_laws

DECIDING = [
    # a claim after the victim has played: « … si vous avez joué depuis »
    ("fa-01-jeton-laisse-sur-dix-reclame-apres-avoir-joue-lebrun-noir", "lebrun.delai-de-l-ecole"),
    ("xa-01-jeton-laisse-sur-dix-reclame-apres-avoir-joue-lebrun", "lebrun.delai-de-l-ecole"),
    # « Qui s'en va, perd tous les points qu'il a de reste », though the école's term parts
    ("fa-04-s-en-va-puis-remet-son-reste-lebrun", "lebrun.reste-perdu"),
    ("xa-07-s-en-va-puis-remet-son-reste-lebrun-noir", "lebrun.reste-perdu"),
    # « mais, s'il a des points de reste, et qu'il les ait marqués, il ne peut plus s'en aller »
    ("fa-05-reste-marque-puis-je-m-en-vais-lebrun-noir", "lebrun.reste-marque"),
    # « gagnant partie bredouille, la marque simple … dès qu'il a joué, il n'est plus reçu »
    ("fa-06-partie-double-marquee-simple-second-trou-apres-avoir-joue-lebrun",
     "lebrun.partie-double-marquee-simple"),
    ("xa-03-partie-double-reprise-avant-de-jouer-lebrun", "lebrun.partie-double-marquee-simple"),
    # « Si votre adversaire a fait une fausse école … vous pouvez l'y mettre lui-même »
    ("fa-08-fausse-ecole-du-battu-a-faux-lebrun", "lebrun.fausse-ecole"),
    ("xa-04-fausse-ecole-du-battu-a-faux-lebrun-noir", "lebrun.fausse-ecole"),
    # « … ou s'il avait encore marqué partie double au lieu de simple; il faut se borner à
    # l'en avertir »
    ("fa-09-trou-double-pour-simple-averti-lebrun-noir", "lebrun.ecole-de-trou"),
    # « On se souvient que l'on n'appelle point avoir touché son bois quand on a dit j'adoube »
    ("fa-12-marque-en-deux-fois-apres-j-adoube-fausse-ecole-lebrun-noir", "lebrun.j-adoube"),
]


@pytest.mark.parametrize(("case_id", "law"), DECIDING, ids=[c for c, _ in DECIDING])
def test_his_deciding_article_is_cited_first(case_id: str, law: str) -> None:
    case = find_case(case_id)
    assert case is not None, case_id
    assert rule_file(case.tric)["citations"][0]["law"] == law


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
