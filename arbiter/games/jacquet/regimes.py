"""The bodies of law a Jacquet record may be ruled under, and the conventions it may state.

A record names its body of law in ``[Lois "…"]``, as for trictrac:

* ``lalanne-2003`` (the default): the « règles d'origine » of seed 004 (Ph. Lalanne, « Le
  Jacquet », 2003), the only complete rule text. Blocking is free; the double game is
  automatic (the loser had not begun to bear off); the courier frees the other dames as soon as
  it reaches its last quarter, even in the middle of a throw (§11 ties the bar to the arrival).
* ``lalanne-2003-avance``: the same with its « règles avancées »: forbidden blocks (II-1), the
  dames borne off onto the opponent's talon (II-2), the graded values 1 to 5 (II-3).
* ``lepeintre-1818``: Lepeintre's paragraph as Lebrun (1828) copies it (seed 003 l.1261–1267):
  simple or double only as agreed beforehand, and « après cela, tous les autres coups se jouent
  à volonté »: the other dames are free only from the next throw. ``lebrun-1828`` names the
  same body (Lebrun's Jacquet is Lepeintre's text); a record with no ``[Lois]`` header (the
  notation's default ``guiton-1822``, who wrote nothing on Jacquet) is ruled by the default.

Conventions (``[Conventions "…"]``, words separated by commas) are agreements made before the
game that the texts allow: ``avant-derniere`` (S004 II-1, the option Léchalet recommends: the
first-quadrant block needs a dame on the penultimate flèche too), ``simple-ou-double`` (S004
II-3: keep the original simple/double values), ``double`` (Lepeintre/Lebrun: the double game
was agreed).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from arbiter.i18n import Msg


class HeaderError(ValueError):
    """A ``[Lois]`` or ``[Conventions]`` Jacquet cannot read, said in French and English
    (``msg``): `arbiter check` reports it in the diagnostic's language and the ruling in
    its own. ``str()`` is the English, for the plain ValueError a caller may catch."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.en)
        self.msg = msg


def _listed(words: list[str], fr_one: str, fr_many: str, en_one: str, en_many: str
            ) -> tuple[str, str]:
    """The noun agreed with the number of words (« convention inconnue », « conventions
    inconnues »), never a hedged « (s) »."""
    many = len(words) > 1
    return (fr_many if many else fr_one), (en_many if many else en_one)

LALANNE = "lalanne-2003"
LALANNE_AVANCE = "lalanne-2003-avance"
LEPEINTRE = "lepeintre-1818"
NAMES = (LALANNE, LALANNE_AVANCE, LEPEINTRE)
ALIASES = {"lebrun-1828": LEPEINTRE, "guiton-1822": LALANNE}
"""Trictrac's bodies of law, read for a Jacquet record: Lebrun's Jacquet paragraph is
Lepeintre's; Guiton has no Jacquet, and ``guiton-1822`` is also what the notation reads when
the file has no ``[Lois]`` header, so it stands for the default."""

CONVENTIONS = ("avant-derniere", "simple-ou-double", "double")
_CONVENTION_OF = {"avant-derniere": (LALANNE_AVANCE,), "simple-ou-double": (LALANNE_AVANCE,),
                  "double": (LEPEINTRE,)}
"""Which body of law each convention belongs to (the text that allows it)."""


class Valuation(Enum):
    """How the end of a game is valued."""

    SIMPLE_OR_DOUBLE = "simple-ou-double"   # S004 §14: 2 if the loser had not begun to bear off
    GRADED = "gradue"                       # S004 II-3: 1 to 5
    AS_AGREED = "selon-convention"          # LEP/LEB: one trou, two if the double was agreed


@dataclass(frozen=True, slots=True)
class Regime:
    """Everything in which the bodies of law differ, as switches the rules read."""

    name: str
    courier_per_throw: bool = False
    """True: the courier's arrival frees the other dames only from the next throw (LEP/LEB
    « coups »); False: from the next die (S004 §11, literally)."""
    forbidden_blocks: bool = False
    """S004 II-1: the postillon's passage may not be closed by six flèches; the first quadrant
    may not be held whole before a dame reaches the last flèche."""
    penultimate_too: bool = False
    """The convention of II-1 (recommended by Léchalet): and another dame on the penultimate."""
    onto_talon: bool = False
    """S004 II-2: dames are borne off onto the opponent's talon, so none can be borne off while
    he keeps a dame there."""
    valuation: Valuation = Valuation.SIMPLE_OR_DOUBLE
    double_agreed: bool = False
    """LEP/LEB: the players agreed beforehand to play the double game."""

    @property
    def courier_law(self) -> str:
        return "lebrun.jacquet-premiere-dame" if self.name == LEPEINTRE else \
            "lalanne.I.postillon"

    @property
    def doublet_law(self) -> str:
        return "lebrun.jacquet-doublets" if self.name == LEPEINTRE else "lalanne.I.doublet"

    @property
    def doublet_bearing_off_law(self) -> str | None:
        """Lepeintre/Lebrun: Lebrun's gammon article on a doublet at the bearing off, by
        analogy (« modification du gammon »); seed 004 has none of its own (§ 12 decides)."""
        return "lebrun.gammon-lever-doublets" if self.name == LEPEINTRE else None

    def own_text(self, law_id: str) -> bool:
        """Is ``law_id`` of this body of law's own text? Under Lepeintre/Lebrun, Lebrun's
        (his Jacquet paragraph is Lepeintre's, and his trictrac articles are his own): they
        lead the citations, before a law of Guiton's applied by analogy and before seed 004's
        (:meth:`borrowed`). Seed 004's bodies keep the order the replay cited (a dice dispute
        is decided by trictrac's dice law, which Lebrun says Jacquet shares)."""
        return self.name != LEPEINTRE or law_id.startswith("lebrun.")

    def borrowed(self, law_id: str) -> bool:
        """Is ``law_id`` borrowed from another text for this body of law? Lepeintre's
        paragraph (as Lebrun prints it) says nothing of stops, rests, the higher die or the
        bearing off: where the arbiter applies seed 004's rule instead, the ruling says so."""
        return self.name == LEPEINTRE and law_id.startswith("lalanne.")


def regime(lois: str = LALANNE, conventions: str | tuple[str, ...] = ()) -> Regime:
    """The regime for a record's ``[Lois]`` and ``[Conventions]``; ValueError names what is
    not known (the notation reports it at the header's line)."""
    name = ALIASES.get(lois, lois)
    if name not in NAMES:
        raise HeaderError(Msg(
            f"corps de lois inconnu pour le jacquet : « {lois} » (connus : {', '.join(NAMES)})",
            f"unknown body of law for Jacquet: {lois!r} (known: {', '.join(NAMES)})"))
    words = parse_conventions(conventions)
    unknown = [w for w in words if w not in CONVENTIONS]
    if unknown:
        fr, en = _listed(unknown, "convention inconnue", "conventions inconnues",
                         "unknown convention", "unknown conventions")
        raise HeaderError(Msg(
            f"{fr} : {', '.join(unknown)} (connues : {', '.join(CONVENTIONS)})",
            f"{en}: {', '.join(unknown)} (known: {', '.join(CONVENTIONS)})"))
    misplaced = [w for w in words if name not in _CONVENTION_OF[w]]
    if misplaced:
        fr, en = _listed(misplaced, "n'a pas de sens", "n'ont pas de sens", "has no sense",
                         "have no sense")
        noun_fr, noun_en = _listed(misplaced, "la convention", "les conventions",
                                   "the convention", "the conventions")
        raise HeaderError(Msg(
            f"{noun_fr} {', '.join(misplaced)} {fr} sous {name}",
            f"{noun_en} {', '.join(misplaced)} {en} under {name}"))
    if name == LEPEINTRE:
        return Regime(name, courier_per_throw=True, valuation=Valuation.AS_AGREED,
                      double_agreed="double" in words)
    if name == LALANNE_AVANCE:
        valuation = Valuation.SIMPLE_OR_DOUBLE if "simple-ou-double" in words else \
            Valuation.GRADED
        return Regime(name, forbidden_blocks=True, penultimate_too="avant-derniere" in words,
                      onto_talon=True, valuation=valuation)
    return Regime(name)


def parse_conventions(conventions: str | tuple[str, ...]) -> tuple[str, ...]:
    """``"avant-derniere, double"`` → ``("avant-derniere", "double")`` (case and accents
    aside)."""
    from arbiter.words import fold

    if isinstance(conventions, str):
        conventions = tuple(conventions.split(","))
    return tuple(fold(w).strip() for w in conventions if w.strip())


DEFAULT = regime()
