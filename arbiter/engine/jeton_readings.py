"""What a jeton act says beyond the points it moves: the opponent's école marked with one's own
points, and a trou pegged that was not won, marked with the jeton or put back by its author.

Guiton III « Définition », « L'option de marquer… », « Points effacés mal à propos »; Lebrun
« De la Manière de marquer les points », « Des Ecoles » (« On n'est pas obligé de vous avertir des
points que l'on marque en vous mettant à l'école »). Read by :mod:`.jetons` for ``marque N`` and
``jeton N``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import sortie
from arbiter.engine.claims import on_mark_ecole
from arbiter.engine.ecole_laws import FACULTATIVE
from arbiter.engine.excess import account
from arbiter.engine.marks import DEFINITION, set_side, trous_of
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


@applies(FACULTATIVE, DEFINITION)
def ecole_in_the_mark(replay: Replay, colour: Colour, points: int, line: int, *,
                       beyond: int | None = None, counted: int = 0) -> int:
    """Of the points a plain ``marque N`` adds, those beyond all he may still mark for himself
    (this coup, and an earlier one not yet consummated) that an école of the opponent's, open
    to him, covers: he marks that école. One jeton shows one total; nothing says which of its
    points are the école's, and nothing need (Guiton III « Définition »: the victim « marque à
    son profit … les points omis, ou ceux qu'on a marqués de trop »; « L'option de marquer… »
    counts what he marked against what he was bound to mark; Lebrun « Des Ecoles »: « On n'est
    pas obligé de vous avertir des points que l'on marque en vous mettant à l'école »). Marked
    in part, the école is the offender's to require whole (« On n'est pas obligé… »). Returns
    those points (0 when there is no such école). ``beyond``, when given, is how far his
    marking already goes past all he may mark for himself (a jeton set after a trou), and
    ``counted`` the école points his marking of the coup already took (said with them)."""
    claimable = [e for e in replay.open_ecoles
                 if e.victim is colour and not e.lapsed and e.claimed < e.points]
    if not claimable:
        return 0
    if beyond is None:
        beyond = points - room(replay, colour, replay.window(colour))
    take = min(beyond, sum(e.points - e.claimed for e in claimable))
    if take <= 0:
        return 0
    ecole = take + counted
    if ecole >= points:
        replay.findings.law(FACULTATIVE, *both(
            "ecoles.ecole-in-the-mark.all", line=line, colour=colour, points=points,
            offender=colour.opponent))
    else:
        replay.findings.law(FACULTATIVE, *both(
            "ecoles.ecole-in-the-jeton" if counted or beyond is not None
            else "ecoles.ecole-in-the-mark", line=line, colour=colour, points=points,
            own=points - ecole, ecole=ecole, offender=colour.opponent))
        # a jeton that shows more than its owner's own points is what a dispute about it
        # turns on: the reading answers it before the faults are listed
        answer = both("ecoles.ecole-in-the-mark.answer", line=line, colour=colour,
                      points=points, own=points - ecole, ecole=ecole, offender=colour.opponent)
        # the victim « marque à son profit … les points omis » (« Définition »): that decides
        # that none of them is de trop
        replay.findings.decide_first(*answer, DEFINITION)
        window = replay.window(colour)
        if window is not None:
            window.in_mark_answered(answer)  # taken back if he marks it
    return take


def room(replay: Replay, colour: Colour, window: Window | None) -> int:
    """What ``colour`` may still mark for himself: the rest of this coup's due and of an
    earlier coup of his not yet consummated."""
    windows = [w for w in (window, *replay.pending_windows)
               if w is not None and w.side is colour and not w.closed]
    return sum(max(0, w.due - w.marked) for w in {id(w): w for w in windows}.values())


def ecole_on_the_jeton(replay: Replay, colour: Colour, window: Window | None, marked: int,
                        act: A.SetJeton) -> bool:
    """``jeton N`` (the reste set after a trou, most often) that carries his marking of the
    coup past all he may mark for himself: the points beyond mark the opponent's école open to
    him, as a plain mark's do (:func:`_ecole_in_the_mark`: one jeton shows one total; Lebrun
    « De la Manière de marquer les points »: « vous l'envoyez à l'école, et marquez pour vous ce
    qu'il gagne … avec ce qu'il perd par obstacle »). His own marking is ``marked`` less those
    points. True when the act is so read."""
    if window is None or window.closed or window.side is not colour:
        return False
    pending = [w for w in replay.pending_windows
               if w.side is colour and not w.closed and w is not window]
    beyond = window.marked + marked - window.due - window.trop_reported \
        - sum(max(0, w.due - w.marked) for w in pending)
    side = replay.score.of(colour)
    if beyond <= 0 or side.points <= 0:
        return False
    total = max(0, window.marked) + marked
    take = ecole_in_the_mark(replay, colour, total, act.span.line,
                              beyond=min(beyond, side.points), counted=window.ecole_marked)
    if not take:
        return False
    account(replay, colour, marked - take, act.span.line, jeton=True)
    set_side(replay, colour, points=side.points - take, bredouille=side.bredouille)
    on_mark_ecole(replay, A.MarkEcole(actor=colour, points=take, span=act.span))
    window.read_in_mark(take, act.span.line)
    return True


@applies(sortie.EFFACES)
def late_trou_by_the_jeton(replay: Replay, colour: Colour, window: Window | None, before: int,
                            act: A.SetJeton) -> bool:
    """His coup consummated, he pegged a trou he does not have (the fichet alone is no école)
    and now lets his jeton go below where it stood: the jeton marks that trou and the points
    beyond it, marked late, an école par trop (Guiton III « Points effacés mal à propos »: the
    jeton abandoned on points « équivaut à la marque du trou, et la suppose »; Lebrun « De la
    Manière de marquer les points »: « dès que le jeton est abandonné, l'école est faite »).
    True when the act is so read."""
    if window is None or not window.closed or window.late_fichet_line is None \
            or act.points >= before:
        return False
    window.late_fichet_settled()
    set_side(replay, colour, points=act.points,
             bredouille=act.points > 0 and replay.score.of(colour).bredouille)
    replay.turn_does(colour, TurnMarks.wrapped_from, before)
    replay.findings.cite(sortie.EFFACES)
    account(replay, colour, POINTS_PER_TROU - before + act.points, act.span.line, jeton=True)
    return True


@applies(sortie.EFFACES)
def jeton_put_back_by_author(replay: Replay, colour: Colour, act: A.SetJeton,
                              before: int) -> bool:
    """His jeton, let go beyond twelve or on a trou he had not, put back by his own hand where
    it stood (« il devrait remettre son jeton à la place qu'il occupait », III « Points effacés
    mal à propos »): that is the excess taken off, not points marked, whichever way the jeton
    moves; the école was made when he let it go (Lebrun « De la Manière de marquer les
    points »: « l'on ne peut reculer sans être envoyé à l'école »), its victim may mark it,
    and the trou pegged with it still comes off. True when the act is so read."""
    open_ = [e for e in replay.open_ecoles if e.fault.by is colour and e.par_trop
             and not e.lapsed and e.undone < e.points and e.restore_to is not None
             and e.restore_to == act.points != before]
    if not open_:
        return False
    ecole = open_[-1]
    side = replay.score.of(colour)
    set_side(replay, colour, points=act.points, bredouille=side.bredouille and act.points > 0)
    ecole = replay.revise_ecole(ecole, ecole.excess_all_off())
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.mark("jeton-put-back", act.span.line, points=act.points - before)
    holes = side.trous - ecole.restore_trous if ecole.restore_trous is not None else 0
    if holes > 0:
        # the trou pegged with it comes off in the same correction; his own « démarque trou »
        # of it then shows that correction, it is not a second one
        set_side(replay, colour, trous=ecole.restore_trous)
        replay.turn_does(colour, TurnMarks.holes_back, holes)
        if window is not None and not window.closed:
            window.mark("jeton-put-back", act.span.line,
                        points=-POINTS_PER_TROU * max(1, trous_of(holes)), holes=-holes)
    replay.revise_ecole(ecole, ecole.trou_restored())
    replay.findings.law(sortie.EFFACES, *both(
        "ecoles.jeton-put-back-by-author", line=act.span.line, colour=colour, points=act.points,
        victim=colour.opponent))
    return True
