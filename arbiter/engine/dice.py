"""The laws of the dice and of the coup's frame: throws, partial throws, dice taken up or
broken, void throws, a new relevé (Guiton ch. III, « Règles concernant les dés »).

A throw opens a coup: the game says what it earns each side (when the game marks points), the
families of laws say what it brings into play (``after_throw``), and what the previous coup
left open is judged first (``before_throw``, ``at_close``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.engine import bodies, de_priority, dice_known, marks
from arbiter.engine.dice_broken import on_rompt
from arbiter.engine.dice_incidents import (
    STANDS,
    incident_law,
    on_push_die_out,
    struck,
    void_incident,
    void_why,
)
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.partie_won import PARTIE, partie_won_in
from arbiter.engine.table import Coup
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.games.base import ThrowContext
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

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
    if replay.coup is not None and replay.coup.line == act.span.line:
        replay.coup.known_at = act.span.line    # the first die's point is known at once
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
    if coup is not None and not coup.closed and coup.thrower is act.actor:
        _dice_do_not_consummate(replay, act)


@applies("guiton.III.epoque-ecoles-consommees")
def _dice_do_not_consummate(replay: Replay, act: A.LiftDice) -> None:
    """The thrower takes up his dice with points of his throw still unmarked: that is neither
    a throw nor a touch of his dames, the two acts that consummate an école par omission
    (Guiton III, « Époque où les écoles sont consommées »); he may still mark them."""
    assert act.actor is not None
    window = replay.window(act.actor)
    if window is None or window.closed or window.marked >= window.due:
        return
    replay.findings.law("guiton.III.epoque-ecoles-consommees",
                        *both("dice.taken-up-marking-open", line=act.span.line,
                              colour=act.actor))


@applies("guiton.III.epoque-ecoles-consommees")
def _void_throw_still_thrown(replay: Replay, owed: Window | None, thrower: Colour,
                             line: int) -> None:
    """A void throw is no coup, but its thrower has thrown the dice: the points the opponent's
    coup gave him and he had left unmarked (``owed``, his window open before the throw) are an
    école from that throw on (Guiton III, « Époque où les écoles sont consommées »: « du moment
    où celui qui la fait a jeté les dés »; Lebrun: « jette le dé sans l'avoir marqué »). The
    throw again does not reopen them; the ruling says why, since the throw that closed them
    is void."""
    if owed is None or not owed.closed or owed.marked >= owed.due:
        return
    replay.findings.law("guiton.III.epoque-ecoles-consommees",
                        *both("throw.void-still-thrown", line=line, thrower=thrower))


@applies("guiton.III.de-couvert", "guiton.III.de-incline", "guiton.III.maniere-de-jeter")
def on_throw(replay: Replay, act: A.Throw) -> None:
    if act.struck is not None and act.incident in (None, *A.STANDS):
        # a die turned by the spinning one: which faces the throw counts (dice_incidents)
        replay.next_line = act.span.line
        counted = struck(replay, act)
        if counted is not None:
            on_throw(replay, counted)
        return
    thrower = act.actor
    assert thrower is not None
    line = act.span.line
    if act.early and _wait_for_opponent(replay, act):
        return
    replay.next_line = line
    if replay.new_releve_at is not None:
        de_priority.first_throw_of_the_releve(replay, thrower, line)
    replay.new_releve_at = None
    replay.new_turn()
    for hook in replay.dispatch.before_throw:
        hook(replay, thrower, line)
    replay.expire_pending(thrower)
    replay.sortie_by = None
    owed = replay.coup.windows.get(thrower) if replay.coup is not None else None
    owed = owed if owed is not None and not owed.closed and owed.marked < owed.due else None
    replay.close_coup(at_end=False, next_thrower=thrower)
    first_step = len(replay.findings.trace)     # what is said from here is said of this throw
    dice = act.dice
    void = void_incident(replay, act)
    items = () if void else replay.rules.earnings(
        replay.position, thrower, dice,
        ThrowContext(thrower_coups=replay.coups_played[thrower],
                     opponent_coups=replay.coups_played[thrower.opponent]))
    if thrower in replay.pour_tout_thrown and not void:
        # « pour tout » covers one throw: the next one of his is an ordinary throw
        replay.pour_tout.discard(thrower)
        replay.pour_tout_thrown.discard(thrower)
    if not void:
        items = _pour_tout(replay, thrower, dice, items, line)
        if thrower in replay.pour_tout:
            replay.pour_tout_thrown.add(thrower)
    windows: dict = {}
    if replay.marking is not None:
        windows = {c: _window(replay, c, items) for c in BOTH}
    coup = Coup(index=len(replay.coups), thrower=thrower, dice=dice, line=line,
                position_before=replay.position, score_at_throw=replay.score, items=items,
                windows=windows, void=void,
                void_why=void_why(replay, act.incident) if void and act.incident else None,
                void_law=incident_law(act.incident) if void and act.incident else None,
                remaining=[] if void else replay.numbers(dice), first_step=first_step)
    replay.coup = coup
    replay.coups.append(coup)
    if void:
        said = both("throw.void", line=line, thrower=thrower, dice=dice, incident=coup.void_why)
        law = coup.void_law
        if law is None:
            replay.findings.fact(*said, line)
        else:
            # the article that makes the throw void decides what that throw is: a dispute about
            # the throw is answered by it (Guiton III « Dé couvert… », Lebrun « Manière de
            # jouer ou de jeter les dés »)
            replay.findings.law(law, *said)
            replay.findings.decide(*said, law)
        _void_throw_still_thrown(replay, owed, thrower, line)
        return
    if act.incident is A.DiceIncident.INCLINE_JETONS:
        replay.findings.law("guiton.III.de-incline",
                            *both("throw.incline-jetons", line=line, thrower=thrower, dice=dice))
        _stands(replay)
    elif act.incident in STANDS:
        STANDS[act.incident](replay, thrower, dice, line)
        _stands(replay)
    if replay.marking is not None:
        _worth(replay, coup)
        _considered(replay, coup)
    for item in items:
        if item.target is not None:
            replay.findings.highlight(item.beneficiary, item.target)
    for hook in replay.dispatch.after_throw:
        hook(replay, coup)


def _stands(replay: Replay) -> None:
    """A throw whose incident leaves it good: as for one it makes void (above), the article
    that says so decides what that throw is, a sentence of the decision said with its law (the
    step just made), so that a dispute about the throw (« Blanc soutient que le coup est nul »)
    is answered by it (:mod:`.answer`), and one about something else by what it is about."""
    step = replay.findings.trace[-1]
    if step.law is not None:
        replay.findings.decide(step.text.fr, step.text.en, step.law)


@applies("guiton.I.jouer-pour-tout", "guiton.VII.points-de-sortie")
def _pour_tout(replay: Replay, thrower: Colour, dice: tuple[int, int], items: tuple,
               line: int) -> tuple:
    """A throw the thrower agreed to play « pour tout » in his sortie: it alone decides the
    points of the sortie, the coups left being suppressed (Guiton VII « Points que gagne celui
    qui parvient le premier à sortir toutes ses dames »; I « Jouer pour tout »). A throw that
    bears his last dames off anyway earns as it would."""
    hook = replay.conduct.pour_tout_sortie
    if thrower not in replay.pour_tout or hook is None or any(
            i.kind == "sortie" and i.beneficiary is thrower for i in items):
        return items
    item = hook(replay.position, thrower, dice)
    if item is None:
        return items
    replay.findings.law("guiton.VII.points-de-sortie",
                        *both("throw.pour-tout", line=line, thrower=thrower,
                              points=item.points))
    replay.findings.cite("guiton.I.jouer-pour-tout")
    return (item,)


def _window(replay: Replay, colour, items) -> Window:
    return replay.marking.window(replay.score, colour, items, replay.turn_index)


def _considered(replay: Replay, coup: Coup) -> None:
    """The articles the game says this throw bears on beyond the laws of its items (a doublet,
    a passage, a coin that would be unpaired…), each stated with why, as the ruling's
    reasoning; a game without such articles has no ``considered``."""
    considered = getattr(replay.rules, "considered", None)
    if considered is None:
        return
    ended = getattr(replay.rules, "end_of_game", None)
    if ended is not None and ended(coup.position_before) is not None:
        return      # a throw after the game is won (to claim, at Jacquet) bears on no article
    context = ThrowContext(thrower_coups=replay.coups_played[coup.thrower],
                           opponent_coups=replay.coups_played[coup.thrower.opponent])
    for kept in considered(coup.position_before, coup.thrower, coup.dice, context):
        if kept.worth is not None and kept.claim is not None:
            # a claim denied that a dispute names: what an excess of its worth was marked
            # for, where a plein is worth as much (:func:`.excess.claimed_otherwise`)
            coup.claims_denied.append(kept)
        if kept.on_excess:
            coup.on_excess.append(kept)       # stated by marks.open_ecole, if ever
        else:
            _state_considered(replay, kept)


def _state_considered(replay: Replay, kept) -> None:
    """One article the throw bears on, stated as the ruling's reasoning (or, where the body of
    law leaves it open, asked or named as the other opinion)."""
    said = marks.stated(kept)
    body = bodies.open_point(kept.law, replay.record.conduct_lois)
    if body is bodies.OpenPoint.RULING:
        # the ruling body's own text leaves the point open: the arbiter cannot decide
        replay.findings.ask(*said)
        replay.findings.cite(kept.law)
        replay.blocking = True
    elif body is bodies.OpenPoint.OTHER:
        replay.findings.opinion(*said, kept.law)     # the other body's open question
    else:
        replay.findings.law(kept.law, *said)


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


EARLY = "guiton.III.ne-pas-jeter-avant"
COVER = "guiton.III.couvrir-les-des"


@applies(EARLY)
def _wait_for_opponent(replay: Replay, act: A.Throw) -> bool:
    """A throw made before the opponent finished his coup: whether it must wait.

    Guiton III « Ne pas jeter les dés avant que l'adversaire ait achevé de jouer son coup »:
    the opponent « pourrait le jouer sur un dé connu et avec sécurité », and « Celui qui a
    commis la faute doit se soumettre à tous les inconvénients qui en sont la suite ». So the
    throw stands and is not thrown again; the opponent's coup stays open (what he plays or
    marks next is his coup's, and playing on known dice is no fault of his); the early
    thrower's coup opens when he begins it (:meth:`Replay.release_early_throw`). The fault
    costs no points: no text gives any; its consequence is the opponent's knowledge."""
    thrower, line = act.actor, act.span.line
    assert thrower is not None
    coup = replay.coup
    other = thrower.opponent
    if coup is None or coup.closed or coup.void or coup.thrower is not other:
        replay.findings.fact(*both("throw.early.none-open", line=line, thrower=thrower,
                                  other=other), line)
        return False
    if not _still_playing(replay, coup):
        replay.findings.law(EARLY, *both("throw.early.played-out", line=line,
                                         thrower=thrower, other=other))
        return False
    replay.early_throw = act
    replay.findings.law(EARLY, *both("throw.early", line=line, thrower=thrower,
                                     dice=act.dice, other=other))
    replay.findings.fault(Fault(
        kind=FaultKind.JET_PREMATURE, by=thrower,
        summary=say("throw.early.fault", line=line, thrower=thrower, other=other),
        laws=(EARLY,), consummated=True, act=line))
    _early_throw_and_marking(replay, coup, thrower, line)
    return True


@applies("guiton.III.epoque-ecoles-consommees")
def _early_throw_and_marking(replay: Replay, coup: Coup, thrower: Colour, line: int) -> None:
    """What an early throw does to the marking (Guiton III, « Époque où les écoles sont
    consommées »): the early thrower has « jeté les dés », which consummates his omission of
    the points the opponent's coup gave him, at once — he bears « tous les inconvénients » of
    his haste (« On n'a pas le droit de couvrir les dés lancés »); the opponent's marking of his
    own coup stays open until he touches his dames."""
    other = coup.windows.get(thrower.opponent)
    if other is not None and not other.closed and other.marked < other.due \
            and not coup.dames_touched:
        replay.findings.law("guiton.III.epoque-ecoles-consommees",
                            *both("throw.early.other-marking-open", line=line,
                                  other=thrower.opponent))
    mine = coup.windows.get(thrower)
    if mine is not None and not mine.closed:
        replay.consummate(thrower, line, say("ecoles.before-throw"))


def _still_playing(replay: Replay, coup: Coup) -> bool:
    """Whether the thrower of ``coup`` has not yet finished playing it: a dame in his hand,
    or fewer numbers played than the throw lets him play. A throw with nothing to play is
    played out at once."""
    if coup.lifted or coup.placing:
        return True
    plays = replay.plays(coup)
    if not plays:
        return False
    made = sum(len(m.numbers) or len(m.path) - 1 for m in coup.moves)
    return made < max(len(p.numbers_played) for p in plays)


@applies(COVER)
def on_cover_dice(replay: Replay, act: A.CoverDice) -> None:
    """``couvre dés``: Guiton III « On n'a pas le droit de couvrir les dés lancés »: the dice
    « appartiennent à l'un comme à l'autre joueur »; the throw stands as it fell."""
    actor, line = act.actor, act.span.line
    assert actor is not None
    thrown = (replay.early_throw is not None and replay.early_throw.actor is actor) or (
        replay.coup is not None and replay.coup.thrower is actor and not replay.coup.closed)
    if not thrown:
        replay.findings.fact(*both("dice.covered.none", line=line, actor=actor), line)
        return
    text = say("dice.covered", line=line, actor=actor, other=actor.opponent)
    replay.findings.law(COVER, text.fr, text.en)
    replay.findings.fault(Fault(kind=FaultKind.DES_COUVERTS, by=actor, summary=text,
                                laws=(COVER,), consummated=True, act=line))


def on_nouveau_releve(replay: Replay, act: A.NouveauReleve) -> None:
    _new_releve(replay, line=act.span.line)
    replay.findings.fact(*both("releve.new", line=act.span.line), act.span.line)


def _new_releve(replay: Replay, *, line: int | None = None) -> None:
    """Both sides' dames go back to the pile and the coups are counted afresh; who bore his
    dames off last is remembered until the next throw (he must have marked his sortie)."""
    replay.close_coup(at_end=False)
    replay.coup = None
    replay.sortie_by = next((c for c in BOTH if replay.position.total(c) and
                             replay.position.count(c, OFF) == replay.position.total(c)), None)
    replay.position = Position.initial()
    replay.coups_played = dict.fromkeys(BOTH, 0)
    replay.new_releve_at = line
    _board_options_lapse(replay, line)


_TOUCHED_DAMES = "guiton.III.dames-touchees"


def _board_options_lapse(replay: Replay, line: int | None) -> None:
    """The dames are back on the pile: no option may still ask for a dame to be played, put
    back or placed (issue #8: « no option may ask a player to play dames that are no longer
    on the board »). The faults stay; the choices that need the old board are gone."""
    def needs_board(option) -> bool:
        return _TOUCHED_DAMES in option.laws or any(
            c.key in _BOARD_CHOICES or c.key.startswith("placer") for c in option.choices)
    kept = [o for o in replay.findings.options if not needs_board(o)]
    if len(kept) == len(replay.findings.options):
        return
    for option in replay.findings.options:
        if needs_board(option):
            replay.findings.reject(*both("releve.options-lapse", subject=option.subject,
                                         line=line or 0))
    replay.findings.options[:] = kept


@applies(PARTIE)
def _partie_won_by_last_coup(replay: Replay, line: int) -> None:
    """The coup that ended the relevé (a sortie) gave a side his twelfth trou of a partie en
    douze trous: the dames go back to the pile for a new partie, not for a relevé, and no leave
    or stay of that relevé is left to judge (VIII « Partie en douze trous »)."""
    coups = [c for c in replay.coups if not c.void]
    if not coups:
        return
    for colour in (coups[-1].thrower, coups[-1].thrower.opponent):
        if partie_won_in(replay, coups[-1], colour):
            replay.findings.conclude(*both("paroles.partie-gagnee", line=line, colour=colour),
                                     PARTIE, line)
            return


_BOARD_CHOICES = frozenset({"rejouer", "remettre", "tout-d-une", "surcase", "demi-cases",
                            "faire-jouer", "remplir", "interdire"})


@applies("guiton.VII.points-de-sortie")
def on_empile(replay: Replay, act: A.Empile) -> None:
    """``empile``: a player puts his dames back on the pile after the sortie (or after a player
    left). The first to do so begins the new relevé; it is not leaving (s'en aller). Whether
    it consummates his marking is the écoles' business (:func:`ecoles.on_empile`)."""
    line = act.span.line
    if replay.new_releve_at is not None:
        replay.findings.fact(*both("releve.empile.also", line=line, actor=act.actor), line)
        return
    _partie_won_by_last_coup(replay, line)
    _new_releve(replay, line=line)
    replay.findings.fact(*both("releve.empile", line=line, actor=act.actor), line)


FAMILY = LawFamily(
    name="des",
    handlers={A.Throw: on_throw, A.PartialThrow: on_partial_throw, A.LateDie: on_late_die,
              A.LiftDice: on_lift_dice, A.CoverDice: on_cover_dice, A.Rompt: on_rompt,
              A.PushDieOut: on_push_die_out, A.Say: dice_known.on_say,
              A.NouveauReleve: on_nouveau_releve, A.Empile: on_empile},
)
