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
    # -- fourteen and sixteen dames (Guiton ch. III) -----------------------------------------------
    "nombre-de-dames.on-constate": (
        "Ligne {line} : {actor} constate que {colour} joue avec {count} dames, mais la position "
        "enregistrée lui en donne {actual}. Laquelle est juste ?",
        "Line {line}: {actor} finds that {colour} plays with {count} dames, but the recorded "
        "position gives him {actual}. Which is right?"),
    "nombre-de-dames.first-releve": (
        "Aucun des deux n'a encore de trou : on est donc au premier relevé de la partie.",
        "Neither side has a trou yet: this is therefore the first relevé of the partie."),
    "nombre-de-dames.sixteen": (
        "Ligne {line} : {colour} joue avec seize dames.",
        "Line {line}: {colour} plays with sixteen dames."),
    "nombre-de-dames.sixteen.2": (
        "C'est au premier relevé et {colour} a encore {talon} dames au talon : pas d'annulation, "
        "on ôte simplement la seizième dame.",
        "It is the first relevé and {colour} still has {talon} dames on his talon: no annulment, "
        "the sixteenth dame is simply removed."),
    "nombre-de-dames.sixteen.3": (
        "On ôte une dame du talon de {colour} et l'on continue.",
        "A dame is taken off {colour}'s talon and play goes on."),
    "nombre-de-dames.sixteen.4": (
        "Était-on au premier relevé ? Si oui, {colour} ayant encore {talon} dames au talon, la "
        "partie ne peut être annulée : on ôte seulement la dame de trop.",
        "Was this the first relevé? If so, {colour} still having {talon} dames on his talon, the "
        "partie cannot be annulled: the extra dame is simply removed."),
    "nombre-de-dames.sixteen.5": (
        "{colour_opponent} choisit entre annuler la partie et la continuer sans la seizième dame",
        "{colour_opponent} chooses between annulling the partie and going on without the "
        "sixteenth dame"),
    "nombre-de-dames.sixteen.6": (
        "annuler la partie (à la partie à écrire : tous les marqués)",
        "annul the partie (at the partie à écrire: every marqué)"),
    "nombre-de-dames.sixteen.7": (
        "continuer en ôtant une dame {where}",
        "go on, removing a dame {where}"),
    "nombre-de-dames.sixteenth-dame": (
        "du talon de {colour}",
        "from {colour}'s talon"),
    "nombre-de-dames.sixteenth-dame.2": (
        "du petit jan de {colour}, au choix de {colour_opponent}",
        "from {colour}'s petit jan, as {colour_opponent} chooses"),
    "nombre-de-dames.sixteenth-dame.3": (
        "d'une surcase du grand jan de {colour}, au choix de {colour_opponent}",
        "from a surcase of {colour}'s grand jan, as {colour_opponent} chooses"),
    "nombre-de-dames.fourteen": (
        "Ligne {line} : {colour} joue avec quatorze dames ; l'absence d'une dame n'annule rien, "
        "la quinzième est remise aussitôt.",
        "Line {line}: {colour} plays with fourteen dames; a missing dame annuls nothing, the "
        "fifteenth is put back at once."),
    "nombre-de-dames.fourteen.2": (
        "Toutes les dames de {colour} sont passées ; dites où elles sont pour placer la "
        "quinzième selon la loi.",
        "All of {colour}'s dames have passed; say where they are so that the fifteenth can be "
        "placed by the law."),
    "nombre-de-dames.fourteen.3": (
        "La quinzième dame de {colour} se place sur {fleche:fleche}.",
        "{colour}'s fifteenth dame goes on {fleche:fleche}."),
    "nombre-de-dames.on-return": (
        "Ligne {line} : {colour} rentre une dame, mais il n'a pas été constaté qu'il en manquait "
        "une ; combien de dames a-t-il ?",
        "Line {line}: {colour} puts a dame back, but nobody found one missing; how many dames "
        "has he?"),
    "nombre-de-dames.on-return.2": (
        "Ligne {line} : {colour} remet sa quinzième dame là où la loi la place.",
        "Line {line}: {colour} puts his fifteenth dame where the law places it."),
    "nombre-de-dames.on-return.3": (
        "Ligne {line} : {colour} veut mettre sa quinzième dame sur {fleche:fleche} ; la loi la "
        "place sur {placed:fleche}, où elle ne lui donne aucun avantage.",
        "Line {line}: {colour} wants his fifteenth dame on {fleche:fleche}; the law places it on "
        "{placed:fleche}, where it gives him no advantage."),
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
