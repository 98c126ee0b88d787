"""The treatise's words for flèches, numbers and sides, in French and English.

Rulings speak as Guiton does (« la sixième flèche », « le coin de repos de l'adversaire »)
whatever numbers the file used. Shared by the engine (sentences of the reasoning) and the
renderers (labels of the page), so it depends on nothing but the colour.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from arbiter.colour import Colour
from arbiter.i18n import Lang, Msg

FlecheNamer = Callable[[Colour, int, Lang], str]
_NAMER: ContextVar[FlecheNamer | None] = ContextVar("fleche_namer", default=None)


@contextmanager
def naming(namer: FlecheNamer | None) -> Iterator[None]:
    """Name flèches with ``namer`` inside the block (a game whose board is not trictrac's:
    Jacquet's talons on the diagonal, its quarters); None keeps the treatise's names. The
    engine rules and the renderers draw a record of that game inside such a block, so that
    every sentence, shared or not, names a flèche as that game's referee reads it aloud."""
    token = _NAMER.set(namer)
    try:
        yield
    finally:
        _NAMER.reset(token)

_ORD_FR = ("", "première", "deuxième", "troisième", "quatrième", "cinquième", "sixième",
           "septième", "huitième", "neuvième", "dixième", "onzième")
_ORD_EN = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
           "ninth", "tenth", "eleventh")
_NUM_FR = ("", "as", "deux", "trois", "quatre", "cinq", "six")
_NUM_EN = ("", "ace", "two", "three", "four", "five", "six")
_DOUBLETS_FR = {1: "bezet", 2: "double deux", 3: "terne", 4: "carme", 5: "quine", 6: "sonnez"}


def colour_name(colour: Colour, lang: Lang = "fr") -> str:
    if lang == "en":
        return "White (blanc)" if colour is Colour.BLANC else "Black (noir)"
    return colour.value


def fleche_name(colour: Colour, fleche: int, lang: Lang = "fr") -> str:
    """Name flèche ``fleche`` of ``colour``'s path as the treatises do.

    Flèches 12–23 of a colour's path are the opponent's own flèches 11–0 and are named so:
    flèche 13 of blanc is « la dixième flèche de noir ». Inside :func:`naming`, the game's
    own names.
    """
    namer = _NAMER.get()
    if namer is not None:
        return namer(colour, fleche, lang)
    owner, k = (colour, fleche) if fleche <= 11 else (colour.opponent, 23 - fleche)
    who = colour_name(owner, lang)
    if fleche == 24:
        return "hors du tablier" if lang == "fr" else "off the board"
    if lang == "en":
        if k == 0:
            return f"{who}'s talon"
        if k == 11:
            return f"{who}'s coin de repos"
        return f"{who}'s {_ORD_EN[k]} flèche"
    de = "de " + who
    if k == 0:
        return f"le talon {de}"
    if k == 11:
        return f"le coin de repos {de}"
    return f"la {_ORD_FR[k]} flèche {de}"


def from_fleche(colour: Colour, fleche: int, lang: Lang = "fr") -> str:
    """« de la dixième flèche de noir », « du talon de blanc », « du coin de repos de noir »
    (French contracts « de le »); English "blanc's talon" is said as it is."""
    name = fleche_name(colour, fleche, lang)
    if lang == "en":
        return name
    if name.startswith("le "):
        return "du " + name[3:]
    if name.startswith("hors "):
        return "d'" + name
    return "de " + name


def fleche_msg(colour: Colour, fleche: int) -> Msg:
    return Msg(fleche_name(colour, fleche, "fr"), fleche_name(colour, fleche, "en"))


def dice_name(dice: tuple[int, int], lang: Lang = "fr") -> str:
    """« six et cinq » (higher first, as usage requires), « sonnez » for a double six."""
    hi, lo = max(dice), min(dice)
    if lang == "en":
        return f"{hi}-{lo}" + (" (doublet)" if hi == lo else "")
    if hi == lo:
        return _DOUBLETS_FR[hi]
    return f"{_NUM_FR[hi]} et {_NUM_FR[lo]}"


def number_name(n: int, lang: Lang = "fr") -> str:
    """A die's number as players say it: « as », « cinq »; "ace", "five"."""
    return (_NUM_EN if lang == "en" else _NUM_FR)[n]


def number_with_article(n: int) -> str:
    """« le deux », « l'as »: a die's number named with its French article (the as elides)."""
    return "l'as" if n == 1 else f"le {number_name(n)}"


def points_fr(n: int) -> str:
    return f"{n} point" + ("s" if abs(n) > 1 else "")


def points_en(n: int) -> str:
    return f"{n} point" + ("s" if abs(n) != 1 else "")


def count(n: int, noun: str, lang: Lang = "fr") -> str:
    """« 2 fiches », « 1 fiche », « 0 fiche »: a number with its noun agreed, never « fiche(s) ».

    French puts the plural from two on, English for every number but one. The nouns this
    project counts (trou, fiche, pari, marqué, refait, dame, jeton) all take a plain -s.
    """
    plural = abs(n) > 1 if lang == "fr" else abs(n) != 1
    return f"{n} {noun}" + ("s" if plural else "")


def fold(text: str) -> str:
    """Lower case without accents, typographic apostrophes made plain: how the notation's
    keywords, the law base's search and the engine's reading of words compare French text
    (« Cassé » is « casse », « j’adoube » is « j'adoube »)."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def capital(text: str) -> str:
    """``text`` with a capital first letter, nothing else changed: a clause the engine begins
    with a colour (« noir a pris… ») that now begins a sentence."""
    return text[:1].upper() + text[1:]
