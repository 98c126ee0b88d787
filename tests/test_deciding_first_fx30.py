"""Helper fx30's rules on exam33's kf- disputes: the earning a claim names by its count and its
side answers a claim with no fault (:func:`arbiter.engine.answer.contested`); a plea that the
jan was not made denies the earning, and is no omission forgotten
(:data:`arbiter.engine.litige._NOT_MADE`)."""

from __future__ import annotations

from arbiter.engine.answer import contested
from arbiter.engine.litige import _NOT_MADE, Dispute

EARNED = (("guiton.I.impuissance", "blanc", 2), ("guiton.VI.conserver-par-impuissance", "noir", 4))


def _claim(text: str) -> Dispute:
    dispute = Dispute.of(text)
    assert dispute is not None
    return dispute


def test_the_side_and_count_named_pick_the_earning() -> None:
    assert contested(_claim("Noir conteste les deux points que Blanc marque pour le six."),
                     EARNED) == "guiton.I.impuissance"
    assert contested(_claim("Blanc conteste les quatre points que Noir marque pour son plein."),
                     EARNED) == "guiton.VI.conserver-par-impuissance"


def test_a_count_that_names_no_earning_picks_none() -> None:
    # six points « que Blanc marque »: blanc earned 2, not 6
    assert contested(_claim("Noir conteste les six points que Blanc marque."), EARNED) is None
    assert contested(_claim("Noir conteste le coup."), EARNED) is None


def test_not_made_is_a_denial() -> None:
    assert _NOT_MADE.search("noir dit n'avoir pas fait le jan de trois coups")
    assert not _NOT_MADE.search("blanc soutient qu'il pouvait marquer après avoir joué")
