"""A game as one value: its rules, its marking, the laws of conduct that judge it, its board.

The engine, the notation's checks and the renderers ask a :class:`Game` for everything that
differs between games, so none of them names a game. A file chooses its game with the header
``[Jeu "…"]`` (see :mod:`arbiter.games.registry`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from arbiter.board import Position, Problem
from arbiter.colour import Colour
from arbiter.games.base import GameRules, Kept, MarkingRules, Move
from arbiter.games.geometry import Geometry
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.value import Value, value_class

if TYPE_CHECKING:
    from arbiter.notation.record import CoupRecord

NEEDS_MARKING = frozenset({"ecoles", "paroles"})
"""Law families that judge marks: a game without points cannot name them."""


@value_class
class PuissanceRemedy(Value):
    """What the opponent may exact when the coin was taken par puissance though it could be
    taken naturally (Guiton ch. IV, « Peine qu'encourt celui qui, pouvant prendre son coin
    naturellement, le prend par puissance »).

    ``tout_d_une``: (from, to) of each dame played that the whole number carries tout d'une
    to an empty flèche of the opponent's petit jan (his first remedy). ``other_ways``: whether
    the throw can be played otherwise than by taking the coin naturally (else the penalty of
    losing the natural coin cannot apply: a player is never kept from playing his whole
    number, « Premier exemple »)."""

    tout_d_une: tuple[tuple[int, int], ...]
    other_ways: bool


@value_class
class Conduct(Value):
    """What the laws of conduct must know of a game's board and rules, beyond its moves.

    The laws of conduct are the same for every game (a touched dame must be played, an école
    is consummated by touching a dame…), but they read the game in places: which laws govern
    bearing off, which die number a dame taken par puissance stands for, which fault a broken
    rule of movement is, where a missing dame is put back. A game without such a notion leaves
    the field empty and the law does not apply.
    """

    bearing_off_laws: tuple[str, ...] = ()
    """Laws cited when a throw can bear dames off or a dame is borne off."""
    last_dames_law: str | None = None
    """The law under which the points of bearing off the last dames are marked after them."""
    power_number: Callable[[int, int], int | None] | None = None
    """(destination, distance) -> the die number a dame taken there par puissance stands for."""
    puissance_remedy: Callable[[Position, Colour, tuple[int, int], tuple[Move, ...]],
                               PuissanceRemedy] | None = None
    """(position before, thrower, dice, the play) -> what the opponent may exact for a coin
    taken par puissance when it could be taken naturally."""
    fault_of_violation: Mapping[str, str] = field(default_factory=dict)
    """Code of a :class:`~arbiter.games.base.Violation` -> kind of fault (else
    ``coup_irregulier``)."""
    unmade_plein: frozenset[str] = frozenset()
    """Codes of violations that mean a plein not made or not kept: its article decides (the
    école, the opponent's choice to oblige or prevent it), not the replay of a coup."""
    forced_plein: frozenset[str] = frozenset()
    """Of those, the codes of a plein the rules of play force (Guiton VI « Remplir, quoiqu'on ne
    puisse pas jouer un des points amenés »: « on remplit nécessairement »): a play that does
    not make it is an irregular coup as well."""
    last_quarter: range = range(0)
    """Flèches of the last quarter of one's path (Lebrun's jan de retour)."""
    fifteenth_place: Callable[[Position, Colour], int | None] | None = None
    """Where a missing fifteenth dame is put back, or None when the law says it in words only."""
    position_laws: Mapping[str, str] = field(default_factory=dict)
    """Code of a position :class:`~arbiter.games.base.Problem` -> the law that forbids it (so
    that no option offers to leave the board so, and the ruling says which law refuses it)."""
    may_stand: frozenset[str] = frozenset()
    """Codes of position problems that break a rule of play, not the board: the victim of the
    play may let it stand (Lebrun's rule 6: « votre adversaire ayant le droit de trouver que
    vous avez bien joué »), as his throw lets it stand anyway (Jacquet: a second dame off the
    talon before the courier arrives, a dame borne off too early)."""
    doublet_times: int = 2
    """How many times a doublet's number is played (trictrac: twice; Jacquet: four times)."""
    adoube_covers_trial: bool = True
    """Does « j'adoube » cover a dame lifted and set elsewhere to try a move? Guiton's does at
    trictrac; Jacquet's text says « en aucune manière … un essai de déplacement »."""
    sortie_laws: Callable[[Position, Colour, tuple[int, int]], tuple[Kept, ...]] | None = None
    """(position, thrower, dice) -> those of ``bearing_off_laws`` after the first that bear on
    this throw, each with why (a law of excédant numbers is not cited for a throw that brings
    none); None: all of them, without a reason each."""
    pour_tout_sortie: Callable[[Position, Colour, tuple[int, int]], EarnedItem | None] | None \
        = None
    """(position, thrower, dice) -> what a throw played « pour tout » earns as the sortie, the
    remaining coups of the sortie being suppressed by agreement (Guiton VII « Points que gagne
    celui qui parvient le premier à sortir toutes ses dames »); None when it does not bear."""
    touched_instead_of_sortant: Callable[[Position, Colour, tuple[int, int], int],
                                         Kept | None] | None = None
    """(position before, thrower, dice, flèche of a touched dame) -> the law that binds him to
    play that dame inside the tablier with a number that was sortant for another dame, and
    why; None when it does not bear (Guiton VII « Faute de celui qui prend une dame pour une
    autre »)."""
    bande_a_fleche: str | None = None
    """The game's law that makes the outer bande one more flèche at the sortie (Jacquet: seed
    004 § 12, « la bande extérieure du tablier est vue comme une flèche supplémentaire »): a
    dame set on it by numbers that do not reach it is set beyond its point, a dame mal posée
    (Guiton III « Dame mal posée et abandonnée », « soit en deçà, soit au delà »). None:
    trictrac, where Guiton makes no flèche of the bande and ch. VII « Points défaillants »
    (« on ne peut sortir des dames par ces points ») judges such a play irregular."""
    carried_on_laws: tuple[str, str] | None = None
    """The game's own laws (after a simple throw, after a doublet) that let a dame played by
    one number go on from its rest by the next: Jacquet's seed 004 § 7 a) and b) (« puis depuis
    cette position de repos déplacer à nouveau la même dame »). None: the engine's law of a
    dame let go (Guiton « Une dame abandonnée ne peut être déplacée ») says it."""
    borrowed: Mapping[str, Any] = field(default_factory=dict)
    """Law of conduct the engine cites -> how this game cites it instead (an object with
    ``jacquet_law``/``law``, ``note`` and ``replaces``): a game whose texts say little of
    conduct borrows the engine's laws and the ruling says on what basis."""
    throw_consummates_the_play: bool = True
    """Does the victim's throw consummate the play, whatever became of his options on its
    faults (Guiton III « On ne peut placer des dames… »: « Si cet adversaire ne réclame pas, et
    jette son dé, l'erreur est consommée »)? False for a game whose « consummated » is the
    lapse of the victim's option at his throw, so that a play he set right before it is not
    (Jacquet, by analogy: docs/CLI.md). Either way his options end at his throw by one rule
    (:mod:`arbiter.engine.play_faults`)."""
    silence_leaves_the_play: bool = False
    """Does a victim who says nothing leave the play as it was made, so that the default of
    an option that may leave it (its ``laisser`` choice) is that? True for a game whose texts
    name no penalty but the opponent's right to have the play set right (Jacquet: seed 004
    § 7 c) « peut être forcé par l'adversaire », the dame mal posée « à la discrétion de
    l'adversaire » by analogy, lapsing at his throw): the default is what stands if its holder
    says nothing (``Choice.default``), here the play, not the remedy he may ask."""
    held_landing_question: Any = None
    """The open question (``question``, ``message``, ``laws``) asked when a fault that left a
    dame on a flèche the opponent holds is claimed only after his throw: a game where two
    colours may never share a flèche cannot let such a position stand, and trictrac's
    consummation does not say what follows (Jacquet's Q3). None: the question never arises."""


@value_class
class Game(Value):
    """Everything the engine needs to know about one game.

    ``families`` names the families of laws of conduct that judge it (see
    :mod:`arbiter.engine.families`); ``marking`` is ``None`` for a game without points, which
    then opens no marking window and names no family of marking. ``lois`` are the bodies of law
    a file of this game may name.
    """

    key: str
    name: Msg
    rules: GameRules
    geometry: Geometry
    marking: MarkingRules | None
    families: tuple[str, ...]
    lois: tuple[str, ...] = ("guiton-1822",)
    conduct: Conduct = field(default_factory=Conduct)
    rules_for: Callable[[CoupRecord], GameRules] | None = None
    """The rules for one record, when they depend on its headers (Jacquet: the body of law
    and the conventions); None: ``rules`` for every record. May raise ValueError, naming the
    header at fault, for a record whose headers the game cannot read."""
    named_dames: Callable[[Position, tuple[str, ...]], Mapping[Colour, tuple[int, Msg]]] | None \
        = None
    """Dames the picture of a ruling names, given the position drawn and the laws the ruling
    cites: colour -> (flèche, name). Jacquet: the courier (postillon) while it travels, when
    the ruling cites the law that binds the other dames to it. None: no dame is named."""

    def __post_init__(self) -> None:
        if self.marking is None and NEEDS_MARKING & set(self.families):
            raise ValueError(f"game {self.key!r}: the families "
                             f"{sorted(NEEDS_MARKING & set(self.families))} judge marks, and the "
                             "game has no marking")

    def rules_of(self, record: CoupRecord) -> GameRules:
        """The rules that judge ``record`` (see ``rules_for``)."""
        return self.rules_for(record) if self.rules_for is not None else self.rules

    def position_problems(self, position: Position) -> list[Problem]:
        """What the game forbids outright in a position (the rules say)."""
        return self.rules.position_problems(position)
