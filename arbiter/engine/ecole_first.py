"""The école marked before the offender's marks, and the hands that make the marks again.

Guiton III « Second exemple »: the école should have been marked when it was made, so what the
offender marked of his next coup comes after it; Lebrun « Des Ecoles » (« vous avez fait une
école de quatre points, je la marque; le coup d'après, vous en prenez quatre »; « si vous aviez
des points, et que l'école qu'il ferait pût achever le trou, … marquer votre trou, … puisque
vous lui effacez tous les points qu'il aurait »). When the victim claims it late in the coup,
the ruling makes the coup's marks again in that order (:func:`ecole_first`). The players then
often make the same marks again by hand: the victim pegs the trou the école gave him, takes
back the hole the offender pegged too early, the offender puts his points back on his jeton.
Those acts are the correction the ruling already made, made visible, not new marks: one rule
for the three (the peg is the trou the jeton already marked, :func:`_made_again_by_the_ruling`;
:func:`holes_taken_back_again`; :func:`marks_made_again`), as for the other corrections the
ruling makes itself (:mod:`.trous_back`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.marks import OpenEcole
from arbiter.engine.table import Pending, Term
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.score import Score

SECOND_EXEMPLE = "guiton.III.second-exemple"
HOLES_AGAIN = "ecole-first-holes"
"""Holes the offender pegged before the école was marked, which the ruling took back."""
MARKS_AGAIN = "ecole-first-marks"
"""Points of the offender's throw that the ruling put back on his jeton after the école."""


@applies("guiton.III.second-exemple", "guiton.I.bredouille")
def ecole_first(replay: Replay, colour: Colour, claimed: list[OpenEcole], points: int,
                 line: int | None) -> None:
    """École points are marked before what the offender marked since the école was made.

    ``line`` is the victim's claim, or ``None`` when the école is marked at the end of the
    record by his option's default: marked, it is the same école, and comes first all the
    same (« réclamant la priorité à raison de l'école »).

    Guiton's « Second exemple »: the école should have been marked when it was made, so the
    offender's marks of this coup come after it. When the victim claims it late, the marks of
    the coup are made again in that order — the école, then what the throw gave the offender —
    so that a trou the école completes is the victim's, the offender's points interrupt the
    victim's series (no bredouille across them), and a trou the offender pegged too early
    goes.
    """
    coup = replay.coup
    offender = colour.opponent
    window = replay.window(offender)
    made_at = [e.fault.act for e in claimed
               if e.fault.act is not None and e.fault.kind is FaultKind.ECOLE_PAR_MOINS]
    if (coup is not None and made_at and window is not None and window.marked <= 0
            and coup.thrower is offender and min(made_at) > coup.line
            and coup.score_at_throw.of(offender).bredouille):
        # the école is of what this very throw gave him, and he marked none of it: he has won
        # nothing since his bredouille, the points go to the victim, whose series starts here
        # (ch. I « Bredouille »; Lebrun « De la Bredouille »: « sans que l'adversaire en ait
        # gagné depuis »)
        replay.findings.law("guiton.I.bredouille",
                            *both("ecoles.ecole-first.bredouille-passes" if line is not None
                                  else "ecoles.ecole-first.bredouille-passes.default",
                                  line=line, offender=offender, colour=colour))
        return
    if (coup is not None and made_at and window is not None and window.marked <= 0
            and coup.due(offender) == 0 and coup.due(colour) > 0
            and replay.score.of(offender).points == 0):
        # the offender's throw gave him nothing: nothing comes between the école and what
        # the throw gives its victim, one series (ch. I « Bredouille »: « sans interruption »)
        replay.findings.law("guiton.I.bredouille",
                            *both("ecoles.ecole-first.one-series" if line is not None
                                  else "ecoles.ecole-first.one-series.default",
                                  line=line, offender=offender, colour=colour))
        return
    if coup is None or not made_at or window is None or window.marked <= 0 or \
            window.first_line is None or window.first_line < min(made_at):
        return
    score = replay.marking.add_points(coup.score_at_throw, colour, points)
    score = replay.marking.correct(
        score, tuple(i for i in coup.items if i.beneficiary is offender))
    own = replay.window(colour)
    if own is not None and own.marked > 0:
        score = replay.marking.add_points(score, colour, own.marked)
    before = replay.score
    replay.score = score
    # points he marked in a coup that gives him nothing are an earlier coup's, repaired late:
    # the sentence does not call them what this throw gives him
    late = window.due <= 0
    # the ruling makes his marks again: what he marked is what the throw gave him
    window.mark(SECOND_EXEMPLE, line, points=window.due - window.marked,
                holes=window.expected_trous - window.fichet)
    _made_again_by_the_ruling(replay, colour, before, line)
    # the thrower's trou by the order of marking (said at the throw) was not his: the école
    # came first (:func:`.ecoles._order_decides_the_trou`)
    replay.findings.withdraw(*both(
        "ecoles.order-of-marking.trou", thrower=offender, other=colour,
        had=coup.score_at_throw.of(colour).points, due=coup.due(colour)))
    replay.findings.law(
        "guiton.III.second-exemple",
        *both(("ecoles.ecole-first.late" if late else "ecoles.ecole-first") if line is not None
              else ("ecoles.ecole-first.default.late" if late
                    else "ecoles.ecole-first.default"),
              line=line, offender=offender, first_line=window.first_line))
    reste = replay.score.of(offender).points
    if reste and coup.thrower is offender and coup.leaving is not None and not any(
            f.by is offender and f.kind is FaultKind.DEPART_IRREGULIER
            and f.act == coup.leaving for f in replay.findings.faults):
        # he left on his trou: the reste the marks made again leave him is lost with the relevé
        replay.score = replay.score.with_side(
            offender, replay.score.of(offender).evolve(points=0, bredouille=False))
        said = line if line is not None else coup.leaving
        replay.findings.fact(*both("ecoles.ecole-first.reste-lost", line=said,
                                   offender=offender, points=reste), said)


@applies(SECOND_EXEMPLE)
def ecole_before_his_points(replay: Replay, colour: Colour, claimed: list[OpenEcole],
                            trous_before: int, line: int | None) -> None:
    """The école par moins the offender's throw made is marked by its victim before the
    offender marked anything of that throw, and it completes the victim's trou: the order
    Guiton's « Second exemple » prescribes (« Les quatre points d'école doivent être marqués
    avant les quatre points que le joueur gagne par son coup de dés »), so the trou is the
    victim's and wipes the offender's points before what his throw gives him is marked
    (« réclamant la priorité à raison de l'école, il aurait marqué lui-même ce trou en
    effaçant les huit points que chacun avait »). That priority is what a dispute over whose
    trou it is turns on; made in the wrong order, :func:`ecole_first` makes the marks again."""
    coup = replay.coup
    offender = colour.opponent
    window = replay.window(offender)
    if line is None or coup is None or coup.thrower is not offender or coup.void \
            or coup.due(offender) <= 0 or (window is not None and window.marked > 0):
        return
    if not any(e.fault.kind is FaultKind.ECOLE_PAR_MOINS and e.fault.act is not None
               and e.fault.act <= coup.line for e in claimed):
        return      # an école of this throw's own points: nothing of his comes after it
    if replay.score.of(colour).trous > trous_before:
        said = both("ecoles.ecole-first.trou", colour=colour, offender=offender)
        replay.findings.law(SECOND_EXEMPLE, *said)
        replay.findings.decide(*said, SECOND_EXEMPLE)
    elif replay.score.of(offender).points + coup.due(offender) >= POINTS_PER_TROU:
        # the école first, then his points, which make his trou and wipe the école's: the
        # same order decides whose trou it is
        replay.findings.law(SECOND_EXEMPLE, *both("ecoles.ecole-first.his-trou-after",
                                                  line=line, colour=colour, offender=offender))


def _made_again_by_the_ruling(replay: Replay, victim: Colour, before: Score,
                              line: int | None) -> None:
    """What the ruling's making the marks again changed, kept for the hands that repeat it:
    a trou the victim now has is counted as pegged by the jeton (a ``marque trou`` that follows
    is its peg, as :func:`.marks.add_marked_points` credits it); the offender's holes taken
    back and the points put back on his jeton are awaited until the victim throws."""
    offender = victim.opponent
    gained = replay.score.of(victim).trous - before.of(victim).trous
    if gained > 0:
        replay.turn_does(victim, TurnMarks.credited, gained)
        # what such a dispute turns on: whose trou it is
        replay.findings.decide(*both("ecoles.ecole-first.trou", colour=victim, offender=offender),
                               SECOND_EXEMPLE)
    if line is None:
        return      # marked at the end of the record: no hand is left to repeat it
    lost = before.of(offender).trous - replay.score.of(offender).trous
    if lost > 0:
        replay.pending.append(Pending(HOLES_AGAIN, offender, Term.OPPONENT_THROW, line, lost,
                                      SECOND_EXEMPLE))
    back = replay.score.of(offender).points - before.of(offender).points
    if back > 0:
        replay.pending.append(Pending(MARKS_AGAIN, offender, Term.OPPONENT_THROW, line, back,
                                      SECOND_EXEMPLE))


def _awaited(replay: Replay, kind: str, colour: Colour, count: int) -> int:
    """How much of ``count`` the pending correction ``kind`` about ``colour`` covers (taken
    from it)."""
    pending = replay.pending_of(kind, colour)
    if pending is None or pending.points <= 0:
        return 0
    taken = min(count, pending.points)
    replay.settle_pending(pending, taken)
    return taken


@applies(SECOND_EXEMPLE)
def holes_taken_back_again(replay: Replay, act: A.UnmarkTrous) -> bool:
    """Either player moves back the offender's fichet by the holes the ruling already took
    back when the école was marked first: the same correction, said once. True when it is all
    of the act."""
    assert act.actor is not None
    offender = act.actor.opponent if act.opponent else act.actor
    taken = _awaited(replay, HOLES_AGAIN, offender, act.count)
    if not taken:
        return False
    replay.findings.fact(*both("ecoles.ecole-first.holes-again" if act.opponent
                               else "ecoles.ecole-first.holes-again.own", line=act.span.line,
                               colour=act.actor, other=offender, count=taken), act.span.line)
    return taken == act.count


@applies(SECOND_EXEMPLE)
def marks_made_again(replay: Replay, act: A.Mark) -> bool:
    """The offender marks again, after the école, the points of his throw that the ruling
    already put back on his jeton: the marks made again in their order, not new ones. True
    when the ruling's marks cover all of it."""
    assert act.actor is not None
    if act.new_jeton:
        return False
    pending = replay.pending_of(MARKS_AGAIN, act.actor)
    if pending is None or pending.points < act.points:
        return False
    _awaited(replay, MARKS_AGAIN, act.actor, act.points)
    replay.findings.fact(*both("ecoles.ecole-first.marks-again", line=act.span.line,
                               colour=act.actor, points=act.points), act.span.line)
    return True


@applies("guiton.I.bredouille", SECOND_EXEMPLE)
def omission_keeps_the_series(replay: Replay, window: Window) -> None:
    """The thrower's marking of his own gain became final with none of it marked (an école
    par moins): the points he should have marked first never came between the opponent's
    points and what the same throw gives the opponent, whose series runs on (ch. I
    « Bredouille »: « sans interruption »; « Second exemple »: the bredouille goes by the marks
    made, « la marque de ces quatre points aurait précédé celle du premier joueur »; III
    « Avertissement qu'on ne marque pas… »: only the warning, standing for a marking, takes the
    opponent's bredouille). The opponent's trous still to mark are counted so."""
    coup = next((c for c in reversed(replay.coups) if c.windows.get(window.side) is window),
                None)
    if coup is None or coup.thrower is not window.side or window.marked > 0 \
            or window.said_ne_marque_pas is not None:
        return
    other = window.side.opponent
    theirs = coup.windows.get(other)
    if theirs is None or theirs.closed or not theirs.due:
        return
    given = tuple(i for i in coup.items if i.beneficiary is other)
    theirs.owe(theirs.owed.uninterrupted(
        replay.marking.window(coup.score_at_throw, other, given).owed))
