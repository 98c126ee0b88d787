"""The article that decides is cited first, on an examiner's disputes on the écoles in depth
(exam16, fn-) and our near cases (fnn-). Each case file says its deciding law on a comment line
(« # deciding (…): ID »); the expectations were written from the text before the engine ran."""

from __future__ import annotations

import pytest
from cited import cited_laws

FIRST: list = [
    # (case, the law that decides and is cited first)
    ("fn-01-ecole-par-moins-dame-adverse-levee-guiton", "guiton.III.epoque-ecoles-consommees"),
    # « On se souvient que l'on n'appelle point avoir touché son bois quand on a dit j'adoube »:
    # Lebrun's « dame touchée, dame jouée » does not hold the exception, his next sentence does
    ("fn-02-adoube-avant-de-marquer-pas-d-ecole-lebrun", "lebrun.j-adoube"),
    # near case: no « j'adoube », the touch comes before the mark: « on n'y est plus reçu »
    # (Lebrun's own sentence for the touch leads his articles on the école it consummates)
    ("fnn-01-touche-sans-j-adoube-puis-marque-ecole-lebrun", "lebrun.marquer-avant-de-toucher"),
    ("fn-03-points-a-faux-non-marques-consommes-au-jet-guiton",
     "guiton.III.epoque-ecoles-consommees"),
    ("fn-04-non-jeteur-touche-son-bois-pas-d-ecole-lebrun", "lebrun.non-joueur-touche"),
    # « Au total, on ne peut être contraint d'envoyer à l'école »: the points de trop wiped, no
    # école marked; not the victim's term, which the dispute does not question. Lebrun says it
    # in a particular sentence; under Guiton the option is a general article, which « il devait
    # la marquer » reaches by the duty it claims and the option denies (« n'est pas obligé de la
    # marquer »: litige._DUTY), before the victim's term
    # (session 19: Lebrun's sentence on that very case, « Vous n'êtes pas obligé de mettre votre
    # adversaire à l'école pour les points qu'il marque mal à propos, vous les effacez et cela
    # suffit », now has its id; it answers « il devait la marquer ou lui rendre ses points »)
    ("fn-05-points-de-trop-effaces-sans-ecole-lebrun", "lebrun.effacer-suffit"),
    ("fnn-02-points-de-trop-effaces-sans-ecole-noir-guiton", "guiton.III.ecole-facultative"),
    ("fn-06-ecole-marquee-en-partie-obligee-au-trou-guiton", "guiton.III.ecole-facultative"),
    ("fn-07-points-effaces-reconnus-apres-le-coup-guiton", "guiton.III.points-effaces"),
    ("fn-08-fausse-ecole-coin-non-pris-guiton", "guiton.III.fausse-ecole"),
    # « si votre adversaire, croyant que vous avez fait une école, vous y envoie, ce n'est plus
    # alors l'école de l'école »: the plea the dispute puts
    ("fn-09-fausse-ecole-dame-non-battue-lebrun", "lebrun.fausse-ecole-par-l-envoi"),
    ("fnn-03-fausse-ecole-dame-non-battue-noir-guiton", "guiton.III.fausse-ecole"),
    ("fn-10-ecole-par-trop-marquee-apres-son-jet-lebrun", "lebrun.delai-de-l-ecole"),
    ("fn-11-points-de-trop-effaces-apres-le-jet-guiton", "guiton.III.epoque-ecoles-consommees"),
    ("fn-12-ecole-indivisible-envoi-partiel-lebrun", "lebrun.ecole-indivisible"),
    # « On ne peut pas envoyer à l'école d'un trou entier, c'est-à-dire d'un trou que
    # l'adversaire aurait oublié de marquer »: not « On peut cependant envoyer à l'école de plus
    # d'un trou » (a sonnez of eighteen points played unmarked)
    ("fn-13-trou-oublie-pas-d-ecole-de-trou-lebrun", "lebrun.ecole-de-trou"),
    ("fnn-04-trou-oublie-pas-d-ecole-de-trou-lebrun-noir", "lebrun.ecole-de-trou"),
    ("fn-14-jeton-deplace-trou-oublie-pas-d-ecole-guiton", "guiton.III.ecole-d-ecole"),
    # « l'on n'envoie point à l'école de l'école »: the mark against the one who let the école
    # pass is what the dispute is about; the fausse école it makes follows from it
    ("fn-15-ecole-d-ecole-devient-fausse-ecole-lebrun", "lebrun.ecole-d-ecole"),
    ("fnn-05-ecole-d-ecole-devient-fausse-ecole-noir-guiton", "guiton.III.ecole-d-ecole"),
    ("fn-16-avertissement-deux-dames-a-vrai-guiton", "guiton.III.avertissement-ne-marque-pas"),
]


@pytest.mark.parametrize(("case_id", "law"), FIRST)
def test_the_deciding_article_is_cited_first(case_id: str, law: str) -> None:
    assert cited_laws(case_id)[0] == law


def test_the_general_rule_is_still_cited_beside_its_exception() -> None:
    """fn-02: « j'adoube » decides, and « dame touchée, dame jouée », which the claim invokes,
    is cited after it."""
    laws = cited_laws("fn-02-adoube-avant-de-marquer-pas-d-ecole-lebrun")
    assert laws.index("lebrun.j-adoube") < laws.index("lebrun.dame-touchee")
