"""A séance as recorded: the agreement, then each marqué as it ended.

Immutable values, produced by :mod:`arbiter.ecrire.notation` and read by the settlement; a
record says only what happened at the table (trous, who left, what was claimed), never what
it is worth: that is the body of law's business.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from arbiter.colour import Colour
from arbiter.notation.record import DEFAULT_LOIS, Headed


class SeanceKind(Enum):
    A_ECRIRE = "a-ecrire"
    DOUZE_TROUS = "douze-trous"


class PavillonClaim(Enum):
    """A pavillon not planted, claimed later: does the opponent agree the series was whole?"""

    RECONNU = "reconnu"
    CONTESTE = "contesté"


class LeaveOn(Enum):
    """What the trou the leaver left on came from, when the record says (otherwise his dé)."""

    A_FAUX = "à-faux"      # points the opponent gave by beating à faux
    SORTIE = "sortie"      # the points of the sortie at the jan de retour


@dataclass(frozen=True, slots=True)
class SideTally:
    """One side of a marqué as it ended: its trous and whether they came in one series."""

    colour: Colour
    trous: int
    bredouille: bool = False
    pavillon: PavillonClaim | None = None


@dataclass(frozen=True, slots=True)
class EcoleNote:
    """An école disputed in this marqué, for a séance where a player's écoles are passed."""

    by: Colour
    kind: str      # "par-trop", "par-omission", "par-moins"
    points: int


@dataclass(frozen=True, slots=True)
class SeizeDames:
    """Sixteen dames found with ``by`` during the marqué; ``choice`` is the opponent's, if said."""

    by: Colour
    choice: str | None = None     # "annule", "continue"


@dataclass(frozen=True, slots=True)
class MarqueRecord:
    """One marqué line: the two sides, who left and on what, and the notes of its disputes.

    ``coup`` names a coup record whose ruling gives the trous (the sides are then empty until
    the settlement reads it)."""

    line: int
    sides: tuple[SideTally, ...]
    leaver: Colour
    leave_on: LeaveOn | None = None
    late: bool = False              # the leave was said after throwing for the next coup
    egalite: int | None = None      # the trous were level at this number (six or more) earlier
    seize: SeizeDames | None = None
    ecoles: tuple[EcoleNote, ...] = ()
    coup: str | None = None

    def side(self, colour: Colour) -> SideTally:
        return next(s for s in self.sides if s.colour is colour)


@dataclass(frozen=True, slots=True)
class PartieRecord:
    """The end of a partie en douze trous: each side's trous and the winner's series."""

    line: int
    sides: tuple[SideTally, ...]

    def side(self, colour: Colour) -> SideTally:
        return next(s for s in self.sides if s.colour is colour)


@dataclass(frozen=True, slots=True)
class SeanceRecord(Headed):
    """Everything a séance file says."""

    kind: SeanceKind = SeanceKind.A_ECRIRE
    marques_agreed: int = 8
    headers: tuple[tuple[str, str], ...] = ()
    lois: str = DEFAULT_LOIS
    fiche_jetons: int | None = None        # how many jetons make a fiche (no text fixes it)
    prix: tuple[int, str] | None = None    # the price of a fiche: amount and unit
    queue_fiches: int | None = None        # the queue (définitive), in fiches
    enjeu_fiches: int | None = None        # the stake of a partie en douze trous
    first_de: Colour | None = None         # who had the dé in the first marqué
    progression: bool = False              # the houses' progression beyond twelve trous
    bredouille_convenue: bool = False      # douze trous: the increases of bredouille agreed
    avantage_ecoles: Colour | None = None  # this player's écoles are passed (a handicap)
    marques: tuple[MarqueRecord, ...] = ()
    partie: PartieRecord | None = None
    preamble: tuple[str, ...] = ()


# ---------------------------------------------------------------------------------------------
# a séance of three to five players (Guiton ch. VIII « Entre quatre joueurs », « Entre trois
# joueurs », « Partie à tourner », « La poule »; Lebrun « Trictrac à la chouette », « à tourner »)


class Arrangement(Enum):
    """How three to five players share the table."""

    CHOUETTE = "chouette"              # one against two associates
    PAIRS = "deux-contre-deux"         # two societies of two
    TOURNER = "à-tourner"              # three, each on his own account
    POULE = "poule"                    # parties en douze trous, the winner stays


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table at the end of a marqué (or a partie of the poule)."""

    player: str
    trous: int
    bredouille: bool = False
    pavillon: PavillonClaim | None = None


@dataclass(frozen=True, slots=True)
class TableMarque:
    """A marqué line of a séance of several players: the two seated, who left, and what the
    record says of the table (who sat out, who had the dé, what a player not at the table did).

    ``coup`` names a coup record; ``colours`` then says which player held each colour in it."""

    line: int
    seats: tuple[Seat, ...]
    leaver: str | None = None
    leave_on: LeaveOn | None = None
    late: bool = False
    egalite: int | None = None
    vacant: tuple[str, ...] | None = None
    de: str | None = None
    touches: tuple[tuple[str, str], ...] = ()       # (player, "dames" | "jetons")
    conseils: tuple[tuple[str, str], ...] = ()      # (who advises, whom)
    coup: str | None = None
    colours: tuple[tuple[Colour, str], ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        if self.colours:
            return tuple(p for _, p in self.colours)
        return tuple(s.player for s in self.seats)


@dataclass(frozen=True, slots=True)
class TableRecord(Headed):
    """A séance of three to five players: the players (``joueur A "name"``, in the order of
    their draw), the arrangement and its associations, then the marqués."""

    arrangement: Arrangement = Arrangement.TOURNER
    marques_agreed: int = 0
    headers: tuple[tuple[str, str], ...] = ()
    lois: str = DEFAULT_LOIS
    joueurs: tuple[tuple[str, str], ...] = ()
    chouette: str | None = None
    associes: tuple[tuple[str, str], ...] = ()
    first_de: str | None = None
    fiche_jetons: int | None = None
    prix: tuple[int, str] | None = None
    queue_fiches: int | None = None
    mise_fiches: int | None = None
    progression: bool = False
    marques: tuple[TableMarque, ...] = ()
    preamble: tuple[str, ...] = ()

    def name(self, player: str) -> str:
        """The player's name as recorded (untrusted text), or his letter."""
        return dict(self.joueurs).get(player, player)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(p for p, _ in self.joueurs)
