"""What a side marked for his coup, counted against what he was owed: the account of each
marking act, and the école par trop of what it shows beyond (Guiton III « Définition », «
Époque où les écoles sont consommées »), with the labelled exceptions that explain an excess
before it is an école (:data:`EXCESS_EXCEPTIONS`, MARKING.md § 4): a late marking that repairs
an omission still open, a marking the opponent's word misled, the trou he was told to take,
the points the winner left, the same excess marked again, the plein he believed he had.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import points_left
from arbiter.engine.ecole_laws import EFFACER_ADVERSAIRE, FAUSSE, PLEIN_A_ROMPRE
from arbiter.engine.litige import words
from arbiter.engine.marks import (
    AVERTI_A_TORT,
    DEFINITION,
    EFFACES,
    EPOQUE,
    JANS,
    MISLED,
    NE_REMPLIT_PAS,
    carried_past_twelve_back,
    excess_in_holes,
    false_trou_back,
    open_ecole,
    open_window,
    stated,
    unwrap,
)
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.value import Value, value_class
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.games.base import Kept


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
    window.mark("jeton" if jeton else "trou", line, points=points)
    if jeton:
        window.alone_joined()   # the jeton placed with the fichet: one marking
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
        earlier.mark("repair", line, points=part)
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
    window.mark(MISLED, line, points=allowed)
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
    replay.settle_pending(owed, excused)
    # those points now stand for what he marked: they are no longer his to put back
    replay.turn_does(colour, TurnMarks.wiped_by,
                     -min(excused, replay.turn_marks(colour).wiped_by_opponent))
    points_left.note(replay, colour.opponent, excused, line)
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
        replay.revise_ecole(ecole, ecole.excess_marked_again(part, line))
        explained += part
    if explained:
        replay.findings.law("guiton.III.ecole-facultative", *both(
            "ecoles-communes.excess-marked-again", line=line, colour=colour, points=explained,
            victim=colour.opponent))
    return explained


EVIDENCE = "guiton.III.evidence-des-motifs"


@applies(EVIDENCE)
def distinct_ecoles(replay: Replay) -> None:
    """At the end of the record: an école whose excess its author marked again after wiping
    its victim's marking (:func:`excess_marked_again`), which the victim has marked whole
    again, and the new école of what that author marked beyond it, which the victim has not
    marked at all: they are two écoles, not one, and marking the first binds him to nothing of
    the second (Guiton III, the example after « On ne peut se refuser à l'évidence de ces
    motifs »: « il n'y a pas une école de quatre points, mais il y a deux écoles distinctes de
    deux points chacune. Le joueur a donc eu le droit de marquer la première école, sans qu'il
    en résultât contre lui l'obligation de marquer la seconde »). That is the decision of a
    claim that the two are one école marked in part. Marked in part, the second école is bound
    by its own whole (« On n'est pas obligé… »: :func:`.claims._partial`), and nothing is said
    here."""
    for first in replay.open_ecoles:
        if first.marked_again_at is None or first.claimed < first.points:
            continue
        for second in replay.open_ecoles:
            if second.serial == first.serial or second.claimed \
                    or (second.victim, second.fault.by) != (first.victim, first.fault.by) \
                    or second.fault.act != first.marked_again_at:
                continue
            replay.findings.decide(*both(
                "ecoles-communes.distinct-ecoles", victim=first.victim,
                fault_by=first.fault.by, first=first.points, second=second.points,
                whole=first.points + second.points, line=first.marked_again_at), EVIDENCE)


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


@applies(EPOQUE, DEFINITION, "guiton.I.ecole", NE_REMPLIT_PAS, EFFACES, PLEIN_A_ROMPRE)
@applies(FAUSSE, "guiton.III.demarquer-pour-faire-ecole")
def par_trop(replay: Replay, colour: Colour, window: Window, excess: int, line: int,
              *, late: bool = False) -> None:
    window.trop_found(excess)
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
    excess -= _wiped_and_taken(replay, colour, excess, line)
    if excess <= 0:
        return
    why = say("ecoles-communes.par-trop", colour=colour, excess=excess, line=line)
    laws: tuple[str, ...] = (DEFINITION, EPOQUE)
    deciding = EPOQUE
    if _believed_plein(replay, colour, window, excess):
        # the article on marking « croyant remplir ou conserver » decides: it leads, and the
        # answer says what was believed (a plein already made and held is believed kept, one
        # lacking a case believed made)
        held = replay.coup is not None and plein_held(replay.coup.position_before, colour)
        laws, deciding = (NE_REMPLIT_PAS, *laws), NE_REMPLIT_PAS
        if held:
            # Lebrun's own case of it: « l'envoie à l'école de six points, qu'il a marqués à
            # tort pour son plein, parce qu'il fallait le rompre » (« Des Ecoles »)
            replay.findings.meet(PLEIN_A_ROMPRE)
        why = say("ecoles-communes.believed-kept.summary" if held
                  else "ecoles-communes.believed-plein.summary",
                  colour=colour, excess=excess, line=line)
        passing = _in_passing(replay, colour, excess)
        if passing is not None:
            # the throw fills only in passing, which the throw shows before any play: that
            # article says these points are not his (« ne doit rien marquer »), and decides;
            # « croyant remplir » says what marking them is
            laws, deciding = (passing.law, *laws), passing.law
            why = say("ecoles-communes.filled-in-passing.summary", colour=colour,
                      excess=excess, line=line)
            if passing.law not in replay.coup.stated:
                replay.coup.stated.add(passing.law)
                replay.findings.law(passing.law, *stated(passing))
        replay.findings.law(NE_REMPLIT_PAS, *both(
            "ecoles-communes.believed-kept" if held else "ecoles-communes.believed-plein",
            line=line, colour=colour, excess=excess))
    wrapped = unwrap(replay, colour)
    if wrapped is not None and deciding == EPOQUE \
            and replay.score.of(colour).points < excess:
        # his jeton went on past twelve to a reste for a trou the coup did not give him: the
        # article on a jeton so abandoned decides (« Points effacés mal à propos »: « il ne
        # serait plus admis à réparer cette erreur, quoiqu'il n'eût ni marqué le trou, ni jeté
        # les dés, ni joué ses dames », for « l'abandon du jeton en marquant des points
        # quelconques … équivaut à la marque du trou, et la suppose »)
        laws, deciding = (EFFACES, *laws), EFFACES
    ecole = open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, laws, excess, line,
                       deciding, par_trop=True)
    if wrapped is not None:
        ecole = carried_past_twelve_back(replay, ecole, wrapped)
    if ecole.restore_to is None:
        ecole = excess_in_holes(replay, ecole, window)
        false_trou_back(replay, ecole, window)




def _wiped_and_taken(replay: Replay, colour: Colour, excess: int, line: int) -> int:
    """Of his excess, the points he wiped off the opponent's jeton this coup and so marked for
    himself: he has sent the opponent to the école for them, wrongly — a fausse école, not a
    plain excess (Guiton III « Pour faire école, il faut démarquer l'adversaire et se démarquer
    soi-même »: the wiping with the marking; « Fausse école » and the question after it: « il
    ne fait donc école que de ce qu'il a marqué au delà »). Returns those points."""
    if not replay.turn_marks(colour).took_wiped:
        return 0
    # with an école of his open to the opponent, what he wipes is that école's marking
    # disputed (« Augmentation d'école », the trap of « On n'est pas obligé… »), judged there
    if any(e.fault.by is colour and e.victim is colour.opponent and not e.lapsed
           for e in replay.open_ecoles):
        return 0
    taken = min(excess, replay.turn_marks(colour.opponent).wiped_by_opponent)
    if taken <= 0:
        return 0
    why = say("ecoles-communes.wiped-and-taken", colour=colour, opp=colour.opponent,
              points=taken, line=line)
    open_ecole(replay, FaultKind.FAUSSE_ECOLE, colour, why,
               (FAUSSE, "guiton.III.demarquer-pour-faire-ecole"), taken, line, FAUSSE,
               par_trop=True)
    return taken


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
    if claimed_otherwise(replay, colour, excess):
        return False        # the dispute names what he marked them for: not the plein
    before = coup.position_before
    return any(sum(before.count(colour, k) >= 2 for k in jan) >= 5 for jan in JANS)


PLEIN_WORDS = frozenset(words("remplir rempli remplit plein conserver conserve tenir"))
"""The words by which a dispute speaks of a plein made or kept (« croyant remplir », « six
pour tenir »)."""


def claimed_otherwise(replay: Replay, colour: Colour, excess: int) -> bool:
    """The dispute says what ``colour``'s ``excess`` was marked for, and it is a claim the throw
    was measured against and denied at that worth, not a plein: « Blanc marque six points pour
    le coin battu par bezet avec les dames de son coin » (kb-11). The coin would be unpaired
    (Guiton I « Battre le coin »: « sans dédoubler son propre coin »), and the 6 of a coin beaten
    by doublet are what he believed, though a jan of his lacks one case and a plein by doublet is
    worth 6 as well: where the dispute speaks of the plein (« croyant remplir »), it is that."""
    coup, dispute = replay.coup, replay.dispute
    if coup is None or dispute is None or dispute.words & PLEIN_WORDS:
        return False
    return any(k.denies is colour and k.worth == excess and k.claim in dispute.words
               for k in coup.claims_denied)


REMPLIR_EN_PASSANT = "guiton.VI.remplir-en-passant"


@applies(REMPLIR_EN_PASSANT)
def _in_passing(replay: Replay, colour: Colour, excess: int) -> Kept | None:
    """The throw's « Remplir en passant » (Guiton ch. VI), if it bears on the plein ``colour``
    marked: the throw fills his jan by one number only, the other breaking it, and he marked
    the plein's worth. Taken from the articles the throw defers to a mark de trop
    (:attr:`.Coup.on_excess`), so that it is said once."""
    coup = replay.coup
    if coup is None:
        return None
    for kept in coup.on_excess:
        if kept.law == REMPLIR_EN_PASSANT and kept.denies in (None, colour) \
                and kept.worth in (None, excess):
            coup.on_excess.remove(kept)
            return kept
    return None


def plein_held(position, colour: Colour) -> bool:
    """One of his jans has all its six flèches garnished (two dames or more on each)."""
    return any(all(position.count(colour, k) >= 2 for k in jan) for jan in JANS)
