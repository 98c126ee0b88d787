"""The article that answers the dispute is cited first, on the examiners' fresh disputes and
their near cases (the expectations were written from the text before the engine ran). The law
each cites first is its expected file's ``deciding:``; here, what a first law id cannot say."""

from __future__ import annotations

import pytest
from cited import cited_laws, ruled


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
