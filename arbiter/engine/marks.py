"""What every family of marking laws shares: the physical marks and the écoles they open.

Moving a jeton, counting what a side marked for his coup, opening an école for its victim,
wiping points: the écoles (:mod:`.ecoles`), the points wiped by one's own hand
(:mod:`.sortie`) and the bodies of law (:mod:`.regimes`) all do these, so they live here, below
all three, and none of them needs another to do them (no import cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock, points_left
from arbiter.engine.ecole_laws import EFFACER_ADVERSAIRE, WIPE_ONLY
from arbiter.engine.table import Coup, OpenEcole, Window
from arbiter.engine.wording import both, say
from arbiter.games.base import Kept
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.value import Value, value_class
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

EPOQUE = "guiton.III.epoque-ecoles-consommees"
DEFINITION = "guiton.III.definition-ecole"
MISLED = "guiton.III.erreur-occasionnee"
AVERTI_A_TORT = "guiton.III.averti-a-tort"
NE_REMPLIT_PAS = "guiton.III.marque-sans-remplir"
EFFACES = "guiton.III.points-effaces"


def stated(kept: Kept) -> tuple[str, str]:
    """An article a throw bears on (:class:`~arbiter.games.base.Kept`) as two sentences of the
    reasoning, French and English."""
    fr, en = (t[:1].upper() + t[1:] + "." for t in (kept.message.fr, kept.message.en))
    return fr, en


def open_ecole(replay: Replay, kind: FaultKind, by: Colour, why: Msg, laws: tuple[str, ...],
               points: int, line: int, law: str, *, par_trop: bool = False,
               wrong_marks: int = 0, restore_to: int | None = None,
               from_the_throw: bool = True) -> OpenEcole:
    """An école made by ``by`` and consummated on ``line``: the fault, the victim's right to
    mark it until he throws, and the conclusion under ``law`` — one place for every kind.
    Points marked that were not due (par trop, or a fausse école) first bring the articles
    that show why (:attr:`.Kept.on_excess`), unless they are not points claimed of the throw
    (``from_the_throw`` false: old points a jeton left shows)."""
    if (par_trop or kind is FaultKind.FAUSSE_ECOLE) and replay.coup is not None \
            and from_the_throw:
        # the laws a throw defers are decided ones (not an open point of either body); each is
        # said where the points it denies are the ones claimed (as many of them): marked by
        # ``by`` for himself, or, in a fausse école, said to be omitted by the other, the
        # throw having given that other nothing (else his own points may be what is disputed)
        claimant = by if par_trop else by.opponent
        deferred = replay.coup.on_excess
        if not par_trop and replay.coup.due(claimant):
            deferred = []
        window = replay.coup.windows.get(claimant)
        if par_trop and window is not None and window.closed:
            # marked once his marking was closed (too late): what the throw gives is not
            # what is disputed, so the articles that deny some of it explain nothing here
            deferred = []
        dispute = replay.dispute
        for kept in [k for k in deferred if k.denies in (None, claimant)
                     and k.worth in (None, points)
                     and (k.disputed is None
                          or (dispute is not None and k.disputed in dispute.words))]:
            deferred.remove(kept)
            replay.findings.law(kept.law, *stated(kept))
    fault = replay.findings.fault(Fault(kind=kind, by=by, summary=why, laws=laws,
                                        points=points, consummated=True, act=line))
    ecole = OpenEcole(fault, by.opponent, points, par_trop=par_trop, wrong_marks=wrong_marks,
                      restore_to=restore_to)
    replay.open_ecoles.append(ecole)
    coup = replay.coup
    claim = clock.term(replay.record.lois, clock.Final.ECOLE_CLAIM)
    if (par_trop or kind is FaultKind.FAUSSE_ECOLE) and coup is not None and not coup.void \
            and coup.thrower is ecole.victim and not coup.moves \
            and claim.at is clock.At.VICTIM_PLAYS:
        # marked (a jeton let go) after its victim threw and before he played: where his
        # right lasts past a throw until he has played (Lebrun: « si vous avez joué
        # depuis »), his play since ends it; made after his play, his next play does
        ecole.thrown_at, ecole.until_played = coup.line, True
    replay.findings.conclude(why.fr, why.en, law, line)
    return ecole


def set_side(replay: Replay, colour: Colour, **changes: object) -> None:
    replay.score = replay.score.with_side(colour, replace(replay.score.of(colour), **changes))


def open_window(replay: Replay, colour: Colour, line: int) -> Window | None:
    """The window this marking act belongs to: the current coup's; between two relevés (the
    dames re-piled, nobody has thrown yet) the last coup's: still open while it waits for its
    side to throw or re-pile (Guiton VII: the sortie is marked « avant de toucher ses dames
    pour les remettre à la pile », even if the opponent re-piled his first), closed once that
    has consummated it (what he marks then is marked too late)."""
    window = replay.window(colour)
    if window is None and replay.coup is None:
        last = next((c for c in reversed(replay.coups) if not c.void), None)
        window = last.windows.get(colour) if last is not None else None
    if window is None:
        return None
    if window.first_line is None:
        window.first_line = line
    return window


def add_marked_points(replay: Replay, colour: Colour, points: int) -> None:
    """Move ``colour``'s jeton by ``points``; a trou it completes is counted at once.

    The fichet holes so counted are kept as a credit: a ``marque trou`` that follows records
    the same trou being pegged, not another one.
    """
    before = replay.score.of(colour).trous
    replay.score = replay.marking.add_points(replay.score, colour, points)
    gained = replay.score.of(colour).trous - before
    if gained > 0:
        replay.turn_marks(colour).trou_credit += gained


def account_marking(replay: Replay, colour: Colour, points: int, line: int) -> None:
    """Count ``points`` a jeton act marked for the current coup (for the laws that move no
    jeton themselves, such as the école des deux jetons)."""
    account(replay, colour, points, line, jeton=True)


def account(replay: Replay, colour: Colour, points: int, line: int, *, jeton: bool) -> None:
    """Add ``points`` to what ``colour`` marked for the current coup, and judge a jeton act."""
    window = open_window(replay, colour, line)
    if window is None:
        replay.findings.fact(
            *both("ecoles-communes.account", line=line, colour=colour, points=points),
            line)
        return
    if window.closed:
        if not jeton:
            # a trou pegged once the coup is consummated adds to what his jeton already
            # shows only the points it completes (the jeton is sent back afterwards)
            points -= max(0, replay.score.of(colour).points)
        late_marking(replay, colour, window, points, line)
        return
    spare = points - max(0, window.due - window.marked)
    if spare > 0:
        taken = _repairs_pending_omission(replay, colour, spare, line)
        points, spare = points - taken, spare - taken
        if points <= 0:
            return
    earlier = _misled_window(replay, colour, replay.coup) if spare > 0 else None
    if earlier is not None:
        points -= _marked_after_being_misled(replay, colour, earlier, spare, line)
        if points <= 0:
            return
    window.marked += points
    if jeton:
        window.fichet_alone = 0     # the jeton placed with the fichet: one marking of his
        window.fichet_alone_holes = 0
        window.jeton_lines.append(line)
        excess = window.marked - window.due - window.trop_reported
        if excess > 0:
            par_trop(replay, colour, window, excess, line)


@applies(EPOQUE)
def _repairs_pending_omission(replay: Replay, colour: Colour, points: int, line: int) -> int:
    """Points marked beyond what the current coup gives ``colour`` that repair an omission
    of an earlier coup not yet consummated (his own throw left unplayed, points the opponent's
    throw gave him: his window waits for his next throw): they are judged by that omission,
    not by the line where they stand, and are in time (Guiton III, « École … impossible à
    marquer »: « on peut marquer en plusieurs temps les points qu'on gagne … jusqu'à ce qu'on
    ait ou jeté les dés ou touché ses dames »). Returns how many of ``points`` are so taken."""
    taken = 0
    for earlier in replay.pending_windows:
        if points - taken <= 0:
            break
        if earlier.side is not colour or earlier.closed or earlier.marked >= earlier.due:
            continue
        part = min(points - taken, earlier.due - earlier.marked)
        earlier.marked += part
        earlier.jeton_lines.append(line)
        taken += part
        replay.findings.law(EPOQUE, *both(
            "ecoles-communes.repairs-pending-omission", line=line, colour=colour,
            points=part, first=earlier.first_line or line))
    return taken


@applies(EPOQUE)
def late_marking(replay: Replay, colour: Colour, window: Window, points: int,
                  line: int) -> None:
    """Points marked once the coup is consummated can no longer be taken: they are excess."""
    if points <= 0:
        return
    misled = window if window.misled_at is not None and window.marked < window.due else (
        _misled_window(replay, colour, replay.coup))
    if misled is not None:
        points -= _marked_after_being_misled(replay, colour, misled, points, line)
        if points <= 0:
            return
    coup = replay.coup
    said_leave = coup is not None and coup.windows.get(colour) is window \
        and coup.leaving is not None and window.closed_by == coup.leaving
    # what closed his marking: his leave (leaving, he has no reste left to mark; Lebrun « Qui
    # s'en va, perd tous les points qu'il a de reste »), or his dames touched, his throw
    replay.findings.law(
        EPOQUE,
        *both("ecoles-communes.late-marking-after-leave" if said_leave
              else "ecoles-communes.late-marking", line=line, colour=colour, points=points,
              said=window.closed_by))
    par_trop(replay, colour, window, points, line, late=True)


def _misled_window(replay: Replay, colour: Colour, current) -> Window | None:
    """A window of ``colour`` in an earlier coup where the opponent's word misled him into
    omitting points he has not marked yet (he may mark them still, in a later coup)."""
    for coup in reversed(replay.coups):
        if coup is current:
            continue
        window = coup.windows.get(colour)
        if window is not None and window.misled_at is not None and window.marked < window.due:
            return window
    return None


@applies(MISLED)
def _marked_after_being_misled(replay: Replay, colour: Colour, window: Window, points: int,
                               line: int) -> int:
    """Misled by the opponent's word, he may still mark what he omitted « même après son coup
    joué » (Guiton III, « On ne peut profiter d'une erreur qu'on a occasionée »): those points
    are his, not an excess. Returns how many of ``points`` are so taken."""
    allowed = min(points, window.due - window.marked)
    window.marked += allowed
    replay.findings.law(
        MISLED, *both("ecoles-communes.marked-after-misled", line=line, colour=colour,
                      points=allowed, misled_at=window.misled_at))
    replay.findings.opinion(
        *both("ecoles-communes.marked-after-misled.other", colour=colour), MISLED)
    return allowed


@applies(AVERTI_A_TORT, MISLED)
def told_to_take_the_trou(replay: Replay, colour: Colour, window: Window, excess: int,
                          line: int) -> int:
    """Told by the opponent to take the trou, he marked more than he had: the opponent may have
    it taken back, but cannot mark the école, being the cause of the error (Guiton III, « Le
    joueur qui est à tort averti de prendre le trou, ne peut être mis à l'école »). Returns the
    points so excused: all the excess, or none when he was not told."""
    if window.told_trou_at is None:
        return 0
    replay.findings.law(
        AVERTI_A_TORT,
        *both("ecoles-communes.told-trou", line=line, colour=colour, excess=excess,
              told_at=window.told_trou_at))
    replay.findings.cite(MISLED)
    return excess


@applies(EFFACER_ADVERSAIRE, MISLED)
def marked_on_points_left(replay: Replay, colour: Colour, window: Window, excess: int,
                          line: int) -> int:
    """The winner of a trou left ``colour``'s old points on the board (the « wipe-owed » of
    :func:`.trous.on_mark_trous`), and ``colour`` marked on top of them: what he marked beyond
    his due, up to those points, is the error the winner's jeton caused, not an école (Guiton
    III, « Quand on gagne un trou, effacer les points de l'adversaire »: otherwise « il
    s'exposerait à ne pas profiter des écoles que pourrait faire cet adversaire »; « On ne peut
    profiter d'une erreur qu'on a occasionée »). The winner may have it set right. Returns how
    many of ``excess`` are so excused — the same reading as the omission those points cover
    (:func:`.judging._already_marked`)."""
    owed = replay.pending_of("wipe-owed", colour.opponent)
    if owed is None or owed.points <= 0:
        return 0
    excused = min(excess, owed.points)
    owed.points -= excused
    # those points now stand for what he marked: they are no longer his to put back
    turn = replay.turn_marks(colour)
    turn.wiped_by_opponent = max(0, turn.wiped_by_opponent - excused)
    points_left.note(replay, colour.opponent, excused, line)
    if not owed.points:
        replay.pending.remove(owed)
    replay.findings.law(EFFACER_ADVERSAIRE, *both(
        "ecoles-communes.marked-on-points-left", line=line, colour=colour, excess=excused,
        winner=colour.opponent, left_at=owed.line))
    replay.findings.cite(MISLED)
    return excused


@applies("guiton.III.ecole-facultative")
def excess_marked_again(replay: Replay, colour: Colour, window: Window, excess: int,
                        line: int) -> int:
    """The author of an école par trop whose victim marked it took that marking back off the
    victim's jeton and now marks again: the points that put back the excess the victim's
    marking took off are that same école standing again (its victim may wipe or mark them as
    before), not a second one; only what lies beyond is a new école (Guiton III « On n'est pas
    obligé de marquer une école… », the player at eight: « il n'y a pas une école de quatre
    points, mais il y a deux écoles distinctes de deux points chacune »). Returns the points so
    explained."""
    explained = 0
    for ecole in replay.open_ecoles:
        if excess - explained <= 0:
            break
        if ecole.fault.by is not colour or not ecole.par_trop or ecole.lapsed \
                or not ecole.wiped_back or ecole.claimed:
            continue
        part = min(excess - explained, ecole.wiped_back, ecole.undone)
        ecole.wiped_back -= part
        ecole.undone -= part
        ecole.wiped_by_victim = max(0, ecole.wiped_by_victim - part)
        explained += part
    if explained:
        replay.findings.law("guiton.III.ecole-facultative", *both(
            "ecoles-communes.excess-marked-again", line=line, colour=colour, points=explained,
            victim=colour.opponent))
    return explained


@value_class
class ExcessException(Value):
    """A labelled exception to the école par trop: ``rule`` says how many points of the
    excess it explains (0 when it does not apply); what no exception explains is the école.
    In order: the first that explains the whole excess decides (Catala's labelled
    exceptions, as in :data:`.judging.EXCEPTIONS` for the école par moins). The excess
    repaired into an omission still open, or marked after the opponent's misleading word, is
    read before a window's excess is counted at all (:func:`account`)."""

    label: str
    law: str
    rule: Callable[[Replay, Colour, Window, int, int], int]


EXCESS_EXCEPTIONS: tuple[ExcessException, ...] = (
    ExcessException("told-to-take-the-trou", AVERTI_A_TORT, told_to_take_the_trou),
    ExcessException("marked-on-points-left-by-the-winner", EFFACER_ADVERSAIRE,
                    marked_on_points_left),
    ExcessException("excess-marked-again", "guiton.III.ecole-facultative",
                    excess_marked_again),
)
"""The exceptions to the école par trop, in their order of precedence: the opponent told him
to take the trou (III « Le joueur qui est à tort averti de prendre le trou, ne peut être mis à
l'école »); he marked on the old points the winner of a trou left on his jeton (III « Quand on
gagne un trou, effacer les points de l'adversaire », « On ne peut profiter d'une erreur qu'on a
occasionée »)."""


@applies(EPOQUE, DEFINITION, "guiton.I.ecole", NE_REMPLIT_PAS)
def par_trop(replay: Replay, colour: Colour, window: Window, excess: int, line: int,
              *, late: bool = False) -> None:
    window.trop_reported += excess
    if any(e.victim is colour and e.thrown_at is not None and not e.played_since
           and e.claimed < e.points for e in replay.open_ecoles):
        # he marks beyond his due after throwing, before playing, with an école of the
        # opponent's unmarked: Guiton's term for it was his throw, Lebrun's is his play (« si
        # vous avez joué depuis »): the bodies part on what those points are
        replay.findings.diverge(EPOQUE)
    for exception in EXCESS_EXCEPTIONS:
        excess -= exception.rule(replay, colour, window, excess, line)
        if excess <= 0:
            return
    why = say("ecoles-communes.par-trop", colour=colour, excess=excess, line=line)
    laws: tuple[str, ...] = (DEFINITION, EPOQUE)
    if _believed_plein(replay, colour, window, excess):
        laws = (*laws, NE_REMPLIT_PAS)
        # a plein already made and held is believed kept, one lacking a case believed made
        held = replay.coup is not None and _plein_held(replay.coup.position_before, colour)
        replay.findings.law(
            NE_REMPLIT_PAS,
            *both("ecoles-communes.believed-kept" if held else "ecoles-communes.believed-plein",
                  line=line, colour=colour, excess=excess))
    wrapped = _unwrap(replay, colour)
    ecole = open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, laws, excess, line,
                       EPOQUE, par_trop=True)
    if wrapped is not None:
        _carried_past_twelve_back(replay, ecole, wrapped)
    if ecole.restore_to is None:
        false_trou_back(replay, ecole, window)


@applies(EFFACES)
def _carried_past_twelve_back(replay: Replay, ecole: OpenEcole, wrapped: int) -> None:
    """His jeton, standing on ``wrapped`` points, was carried on past the twelfth point to the
    reste it shows now, and what it marked beyond his due is this école's excess. Undoing that
    excess puts the jeton back on the points he truly has — those he had and those the coup
    gave him, the points he lacked for the trou and the reste marked coming off (« il devrait
    remettre son jeton à la place qu'il occupait; et l'adversaire aurait le droit de marquer
    l'école des points qui manquaient pour avoir le trou, et de ceux qui auraient été marqués
    de reste », « Points effacés mal à propos ») — and takes off the hole he may peg for that
    trou (« Le fichet déplacé ne fait pas école »). When the points he truly has reach twelve
    the trou was his: only the excess comes off his jeton."""
    # the article that says what becomes of a trou and a reste so marked (« et de ceux qui
    # auraient été marqués de reste »), whether the trou was won or not
    replay.findings.cite(EFFACES)
    side = replay.score.of(ecole.fault.by)
    truly = POINTS_PER_TROU + side.points - ecole.points
    if truly >= POINTS_PER_TROU:
        return
    ecole.restore_to = truly if truly >= 0 else wrapped
    # the coup won him no trou: his fichet goes back to the trous he had at the throw, whether
    # the jeton counted the trou as it went past twelve or he pegged it
    coup = replay.coup
    ecole.restore_trous = side.trous if coup is None \
        else min(side.trous, coup.score_at_throw.of(ecole.fault.by).trous)


def ecoles_claimed_in(replay: Replay, coup: Coup, colour: Colour) -> int:
    """Points ``colour`` has marked to his profit, so far, for écoles made in ``coup``: points
    the opponent gives him by his fault are points all the same (III « Définition »:
    « l'adversaire marque à son profit »), but not points of the throw."""
    return sum(e.claimed for e in replay.open_ecoles
               if e.victim is colour and e.fault.act is not None and e.fault.act >= coup.line)


def false_trou_back(replay: Replay, ecole: OpenEcole, window: Window) -> None:
    """An école par trop made by pegging a trou that the coup did not win: undoing its excess
    takes that trou back and puts the jeton where the coup's points brought it (III « Points
    effacés mal à propos »: « il devrait remettre son jeton à la place qu'il occupait »; V, of
    a trou too many: « de le remettre à dix points en lui faisant effacer deux trous »)."""
    coup = replay.coup
    if coup is None or window.expected_trous or window.fichet <= 0:
        return
    before = coup.score_at_throw.of(window.side)
    # what he had once the coup's own wiping is done: a trou the opponent won by this throw
    # wiped his old points before his own are marked (« Marque des points »)
    kept = max(0, before.points - replay.turn_marks(window.side).wiped_by_opponent)
    # the points of this coup he has already lost — to the opponent by an école par moins (he
    # played before marking them), or by his word « je ne marque pas » — are no longer his to
    # have on the jeton: each point counts once
    lost = sum(f.points or 0 for f in replay.findings.faults
               if f.by is window.side and f.kind in (FaultKind.ECOLE_PAR_MOINS, FaultKind.FAUTE)
               and f.act is not None and f.act >= coup.line)
    # and the écoles he marked in this coup are his points too (III « Définition »)
    points = kept + max(0, window.due - lost) + ecoles_claimed_in(replay, coup, window.side)
    if points < POINTS_PER_TROU:
        ecole.par_trop = True       # marking it takes the excess off: here, that trou
        ecole.false_trou = True
        ecole.restore_to = points
        ecole.restore_trous = before.trous


JANS = (range(0, 6), range(6, 12), range(18, 24))   # petit jan, grand jan, jan de retour


def _believed_plein(replay: Replay, colour: Colour, window: Window, excess: int) -> bool:
    """The thrower marked, beyond what his coup earns (nothing, or a dame battue), the worth
    of a plein (4, or 6 by doublet) that the coup does not give him while one of his jans
    lacked at most one case: he marked believing he filled or kept his plein (Guiton III,
    « Celui qui ne remplit pas et qui marque croyant remplir, fait école »). What else the
    throw earns does not change what the excess is: the article covers the points « marqués
    croyant remplir », whatever was rightly marked beside them; but an excess that is what the
    throw gave the opponent (a dame beaten à faux taken for à vrai) is that error, not a
    plein believed."""
    coup = replay.coup
    if coup is None or coup.thrower is not colour or excess not in (4, 6):
        return False
    if any(i.kind in ("plein", "conservation") and i.beneficiary is colour
           for i in coup.items):
        return False        # his plein is counted: the excess is something else
    if any(i.beneficiary is not colour and i.kind != "impuissance" and i.points == excess
           for i in coup.items):
        return False        # he marked what his throw gave the opponent (à faux, a contre-jan)
    before = coup.position_before
    return any(sum(before.count(colour, k) >= 2 for k in jan) >= 5 for jan in JANS)


def _plein_held(position, colour: Colour) -> bool:
    """One of his jans has all its six flèches garnished (two dames or more on each)."""
    return any(all(position.count(colour, k) >= 2 for k in jan) for jan in JANS)


def undo_excess(replay: Replay, ecole: OpenEcole, upto: int) -> None:
    """The offender's excess goes, up to ``upto`` points of it in all: his jeton back where it
    stood, or fewer points. What was already taken off — by an earlier claim, or by the
    victim's own ``efface adversaire`` of it — is not taken off again: wiping the points marked
    de trop and marking them is one act (Guiton III, « Définition »)."""
    todo = min(upto, ecole.points) - ecole.undone
    if todo <= 0:
        if ecole.restore_trous is not None and ecole.restore_to is None:
            # his jeton already put back by his own hand: the trou pegged with it comes off
            _trou_taken_back(replay, ecole, ecole.restore_trous)
        return
    if ecole.restore_to is not None:
        if ecole.undone == 0:
            set_side(replay, ecole.fault.by, points=ecole.restore_to)
            if ecole.restore_trous is not None:
                _trou_taken_back(replay, ecole, ecole.restore_trous)
        else:
            wipe(replay, ecole.fault.by, todo)
        ecole.restore_to = None
        ecole.undone = ecole.points
        return
    wipe(replay, ecole.fault.by, todo)
    ecole.undone += todo


@applies(EFFACES)
def _trou_taken_back(replay: Replay, ecole: OpenEcole, trous: int) -> None:
    """The trou pegged with the excess, and not won, comes off with it (see
    :func:`false_trou_back`): his fichet goes back to the ``trous`` he had before the throw,
    unless he has already moved it back himself."""
    colour = ecole.fault.by
    side = replay.score.of(colour)
    trous = min(side.trous, trous)
    set_side(replay, colour, trous=trous)
    ecole.restore_trous = None
    replay.findings.law(EFFACES, *both("marks.false-trou-back", colour=colour,
                                       points=side.points, trous=trous))


def victim_wipes_excess(replay: Replay, victim: Colour, wiped: int) -> int:
    """The victim of an open école par trop wipes ``wiped`` of the offender's points: the part
    that is the excess of the école is that école's own wiping (done once, whether before or
    after he marks it). Returns how many of them the claim already took off, which are not
    wiped again."""
    redundant = 0
    for ecole in replay.open_ecoles:
        if wiped <= 0:
            break
        if ecole.victim is not victim or not ecole.par_trop or ecole.lapsed \
                or ecole.false_trou:    # its excess is the trou: the points are his own
            continue
        part = min(wiped, ecole.points - ecole.wiped_by_victim)
        if part <= 0:
            continue
        done_before = ecole.wiped_by_victim
        ecole.wiped_by_victim += part
        redundant += min(part, max(0, ecole.undone - done_before))
        ecole.undone = max(ecole.undone, ecole.wiped_by_victim)
        ecole.restore_to = None
        wiped -= part
    return redundant


def victim_wipes_wrong_marks(replay: Replay, victim: Colour, wiped: int) -> int:
    """The victim of an open fausse école wipes ``wiped`` of its author's points: those that
    are the fausse école's own points go first, wiped now and not again when the record ends
    (« le premier joueur doit effacer ces quatre points et les marquer à son profit », Guiton
    III « Fausse école »); only the rest takes back what the author rightly claimed of an
    école the victim made (an augmentation d'école). Returns how many were its own."""
    taken = 0
    for ecole in replay.open_ecoles:
        if taken >= wiped:
            break
        if ecole.victim is victim and ecole.fault.kind is FaultKind.FAUSSE_ECOLE \
                and ecole.wrong_marks > 0:
            part = min(wiped - taken, ecole.wrong_marks)
            ecole.wrong_marks -= part
            taken += part
    return taken


def lapsed_excess_kept(replay: Replay, victim: Colour, wiped: int) -> int:
    """The victim wipes ``wiped`` of the offender's points after his right to the école par
    trop they came from has lapsed: the offender « acquiert alors le droit de les garder »
    (Guiton III « Époque où les écoles sont consommées »; Lebrun's term, his play, by
    :mod:`.regimes`), so that wiping does not stand, whether or not the victim also marks the
    école (his claim is refused as well). Returns how many of ``wiped`` are so kept."""
    on_jeton = replay.score.of(victim.opponent).points
    kept = 0
    for ecole in replay.open_ecoles:
        if wiped <= 0 or on_jeton <= 0:
            break
        if ecole.victim is not victim or not ecole.par_trop or not ecole.lapsed \
                or ecole.lapsed_at is None or ecole.false_trou:
            continue
        part = min(wiped, on_jeton, ecole.points - max(ecole.undone, ecole.claimed))
        if part <= 0:
            continue
        kept += part
        wiped -= part
        on_jeton -= part
    return kept


def wipe(replay: Replay, colour: Colour, points: int) -> None:
    """Take ``points`` off ``colour``'s jeton (an excess the victim of an école wipes).

    A jeton shows no fewer than none: when it shows fewer points than are to come off, the
    rest of them is not on it (marked in trous taken back, or wiped already), and the ruling
    says so, instead of a count below zero or a silent stop at zero."""
    side = replay.score.of(colour)
    if points > side.points:
        replay.findings.fact(*both("marks.wipe-beyond", colour=colour, points=points,
                                   have=side.points, rest=points - side.points))
        points = side.points
    set_side(replay, colour, points=side.points - points,
             bredouille=side.bredouille and side.points - points > 0)


def _unwrap(replay: Replay, colour: Colour) -> int | None:
    """Where the jeton stood before it was carried past twelve this turn (read once)."""
    turn = replay.turn_marks(colour)
    wrapped, turn.jeton_wrapped = turn.jeton_wrapped, None
    return wrapped


def marks_after_wiping(replay: Replay, colour: Colour) -> None:
    """He marks for himself after wiping the opponent: the wiping is judged with it."""
    replay.pending[:] = [p for p in replay.pending
                         if not (p.kind == WIPE_ONLY and p.colour is colour)]


def trous_of(holes: int) -> int:
    """The trous of twelve points that ``holes`` pegged stand for: one or two holes, one trou;
    three or four, two (Guiton III « Ecole d'école; école de trou »: « trois ou quatre trous
    sont la représentation de vingt quatre points »)."""
    return -(-holes // 2)
