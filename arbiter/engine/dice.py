"""The laws of the dice and of the coup's frame: throws, partial throws, dice taken up or
broken, void throws, a new relevé (Guiton ch. III, « Règles concernant les dés »).

A throw opens a coup: the game says what it earns each side (when the game marks points), the
families of laws say what it brings into play (``after_throw``), and what the previous coup
left open is judged first (``before_throw``, ``at_close``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.colour import BOTH
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.table import Coup, Window
from arbiter.engine.wording import both
from arbiter.games.base import ThrowContext
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

# What makes a throw void, as the ruling says it (the notation's keywords are not prose).
INCIDENTS: dict[A.DiceIncident, Msg] = {
    A.DiceIncident.CASSE: Msg("dé couvert", "a die lying on the other"),
    A.DiceIncident.HORS: Msg("dé hors du tablier ou sur la bande",
                             "a die off the tablier or on the bande"),
    A.DiceIncident.INCLINE: Msg("dé incliné", "a tilted die"),
    A.DiceIncident.PIROUETTANT: Msg("dé pirouettant", "a spinning die"),
    A.DiceIncident.UN_SEUL: Msg("dés qui ne sont pas sortis ensemble du cornet",
                                "dice that did not leave the cornet together"),
}


@applies("guiton.III.premier-de")
def on_partial_throw(replay: Replay, act: A.PartialThrow) -> None:
    """One die known, the other still rolling: the coup is that of both dice, but what
    the player does before the second settles is done on the first alone (Guiton,
    « École faite pour avoir joué le premier dé sans connaître le point du second »)."""
    second = replay.late_dice.get(id(act))
    if second is None:
        replay.findings.ask(*both("die.second-unknown", line=act.span.line))
        replay.blocking = True
        return
    on_throw(replay, A.Throw(actor=act.actor, dice=(act.die, second), span=act.span))
    replay.findings.fact(*both("die.first-alone", line=act.span.line, actor=act.actor,
                              die=act.die), act.span.line)
    replay.findings.cite("guiton.III.premier-de")


def on_late_die(replay: Replay, act: A.LateDie) -> None:
    replay.findings.fact(*both("die.second-shows", line=act.span.line, actor=act.actor,
                              die=act.die), act.span.line)


def on_lift_dice(replay: Replay, act: A.LiftDice) -> None:
    coup = replay.coup
    if coup is not None and not coup.closed and (coup.thrower is act.actor or not coup.moves):
        # his own dice, or the thrower's taken up by the opponent before the coup is played
        # (« On ne doit pas enlever les dés avant le coup joué »)
        coup.dice_lifted = act.span.line
    replay.findings.fact(*both("dice.taken-up", line=act.span.line, actor=act.actor),
                         act.span.line)


def _incident_law(incident: A.DiceIncident) -> str:
    """The article that makes a throw with this incident void: dice that did not leave the
    cornet together fall under « Manière dont les dés [doivent être] jetés », a die broken or
    out under « Dé couvert… », the others under « Dé incliné »."""
    if incident is A.DiceIncident.UN_SEUL:
        return "guiton.III.maniere-de-jeter"
    if incident in (A.DiceIncident.CASSE, A.DiceIncident.HORS):
        return "guiton.III.de-couvert"
    return "guiton.III.de-incline"


@applies("guiton.III.de-couvert", "guiton.III.de-incline", "guiton.III.maniere-de-jeter")
def on_throw(replay: Replay, act: A.Throw) -> None:
    thrower = act.actor
    assert thrower is not None
    line = act.span.line
    replay.next_line = line
    replay.new_turn()
    for hook in replay.dispatch.before_throw:
        hook(replay, thrower, line)
    replay.expire_pending(thrower)
    replay.sortie_by = None
    replay.close_coup(at_end=False, next_thrower=thrower)
    dice = act.dice
    void = act.incident is not None and act.incident is not A.DiceIncident.INCLINE_JETONS
    items = () if void else replay.rules.earnings(
        replay.position, thrower, dice,
        ThrowContext(thrower_coups=replay.coups_played[thrower],
                     opponent_coups=replay.coups_played[thrower.opponent]))
    windows: dict = {}
    if replay.marking is not None:
        windows = {c: _window(replay, c, items) for c in BOTH}
    coup = Coup(index=len(replay.coups), thrower=thrower, dice=dice, line=line,
                position_before=replay.position, score_at_throw=replay.score, items=items,
                windows=windows, void=void,
                void_why=INCIDENTS.get(act.incident) if void and act.incident else None,
                remaining=[] if void else replay.numbers(dice))
    replay.coup = coup
    replay.coups.append(coup)
    if void:
        replay.findings.fact(*both("throw.void", line=line, thrower=thrower, dice=dice,
                                  incident=coup.void_why), line)
        replay.findings.cite(_incident_law(act.incident))
        return
    if act.incident is A.DiceIncident.INCLINE_JETONS:
        replay.findings.law("guiton.III.de-incline",
                            *both("throw.incline-jetons", line=line, thrower=thrower, dice=dice))
    if replay.marking is not None:
        _worth(replay, coup)
    for item in items:
        if item.target is not None:
            replay.findings.highlight(item.beneficiary, item.target)
    for hook in replay.dispatch.after_throw:
        hook(replay, coup)


def _window(replay: Replay, colour, items) -> Window:
    window = replay.marking.window(replay.score, colour, items)
    window.marks = replay.turn_marks(colour)
    return window


def _worth(replay: Replay, coup: Coup) -> None:
    """What the throw is worth to each side, as facts of the ruling."""
    thrower, dice, line = coup.thrower, coup.dice, coup.line
    for colour in (thrower, thrower.opponent):
        due = coup.due(colour)
        if due:
            replay.findings.fact(*both("throw.worth", line=line, thrower=thrower, dice=dice,
                                      due=due, colour=colour), line)
    if not any(coup.due(c) for c in BOTH):
        replay.findings.fact(*both("throw.worth-nothing", line=line, thrower=thrower,
                                  dice=dice), line)


@applies("guiton.III.rompre-les-des")
def on_rompt(replay: Replay, act: A.Rompt) -> None:
    coup = replay.coup
    if coup and coup.thrower is act.actor.opponent and not coup.moves:  # type: ignore[union-attr]
        coup.void = True
        coup.void_why = Msg(f"dés rompus par {act.actor}", f"dice broken by {act.actor}")
        coup.items = ()
        for w in coup.windows.values():
            w.due, w.items = 0, ()
    replay.findings.law("guiton.III.rompre-les-des",
                        *both("dice.broken", line=act.span.line, actor=act.actor))


def on_nouveau_releve(replay: Replay, act: A.NouveauReleve) -> None:
    replay.close_coup(at_end=False)
    replay.coup = None
    replay.sortie_by = next((c for c in BOTH if replay.position.total(c) and
                             replay.position.count(c, OFF) == replay.position.total(c)), None)
    replay.position = Position.initial()
    replay.coups_played = dict.fromkeys(BOTH, 0)
    replay.findings.fact(*both("releve.new", line=act.span.line), act.span.line)


FAMILY = LawFamily(
    name="des",
    handlers={A.Throw: on_throw, A.PartialThrow: on_partial_throw, A.LateDie: on_late_die,
              A.LiftDice: on_lift_dice, A.Rompt: on_rompt,
              A.NouveauReleve: on_nouveau_releve},
)
