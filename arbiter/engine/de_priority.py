"""Who throws first at the relevé that follows a leave (s'en aller): the leaver. Guiton III
« Priorité du dé »: « A chaque relevé cette primauté appartient de droit à celui qui s'en est
allé »; Lebrun « Du privilège de s'en aller »: « Celui qui s'en va, a le dé ». The two say the
same of a partie en douze trous (they part only at the partie à écrire, which the séances
settle: :mod:`arbiter.ecrire.de_priority`). Apart from :mod:`.dice` so that the frame of the
throw keeps to its size.

Why a fault and not a notation error: within a relevé the turn follows from the last throw
and a throw out of it is a miswritten record (``notation.check``); at a new relevé the turn
follows from a right, the leaver's, which the other side may take from him. The texts name the
right and no remedy: the ruling says whose the dé was and finds the fault, and asks nothing of
what the throw then counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.regimes import LEBRUN
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

PRIORITE = "guiton.III.priorite-du-de"
S_EN_VA = "lebrun.s-en-va-a-le-de"


def leaver(replay: Replay) -> tuple[Colour, int] | None:
    """(the side that left, the line of his leave) of the relevé just over: the last coup's
    leave, held (no ``depart_irregulier`` found on it: a leave the ruling refused gives no
    right to the next relevé's dé, and what then follows the texts do not say). None after a
    sortie or a relevé begun otherwise."""
    coup = next((c for c in reversed(replay.coups) if not c.void), None)
    if coup is None or coup.leaving is None:
        return None
    side = next((a.actor for a in replay.record.acts
                 if a.span.line == coup.leaving and a.actor is not None), None)
    if side is None or any(f.kind is FaultKind.DEPART_IRREGULIER and f.by is side
                           for f in replay.findings.faults):
        return None
    return side, coup.leaving


@applies(PRIORITE, S_EN_VA)
def first_throw_of_the_releve(replay: Replay, thrower: Colour, line: int) -> None:
    """The first throw of a relevé begun by a leave: the leaver's by right (Guiton III
    « Priorité du dé »; under Lebrun his « Celui qui s'en va, a le dé », the same rule in his
    words). Thrown by him, the step is said under that article; thrown by the other side, he
    has taken the dé that was not his: a fault against that priority, which its article
    decides."""
    left = leaver(replay)
    if left is None:
        return
    side, left_at = left
    law = S_EN_VA if replay.record.lois == LEBRUN else PRIORITE
    if thrower is side:
        replay.findings.law(law, *both("de.leaver-throws", line=line, colour=side,
                                       left_at=left_at))
        return
    text = say("de.other-throws", line=line, thrower=thrower, colour=side, left_at=left_at)
    replay.findings.law(law, text.fr, text.en)
    replay.findings.fault(Fault(kind=FaultKind.PRIORITE_DU_DE, by=thrower, summary=text,
                                laws=(law,), consummated=True, act=line))
    replay.findings.decide(text.fr, text.en, law)
