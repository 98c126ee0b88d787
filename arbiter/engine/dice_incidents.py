"""Incidents of a throw: what makes it void, and the incidents after which it stands (Guiton
ch. III, « Règles concernant les dés »: « Dé incliné », « Dé couvert ou hors du tablier », « Dé
pirouettant », a die on the opponent's hand; Lebrun's « Manière de jouer ou de jeter les dés »
and his closing rules on dice separated, dice on their cube, dice that touched neither bande nor
dame). Kept apart from :mod:`.dice`, which opens the coup a throw makes and reads these laws
first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import bodies
from arbiter.engine.regimes import LEBRUN
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

# What makes a throw void, as the ruling says it (the notation's keywords are not prose).
INCIDENTS: dict[A.DiceIncident, Msg] = {
    A.DiceIncident.CASSE: Msg("dé couvert", "a die lying on the other"),
    A.DiceIncident.HORS: Msg("dé hors du tablier ou sur la bande",
                             "a die off the tablier or on the bande"),
    A.DiceIncident.INCLINE: Msg("dé incliné", "a tilted die"),
    A.DiceIncident.UN_SEUL: Msg("dés qui ne sont pas sortis ensemble du cornet",
                                "dice that did not leave the cornet together"),
    A.DiceIncident.SANS_BANDE: Msg("dés qui n'ont touché ni bande ni dame",
                                   "dice that touched neither a bande nor a dame"),
    A.DiceIncident.INCLINE_JETONS: Msg("dé penché sur les jetons, qui ne porte pas sur son cube",
                                       "a die tilted on the jetons, not on its cube"),
    A.DiceIncident.DRESSES: Msg("dés dressés l'un contre l'autre, qui ne portent pas sur leur "
                                "cube", "dice propped against each other, not on their cubes"),
}
# the same dice under Guiton, whose text leaves the point open: void only as the players treated it
SHORT_OPEN = Msg("dés qui n'ont touché ni bande ni dame, rejetés par les joueurs (voir la "
                 "question)",
                 "dice that touched neither a bande nor a dame, thrown again by the players (see "
                 "the question)")
ON_ITS_CUBE = "lebrun.de-sur-son-cube"
PIROUETTANT = "guiton.III.de-pirouettant"
COMMUN_ACCORD = "guiton.III.pirouettant-commun-accord"
MAIN = "guiton.III.de-main-adversaire"
HAND_EARLY = "guiton.III.des-touches"   # the same, for dice thrown before the coup was played
SEPARES = "lebrun.des-separes"
SANS_BANDE = "lebrun.regle-des-sans-bande"
JETER = "guiton.III.maniere-de-jeter"
COUVERT = "guiton.III.de-couvert"


@applies(PIROUETTANT, COMMUN_ACCORD)
def _spun(replay: Replay, thrower: Colour, dice: tuple[int, int], line: int) -> None:
    """A die that spun on a corner and was stopped with the bottom of the cornet: neither text
    makes it a cause of nullity, the throw stands as fixed (Guiton « Dé pirouettant : comment on
    doit le fixer »; Lebrun: « ce qui ne fait ni tort ni avantage aux joueurs »). Who may stop
    it is where the bodies part: Guiton only by common accord (« Pourquoi on ne peut fixer le
    dé pirouttant que d'un commun accord »), Lebrun anyone; the record's body decides and the
    ruling names the other opinion."""
    replay.findings.law(PIROUETTANT, *both("throw.pirouettant", line=line, thrower=thrower,
                                           dice=dice))
    replay.findings.diverge(COMMUN_ACCORD)
    replay.findings.cite(COMMUN_ACCORD)


@applies(MAIN, HAND_EARLY)
def _on_the_hand(replay: Replay, thrower: Colour, dice: tuple[int, int], line: int) -> None:
    """A die that touched the opponent's hand by chance, without being pushed by it, is good
    (Guiton « Manière dont les dés jetés »; Lebrun's closing rule 2, « sur la main même de
    votre adversaire »). Pushed back by that hand, the dice are broken: ``rompt``.

    Dice thrown before the opponent had finished his coup (the throw the replay recorded as a
    fault of ``jet_premature``) have their own article, « Dés touchés »: « Si l'on jette les
    dés avant que l'adversaire ait joué son coup, et qu'ils viennent à toucher sa main, le coup
    est bon »: that article decides them, the general one is only named beside it."""
    early = any(f.kind is FaultKind.JET_PREMATURE and f.by is thrower and f.act == line
                for f in replay.findings.faults)
    if early:
        replay.findings.law(HAND_EARLY, *both("throw.main.early", line=line, thrower=thrower,
                                              dice=dice, other=thrower.opponent))
        replay.findings.cite(MAIN)
        return
    replay.findings.law(MAIN, *both("throw.main", line=line, thrower=thrower, dice=dice,
                                    other=thrower.opponent))


@applies(SEPARES, COUVERT)
def _apart(replay: Replay, thrower: Colour, dice: tuple[int, int], line: int) -> None:
    """Dice fallen one in each table, separated by the middle bande: Lebrun says the throw
    stands (« le coup vaut »); Guiton has no article on it, and none of his causes of nullity (a
    die on the other, out of the tablier, resting on a bande, tilted) is this one, so the
    throw stands under his law too, by « Dé couvert ou hors du tablier » read as the list it
    is."""
    if replay.record.conduct_lois == LEBRUN:
        replay.findings.law(SEPARES, *both("throw.separes", line=line, thrower=thrower,
                                           dice=dice))
        replay.findings.cite(COUVERT)
        return
    replay.findings.law(COUVERT, *both("throw.separes-guiton", line=line, thrower=thrower,
                                       dice=dice))


PUSHED_OUT = "guiton.III.pirouettant-pousse-hors"
LEBRUN_SPUN = "lebrun.de-pirouettant"
LEBRUN_OUT = "lebrun.de-hors-du-trictrac"


@applies(PUSHED_OUT, COUVERT, LEBRUN_SPUN, LEBRUN_OUT)
def on_push_die_out(replay: Replay, act: A.PushDieOut) -> None:
    """``pousse dé hors``: stopping a spinning die of the throw, a player pushed it out of the
    tablier. The throw does not stand as it lay; it is thrown again. Guiton gives « l'autre
    joueur » the choice of the whole coup or the die that went out only (« Dé pirouettant :
    comment on doit le fixer »: else a player in bad faith could annul a throw he dislikes);
    the text names no default, and if he says nothing the rule of any die out of the tablier
    stands, the whole coup (« Dé couvert ou hors du tablier »). Lebrun lets anyone stop the die
    and has only his rule of where a die is good (« Le dé est bon partout dans le trictrac »), no
    choice: the whole coup. The bodies part there (the law base's ``lebrun.de-hors-du-trictrac``
    differs from Guiton's article): the record's body decides and the ruling names the other."""
    actor, line = act.actor, act.span.line
    assert actor is not None
    coup = replay.coup
    if coup is None or coup.closed or coup.void:
        replay.findings.fact(*both("dice.pushed-out.none", line=line, actor=actor), line)
        return
    coup.void = True
    coup.void_why = say("dice.pushed-out.why", actor=actor)
    coup.void_law = PUSHED_OUT
    coup.items = ()
    for w in coup.windows.values():
        w.owe(w.owed.voided())
    other = actor.opponent
    replay.findings.diverge(PUSHED_OUT)
    if replay.record.conduct_lois == LEBRUN:
        replay.findings.law(LEBRUN_OUT, *both("dice.pushed-out.lebrun", line=line, actor=actor,
                                              thrower=coup.thrower))
        replay.findings.cite(COUVERT, LEBRUN_SPUN)
        return
    replay.findings.law(PUSHED_OUT, *both("dice.pushed-out", line=line, actor=actor,
                                          other=other, thrower=coup.thrower))
    replay.findings.option(
        other, say("dice.pushed-out.option", other=other),
        [("recommencer", say("dice.pushed-out.whole"), True),
         ("retirer-le-de", say("dice.pushed-out.one"), False)],
        (PUSHED_OUT, COUVERT))


STANDS = {A.DiceIncident.PIROUETTANT: _spun, A.DiceIncident.MAIN: _on_the_hand,
           A.DiceIncident.SEPARES: _apart}
"""The incidents after which the throw stands (:data:`acts.STANDS`), each with the rule that
says why."""


def incident_law(incident: A.DiceIncident) -> str:
    """The article that makes a throw with this incident void: dice that did not leave the
    cornet together fall under « Manière dont les dés [doivent être] jetés », a die broken or
    out under « Dé couvert… », the others under « Dé incliné »."""
    if incident is A.DiceIncident.UN_SEUL:
        return "guiton.III.maniere-de-jeter"
    if incident in (A.DiceIncident.CASSE, A.DiceIncident.HORS, A.DiceIncident.DRESSES):
        return "guiton.III.de-couvert"
    if incident is A.DiceIncident.INCLINE_JETONS:   # void only where Lebrun's law rules
        return ON_ITS_CUBE
    if incident is A.DiceIncident.SANS_BANDE:       # void by Lebrun; Guiton names no sanction
        return SANS_BANDE
    return "guiton.III.de-incline"


def void_why(replay: Replay, incident: A.DiceIncident) -> Msg | None:
    """Why the throw is void, as the ruling says it."""
    if incident is A.DiceIncident.SANS_BANDE and replay.record.conduct_lois != LEBRUN:
        return SHORT_OPEN
    return INCIDENTS.get(incident)


@applies(SANS_BANDE, JETER)
def _short_throw(replay: Replay, line: int, thrower: Colour) -> bool:
    """Dice that touched neither a bande nor a dame. Lebrun: « le coup doit être recommencé »
    (his closing rule 3): void. Guiton requires dice « jetés avec une force suffisante pour être
    répercutés par l'une des bandes, ou au moins par les dames » but names no sanction, where
    for dice not leaving the cornet together he says « autrement le coup n'est pas bon et se
    recommence »: under his law the ruling asks, treats the throw as the record does (void,
    thrown again) meanwhile, and names Lebrun's rule."""
    if replay.record.conduct_lois == LEBRUN:
        return True
    replay.findings.ask(*both("throw.sans-bande-guiton", line=line, thrower=thrower))
    replay.findings.cite(JETER)
    bodies.name_other(replay.findings, SANS_BANDE)
    replay.blocking = True
    return True


@applies("guiton.III.de-incline", ON_ITS_CUBE)
def void_incident(replay: Replay, act: A.Throw) -> bool:
    """Whether the throw's incident makes it void. A die tilted on the jetons is where the
    bodies of law part: Guiton counts it « pour le point que présente la face la plus
    apparente » (« Dé incliné »), Lebrun counts a die on the jetons only « pourvu qu'il soit
    sur son cube, de manière qu'il puisse porter l'autre dé » (« Manière de jouer ou de jeter
    les dés »), which a tilted die is not. The record's body of law decides; the ruling names
    the other opinion."""
    incident = act.incident
    if incident is None or incident in A.STANDS:
        return False
    if incident is A.DiceIncident.SANS_BANDE:
        assert act.actor is not None
        return _short_throw(replay, act.span.line, act.actor)
    if incident is A.DiceIncident.DRESSES:
        assert act.actor is not None
        _propped(replay, act.span.line, act.actor)
        return True
    if incident is not A.DiceIncident.INCLINE_JETONS:
        return True
    replay.findings.diverge("guiton.III.de-incline")
    return replay.record.conduct_lois == LEBRUN


@applies(COUVERT, "lebrun.de-bon")
def _propped(replay: Replay, line: int, thrower: Colour) -> None:
    """Dice propped against each other. Lebrun names the case among those where the die is not
    good: « ou même s'ils sont dressés l'un contre l'autre, en sorte que tous deux ne soient
    pas sur leurs cubes » (« Manière de jouer ou de jeter les dés »). Guiton does not name it,
    but each die rests in part on the other, which is his « Lorsqu'un des dés est posé sur
    l'autre, le coup [n'est] pas bon » (« Dé couvert ou hors du tablier »): void under both,
    the record's body stating its own article."""
    replay.findings.decide(*both("throw.dresses.decision", line=line, thrower=thrower))
    if replay.record.conduct_lois == LEBRUN:
        replay.findings.law("lebrun.de-bon", *both("throw.dresses-lebrun", line=line,
                                                   thrower=thrower))
        return
    replay.findings.law(COUVERT, *both("throw.dresses-guiton", line=line, thrower=thrower))


@applies(COMMUN_ACCORD)
def struck(replay: Replay, act: A.Throw) -> A.Throw | None:
    """``jette A B heurté N``: the spinning die (A) struck the other, which showed N and shows B
    now (Guiton III « Pourquoi on ne peut fixer le dé pirouttant que d'un commun accord »). By
    its own motion, « c'est le dernier point connu qui est bon, parce que le changement survenu
    est le produit naturel et la suite du lancement des dés »: the throw is A B. Stopped with the
    cornet (``pirouettant``), « le premier point que présentait ce dé serait toujours valable, et
    on tirerait l'autre dé seulement »: the throw is N and the stopped die thrown again (its
    face given by ``dé M``; unknown, the ruling asks). Only the opponent against whose clearly
    shown will the die was stopped could have both thrown again: not recorded, not applied.
    Lebrun, who lets anyone stop the die, says nothing of the stroke: Guiton's rule stands.
    The throw to replay, or None when the die thrown again is not known."""
    assert act.actor is not None and act.struck is not None
    line = act.span.line
    if act.incident is not A.DiceIncident.PIROUETTANT:
        replay.findings.law(COMMUN_ACCORD, *both(
            "throw.struck-by-itself", line=line, thrower=act.actor, dice=act.dice,
            before=act.struck, after=act.dice[1]))
        replay.findings.decide(*both("throw.struck.decision", line=line, thrower=act.actor,
                                     dice=act.dice))
        return A.Throw(actor=act.actor, dice=act.dice, incident=act.incident, early=act.early,
                       span=act.span)
    second = replay.late_dice.get(id(act))
    if second is None:
        replay.findings.ask(*both("die.second-unknown", line=line))
        replay.findings.cite(COMMUN_ACCORD)
        replay.blocking = True
        return None
    replay.findings.law(COMMUN_ACCORD, *both(
        "throw.struck-by-the-stop", line=line, thrower=act.actor, before=act.struck,
        after=act.dice[1], again=second, dice=(act.struck, second)))
    replay.findings.decide(*both("throw.struck.decision", line=line, thrower=act.actor,
                                 dice=(act.struck, second)))
    return A.Throw(actor=act.actor, dice=(act.struck, second), early=act.early, span=act.span)

