"""The jeton left on the old points once the trou is pegged, judged at the term of the body of law.

Guiton: he who takes the trou and does not bring his jeton back « fait marquer ses école
d'autant de points qu'il en a de marqués, déduction faite néanmoins de ceux qu'il pouvait avoir
de reste » (III « Oubli de démarquer ses points lorsqu'on a le trou »), and the école is made
when his marking is final: at his throw, for a trou the opponent's throw or école gave him.
Lebrun names the act that makes it: « le joueur qui, achevant son trou, le marque et joue son
bois sans ôter son jeton, est envoyé à l'école, de ce qu'il a marqué par le jeton » (« Du
privilège de s'en aller »): until he plays, he may still take it off. The clock says which
(:data:`.clock.Final.JETON_LEFT`); where it is the play, the judgment made at his throw, or at
his touch of a dame for a trou of his own throw (a touch is no play: lk-06, lkn-06a), is
deferred here as a pending fact, which his jeton set right ends and his first dame played
judges; at the end of the record it must still come back, and no école is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock
from arbiter.engine.ecole_laws import OUBLI_DEMARQUER
from arbiter.engine.marks import EPOQUE, open_ecole, set_side
from arbiter.engine.table import Pending, Term
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

JETON_LEFT = "jeton-left"
ECOLE_DU_JETON = "lebrun.ecole-du-jeton"


@applies(ECOLE_DU_JETON)
def deferred(replay: Replay, window: Window, excess: int, line: int | None) -> bool:
    """His throw at ``line``, or his touch of a dame there (:func:`_touched_by`), would make
    final the jeton he left showing ``excess`` points he has not: where the clock's term is his
    play, the école waits for it. True when deferred."""
    colour = window.side
    if line is None:
        return False
    thrown = _thrown_by(replay, colour, line)
    if not thrown and not _touched_by(replay, colour, line):
        return False
    from arbiter.engine import bodies

    if clock.term(replay.record.lois, clock.Final.JETON_LEFT).at is not clock.At.PLAY:
        # made at his throw: Lebrun, who waits for his play, is the other opinion
        bodies.name_other(replay.findings, ECOLE_DU_JETON)
        return False
    right = replay.score.of(colour).points - excess
    # deferred at a touch, inside the coup whose trou he pegged: what that coup marked so far
    # (the trou itself) is no marking since, which at_play reads as his
    now = replay.window(colour) if not thrown else None
    replay.pending.append(Pending(JETON_LEFT, colour, Term.OPPONENT_THROW, line, points=right,
                                  law=ECOLE_DU_JETON,
                                  marked=max(0, now.marked) if now is not None else 0))
    replay.findings.law(ECOLE_DU_JETON, *both(
        "ecoles.jeton-left-deferred" if thrown else "ecoles.jeton-left-deferred.touch",
        line=line, colour=colour, excess=excess))
    bodies.name_other(replay.findings, EPOQUE)
    return True


def _thrown_by(replay: Replay, colour: Colour, line: int) -> bool:
    return any(isinstance(a, A.Throw) and a.actor is colour and a.span.line == line
               for a in replay.record.acts)


def _touched_by(replay: Replay, colour: Colour, line: int) -> bool:
    """``colour`` touched or lifted a dame on ``line`` without playing it there: his marking of
    his own throw is final (« pourvu qu'il les marque avant de toucher son bois ou jouer »),
    but Lebrun's école of the jeton waits for the play (« et joue son bois sans ôter son
    jeton »), which a touch is not: he may still take the jeton off before he plays."""
    return any(isinstance(a, A.Touch | A.Lift) and a.actor is colour and a.span.line == line
               for a in replay.record.acts)


@applies(ECOLE_DU_JETON)
def set_right(replay: Replay, colour: Colour, act: A.SetJeton) -> bool:
    """His own jeton brought down, no lower than his reste, while the école of the jeton left
    waits for his play: that is the jeton taken off in time. True when it is so read."""
    pending = replay.pending_of(JETON_LEFT, colour)
    if pending is None or not pending.points <= act.points < replay.score.of(colour).points:
        return False
    set_side(replay, colour, points=act.points, bredouille=replay.score.of(colour).bredouille
             and act.points > 0)
    said = both("ecoles.jeton-left-set-right", line=act.span.line, colour=colour)
    replay.findings.law(ECOLE_DU_JETON, *said)
    replay.findings.decide(*said, ECOLE_DU_JETON)
    return True


@applies(ECOLE_DU_JETON, OUBLI_DEMARQUER)
def at_play(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` plays his bois: the jeton still showing more than his reste is the école of
    the jeton (Lebrun), of what it shows beyond the reste."""
    pending = replay.pending_of(JETON_LEFT, colour)
    if pending is None:
        return
    replay.pending.remove(pending)
    # what he has marked since for the throw he now plays is his, not the jeton left
    window = replay.window(colour)
    since = max(0, max(0, window.marked) - pending.marked) if window is not None else 0
    excess = replay.score.of(colour).points - pending.points - since
    if excess <= 0:
        return
    why = say("ecoles.jeton-not-moved-back", colour=colour, excess=excess)
    open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (OUBLI_DEMARQUER, ECOLE_DU_JETON),
               excess, line, ECOLE_DU_JETON, par_trop=True, from_the_throw=False)


@applies(OUBLI_DEMARQUER, ECOLE_DU_JETON)
def must_come_back(replay: Replay, colour: Colour, excess: int) -> None:
    """``colour`` pegged a trou that stands, took up his dames to leave and may not: he stays,
    his coup not consummated, and his jeton still shows ``excess`` points the trou took. It
    must come back, with no école yet: before his throw (Guiton III « Oubli de démarquer ses
    points lorsqu'on a le trou »), before he plays his bois (Lebrun « Du privilège de s'en
    aller »: « et joue son bois sans ôter son jeton »); left, it is the école of the jeton.
    The ruling says so, and counts the jeton where it must stand."""
    side = replay.score.of(colour)
    set_side(replay, colour, points=max(0, side.points - excess),
             bredouille=side.bredouille and side.points - excess > 0)
    at_play = clock.term(replay.record.lois, clock.Final.JETON_LEFT).at is clock.At.PLAY
    said = both("ecoles.jeton-must-come-back.play" if at_play
                else "ecoles.jeton-must-come-back", colour=colour, excess=excess,
                shown=side.points)
    law = ECOLE_DU_JETON if at_play else OUBLI_DEMARQUER
    replay.findings.law(law, *said)
    replay.findings.decide(*said, law)


@applies(ECOLE_DU_JETON)
def at_end(replay: Replay) -> None:
    """The record ends before he plays, his jeton still showing more than his reste: the école
    of the jeton is not made (« et joue son bois sans ôter son jeton », Lebrun), and the jeton
    must come back before he plays; the ruling says so and counts it where it must stand, as
    for a leave that does not stand (:func:`must_come_back`)."""
    for pending in [p for p in replay.pending if p.kind == JETON_LEFT]:
        replay.pending.remove(pending)
        excess = replay.score.of(pending.colour).points - pending.points
        if excess > 0:
            must_come_back(replay, pending.colour, excess)
