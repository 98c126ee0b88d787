"""The article that answers the dispute is cited first, on the examiners' fresh disputes and
their near cases (the expectations were written from the text before the engine ran)."""

from __future__ import annotations

import pytest
from cited import cited_laws, ruled

FIRST: list[tuple[str, str]] = [
    # (case, the law that decides and is cited first)
    # a break of one's own dice: what rompre is (« les dés de l'adversaire »)
    ("fb-14-je-romps-ses-propres-des-lalanne", "guiton.I.rompre-les-des"),
    ("xb-01-je-romps-son-propre-jet-guiton-noir", "guiton.I.rompre-les-des"),
    # an aside (the bredouille of the second scorer) the dispute does not name stays aside
    ("fb-08-cinq-joue-par-la-dame-du-six-impuissance-creee-noir",
     "guiton.III.impuissance-creee"),
    ("xb-03-cinq-joue-par-la-dame-du-six-impuissance-creee-blanc",
     "guiton.III.impuissance-creee"),
    # old trous moved back by mistake and new ones pegged after playing: only the old come back
    ("fa-17-fichet-recule-vu-apres-avoir-joue-guiton", "guiton.III.trous-demarques"),
    ("xb-05-deux-trous-recules-vus-apres-avoir-joue-guiton-noir", "guiton.III.trous-demarques"),
    # a trou double pegged after the jetons were moved, not disputed: it stands
    ("fa-10-jetons-otes-avant-le-trou-double-non-conteste-guiton",
     "guiton.III.jetons-avant-le-trou"),
    ("xb-06-jetons-effaces-avant-le-trou-double-non-conteste-guiton-noir",
     "guiton.III.jetons-avant-le-trou"),
    # a fausse case claimed where the dames were set down one after the other
    ("fb-07-seconde-dame-seule-mal-posee-pas-de-fausse-case", "guiton.III.fausse-case"),
    ("xb-07-seconde-dame-seule-mal-posee-pas-de-fausse-case-noir", "guiton.III.fausse-case"),
    # a plein marked that the throw makes only in passing, before the play (the examiner's
    # fe-08, copied as cs-01) or after it: the throw shows it, « Remplir en passant » decides
    ("cs-01-remplir-en-passant-marque-avant-de-jouer", "guiton.VI.remplir-en-passant"),
    ("cs-02-remplir-en-passant-marque-apres-avoir-joue-noir", "guiton.VI.remplir-en-passant"),
    ("g6-ct10-remplir-en-passant", "guiton.VI.remplir-en-passant"),
    ("g6-fd07-remplir-en-passant-par-doublet", "guiton.VI.remplir-en-passant"),
    # near case: the other number played from the talon, the plein stands
    ("cs-03-remplir-par-le-quatre-le-deux-du-talon-noir", "guiton.III.fausse-ecole"),
    # « he forgot his points » where he marked them, the throw giving points to both sides, and
    # no fault found: the article that orders their marking answers, not « Battre »
    ("aw-10-une-question-sans-aucune-faute-guiton", "guiton.III.marque-des-points"),
    ("cs-04-une-question-sans-aucune-faute-noir", "guiton.III.marque-des-points"),
    # near case: he did forget them; the école's term answers
    ("cs-05-quatre-points-oublies-dames-touchees", "guiton.III.epoque-ecoles-consommees"),
    # the examiner's exam13 (fk-) on the marque, trous and leaving, with their near cases (fkm-)
    # Lebrun: a trou of a partie double forgotten is his « On ne peut pas envoyer à l'école d'un
    # trou entier », not « On peut cependant envoyer à l'école de plus d'un trou »
    ("fk-02-partie-double-marquee-simple-pas-d-ecole-lebrun-noir", "lebrun.ecole-de-trou"),
    # near case: the dispute in the words of « De la Bredouille » (« gagnant partie bredouille,
    # la marque simple ; il ne peut être envoyé à l'école »), his article on that very case
    ("fkm-03-partie-double-marquee-simple-pas-d-ecole-lebrun",
     "lebrun.partie-double-marquee-simple"),
    ("fk-05-reste-marque-puis-s-en-va-lebrun", "lebrun.reste-marque"),
    ("fk-06-reste-marque-puis-s-en-va-guiton-noir", "guiton.V.reste-marque"),
    # the jeton taken from its place before leaving: Guiton keeps the option, Lebrun bars it
    ("fk-07-jeton-a-la-bande-puis-s-en-va-guiton", "guiton.V.jetons-a-la-bande"),
    ("fkm-02-jeton-remis-a-la-bande-puis-s-en-va-guiton-noir", "guiton.V.jetons-a-la-bande"),
    ("fk-08-jeton-ote-de-sa-place-puis-s-en-va-lebrun", "lebrun.s-en-aller-jeton"),
    ("fkm-01-jeton-remis-a-la-bande-trou-juste-puis-s-en-va-lebrun-noir",
     "lebrun.s-en-aller-jeton"),
    ("fk-09-trou-du-de-adverse-a-faux-s-en-va-lebrun-noir", "lebrun.s-en-aller-de-son-de"),
    ("fk-10-trou-du-de-adverse-a-faux-s-en-va-guiton", "guiton.V.conditions-s-en-aller"),
    ("fk-11-trou-oublie-s-en-va-quand-meme-guiton-noir", "guiton.V.conditions-s-en-aller"),
    # Lebrun: a leave that stands, the reste claimed after it: « Qui s'en va, perd tous les
    # points qu'il a de reste », not « il n'est pas permis de tenir après avoir dit je m'en vais »
    ("fk-12-qui-s-en-va-perd-le-reste-lebrun", "lebrun.reste-perdu"),
    ("fkm-04-qui-s-en-va-perd-le-reste-trou-simple-lebrun-noir", "lebrun.reste-perdu"),
    ("fk-13-bois-touche-puis-s-en-va-lebrun-noir", "lebrun.s-en-aller-bois"),
    ("fk-15-trou-par-l-ecole-adverse-s-en-va-lebrun", "lebrun.s-en-aller-de-son-de"),
    ("fk-16-trou-par-l-ecole-adverse-s-en-va-guiton-noir", "guiton.V.conditions-s-en-aller"),
    # an école marked for a wiping by the opponent's hand: the wiping was no école
    ("fl-06-points-effaces-sans-les-marquer-fausse-ecole-noir-guiton",
     "guiton.III.demarquer-pour-faire-ecole"),
    ("fln-01-points-effaces-sans-les-marquer-fausse-ecole-guiton",
     "guiton.III.demarquer-pour-faire-ecole"),
    # near case: the wiping was the trou's, « Fausse école » answers
    ("fln-02-points-effaces-par-le-trou-fausse-ecole-guiton", "guiton.III.fausse-ecole"),
]


@pytest.mark.parametrize(("case_id", "law"), FIRST, ids=[c for c, _ in FIRST])
def test_the_deciding_article_is_cited_first(case_id, law):
    assert cited_laws(case_id)[0] == law


def test_the_victim_who_waits_for_the_play_is_told_he_may():
    """« Avantage d'attendre que le coup soit joué pour marquer l'école » is cited where the
    victim marked the école once the offender had played (fa-19), not where he marked it at the
    throw (xb-08); it takes part in the ruling, it does not lead it."""
    cited = cited_laws
    waited = cited("fa-19-a-faux-marque-en-partie-ecole-marquee-apres-son-coup-guiton-noir")
    assert "guiton.III.attendre-coup-joue" in waited
    assert waited[0] == "guiton.III.epoque-ecoles-consommees"
    assert "guiton.III.attendre-coup-joue" not in cited(
        "xb-08-a-faux-marque-en-partie-ecole-marquee-des-le-jet-guiton")


@pytest.mark.parametrize("case_id", ["fb-01-de-couvert-sonnez-lebrun-noir",
                                     "xb-09-de-couvert-quine-guiton"])
def test_a_covered_die_is_the_answer_to_the_dispute_over_it(case_id):
    """A dispute over a throw whose die covered the other is answered by the void throw, under
    the article that makes it void, not by « no fault » alone."""
    ruling = ruled(case_id)
    assert "est nul (dé couvert)" in ruling["decision"][0]
    assert ruling["citations"][0]["law"] in ("guiton.III.de-couvert", "lebrun.de-bon",
                                             "lebrun.regles-des-des")


@pytest.mark.parametrize("case_id", ["cs-03-remplir-par-le-quatre-le-deux-du-talon-noir",
                                     "h2-11-remplir-l-autre-nombre-par-le-talon"])
def test_a_plein_kept_by_the_other_number_is_not_filled_in_passing(case_id):
    """The other number played without breaking (from the talon): the plein stands, and
    « Remplir en passant » is not the ruling's article at all."""
    laws = cited_laws(case_id)
    assert "guiton.VI.remplir-en-passant" not in laws


def test_remplir_en_passant_is_said_once_whether_marked_before_or_after_the_play():
    for case_id in ("cs-01-remplir-en-passant-marque-avant-de-jouer",
                    "cs-02-remplir-en-passant-marque-apres-avoir-joue-noir"):
        ruling = ruled(case_id)
        steps = [s for s in ruling["trace"]
                 if s["law"] == "guiton.VI.remplir-en-passant" and s["step"] == "law"]
        assert len(steps) == 1, case_id
        assert "en passant" in ruling["decision"][0], ruling["decision"][0]
