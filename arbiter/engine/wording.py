"""The engine's words: one catalogue of its sentences, in French and English.

A law module says *what* it found (``say("throw.void", line=…, thrower=…, dice=…)``); the
catalogue says it in both languages, so the wording of a ruling is read, reviewed and
translated in one place, and the two languages cannot drift apart (both templates take the
same values, and a value missing from one raises at once).

Values are formatted per language: a :class:`~arbiter.i18n.Msg` gives its own language, and
the format specs ``points`` (« 4 points »), ``dice`` (« six et cinq ») and ``fleche`` (a
``(colour, flèche)`` pair, « la dixième flèche de noir ») name things as the treatises do.

The families of laws move their sentences here one by one; :mod:`.dice` and :mod:`.sortie`
are the first.
"""

from __future__ import annotations

import string
from typing import Any

from arbiter.i18n import Lang, Msg
from arbiter.words import dice_name, fleche_name, points_en, points_fr

CATALOGUE: dict[str, tuple[str, str]] = {
    # -- the dice (Guiton ch. III, « Règles concernant les dés ») ------------------------------
    "die.second-unknown": (
        "Ligne {line} : quel nombre le second dé a-t-il donné ?",
        "Line {line}: what number did the second die show?"),
    "die.first-alone": (
        "Ligne {line} : {actor} joue ou marque sur le premier dé ({die}) avant que le second "
        "soit connu ; il le fait à ses risques.",
        "Line {line}: {actor} plays or marks on the first die ({die}) before the second is "
        "known; he does so at his own risk."),
    "die.second-shows": (
        "Ligne {line} : le second dé de {actor} montre {die}.",
        "Line {line}: {actor}'s second die shows {die}."),
    "dice.taken-up": (
        "Ligne {line} : {actor} enlève ses dés.",
        "Line {line}: {actor} takes up his dice."),
    "throw.void": (
        "Ligne {line} : le coup de {thrower} ({dice:dice}) est nul (dé {incident}) ; il se "
        "rejoue.",
        "Line {line}: {thrower}'s throw ({dice:dice}) is void (die {incident}); it is thrown "
        "again."),
    "throw.worth": (
        "Ligne {line} : {thrower} amène {dice:dice} ; ce coup vaut {due:points} à {colour}.",
        "Line {line}: {thrower} throws {dice:dice}; this throw is worth {due:points} to "
        "{colour}."),
    "throw.worth-nothing": (
        "Ligne {line} : {thrower} amène {dice:dice} ; ce coup ne vaut aucun point ni à l'un "
        "ni à l'autre.",
        "Line {line}: {thrower} throws {dice:dice}; this throw is worth no points to either "
        "side."),
    "dice.broken": (
        "Ligne {line} : {actor} rompt les dés ; le coup est nul et se rejoue.",
        "Line {line}: {actor} breaks the dice; the throw is void and thrown again."),
    "releve.new": (
        "Ligne {line} : nouveau relevé.",
        "Line {line}: a new relevé begins."),
    # -- points wiped by one's own hand (Guiton ch. III « Points effacés mal à propos », ch. VII)
    "wipe.own": (
        "Ligne {line} : {colour} efface lui-même {wiped:points} sans prendre de trou ; il peut "
        "les remettre tant qu'il n'a ni joué ni jeté les dés.",
        "Line {line}: {colour} wipes {wiped:points} of his own without taking a trou; he may "
        "put them back until he has played or thrown the dice."),
    "wipe.own.lebrun-holds": (
        "Lebrun (1828) tient au contraire qu'on peut l'envoyer à l'école de ces points dès "
        "qu'il a jeté les dés.",
        "Lebrun (1828) holds on the contrary that he may be sent to school for these points "
        "once he has thrown the dice."),
    "wipe.own.repaired": (
        "Ligne {line} : {colour} remet ses points avant d'avoir joué ou jeté : l'erreur est "
        "réparée, sans école ni perte.",
        "Line {line}: {colour} puts his points back before playing or throwing: the error is "
        "repaired, with no école and no loss."),
    "wipe.own.lost": (
        "{colour} a effacé {wiped:points} (ligne {line}) et a jeté les dés (ligne {at}) sans "
        "les remettre : ils sont perdus, comme abandonnés, mais ce n'est pas une école.",
        "{colour} wiped {wiped:points} (line {line}) and threw the dice (line {at}) without "
        "putting them back: they are lost, as abandoned, but it is no école."),
    "wipe.own.open": (
        "{colour} a effacé {wiped:points} (ligne {line}) ; il peut encore les remettre tant "
        "qu'il n'a ni joué ni jeté les dés.",
        "{colour} wiped {wiped:points} (line {line}); he may still put them back until he has "
        "played or thrown the dice."),
}


class _Formatter(string.Formatter):
    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Msg):
            value = value.get(self.lang)
        if format_spec == "points":
            return points_en(value) if self.lang == "en" else points_fr(value)
        if format_spec == "dice":
            return dice_name(value, self.lang)
        if format_spec == "fleche":
            colour, fleche = value
            return fleche_name(colour, fleche, self.lang)
        return super().format_field(value, format_spec)


_FR, _EN = _Formatter("fr"), _Formatter("en")


def say(key: str, **values: Any) -> Msg:
    """The sentence ``key`` of the catalogue, said with ``values`` in both languages."""
    fr, en = CATALOGUE[key]
    return Msg(_FR.format(fr, **values), _EN.format(en, **values))


def both(key: str, **values: Any) -> tuple[str, str]:
    """:func:`say`, as the (French, English) pair the findings take."""
    msg = say(key, **values)
    return msg.fr, msg.en
