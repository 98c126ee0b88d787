"""The laws of marking: écoles par moins and par trop, fausse école, and their claims.

Guiton ch. III, « Des écoles ». A side that marks fewer points than his throw (or his
opponent's) gave him makes an école par moins, consummated when he touches a dame for his own
throw, or throws the dice for points the opponent gave him (« Époque où les écoles sont
consommées »). A side that marks more makes an école par trop, consummated as soon as the jeton
is abandoned. The opponent may mark either (it is optional, but wholly or not at all); marking
an école that was not made is itself an école (« Fausse école »).

Each side's marking for a coup is kept in a :class:`~arbiter.engine.window.Window`: what he was
due and what his own acts marked. A window is judged when it is consummated, or at the end of
the record, where an omission not yet consummated is reported as such (« école impossible à
marquer »).

The family is split by what the laws read: the jeton (:mod:`.jetons`), the fichet
(:mod:`.trous`), the judging of a window (:mod:`.judging`), the claims of écoles
(:mod:`.claims`); this module holds the moments that close a window and the family's table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import BOTH, Colour
from arbiter.engine import ecole_terms, jeton_left, points_left, regimes, sortie
from arbiter.engine.claims import ecole_marked, excess_off_first, on_mark_ecole
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.ecole_laws import (
    BREDOUILLE_DE_JETONS,
    FACULTATIVE,
    IMPOSSIBLE,
    OUBLI_EFFACER,
    POINTS_DE_SORTIE,
    TROU_FORGOTTEN,
)
from arbiter.engine.excess import distinct_ecoles
from arbiter.engine.jetons import on_mark, on_set_jeton
from arbiter.engine.judging import judge_window
from arbiter.engine.marks import (
    EPOQUE,
    OpenEcole,
    set_side,
    undo_excess,
    wipe,
)
from arbiter.engine.partie_won import partie_won_at_the_end
from arbiter.engine.table import Pending, Term
from arbiter.engine.trou_double import double_kept_at_throw
from arbiter.engine.trous import on_mark_trous
from arbiter.engine.trous_back import on_unmark_trous
from arbiter.engine.turn import Series
from arbiter.engine.window import Window
from arbiter.engine.wipes import on_efface, wiped_only
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.ruling import Option
    from arbiter.score import Score

NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"

# -- consummation -----------------------------------------------------------------------------
def consummate(replay: Replay, colour: Colour, line: int, how: Msg) -> None:
    """``colour``'s marking window for the current coup is closed by the act on ``line``."""
    window = replay.window(colour)
    if window is None or window.closed:
        return
    window.close(by=line)
    _trou_not_pegged(replay, window, line)
    _bredouille_with_one_jeton(replay, window, line)
    judge_window(replay, window, consummated=True, line=line, how=how)


@applies(BREDOUILLE_DE_JETONS)
def _bredouille_with_one_jeton(replay: Replay, window: Window, line: int) -> None:
    """Second to score, he marked with one jeton and his coup is consummated (his dames played
    if he marked first, his dice thrown if he marked second): he has lost the bredouille, and
    neither side has it (Guiton III, « Quand on perd le droit de prendre la bredouille de
    jetons »). A dame touched is not a dame played: the thrower who touched one may still join
    the jeton until he plays (Guiton: « tant qu'il n'a pas joué ses dames »; Lebrun, « De la
    Bredouille »: « sitôt qu'il a joué le dé ou son bois »), so his right ends with his first
    dame played (:func:`bredouille_lost_at_play`)."""
    colour = window.side
    turn = replay.turn_marks(colour, window.turn)   # the marks of that coup's turn
    if turn.one_jeton_line is None:
        return
    coup = replay.coup
    if coup is not None and coup.thrower is colour and coup.windows.get(colour) is window \
            and not coup.moves:
        return
    replay.revise_turn(colour, turn, turn.one_jeton(None))
    side = replay.score.of(colour)
    if side.bredouille:
        set_side(replay, colour, bredouille=False)
    replay.series_does(colour, Series.forfeited, replay.score.of(colour).points,
                       (replay.score.of(colour).trous,
                        replay.score.of(colour.opponent).trous))
    replay.findings.law(BREDOUILLE_DE_JETONS,
                        *both("ecoles.bredouille-one-jeton", line=line, colour=colour))


@applies(BREDOUILLE_DE_JETONS)
def bredouille_lost_at_play(replay: Replay, line: int) -> None:
    """The thrower plays a dame, his marking closed earlier by a touch: if he marked second with
    one jeton and has not joined the other, the bredouille is lost now (see
    :func:`_bredouille_with_one_jeton`)."""
    coup = replay.coup
    window = coup.windows.get(coup.thrower) if coup is not None else None
    if window is not None and window.closed:
        _bredouille_with_one_jeton(replay, window, line)


def _trou_is_the_excess(replay: Replay, window: Window) -> bool:
    """His jeton went past twelve for a trou the coup does not win: that trou is the excess of
    an école par trop he made (its undoing takes it back, « Points effacés mal à propos »), not
    a trou won and forgotten at the fichet."""
    return window.expected_trous == 0 and any(
        e.fault.by is window.side and e.par_trop and e.restore_trous is not None
        for e in replay.open_ecoles)


@applies("guiton.III.ecole-d-ecole", "guiton.III.trou-oublie", "guiton.III.trous-demarques",
         OUBLI_EFFACER)
def _trou_not_pegged(replay: Replay, window: Window, line: int) -> None:
    """His jeton went past twelve as he marked, but he did not move his fichet before his coup
    was consummated: moving the jeton marked the points, not the trou, which is lost — with no
    école (Guiton III, « Ecole d'école; école de trou »: « … marque ce reste, mais oublie de
    marquer le trou »; « On ne peut plus marquer un trou oublié lorsqu'on a touché ses dames ou
    jeté les dés »)."""
    colour = window.side
    turn = replay.turn_marks(colour, window.turn)   # the marks of that coup's turn
    lost = min(turn.carried_trous, turn.trou_credit)
    if _trou_is_the_excess(replay, window):
        return      # no trou was won: the one his jeton marked goes with the école par trop
    if not lost and not (turn.carried_past_twelve and window.fichet <= 0):
        return
    replay.revise_turn(colour, turn, turn.carried_lost(lost))
    if lost:
        side = replay.score.of(colour)
        set_side(replay, colour, trous=max(0, side.trous - lost))
    # his fichet moved back instead of forward: the article on trous démarqués mal à propos
    # says which trous he may still take back once his coup is consummated (« que les trous
    # anciennement acquis, et non ceux nouvellement gagnés »); else the trou is only forgotten
    law = "guiton.III.trous-demarques" if window.fichet != 0 else "guiton.III.trou-oublie"
    if window.expected_trous > window.fichet:
        # pegged later, in the opponent's coup or, when his throw consummated it, in his own,
        # that hole is this lost trou (trous.on_mark_trous): it outlives the throw that may
        # have consummated it, until his next after the opponent's
        replay.pending.append(Pending(TROU_FORGOTTEN, colour, Term.OWN_THROW_AFTER_OPPONENT,
                                      line, window.expected_trous - window.fichet, law))
    # the trou forgotten is the case of Lebrun's own article where his law rules (« d'un trou
    # que l'adversaire aurait oublié de marquer »), not a fichet moved back
    replay.findings.law(regimes.trou_forgotten(replay) if window.fichet == 0
                        else "guiton.III.ecole-d-ecole", *both(
        "ecoles.trou-not-pegged" if window.fichet == 0 else "ecoles.trou-moved-back",
        line=line, colour=colour))
    replay.findings.cite(law)
    if law != "guiton.III.trous-demarques" and window.expected_trous > 0 \
            and replay.score.of(colour).points > 0:
        # his reste marked and the trou forgotten: the case that article likens its own to
        # (« Les deux cas que nous venons de citer sont assimilés à celui où un joueur ayant à
        # marquer un ou plusieurs trous et des points de reste, se contente de marquer les
        # points, mais oublie de marquer les trous »), cited after the trou forgotten's
        replay.findings.cite("guiton.III.trous-demarques")
    left = replay.pending_of("wipe-owed", colour)
    if left is not None and left.points > 0:
        # the jeton marked the trou, which took the opponent's points with it (trous.
        # wipe_by_the_trou): the fichet forgotten does not bring them back
        replay.findings.law(OUBLI_EFFACER, *both(
            "ecoles.points-gone-with-the-jeton-trou", line=left.line, colour=colour,
            opp=colour.opponent, points=left.points))
        replay.findings.decide(*both(
            "ecoles.points-gone.decision", colour=colour, opp=colour.opponent,
            points=left.points), OUBLI_EFFACER)


@applies(IMPOSSIBLE, NON_JOUEUR)
def invited(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` invites his opponent to throw: his omissions are consummated as by a throw
    (« École impossible à marquer »). The opponent's are not: what ``colour``'s throw gave
    him and he has not marked yet is an école only when he throws (III « Celui qui ne joue
    pas, et qui par erreur lève ses dames, ne fait pas école »: « il n'y a que le jet des dés
    qui, en pareil cas, détermine l'école »; Lebrun « Des Ecoles », alike), and the ruling says
    so where he had not."""
    how = say("ecoles.invited")
    other = replay.window(colour.opponent)
    if other is not None and not other.closed and other.due > other.marked:
        other.invited(line)
        replay.findings.law(NON_JOUEUR, *both(
            "ecoles.invited.not-the-other", line=line, colour=colour, other=colour.opponent,
            short=other.due - other.marked))
    window = replay.window(colour)
    if window is not None and not window.closed \
            and regimes.invitation_consummates(replay, colour, line):
        consummate(replay, colour, line, how)
        replay.findings.cite(IMPOSSIBLE)
    for pending in list(replay.pending_windows):
        if pending.side is colour:
            replay.pending_windows.remove(pending)
            pending.close()
            judge_window(replay, pending, consummated=True, line=line, how=how)
            replay.findings.cite(IMPOSSIBLE)


# -- the end of a coup ------------------------------------------------------------------------
def at_close(replay: Replay, coup, *, at_end: bool, next_thrower: Colour | None) -> None:
    """Windows still open are judged: consummated by the next throw of their side, or left
    unconsummated at the end of the record."""
    if at_end:
        _wipe_wrong_marks(replay)
    for colour, window in coup.windows.items():
        if window.closed:
            continue
        if at_end:
            judge_window(replay, window, consummated=False, line=None)
            window.close()
        elif next_thrower is colour:
            window.close()
            _trou_not_pegged(replay, window, replay.next_line)
            _bredouille_with_one_jeton(replay, window, replay.next_line)
            judge_window(replay, window, consummated=True, line=replay.next_line,
                         how=say("ecoles.at-close"))
        else:
            replay.pending_windows.append(window)


def _wipe_wrong_marks(replay: Replay) -> None:
    """At the end of the record, before anything is credited: the points of a fausse école are
    wiped while its victim may still claim it (marking them is his option), so that nothing
    credited then (points the winner of a trou left, an école) rests on them. Once his right
    has lapsed at its term (his throw; Lebrun: his play) they are its author's: « celui qui
    aurait marqué plus de points ou de trous qu'il ne devait en marquer acquiert alors le droit
    de les garder » (Guiton III « Époque où les écoles sont consommées »), a fausse école being
    points marked that he did not have."""
    for ecole in replay.open_ecoles:
        if kept_by_its_author(ecole):
            continue
        if ecole.wrong_trous is not None:
            _wipe_wrong_trous(replay, ecole.fault.by, *ecole.wrong_trous)
            ecole = replay.revise_ecole(ecole, ecole.wrong_all_wiped())
        if ecole.wrong_marks:
            wipe(replay, ecole.fault.by, ecole.wrong_marks)
            replay.revise_ecole(ecole, ecole.wrong_all_wiped())


def kept_by_its_author(ecole: OpenEcole) -> bool:
    """Whether the points a fausse école marked stay with its author: its victim's right ended
    at its term, by a throw (or, under Lebrun, a play) of his, without his marking or wiping
    them (III « Époque où les écoles sont consommées »)."""
    return ecole.fault.kind is FaultKind.FAUSSE_ECOLE and ecole.lapsed \
        and ecole.lapsed_at is not None and not ecole.forfeited and ecole.declined_at is None


def _wipe_wrong_trous(replay: Replay, by: Colour, marked: Score, sound: Score) -> None:
    """The points of a fausse école reached a trou: its trous go, with the wiping of the
    victim's points that it did, as if only its sound part had been marked (the differences
    between the two scores, so that what was marked since stands)."""
    for side in (by, by.opponent):
        now, was, ought = replay.score.of(side), marked.of(side), sound.of(side)
        replay.score = replay.score.with_side(side, now.evolve(
            points=max(0, now.points + ought.points - was.points),
            trous=max(0, now.trous + ought.trous - was.trous),
            bredouille=ought.bredouille if now.points == was.points else now.bredouille))


@applies(EPOQUE, FACULTATIVE)
def before_throw(replay: Replay, thrower: Colour, line: int) -> None:
    """A side that throws consummates his own pending omissions and loses his claims."""
    # the throw that replaces a void one is the same coup thrown again, not the next coup
    rethrow = replay.coup is not None and replay.coup.void and replay.coup.thrower is thrower
    sortie.consummate_wipes(replay, thrower, line)
    wiped_only(replay, thrower)
    double_kept_at_throw(replay, thrower, line)
    for window in list(replay.pending_windows):
        if window.side is thrower:
            replay.pending_windows.remove(window)
            window.close()
            _trou_not_pegged(replay, window, line)
            _bredouille_with_one_jeton(replay, window, line)
            judge_window(replay, window, consummated=True, line=line,
                         how=say("ecoles.before-throw"))
    for ecole in replay.open_ecoles:
        if ecole.fault.act is not None and ecole.fault.act > line:
            # an école made after this throw (a throw before the end of the opponent's coup,
            # settled only when its thrower begins his own): it cannot end a right to mark
            # what did not yet exist; his next throw is its term
            continue
        if ecole.victim is not thrower and not ecole.lapsed and ecole.claimed < ecole.points \
                and ecole.fault.kind == FaultKind.ECOLE_PAR_TROP and ecole.fault.by is thrower \
                and not rethrow:
            if not ecole_terms.excess_outlives_offender_throw(replay, ecole, line):
                _par_trop_kept(replay, ecole, line)
            continue
        if ecole.victim is thrower and not ecole.lapsed and ecole.claimed < ecole.points:
            if rethrow:
                # the throw again of a void one is not « le coup suivant »: an école made
                # since the void throw may still be marked by its victim who throws again
                ecole_terms.rethrow_keeps_claim(replay, ecole, line)
                continue
            if ecole_terms.claim_outlives_throw(replay, ecole, line):
                continue
            ecole, = replay.current([ecole])    # as his throw left it
            ecole = replay.revise_ecole(ecole, ecole.lapsed_by(line))
            if ecole.claimed:
                # marked in part: the rest is not his to add any more, and the offender's
                # choice of requiring the whole stands (« Une école n'est pas divisible »)
                replay.findings.conclude(*both(
                    "ecoles.partial-lapsed.throw", line=line, colour=thrower,
                    fault_by=ecole.fault.by, rest=ecole.points - ecole.claimed), EPOQUE, line)
                continue
            if ecole.only_wiped:
                # he wiped the excess and marked nothing: « on se contente d'effacer les points
                # qui ont été marqués de trop »; the offender keeps nothing
                replay.findings.conclude(*both(
                    "ecoles.wiped-only-lapsed.throw", line=line, colour=thrower,
                    fault_by=ecole.fault.by), EPOQUE, line)
                ecole_terms.wiped_not_marked(replay, ecole)   # said after the term
                continue
            # a fausse école's points not wiped are his excess too (kept_by_its_author)
            excess = ecole.par_trop or ecole.wrong_marks > 0
            keep = "garde l'excédent" if excess else "ne la doit plus"
            keep_en = "keeps the excess" if excess else "no longer owes it"
            replay.findings.conclude(
                f"{thrower} a jeté les dés (ligne {line}) sans marquer l'école de "
                f"{ecole.fault.by} : le droit est perdu, {ecole.fault.by} {keep}.",
                f"{thrower} threw the dice (line {line}) without marking {ecole.fault.by}'s "
                f"école: the right is lost, {ecole.fault.by} {keep_en}.", EPOQUE, line)


@applies(EPOQUE)
def _par_trop_kept(replay: Replay, ecole: OpenEcole, line: int) -> None:
    """The one who marked too much throws the dice for the next coup before his école par trop
    is marked: « Il faut marquer les écoles par trop, avant de jeter les dés pour le coup
    suivant, sans quoi on n'y est plus reçu », and he « acquiert alors le droit de les garder »
    (Guiton III, « Époque où les écoles sont consommées ») — whoever throws them."""
    replay.revise_ecole(ecole, ecole.lapsed_by(line))
    replay.findings.conclude(*both("ecoles.par-trop-kept", line=line, colour=ecole.fault.by,
                                   victim=ecole.victim, points=ecole.points), EPOQUE, line)


@applies(POINTS_DE_SORTIE, EPOQUE)
def on_nouveau_releve(replay: Replay, act: A.NouveauReleve) -> None:
    """The dames go back to the pile: the side who bore his off first had to mark the points
    of his sortie before touching them for it; an omission is consummated now (Guiton VII,
    « Points que gagne celui qui parvient le premier à sortir toutes ses dames »: « il doit
    sous peine d'école les marquer avant de toucher ses dames pour les remettre à la pile »).
    The dice family has closed the coup already, so his window is among the pending ones."""
    if not replay.judge_marks or replay.sortie_by is None:
        return
    _sortie_marks_consummated(replay, replay.sortie_by, act.span.line, say("ecoles.repiled"))


@applies(POINTS_DE_SORTIE, EPOQUE)
def on_empile(replay: Replay, act: A.Empile) -> None:
    """He puts *his* dames back on the pile: if he is the one who bore his off first, he has
    touched his dames « pour les remettre à la pile » and an omission of his sortie's points is
    consummated now (Guiton VII « Points que gagne celui qui parvient le premier à sortir toutes
    ses dames »). The other player's re-piling touches nothing of his: his marking stays open
    until he throws or re-piles himself."""
    if not replay.judge_marks or replay.sortie_by is None or act.actor is not replay.sortie_by:
        return
    _sortie_marks_consummated(replay, act.actor, act.span.line, say("ecoles.empiled"))


def _sortie_marks_consummated(replay: Replay, side: Colour, line: int, how: Msg) -> None:
    """The marking of ``side``'s last coup (his sortie) is consummated by re-piling: each of
    his pending windows is closed and judged, the sortie's article cited where he fell short."""
    for window in list(replay.pending_windows):
        if window.side is not side:
            continue
        replay.pending_windows.remove(window)
        window.close()
        if window.shortfall > 0:
            replay.findings.cite(POINTS_DE_SORTIE)
        judge_window(replay, window, consummated=True, line=line, how=how)


@applies(FACULTATIVE)
def finish(replay: Replay) -> None:
    """At the end of the record: pending windows are not consummated; écoles still open
    become options of their victims."""
    _wipe_wrong_marks(replay)
    points_left.finish(replay)
    sortie.unrepaired_wipes(replay)
    wiped_only(replay, None)
    distinct_ecoles(replay)
    for colour in BOTH:
        ecole_terms.claim_after_throw(replay, colour)
    for window in replay.pending_windows:
        window.close()
        judge_window(replay, window, consummated=False, line=None)
    replay.pending_windows.clear()
    jeton_left.at_end(replay)
    credits: list[tuple[OpenEcole, int]] = []
    marked: list[Option] = []
    for ecole in replay.open_ecoles:
        rest = ecole.points - ecole.claimed
        if ecole.lapsed or rest <= 0 or ecole.claimed or ecole.declined_at is not None:
            continue   # a partly marked école is the offender's option (see _partial); one
            # its victim said he would not mark, and did not mark after all, is not marked
        # the victim who wiped the points marked de trop by hand and did not mark them has
        # used the choice the law leaves him (« on se contente d'effacer les points… »)
        default = not ecole.only_wiped
        if not default:
            ecole_terms.wiped_not_marked(replay, ecole)
        # two écoles alike (same victim, offender and points) are told apart by their line
        alike = sum(1 for e in replay.open_ecoles
                    if (e.victim, e.fault.by, e.points - e.claimed) == (ecole.victim,
                                                                         ecole.fault.by, rest)
                    and not e.lapsed and not e.claimed)
        subject = (say("ecoles.finish.line", victim=ecole.victim, rest=rest,
                       fault_by=ecole.fault.by, line=ecole.fault.act)
                   if alike > 1 and ecole.fault.act is not None else
                   say("ecoles.finish", victim=ecole.victim, rest=rest, fault_by=ecole.fault.by))
        term, term_laws = ecole_terms.ecole_term(replay, ecole)
        option = replay.findings.option(
            ecole.victim, subject,
            [("marquer", say("ecoles.finish.2"), default),
             ("ne-pas-marquer", Msg("ne pas la marquer" + (" (l'excédent est effacé)"
                                                           if ecole.par_trop else ""),
                                    "not mark it" + (" (the excess is wiped)"
                                                     if ecole.par_trop else "")),
              not default)],   # wiping without marking: his choice so far stands
            (FACULTATIVE, *ecole.fault.laws, *term_laws), term, assumes_default=default)
        if not default:
            continue
        marks = replay.chosen(option) == "marquer"
        if marks:
            excess_off_first(replay, [ecole], rest)
            ecole, = replay.current([ecole])
        if ecole.par_trop:
            # marked or not, the excess is wiped (« on se contente d'effacer les points qui
            # ont été marqués de trop »)
            undo_excess(replay, ecole, ecole.points)
        if marks:
            credits.append((ecole, rest))
            marked.append(option)
    # every mark made wrongly is off the tablier before any école is credited: points marked
    # de trop never count toward what their author marks (« on se contente d'effacer les
    # points qui ont été marqués de trop »), so a victim who is himself an offender reaches
    # no trou on his own excess
    replay.settle_step()
    for ecole, rest in credits:
        before = replay.score.of(ecole.victim)
        replay.score = replay.marking.add_points(replay.score, ecole.victim, rest)
        ecole_marked(replay, ecole.victim, [ecole], rest, before, None)
    partie_won_at_the_end(replay, frozenset(ecole.victim for ecole, _ in credits),
                          tuple(marked))



# -- what a throw brings into play ------------------------------------------------------------
@applies("guiton.III.marque-des-points", "guiton.III.trou-sans-bouger")
def order_of_marking(replay: Replay, coup) -> None:
    """A throw that gives points to both sides: the order of marking; twelve points at once
    to a side that has points: the trou sans bouger."""
    line = coup.line
    if coup.due(coup.thrower) and coup.due(coup.thrower.opponent):
        # the impuissance is named only when the throw gives points for one (« Les points que
        # l'on gagne à raison de l'impuissance … se marquent après les autres »)
        impuissance = any(i.kind == "impuissance" for i in coup.items)
        replay.findings.law(
            "guiton.III.marque-des-points",
            *both("ecoles.order-of-marking" if impuissance else "ecoles.order-of-marking.vrai",
                  line=line, thrower=coup.thrower))
        _order_decides_the_trou(replay, coup)
    thrower = coup.thrower
    thrower_trou = replay.score.of(thrower).points + coup.due(thrower) >= POINTS_PER_TROU
    for colour in BOTH:
        # « douze ou vingt-quatre points » (ch. I « Sans bouger »): the jeton stays only when
        # the points won are whole trous; eighteen to a side at 8 carry his jeton on to 2. The
        # other side marks after the thrower: a trou of the thrower's has wiped his points
        # first, and he then has none to leave in place (« Marque des points »)
        due = coup.due(colour)
        wiped_first = colour is not thrower and thrower_trou
        if due >= POINTS_PER_TROU and due % POINTS_PER_TROU == 0 \
                and replay.score.of(colour).points and not wiped_first:
            replay.findings.law(
                "guiton.III.trou-sans-bouger",
                *both("ecoles.order-of-marking.2", colour=colour, due=due,
                      trous=due // POINTS_PER_TROU))


def _order_decides_the_trou(replay: Replay, coup) -> None:
    """Both sides would reach a trou with what this throw gives them: the order of marking
    decides it. The thrower's trou comes first and wipes the other's points, who then marks
    his share from nothing (Guiton III « Marque des points »: « il marque un trou, démarque
    les dix points de son adversaire … son adversaire marque les deux points … mais, comme il
    marque en dernier, il ne peut profiter des dix points qu'il avait pour prendre un
    trou »). That is what such a throw's dispute turns on, whoever claims the trou."""
    thrower, other = coup.thrower, coup.thrower.opponent
    before = coup.score_at_throw
    had = before.of(other).points
    if had and before.of(thrower).points + coup.due(thrower) >= POINTS_PER_TROU \
            and had + coup.due(other) >= POINTS_PER_TROU:
        # what the other receives may make a trou by itself, after his points are wiped: then
        # both take one, and the order only decides which points go
        replay.findings.decide(*both(
            "ecoles.order-of-marking.trou" if coup.due(other) < POINTS_PER_TROU
            else "ecoles.order-of-marking.both-trous",
            thrower=thrower, other=other, had=had, due=coup.due(other)),
            "guiton.III.marque-des-points")


@applies(IMPOSSIBLE)
def nothing_to_play(replay: Replay, coup) -> None:
    """A throw that cannot be played: the omission is consummated otherwise. Said only where
    the thrower has something of his own to omit (a plein kept by impuissance): a throw that
    gives him nothing leaves him no omission to speak of."""
    if replay.plays(coup) or not coup.due(coup.thrower):
        return
    replay.findings.law(
        IMPOSSIBLE,
        *both("ecoles.nothing-to-play", line=coup.line, thrower=coup.thrower))


def _at_close(replay: Replay, coup, *, at_end: bool, next_thrower: Colour | None) -> None:
    if replay.judge_marks:
        at_close(replay, coup, at_end=at_end, next_thrower=next_thrower)


def _finish(replay: Replay) -> None:
    if replay.judge_marks:
        finish(replay)


FAMILY = LawFamily(
    name="ecoles",
    handlers={A.Mark: on_mark, A.SetJeton: on_set_jeton, A.MarkTrous: on_mark_trous,
              A.UnmarkTrous: on_unmark_trous, A.MarkEcole: on_mark_ecole, A.Efface: on_efface,
              A.NouveauReleve: on_nouveau_releve, A.Empile: on_empile},
    before_throw=(before_throw,),
    after_throw=((10, order_of_marking), (30, nothing_to_play)),
    at_close=(_at_close,),
    finish=(_finish,),
    consummate=(consummate,),
)
