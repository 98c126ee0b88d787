"""The points the winner of a trou left on the board, once the loser has marked on them.

Guiton III « Oubli d'effaçer les points de l'adversaire en marquant le trou »: the winner who
forgot to wipe the loser's points « est admis à les ôter après avoir joué son coup, et même
après celui de l'adversaire »; « Ils ne peuvent être acquis et conservés par l'adversaire, que
lorsque la succession de plusieurs coups rend difficile et litigieuse la preuve de leur
origine ». What the loser marked on them is no école (:func:`.excess.marked_on_points_left`);
here, at the end of the record, those points still on his marks — the winner has not set the
marks right by hand and his right has not lapsed — are the winner's to have taken off: an
option whose default is the text's (they are not the loser's to keep).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.ecole_laws import EFFACER_ADVERSAIRE, OUBLI_EFFACER
from arbiter.engine.table import Pending, Term
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


KIND = "marked-on-left"


def note(replay: Replay, winner: Colour, points: int, line: int) -> None:
    """``winner``'s opponent marked ``points`` on the points ``winner`` left: the winner may
    have them taken off until his own throw after the opponent's (the term of the wipe he
    owed, « et même après celui de l'adversaire »)."""
    if points > 0:
        replay.pending.append(Pending(KIND, winner, Term.OWN_THROW_AFTER_OPPONENT, line,
                                      points, OUBLI_EFFACER))


def _set_right_by_hand(replay: Replay, winner: Colour, since: int) -> int | None:
    """The line where the winner moved the loser's marks himself after ``since`` (his jeton,
    his points or his fichet), or None: he set them right as he saw fit, and that stands."""
    return next((a.span.line for a in replay.record.acts
                 if a.actor is winner and a.span.line > since and (
                     (isinstance(a, A.SetJeton) and a.opponent)
                     or (isinstance(a, A.UnmarkTrous) and a.opponent)
                     or (isinstance(a, A.Efface) and a.target is A.EffaceTarget.OPPONENT))),
                None)


@applies(OUBLI_EFFACER, EFFACER_ADVERSAIRE)
def finish(replay: Replay) -> None:
    """At the end of the record: each mark made on points the winner left, not set right and
    not lapsed, is the winner's option to have taken off (the default) or to leave."""
    for pending in [p for p in replay.pending if p.kind == KIND]:
        replay.pending.remove(pending)
        winner, loser = pending.colour, pending.colour.opponent
        by_hand = _set_right_by_hand(replay, winner, pending.line)
        if by_hand is not None:
            # the points he forgot to wipe were not the loser's to keep or to build on: the
            # winner is admitted to set the marks right, even after his coup
            replay.findings.law(OUBLI_EFFACER, *both(
                "points-left.set-right-by-hand", line=by_hand, winner=winner, loser=loser,
                points=pending.points))
            continue
        option = replay.findings.option(
            winner,
            say("points-left.option", winner=winner, loser=loser, points=pending.points,
                line=pending.line),
            [("effacer", say("points-left.option.wipe"), True),
             ("laisser", say("points-left.option.leave"), False)],
            (OUBLI_EFFACER, EFFACER_ADVERSAIRE), assumes_default=True)
        if replay.chosen(option) != "effacer":
            continue
        side = replay.score.of(loser)
        total = max(0, side.trous * POINTS_PER_TROU + side.points - pending.points)
        trous, points = divmod(total, POINTS_PER_TROU)
        replay.score = replay.score.with_side(loser, side.evolve(
            trous=trous, points=points, bredouille=side.bredouille and points > 0))
        said = both("points-left.taken-off", winner=winner, loser=loser,
                    points=pending.points, line=pending.line)
        replay.findings.law(OUBLI_EFFACER, *said)
        replay.findings.decide(*said, OUBLI_EFFACER)
