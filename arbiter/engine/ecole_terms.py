"""The terms of an école's claim, where the bodies of law set them apart (the clock's
« ecole-claim » and « hole-de-trop », :data:`.clock.CLOCK`): Guiton ends the victim's right
with his throw (III « Époque où les écoles sont consommées »), Lebrun with his play after it
(« si vous avez joué depuis », « Du privilège de s'en aller »). Each function asks the clock
for the record's body of law and says, where the bodies part, the other opinion. What the
victim who only wiped the excess chose is said by one function, whichever term closed his
choice (:func:`wiped_not_marked`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock
from arbiter.engine.clock import At, Final
from arbiter.engine.ecole_laws import DOUBLE_KEPT, DOUBLE_REPRIS, FACULTATIVE
from arbiter.engine.findings import until_played, until_throw
from arbiter.engine.marks import set_side
from arbiter.engine.regimes import (
    AVANT_DE_TOUCHER_LEBRUN,
    DELAI_LEBRUN,
    EFFACER_SUFFIT_LEBRUN,
    ENVOI_FACULTATIF_LEBRUN,
    EPOQUE,
    LEBRUN,
    excess_only_wiped,
)
from arbiter.engine.table import Pending, Term
from arbiter.engine.turn import Series
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import OpenEcole


@applies(EPOQUE)
def claim_outlives_throw(replay: Replay, ecole: OpenEcole, line: int) -> bool:
    """The victim of an open école throws (``line``) without having marked it: whether he may
    still mark it. Guiton: no, the throw ends the right (« Époque où les écoles sont
    consommées »). Lebrun's clock sets another term (:mod:`.clock`): the right lasts until
    he has played. A second throw ends it under both, unless he left on the first without
    playing (:func:`_left_without_playing`). The bodies part only if he claims it before
    playing, or the record stops there (:func:`claim_after_throw`)."""
    if ecole.thrown_at is not None and not _left_without_playing(replay, ecole):
        return False
    ecole = replay.revise_ecole(ecole, ecole.thrown(line))
    return _until_played(replay, Final.ECOLE_CLAIM) and _claim_until_played(replay, ecole, line)


def _left_without_playing(replay: Replay, ecole: OpenEcole) -> bool:
    """The victim left on the throw after which the école was made, playing nothing, and now
    throws first in the new relevé (« Celui qui s'en va, a le dé »): the turn never passed and
    he has not « joué depuis » (Lebrun); for Guiton this is his throw for the next coup."""
    last = next((c for c in reversed(replay.coups) if not c.void), None)
    return last is not None and last.line == ecole.thrown_at and last.thrower is ecole.victim \
        and last.leaving is not None and not last.moves


@applies(EPOQUE, DELAI_LEBRUN)
def rethrow_keeps_claim(replay: Replay, ecole: OpenEcole, line: int) -> None:
    """The victim of an open école throws again a throw that was void: that is the same coup
    thrown again, not « les dés pour le coup suivant » (Guiton's term), so his right stands;
    where the clock gives Lebrun's term (« si vous avez joué depuis ») his play still ends it.
    The bodies part here (Guiton's term his next throw, Lebrun's his play)."""
    replay.findings.diverge(EPOQUE)
    if _until_played(replay, Final.ECOLE_CLAIM):
        _claim_until_played(replay, replay.revise_ecole(ecole, ecole.thrown(line)), line)


@applies(DELAI_LEBRUN)
def _claim_until_played(replay: Replay, ecole: OpenEcole, line: int) -> bool:
    """« Remarquez que vous ne pouvez plus envoyer votre adversaire à l'école du jeton, ou des
    points oubliés, ou marqués mal à propos, si vous avez joué depuis » (Lebrun, « Du privilège
    de s'en aller »): his throw leaves the victim's right open until he plays."""
    replay.revise_ecole(ecole, ecole.until_play())
    return True


@applies(EPOQUE, DELAI_LEBRUN)
def claim_after_throw(replay: Replay, colour: Colour) -> None:
    """``colour`` claims an école (or the record ends) after throwing without having marked it
    and before playing: here Guiton's throw has ended his right and Lebrun's has not, so the
    bodies of law part (recorded, for the other opinion). ``until_played`` is set at his throw
    only where the clock gives Lebrun's term (:func:`claim_outlives_throw`)."""
    for ecole in replay.open_ecoles:
        if _played_since_made(replay, ecole, colour):
            replay.findings.diverge(EPOQUE)
            replay.revise_ecole(ecole, ecole.claimed_after_his_play())
            continue
        if ecole.victim is colour and ecole.thrown_at is not None and not ecole.played_since \
                and ecole.claimed < ecole.points and not _made_after_throw(ecole):
            replay.findings.diverge(EPOQUE)
            if not ecole.until_played or ecole.lapsed:
                continue
            said = say("regimes.delai-lebrun", line=ecole.thrown_at, colour=colour,
                       fault_by=ecole.fault.by)
            if all(step.text != said for step in replay.findings.trace):
                replay.findings.law(DELAI_LEBRUN, said.fr, said.en)


@applies(EPOQUE, DELAI_LEBRUN)
def excess_outlives_offender_throw(replay: Replay, ecole: OpenEcole, line: int) -> bool:
    """The author of an école par trop throws the dice for the next coup (``line``) before its
    victim marked it: whether the victim may still. Guiton: no, « Il faut marquer les écoles
    par trop, avant de jeter les dés pour le coup suivant », whoever throws them, and the
    author « acquiert alors le droit de les garder » (« Époque où les écoles sont
    consommées »). Lebrun's term is the victim's own play: « vous ne pouvez plus envoyer votre
    adversaire à l'école ... des points ... marqués mal à propos, si vous avez joué depuis »
    (« Du privilège de s'en aller »); the author's throw does not end it, the victim's throw
    and play then do (:func:`claim_outlives_throw`, :func:`claims_end_with_play`). The
    bodies part here. True when the right outlives the throw."""
    replay.findings.diverge(EPOQUE)
    if not _until_played(replay, Final.ECOLE_CLAIM):
        return False
    ecole = replay.revise_ecole(ecole, ecole.until_play())
    replay.findings.law(DELAI_LEBRUN, *both("regimes.excess-outlives-throw", line=line,
                                            colour=ecole.fault.by, victim=ecole.victim))
    return True


def _until_played(replay: Replay, final: Final) -> bool:
    """Whether the record's body of law lets ``final`` last past the victim's throw, until his
    play."""
    return clock.term(replay.record.lois, final).at is At.VICTIM_PLAYS


@applies(EPOQUE, DELAI_LEBRUN)
def ecole_term(replay: Replay, ecole: OpenEcole) -> tuple[Msg, tuple[str, ...]]:
    """The term of the victim's option on an école still open when the record ends, and the
    law that sets it beyond his throw, if one does. The clock's (:mod:`.clock`): until he
    throws under Guiton, until he has played under Lebrun (« si vous avez joué depuis »),
    whether or not he has thrown yet; the bodies part here, and the ruling names the other
    opinion, beside the decision: the article that decided the école leads the citations."""
    replay.findings.diverge(EPOQUE, beside=True)
    if _until_played(replay, Final.ECOLE_CLAIM):
        return until_played(ecole.victim), (DELAI_LEBRUN,)
    return until_throw(ecole.victim), ()


def _played_since_made(replay: Replay, ecole: OpenEcole, colour: Colour) -> bool:
    """``colour`` claims an école made against him after his throw, in his own coup, and has
    played a dame since it was made, the dice not yet thrown for the next coup: Guiton's term
    (« avant de jeter les dés pour le coup suivant ») has not come, Lebrun's (« si vous avez
    joué depuis ») has. The bodies part on this claim, whichever the record names."""
    coup = replay.coup
    act = ecole.fault.act
    return (coup is not None and not coup.void and coup.thrower is colour
            and ecole.victim is colour and act is not None and act > coup.line
            and not ecole.lapsed and ecole.claimed < ecole.points
            and any(m.line > act for m in coup.moves))


def _made_after_throw(ecole: OpenEcole) -> bool:
    """The école was made after its victim's throw, in his own coup (the opponent marking de
    trop while he marks and plays): he did not throw « sans avoir marqué » it, and marking it
    before he plays is in time under both bodies of law (Guiton's term is the dice thrown for
    the next coup, Lebrun's his play): nothing parts them yet."""
    return ecole.fault.act is not None and ecole.thrown_at is not None \
        and ecole.fault.act > ecole.thrown_at


@applies(DELAI_LEBRUN, FACULTATIVE)
def claims_end_with_play(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` plays (a dame of his played on ``line``): an école he kept the right to mark
    past his throw (Lebrun) can no longer be marked; the offender keeps his excess or no longer
    owes it. A dame touched or lifted, not yet played, does not end it: Lebrun's term is « si
    vous avez joué depuis », and where a touch ends a right he says « touché » (« pourvu que vous
    n'ayez pas touché votre bois, joué le dé », « Des Ecoles »; « On doit aussi ne pas toucher
    ni jouer son bois », « Du privilège de s'en aller »), as the bredouille de jetons is lost
    « sitôt qu'il a joué le dé ou son bois », not at a touch (:mod:`.ecoles`)."""
    for ecole in replay.open_ecoles:
        if ecole.victim is not colour or ecole.thrown_at is None or ecole.played_since:
            continue
        ecole = replay.revise_ecole(ecole, ecole.played())
        if ecole.until_played and not ecole.lapsed and ecole.claimed < ecole.points:
            ecole = replay.revise_ecole(ecole, ecole.lapsed_by(line))
            wiped = ecole.only_wiped
            if wiped and not ecole.claimed:
                # « vous les effacez et cela suffit »: what he chose is concluded first; the
                # term that closed his choice comes after it (lj-06)
                wiped_not_marked(replay, ecole, line)
            replay.findings.conclude(*both(
                "ecoles.partial-lapsed.play" if ecole.claimed else
                "ecoles.wiped-only-lapsed.play" if wiped else
                "regimes.delai-lebrun.2" if ecole.par_trop else "regimes.delai-lebrun.3",
                line=line, colour=colour, fault_by=ecole.fault.by,
                rest=ecole.points - ecole.claimed), DELAI_LEBRUN, line)
    for pending in list(replay.pending):
        # the hole de trop Lebrun let him warn of until his play (:func:`hole_until_played`)
        if pending.kind == DOUBLE_REPRIS and pending.colour is colour.opponent \
                and pending.term is Term.OWN_THROW and pending.points > 0:
            replay.pending.remove(pending)
            _hole_kept(replay, pending, line, DELAI_LEBRUN)


@applies(FACULTATIVE, EFFACER_SUFFIT_LEBRUN, ENVOI_FACULTATIF_LEBRUN)
def wiped_not_marked(replay: Replay, ecole: OpenEcole, line: int | None = None) -> None:
    """The victim of an école par trop took its excess off by hand and marked nothing: that is
    the choice the law leaves him (Guiton III « On n'est pas obligé de marquer une école… »: « on
    se contente d'effacer les points qui ont été marqués de trop »; Lebrun « vous les effacez et
    cela suffit »). Said under the article that says it of that very case, the general option
    cited after it (:func:`.regimes.excess_only_wiped`); under Lebrun the record shows his
    sentence's case, which is not said of every école the option is (an école par moins): it is
    met here, and so cited (:data:`.bodies.CITED_WHERE_MET`). ``line``: the act that closed his
    choice (his play), where what he chose is concluded there, before the term, so that a
    dispute over the wiping is answered by it (lj-06); without it, a step of the reasoning (his
    throw, after the term; the record's end)."""
    laws = excess_only_wiped(replay)
    if EFFACER_SUFFIT_LEBRUN in laws:
        replay.findings.meet(EFFACER_SUFFIT_LEBRUN)
    said = both("ecoles.excess-wiped-not-marked", victim=ecole.victim, fault_by=ecole.fault.by,
                points=ecole.points)
    if line is None:
        replay.findings.law_first(laws, *said)
    else:
        replay.findings.conclude(*said, laws[0], line)
        replay.findings.cite(*laws[1:])


@applies(DELAI_LEBRUN)
def hole_until_played(replay: Replay, pending: Pending, thrower: Colour, line: int) -> bool:
    """``thrower`` throws (``line``) while the hole de trop of his opponent's trou pegged double
    for simple, which the ruling takes back (``pending``), has not been taken back by his own
    hand: whether the victim's right outlives his throw.

    Guiton: no, the offender keeps the hole (« acquiert alors le droit de les garder »,
    « Époque où les écoles sont consommées »; :func:`.trou_double.double_kept_at_throw`).
    Lebrun puts his rule in its place: the victim has only to warn him (« il faut se borner à l'en
    avertir », « Des Ecoles »), and may do so until he has played since (« Du privilège de
    s'en aller »): the correction stands until his play (:func:`claims_end_with_play`). The
    term is the clock's (:mod:`.clock`). Asked under both bodies, the point where they part.
    True when the throw does not end the right."""
    replay.findings.diverge(EPOQUE)
    if not _until_played(replay, Final.HOLE_DE_TROP):
        return False
    if pending.term is Term.OPPONENT_THROW:
        replay.revise_pending(pending, kind=DOUBLE_REPRIS, term=Term.OWN_THROW)
        replay.findings.law(DELAI_LEBRUN, *both("regimes.hole-until-played", line=line,
                                                colour=thrower, other=pending.colour))
    return True


def kept_in_series(replay: Replay, colour: Colour, line: int) -> None:
    """The hole de trop of ``colour``'s trou pegged double is now his, by the victim's act of
    ``line``: his series remembers it while the trous stand as they are, for a dispute of that
    bredouille coming later still; and the decision no longer says that trou simple."""
    replay.series_does(colour, Series.double_kept,
                       (replay.score.of(colour).trous, replay.score.of(colour.opponent).trous),
                       line)
    simple = Msg(*both("paroles.bredouille-contested.simple.decision", other=colour))
    findings = replay.findings
    findings.decision[:] = [m for m in findings.decision if m != simple]
    findings.decided_by[:] = [(m, law) for m, law in findings.decided_by if m != simple]


def _hole_kept(replay: Replay, pending: Pending, line: int, law: str) -> None:
    """The victim's term (Lebrun's) has passed: the hole de trop the ruling took back is the
    offender's."""
    side = replay.score.of(pending.colour)
    set_side(replay, pending.colour, trous=side.trous + pending.points)
    # kept as Guiton's term keeps it (:func:`.trou_double.double_kept_at_throw`): the victim's
    # later taking back of that hole is too late, not a correction
    replay.pending.append(Pending(DOUBLE_KEPT, pending.colour, Term.OWN_THROW, line,
                                  pending.points, law))
    kept_in_series(replay, pending.colour, line)
    replay.findings.conclude(*both("regimes.hole-kept", line=line, colour=pending.colour.opponent,
                                   other=pending.colour), law, line)


A_FAUX_LEBRUN = "lebrun.ecole-a-faux"


@applies(EPOQUE, AVANT_DE_TOUCHER_LEBRUN, A_FAUX_LEBRUN)
def marked_within_term(replay: Replay, colour: Colour, due: int, line: int,
                       own: bool) -> None:
    """``colour`` marked all ``due`` points the coup gave him, the last on ``line``, before the
    act that would have consummated his omission, and the dispute says, by another's mouth,
    that he marked too late: the article that sets that term answers the claim and decides
    (Guiton III « Époque où les écoles sont consommées »: « L'école par omission est consommée
    du moment où celui qui la fait a jeté les dés, si les points omis proviennent du coup de
    l'adversaire; ou bien du moment où il a touché ses dames, s'ils proviennent de son propre
    coup »). Under Lebrun his sentence on each term: the touch for his own throw's points
    (« car après que l'on a touché ses dames, on n'y est plus reçu »), the throw for what the
    opponent gives him (« et jette le dé sans l'avoir marqué, vous marquez pour vous ce qui
    était à lui », « De la Manière de marquer les points »). Said only where the claim is of
    lateness (« trop tard »), of his marking, not the claimant's own, nor of an école."""
    dispute = replay.dispute
    name = replay.record.header(colour.value.capitalize()) or ""
    # an école claimed too late is its victim's term (:func:`claim_outlives_throw`), not this
    if dispute is None or not dispute.says_too_late() or dispute.pleads((colour.value, name)) \
            or "ecole" in dispute.claim:
        return
    law = EPOQUE
    if replay.record.conduct_lois == LEBRUN:
        law = AVANT_DE_TOUCHER_LEBRUN if own else A_FAUX_LEBRUN
    said = both("ecoles.marked-within-term.own" if own else "ecoles.marked-within-term.received",
                line=line, colour=colour, other=colour.opponent, due=due)
    replay.findings.law(law, *said)
    replay.findings.decide(*both("ecoles.marked-within-term.decision", colour=colour,
                                 line=line), law)
