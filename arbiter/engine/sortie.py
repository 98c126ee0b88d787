"""Points wiped by a player's own hand (Guiton ch. III « Points effacés mal à propos »;
ch. VII « Points démarqués en relevant ses dames ne donnent pas lieu à l'école »).

Wiping one's own points without taking a trou loses them but is no école (an abandonment).
At the sortie, Lebrun holds otherwise: the opponent may send him to school once he has thrown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.colour import Colour
from arbiter.engine import regimes
from arbiter.engine.table import Pending, Term
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

EFFACES = "guiton.III.points-effaces"
SORTIE_GUITON = regimes.SORTIE_GUITON
SORTIE_LEBRUN = regimes.SORTIE_LEBRUN
OWN_WIPE = "own-wipe"


LOSER_HASTY = "guiton.III.effacer-points-adversaire"


def on_own_points_wiped(replay: Replay, act: A.Efface, wiped: int) -> None:
    colour = act.actor
    assert colour is not None
    window = replay.window(colour)
    if wiped == 0 or (window is not None and window.fichet > 0):
        return   # wiping the old jeton when the trou is taken is the ordinary way to mark
    own_points_wiped(replay, colour, act.span.line, wiped)


@applies(SORTIE_GUITON, EFFACES)
def own_points_wiped(replay: Replay, colour: Colour, line: int, wiped: int) -> None:
    """``colour`` took ``wiped`` of his own acquired points off his jeton by mistake (Guiton
    III « Points effacés mal à propos »): he may put them back until he throws; after that
    they are lost, with no école (by Lebrun, in re-piling after the sortie, an école)."""
    if _trou_of_the_opponent(replay, colour, line, wiped):
        return
    borne_off = replay.position.count(colour, OFF) == replay.position.total(colour) or \
        replay.sortie_by is colour
    # Guiton's article speaks of « l'un des joueurs » re-piling: the one who did not bear off
    # re-piles too, and keeps his points for the reprise as much as the other
    re_piling = borne_off or replay.sortie_by is not None
    lebrun = regimes.override(replay, SORTIE_GUITON, reached=False) if borne_off else None
    # Lebrun's école waits for the throw (« dès qu'il aura jeté le dé »): until then the wipe
    # may be repaired as under Guiton, so both bodies of law keep it pending. His rule names
    # only the player who bore off first (« votre adversaire ayant levé le premier »).
    law = SORTIE_LEBRUN if lebrun is not None else SORTIE_GUITON if re_piling else EFFACES
    pending = replay.pending_of(OWN_WIPE, colour)
    if pending is None:
        replay.pending.append(Pending(OWN_WIPE, colour, Term.OWN_THROW, line, wiped, law))
    else:
        replay.revise_pending(pending, points=pending.points + wiped, line=line, law=law)
    replay.findings.law(_repair_law(law),
                        *both("wipe.own", line=line, colour=colour, wiped=wiped))
    if law == SORTIE_GUITON:
        # at the pile, ch. VII's article is that rule's own case (« en relevant ses dames et
        # les mettant à la pile »): it is cited whether he then plays or puts them back
        replay.findings.cite(SORTIE_GUITON)
    if borne_off and lebrun is None:
        regimes.override(replay, SORTIE_GUITON)   # Lebrun's opinion is named (bodies.py)


@applies(LOSER_HASTY)
def _trou_of_the_opponent(replay: Replay, colour: Colour, line: int, wiped: int) -> bool:
    """He wipes his own points in the coup that gives the opponent the trou: they are lost by
    that trou, not abandoned by mistake. Wiping them oneself is a haste the text advises
    against and does not punish (Guiton III, « Quand on gagne un trou, effacer les points de
    l'adversaire »: « Celui qui perd son trou ne doit pas non plus s'empresser d'effacer
    lui-même ses points … Ces négligences auxquelles … ne sont attachées aucunes peines »)."""
    other = replay.window(colour.opponent)
    if other is None or other.expected_trous <= 0 or replay.sortie_by is not None:
        return False
    replay.findings.law(LOSER_HASTY, *both("wipe.own.loser-hasty", line=line, colour=colour,
                                           wiped=wiped, other=colour.opponent))
    return True


def restore_own(replay: Replay, colour: Colour, moved: int, line: int) -> int:
    """Points put back on the jeton after wiping them by mistake: a repair, not a marking.
    Returns how many of ``moved`` were such a repair."""
    pending = replay.pending_of(OWN_WIPE, colour)
    if pending is None or moved <= 0:
        return 0
    restored = min(moved, pending.points)
    if replay.settle_pending(pending, restored) is None:
        # the repair answers a dispute over the wiped points (« Points effacés mal à
        # propos »: « il est admis à les reprendre »), at the pile as anywhere else
        law = _repair_law(pending.law)
        replay.findings.conclude(*both("wipe.own.repaired", line=line, colour=colour),
                                 law, line)
        replay.findings.decide(*both("wipe.own.repaired.decision", colour=colour,
                                     wiped=restored), law)
    return restored


def _repair_law(law: str) -> str:
    """The article that lets points wiped by mistake be put back until the throw: Guiton's
    III « Points effacés mal à propos » (« il est admis à les reprendre »; his ch. VII at the
    pile only says they are lost once he has played), or, under Lebrun at the pile, Lebrun's own
    article, whose école waits for the throw (« dès qu'il aura jeté le dé »)."""
    return law if law == SORTIE_LEBRUN else EFFACES


def consummate_wipes(replay: Replay, thrower: Colour, line: int) -> None:
    """He throws without having put back the points he wiped: they are lost, as abandoned."""
    pending = replay.pending_of(OWN_WIPE, thrower)
    if pending is not None:
        replay.pending.remove(pending)
        lebrun = regimes.override(replay, SORTIE_GUITON) \
            if pending.law == SORTIE_LEBRUN else None
        if lebrun is not None:
            # another body of law rules otherwise: by Lebrun, the throw makes it an école
            lebrun(replay, thrower, pending.points, pending.line, line)
            return
        _lost(replay, thrower, pending, consummated=True, at=line)


@applies(EFFACES, SORTIE_GUITON)
def wipes_lost_at_play(replay: Replay, colour: Colour, line: int) -> None:
    """He plays his dames without having put back the points he wiped by mistake: the coup is
    consummated and they are lost, as abandoned, with no école (Guiton III « Points effacés mal
    à propos »: « avant d'avoir jeté les dés, ou joué ses dames »; VII: « s'il jouait avant de
    s'en apercevoir »). Lebrun's école of points wiped in re-piling waits for the throw (« dès
    qu'il aura jeté le dé »): left pending."""
    pending = replay.pending_of(OWN_WIPE, colour)
    if pending is not None and pending.law != SORTIE_LEBRUN:
        replay.pending.remove(pending)
        _lost(replay, colour, pending, consummated=True, at=line)


def unrepaired_wipes(replay: Replay) -> None:
    for pending in [p for p in replay.pending if p.kind == OWN_WIPE]:
        replay.pending.remove(pending)
        _lost(replay, pending.colour, pending, consummated=False, at=None)


@applies("guiton.I.faute")
def _lost(replay: Replay, colour: Colour, pending: Pending, *, consummated: bool,
          at: int | None) -> None:
    wiped, line, law = pending.points, pending.line, pending.law
    why = say("wipe.own.lost" if consummated else "wipe.own.open", colour=colour,
              wiped=wiped, line=line, at=at)
    replay.findings.fault(Fault(kind=FaultKind.FAUTE, by=colour, summary=why, laws=(law,),
                                points=wiped, consummated=consummated, act=at))
    replay.findings.conclude(why.fr, why.en, law, at)
