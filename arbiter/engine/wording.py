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
    # -- regimes -----------------------------------------------------------------------------------
    "regimes.deux-jetons-lebrun": (
        "Ligne {line} : {colour}, qui avait {old:points}, marque ses {points} nouveaux points "
        "avec un autre jeton : selon Lebrun, il peut être envoyé à l'école des {old:points} "
        "qu'il avait.",
        "Line {line}: {colour}, who had {old:points}, marks his {points} new points with another "
        "jeton: by Lebrun, he may be sent to school for the {old:points} he had."),
    "regimes.deux-jetons-lebrun.2": (
        "Guiton (1822) tient que ce n'est pas une école mais un abandon : l'adversaire ôte "
        "seulement l'une des deux marques.",
        "Guiton (1822) holds that this is no école but an abandonment: the opponent only takes "
        "away one of the two marks."),
    "regimes.deux-jetons-guiton": (
        "Ligne {line} : {colour}, qui avait {old:points}, marque ses {points} nouveaux points "
        "avec un autre jeton : ce n'est pas une école, c'est un abandon ; l'adversaire peut ôter "
        "l'une des deux marques.",
        "Line {line}: {colour}, who had {old:points}, marks his {points} new points with another "
        "jeton: this is no école but an abandonment; the opponent may take away one of the two "
        "marks."),
    "regimes.deux-jetons-guiton.2": (
        "{colour_opponent} peut ôter l'une des deux marques de {colour}",
        "{colour_opponent} may take away one of {colour}'s two marks"),
    "regimes.deux-jetons-guiton.3": (
        "ôter l'ancien jeton ({old})",
        "take away the old jeton ({old})"),
    "regimes.deux-jetons-guiton.4": (
        "ôter le nouveau ({points})",
        "take away the new one ({points})"),
    "regimes.deux-jetons-guiton.5": (
        "tant que {colour} n'a pas joué (ou jeté, s'il marque sur le coup de l'adversaire)",
        "until {colour} has played (or thrown, when he marks on his opponent's throw)"),
    "regimes.deux-jetons-guiton.6": (
        "Lebrun (1828) tient au contraire qu'on peut l'envoyer à l'école des points qu'il avait.",
        "Lebrun (1828) holds on the contrary that he may be sent to school for the points he had."),
    "regimes.sortie-wipe-lebrun": (
        "Ligne {line} : {colour}, sorti le premier, efface par méprise ses {wiped:points} en "
        "relevant ses dames : selon Lebrun, on peut l'envoyer à l'école de ces points dès qu'il "
        "aura jeté les dés.",
        "Line {line}: {colour}, first out, wipes his {wiped:points} by mistake while re-piling: "
        "by Lebrun, he may be sent to school for them once he has thrown the dice."),
    "regimes.sortie-wipe-lebrun.2": (
        "Guiton (1822) tient que ces points sont perdus sans école : c'est un abandon.",
        "Guiton (1822) holds that these points are lost with no école: an abandonment."),
    # -- paroles -----------------------------------------------------------------------------------
    "paroles.on-say": (
        "Ligne {line} : {colour} dit {quoted} ; cette parole l'oblige à rester.",
        "Line {line}: {colour} says {quoted}; these words bind him to stay."),
    "paroles.on-say.2": (
        "Ligne {line} : {colour} avertit qu'il ne marque pas ; cet avertissement vaut marque.",
        "Line {line}: {colour} warns that he does not mark; the warning counts as a marking."),
    "paroles.on-say.3": (
        "Ligne {line} : {colour} dit {quoted} à son adversaire ; on ne peut profiter d'une "
        "erreur qu'on a occasionnée.",
        "Line {line}: {colour} tells his opponent {quoted}; nobody may profit from an error he "
        "caused."),
    "paroles.on-say.4": (
        "Ligne {line} : {colour} déclare ne pas marquer l'école ; c'est son droit (on n'est pas "
        "obligé de marquer une école).",
        "Line {line}: {colour} declares he does not mark the école; that is his right (nobody is "
        "bound to mark an école)."),
    "paroles.on-say.5": (
        "Ligne {line} : la question {quoted} n'oblige personne ; seuls les actes consomment une "
        "école.",
        "Line {line}: the question {quoted} binds nobody; only acts consummate an école."),
    "paroles.on-say.6": (
        "Ligne {line} : {colour} se lève en disant {quoted} ; cela ne consomme pas d'école.",
        "Line {line}: {colour} stands up saying {quoted}; that consummates no école."),
    "paroles.on-say.7": (
        "Ligne {line} : {colour} joue pour tout ; il garde le choix de rester ou de s'en aller "
        "après avoir vu les dés.",
        "Line {line}: {colour} plays “pour tout”; he keeps the choice to stay or leave after "
        "seeing the dice."),
    "paroles.on-say.8": (
        "Ligne {line} : {colour} dit {quoted} (parole sans effet obligatoire).",
        "Line {line}: {colour} says {quoted} (words that bind nobody)."),
    "paroles.bredouille-contested": (
        "Ligne {line} : {colour} conteste la bredouille, mais {other} n'a pas ôté ses jetons "
        "avant de marquer un trou double ; la preuve reste sur le tablier.",
        "Line {line}: {colour} disputes the bredouille, but {other} did not move his jetons "
        "before marking a double trou; the proof is still on the tablier."),
    "paroles.bredouille-contested.2": (
        "Ligne {line} : {other} a ôté ses jetons (ligne {marked}) avant de marquer le trou "
        "double ; {colour} conteste la bredouille, sa parole fait foi : le trou est simple.",
        "Line {line}: {other} moved his jetons (line {marked}) before marking the double trou; "
        "{colour} disputes the bredouille, his word prevails: the trou is simple."),
    "paroles.on-releve": (
        "il a relevé ses dames",
        "he has taken up his dames"),
    "paroles.jeton-to-bande": (
        "Ligne {line} : en relevant ses dames, {colour} remet son jeton à la bande "
        "({points:points} de moins).",
        "Line {line}: taking up his dames, {colour} puts his jeton back to the bande "
        "({points:points} fewer)."),
    "paroles.leave": (
        "{colour} avait dit « je reste » (ligne {staying}) ; sa parole l'oblige.",
        "{colour} had said “je reste” (line {staying}); his word binds him."),
    "paroles.leave.2": (
        "le trou de {colour} vient des dés de son adversaire : il ne peut s'en aller.",
        "{colour}'s trou comes from his opponent's dice: he may not leave."),
    "paroles.leave.3": (
        "{colour} n'a pas gagné de trou par son propre dé.",
        "{colour} has won no trou by his own throw."),
    "paroles.leave.4": (
        "{colour} a marqué {fichet} trous pour {expected_trous} gagnés et s'en va.",
        "{colour} marked {fichet} trous for {expected_trous} won and leaves."),
    "paroles.leave.5": (
        "{colour} a marqué {fichet} trous : pour combien de points croyait-il les prendre ?",
        "{colour} marked {fichet} trous: for how many points did he believe he took them?"),
    "paroles.leave.6": (
        "{colour_opponent} peut obliger {colour} à rester, effacer les {extra} trous de trop et "
        "marquer une école de 2",
        "{colour_opponent} may force {colour} to stay, erase the {extra} extra trous and mark an "
        "école of 2"),
    "paroles.leave.7": (
        "l'obliger à rester",
        "force him to stay"),
    "paroles.leave.8": (
        "le laisser partir",
        "let him go"),
    "paroles.leave.9": (
        "{colour} n'a marqué que {fichet} trou(s) sur {expected_trous} : il perd les autres, "
        "sans école.",
        "{colour} marked only {fichet} trou(s) of {expected_trous}: he loses the others, with no "
        "école."),
    "paroles.leave.10": (
        "Ligne {line} : {colour} a gagné {won} trou(s) par son propre dé : il peut s'en aller.",
        "Line {line}: {colour} won {won} trou(s) by his own throw: he may leave."),
    "paroles.leave.11": (
        "{colour} s'en va régulièrement ; il a la priorité du dé au relevé suivant.",
        "{colour} leaves regularly; he has the dé for the next relevé."),
    "paroles.irregular": (
        "{colour} ne peut s'en aller : il reste et la partie continue.",
        "{colour} may not leave: he stays and the game goes on."),
    "paroles.false-trou": (
        "Ligne {line} : {colour} croit avoir le trou et rompt son jeu, mais il lui manquait "
        "{lacking:points} : il fait école de ces points.",
        "Line {line}: {colour} believes he has the trou and breaks his game, but he lacked "
        "{lacking:points}: he makes an école of those points."),
    "paroles.false-trou.2": (
        "{colour_opponent} peut obliger {colour} à jouer les dames qu'il a touchées en rompant, "
        "à son choix",
        "{colour_opponent} may make {colour} play the dames he touched while breaking his game, "
        "choosing which"),
    "paroles.false-trou.3": (
        "les faire jouer",
        "have them played"),
    "paroles.false-trou.4": (
        "ne pas l'exiger",
        "not require it"),
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
