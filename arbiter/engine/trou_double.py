"""A trou double or simple disputed: the bredouille of trous (Guiton I « Bredouille », III
« Débredouiller », « Ecole d'école; école de trou »). A simple trou pegged double has its
second hole taken back (and kept by its author once the victim throws without protesting, or,
under Lebrun, plays); the opponent's word that the trou is simple prevails when the winner
moved his jetons before pegging (« Peine encourue par celui qui enlève ses jetons avant de
marquer son trou »), and a denial said before the peg holds for the peg to come.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import ecole_terms
from arbiter.engine.clock import LEBRUN
from arbiter.engine.ecole_first import SECOND_EXEMPLE
from arbiter.engine.ecole_laws import (
    AVERTISSEMENT,
    BREDOUILLE_DE_JETONS,
    BREDOUILLE_DENIED,
    DEBREDOUILLER,
    DOUBLE_KEPT,
    DOUBLE_OTE,
    DOUBLE_REPRIS,
    JETONS_AVANT,
)
from arbiter.engine.marks import EPOQUE, set_side, trous_of
from arbiter.engine.regimes import DEBREDOUILLER_LEBRUN
from arbiter.engine.table import Pending, Term
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.score import POINTS_PER_TROU

ECOLE_DE_TROU = "guiton.III.ecole-d-ecole"
TROU_SANS_BOUGER = "guiton.III.trou-sans-bouger"

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


def _trous_at_throw(replay: Replay, winner: Colour) -> tuple[int, int] | None:
    """The trous of both sides (the winner's, the opponent's) at the throw of the coup whose
    trou is disputed: the series that trou ends is the one these trous stood at."""
    coup = replay.coup
    if coup is None:
        return None
    at = coup.score_at_throw
    return (at.of(winner).trous, at.of(winner.opponent).trous)


def lost_by_one_jeton(replay: Replay, winner: Colour) -> bool:
    """The series this trou ends lost its bredouille when ``winner``, second to score, marked
    with one jeton and let his coup be consummated (III « Quand on perd le droit de prendre la
    bredouille de jetons »): the trou is simple by the record itself."""
    series = replay.series[winner]
    return series.forfeited_in is not None and series.forfeited_in == _trous_at_throw(
        replay, winner)


def jeton_joined_in_time(replay: Replay, winner: Colour) -> bool:
    """``winner`` joined the forgotten jeton of this series' bredouille in time (III « Quand on
    perd le droit… »: « il peut se reprendre s'il s'en aperçoit, en y joignant le jeton
    oublié »): a dispute of its bredouille turns on that jeton."""
    series = replay.series[winner]
    return series.joined_in is not None and series.joined_in == _trous_at_throw(replay, winner)


@applies(JETONS_AVANT, BREDOUILLE_DE_JETONS)
def trou_simple_by_word(replay: Replay, winner: Colour, denied_at: int, line: int) -> None:
    """The winner of a trou pegged it double after moving his jetons, and the opponent denies
    the bredouille: his word prevails, the trou is simple (« Peine encourue par celui qui enlève
    les jetons avant de marquer le trou »: « cet adversaire a le droit d'exiger que le trou soit
    marqué simple »), whether he spoke before the peg or after it."""
    pending = replay.pending_of("double-after-wipe", winner)
    if pending is None:
        return
    replay.pending.remove(pending)
    reprise = replay.pending_of(DOUBLE_REPRIS, winner)
    window = replay.window(winner)
    if reprise is not None and reprise.points > 0:
        # the ruling took that second hole off already (the trou was simple by the record):
        # the opponent's word is that same correction, not a second one
        replay.revise_pending(reprise, points=reprise.points - 1)
    else:
        side = replay.score.of(winner)
        set_side(replay, winner, trous=max(0, side.trous - 1))
        if window is not None:
            window.double_undone()   # the correction is made: not made again
    said = both("paroles.bredouille-contested.2", line=max(line, denied_at), other=winner,
                marked=pending.line, colour=winner.opponent)
    replay.findings.law(JETONS_AVANT, *said)
    law = JETONS_AVANT
    if lost_by_one_jeton(replay, winner):
        # the record shows the bredouille lost already: the trou is simple by it, and the
        # opponent's word, which settles a bredouille left in doubt, has nothing to settle
        said = both("paroles.bredouille-contested.one-jeton", line=max(line, denied_at),
                    other=winner, colour=winner.opponent)
        replay.findings.law(BREDOUILLE_DE_JETONS, *said)
        law = BREDOUILLE_DE_JETONS
    # the bredouille disputed is what the dispute is about: its fate opens the decision, and
    # the article that settles it leads the citations
    findings = replay.findings
    findings.decide(*said, law)
    findings.decision.insert(0, findings.decision.pop())
    findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(law)))


def bredouille_denied_early(replay: Replay, winner: Colour, line: int) -> bool:
    """The opponent denies the bredouille after the winner moved his jetons and before he
    pegs: the denial holds for the peg to come (the acts are read in the record's order).
    True when it is so kept."""
    window = replay.window(winner)
    if replay.turn_marks(winner).own_wipe_line is None or window is None or window.closed \
            or window.expected_trous <= 0 or window.fichet > 0:
        return False
    replay.pending.append(Pending(BREDOUILLE_DENIED, winner, Term.OPPONENT_THROW, line))
    replay.findings.fact(*both("ecoles.bredouille-denied-early", line=line,
                               colour=winner.opponent, winner=winner), line)
    return True




def bredouille_left_on(replay: Replay, colour: Colour) -> bool:
    """``colour`` held the bredouille at a throw of this trou's series and holds it no longer:
    the opponent's points interrupted it, and a second jeton of his still on the tablier is the
    one the opponent ought to have taken off (Guiton III « Débredouiller »: « il faut être
    attentif à ôter la bredouille »). Read from the throws, whichever road the ruling comes by."""
    coup = replay.coup
    if coup is None or replay.score.of(colour).bredouille:
        return False
    trous = coup.score_at_throw.of(colour).trous
    return any(c.score_at_throw.of(colour).bredouille
               and c.score_at_throw.of(colour).trous == trous for c in replay.coups)


@applies(DEBREDOUILLER, DEBREDOUILLER_LEBRUN)
def no_profit_of_the_jeton_left(replay: Replay, colour: Colour) -> bool:
    """The bredouille jeton the opponent forgot to take off gives ``colour`` nothing, whether
    it is taken off later, by word or by hand, or never: « on peut l'ôter le coup d'après, quand
    on s'en souvient, sans que celui qui l'avait puisse se prévaloir de l'oubli » (Guiton III
    « Débredouiller »). Said wherever the ruling reads his series as interrupted while his
    marks claim it (two jetons, a trou pegged double), so that every road cites the article;
    under Lebrun his « De la Bredouille » says it (« la bonne foi exigent que l'on se
    débredouille sans attendre qu'on en soit averti »), Guiton's article beside it. True when
    said."""
    if not bredouille_left_on(replay, colour):
        return False
    lebrun = replay.record.lois == LEBRUN
    replay.findings.law(DEBREDOUILLER_LEBRUN if lebrun else DEBREDOUILLER, *both(
        "ecoles.bredouille-left-on", colour=colour, other=colour.opponent))
    if lebrun:
        replay.findings.cite(DEBREDOUILLER)
    return True


@applies("guiton.III.ecole-d-ecole")
def double_for_simple_taken_back(replay: Replay, window: Window, line: int | None) -> None:
    """A simple trou pegged double, and his coup consummated or the record ended with the
    opponent's right open: the ruling undoes the second hole (« mais seulement à faire
    démarquer un trou lorsqu'on l'a marqué double, ne l'ayant que simple », Guiton III « Ecole
    d'école; école de trou »). The opponent's own moving of that fichet back, until he throws,
    is this same correction."""
    if window.double_taken_back:
        return
    window.double_undone()
    colour = window.side
    side = replay.score.of(colour)
    law = simple_by(replay, window, jeton_left=no_profit_of_the_jeton_left(replay, colour))
    if law is not None:
        # what a dispute of that trou turns on, by word, by hand or by no one: it is simple
        replay.findings.decide(*both("paroles.bredouille-contested.simple.decision",
                                     other=colour), law)
    extra = window.fichet - window.expected_trous - window.holes_back_by_opponent
    if extra <= 0:
        return      # the opponent took them back himself while the coup was open
    set_side(replay, colour, trous=max(0, side.trous - extra))
    replay.pending.append(Pending(DOUBLE_REPRIS, colour, Term.OPPONENT_THROW, line or 0,
                                  extra, "guiton.III.ecole-d-ecole"))


@applies("guiton.III.debredouiller", "guiton.III.ecole-d-ecole",
         "guiton.III.avertissement-ne-marque-pas", BREDOUILLE_DE_JETONS)
def double_denied_by_word(replay: Replay, window: Window, colour: Colour, line: int) -> bool:
    """``colour`` disputes the bredouille of a trou his opponent pegged double, and the count
    says the trou is simple (the series was interrupted: the bredouille jeton ought to have come
    off, « Débredouiller »): the dispute is right and in time while the winner's coup is open,
    so the second hole comes off, by this word, for good — no école, since there is none of a
    trou (« Ecole d'école; école de trou »; Lebrun: « il faut se borner à l'en avertir »).
    True when it is so; False when the trou was double, or not pegged double."""
    if window.closed or window.expected_trous <= 0 or window.fichet <= window.expected_trous \
            or trous_of(window.fichet) != trous_of(window.expected_trous):
        return False
    double_for_simple_taken_back(replay, window, line)
    reprise = replay.pending_of(DOUBLE_REPRIS, window.side)
    if reprise is not None:
        # taken off by his word: no throw can give it back, and his hand moving that hole back
        # afterwards is the same correction
        replay.pending.remove(reprise)
        replay.pending.append(Pending(DOUBLE_OTE, reprise.colour,
                                      Term.OWN_THROW_AFTER_OPPONENT, reprise.line,
                                      reprise.points, reprise.law))
    # the article is stated once: where the reasoning has said it already (the jeton left on
    # gives nothing), the word is found right by it, not told the article again
    stated = any(t.step == "law" and t.law in (DEBREDOUILLER, DEBREDOUILLER_LEBRUN)
                 for t in replay.findings.trace)
    # the series was not interrupted but its bredouille lost by the one jeton: that article
    # is the reason the trou is simple
    forfeited = not stated and lost_by_one_jeton(replay, window.side)
    # the sentence says too that no école is made of the hole: « Ecole d'école; école de
    # trou » is its article, and the judging of his marking does not say it again
    replay.findings.conclude(*both(
        "paroles.bredouille-contested.simple.stated" if stated
        else "paroles.bredouille-contested.one-jeton" if forfeited
        else "paroles.bredouille-contested.simple", line=line, colour=colour,
        other=window.side),
        ECOLE_DE_TROU if stated else BREDOUILLE_DE_JETONS if forfeited else DEBREDOUILLER, line)
    replay.findings.cite(ECOLE_DE_TROU)
    window.no_trou_ecole()
    law = simple_by(replay, window, jeton_left=stated, one_jeton=forfeited)
    findings = replay.findings
    simple = both("paroles.bredouille-contested.simple.decision", other=window.side)
    findings.decide(*simple, law)
    if law is not None:
        # the trou disputed is what the dispute is about: why it is simple opens the decision
        # and its article leads, before what was said of the marks of that series on the way
        # (:func:`two_jetons_without_the_series`)
        findings.decision.insert(0, findings.decision.pop(findings.decision.index(Msg(*simple))))
        findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(law)))
    return True


@applies(AVERTISSEMENT, BREDOUILLE_DE_JETONS, TROU_SANS_BOUGER, DEBREDOUILLER)
def simple_by(replay: Replay, window: Window, *, jeton_left: bool = False,
              one_jeton: bool = False) -> str | None:
    """The article by which the trou ``window``'s side pegged double is simple: what
    interrupted his series. The opponent's « je ne marque pas » in this coup, which stood for a
    marking (« Cet avertissement suffit pour priver l'adversaire de la bredouille des jetons,
    s'il l'a; et alors il ne peut marquer que le trou simple »); else, where his series was not
    interrupted but its bredouille lost by marking it with one jeton (``one_jeton``), « Quand on
    perd le droit de prendre la bredouille de jetons »; else the points he had before
    the throw, interrupted, which count first in the twelve he takes at a stroke (« Trou sans
    bouger »; Lebrun « De la Bredouille »: « vous ne marquerez qu'un trou, sans bouger, ces
    quatre points, interrompus … étant comptés les premiers »); else the opponent's points,
    whose bredouille jeton left on gives him nothing (``jeton_left``, « Débredouiller »). None
    when the ruling states none of these. Each is Guiton's article: under Lebrun's law the
    body-of-law rule puts his article on its matter before it (:mod:`.bodies`; for the jeton
    left on, his « De la Bredouille », which leads where the bodies part on the claim's
    term)."""
    coup = next((c for c in reversed(replay.coups) if c.windows.get(window.side) is window),
                None)
    theirs = coup.windows.get(window.side.opponent) if coup is not None else None
    if theirs is not None and theirs.said_ne_marque_pas is not None:
        return AVERTISSEMENT
    if one_jeton:
        return BREDOUILLE_DE_JETONS
    if coup is not None and coup.score_at_throw.of(window.side).points > 0 \
            and window.due >= POINTS_PER_TROU and window.expected_trous == 1:
        return TROU_SANS_BOUGER
    if jeton_left:
        return DEBREDOUILLER
    return None


@applies(EPOQUE, "guiton.III.ecole-d-ecole", JETONS_AVANT)
def double_kept_at_throw(replay: Replay, thrower: Colour, line: int) -> None:
    """``thrower`` throws for his coup while the second hole of a simple trou his opponent
    pegged double has not been taken off by him, by hand or by word: the opponent keeps it.
    « Il faut marquer les écoles par trop, avant de jeter les dés pour le coup suivant, sans
    quoi on n'y est plus reçu; et celui qui aurait marqué plus de points ou de trous qu'il ne
    devait en marquer acquiert alors le droit de les garder » (Guiton III, « Époque où les
    écoles sont consommées »); a trou pegged double for simple is no école, only a hole to
    have taken off (« Ecole d'école; école de trou »), and the same term ends that right."""
    other = thrower.opponent
    disputable = replay.pending_of("double-after-wipe", other)
    if disputable is not None:
        # a trou pegged double after the jetons were moved, not disputed before this throw:
        # the right to deny the bredouille by his word ends with it, and a dispute after it
        # comes too late (« celui qui aurait marqué plus de points ou de trous qu'il ne devait
        # en marquer acquiert alors le droit de les garder »)
        replay.pending.append(Pending(DOUBLE_KEPT, other, Term.OWN_THROW, line, 0, EPOQUE))
    reprise = replay.pending_of(DOUBLE_REPRIS, other)
    if disputable is not None and (reprise is None or reprise.points <= 0):
        _double_not_contested(replay, thrower, line, disputable.line)
    if reprise is None or reprise.points <= 0:
        return
    if ecole_terms.hole_until_played(replay, reprise, thrower, line):
        return      # another body of law sets a later term (Lebrun: until he has played)
    replay.pending.remove(reprise)
    side = replay.score.of(other)
    set_side(replay, other, trous=side.trous + reprise.points)
    replay.pending.append(Pending(DOUBLE_KEPT, other, Term.OWN_THROW, line, reprise.points,
                                  EPOQUE))
    ecole_terms.kept_in_series(replay, other, line)
    replay.findings.law(EPOQUE, *both("ecoles.double-kept", line=line, colour=thrower,
                                      other=other, count=reprise.points))


@applies(JETONS_AVANT)
def _double_not_contested(replay: Replay, thrower: Colour, line: int, wiped_at: int) -> None:
    """A trou rightly pegged double after the jetons were moved, and the opponent throws
    without disputing the bredouille: the article that would have made it simple needs a
    dispute (« en cas de contestation sur l'existence ou la non existence de la bredouille,
    l'affirmation de l'adversaire fasse cesser toute incertitude », « Peine encourue par celui
    qui enlève les jetons avant de marquer le trou »), so the trou double stands. What becomes
    of that trou is what such a record disputes: its sentence opens the decision and the
    article leads, as when the bredouille is disputed (:func:`trou_simple_by_word`)."""
    said = both("paroles.bredouille-not-contested", line=line, colour=thrower,
                other=thrower.opponent, marked=wiped_at)
    findings = replay.findings
    findings.conclude(*said, JETONS_AVANT, line)
    findings.decide(*said, JETONS_AVANT)
    findings.decision.insert(0, findings.decision.pop())
    findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(JETONS_AVANT)))


@applies("guiton.I.bredouille", SECOND_EXEMPLE)
def two_jetons_without_the_series(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` marks with two jetons points that follow his own after the opponent took
    points between: his series is interrupted and the second jeton gives him nothing (ch. I
    « Bredouille »: « Il garde le double jeton tant que la série n'est pas interrompue par les
    points que prend l'adversaire; il l'ôte aussitôt qu'elle est interrompue »). No école: the
    bredouille is no mark of points, his points stand, simple.

    Where the points between are the opponent's marks that the école he claimed was put
    before (the ruling made the marks again in that order), the article on that very case
    decides: Guiton « Second exemple » (« mais marque ces huit points en bredouille, en a-t-il
    le droit ? Non »), Lebrun « Des Ecoles » (« vous ne pouvez à la fois le mettre à l'école
    des points qu'il n'a pas marqués, et conserver la bredouille pour ceux qu'il vous donne
    ensuite »)."""
    other = replay.window(colour.opponent)
    # the ruling put the école before his points (ecole_first), or he marked it in this coup of
    # the opponent's throw and the opponent took points by that throw since
    first = (other is not None and any(e.why == SECOND_EXEMPLE for e in other.marking.entries)) \
        or _ecole_then_his_points(replay, colour)
    # not interrupted, but its bredouille lost when he marked it with one jeton (III « Quand on
    # perd le droit de prendre la bredouille de jetons »): the jeton joined since gives nothing
    forfeited = not first and lost_by_one_jeton(replay, colour)
    law = SECOND_EXEMPLE if first else BREDOUILLE_DE_JETONS if forfeited \
        else "guiton.I.bredouille"
    said = both("ecoles.two-jetons-interrupted.ecole-first" if first
                else "ecoles.two-jetons-forfeited" if forfeited
                else "ecoles.two-jetons-interrupted", line=line, colour=colour,
                other=colour.opponent)
    replay.findings.law(BREDOUILLE_DE_JETONS if forfeited else "guiton.I.bredouille", *said)
    no_profit_of_the_jeton_left(replay, colour)
    # a bredouille claimed is what a dispute about it asks: the decision opens with it, its
    # article first (the taking off of his jeton, if any, is only what led to it)
    findings = replay.findings
    findings.decide(*said, law)
    findings.decision.insert(0, findings.decision.pop())
    findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(law)))


def _ecole_then_his_points(replay: Replay, colour: Colour) -> bool:
    """``colour`` marked, in this coup of his opponent's throw, an école of his opponent's,
    and the opponent took points by that throw since: what interrupted his series."""
    coup = replay.coup
    mine = replay.window(colour)
    theirs = replay.window(colour.opponent)
    return coup is not None and coup.thrower is colour.opponent and mine is not None \
        and mine.ecole_marked > 0 and theirs is not None and theirs.marked > 0

