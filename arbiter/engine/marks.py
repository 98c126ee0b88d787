"""What every family of marking laws shares: the physical marks and the écoles they open.

Moving a jeton, counting what a side marked for his coup, opening an école for its victim,
wiping points: the écoles (:mod:`.ecoles`), the points wiped by one's own hand
(:mod:`.sortie`) and the bodies of law (:mod:`.regimes`) all do these, so they live here, below
all three, and none of them needs another to do them (no import cycle).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock
from arbiter.engine.ecole_laws import WIPE_ONLY
from arbiter.engine.table import FALSE_ECOLES, Coup, OpenEcole
from arbiter.engine.turn import Series, TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.games.base import Kept
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

EPOQUE = "guiton.III.epoque-ecoles-consommees"
DEFINITION = "guiton.III.definition-ecole"
MISLED = "guiton.III.erreur-occasionnee"
AVERTI_A_TORT = "guiton.III.averti-a-tort"
NE_REMPLIT_PAS = "guiton.III.marque-sans-remplir"
EFFACES = "guiton.III.points-effaces"
JANS = (range(0, 6), range(6, 12), range(18, 24))   # petit jan, grand jan, jan de retour


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
            if kept.law not in replay.coup.stated:      # not said already of its play
                replay.coup.stated.add(kept.law)
                replay.findings.law(kept.law, *stated(kept))
    pegged = pegged_too_soon(replay, kind, by, line)
    if pegged is not None:
        # the victim pegged the throw's trou before the thrower's marks: the article on that
        # pegging says whose the école is (déchu, or not on the thrower's warning), which is
        # what a claim of it asks; the sentence is concluded under it, the consummation's
        # article beside it as a ground of the fault (« Quand on gagne un trou… »)
        law, laws = TROU_TROP_TOT, (TROU_TROP_TOT, *(x for x in laws if x != TROU_TROP_TOT))
    if pegged is not None and pegged_on_warning(replay, by.opponent, pegged):
        pegged = None
    if pegged is not None:
        # the école is made, but not for its victim: its sentence says so, not « pour » him
        clause = say("ecoles.dechu-clause", colour=by.opponent, pegged=pegged)
        why = Msg(why.fr.rstrip(".") + clause.fr, why.en.rstrip(".") + clause.en)
    fault = replay.findings.fault(Fault(kind=kind, by=by, summary=why, laws=laws,
                                        points=points, consummated=True, act=line,
                                        forfeited=pegged is not None))
    ecole = replay.open(OpenEcole(fault, by.opponent, points, par_trop=par_trop,
                                  wrong_marks=wrong_marks, restore_to=restore_to))
    if pegged is not None:
        ecole = forfeited_by_an_early_trou(replay, ecole, pegged)
    coup = replay.coup
    claim = clock.term(replay.record.lois, clock.Final.ECOLE_CLAIM)
    if (par_trop or kind is FaultKind.FAUSSE_ECOLE) and coup is not None and not coup.void \
            and coup.thrower is ecole.victim and not coup.moves \
            and claim.at is clock.At.VICTIM_PLAYS:
        # marked (a jeton let go) after its victim threw and before he played: where his
        # right lasts past a throw until he has played (Lebrun: « si vous avez joué
        # depuis »), his play since ends it; made after his play, his next play does
        ecole = replay.revise_ecole(ecole, ecole.thrown(coup.line).until_play())
    replay.findings.conclude(why.fr, why.en, law, line)
    return ecole


TROU_TROP_TOT = "guiton.III.trou-marque-trop-tot"


def pegged_too_soon(replay: Replay, kind: FaultKind, by: Colour, line: int) -> int | None:
    """The line on which the victim of the école par moins ``by`` makes on ``line`` pegged,
    too soon, the trou the same throw gave him: beaten à vrai and à faux by the thrower's
    throw, he marked it before the thrower had marked his points à vrai (Guiton III « il ne
    doit pas le marquer avant que l'adversaire ait marqué les points qu'il gagne en battant à
    vrai »; Lebrun « Celui qui joue ou jette les dés marque toujours ce qu'il gagne avant
    qu'on puisse marquer ce qu'il perd »); None when he did not."""
    coup = replay.coup
    if coup is None or kind is not FaultKind.ECOLE_PAR_MOINS or by is not coup.thrower:
        return None
    mine, his = coup.windows.get(by.opponent), coup.windows.get(coup.thrower)
    if mine is None or his is None or not mine.due or mine.fichet <= 0 \
            or mine.first_line is None:
        return None
    if his.first_line is not None and his.first_line < mine.first_line:
        return None
    if line <= mine.first_line or line <= coup.line:
        return None
    return mine.first_line


@applies(TROU_TROP_TOT)
def pegged_on_warning(replay: Replay, victim: Colour, pegged: int) -> bool:
    """Whether the thrower told ``victim`` to take his trou before he pegged it on ``pegged``:
    the article's own exception (« il ne doit pas le marquer avant que l'adversaire ait
    marqué les points qu'il gagne en battant à vrai, à moins qu'il n'en reçoive de lui
    l'avertissement »), which the ruling then says: he keeps his right to the école."""
    coup = replay.coup
    window = coup.windows.get(victim) if coup is not None else None
    if coup is None or window is None or window.told_trou_at is None \
            or window.told_trou_at > pegged:
        return False
    replay.findings.law(TROU_TROP_TOT, *both(
        "ecoles.trou-on-warning", colour=victim, pegged=pegged, thrower=coup.thrower,
        told=window.told_trou_at))
    return True


@applies(TROU_TROP_TOT)
def forfeited_by_an_early_trou(replay: Replay, ecole: OpenEcole, pegged: int) -> OpenEcole:
    """Beaten à vrai and à faux by the same throw, the victim pegged the trou it gave him on
    ``pegged``, before the thrower had marked his points à vrai (:func:`pegged_too_soon`); the
    thrower then omitted them: « celui qui a marqué le trou trop précipitamment, serait déchu
    du droit de marquer cette école à son profit » (Guiton III, « Quand on gagne un trou,
    effacer les points de l'adversaire »; Lebrun is silent, and Guiton's law applies under
    his body too). The right is lost when the école is made, not when it is claimed: marked
    or left to the end of the record, it is never his. Returns the école as it now stands."""
    coup = replay.coup
    assert coup is not None
    replay.findings.law(TROU_TROP_TOT, *both(
        "ecoles.trou-too-soon", colour=ecole.victim, pegged=pegged,
        thrower=coup.thrower, points=ecole.points))
    return replay.revise_ecole(ecole, ecole.forfeit())


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
    window.acted(line)
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
        replay.turn_does(colour, TurnMarks.credited, gained)


@applies(EFFACES)
def carried_past_twelve_back(replay: Replay, ecole: OpenEcole, wrapped: int) -> OpenEcole:
    """His jeton, standing on ``wrapped`` points, was carried on past the twelfth point to the
    reste it shows now, and what it marked beyond his due is this école's excess. Undoing that
    excess puts the jeton back on the points he truly has — those he had and those the coup
    gave him, the points he lacked for the trou and the reste marked coming off (« il devrait
    remettre son jeton à la place qu'il occupait; et l'adversaire aurait le droit de marquer
    l'école des points qui manquaient pour avoir le trou, et de ceux qui auraient été marqués
    de reste », « Points effacés mal à propos ») — and takes off the hole he may peg for that
    trou (« Le fichet déplacé ne fait pas école »). When the points he truly has reach twelve
    the trou was his: only the excess comes off his jeton. Returns the école as it now
    stands."""
    # the article that says what becomes of a trou and a reste so marked (« et de ceux qui
    # auraient été marqués de reste »), whether the trou was won or not
    replay.findings.cite(EFFACES)
    side = replay.score.of(ecole.fault.by)
    truly = POINTS_PER_TROU + side.points - ecole.points
    if truly >= POINTS_PER_TROU:
        return ecole
    # the coup won him no trou: his fichet goes back to the trous he had at the throw, whether
    # the jeton counted the trou as it went past twelve or he pegged it
    coup = replay.coup
    trous = side.trous if coup is None \
        else min(side.trous, coup.score_at_throw.of(ecole.fault.by).trous)
    return replay.revise_ecole(ecole, ecole.restoring(truly if truly >= 0 else wrapped, trous))


def ecoles_claimed_in(replay: Replay, coup: Coup, colour: Colour) -> int:
    """Points ``colour`` has marked to his profit, so far, for écoles made in ``coup``: points
    the opponent gives him by his fault are points all the same (III « Définition »:
    « l'adversaire marque à son profit »), but not points of the throw."""
    return sum(e.claimed for e in replay.open_ecoles
               if e.victim is colour and e.fault.act is not None and e.fault.act >= coup.line)


def false_trou_back(replay: Replay, ecole: OpenEcole, window: Window) -> OpenEcole:
    """An école par trop made by pegging a trou that the coup did not win: undoing its excess
    takes that trou back and puts the jeton where the coup's points brought it (III « Points
    effacés mal à propos »: « il devrait remettre son jeton à la place qu'il occupait »; V, of
    a trou too many: « de le remettre à dix points en lui faisant effacer deux trous »).
    Returns the école as it now stands."""
    coup = replay.coup
    if coup is None or window.expected_trous or window.fichet <= 0:
        return ecole
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
        # marking it takes the excess off: here, that trou
        return replay.revise_ecole(ecole, ecole.as_false_trou(points, before.trous))
    return ecole


ECOLE_DE_TROU = "guiton.III.ecole-d-ecole"


def excess_in_holes(replay: Replay, ecole: OpenEcole, window: Window) -> OpenEcole:
    """Of an école par trop just made, the part that is holes pegged beyond the trous his coup
    won, where the body of law counts them as points (Guiton III « Ecole d'école; école de
    trou »: « trois ou quatre trous sont la représentation de vingt quatre points »; Lebrun
    counts no trou de trop, :func:`.regimes.trous_de_trop`): those points are on his fichet,
    not on his jeton, and the holes that carry them come off with the excess
    (:func:`undo_excess`), as points marked de trop do. Holes the opponent already moved back
    while the coup was open are off already. Returns the école as it now stands."""
    over = window.events_marked - window.expected_events
    if window.expected_trous <= 0 or over <= 0:
        return ecole         # no trou won (a trou pegged and not won: false_trou_back)
    points = min(ecole.points, POINTS_PER_TROU * over)
    holes = max(0, window.fichet - window.expected_trous - window.holes_back_by_opponent)
    return replay.revise_ecole(ecole, ecole.pegged_beyond(points, holes))


@applies(ECOLE_DE_TROU)
def _holes_off(replay: Replay, ecole: OpenEcole) -> OpenEcole:
    """The holes pegged beyond the trous won that carry the excess come off with it, whether
    its victim marks it or only has it taken off (« Définition »: he « marque à son profit …
    ceux qu'on a marqués de trop »; « On n'est pas obligé de marquer une école… »: « on se
    contente d'effacer les points qui ont été marqués de trop »), unless a hand moved them back
    already: one removal, whoever makes it."""
    colour = ecole.fault.by
    side = replay.score.of(colour)
    holes = min(ecole.holes, side.trous)
    if holes <= 0:
        return ecole
    set_side(replay, colour, trous=side.trous - holes)
    replay.findings.law(ECOLE_DE_TROU, *both("marks.holes-off-with-the-ecole", colour=colour,
                                             count=holes, trous=side.trous - holes))
    return replay.revise_ecole(ecole, ecole.holes_taken_with_it())


def undo_excess(replay: Replay, ecole: OpenEcole, upto: int) -> OpenEcole:
    """The offender's excess goes, up to ``upto`` points of it in all: his jeton back where it
    stood, or fewer points, and the holes pegged beyond his trous that carried part of it
    (:func:`excess_in_holes`). What was already taken off — by an earlier claim, or by the
    victim's own ``efface adversaire`` of it — is not taken off again: wiping the points marked
    de trop and marking them is one act (Guiton III, « Définition »). Returns the école as it
    now stands."""
    if ecole.holes > 0:
        ecole = _holes_off(replay, ecole)
    todo = min(upto, ecole.points) - ecole.undone
    if todo <= 0:
        if ecole.restore_trous is not None and ecole.restore_to is None:
            # his jeton already put back by his own hand: the trou pegged with it comes off
            return _trou_taken_back(replay, ecole, ecole.restore_trous)
        return ecole
    if ecole.restore_to is not None:
        if ecole.undone == 0:
            set_side(replay, ecole.fault.by, points=ecole.restore_to)
            if ecole.restore_trous is not None:
                ecole = _trou_taken_back(replay, ecole, ecole.restore_trous)
        else:
            wipe(replay, ecole.fault.by, todo)
        return replay.revise_ecole(ecole, ecole.excess_all_off())
    wipe(replay, ecole.fault.by, todo)
    return replay.revise_ecole(ecole, ecole.excess_off(todo))


FAUX_TROU_LEBRUN = "lebrun.faux-trou-rompu"


@applies(EFFACES, FAUX_TROU_LEBRUN)
def _trou_taken_back(replay: Replay, ecole: OpenEcole, trous: int) -> OpenEcole:
    """The trou pegged with the excess, and not won, comes off with it (see
    :func:`false_trou_back`): his fichet goes back to the ``trous`` he had before the throw,
    unless he has already moved it back himself. Guiton says it of points wiped with a trou
    believed won (« Points effacés mal à propos »); Lebrun rules the very case in « Des
    Ecoles », a partie marked that the coup did not give and the bois touched: « Jules lui fait
    démarquer sa partie bredouille et l'envoie à l'école de six points, qu'il a marqués à
    tort »; under his law that article says it, and the école it takes off is that one."""
    colour = ecole.fault.by
    side = replay.score.of(colour)
    trous = min(side.trous, trous)
    set_side(replay, colour, trous=trous)
    law = FAUX_TROU_LEBRUN if replay.record.lois == clock.LEBRUN else EFFACES
    replay.findings.law(law, *both("marks.false-trou-back", colour=colour,
                                   points=side.points, trous=trous))
    return replay.revise_ecole(ecole, ecole.trou_restored())


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
        # (the part of the excess in holes beyond his trous was never on his jeton)
        part = min(wiped, ecole.points - ecole.in_holes - ecole.wiped_by_victim)
        if part <= 0:
            continue
        redundant += min(part, max(0, ecole.undone - ecole.in_holes - ecole.wiped_by_victim))
        replay.revise_ecole(ecole, ecole.wiped_by_victim_more(part))
        wiped -= part
    return redundant


def excess_off_by_the_claim(replay: Replay, victim: Colour) -> int:
    """Excess of the victim's open écoles par trop that his claim (``marque école``) took off
    the offender's jeton and his hand has not yet wiped: the jeton as the hand finds it still
    shows them. A wiping of *all* the offender's points takes these with the rest (NOTATION:
    the victim's wiping of the excess « is the same wiping of those points made visible, not
    a second one »): it leaves the jeton bare, however the claim was counted."""
    return sum(max(0, e.undone - e.in_holes - e.wiped_by_victim) for e in replay.open_ecoles
               if e.victim is victim and e.par_trop and not e.lapsed and not e.false_trou)


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
        if ecole.victim is victim and ecole.fault.kind in FALSE_ECOLES \
                and ecole.wrong_marks > 0 and not ecole.lapsed:
            part = min(wiped - taken, ecole.wrong_marks)
            replay.revise_ecole(ecole, ecole.wrong_marks_wiped(part))
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
        if ecole.victim is not victim or not ecole.marked_not_due or not ecole.lapsed \
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
    series_unbroken(replay, colour)


def series_unbroken(replay: Replay, colour: Colour) -> None:
    """Points marked de trop are not points won: once the excess that broke the opponent's
    series is off ``colour``'s jeton, the opponent's bredouille stands as before (III
    « Avertissement qu'on ne marque pas… »: « si l'adversaire a la bredouille des jetons, il la
    conserve »; ch. I « Bredouille »: points taken « sans interruption »)."""
    before = replay.series[colour].broke_opponent_from
    if before is None or replay.score.of(colour).points > before:
        return
    replay.series_does(colour, Series.mended)
    victim = colour.opponent
    if replay.score.of(victim).points > 0 and not replay.score.of(victim).bredouille:
        set_side(replay, victim, bredouille=True)
        replay.findings.fact(*both("marks.series-unbroken", colour=colour, victim=victim))


def unwrap(replay: Replay, colour: Colour) -> int | None:
    """Where the jeton stood before it was carried past twelve this turn (read once)."""
    wrapped = replay.turn_marks(colour).jeton_wrapped
    replay.turn_does(colour, TurnMarks.wrapped_from, None)
    return wrapped


def marks_after_wiping(replay: Replay, colour: Colour) -> bool:
    """He marks for himself after wiping the opponent: the wiping is judged with it. Whether
    he had wiped them only (not for a trou, not an excess of the opponent's)."""
    wiped = any(p.kind == WIPE_ONLY and p.colour is colour for p in replay.pending)
    replay.pending[:] = [p for p in replay.pending
                         if not (p.kind == WIPE_ONLY and p.colour is colour)]
    return wiped


def trous_of(holes: int) -> int:
    """The trous of twelve points that ``holes`` pegged stand for: one or two holes, one trou;
    three or four, two (Guiton III « Ecole d'école; école de trou »: « trois ou quatre trous
    sont la représentation de vingt quatre points »)."""
    return -(-holes // 2)
