"""The fichet moved back: one's own trous taken back, or the opponent's.

Guiton III « Trous démarqués mal à propos » (holes moved back by distraction are no marking,
those newly won are lost once the coup is consummated, never an école), « Ecole d'école; école
de trou » (the second hole of a simple trou pegged double, undone), ch. V « Ce qui arrive
lorsqu'un joueur, pouvant s'en aller, a marqué plus ou moins de trous… » (trous de trop taken
back), « Époque où les écoles sont consommées » (a correction after one's own throw comes too
late). Apart from :mod:`.trous`, which pegs them: a correction the ruling already made is
recognised here, so that no hole is taken back twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock
from arbiter.engine.ecole_first import holes_taken_back_again
from arbiter.engine.ecole_laws import DOUBLE_KEPT, DOUBLE_OTE, DOUBLE_REPRIS, TARDIF_REPRIS
from arbiter.engine.marks import EPOQUE, open_window, set_side, trous_of
from arbiter.engine.regimes import DELAI_LEBRUN
from arbiter.engine.trou_double import simple_by
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup


@applies("guiton.III.ecole-d-ecole")
def _double_taken_back_by_opponent(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The opponent moves back the second hole of a simple trou pegged double that the ruling
    already undid: the same correction, not counted twice. True when it is all of his act."""
    return any(_taken_back_already(replay, act, other, kind, "guiton.III.ecole-d-ecole",
                                   lambda **facts: both("ecoles.double-repris", **facts))
               for kind in (DOUBLE_REPRIS, DOUBLE_OTE))


@applies("guiton.III.ecole-d-ecole")
def _double_taken_back_by_himself(replay: Replay, act: A.UnmarkTrous, colour: Colour) -> bool:
    """``colour`` moves back, by his own hand, the second hole of his simple trou pegged double
    that the ruling already took off (the opponent's word disputing the bredouille, or the
    judging of his coup): « seulement à faire démarquer un trou lorsqu'on l'a marqué double, ne
    l'ayant que simple » (« Ecole d'école; école de trou ») is one correction, whoever's hand
    makes it visible; it is not made twice. Holes beyond it are his own taking back. True when
    it is all of his act."""
    for kind in (DOUBLE_OTE, DOUBLE_REPRIS):
        pending = replay.pending_of(kind, colour)
        if pending is None or pending.points <= 0:
            continue
        taken = min(act.count, pending.points)
        replay.revise_pending(pending, points=pending.points - taken)
        replay.findings.fact(*both("ecoles.double-repris.own", line=act.span.line,
                                   colour=colour, count=taken), act.span.line)
        if taken < act.count:
            side = replay.score.of(colour)
            set_side(replay, colour, trous=max(0, side.trous - (act.count - taken)))
        return True
    return False


@applies("guiton.III.trou-oublie")
def _late_trou_taken_back_by_opponent(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The opponent moves back a forgotten trou pegged too late, which the ruling already took
    back (« On ne peut plus marquer un trou oublié… »): the same correction, not counted twice.
    True when it is all of his act."""
    return _taken_back_already(replay, act, other, TARDIF_REPRIS, "guiton.III.trou-oublie",
                               lambda **facts: both("ecoles.trou-tardif-repris", **facts))


@applies("guiton.V.trous-de-plus-ou-de-moins")
def _trous_de_trop_taken_back(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The opponent takes back trous marked de trop by a player who leaves: the ruling of
    ch. V already took them back (« de le remettre à dix points en lui faisant effacer deux
    trous »), so his act is that correction, not another one. True when it is all of it."""
    return _taken_back_already(replay, act, other, "trous-de-trop-repris",
                               "guiton.V.trous-de-plus-ou-de-moins",
                               lambda **facts: both("ecoles.trous-de-trop-repris", **facts))


@applies("guiton.III.ecole-d-ecole")
def _ecole_holes_taken_back(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The victim of an école par trop (or its author himself) moves back holes ``other``
    pegged beyond the trous his coup won that the ruling already took off with the école's
    excess (:func:`.marks.undo_excess`): the hand makes that correction visible, it is not
    made twice (III « Définition »: the points marked de trop are wiped and marked in one
    act). Holes beyond them are his own taking back. True when the act is so read."""
    assert act.actor is not None
    taken = 0
    for ecole in replay.open_ecoles:
        if ecole.fault.by is other and ecole.holes_by_ruling > 0 and taken < act.count:
            part = min(act.count - taken, ecole.holes_by_ruling)
            replay.revise_ecole(ecole, ecole.holes_shown(part))
            taken += part
    if not taken:
        return False
    own = act.actor is other
    if not own:
        replay.turn_does(act.actor, TurnMarks.corrected)
    replay.findings.fact(*both("ecoles.ecole-holes-again.own" if own else
                               "ecoles.ecole-holes-again", line=act.span.line,
                               colour=act.actor, other=other, count=taken), act.span.line)
    if taken < act.count:
        side = replay.score.of(other)
        set_side(replay, other, trous=max(0, side.trous - (act.count - taken)))
        replay.turn_does(other, TurnMarks.trous_undone, min(act.count - taken, side.trous))
        ecole_holes_moved_back(replay, other, act.count - taken)
    return True


def ecole_holes_moved_back(replay: Replay, colour: Colour, count: int) -> None:
    """``count`` holes of ``colour``'s fichet are moved back, by his hand or the opponent's:
    those that carried an école par trop of his, still pegged, are off already, and marking or
    declining that école does not take them off again (:func:`.marks.undo_excess`)."""
    for ecole in replay.open_ecoles:
        if count <= 0:
            break
        if ecole.fault.by is colour and ecole.holes > 0:
            part = min(count, ecole.holes)
            replay.revise_ecole(ecole, ecole.holes_moved_back(part))
            count -= part


def _taken_back_already(replay: Replay, act: A.UnmarkTrous, other: Colour, kind: str, law: str,
                        wording: Callable[..., tuple[str, str]]) -> bool:
    """The opponent moves back ``other``'s fichet by trous that the ruling already took back
    (the pending ``kind``, under ``law``): as many of his holes as that correction are it, said
    once; holes beyond it are his own taking back. False when no such correction is pending."""
    pending = replay.pending_of(kind, other)
    if pending is None or pending.points <= 0:
        return False
    assert act.actor is not None
    taken = min(act.count, pending.points)
    replay.revise_pending(pending, points=pending.points - taken)
    replay.turn_does(act.actor, TurnMarks.corrected)
    replay.findings.law(law, *wording(line=act.span.line, colour=act.actor, other=other,
                                      count=taken))
    replay.findings.decide(*both("ecoles.taken-back.decision", colour=act.actor, other=other,
                                 count=taken), law)
    if taken == act.count:
        return True
    side = replay.score.of(other)
    set_side(replay, other, trous=max(0, side.trous - (act.count - taken)))
    replay.turn_does(other, TurnMarks.trous_undone, min(act.count - taken, side.trous))
    return True


def _holes_de_trop_taken_back_in_time(replay: Replay, other: Colour, count: int) -> None:
    """The opponent moves back, while ``other``'s coup is still open, holes ``other`` pegged in
    it beyond the trous it wins: that is the correction the ruling would make when the coup is
    judged (a trou de trop « il faut se borner à l'en avertir », Lebrun « Des Ecoles »; Guiton
    III « Ecole d'école; école de trou »: « faire démarquer un trou »), done by hand: the
    window keeps what he pegged (the ruling still judges it), and the holes the opponent took
    back are not taken back a second time (:func:`double_for_simple_taken_back`). Holes within the
    gain that he moves back are not counted here."""
    window = replay.window(other)
    if window is None or window.closed:
        return
    de_trop = window.fichet - window.expected_trous - window.holes_back_by_opponent
    window.opponent_moved_back(min(count, max(0, de_trop)))


def _held_since_throw(replay: Replay, coup: Coup, other: Colour) -> int:
    """The trous ``other`` held by the corrector's throw of ``coup``: those he had then, and a
    hole de trop kept since because the corrector's term for it ran out (Lebrun's, at his play:
    :func:`.ecole_terms.claims_end_with_play`). Guiton's term is the throw itself, already in
    the score at the throw."""
    kept = sum(p.points for p in replay.pending
               if p.kind == DOUBLE_KEPT and p.colour is other and p.line > coup.line)
    return coup.score_at_throw.of(other).trous + kept


@applies(DELAI_LEBRUN)
def _until_his_play(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """``colour`` moves his opponent's fichet back after his own throw: whether his right to
    correct marks made de trop still runs. The clock's term for it (``hole-de-trop``): his
    throw under Guiton, his play under Lebrun (« vous ne pouvez plus envoyer votre adversaire à
    l'école ... des points ... marqués mal à propos, si vous avez joué depuis », « Du privilège
    de s'en aller »), so under Lebrun he is in time until he touches his dames to play. The
    bodies part here and the ruling names the other opinion."""
    replay.findings.diverge(EPOQUE)
    if clock.term(replay.record.lois, clock.Final.HOLE_DE_TROP).at is not clock.At.VICTIM_PLAYS \
            or coup.dames_touched or coup.moves:
        return False
    replay.findings.law(DELAI_LEBRUN, *both("ecoles.unmark-before-play", line=line,
                                            colour=colour, other=colour.opponent))
    return True


@applies("guiton.III.ecole-d-ecole")
def _trous_undone(window: Window, undone: int) -> int:
    """The trous of twelve points that ``undone`` of the holes he pegged in this coup stood
    for: those his fichet no longer shows once they are taken back. One or two holes stand for
    one trou, three or four for two (« Ecole d'école; école de trou »: « trois ou quatre trous
    sont la représentation de vingt quatre points »), so the second hole of a trou pegged double
    for simple, taken back, takes no trou with it: the single hole left still marks the trou
    (Lebrun « De la Bredouille »: « vous ne marquerez qu'un trou, sans bouger »)."""
    before = window.events_marked
    left = min(before, trous_of(max(0, window.fichet - undone)))
    return max(0, before - left)


@applies("guiton.III.trous-demarques", "guiton.III.fichet-deplace", EPOQUE,
         "guiton.III.ecole-d-ecole")
def on_unmark_trous(replay: Replay, act: A.UnmarkTrous) -> None:
    colour = act.actor
    assert colour is not None
    if holes_taken_back_again(replay, act):
        return
    if act.opponent:
        # the opponent's fichet moved back (a trou he believes wrongly pegged): a correction of
        # the other side's marks, judged with what the mover then marks for himself
        other = colour.opponent
        if _trous_de_trop_taken_back(replay, act, other) \
                or _double_taken_back_by_opponent(replay, act, other) \
                or _late_trou_taken_back_by_opponent(replay, act, other) \
                or _ecole_holes_taken_back(replay, act, other):
            return
        coup = replay.coup
        if coup is not None and not coup.void and coup.thrower is colour \
                and _held_since_throw(replay, coup, other) >= replay.score.of(other).trous \
                and not _until_his_play(replay, coup, colour, act.span.line):
            # trous the other had before this throw: once the corrector has thrown, the other
            # keeps what he pegged (« Époque où les écoles sont consommées »: the excess must be
            # claimed before one's next throw; « Le joueur qui est à tort averti… »: only « s'il
            # s'en apercevait à temps »)
            played = clock.term(replay.record.lois, clock.Final.HOLE_DE_TROP).at \
                is clock.At.VICTIM_PLAYS
            law = DELAI_LEBRUN if played else EPOQUE
            said = both("ecoles.unmark-too-late.play" if played else "ecoles.unmark-too-late",
                        line=act.span.line, colour=colour, other=other, count=act.count)
            replay.findings.law(law, *said)
            # the claim made too late is what is disputed: its fate answers the dispute
            replay.findings.decide(*said, law)
            # the points those trous carried stay in them: his putting the other's jeton back
            # where it stood before them is the same late correction (jetons._set_opponent_jeton)
            replay.turn_does(colour, TurnMarks.trous_back_too_late)
            return
        side = replay.score.of(other)
        set_side(replay, other, trous=max(0, side.trous - act.count))
        replay.turn_does(colour, TurnMarks.corrected)
        replay.turn_does(other, TurnMarks.trous_undone, min(act.count, side.trous))
        _holes_de_trop_taken_back_in_time(replay, other, act.count)
        ecole_holes_moved_back(replay, other, min(act.count, side.trous))
        replay.findings.fact(
            *both("ecoles.on-unmark-trous", line=act.span.line, colour=colour, other=other,
                  count=act.count), act.span.line)
        return
    if _double_taken_back_by_himself(replay, act, colour) \
            or _ecole_holes_taken_back(replay, act, colour):
        return
    turn = replay.turn_marks(colour)
    if 0 < act.count <= turn.holes_back_with_jeton:
        # he already took those holes off as he put his jeton back: the same correction
        replay.revise_turn(colour, turn, turn.holes_back(-act.count))
        replay.findings.fact(*both("ecoles.unmark-with-jeton", line=act.span.line,
                                   colour=colour, count=act.count), act.span.line)
        return
    window = open_window(replay, colour, act.span.line)
    if window is not None and 0 < act.count <= window.alone_taken_back:
        # holes pegged for nothing, already taken back by the ruling when his coup closed
        # (trous.fichet_alone): his own hand makes that correction visible, not a second one
        window.alone_back_again(act.count)
        replay.findings.fact(*both("ecoles.unmark-fichet-alone-again", line=act.span.line,
                                   colour=colour, count=act.count), act.span.line)
        return
    side = replay.score.of(colour)
    set_side(replay, colour, trous=max(0, side.trous - act.count))
    ecole_holes_moved_back(replay, colour, min(act.count, side.trous))
    if window is not None:
        turn = replay.turn_marks(colour)
        undone = min(act.count, max(window.fichet, 0))
        # holes pegged this coup beyond the trous it won, all of them taken back by this act
        pegged_for_nothing = 0 < undone == act.count \
            and window.fichet - max(window.expected_trous, 0) >= undone
        # a jeton let go joined those holes (or carried past twelve): it marked the trou. Where
        # the coup won a trou, holes beyond it are the fichet alone unless the jeton was carried
        # past twelve (a trou taken sans bouger leaves it where it was)
        by_the_jeton = turn.carried_past_twelve \
            or (window.expected_trous <= 0 and window.alone.holes < undone)
        if undone:   # he takes back trous he pegged in this coup: those marks are undone
            lost = _trous_undone(window, undone)
            back = POINTS_PER_TROU * lost
            window.mark("trou-back", act.span.line, points=-back, events=-lost)
            # trous pegged for nothing and taken back: what they stood for goes with them
            window.alone_back_by_hand(back, undone)
            replay.turn_does(colour, TurnMarks.own_moved_back, 0, undone)
        # trous moved back by distraction instead of forward are no marking: he may take them
        # back, and those newly won are lost once the coup is consummated, as a trou forgotten,
        # never an école (Guiton III « Trous démarqués mal à propos »)
        window.mark("trou-back", act.span.line, holes=-act.count)
        if pegged_for_nothing:
            # holes he had just pegged for a trou not won, taken back by his own hand: the
            # fichet moved is no marking at all (« Le fichet déplacé ne fait pas école »;
            # Lebrun « l'on n'envoie pas à l'école du fichet »), not old trous moved back
            # (unless his jeton, let go past twelve, had already marked that trou: the école
            # is made by the jeton, the hole taken back changes nothing)
            said = both("ecoles.fichet-taken-back-when-consummated" if window.closed
                        else "ecoles.fichet-taken-back-after-the-jeton" if by_the_jeton
                        else "ecoles.fichet-alone-taken-back", line=act.span.line,
                        colour=colour, count=act.count,
                        closed=window.closed_by or act.span.line)
            by_the_jeton = by_the_jeton or window.closed
            replay.findings.law("guiton.III.fichet-deplace", *said)
            # the second hole of a trou that is simple, taken back in time: what a dispute of
            # that trou turns on is why it is simple (:func:`.trou_double.simple_by`)
            simple = simple_by(replay, window) if not by_the_jeton and window.expected_trous \
                == 1 and window.fichet + act.count == 2 else None
            if simple is not None:
                # a trou pegged double for simple: only taken back, no école (« seulement à faire
                # démarquer un trou lorsqu'on l'a marqué double, ne l'ayant que simple »)
                replay.findings.law("guiton.III.ecole-d-ecole", *both(
                    "ecoles.judge-window", colour=colour, fichet=window.fichet + act.count,
                    expected_trous=window.expected_trous))
                replay.findings.decide(*both("ecoles.double-taken-back-in-time", colour=colour),
                                       simple)
            elif not by_the_jeton:   # else the école the jeton made is what the ruling decides
                replay.findings.decide(*said, "guiton.III.fichet-deplace")
            return
        if not window.closed:
            replay.turn_does(colour, TurnMarks.own_moved_back, act.count)
    said = both("ecoles.on-unmark-trous.2", line=act.span.line, colour=colour, count=act.count)
    replay.findings.law("guiton.III.trous-demarques", *said)
    if window is not None and not window.closed:
        # old trous moved back in his coup, which he may take back: what becomes of them is
        # decided, as the trou he pegs in time after them is (« ce joueur est admis à reprendre
        # les trous démarqués mal à propos »)
        replay.findings.decide(*said, "guiton.III.trous-demarques")
