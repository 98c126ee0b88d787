"""A recorded coup: the state before the dispute and every act after it.

This is what the parser produces and the canonical printer reads; the engine takes nothing
else. It is an immutable value so that ``parse(print(r)) == r`` can be checked directly.
"""

from __future__ import annotations

from dataclasses import field
from enum import Enum

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.notation.acts import Act
from arbiter.score import Score
from arbiter.value import Value, value_class

DEFAULT_LOIS = "guiton-1822"
KNOWN_LOIS = ("guiton-1822", "lebrun-1828")
"""The bodies of law a record may name in its ``[Lois "…"]`` header."""
JACQUET_LOIS = ("lalanne-2003", "lalanne-2003-avance", "lepeintre-1818")
"""The bodies of law only a Jacquet record (``[Jeu "jacquet"]``) may name; a Jacquet record
may also name ``lebrun-1828`` (Lebrun's Jacquet is Lepeintre's text). See
arbiter.games.jacquet.regimes, which must list the same names."""
CONDUCT_LOIS = {"lepeintre-1818": "lebrun-1828"}
"""A body of law whose laws of conduct (the dice, the dames) are another's trictrac laws:
Lepeintre's Jacquet is the text Lebrun copies, and Lebrun says « les règles des dés sont les
mêmes qu'au trictrac » of it, meaning his own; so a record under ``lepeintre-1818`` is judged
on conduct exactly as one under ``lebrun-1828``, the name it also goes by."""


class PartieKind(Enum):
    DOUZE_TROUS = "douze-trous"
    A_ECRIRE = "a-ecrire"


@value_class
class Releve(Value):
    """How many coups each side has played since the relevé began (jans of the opening)."""

    blanc: int = 0
    noir: int = 0
    premier: bool | None = None
    """Whether this is the first relevé of the partie (``None``: the record does not say).

    Guiton's exception for sixteen dames holds only in the first relevé."""

    def of(self, colour: Colour) -> int:
        return self.blanc if colour is Colour.BLANC else self.noir


class Headed:
    """What every record offers on its headers (a coup's and a séance's alike): a header by
    name, whatever its case, and a player's name."""

    __slots__ = ()
    headers: tuple[tuple[str, str], ...]

    def header(self, name: str, default: str | None = None) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return default

    def player(self, colour: Colour) -> str:
        """The player's name as recorded (untrusted text), or the colour."""
        return self.header(colour.value.capitalize(), colour.value) or colour.value


@value_class
class CoupRecord(Headed, Value):
    """Everything a .tric file says.

    ``headers`` keeps the bracketed tags in file order (``Blanc``, ``Noir``, ``Lieu``…) except
    ``Partie`` and ``Lois``, which are read into ``partie`` and ``lois`` (the body of law that
    rules: ``guiton-1822`` or ``lebrun-1828``).
    """

    headers: tuple[tuple[str, str], ...] = ()
    position: Position = field(default_factory=Position.initial)
    score: Score = field(default_factory=Score)
    releve: Releve = field(default_factory=Releve)
    trait: Colour = Colour.BLANC
    acts: tuple[Act, ...] = ()
    partie: PartieKind = PartieKind.DOUZE_TROUS
    lois: str = DEFAULT_LOIS
    preamble: tuple[str, ...] = ()
    """The comment lines that open the file (without ``#``), kept by the canonical printer."""

    @property
    def conduct_lois(self) -> str:
        """The body of law whose laws of conduct judge the record (:data:`CONDUCT_LOIS`): its
        own, except Lepeintre's, which is Lebrun's."""
        return CONDUCT_LOIS.get(self.lois, self.lois)
