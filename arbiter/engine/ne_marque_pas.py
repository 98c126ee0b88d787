"""« Je ne marque pas » said, and the coup consummated: what the warning was worth (Guiton III,
« Avertissement qu'on ne marque pas, parce que l'on donne, ou que l'on croit donner le trou »),
one of the labelled exceptions to the école par moins (:data:`.judging.EXCEPTIONS`).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.engine.ecole_laws import AVERTISSEMENT
from arbiter.engine.marks import DEFINITION, open_ecole
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.window import Window


@applies(AVERTISSEMENT, DEFINITION)
def warned(replay: Replay, window: Window, line: int) -> None:
    """« Je ne marque pas » said, and his coup consummated: what the warning was worth
    (Guiton, « Avertissement qu'on ne marque pas, parce que l'on donne, ou que l'on croit
    donner le trou »).

    If his throw really gives the opponent the trou, the warning counts as marking: no école,
    and the opponent loses his bredouille (his trou is simple). If it does not, and he does not
    win the trou either, the points are lost, a faute with no école, and the opponent keeps his
    bredouille. If he wins the trou himself, the opponent marks the école of what the warning
    shows he did not recognise: the least of his gains he must have taken for points given,
    for the opponent to reach the trou as he believed.
    """
    colour, coup = window.side, replay.coup
    assert coup is not None
    other = colour.opponent
    at_throw = coup.score_at_throw
    needed = POINTS_PER_TROU - at_throw.of(other).points
    given = coup.due(other)
    # his own points are marked first (« Marque des points »): if they make his trou, the
    # opponent's points are wiped before his gift is marked, and the trou is not given
    wins_first = at_throw.of(colour).points + window.due >= POINTS_PER_TROU
    if given >= needed and not wins_first:
        side = replay.score.of(other)
        replay.score = replay.score.with_side(other, side.evolve(bredouille=False))
        # his bredouille is named only where he has one to lose or keep
        had = at_throw.of(other).bredouille
        replay.findings.law(
            AVERTISSEMENT,
            *both("ecoles.warning" if had else "ecoles.warning.sans-bredouille",
                  said_ne_marque_pas=window.said_ne_marque_pas, colour=colour, other=other))
        return
    if at_throw.of(colour).points + window.due < POINTS_PER_TROU:
        had = at_throw.of(other).bredouille
        why = say("ecoles.warning.2" if had else "ecoles.warning.2.sans-bredouille",
                  colour=colour, said_ne_marque_pas=window.said_ne_marque_pas, due=window.due,
                  other=other)
        replay.findings.fault(Fault(kind=FaultKind.FAUTE, by=colour, summary=why,
                                    laws=(AVERTISSEMENT,), points=window.due,
                                    consummated=True, act=line))
        replay.findings.conclude(why.fr, why.en, AVERTISSEMENT, line)
        return
    deficit = needed - given
    gains = [i.points for i in window.items if i.points]
    sums = sorted({sum(c) for r in range(1, len(gains) + 1)
                   for c in combinations(gains, r) if sum(c) >= deficit})
    if not sums:
        replay.findings.ask(
            *both("ecoles.warning.3", colour=colour))
        replay.blocking = True
        return
    unseen = sums[0]
    side = replay.score.of(other)
    replay.score = replay.score.with_side(other, side.evolve(bredouille=False))
    why = say("ecoles.warning.4", colour=colour, said_ne_marque_pas=window.said_ne_marque_pas,
              unseen=unseen, other=other)
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, (DEFINITION, AVERTISSEMENT), unseen,
               line, AVERTISSEMENT)
