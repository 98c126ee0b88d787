"""The partie en douze trous won (Guiton VIII « Partie en douze trous »: « la partie est terminée,
et le prix convenu acquis à celui qui arrive à douze trous »): by the throw that brings a side
to his twelfth trou, by his own dé or the opponent's, or at the end of the record whatever road
his last trou came by. Taking up his dames then is no leave (:mod:`.depart_choice`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.marks import ecoles_claimed_in
from arbiter.engine.wording import both, say
from arbiter.laws.links import applies
from arbiter.notation.record import PartieKind
from arbiter.score import TROUS_PER_PARTIE

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup
    from arbiter.ruling import Option

PARTIE = "guiton.VIII.partie-en-douze-trous"


@applies(PARTIE, "guiton.VIII.s-en-aller-a-ecrire")
def partie_won(replay: Replay, coup: Coup, colour: Colour, line: int) -> bool:
    """The throw wins him the twelfth trou of a partie en douze trous, by his own dé or by
    points the opponent gives him (VIII: « La partie en douze trous peut se gagner et se
    terminer par les points que l'adversaire donne en battant à faux »): the partie is over,
    and taking up his dames is no leave: the laws for leaving or staying, whose dé gave the
    trou and his reste marked among them, govern the partie going on, which no longer arises.
    True when so."""
    if not partie_won_in(replay, coup, colour):
        return False
    said = both("paroles.partie-gagnee", line=line, colour=colour)
    replay.findings.conclude(*said, PARTIE, line)
    # the partie won is what a dispute over his taking up his dames turns on: it answers it
    replay.findings.decide(*said, PARTIE)
    if coup.thrower is not colour:
        replay.findings.cite("guiton.VIII.s-en-aller-a-ecrire")   # « … en battant à faux »
    return True


@applies(PARTIE)
def partie_won_at_the_end(replay: Replay, by_default: frozenset[Colour],
                          marked: tuple[Option, ...] = ()) -> None:
    """At the end of the record a side has arrived at twelve trous of a partie en douze trous
    that he had not at the last throw: the partie is over and his (VIII « la partie est
    terminée, et le prix convenu acquis à celui qui arrive à douze trous »), whatever road his
    last trou came by — his own marks, the points the opponent gave him, an école marked by
    his hand or by his option's default (``by_default``: the sides whose twelfth trou counts
    such a default; ``marked``: the options whose default marking counted). Said once: the
    taking up of his dames says it already (:func:`partie_won`)."""
    if replay.record.partie is not PartieKind.DOUZE_TROUS or PARTIE in replay.findings.laws:
        return
    coups = [c for c in replay.coups if not c.void]
    if not coups:
        return
    for colour in (coups[-1].thrower, coups[-1].thrower.opponent):
        if coups[-1].score_at_throw.of(colour).trous < TROUS_PER_PARTIE \
                <= replay.score.of(colour).trous:
            said = both("ecoles.partie-won-by-default" if colour in by_default
                        else "ecoles.partie-won-at-the-end", colour=colour)
            replay.findings.law(PARTIE, *said)
            # the partie over is what the ruling decides, as when he takes up his dames
            replay.findings.decide(*said, PARTIE)
            if colour in by_default:
                _term_ends_partie(replay, colour, marked)
            return


def _term_ends_partie(replay: Replay, colour: Colour, marked: tuple[Option, ...]) -> None:
    """The école still open whose marking gives ``colour`` his twelfth trou: its term (« until
    he throws », or by Lebrun « until he has played ») holds only if he leaves it, for marked
    it ends the partie and there is no next throw (VIII « la partie est terminée … à celui qui
    arrive à douze trous »). Every such option says so, whatever law gave its term."""
    options = replay.findings.options
    for i, option in enumerate(options):
        if option in marked and option.holder is colour and option.until is not None:
            options[i] = replace(option, until=say("ecoles.term-ends-partie",
                                                   term=option.until))


def partie_won_in(replay: Replay, coup: Coup, colour: Colour) -> bool:
    """Whether ``coup`` brings ``colour`` to his twelfth trou in a partie en douze trous: by
    what the throw gives him (his own dé or the opponent's) and by the écoles he marked in it
    (points the opponent gives him by omission are points all the same: VIII « la partie est
    terminée … à celui qui arrive à douze trous »). Counted from the marks at the throw, never
    from the fichet, which may show a trou not won, and in the order of marking (III « Marque
    des points »: the thrower's points first, then what he gives): the thrower's points
    interrupt the opponent's series, whose trou is then simple."""
    if replay.record.partie is not PartieKind.DOUZE_TROUS or replay.marking is None:
        return False
    before = coup.score_at_throw
    ecoles = ecoles_claimed_in(replay, coup, colour)
    after = replay.marking.correct(before, coup.items)
    if ecoles:
        after = replay.marking.add_points(after, colour, ecoles)
    return before.of(colour).trous < TROUS_PER_PARTIE <= after.of(colour).trous
