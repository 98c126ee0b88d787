"""« Exception pour la pile » under each body of law.

Guiton (ch. III « Exception pour la pile ») binds only one of several dames lifted together off
the pile, « parce qu'on présume qu'on a pu être trompé par l'épaisseur des dames ». Lebrun
knows no such exception: « dame touchée, dame jouée. Cette règle ne souffre d'exception que
lorsque les dames ne peuvent pas absolument être jouées » (« De la Manière de marquer les
points »). The record's body of law decides; the ruling names the other opinion
(:mod:`arbiter.engine.bodies`). Kept apart from :mod:`arbiter.engine.dames`, which asks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.regimes import LEBRUN
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

PILE = "guiton.III.exception-pile"
NO_EXCEPTION = "lebrun.dame-touchee-sans-exception"


@applies(PILE, NO_EXCEPTION)
def one_bound(replay: Replay) -> bool:
    """Several dames lifted together off the pile: True when only one of them is bound (the
    law of the record is Guiton's), False when every one that can be played must be (Lebrun's)."""
    replay.findings.diverge(PILE)
    return replay.record.conduct_lois != LEBRUN


@applies(PILE, NO_EXCEPTION)
def touch_binds(replay: Replay) -> bool:
    """The talon touched without a dame lifted: Guiton binds nothing (« si le joueur touche son
    talon sans intention présumée d'en jouer une dame … il ne peut être tenu de jouer les dames
    touchées »), Lebrun binds the dame touched as any other (his rule's only exception is a
    dame that cannot be played). True under Lebrun's law; the bodies part here."""
    replay.findings.diverge(PILE)
    return replay.record.conduct_lois == LEBRUN

