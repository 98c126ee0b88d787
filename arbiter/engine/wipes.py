"""Points wiped: a hand takes points off a jeton, its own or the opponent's.

Guiton III « Points effacés mal à propos », « Pour faire école, il faut démarquer l'adversaire
et se démarquer soi-même », « Quand on gagne un trou, effacer les points de l'adversaire »,
« Oubli d'effaçer les points de l'adversaire en marquant le trou »: wiping is no marking, and
makes no école by itself; what it takes off is read against what each side may still keep (an
excess its victim wipes, points the winner of a trou left, a claim the law refused), in the
order the record shows. The faults are the difference, judged by :mod:`.judging`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.colour import BOTH, Colour
from arbiter.engine import ecole_terms, regimes, sortie
from arbiter.engine.claims import refused_taken_off
from arbiter.engine.ecole_laws import (
    EFFACER_ADVERSAIRE,
    OUBLI_EFFACER,
    POINTS_DE_SORTIE,
    WIPE_BEYOND,
    WIPE_ONLY,
)
from arbiter.engine.marks import (
    DEFINITION,
    EPOQUE,
    excess_off_by_the_claim,
    lapsed_excess_kept,
    series_unbroken,
    set_side,
    victim_wipes_excess,
    victim_wipes_wrong_marks,
)
from arbiter.engine.table import FALSE_ECOLES, Pending, Term
from arbiter.engine.trous import (
    leave_said_only,
    marked_after_the_trou,
)
from arbiter.engine.turn import TurnMarks
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay



@applies("guiton.III.demarquer-pour-faire-ecole")
def on_efface(replay: Replay, act: A.Efface) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    if act.target is A.EffaceTarget.OPPONENT:
        ecole_terms.claim_after_throw(replay, colour)
        opp = colour.opponent
        had = replay.score.of(opp).points
        if regimes.opponent_takes_a_jeton(replay, colour, act.points, line):
            return
        on_board = left_by_his_trou(replay, colour)
        # the jeton as his hand finds it: the excess his claim already took off is still on it
        shown = had + excess_off_by_the_claim(replay, colour)
        asked = shown if act.points is None else max(0, act.points - on_board)
        refused = refused_taken_off(replay, opp, act.points and asked, colour, line)
        if refused and act.points is not None:
            asked -= refused
            if not asked:
                return
        # the excess of an école par trop he is taking: wiped once, before or after the claim
        room = _excess_to_wipe(replay, colour)
        redundant = victim_wipes_excess(replay, colour, asked)
        if redundant:
            replay.findings.law(
                DEFINITION,
                *both("ecoles.efface-excess-once", line=line, colour=colour, opp=opp,
                      points=redundant))
        kept = kept_after_the_term(replay, colour, min(shown, asked) - redundant, line)
        if kept and kept >= min(shown, asked) - redundant:
            # his wiping does not stand, and by itself it was no école of his either
            _wiping_the_opponent(replay, colour, line)
            return
        after_the_trou = marked_after_the_trou(replay, colour, line, wiping=True)
        wiped = max(0, min(had - after_the_trou, asked - redundant - kept))
        replay.turn_does(opp, TurnMarks.kept_off, max(
            0, min(after_the_trou, min(shown, asked) - redundant - kept - wiped)))
        was_bredouille = replay.score.of(opp).bredouille
        set_side(replay, opp, points=had - wiped, bredouille=False if had - wiped == 0 else
             replay.score.of(opp).bredouille)
        series_unbroken(replay, opp)
        wiping_recorded(replay, colour, wiped,
                        wiped - victim_wipes_wrong_marks(replay, colour, wiped),
                        excess=0 if room is None else
                        max(0, min(wiped, min(asked, room) - redundant)))
        if room is not None and wiped + redundant > room:
            # beyond the excess: points of the offender's own, which marking the école does not
            # give him; whether he marks them for himself is known at his throw (wiped_only)
            replay.pending.append(Pending(WIPE_BEYOND, colour, Term.OWN_THROW, line,
                                          wiped + redundant - room))
        if on_board and (act.points is None or act.points > refused):
            # the points his trou wiped and he left on the board: he takes them off now
            taken = on_board if act.points is None else min(on_board, act.points - refused)
            whole = act.points is None and _wiped_by_his_trou(replay, colour)
            replay.findings.fact(*both(
                "ecoles.on-efface.by-the-trou" if whole else "ecoles.on-efface.left-by-the-trou",
                line=line, colour=colour, left=taken, opp=opp), line)
        if wiped or not on_board:
            replay.findings.fact(
                *both("ecoles.on-efface" if wiped or had else
                      "ecoles.on-efface.by-the-trou" if _wiped_by_his_trou(replay, colour)
                      else "ecoles.on-efface.none", line=line, colour=colour, wiped=wiped,
                      opp=opp), line)
        _wiping_the_opponent(replay, colour, line, wiped=wiped, bredouille=was_bredouille)
        return
    had = replay.score.of(colour).points
    refused = refused_taken_off(replay, colour, act.points, colour, line)
    if refused and act.points is not None and act.points <= refused:
        return
    wiped = had if act.points is None else min(had, act.points - refused)
    set_side(replay, colour, points=had - wiped,
         bredouille=replay.score.of(colour).bredouille and had - wiped > 0)
    absorbed = _excess_taken_back(replay, colour, wiped, line)
    wiped -= absorbed
    if not wiped:
        return
    window = replay.window(colour)
    if window is not None and not window.closed:
        replay.turn_does(colour, TurnMarks.wiped_own, line)
        if window.fichet > 0:
            # clearing the old jeton is part of pegging the trou
            window.mark("wipe", line, points=-wiped)
    sortie.on_own_points_wiped(replay, act, wiped)


def wiping_recorded(replay: Replay, colour: Colour, wiped: int, left: int, *,
                    excess: int = 0) -> None:
    """``colour``'s hand took ``wiped`` points off the opponent's jeton (``efface adversaire``,
    or his jeton set lower), ``left`` of them not the points of a fausse école of his, and
    ``excess`` of them the excess of an école par trop of the opponent's, which was his to take
    off (« on se contente d'effacer les points qui ont été marqués de trop »). What the opponent
    then puts back on his jeton, up to the rest, is those points restored, not a marking of his
    (Guiton III « La règle sur la fausse école a donné lieu à une question… »: « reprend son
    trou avec les deux points qu'il avait de reste »); the excess put back is marked again. And
    where they were his marking of an école of ``colour``'s, that marking is taken off, so that
    ``colour`` marking the same points again is that école standing again, not a new one
    (« On ne peut se refuser à l'évidence de ces motifs »: « deux écoles distinctes de deux
    points chacune »)."""
    opp = colour.opponent
    restorable = max(0, wiped - excess)
    replay.turn_does(opp, TurnMarks.wiped_by, restorable)
    if restorable and not _took_a_trou(replay, colour):
        replay.turn_does(opp, TurnMarks.wiped_by_hand, restorable)
    for ecole in replay.open_ecoles:
        if ecole.victim is opp and ecole.fault.by is colour and ecole.claimed and left:
            back = min(left, ecole.claimed)
            replay.revise_ecole(ecole, ecole.claim_wiped_back(back))
            left -= back


def _excess_to_wipe(replay: Replay, colour: Colour) -> int | None:
    """The excess of the opponent's écoles par trop open to ``colour`` that his hand has yet
    to wipe (what marking them, or wiping them, takes off the offender's jeton: « on se
    contente d'effacer les points qui ont été marqués de trop »); ``None`` when none is open
    to him (his wiping is then judged as any other, :func:`_wiping_the_opponent`)."""
    open_, excess = replay.excess_open_to(colour)
    if not open_:
        return None
    # his hand counts the excess his claim took off and he has not yet wiped, still on the
    # jeton as he finds it, as ``shown`` does
    return excess + excess_off_by_the_claim(replay, colour)


def left_by_his_trou(replay: Replay, colour: Colour) -> int:
    """Points of the opponent's that ``colour``'s trou wiped but that were left on the board
    (the « wipe-owed » of :func:`.trous.wipe_by_the_trou`): a number of points he now takes
    off is first these, already gone from the score, not points the opponent marked since
    (« Oubli d'effaçer les points de l'adversaire en marquant le trou »)."""
    owed = replay.pending_of("wipe-owed", colour)
    return owed.points if owed is not None else 0


def _wiped_by_his_trou(replay: Replay, colour: Colour) -> bool:
    """``colour`` wipes an opponent who has no points left: whether the trou he pegged in this
    coup wiped them already (the opponent had some at the throw), which the ruling then says."""
    coup = replay.coup
    return coup is not None and _took_a_trou(replay, colour) \
        and coup.score_at_throw.of(colour.opponent).points > 0


def _took_a_trou(replay: Replay, colour: Colour) -> bool:
    """Whether ``colour`` took a trou by his marks of this turn: the trou is marked by the
    fichet, or by the jeton carried to twelve or past it, pegged afterwards or not (III « Ecole
    d'école; école de trou »: « c'est le déplacement du jeton … qui caractérise et constitue
    véritablement la marque »)."""
    window, turn = replay.window(colour), replay.turn_marks(colour)
    return window is not None and (window.fichet > 0 or turn.carried_past_twelve
                                   or bool(turn.trou_credit) or turn.carried_trous > 0
                                   or turn.credit_pegged > 0)


@applies(EPOQUE)
def kept_after_the_term(replay: Replay, colour: Colour, wiped: int, line: int) -> int:
    """``colour`` wipes the opponent's excess of an école par trop whose term has passed: the
    offender keeps it (:func:`marks.lapsed_excess_kept`), and the ruling says so. Returns how
    many of ``wiped`` points stay on his jeton."""
    kept = lapsed_excess_kept(replay, colour, wiped)
    if kept:
        lapsed_at = next(e.lapsed_at for e in replay.open_ecoles
                         if e.victim is colour and e.marked_not_due and e.lapsed
                         and e.lapsed_at is not None)
        replay.findings.conclude(*both(
            "ecoles.lapsed-excess-kept", line=line, colour=colour, points=kept,
            offender=colour.opponent, lapsed_at=lapsed_at), EPOQUE, line)
    return kept


@applies(EPOQUE)
def _excess_taken_back(replay: Replay, colour: Colour, wiped: int, line: int) -> int:
    """The offender takes back by hand points of an école par trop already consummated: the
    école stands (« on ne peut jamais reculer un jeton », Guiton III « Époque où les écoles sont
    consommées »), but the points he took off are those its marking would take off, so the
    victim's claim does not take them off a second time. Returns how many of ``wiped`` were
    so taken back (they are no « points effacés mal à propos »)."""
    absorbed = 0
    for ecole in replay.open_ecoles:
        if wiped <= 0:
            break
        if ecole.fault.by is not colour or not ecole.par_trop or ecole.lapsed \
                or ecole.restore_to is not None:
            continue
        part = min(wiped, ecole.points - ecole.undone)
        if part <= 0:
            continue
        replay.revise_ecole(ecole, ecole.excess_off(part))
        wiped -= part
        absorbed += part
        replay.findings.law(EPOQUE, *both("ecoles.excess-taken-back", line=line, colour=colour,
                                          points=part, ecole=ecole.points))
    return absorbed


@applies(OUBLI_EFFACER, EFFACER_ADVERSAIRE, "guiton.III.demarquer-pour-faire-ecole",
         POINTS_DE_SORTIE)
def _wiping_the_opponent(replay: Replay, colour: Colour, line: int, *, wiped: int = 0,
                         bredouille: bool = False) -> None:
    """What wiping the opponent's points means, when it is not the taking of an école:
    the winner of a trou wiping them after his coup is still in time (« Oubli d'effaçer les
    points de l'adversaire en marquant le trou »: « il est admis à les ôter après avoir joué
    son coup »); anyone else wiping them marks nothing, and makes no école (« Pour faire école,
    il faut démarquer l'adversaire et se démarquer soi-même »)."""
    owed = replay.pending_of("wipe-owed", colour)
    if owed is not None:
        replay.pending.remove(owed)
        window, coup = replay.window(colour), replay.coup
        # a window closed by « je m'en vais » alone, no dame touched since, is not a coup
        # played: wiping them then is the ordinary marking of the trou
        if window is None or coup is None or coup.line > owed.line or (
                window.closed and not leave_said_only(replay, window, line)):
            said = both("ecoles.wipe-after-coup", line=line, colour=colour)
            replay.findings.law(OUBLI_EFFACER, *said)
            # the duty he forgot, which the late wiping fulfils (« Quand on gagne un trou,
            # effacer les points de l'adversaire »: « Celui qui gagne un trou doit lui-même
            # enlever du tablier … ceux de l'adversaire »)
            replay.findings.cite(EFFACER_ADVERSAIRE)
            # what such a dispute turns on, said without leading the citations
            replay.findings.decide(*said, about=OUBLI_EFFACER)
        return
    if any(e.victim is colour and not e.lapsed for e in replay.open_ecoles):
        return
    if _took_a_trou(replay, colour):
        # he took a trou, by his fichet or by his jeton carried past twelve or to the bande:
        # the opponent's points go with it
        return
    if wiped and _releve_over(replay):
        # the relevé ended by a sortie, not by a trou: « A cette reprise chacun garde les
        # points qu'il avait » (VII « Points que gagne celui qui parvient le premier… »)
        opp = colour.opponent
        set_side(replay, opp, points=replay.score.of(opp).points + wiped, bredouille=bredouille)
        replay.findings.law(POINTS_DE_SORTIE, *both("ecoles.wipe-at-reprise", line=line,
                                                    colour=colour, opp=opp, wiped=wiped))
    # whether he marks nothing for himself is known only at his next throw or the end
    replay.pending.append(Pending(WIPE_ONLY, colour, Term.OWN_THROW, line))


def _releve_over(replay: Replay) -> bool:
    """A side has borne all his dames off: the relevé is over, and the dames are being (or are
    about to be) put back on the pile for the reprise."""
    return replay.sortie_by is not None or any(
        replay.position.total(c) and replay.position.count(c, OFF) == replay.position.total(c)
        for c in BOTH)


@applies("guiton.III.demarquer-pour-faire-ecole")
def wiped_only(replay: Replay, colour: Colour | None) -> None:
    """He wiped the opponent's points and marked nothing for himself before his throw (or
    the end of the record): no école of his (« Pour faire école, il faut démarquer
    l'adversaire et se démarquer soi-même »). So too of the points the victim of an école par
    trop wiped beyond its excess and did not mark for himself: marking the école took only
    its excess, and the rest he « effaçait … sans les marquer à son profit »."""
    for pending in [p for p in replay.pending if p.kind == WIPE_ONLY
                    and (colour is None or p.colour is colour)]:
        replay.pending.remove(pending)
        replay.findings.law("guiton.III.demarquer-pour-faire-ecole",
                            *both("ecoles.wipe-no-ecole", line=pending.line,
                                  colour=pending.colour))
    for pending in [p for p in replay.pending if p.kind == WIPE_BEYOND
                    and (colour is None or p.colour is colour)]:
        replay.pending.remove(pending)
        if any((f.kind in FALSE_ECOLES or f.kind is FaultKind.ECOLE_PAR_TROP)
               and f.by is pending.colour and (f.act or 0) >= pending.line
               for f in replay.findings.faults):
            continue    # he marked points for himself since: his école is judged as such
            # (« Fausse école »; « il ne fait donc école que de ce qu'il a marqué au delà »)
        # the victim of an école par trop wiped the offender's own points beyond its excess
        # and did not mark them: no école of his, and they are the offender's still
        replay.findings.law("guiton.III.demarquer-pour-faire-ecole",
                            *both("ecoles.wipe-beyond-no-ecole", line=pending.line,
                                  colour=pending.colour, opp=pending.colour.opponent,
                                  points=pending.points))
