"""Playing with fourteen or sixteen dames (Guiton ch. III, « Jouer avec une dame de moins »,
« Jouer avec une dame de plus »).

A missing dame annuls nothing: it is put back at once, in a place the law fixes. A sixteenth
dame lets the opponent choose between annulling the partie and going on without it, except in
the first relevé while the offender still has two dames or more on his talon.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import TALON
from arbiter.colour import Colour
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.notation.record import PartieKind
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

QUATORZE = "guiton.III.quatorze-dames"
SEIZE = "guiton.III.seize-dames"


def on_constate(replay: Replay, act: A.Constate) -> None:
    line = act.span.line
    colour = act.colour
    actual = replay.position.total(colour)
    if actual != act.count:
        replay.findings.ask(
            *both("nombre-de-dames.on-constate", line=line, actor=act.actor, colour=colour,
                  count=act.count, actual=actual))
        replay.blocking = True
        return
    if act.count == 16:
        _sixteen(replay, colour, line)
    elif act.count == 14:
        _fourteen(replay, colour, line)


@applies("guiton.VIII.partie-en-douze-trous")
def _first_releve(replay: Replay) -> bool | None:
    """Whether this is the first relevé of the partie: as the record says, or, in a partie en
    douze trous where neither side has a trou yet, necessarily so (nobody can have left a
    relevé without a trou). None when neither tells."""
    record = replay.record
    if record.releve.premier is not None:
        return record.releve.premier
    if record.partie is PartieKind.DOUZE_TROUS and not record.score.blanc.trous and \
            not record.score.noir.trous:
        replay.findings.fact(
            *both("nombre-de-dames.first-releve"))
        return True
    return None


@applies(SEIZE)
def _sixteen(replay: Replay, colour: Colour, line: int) -> None:
    talon = replay.position.count(colour, TALON)
    why = say("nombre-de-dames.sixteen", line=line, colour=colour)
    replay.findings.fault(Fault(kind=FaultKind.SEIZE_DAMES, by=colour, summary=why, laws=(SEIZE,),
                                consummated=True, act=line))
    replay.findings.conclude(why.fr, why.en, SEIZE, line)
    where = _sixteenth_dame(replay, colour)
    first = _first_releve(replay)
    if first is True and talon >= 2:
        replay.findings.conclude(
            *both("nombre-de-dames.sixteen.2", colour=colour, talon=talon), SEIZE)
        replay.findings.decide(*both("nombre-de-dames.sixteen.3", colour=colour))
        return
    if first is True:   # the exception fails: the text's reason said, the option follows
        replay.findings.conclude(*both("nombre-de-dames.sixteen.one-left" if talon == 1
                                       else "nombre-de-dames.sixteen.none-left",
                                       colour=colour, colour_opponent=colour.opponent), SEIZE)
    if first is None and talon >= 2:
        replay.findings.ask(
            *both("nombre-de-dames.sixteen.4", colour=colour, talon=talon))
    replay.findings.option(
        colour.opponent,
        say("nombre-de-dames.sixteen.5", colour_opponent=colour.opponent),
        [("annuler", say("nombre-de-dames.sixteen.6"), False),
         ("continuer", say("nombre-de-dames.sixteen.7", where=where), True)],
        (SEIZE,))


def _sixteenth_dame(replay: Replay, colour: Colour) -> Msg:
    pos = replay.position
    if pos.count(colour, TALON):
        return say("nombre-de-dames.sixteenth-dame", colour=colour)
    if any(pos.count(colour, f) for f in range(1, 6)):
        return say("nombre-de-dames.sixteenth-dame.2", colour=colour,
                   colour_opponent=colour.opponent)
    return say("nombre-de-dames.sixteenth-dame.3", colour=colour, colour_opponent=colour.opponent)


@applies(QUATORZE)
def _fourteen(replay: Replay, colour: Colour, line: int) -> None:
    why = say("nombre-de-dames.fourteen", line=line, colour=colour)
    replay.findings.fault(Fault(kind=FaultKind.QUATORZE_DAMES, by=colour, summary=why,
                                laws=(QUATORZE,), consummated=True, act=line))
    replay.findings.conclude(why.fr, why.en, QUATORZE, line)
    fleche = fifteenth_place(replay, colour)
    if fleche is None:
        replay.findings.ask(
            *both("nombre-de-dames.fourteen.2", colour=colour))
        return
    replay.findings.highlight(colour, fleche)
    _covered_demi_case(replay, colour, fleche, line)
    replay.position = replay.position.added(colour, fleche)
    replay.fifteenth_placed[colour] = fleche
    replay.findings.decide(*both("nombre-de-dames.fourteen.3", colour=colour,
                                 fleche=(colour, fleche)))


@applies(QUATORZE)
def _covered_demi_case(replay: Replay, colour: Colour, fleche: int, line: int) -> None:
    """The fifteenth dame put back on its owner's lone dame that the opponent's current throw
    beats: beaten à faux, the rentrée covers the demi-case and the points it gave him no
    longer stand (« couvrant la demi-case, le garantirait du préjudice que lui causerait cette
    demi-case battue à faux »); beaten à vrai, the rentrée waits until the coup is marked and
    played, and the thrower's points stand (Guiton ch. III, « Jouer avec une dame de moins »).
    """
    coup = replay.coup
    if coup is None or coup.closed or coup.void or coup.thrower is not colour.opponent \
            or replay.position.count(colour, fleche) != 1:
        return
    thrower = coup.thrower
    a_vrai = [i for i in coup.items if i.beneficiary is thrower and i.target is not None
              and i.target == replay.game.geometry.other(fleche)]
    if a_vrai:
        replay.findings.conclude(
            *both("nombre-de-dames.fourteen.a-vrai", colour=colour, fleche=(colour, fleche),
                  thrower=thrower), QUATORZE, line)
        return
    a_faux = [i for i in coup.items if i.beneficiary is colour and i.target == fleche]
    if not a_faux:
        return
    replay.findings.conclude(
        *both("nombre-de-dames.fourteen.a-faux", line=line, colour=colour,
              fleche=(colour, fleche), thrower=thrower,
              points=sum(i.points for i in a_faux)), QUATORZE, line)
    window = coup.windows.get(colour)
    if window is None or replay.marking is None:
        return
    fresh = replay.marking.window(coup.score_at_throw, colour,
                                  tuple(i for i in coup.items if i not in a_faux))
    window.owe(fresh.owed)


def fifteenth_place(replay: Replay, colour: Colour) -> int | None:
    """Where the missing dame goes back, as the game places it (trictrac: Guiton's order of
    places), or None when the law says it in words only."""
    place = replay.conduct.fifteenth_place
    return place(replay.position, colour) if place is not None else None


@applies(QUATORZE)
def on_return(replay: Replay, act: A.ReturnDame) -> None:
    """``rentre F``: the player puts his fifteenth dame back on F. The law, not he, chooses
    the place (« Jouer avec une dame de moins »); the dame was placed when the fourteen dames
    were found."""
    colour = act.actor
    assert colour is not None
    line = act.span.line
    placed = replay.fifteenth_placed.get(colour)
    if placed is None:
        replay.findings.ask(
            *both("nombre-de-dames.on-return", line=line, colour=colour))
        return
    if placed == act.fleche:
        replay.findings.conclude(
            *both("nombre-de-dames.on-return.2", line=line, colour=colour),
            QUATORZE, line)
        return
    replay.findings.reject(
        *both("nombre-de-dames.on-return.3", line=line, colour=colour, fleche=(colour, act.fleche),
              placed=(colour, placed)), QUATORZE)


FAMILY = LawFamily(name="nombre-de-dames",
                   handlers={A.Constate: on_constate, A.ReturnDame: on_return})
