"""Jacquet's flèches as a referee names them aloud: by the quarters of each colour's circuit.

Seed 004 speaks of a colour's circuit in quarters (« quadrants »): « le premier quadrant
(celui de son talon) », « six cases du premier quadrant, talon inclus », « le dernier
quadrant », « la dernière flèche du dernier quadrant ». Trictrac's names (« la dixième flèche
de noir », counted from the facing talon) mean nothing on a Jacquet board, where the talons
stand on the diagonal and both sides run the same way round. So flèche ``k`` of a colour
(0 = his talon, 24 = off) is named as the ``k % 6 + 1``-th flèche of his ``k // 6 + 1``-th
quarter, the talon counting as the first flèche of the first quarter (S004: « talon inclus »):
blanc's 13 is « la deuxième flèche du troisième quadrant de blanc ».
"""

from __future__ import annotations

from collections.abc import Mapping

from arbiter.board import Position
from arbiter.colour import BOTH, Colour
from arbiter.games.jacquet.geometry import courier
from arbiter.i18n import Lang, Msg
from arbiter.words import colour_name

_ORD_FR = ("première", "deuxième", "troisième", "quatrième", "cinquième", "sixième")
_ORD_EN = ("first", "second", "third", "fourth", "fifth", "sixth")
_QUARTER_FR = ("premier", "deuxième", "troisième", "quatrième")
OFF = 24


def fleche_name(colour: Colour, fleche: int, lang: Lang = "fr") -> str:
    """« le talon de blanc », « la deuxième flèche du troisième quadrant de blanc », « hors
    du tablier »; in English "White (blanc)'s talon", "the second flèche of White (blanc)'s
    third quarter"."""
    who = colour_name(colour, lang)
    if fleche >= OFF:
        return "off the board" if lang == "en" else "hors du tablier"
    quarter, place = divmod(fleche, 6)
    if lang == "en":
        if fleche == 0:
            return f"{who}'s talon"
        return f"the {_ORD_EN[place]} flèche of {who}'s {_ORD_EN[quarter]} quarter"
    if fleche == 0:
        return f"le talon de {who}"
    return f"la {_ORD_FR[place]} flèche du {_QUARTER_FR[quarter]} quadrant de {who}"


def from_fleche(colour: Colour, fleche: int) -> str:
    """« de la deuxième flèche du troisième quadrant de blanc », « du talon de blanc »."""
    name = fleche_name(colour, fleche)
    if name.startswith("le "):
        return "du " + name[3:]
    return ("d'" if name.startswith("hors ") else "de ") + name


def fleche_msg(colour: Colour, fleche: int) -> Msg:
    """:func:`fleche_name` in both languages."""
    return Msg(fleche_name(colour, fleche, "fr"), fleche_name(colour, fleche, "en"))


COURIER_LAWS = frozenset({"lalanne.I.postillon", "lalanne.I.premiere-dame",
                          "lebrun.jacquet-premiere-dame", "lalanne.II.bouchages-interdits"})
"""The laws a ruling cites when it speaks of the courier: the others wait for it (S004 § 11,
Lepeintre as Lebrun prints him), it travels on the points (§ 10), its passage may not be
closed (II-1)."""
COURIER = Msg("postillon", "courier (postillon)")


def named_dames(position: Position, laws: tuple[str, ...]) -> Mapping[Colour, tuple[int, Msg]]:
    """The couriers the picture names: each colour's first dame while it travels (1..17),
    when the ruling cites a law of the courier (the game bundle's ``named_dames``)."""
    if not COURIER_LAWS & set(laws):
        return {}
    out: dict[Colour, tuple[int, Msg]] = {}
    for colour in BOTH:
        at = courier(position.row(colour))
        if at is not None:
            out[colour] = (at, COURIER)
    return out
