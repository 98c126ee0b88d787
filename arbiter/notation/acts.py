"""The acts of a recorded coup, as immutable values.

An act is what a player *did*, recorded as the referee saw it, right or wrong: the engine
decides what it means. Flèche numbers are always in the actor's own numbering. Every act keeps
the :class:`~arbiter.span.Span` of its line so that rulings can name the act that consummated
a fault.
"""

from __future__ import annotations

from dataclasses import field
from enum import Enum

from arbiter.colour import Colour
from arbiter.span import NOWHERE, Span
from arbiter.value import Value, value_class


@value_class(kw_only=True)
class Act(Value):
    """Base of all acts. ``actor`` is None only for events of the game itself (a new relevé)."""

    actor: Colour | None
    span: Span = field(default=NOWHERE, compare=False)


class DiceIncident(Enum):
    """What may go wrong with a throw (Guiton ch. III, « Règles concernant les dés »)."""

    CASSE = "cassé"            # a die broken / lying on the other (dé couvert)
    INCLINE = "incliné"        # tilted against a bande or dames
    INCLINE_JETONS = "incliné-jetons"  # tilted on the jetons: good for its most visible face
    PIROUETTANT = "pirouettant"  # spun on a corner, stopped with the cornet: good as it shows
    HORS = "hors"              # out of the tablier or resting on a bande
    UN_SEUL = "un-seul"        # the dice did not leave the cornet together
    MAIN = "main"              # a die touched the opponent's hand, unpushed: good
    SEPARES = "séparés"        # the dice fell apart, one in each table: good (Lebrun)
    SANS_BANDE = "sans-bande"  # the dice touched neither a bande nor a dame: void (Lebrun)
    DRESSES = "dressés"        # the dice propped against each other, not on their cubes: void


STANDS = frozenset({DiceIncident.PIROUETTANT, DiceIncident.MAIN, DiceIncident.SEPARES})
"""The incidents no text makes a cause of nullity: the throw stands and the turn passes as after
any throw (the others void it, or may: ``incliné-jetons`` under Lebrun's law)."""


@value_class(kw_only=True)
class Throw(Act):
    """``jette 6 5``: the dice show these numbers. An incident may make the throw void.

    ``early`` (``jette 6 5 avant-fin``): he threw before the opponent had finished playing his
    coup (Guiton III « Ne pas jeter les dés avant que l'adversaire ait achevé de jouer son
    coup »). The throw stands; the opponent's coup stays open until he has finished it.
    """

    dice: tuple[int, int]
    incident: DiceIncident | None = None
    early: bool = False
    struck: int | None = None
    """``jette 6 3 heurté 5``: the spinning die (the first written) struck the other, whose face
    was 5 before and shows 3 now (Guiton III « Pourquoi on ne peut fixer le dé pirouttant que
    d'un commun accord »): by its own motion the last point stands; stopped with the cornet
    (``pirouettant heurté 5``) the struck die's first point stands and the stopped die is thrown
    again alone, its new face given by ``dé N``."""


def rethrows_one(act: Act) -> bool:
    """``jette 6 3 pirouettant heurté 5``: the die stopped with the cornet struck the other and
    changed it; the struck die keeps its first point and the stopped one is thrown again alone
    (Guiton III « Pourquoi on ne peut fixer le dé pirouttant que d'un commun accord »): its new
    face is given by a later ``dé N``, as for ``jette N ?``."""
    return isinstance(act, Throw) and act.struck is not None \
        and act.incident is DiceIncident.PIROUETTANT


@value_class(kw_only=True)
class PartialThrow(Act):
    """``jette 2 ?``: one die has settled, the other is still rolling.

    Guiton judges the player who plays the first die before he knows the second
    (« École faite pour avoir joué le premier dé sans connaître le point du second »), so the
    moment each die became known is part of the record.
    """

    die: int


@value_class(kw_only=True)
class LateDie(Act):
    """``dé 6``: the second die of a ``jette 2 ?`` settles and shows this number."""

    die: int


@value_class(kw_only=True)
class LiftDice(Act):
    """``enlève dés``: the dice are taken up (by the thrower or by his opponent) before the
    coup is played out.

    Once the dice are gone the throw can only be proved by witnesses; a wrong number then
    played is excused (Guiton « On ne doit pas enlever les dés avant le coup joué »), unless
    the player's marking contradicts his play (« Cas où celui qui fait erreur n'est pas
    excusable »).
    """


@value_class(kw_only=True)
class CoverDice(Act):
    """``couvre dés``: he covers the dice he has thrown with his cornet, so that the opponent
    cannot read them. Guiton III « On n'a pas le droit de couvrir les dés lancés »: once fixed
    in the tablier they belong to both players; the throw stands as it fell.
    """


@value_class(kw_only=True)
class Mark(Act):
    """``marque 4``: moves his jeton forward by ``points`` and lets go of it.

    ``bredouille`` says he marked with two jetons; ``new_jeton`` records the fault of marking
    with a fresh jeton while the old one stays (the « école des deux jetons »).
    """

    points: int
    bredouille: bool = False
    new_jeton: bool = False


@value_class(kw_only=True)
class SetJeton(Act):
    """``jeton 2``: puts his jeton at ``points`` (0 = back to the bande) and lets go of it.

    ``jeton adversaire 10`` (``opponent``) moves the opponent's jeton instead, as a player does
    when he puts the other back to where he was before a wrong mark.
    """

    points: int
    bredouille: bool = False
    opponent: bool = False


@value_class(kw_only=True)
class MarkTrous(Act):
    """``marque trou`` / ``marque 2 trous``: advances his fichet; the jeton stays where it is."""

    count: int = 1
    sans_bouger: bool = False


@value_class(kw_only=True)
class UnmarkTrous(Act):
    """``démarque 2 trous``: moves his fichet back (Guiton, « Trous démarqués mal à propos »).

    ``efface trou adversaire`` (``opponent``) moves the opponent's fichet back instead.
    """

    count: int = 1
    opponent: bool = False


@value_class(kw_only=True)
class MarkEcole(Act):
    """``marque école 4``: marks ``points`` to his profit for a fault of the opponent."""

    points: int


class EffaceTarget(Enum):
    OWN = "own"
    OPPONENT = "adversaire"


@value_class(kw_only=True)
class Efface(Act):
    """``efface`` / ``efface 4`` / ``efface adversaire``: wipes points (all when None)."""

    target: EffaceTarget = EffaceTarget.OWN
    points: int | None = None


@value_class(kw_only=True)
class Touch(Act):
    """``touche 8``: touches a dame without lifting it. ``opponent`` for the other's dame."""

    fleche: int
    opponent: bool = False


@value_class(kw_only=True)
class Adoube(Act):
    """Says « j'adoube » (before touching a dame he does not mean to play)."""


@value_class(kw_only=True)
class Lift(Act):
    """``lève 8`` / ``lève talon 3``: lifts ``count`` dames from a flèche."""

    fleche: int
    count: int = 1
    opponent: bool = False


@value_class(kw_only=True)
class Place(Act):
    """``pose 11``: puts the lifted dame(s) on a flèche; ``atop`` on top of another dame."""

    fleche: int
    count: int = 1
    atop: bool = False


@value_class(kw_only=True)
class PutBack(Act):
    """``remet talon``: the dame(s) he holds go back to the flèche they were lifted from."""

    fleche: int


@value_class(kw_only=True)
class Restore(Act):
    """``remet 11-6 & 11-6``: dames already played are carried back along these paths.

    The paths are in the numbering of the dames' owner, the player whose coup is being
    reformed; the actor may be that player or his opponent (who, by restoring them himself,
    accepts that the play was void: Guiton's « Premier exemple »).
    """

    groups: tuple[tuple[tuple[int, ...], ...], ...]


@value_class(kw_only=True)
class ReturnDame(Act):
    """``rentre talon``: the dame missing from a fourteen-dame game is put on this flèche."""

    fleche: int


@value_class(kw_only=True)
class Release(Act):
    """``abandonne``: lets go of the dame(s) he holds."""


@value_class(kw_only=True)
class Play(Act):
    """``joue 8-11 0-6-11`` and ``joue 7-11 & 8-11``.

    ``groups`` is played in order; each group is a set of dames lifted, placed and released
    together; each path lists the flèches a dame goes through (``(0, 6, 11)`` = tout d'une
    resting on 6). Shorthand for lève / pose / abandonne.
    """

    groups: tuple[tuple[tuple[int, ...], ...], ...]


@value_class(kw_only=True)
class Say(Act):
    """``dit "je m'en vais"``: words. Only some words bind (Guiton ch. V)."""

    words: str


@value_class(kw_only=True)
class Releve(Act):
    """``relève``: breaks up his game (dames back to the pile), to leave."""


@value_class(kw_only=True)
class Empile(Act):
    """``empile``: he puts his dames back on the pile once the relevé is over (after the
    sortie, or after a player left). It is a new relevé, not leaving (s'en aller); like
    touching his dames, it closes his marking of the coup (Guiton VII « Points que gagne celui
    qui parvient le premier à sortir toutes ses dames »: mark the sortie « avant de toucher
    ses dames pour les remettre à la pile »)."""


@value_class(kw_only=True)
class Rompt(Act):
    """``rompt``: breaks the opponent's throw before the dice settle."""


@value_class(kw_only=True)
class PushDieOut(Act):
    """``pousse dé hors``: stopping a spinning die of the throw with his cornet, he pushed it
    out of the tablier (Guiton III « Dé pirouettant : comment on doit le fixer »)."""


@value_class(kw_only=True)
class Constate(Act):
    """``constate 16 dames blanc``: finds that ``colour`` plays with ``count`` dames."""

    count: int
    colour: Colour


@value_class(kw_only=True)
class NouveauReleve(Act):
    """``relevé``: a new relevé begins (both sides re-pile; the leaver has the dé)."""


ACT_TYPES: tuple[type[Act], ...] = (
    Throw, PartialThrow, LateDie, LiftDice, CoverDice, Mark, SetJeton, MarkTrous, UnmarkTrous,
    MarkEcole, Efface, Touch, Adoube, Lift, Place, PutBack, Restore, ReturnDame, Release, Play, Say,
    Releve, Empile, Rompt, PushDieOut, Constate, NouveauReleve,
)
