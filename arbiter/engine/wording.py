"""The engine's words: one catalogue of its sentences, in French and English.

A law module says *what* it found (``say("throw.void", line=…, thrower=…, dice=…)``); the
catalogue says it in both languages, so the wording of a ruling is read, reviewed and
translated in one place, and the two languages cannot drift apart (both templates take the
same values, and a value missing from one raises at once).

Values are formatted per language: a :class:`~arbiter.i18n.Msg` gives its own language, and
the format specs ``points`` (« 4 points »), ``trous`` (« 1 trou », « 3 trous », never
« trou(s) »), ``dice`` (« six et cinq ») and ``fleche`` (a ``(colour, flèche)`` pair, « la
dixième flèche de noir ») name things as the treatises do.

Every family speaks through it; a few sentences built from parts chosen by a condition, and
the ruling's summary in :mod:`.decide`, are still written where they are used.
"""

from __future__ import annotations

import string
from typing import Any

from arbiter.i18n import Msg
from arbiter.words import count, dice_name, fleche_name, from_fleche, points_en, points_fr

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
        "Ligne {line} : {actor} enlève les dés.",
        "Line {line}: {actor} takes up the dice."),
    "throw.void": (
        "Ligne {line} : le coup de {thrower} ({dice:dice}) est nul ({incident}) ; il se "
        "rejoue.",
        "Line {line}: {thrower}'s throw ({dice:dice}) is void ({incident}); it is thrown "
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
    # -- a throw before the opponent has finished (Guiton ch. III « Ne pas jeter les dés avant
    # que l'adversaire ait achevé de jouer son coup », « On n'a pas le droit de couvrir… »)
    "throw.early": (
        "Ligne {line} : {thrower} jette les dés ({dice:dice}) avant que {other} ait achevé de "
        "jouer son coup ; ce coup de {other} reste ouvert jusqu'à ce qu'il l'ait achevé, et "
        "ce que {other} joue ou marque ensuite lui appartient.",
        "Line {line}: {thrower} throws the dice ({dice:dice}) before {other} has finished "
        "playing his coup; that coup of {other}'s stays open until he has finished it, and "
        "what {other} plays or marks next belongs to it."),
    "throw.early.fault": (
        "{thrower} a jeté les dés avant que {other} ait achevé son coup (ligne {line}) : le "
        "jet est bon tel qu'il est tombé et ne se rejoue pas ; {other} achève son coup en "
        "connaissant ces dés, ce qui n'est pas une faute de sa part, et {thrower} en supporte "
        "les suites.",
        "{thrower} threw the dice before {other} had finished his coup (line {line}): the "
        "throw stands as it fell and is not thrown again; {other} finishes his coup knowing "
        "those dice, which is no fault of his, and {thrower} bears the consequences."),
    "throw.early.fault-broken": (
        "{thrower} a jeté les dés avant que {other} ait achevé son coup (ligne {line}) ; "
        "{other} les a rompus (ligne {broken}) : ce jet est nul et {thrower} le rejette une "
        "fois le coup de {other} achevé.",
        "{thrower} threw the dice before {other} had finished his coup (line {line}); "
        "{other} broke them (line {broken}): that throw is void and {thrower} throws again "
        "once {other}'s coup is over."),
    "throw.early.none-open": (
        "Ligne {line} : le jet de {thrower} est noté « avant-fin », mais le relevé ne montre "
        "aucun coup de {other} encore ouvert : c'est un jet ordinaire.",
        "Line {line}: {thrower}'s throw is recorded « avant-fin », but the record shows no "
        "coup of {other}'s still open: it is an ordinary throw."),
    "throw.early.played-out": (
        "Ligne {line} : le jet de {thrower} est noté « avant-fin », mais {other} avait déjà "
        "joué tout ce que son coup lui permettait : les dés ne sont pas jetés avant que "
        "l'adversaire ait achevé de jouer son coup, c'est un jet ordinaire.",
        "Line {line}: {thrower}'s throw is recorded « avant-fin », but {other} had already "
        "played all his throw allowed: the dice are not thrown before the opponent finished "
        "playing his coup; it is an ordinary throw."),
    "dice.covered": (
        "Ligne {line} : {actor} couvre ses dés de son cornet ; il n'en a pas le droit : des "
        "dés lancés et fixés dans le tablier sont aux deux joueurs, {other} peut en connaître "
        "les points et le jet reste tel qu'il est tombé.",
        "Line {line}: {actor} covers his dice with his cornet; he has no right to: dice "
        "thrown and fixed in the tablier belong to both players, {other} may know their "
        "points and the throw stands as it fell."),
    "dice.covered.none": (
        "Ligne {line} : {actor} couvre des dés alors qu'aucun jet de lui n'est sur le tablier.",
        "Line {line}: {actor} covers dice while no throw of his is on the tablier."),
    "dice.broken.too-late": (
        "Ligne {line} : {actor} veut rompre les dés de {thrower}, mais ils sont fixés et leurs "
        "points connus ({thrower} y a déjà répondu, ligne {known}) : on ne rompt qu'avant ; le "
        "jet reste bon.",
        "Line {line}: {actor} would break {thrower}'s dice, but they have settled and their "
        "points are known ({thrower} already acted on them, line {known}): dice are broken only "
        "before that; the throw stands."),
    "dice.broken.early": (
        "Ligne {line} : {actor} rompt les dés que {thrower} a jetés avant la fin de son coup "
        "(ligne {at}) ; ce jet est nul, {thrower} le rejettera, et {actor} achève son coup.",
        "Line {line}: {actor} breaks the dice {thrower} threw before his coup was over "
        "(line {at}); that throw is void, {thrower} will throw again, and {actor} finishes "
        "his coup."),
    # -- putting the dames back on the pile (Guiton ch. VII « Points que gagne celui qui
    # parvient le premier à sortir toutes ses dames »)
    "releve.empile": (
        "Ligne {line} : {actor} remet ses dames à la pile ; un nouveau relevé commence (ce "
        "n'est pas s'en aller).",
        "Line {line}: {actor} puts his dames back on the pile; a new relevé begins (this is "
        "not leaving)."),
    "releve.options-lapse": (
        "Ligne {line} : les dames sont remises à la pile ; l'option « {subject} » ne peut plus "
        "s'exercer, les dames qu'elle ferait jouer ou replacer n'étant plus sur le tablier.",
        "Line {line}: the dames are back on the pile; the option “{subject}” can no longer be "
        "used, the dames it would have played or placed being off the board."),
    "releve.read-as-empile": (
        "Ligne {line} : {actor} relève ses dames alors que le relevé est fini : c'est les "
        "remettre à la pile.",
        "Line {line}: {actor} takes up his dames when the relevé is over: that is putting "
        "them back on the pile."),
    "releve.empile.also": (
        "Ligne {line} : {actor} remet aussi ses dames à la pile pour ce relevé.",
        "Line {line}: {actor} too puts his dames back on the pile for this relevé."),
    "ecoles.empiled": (
        "il touche ses dames pour les remettre à la pile",
        "he touches his dames to put them back on the pile"),
    # -- points wiped by one's own hand (Guiton ch. III « Points effacés mal à propos », ch. VII)
    "decide.negative-marks": (
        "La lecture du relevé donnerait à {colour} {points} points et {trous} trous : une "
        "marque ne peut être négative. Quelles étaient ses marques ?",
        "Reading the record would leave {colour} with {points} points and {trous} trous: marks "
        "cannot be negative. What were his marks?"),
    "marks.wipe-beyond": (
        "Le jeton de {colour} ne montre que {have:points} : des {points:points} à ôter, les "
        "{rest:points} de plus ne sont pas sur son jeton (marqués en trous repris, ou déjà "
        "effacés) ; la marque ne descend pas au-dessous de zéro.",
        "{colour}'s jeton shows only {have:points}: of the {points:points} to come off, the "
        "{rest:points} beyond are not on his jeton (marked as trous taken back, or wiped "
        "already); the count does not go below zero."),
    "marks.false-trou-back": (
        "Le trou que {colour} a marqué sans l'avoir gagné se démarque : son jeton est remis à "
        "{points:points}, où le mettaient les points de ce coup, et il a {trous} trous.",
        "The trou {colour} pegged without winning it is taken back: his jeton is put back to "
        "{points:points}, where this coup's points had brought it, and he has {trous} trous."),
    "wipe.own": (
        "Ligne {line} : {colour} efface lui-même {wiped:points} sans prendre de trou ; il peut "
        "les remettre tant qu'il n'a ni joué ni jeté les dés.",
        "Line {line}: {colour} wipes {wiped:points} of his own without taking a trou; he may "
        "put them back until he has played or thrown the dice."),
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
    "nombre-de-dames.fourteen.a-faux": (
        "Ligne {line} : la quinzième dame de {colour}, remise sur {fleche:fleche}, couvre la "
        "demi-case que le coup de {thrower} battait à faux : les {points:points} qu'elle "
        "donnait à {colour} ne sont plus dus.",
        "Line {line}: {colour}'s fifteenth dame, put back on {fleche:fleche}, covers the "
        "demi-case {thrower}'s throw beat à faux: the {points:points} it gave {colour} are no "
        "longer due."),
    "nombre-de-dames.fourteen.a-vrai": (
        "La dame de {colour} sur {fleche:fleche} est battue à vrai par le coup de {thrower} : "
        "la quinzième dame n'y rentre qu'après le coup marqué et joué, et les points de "
        "{thrower} restent dus.",
        "{colour}'s dame on {fleche:fleche} is beaten à vrai by {thrower}'s throw: the "
        "fifteenth dame goes back there only once the throw is marked and played, and "
        "{thrower}'s points stay due."),
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
    # -- bodies ------------------------------------------------------------------------------------
    "bodies.other-opinion": (
        "Autre avis — {source}, « {article} » : {summary}",
        "Other opinion — {source}, “{article}”: {summary}"),
    # -- regimes -----------------------------------------------------------------------------------
    "regimes.delai-lebrun": (
        "Ligne {line} : {colour} jette les dés sans avoir marqué l'école de {fault_by} : selon "
        "Lebrun, il peut encore l'y envoyer tant qu'il n'a pas joué.",
        "Line {line}: {colour} throws the dice without having marked {fault_by}'s école: by "
        "Lebrun, he may still send him to school as long as he has not played."),
    "regimes.hole-until-played": (
        "Ligne {line} : {colour} jette les dés sans avoir averti {other} du trou marqué de trop : "
        "selon Lebrun, il peut encore l'en avertir tant qu'il n'a pas joué.",
        "Line {line}: {colour} throws the dice without having warned {other} of the trou pegged "
        "de trop: by Lebrun, he may still warn him as long as he has not played."),
    "regimes.hole-kept": (
        "Ligne {line} : {colour} n'a pas fait ôter à temps le trou marqué de trop par {other} : "
        "{other} le garde.",
        "Line {line}: {colour} did not have the trou pegged de trop by {other} taken back in "
        "time: {other} keeps it."),
    "regimes.delai-lebrun.2": (
        "Ligne {line} : {colour} joue sans avoir marqué l'école de {fault_by} : il ne peut plus "
        "l'y envoyer, {fault_by} garde l'excédent.",
        "Line {line}: {colour} plays without having marked {fault_by}'s école: he may no longer "
        "send him to school, {fault_by} keeps the excess."),
    "regimes.delai-lebrun.3": (
        "Ligne {line} : {colour} joue sans avoir marqué l'école de {fault_by} : il ne peut plus "
        "l'y envoyer, {fault_by} ne la doit plus.",
        "Line {line}: {colour} plays without having marked {fault_by}'s école: he may no longer "
        "send him to school, {fault_by} no longer owes it."),
    "regimes.deux-jetons-lebrun": (
        "Ligne {line} : {colour}, qui avait {old:points}, marque ses {points} nouveaux points "
        "avec un autre jeton : selon Lebrun, il peut être envoyé à l'école des {old:points} "
        "qu'il avait.",
        "Line {line}: {colour}, who had {old:points}, marks his {points} new points with another "
        "jeton: by Lebrun, he may be sent to school for the {old:points} he had."),
    "regimes.deux-jetons-consummated": (
        "Ligne {line} : le coup de {colour} est consommé avec le nouveau jeton (posé ligne "
        "{set_at}) : la faute est désormais irréparable.",
        "Line {line}: {colour}'s coup is consummated with the new jeton (set on line {set_at}) "
        "still in use: the fault can no longer be repaired."),
    "regimes.deux-jetons-taken": (
        "Ligne {line} : {taker} ôte l'une des deux marques de {offender}, {which} "
        "({points:points}).",
        "Line {line}: {taker} takes one of {offender}'s two marks off, {which} "
        "({points:points})."),
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
    "regimes.sortie-wipe-lebrun": (
        "Ligne {line} : {colour}, sorti le premier, efface par méprise ses {wiped:points} en "
        "relevant ses dames : selon Lebrun, on peut l'envoyer à l'école de ces points dès qu'il "
        "aura jeté les dés.",
        "Line {line}: {colour}, first out, wipes his {wiped:points} by mistake while re-piling: "
        "by Lebrun, he may be sent to school for them once he has thrown the dice."),
    "regimes.trous-oublies-lebrun": (
        "Selon Lebrun, on n'envoie pas à l'école d'un trou entier : {colour} a oublié "
        "{missing:trous} que son coup lui donnait ; ils sont perdus pour lui, sans école de "
        "leurs {points} points.",
        "By Lebrun, nobody is sent to school for a whole trou: {colour} forgot {missing:trous} "
        "his throw gave him; they are lost to him, with no école of their {points} points."),
    "regimes.trous-de-trop-lebrun": (
        "Ligne {line} : {colour} marque {over:trous} de trop : selon Lebrun, on ne met pas à "
        "l'école des trous ; on l'avertit seulement, et les trous de trop sont ôtés.",
        "Line {line}: {colour} pegs {over:trous} too many: by Lebrun there is no école of "
        "trous; he is only warned, and the trous too many are taken back."),
    # -- paroles -----------------------------------------------------------------------------------
    "paroles.on-say": (
        "Ligne {line} : {colour} dit {quoted} ; cette parole l'oblige à rester.",
        "Line {line}: {colour} says {quoted}; these words bind him to stay."),
    "paroles.on-say.stay-after-leave": (
        "Ligne {line} : {colour} dit {quoted} ; mais il a déjà dit qu'il s'en allait (ligne "
        "{leaving}), et cette parole-là l'oblige : la seconde ne compte pas.",
        "Line {line}: {colour} says {quoted}; but he already said he was leaving (line "
        "{leaving}), and those words bind him: the later ones do not count."),
    "paroles.leave-by-words": (
        "Ligne {line} : {colour} a dit qu'il s'en va ; cette parole l'oblige à s'en aller.",
        "Line {line}: {colour} said he leaves; these words bind him to leave."),
    "paroles.leave-by-dames": (
        "Ligne {line} : {colour} relève ses dames pour s'en aller sans l'avoir dit ; l'usage "
        "l'admet.",
        "Line {line}: {colour} takes up his dames to leave without saying so; usage allows "
        "it."),
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
        "Ligne {line} : {colour} joue pour tout : le coup qui sortira ses dernières dames "
        "servira aussi de premier coup de la reprise s'il reste.",
        "Line {line}: {colour} plays “pour tout”: the throw that bears off his last dames will "
        "also be the first throw of the next relevé if he stays."),
    "paroles.pour-tout-choix": (
        "{colour} a joué pour tout, et ce coup lui donne le trou par son propre dé : il garde "
        "le choix de rester ou de s'en aller, qu'il fait au vu des dés.",
        "{colour} played “pour tout”, and the throw wins him the trou by his own dé: he keeps "
        "the choice to stay or leave, made on seeing the dice."),
    "regimes.leave-jeton-lebrun": (
        "{colour} a ôté son jeton de sa place et l'a lâché (ligne {at}) avant de "
        "s'en aller : selon Lebrun, on ne peut s'en aller que tant qu'on tient son jeton ou "
        "qu'on ne l'a pas ôté de sa place ; il doit rester.",
        "{colour} took his jeton from its place and let it go (line {at}) before "
        "leaving: by Lebrun one may leave only while holding one's jeton or before taking it "
        "from its place; he must stay."),
    "regimes.leave-bois-lebrun": (
        "{colour} a touché ses dames pour jouer (ligne {at}) avant de s'en "
        "aller : selon Lebrun, qui touche ou joue son bois ne peut plus s'en aller ; il doit "
        "rester.",
        "{colour} touched his dames to play (line {at}) before leaving: by Lebrun, "
        "whoever touches or plays his bois may no longer leave; he must stay."),
    "ecoles.ecole-first.reste-lost": (
        "Ligne {line} : les marques refaites laissent à {offender} {points:points} de reste ; "
        "il s'en est allé sur son trou : qui s'en va les perd.",
        "Line {line}: the marks made again leave {offender} {points:points} de reste; he left "
        "on his trou: whoever leaves loses them."),
    "throw.pour-tout": (
        "Ligne {line} : {thrower} joue pour tout ; ses dames toutes entrées, ce seul coup décide "
        "de sa sortie, les coups restants supprimés par la convention : il vaut "
        "{points:points}.",
        "Line {line}: {thrower} plays « pour tout »; his dames all entered, this one throw "
        "decides his sortie, the coups left being suppressed by the agreement: it is worth "
        "{points:points}."),
    "paroles.false-leave-words": (
        "Ligne {line} : {colour} dit qu'il s'en va, mais il lui manque {lacking:points} pour "
        "le trou : il ne peut s'en aller ; tant qu'il n'a pas rompu son jeu, ses paroles ne "
        "font pas l'école du faux trou, et il peut encore reprendre le trou et jouer son coup.",
        "Line {line}: {colour} says he leaves, but he lacks {lacking:points} for the trou: he "
        "may not leave; until he breaks his game his words make no école of a false trou, and "
        "he may still take the trou back and play his coup."),
    "paroles.partie-gagnee": (
        "Ligne {line} : ce coup donne à {colour} le douzième trou : la partie en douze trous "
        "est gagnée ; relever ses dames n'est pas s'en aller, et les règles pour s'en aller ou "
        "rester (de quel dé vient le trou, les points de reste marqués), qui regardent la suite "
        "de la partie, ne s'appliquent plus.",
        "Line {line}: this throw gives {colour} the twelfth trou: the partie en douze trous is "
        "won; taking up his dames is not leaving, and the rules for leaving or staying (whose "
        "dé gave the trou, the points de reste marked), which concern the partie going on, no "
        "longer apply."),
    "paroles.ecole-escaped": (
        "Ligne {line} : en rompant son jeu pour s'en aller sur son trou, {colour} échappe à "
        "l'école de {points:points} que ses marques faisaient quand il a touché ses dames "
        "(ligne {made}) : ces points sont de reste, et qui s'en va les perd.",
        "Line {line}: breaking his game to leave on his trou, {colour} escapes the école of "
        "{points:points} his marks made when he touched his dames (line {made}): those points "
        "are reste, and whoever leaves loses them."),
    "ecoles.wipe-at-reprise": (
        "Ligne {line} : la sortie a fini le relevé sans que {colour} prenne de trou ; à la "
        "reprise chacun garde les points qu'il avait : les {wiped:points} de {opp} qu'il a "
        "ôtés restent à {opp}.",
        "Line {line}: the sortie ended the relevé without {colour} taking a trou; at the "
        "reprise each keeps the points he had: the {wiped:points} of {opp}'s he took off "
        "stay {opp}'s."),
    "paroles.leave.double-for-simple": (
        "{colour} a marqué {fichet:trous} pour {expected_trous:trous} : un trou double comme un "
        "simple représente douze points ; il n'a pas marqué de points qu'il n'avait pas, il n'y "
        "a donc pas d'école : le trou de trop est seulement démarqué, et il peut s'en aller.",
        "{colour} pegged {fichet:trous} for {expected_trous:trous}: a trou double like a simple "
        "one stands for twelve points; he marked no points he had not, so there is no école: "
        "the hole de trop is only taken back, and he may leave."),
    "paroles.pour-tout-dechu": (
        "Le choix de rester ou de s'en aller se fait au vu du coup qui donne le trou, et avant "
        "de jeter de nouveau les dés : {colour} l'a laissé passer.",
        "The choice to stay or leave is made on seeing the throw that gives the trou, and "
        "before throwing the dice again: {colour} let it pass."),
    "paroles.on-say.8": (
        "Ligne {line} : {colour} dit {quoted} (parole sans effet obligatoire).",
        "Line {line}: {colour} says {quoted} (words that bind nobody)."),
    "paroles.bredouille-contested": (
        "Ligne {line} : {colour} conteste la bredouille, mais {other} n'a pas ôté ses jetons "
        "avant de marquer un trou double ; la preuve reste sur le tablier.",
        "Line {line}: {colour} disputes the bredouille, but {other} did not move his jetons "
        "before marking a double trou; the proof is still on the tablier."),
    "paroles.bredouille-contested.late": (
        "Ligne {line} : {colour} conteste la bredouille après avoir jeté les dés (ligne "
        "{thrown}) : il n'y est plus reçu, {other} garde son trou double.",
        "Line {line}: {colour} disputes the bredouille after throwing the dice (line "
        "{thrown}): too late, {other} keeps his double trou."),
    "ecoles.double-kept": (
        "Ligne {line} : {colour} jette les dés sans avoir fait démarquer à {other} "
        "{count:trous} marqué de trop : {other} le garde.",
        "Line {line}: {colour} throws the dice without having had {other} take off "
        "{count:trous} pegged too many: {other} keeps it."),
    "paroles.bredouille-contested.2": (
        "Ligne {line} : {other} a ôté ses jetons (ligne {marked}) avant de marquer le trou "
        "double ; {colour} conteste la bredouille, sa parole fait foi : le trou est simple.",
        "Line {line}: {other} moved his jetons (line {marked}) before marking the double trou; "
        "{colour} disputes the bredouille, his word prevails: the trou is simple."),
    "paroles.on-releve": (
        "il a relevé ses dames",
        "he has taken up his dames"),
    "paroles.jeton-to-bande-leaving": (
        "Ligne {line} : en s'en allant, {colour} ne garde pas les {points:points} de son "
        "jeton : qui s'en va perd ses points de reste, et il commence la nouvelle relevée à zéro.",
        "Line {line}: leaving, {colour} does not keep the {points:points} on his jeton: "
        "whoever leaves loses his points de reste, and he begins the new relevé from nothing."),
    "paroles.jeton-to-bande": (
        "Ligne {line} : en relevant ses dames pour s'en aller, {colour} ne garde pas les "
        "{points:points} de son jeton : qui s'en va perd ses points de reste, et il commence "
        "la nouvelle relevée à zéro.",
        "Line {line}: taking up his dames to leave, {colour} does not keep the "
        "{points:points} on his jeton: whoever leaves loses his points de reste, and he begins "
        "the new relevé from nothing."),
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
        "{colour} a marqué {fichet:trous} alors que le coup lui en donne {expected_trous}, et "
        "s'en va.",
        "{colour} pegged {fichet:trous} where the coup gives him {expected_trous:trous}, and "
        "leaves."),
    "paroles.leave.5": (
        "{colour} a marqué {fichet:trous} : pour combien de points croyait-il les prendre ?",
        "{colour} pegged {fichet:trous}: for how many points did he believe he took them?"),
    "paroles.leave.6": (
        "{colour_opponent} peut obliger {colour} à rester, effacer les {extra} trous de trop et "
        "marquer une école de {ecole:points}",
        "{colour_opponent} may force {colour} to stay, erase the {extra} extra trous and mark an "
        "école of {ecole:points}"),
    "paroles.par-trop-superseded": (
        "L'école par trop de {points:points} que le jeton de {colour} faisait (ligne {line}) "
        "est la même erreur que ses trous de trop : en s'en allant, c'est la règle du ch. V "
        "qui en décide, et son école, non une seconde.",
        "The école par trop of {points:points} {colour}'s jeton made (line {line}) is the same "
        "error as his trous de trop: as he leaves, ch. V's rule decides it, with its école, "
        "not a second one."),
    "paroles.leave.7": (
        "l'obliger à rester",
        "force him to stay"),
    "paroles.leave.8": (
        "le laisser partir",
        "let him go"),
    "paroles.leave.9": (
        "{colour} n'a marqué que {fichet:trous} sur {expected_trous} : il perd les autres, "
        "sans école.",
        "{colour} marked only {fichet:trous} of {expected_trous}: he loses the others, with no "
        "école."),
    "paroles.leave.9-words": (
        "{colour} n'a encore marqué que {fichet:trous} sur {expected_trous} : tant qu'il n'a "
        "touché que ses jetons il peut marquer les autres ; dès qu'il relève ses dames, il les "
        "perd, sans école.",
        "{colour} has so far marked only {fichet:trous} of {expected_trous}: as long as he has "
        "touched only his jetons he may peg the others; once he takes up his dames he loses "
        "them, with no école."),
    "paroles.leave.forgotten-trou": (
        "{colour} s'en va sans marquer ce que son coup lui donne ({expected_trous:trous}) : "
        "il en a le droit, mais ses dames relevées, il n'est plus admis à le marquer ; c'est "
        "perdu, sans école (on n'envoie point à l'école d'un trou).",
        "{colour} leaves without pegging what his throw gives him ({expected_trous:trous}): "
        "he may, but once his dames are taken up he can no longer peg it; it is lost, with no "
        "école (there is no école of a trou)."),
    "paroles.leave.10": (
        "Ligne {line} : {colour} a gagné {won:trous} par son propre dé : il peut s'en aller.",
        "Line {line}: {colour} won {won:trous} by his own throw: he may leave."),
    "paroles.leave-reste-unmarked": (
        "Ligne {line} : {colour} s'en va sans marquer ses {reste:points} de reste : marqués, "
        "ils lui auraient ôté le droit de s'en aller, et en s'en allant il les perd ; les "
        "laisser non marqués n'est pas une école.",
        "Line {line}: {colour} leaves without marking his {reste:points} de reste: marked, "
        "they would have taken away his right to leave, and by leaving he forfeits them; "
        "leaving them unmarked is no école."),
    "paroles.leave.11": (
        "{colour} s'en va régulièrement ; il a la priorité du dé au relevé suivant.",
        "{colour} leaves regularly; he has the dé for the next relevé."),
    "paroles.irregular": (
        "{colour} ne peut s'en aller : il reste et la partie continue.",
        "{colour} may not leave: he stays and the game goes on."),
    "paroles.false-trou.ecole-made": (
        "Ligne {line} : l'école des {lacking} points qui manquaient à {colour} pour le trou est "
        "déjà faite par son jeton abandonné ; rompre son jeu est la même erreur, elle ne se "
        "marque qu'une fois.",
        "Line {line}: the école of the {lacking} points {colour} lacked for the trou is already "
        "made by his abandoned jeton; breaking his game is the same error, it is marked once."),
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
    # -- dames -------------------------------------------------------------------------------------
    "dames.module": (
        "il a touché ses dames",
        "he has touched his dames"),
    "dames.handling": (
        "Ligne {line} : {colour} touche ses dames hors de son coup.",
        "Line {line}: {colour} handles his dames outside his coup."),
    "dames.handling.2": (
        "Ligne {line} : {colour}, qui n'a pas jeté, touche des dames ; ce n'est pas à lui de "
        "jouer : cela ne l'oblige à jouer aucune dame et ne consomme aucune école pour lui "
        "(seul son jet de dés le fait).",
        "Line {line}: {colour}, who did not throw, handles dames; it is not his turn to play: "
        "that binds him to play no dame and consummates no école for him (only his throw of "
        "the dice does)."),
    "dames.handling.3": (
        "Ligne {line} : {colour} sort ses dernières dames ; il peut marquer les points de ce "
        "coup après les avoir sorties.",
        "Line {line}: {colour} bears his last dames off; he may mark this throw's points after "
        "bearing them off."),
    "dames.on-adoube": (
        "Ligne {line} : {actor} dit « j'adoube » ; la dame qu'il touchera ensuite ne l'oblige "
        "pas.",
        "Line {line}: {actor} says “j'adoube”; the next dame he touches does not bind him."),
    "dames.touched-after-the-play": (
        "Ligne {line} : {colour} touche la dame de {fleche:fleche} quand tout son nombre est déjà "
        "joué et ses dames abandonnées : elle ne peut plus être jouée, et une dame touchée ne "
        "doit l'être que s'il y a possibilité. Pas de faute.",
        "Line {line}: {colour} touches the dame on {fleche:fleche} when his whole number is "
        "already played and its dames let go: it can no longer be played, and a touched dame "
        "must be played only when it can be. No fault."),
    "dames.on-touch": (
        "Ligne {line} : toucher la pile sans lever de dame n'oblige à en jouer aucune.",
        "Line {line}: touching the pile without lifting a dame binds to none."),
    "dames.on-lift": (
        "Ligne {line} : lever plusieurs dames de la pile n'oblige à en jouer qu'une.",
        "Line {line}: lifting several dames from the pile binds to one only."),
    "dames.still-playing": (
        "Ligne {line} : le relevé s'arrête alors que {colour} peut encore jouer le reste de son "
        "nombre : son coup n'est pas fini, et ce qui en reste n'est pas jugé comme omis.",
        "Line {line}: the record stops while {colour} can still play the rest of his number: "
        "his coup is not over, and what is left of it is not judged as left out."),
    "dames.lifted-again": (
        "Ligne {line} : {colour} reprend la dame qu'il avait posée sur {fleche:fleche} sans "
        "l'abandonner : tant qu'elle n'est pas abandonnée, elle n'est pas jouée là, et il la "
        "porte où il veut parmi les façons de jouer son nombre.",
        "Line {line}: {colour} takes up again the dame he had set on {fleche:fleche} without "
        "letting go: until it is let go it is not played there, and he carries it where he "
        "chooses among the ways of playing his number."),
    "dames.chosen-before-release": (
        "Ligne {line} : {colour} tenait ensemble plusieurs dames et les a posées sur des flèches "
        "différentes avant de les abandonner, chacune où un nombre la porte : tant qu'elles ne "
        "sont pas abandonnées, il les joue comme il l'entend ; il n'y a pas fausse case.",
        "Line {line}: {colour} held several dames together and set them down on different "
        "flèches before letting go, each where a number takes it: until they are let go he plays "
        "them as he chooses; there is no fausse case."),
    "dames.on-place": (
        "Ligne {line} : poser une dame sur une autre, c'est toucher celle de dessous, qui doit "
        "être jouée aussi.",
        "Line {line}: putting a dame on another touches the one below, which must be played too."),
    "dames.adoube-then-misplaced": (
        "Ligne {line} : après avoir dit « j'adoube », {colour} porte et abandonne la dame où "
        "aucun nombre n'aboutit : la précaution ne le couvre plus, il subit la peine de la "
        "fausse case.",
        "Line {line}: having said “j'adoube”, {colour} carries the dame and lets go of it where "
        "no number ends: the precaution no longer covers him, he bears the penalty of the "
        "fausse case."),
    "dames.carried-on": (
        "Ligne {line} : {colour} reprend la dame qu'il avait lâchée sur {fleche:fleche} et la "
        "porte plus loin pour jouer les deux nombres tout d'une : c'est la seule sortie que la "
        "loi laisse à une dame abandonnée.",
        "Line {line}: {colour} takes up again the dame he had let go on {fleche:fleche} and "
        "carries it on to play both numbers tout d'une: the one way out the law leaves a dame "
        "let go."),
    "dames.mal-posee": (
        "la laisser où elle est",
        "leave it where it is"),
    "dames.mal-posee.2": (
        "la mettre sur {t:fleche}",
        "put it on {t:fleche}"),
    "dames.mal-posee.3": (
        "faire jouer tout le coup d'une seule dame",
        "have the whole throw played with that dame"),
    "dames.mal-posee.4": (
        "un nombre était déjà bien joué",
        "a number had already been played correctly"),
    "dames.mal-posee.5": (
        "la dame n'a pas dépassé le plus fort nombre",
        "the dame did not go beyond the larger number"),
    "dames.mal-posee.6": (
        "Le tout d'une n'est pas ouvert à {colour_opponent} : {reason}.",
        "The tout d'une is not open to {colour_opponent}: {reason}."),
    "dames.mal-posee.7": (
        "la dame mal posée de {colour} est à la discrétion de {colour_opponent}",
        "{colour}'s misplaced dame is at {colour_opponent}'s discretion"),
    "dames.fausse-case": (
        "les mettre toutes deux en surcase",
        "put both as a surcase"),
    "dames.fausse-case.2": (
        "les étaler en demi-cases",
        "spread them as demi-cases"),
    "dames.fausse-case.3": (
        "trouver le coup bien joué",
        "accept the play as made"),
    "dames.fausse-case.4": (
        "en faire jouer une tout d'une, l'autre renvoyée",
        "have one played tout d'une, the other sent back"),
    "dames.fausse-case.5": (
        "les deux dames de la fausse case sont à la disposition de {colour_opponent}",
        "both dames of the fausse case are at {colour_opponent}'s disposal"),
    "dames.extra-dames": (
        "Ligne {line} : {colour} avait joué tout son coup ({dice:dice}) et joue encore une dame "
        "{src:from_fleche} sur {dst:fleche} : ce mouvement ne répond à aucun nombre ; ce qui était "
        "bien joué reste acquis.",
        "Line {line}: {colour} had played his whole throw ({dice:dice}) and moves another dame "
        "from {src:fleche} to {dst:fleche}: that move answers no number; what was well played "
        "stands."),
    "dames.extra-dames.2": (
        "{colour_opponent} peut faire remettre la dame jouée en trop, ou la laisser",
        "{colour_opponent} may have the extra dame put back, or leave it"),
    "dames.extra-dames.3": (
        "la faire remettre d'où elle vient",
        "have it put back"),
    "dames.extra-dames.4": (
        "la laisser où elle est",
        "leave it where it is"),
    "dames.no-excuse": (
        "Ligne {line} : {colour} a enlevé ses dés (ligne {dice_lifted}) puis joue un autre "
        "nombre que {dice:dice}, qu'il avait pourtant marqué : l'erreur n'est pas excusable ; "
        "ses dames sont à la disposition de l'adversaire comme dans la fausse case.",
        "Line {line}: {colour} took up his dice (line {dice_lifted}) then plays another number "
        "than {dice:dice}, which he had marked: the error is not excusable; his dames are at his "
        "opponent's disposal as in the fausse case."),
    "dames.excused": (
        "Ligne {line} : les dés ont été enlevés avant le coup joué (ligne {dice_lifted}) et "
        "{colour} joue {alleged:dice} pour {dice:dice} ; rien dans sa marque ne contredit son "
        "erreur, qu'on lui a ôté le moyen de rectifier : il ne fait pas faute.",
        "Line {line}: the dice were taken up before the coup was played (line {dice_lifted}) "
        "and {colour} plays {alleged:dice} for {dice:dice}; nothing in his marking contradicts "
        "his error, which he was deprived of the means to correct: he commits no fault."),
    "dames.excused.no-marks": (
        "Ligne {line} : les dés ont été enlevés avant le coup joué (ligne {dice_lifted}) et "
        "{colour} joue {alleged:dice} pour {dice:dice} ; ce jeu ne marque rien, aucune marque "
        "ne peut donc contredire son erreur, qu'on lui a ôté le moyen de rectifier : il ne "
        "fait pas faute.",
        "Line {line}: the dice were taken up before the coup was played (line {dice_lifted}) "
        "and {colour} plays {alleged:dice} for {dice:dice}; this game marks nothing, so no "
        "mark can contradict his error, which he was deprived of the means to correct: he "
        "commits no fault."),
    "dames.excused.replay": (
        "{colour} joue seulement son coup selon le point reconnu, {dice:dice}.",
        "{colour} only plays his throw by the number acknowledged, {dice:dice}."),
    "dames.no-excuse.2": (
        "les dames mal jouées sont à la disposition de {colour_opponent}",
        "the wrongly played dames are at {colour_opponent}'s disposal"),
    "dames.no-excuse.3": (
        "laisser le coup tel quel",
        "leave the play as made"),
    "dames.no-excuse.4": (
        "les placer selon le vrai nombre, à son choix",
        "place them by the true number, as he chooses"),
    "dames.on-restore": (
        "Ligne {line} : des dames sont remises, mais aucun coup joué n'est enregistré avant ; "
        "lesquelles ?",
        "Line {line}: dames are put back, but no play is recorded before; which?"),
    "dames.on-restore.2": (
        "Ligne {line} : {actor} remet lui-même les dames de {colour} : il tient le coup pour "
        "nul, et {colour} rejoue son nombre en entier, à son gré.",
        "Line {line}: {actor} puts {colour}'s dames back himself: he treats the play as void, "
        "and {colour} plays his whole number again, as he likes."),
    "dames.on-restore.3": (
        "Ligne {line} : {colour} remet ses dames.",
        "Line {line}: {colour} puts his dames back."),
    "dames.on-put-back": (
        "Ligne {line} : {actor} remet la dame sur {fleche:fleche}.",
        "Line {line}: {actor} puts the dame back on {fleche:fleche}."),
    "dames.at-close": (
        "{colour} a touché la dame {fleche:from_fleche} (ligne {line}) : il devra la jouer.",
        "{colour} touched the dame on {fleche:fleche} (line {line}): he will have to play it."),
    "dames.at-close.2": (
        "{colour} a touché la dame {fleche:from_fleche} (ligne {line}) sans dire « j'adoube » et "
        "ne l'a pas jouée, alors qu'elle pouvait l'être.",
        "{colour} touched the dame on {fleche:fleche} (line {line}) without saying “j'adoube” "
        "and did not play it, though it could be played."),
    "dames.judge-play.cannot-stay": (
        "Le coup de {colour} ne peut être laissé tel quel ({why}) : il doit être rejoué.",
        "{colour}'s coup cannot be left as it is ({why}): it must be played again."),
    "dames.at-close.2.trial": (
        "{colour} a essayé la dame {fleche:from_fleche} ailleurs (ligne {line}) après avoir dit "
        "« j'adoube », qui ne couvre pas un essai : la dame est touchée, et il ne l'a pas jouée, "
        "alors qu'elle pouvait l'être.",
        "{colour} tried the dame on {fleche:fleche} elsewhere (line {line}) after saying "
        "“j'adoube”, which does not cover a trial: the dame is touched, and he did not play it, "
        "though it could be played."),
    "dames.at-close.3": (
        "{colour_opponent} peut exiger que la dame touchée soit jouée",
        "{colour_opponent} may require the touched dame to be played"),
    "dames.at-close.4": (
        "la faire jouer",
        "have it played"),
    "dames.at-close.5": (
        "laisser le coup tel quel",
        "leave the play as it is"),
    "dames.at-close.6": (
        "La dame touchée sur {fleche:fleche} ne pouvait être jouée : pas de faute.",
        "The dame touched on {fleche:fleche} could not be played: no fault."),
    "dames.judge-play": (
        "Ligne {line} : {colour} joue tout son nombre selon les règles.",
        "Line {line}: {colour} plays his whole number according to the rules."),
    "dames.judge-play.moves-only": (
        "Ligne {line} : les nombres de {colour} sont joués selon la marche des dames ; reste la "
        "dame touchée qu'il n'a pas jouée.",
        "Line {line}: {colour}'s numbers are played as the dames move; there remains the dame "
        "he touched and did not play."),
    "dames.judge-play.beside-fault": (
        "Ligne {line} : les nombres de {colour} sont joués selon la marche des dames ; cela "
        "n'efface pas la faute relevée dans ce coup ({kind}).",
        "Line {line}: {colour}'s numbers are played as the dames move; that does not undo the "
        "fault found in this play ({kind})."),
    "dames.judge-play.2": (
        "{colour} s'est mis hors d'état de jouer tout son nombre alors qu'il le pouvait sans "
        "rompre : c'est à son adversaire de choisir.",
        "{colour} made himself unable to play his whole number though he could without breaking: "
        "his opponent chooses."),
    "dames.judge-play.3": (
        "{colour_opponent} peut laisser le coup et marquer l'impuissance, ou le faire jouer en "
        "entier sans rompre",
        "{colour_opponent} may leave the play and mark the impuissance, or have the whole number "
        "played without breaking"),
    "dames.judge-play.4": (
        "laisser le coup et marquer 2 pour l'impuissance",
        "leave it and mark 2 for the impuissance"),
    "dames.judge-play.5": (
        "faire jouer les deux nombres, sans rompre le plein",
        "have both numbers played, without breaking the plein"),
    "dames.judge-play.5-no-plein": (
        "faire jouer les deux nombres",
        "have both numbers played"),
    "dames.lawful-plays": (
        "{why} ; avec {dice:dice}, les jeux permis sont : {plays}",
        "{why}; with {dice:dice}, the lawful plays are: {plays}"),
    "dames.lawful-plays.more": (
        "{shown} et {more} autres",
        "{shown} and {more} others"),
    "dames.judge-play.6": (
        "{colour_opponent} peut exiger que le coup soit rejoué selon les règles",
        "{colour_opponent} may require the throw to be played again by the rules"),
    "dames.judge-play.7": (
        "le faire rejouer",
        "have it played again"),
    "dames.judge-play.8": (
        "le laisser tel quel",
        "leave it as played"),
    "dames.bearing-off": (
        "Ligne {line} : {thrower} peut sortir des dames par ce coup ; les lois de la sortie "
        "règlent comment.",
        "Line {line}: {thrower} can bear dames off with this throw; the laws of the sortie say "
        "how."),
    # -- ecoles ------------------------------------------------------------------------------------
    "ecoles.on-set-jeton": (
        "Ligne {line} : {colour} remet les {restored:points} que son adversaire lui avait ôtés.",
        "Line {line}: {colour} puts back the {restored:points} his opponent had taken off."),
    "ecoles.bredouille-taken-off": (
        "Ligne {line} : {actor} ôte le jeton de bredouille que {opp} avait encore au tablier : "
        "il le peut même un coup plus tard, et {opp}, dont la série a été interrompue, ne peut se "
        "prévaloir de l'oubli.",
        "Line {line}: {actor} takes off the bredouille jeton {opp} still had on the tablier: he "
        "may, even a coup later, and {opp}, whose series was interrupted, cannot rely on the "
        "oversight."),
    "ecoles.set-opponent-jeton": (
        "Ligne {line} : {actor} met le jeton de {opp} à {points} (il était à {had}).",
        "Line {line}: {actor} sets {opp}'s jeton at {points} (it was at {had})."),
    "ecoles.on-mark-trous": (
        "Ligne {line} : {colour} marque {count:trous} pour un trou qui en vaut {credit} : on "
        "rectifie, sans école.",
        "Line {line}: {colour} pegs {count:trous} for a trou worth {credit}: it is corrected, "
        "with no école."),
    "ecoles.on-unmark-trous": (
        "Ligne {line} : {colour} recule le fichet de {other} de {count:trous}.",
        "Line {line}: {colour} moves {other}'s fichet back by {count:trous}."),
    "ecoles.on-unmark-trous.2": (
        "Ligne {line} : {colour} recule son fichet de {count:trous} ; il peut les reprendre, "
        "et tant que le coup n'est pas consommé, marquer aussi ceux qu'il gagne.",
        "Line {line}: {colour} moves his fichet back by {count:trous}; he may take them back, "
        "and until the coup is consummated peg those he wins as well."),
    "ecoles.on-efface": (
        "Ligne {line} : {colour} efface {wiped:points} de {opp}.",
        "Line {line}: {colour} wipes {wiped:points} of {opp}'s."),
    "ecoles.invited": (
        "il a invité son adversaire à jeter",
        "he invited his opponent to throw"),
    "ecoles.moves-back-in-time": (
        "{colour} a marqué le trou sans ramener son jeton ; le coup n'étant pas consommé, il le "
        "ramène sans école ({excess:points} de moins).",
        "{colour} pegged the trou without bringing his jeton back; the coup not being "
        "consummated, he brings it back with no école ({excess:points} fewer)."),
    "ecoles.marked-enough": (
        "{j_colour} a marqué ce que son coup lui donnait ({j_due:points}).",
        "{j_colour} marked what the throw gave him ({j_due:points})."),
    "ecoles.double-rightly-pegged": (
        "{colour} a pris douze points sans interruption : c'est un trou double, et il marque "
        "{count:trous} en tout, comme il le devait.",
        "{colour} took twelve points without interruption: that is a double trou, and he pegs "
        "{count:trous} in all, as he should."),
    "ecoles.fichet-alone": (
        "Ligne {line} : {colour} avance son fichet pour un trou qu'il n'a pas, sans y joindre "
        "de jeton : le fichet déplacé ne fait pas école ; le trou lui est seulement ôté.",
        "Line {line}: {colour} moves his fichet for a trou he has not won, with no jeton "
        "placed with it: a fichet moved makes no école; the trou is simply taken back."),
    "ecoles.second-marks-the-rest": (
        "Ligne {line} : {colour} avance son jeton pour les points qu'il n'avait pas encore "
        "marqués ; ils lui viennent du coup de l'adversaire, et il n'a pas jeté les dés : il est "
        "à temps.",
        "Line {line}: {colour} moves his jeton on for the points he had not yet marked; they come "
        "by the opponent's coup, and he has not thrown: he is in time."),
    "wipe.own.loser-hasty": (
        "Ligne {line} : {colour} efface lui-même ses {wiped:points} dans le coup qui donne le "
        "trou à {other} : ils sont perdus par ce trou ; s'empresser de les effacer est une "
        "négligence sans peine.",
        "Line {line}: {colour} wipes his own {wiped:points} in the coup that gives {other} the "
        "trou: they are lost by that trou; wiping them in haste is a carelessness without "
        "penalty."),
    "ecoles.double-repris": (
        "Ligne {line} : {colour} démarque à {other} {count:trous} marqué de trop sur un trou "
        "simple : c'est la correction que la décision fait déjà, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back {count:trous} {other} pegged de trop on a simple trou: "
        "that is the correction the ruling already makes; it is not counted twice."),
    "ecoles.trous-de-trop-repris": (
        "Ligne {line} : {colour} ôte à {other} {count:trous} de trop qu'il avait marqués pour "
        "s'en aller : c'est la correction que la décision fait déjà, elle ne se compte pas "
        "deux fois.",
        "Line {line}: {colour} takes back {count:trous} {other} marked de trop to leave: that "
        "is the correction the ruling already makes; it is not counted twice."),
    "ecoles.below-nothing": (
        "Les actes de {colour} laissent ses marques à {marked:points} en deçà de ce qu'elles "
        "étaient au jet, pour un coup qui lui en donnait {due:points} : ôter ses propres points "
        "ou trous n'est pas omettre ceux du coup, et une marque négative ne se juge pas. "
        "Qu'a-t-il voulu marquer, et qu'a-t-il ôté par erreur ?",
        "{colour}'s acts leave his marks {marked:points} below where they stood at the throw, "
        "for a throw that gave him {due:points}: taking off points or trous of his own is not "
        "leaving out those of the throw, and a negative count cannot be judged. What did he "
        "mean to mark, and what did he take off by mistake?"),
    "ecoles.already-marked": (
        "{winner} a pris le trou (ligne {line}) sans effacer les points de {colour}, que son "
        "jeton montre encore : ils tiennent lieu des {counted:points} que ce coup lui donne, "
        "qui se trouvent déjà marqués ; il n'y a pas d'école de ces points.",
        "{winner} took the trou (line {line}) without wiping {colour}'s points, which his "
        "jeton still shows: they stand for the {counted:points} this throw gives him, which "
        "are thus already marked; there is no école of those points."),
    "ecoles.misled": (
        "{colour} a été induit en erreur par son adversaire (ligne {misled_at}) : il ne fait pas "
        "école et peut encore marquer ses {short:points}.",
        "{colour} was misled by his opponent (line {misled_at}): he makes no école and may still "
        "mark his {short:points}."),
    "ecoles.misled.lepeintre": (
        "Lepeintre (1818, règle 58) est d'un autre avis sur les points : celui qui a été induit "
        "en erreur ne fait pas école, mais il ne peut plus revenir sur les points qu'il a "
        "marqués de moins.",
        "Lepeintre (1818, rule 58) holds otherwise on the points: the player misled makes no "
        "école, but he can no longer go back on the points he marked short."),
    "ecoles.covered-by-the-ecole": (
        "{colour} a marqué l'école (ligne {ecole_marked_at}) sans marquer ses {short:points} à "
        "faux : l'option de l'école le couvre, il ne fait pas école.",
        "{colour} marked the école (line {ecole_marked_at}) without marking his {short:points} à "
        "faux: the école's option covers him, he makes no école."),
    "ecoles.not-yet-consummated": (
        "{colour} {marked} : il lui en manque {short}, mais il n'a encore fait aucun acte qui "
        "consomme l'école.",
        "{colour} {marked}: {short} are missing, but he has not yet made any act that "
        "consummates the école."),
    "ecoles.not-yet-consummated.2": (
        "{colour} peut encore marquer les {short:points} omis",
        "{colour} may still mark the {short:points} he left out"),
    "ecoles.not-yet-consummated.3": (
        "ne pas les marquer (l'école reste possible)",
        "leave them (the école remains possible)"),
    "ecoles.not-yet-consummated.4": (
        "jusqu'à ce qu'il jette les dés ou invite son adversaire à les jeter",
        "until he throws the dice or invites his opponent to throw them"),
    "ecoles.judge-window": (
        "{colour} a marqué {fichet:trous} au fichet, et le coup lui en donne {expected_trous} "
        ": il n'y a pas d'école de trou, on rectifie seulement.",
        "{colour} pegged {fichet:trous}, and the coup gives him {expected_trous:trous}: there "
        "is no école of a trou, it is simply corrected."),
    "ecoles.unmark-too-late": (
        "Ligne {line} : {colour} recule le fichet de {other} de {count:trous} après avoir jeté "
        "les dés : trop tard ; ces trous étaient marqués avant son jet, et {other} les garde.",
        "Line {line}: {colour} moves {other}'s fichet back by {count:trous} after throwing the "
        "dice: too late; those trous were pegged before his throw, and {other} keeps them."),
    "ecoles.judge-window.points": (
        "{colour} a marqué {fichet:trous} au fichet, et le coup lui en donne {expected_trous} "
        ": chaque trou représente douze points, et ce sont ces points que l'on juge, non le "
        "trou.",
        "{colour} pegged {fichet:trous}, and the coup gives him {expected_trous:trous}: each "
        "trou stands for twelve points, and it is those points that are judged, not the "
        "trou."),
    "ecoles.warning": (
        "Ligne {said_ne_marque_pas} : {colour} avertit qu'il ne marque pas et donne bien le trou "
        ": l'avertissement vaut marque ; {other} perd sa bredouille.",
        "Line {said_ne_marque_pas}: {colour} warns he does not mark and does give the trou: the "
        "warning counts as marking; {other} loses his bredouille."),
    "ecoles.warning.2": (
        "{colour} a dit « je ne marque pas » (ligne {said_ne_marque_pas}) croyant donner le "
        "trou, qu'il ne donne pas : ses {due:points} sont perdus ; c'est une faute, non une "
        "école, et {other} garde sa bredouille.",
        "{colour} said « je ne marque pas » (line {said_ne_marque_pas}) believing he gave the "
        "trou, which he does not: his {due:points} are lost; it is a faute, not an école, and "
        "{other} keeps his bredouille."),
    "ecoles.warning.3": (
        "{colour} a dit « je ne marque pas » : combien de points croyait-il gagner ?",
        "{colour} said « je ne marque pas »: how many points did he believe he won?"),
    "ecoles.warning.4": (
        "{colour} a dit « je ne marque pas » (ligne {said_ne_marque_pas}) croyant donner le trou "
        "; il le gagne lui-même : son avertissement montre qu'il a pris {unseen:points} pour des "
        "points donnés ; école de ces points, et {other} perd sa bredouille.",
        "{colour} said « je ne marque pas » (line {said_ne_marque_pas}) believing he gave the "
        "trou; he wins it himself: his warning shows he took {unseen:points} for points given; "
        "école of those points, and {other} loses his bredouille."),
    "ecoles.jeton-not-moved-back": (
        "{colour} a marqué le trou sans ramener son jeton : il laisse {excess:points} qu'il n'a "
        "pas ; le coup consommé, c'est une école par trop.",
        "{colour} pegged the trou without bringing his jeton back: it shows {excess:points} he "
        "does not have; the coup consummated, it is an école par trop."),
    "ecoles.on-mark-ecole": (
        "Ligne {line} : l'école par moins donne le trou à {colour} : son auteur perd ses points "
        "et les donne à l'adversaire.",
        "Line {line}: the école par moins gives {colour} the trou: its author loses his points "
        "and gives them to the opponent."),
    "ecoles.on-mark-ecole.2": (
        "Ligne {line} : {colour} marque l'école de {points:points} ; elle était due.",
        "Line {line}: {colour} marks the école of {points:points}; it was due."),
    "ecoles.augmentation": (
        "Ligne {line} : {colour} efface l'école justement marquée contre lui et marque "
        "{excess:points} à son profit : c'est une augmentation d'école de {excess:points}.",
        "Line {line}: {colour} wipes the école rightly marked against him and marks "
        "{excess:points} for himself: the école grows by {excess:points}."),
    "ecoles.plein-not-made": (
        "{colour} a marqué {plein:points} pour un plein qu'il n'a pas fait (ligne {line}) : "
        "école par trop de {excess:points}.",
        "{colour} marked {plein:points} for a plein he did not make (line {line}): école par "
        "trop of {excess:points}."),
    "ecoles.plein-not-made.moins": (
        "{colour} pouvait remplir ou conserver ({plein:points}) et ne l'a fait ni marqué "
        "(ligne {line}) : l'adversaire marque autant de points qu'il aurait dû en marquer.",
        "{colour} could fill or keep his plein ({plein:points}) and neither did it nor marked it "
        "(line {line}): the opponent marks as many points as he should have marked."),
    "ecoles.plein-not-made.2": (
        "{colour_opponent} peut obliger {colour} à remplir, ou le lui interdire",
        "{colour_opponent} may make {colour} fill, or forbid him to"),
    "ecoles.plein-not-made.3": (
        "l'obliger à remplir",
        "make him fill"),
    "ecoles.plein-not-made.4": (
        "lui interdire de remplir",
        "forbid him to fill"),
    "ecoles.plein-not-made.5": (
        "laisser le coup tel quel",
        "leave the play as made"),
    "ecoles.ecole-first.one-series": (
        "Ligne {line} : le coup ne donne rien à {offender}, qui n'a rien marqué depuis "
        "l'école ; l'école et les points que ce coup donne à {colour} se suivent sans "
        "interruption et forment une seule série.",
        "Line {line}: the throw gives {offender} nothing and he has marked nothing since the "
        "école; the école and the points the throw gives {colour} follow without interruption "
        "and make one series."),
    "ecoles.ecole-first": (
        "Ligne {line} : l'école se marque avant les points que {offender} a marqués ensuite "
        "(ligne {first_line}) ; on refait la marque dans cet ordre : l'école, puis ce que le "
        "coup donne à {offender}.",
        "Line {line}: the école is marked before the points {offender} marked afterwards (line "
        "{first_line}); the marks are made again in that order: the école, then what the throw "
        "gives {offender}."),
    "ecoles.partial": (
        "{victim} n'a marqué qu'une partie de l'école ; {fault_by} peut l'obliger à marquer "
        "aussi les {rest:points} restants",
        "{victim} marked only part of the école; {fault_by} may make him mark the remaining "
        "{rest:points} as well"),
    "ecoles.partial.2": (
        "exiger l'école entière",
        "require the whole école"),
    "ecoles.partial.3": (
        "s'en tenir à ce qui est marqué",
        "leave it as marked"),
    "ecoles.at-close": (
        "il a jeté les dés",
        "he has thrown the dice"),
    "ecoles.before-throw": (
        "il a jeté les dés",
        "he has thrown the dice"),
    "ecoles.finish": (
        "{victim} peut marquer l'école de {rest:points} faite par {fault_by}",
        "{victim} may mark the école of {rest:points} made by {fault_by}"),
    "ecoles.finish.line": (
        "{victim} peut marquer l'école de {rest:points} faite par {fault_by} à la ligne {line}",
        "{victim} may mark the école of {rest:points} made by {fault_by} on line {line}"),
    "ecoles.finish.2": (
        "la marquer en entier",
        "mark it wholly"),
    "ecoles.order-of-marking": (
        "Ligne {line} : le coup donne des points aux deux joueurs ; {thrower} marque d'abord ce "
        "qu'il gagne, puis l'autre ce qu'il reçoit, l'impuissance en dernier.",
        "Line {line}: the throw gives points to both sides; {thrower} marks his gain first, then "
        "the other what he receives, the impuissance last."),
    "ecoles.bredouille-denied-early": (
        "Ligne {line} : {colour} conteste la bredouille alors que {winner} a déjà ôté ses "
        "jetons et n'a pas encore marqué le trou : si {winner} le marque double, sa parole "
        "fera foi.",
        "Line {line}: {colour} disputes the bredouille after {winner} has moved his jetons and "
        "before he pegs the trou: if {winner} pegs it double, his word will prevail."),
    "ecoles.victim-short-of-his-own": (
        "L'école de {thrower} était au choix de {colour}, mais les {due:points} que le coup "
        "lui donnait étaient à marquer : il n'en a marqué que {marked}.",
        "{thrower}'s école was {colour}'s to mark or not, but the {due:points} the throw gave "
        "him had to be marked: he marked only {marked}."),
    "ecoles.claim-of-a-lapsed-right": (
        "Ligne {line} : {colour} marque l'école de {points:points} que {offender} avait bien "
        "faite, mais son droit de la marquer est perdu depuis la ligne {lapsed_at} : sa marque "
        "ne compte pas ; ce n'est pas une fausse école, l'école ayant été faite.",
        "Line {line}: {colour} marks the école of {points:points} that {offender} did make, "
        "but his right to mark it lapsed on line {lapsed_at}: his mark does not count; it is no "
        "fausse école, the école having been made."),
    "ecoles.marked-after-the-trou": (
        "Ligne {line} : les {points} points que {other} a déjà marqués de ce que lui donne le "
        "coup de {winner} se marquent après le trou de {winner} : le trou ne les efface pas.",
        "Line {line}: the {points} points {other} has already marked of what {winner}'s throw "
        "gives him are marked after {winner}'s trou: the trou does not wipe them."),
    "ecoles.order-of-marking.2": (
        "{colour} gagne douze points d'un coup en ayant déjà des points : il marque le trou sans "
        "bouger son jeton.",
        "{colour} wins twelve points at once while he already has points: he pegs the trou "
        "without moving his jeton."),
    "ecoles.nothing-to-play": (
        "Ligne {line} : {thrower} ne peut rien jouer : aucun coup joué ne consommera son "
        "omission ; elle reste réparable tant qu'il n'a ni jeté les dés, ni invité l'adversaire "
        "à jeter, ni touché ses dames.",
        "Line {line}: {thrower} can play nothing: no coup played will consummate his omission; "
        "it can be repaired until he throws, invites the other to throw or touches his "
        "dames."),
    # -- ecoles-communes ---------------------------------------------------------------------------
    "ecoles-communes.account": (
        "Ligne {line} : {colour} marque {points:points} hors de tout coup enregistré.",
        "Line {line}: {colour} marks {points:points} outside any recorded throw."),
    "ecoles-communes.repairs-pending-omission": (
        "Ligne {line} : les {points} points que {colour} marque maintenant réparent une omission "
        "d'un coup précédent, qui n'était pas encore consommée (il n'a depuis ni jeté les dés "
        "ni touché ses dames) : ils sont marqués à temps.",
        "Line {line}: the {points} points {colour} marks now repair an omission of an earlier "
        "coup that was not yet consummated (he has neither thrown the dice nor touched his "
        "dames since): they are marked in time."),
    "ecoles-communes.late-marking": (
        "Ligne {line} : {colour} marque {points:points} après avoir touché ses dames ; il n'en "
        "est plus temps.",
        "Line {line}: {colour} marks {points:points} after touching his dames; it is too late."),
    "ecoles-communes.par-trop": (
        "{colour} a marqué {excess:points} de trop et abandonné son jeton (ligne {line}) : école "
        "par trop, consommée dès le jeton abandonné.",
        "{colour} marked {excess:points} too many and let go of his jeton (line {line}): école "
        "par trop, consummated once the jeton is abandoned."),
    # -- the marking and the écoles: the gaps of issues #8 and #14
    "ecoles.excess-taken-back": (
        "Ligne {line} : {colour} reprend {points:points} de son jeton ; son école par trop de "
        "{ecole:points} reste faite, car on ne peut jamais reculer un jeton abandonné, mais ces "
        "points ne lui seront pas ôtés une seconde fois quand l'école sera marquée.",
        "Line {line}: {colour} takes {points:points} back off his jeton; his école par trop of "
        "{ecole:points} stands, for a jeton let go can never be moved back, but those points "
        "will not be taken off him a second time when the école is marked."),
    "dames.adoube-keeps-marking-open": (
        "Ligne {line} : {colour} touche une dame après avoir dit « j'adoube » : ce toucher ne "
        "consomme pas l'école, il peut encore marquer les points de son coup.",
        "Line {line}: {colour} touches a dame after saying « j'adoube »: that touch does not "
        "consummate the école, he may still mark the points of his throw."),
    "dice.taken-up-marking-open": (
        "Ligne {line} : {colour} enlève ses dés avant d'avoir marqué : ce n'est ni jeter les dés "
        "ni toucher ses dames, son école n'est pas consommée et il peut encore marquer.",
        "Line {line}: {colour} takes up his dice before marking: that is neither throwing nor "
        "touching his dames, no école is consummated and he may still mark."),
    "ecoles.no-ecole-d-ecole": (
        "Ligne {line} : {other} n'a pas marqué l'école que {colour} avait faite ; il n'y a pas "
        "école d'école, {other} n'est pas mis à l'école pour cela.",
        "Line {line}: {other} did not mark the école {colour} had made; there is no école "
        "d'école, {other} is not put to school for it."),
    "ecoles.trou-too-soon": (
        "{colour} a marqué son trou (ligne {pegged}) avant que {thrower} ait marqué ce qu'il "
        "gagnait en battant à vrai ; ayant marqué trop précipitamment, il est déchu du droit de "
        "marquer l'école de {points:points} que {thrower} a faite ensuite.",
        "{colour} pegged his trou (line {pegged}) before {thrower} had marked what he won by "
        "beating à vrai; having marked too soon, he has lost the right to mark the école of "
        "{points:points} {thrower} then made."),
    "ecoles.forfeited-claim": (
        "Ligne {line} : {colour} marque {points:points} d'école ; il n'en a plus le droit : ces "
        "points ne lui sont pas acquis, sa marque ne compte pas.",
        "Line {line}: {colour} marks {points:points} of école; he no longer has the right to: "
        "those points are not his, his mark does not count."),
    "ecoles.second-trou-too-late": (
        "Ligne {line} : {colour} marque le second trou de sa bredouille après avoir touché ses "
        "dames ou jeté les dés (ligne {closed_by}) : il n'y est plus admis ; le trou est ôté, "
        "sans école, car il n'y a pas d'école de trou.",
        "Line {line}: {colour} pegs the second trou of his bredouille after touching his dames "
        "or throwing (line {closed_by}): it is no longer admitted; the trou is taken off, with "
        "no école, for there is no école of a trou."),
    "paroles.breaks-with-him": (
        "Ligne {line} : {colour} rompt aussi son jeu, en même temps que {thrower} (ligne "
        "{leaving}) : c'est acquiescer au coup ; le trou que {thrower} a marqué lui est acquis, "
        "le relevé est terminé, et il n'y a pas d'école.",
        "Line {line}: {colour} breaks up his game too, together with {thrower} (line "
        "{leaving}): that is consent to the coup; the trou {thrower} pegged is his, the relevé "
        "is over, and there is no école."),
    "paroles.breaks-with-him.decision": (
        "Le trou de {colour} est acquis et le relevé terminé ; {colour} a la priorité du dé au "
        "relevé suivant.",
        "{colour}'s trou stands and the relevé is over; {colour} has the dé for the next "
        "relevé."),
    "paroles.stay-undone-by-fifteenth": (
        "Ligne {line} : {colour} avait dit « je reste » (ligne {staying}), mais l'absence d'une "
        "dame de l'adversaire a été reconnue (ligne {found}) avant que celui-ci ait jeté les "
        "dés : il peut encore s'en aller.",
        "Line {line}: {colour} had said « je reste » (line {staying}), but the opponent's "
        "missing dame was found (line {found}) before the opponent threw: he may still "
        "leave."),
    "dames.opponent-dame-touched": (
        "Ligne {line} : {colour} touche une dame de l'adversaire sans la lever : ce n'est ni "
        "toucher ses dames ni lever une dame pour jouer, son école n'est pas consommée et il "
        "peut encore marquer.",
        "Line {line}: {colour} touches one of the opponent's dames without lifting it: that is "
        "neither touching his own dames nor lifting a dame to play, no école is consummated "
        "and he may still mark."),
    "ecoles.par-trop-kept": (
        "Ligne {line} : les dés du coup suivant sont jetés sans que {victim} ait marqué l'école "
        "par trop de {colour} ({points:points}) : il n'y est plus reçu, {colour} garde ces "
        "points.",
        "Line {line}: the dice of the next coup are thrown before {victim} marked {colour}'s "
        "école par trop ({points:points}): he may no longer, {colour} keeps those points."),
    "throw.early.other-marking-open": (
        "Ligne {line} : ce jet prématuré ne consomme rien pour {other}, qui n'a pas encore "
        "touché ses dames : il peut encore marquer les points de son coup.",
        "Line {line}: that early throw consummates nothing for {other}, who has not yet touched "
        "his dames: he may still mark the points of his coup."),
    "dames.set-right-by-opponent": (
        "Ligne {line} : {actor} porte lui-même la dame mal posée de {colour} sur "
        "{fleche:fleche}, où son nombre aboutit : c'est son choix, il est fait ; le coup reste "
        "tel qu'il l'a réformé, et il ne peut plus demander que la dame soit laissée où elle "
        "avait été posée.",
        "Line {line}: {actor} carries {colour}'s dame mal posée himself to {fleche:fleche}, "
        "where its number ends: that is his choice, and it is made; the coup stands as he set "
        "it right, and he can no longer ask for the dame to be left where it was put."),
    "paroles.non-joueur-releve": (
        "Ligne {line} : {colour} relève ses dames pendant le coup de {thrower}, croyant que "
        "celui-ci s'en va ; ce n'est pas à lui de jouer : il ne s'en va pas lui-même, et cet "
        "acte ne fait pas école, seul son jet des dés le ferait.",
        "Line {line}: {colour} takes up his dames during {thrower}'s coup, believing he is "
        "leaving; it is not his turn to play: he is not leaving himself, and the act makes no "
        "école, only his throw of the dice would."),
    "regimes.deux-jetons-repaired": (
        "Ligne {line} : {colour} marque avec son premier jeton avant que son coup soit "
        "consommé : il répare l'erreur du second jeton, qui retourne à la bande ; il n'y a plus "
        "de faute.",
        "Line {line}: {colour} marks with his first jeton before his coup is consummated: he "
        "repairs the error of the second jeton, which goes back to the bande; there is no fault "
        "left."),
    "ecoles.jeton-set-right-in-time": (
        "Ligne {line} : {colour}, qui avait marqué le trou (ligne {pegged}) en laissant son "
        "jeton sur ses anciens points, le remet avant d'avoir touché ses dames : il est à temps, "
        "l'oubli de démarquer ne fait école qu'une fois le coup consommé.",
        "Line {line}: {colour}, who had pegged the trou (line {pegged}) leaving his jeton on his "
        "old points, moves it back before touching his dames: he is in time, forgetting to move "
        "it back is an école only once the coup is consummated."),
    "ecoles.efface-excess-once": (
        "Ligne {line} : {colour} efface à {opp} {points:points} déjà ôtés par l'école qu'il a "
        "marquée : effacer les points marqués de trop et les marquer à son profit est un seul "
        "acte, ils ne sont pas ôtés deux fois.",
        "Line {line}: {colour} wipes {points:points} of {opp}'s already taken off by the école "
        "he marked: wiping the points marked de trop and marking them for himself is one act, "
        "they are not taken off twice."),
    "ecoles.excess-wiped-not-marked": (
        "{victim} a effacé les {points:points} marqués de trop par {fault_by} sans en marquer "
        "l'école : il s'en est tenu à effacer l'excédent, comme la loi le lui permet.",
        "{victim} wiped the {points:points} {fault_by} marked too many without marking the "
        "école: he kept to wiping the excess, as the law allows him."),
    "ecoles.jeton-set-back-by-victim": (
        "Ligne {line} : {actor} remet le jeton de {opp} à {points:points}, là où il devait "
        "être : l'excédent de l'école est ôté ; en marquant l'école, {actor} n'ajoute qu'à sa "
        "propre marque.",
        "Line {line}: {actor} puts {opp}'s jeton back on {points:points}, where it should "
        "stand: the excess of the école is taken off; marking the école, {actor} only adds to "
        "his own marks."),
    "ecoles-communes.marked-after-misled": (
        "Ligne {line} : {colour}, induit en erreur par la parole de son adversaire (ligne "
        "{misled_at}), marque après son coup joué {points:points} qu'il avait omis : ils sont "
        "à lui, sans école, car nul ne profite d'une erreur qu'il a causée.",
        "Line {line}: {colour}, misled by his opponent's word (line {misled_at}), marks after "
        "his coup was played {points:points} he had left out: they are his, with no école, for "
        "nobody profits from an error he caused."),
    "ecoles-communes.marked-after-misled.other": (
        "Une autre opinion priverait {colour} des points omis une fois son coup joué, sans "
        "école pour l'adversaire ; Guiton l'écarte : cette privation serait encore un appât "
        "pour un adversaire de mauvaise foi.",
        "Another opinion would deprive {colour} of the points he left out once his coup was "
        "played, with no école for the opponent; Guiton sets it aside: that loss would still "
        "be a bait for an opponent in bad faith."),
    "ecoles.trou-not-pegged": (
        "{colour} a porté son jeton au-delà de douze sans avancer son fichet, et son coup est "
        "consommé (ligne {line}) : le jeton marque les points, non le trou ; le trou est perdu, "
        "sans école.",
        "{colour} carried his jeton past twelve without moving his fichet, and his coup is "
        "consummated (line {line}): the jeton marks the points, not the trou; the trou is lost, "
        "with no école."),
    "ecoles.trou-repris-a-temps": (
        "Ligne {line} : {colour} marque le trou qui lui restait à marquer avant d'avoir touché "
        "ses dames ou jeté les dés : il le peut encore, n'ayant touché que les jetons.",
        "Line {line}: {colour} pegs the trou he still had to mark before touching his dames or "
        "throwing the dice: he still may, having touched only the jetons."),
    "ecoles.double-pegged-simple": (
        "{colour} avait le trou double et ne l'a marqué que simple ; son coup étant consommé "
        "(ligne {line}), le second trou est perdu pour les deux joueurs.",
        "{colour} had the trou double and pegged it simple; his coup being consummated (line "
        "{line}), the second trou is lost to both players."),
    "ecoles.ecole-by-correction": (
        "Ligne {line} : après avoir défait la marque de son adversaire, {colour} se place "
        "{points:points} au-delà de ce qu'il avait : c'est l'école qu'il croit faite, marquée "
        "comme telle.",
        "Line {line}: having undone his opponent's marks, {colour} puts himself {points:points} "
        "beyond what he had: that is the école he believes made, marked as such."),
    "ecoles.trou-taken-back": (
        "Ligne {line} : {colour} remet à son fichet {count:trous} dont son adversaire l'avait "
        "démarqué : il reprend ce qui était à lui, ce n'est pas une nouvelle marque.",
        "Line {line}: {colour} takes back {count:trous} his opponent had moved back: he takes "
        "back what was his, it is no new marking."),
    "ecoles.claim-beyond-refused": (
        "Ligne {line} : {colour} réclame {excess:points} de plus que l'école faite, l'adversaire "
        "n'ayant erré que de ce qu'il a marqué au-delà de ses anciens points : cette prétention "
        "n'est pas admise, ces points sont ôtés.",
        "Line {line}: {colour} claims {excess:points} more than the école made, the opponent "
        "having erred only by what he marked beyond his former points: the claim is not "
        "admitted, those points go."),
    "paroles.told-trou": (
        "Ligne {line} : {colour} dit {quoted} à son adversaire.",
        "Line {line}: {colour} tells his opponent {quoted}."),
    "ecoles-communes.told-trou": (
        "Ligne {line} : {colour} a marqué {excess:points} de plus qu'il n'avait, sur "
        "l'avertissement de prendre le trou (ligne {told_at}) : l'adversaire peut les lui faire "
        "effacer, mais non marquer l'école, étant lui-même la cause de l'erreur.",
        "Line {line}: {colour} marked {excess:points} more than he had, on being told to take "
        "the trou (line {told_at}): the opponent may have them wiped, but not mark the école, "
        "being himself the cause of the error."),
    "ecoles-communes.marked-on-points-left": (
        "Ligne {line} : {colour} a marqué {excess:points} de plus qu'il n'avait, sur les points "
        "que {winner} a laissés à son jeton en prenant le trou (ligne {left_at}) : {winner} peut "
        "les lui faire effacer, mais non en marquer l'école, étant lui-même la cause de "
        "l'erreur.",
        "Line {line}: {colour} marked {excess:points} more than he had, on the points {winner} "
        "left on his jeton when taking the trou (line {left_at}): {winner} may have them wiped, "
        "but not mark the école, being himself the cause of the error."),
    "ecoles.own-trous-taken-back": (
        "Ligne {line} : {colour} remet à son fichet {count:trous} dont il s'était démarqué par "
        "distraction ; son coup n'étant pas consommé, il le peut, sans école.",
        "Line {line}: {colour} takes back {count:trous} he had moved back by distraction; his "
        "coup not being consummated, he may, with no école."),
    "ecoles.own-trous-taken-back.late": (
        "Ligne {line} : {colour} remet à son fichet {count:trous} dont il s'était démarqué par "
        "distraction ; son coup étant consommé, il ne reprend que ses trous anciennement "
        "acquis, non ceux qu'il venait de gagner, sans école.",
        "Line {line}: {colour} takes back {count:trous} he had moved back by distraction; his "
        "coup being consummated, he takes back only the trous he had before, not those he had "
        "just won, with no école."),
    "ecoles.trou-moved-back": (
        "{colour} a reculé son fichet au lieu de l'avancer pour le trou gagné, et son coup est "
        "consommé (ligne {line}) : son jeton marque les points, le trou gagné est perdu, sans "
        "école.",
        "{colour} moved his fichet back instead of forward for the trou he won, and his coup is "
        "consummated (line {line}): his jeton marks the points, the trou won is lost, with no "
        "école."),
    "dames.mal-posee.cannot-stay": (
        "La dame de {colour} ne peut rester sur {where:fleche} ({why}) : l'adversaire ne peut "
        "la laisser, elle doit être replacée.",
        "{colour}'s dame cannot stay on {where:fleche} ({why}): the opponent cannot leave it "
        "there; it must be placed again."),
    "ecoles.repiled": (
        "ses dames sont remises à la pile pour le nouveau relevé",
        "his dames are put back on the pile for the new relevé"),
    "ecoles-communes.believed-plein": (
        "Ligne {line} : {colour} marque {excess:points}, ce que vaut un plein, pour un coup qui "
        "ne lui donne rien, un de ses jans n'ayant plus qu'une case à faire : qui marque "
        "croyant remplir ou conserver, et ne remplit pas, fait école.",
        "Line {line}: {colour} marks {excess:points}, the worth of a plein, for a coup that "
        "gives him nothing, one of his jans lacking one case at most: who marks believing he "
        "fills or keeps, and does not fill, makes an école."),

    # -- fixb: conduct families (words, dames, dice) -------------------------------------------
    "paroles.not-binding.asked": (
        "Ligne {line} : {colour} dit {quoted} ; c'est une question, non une parole donnée : elle "
        "ne l'oblige ni à rester ni à s'en aller.",
        "Line {line}: {colour} says {quoted}; that is a question, not his word given: it binds "
        "him neither to stay nor to leave."),
    "paroles.not-binding.condition": (
        "Ligne {line} : {colour} dit {quoted} ; ce qu'il énonce sous condition ou rapporte "
        "n'est pas une parole donnée : elle ne l'oblige pas.",
        "Line {line}: {colour} says {quoted}; what he puts as a condition or reports is not his "
        "word given: it does not bind him."),
    "paroles.jetons-a-la-bande": (
        "{colour} a posé son jeton à la bande (ligne {jeton}) pendant qu'il délibérait : cela ne "
        "marque rien et ne lui ôte pas le droit de s'en aller.",
        "{colour} set his jeton down at the bande (line {jeton}) while he considered: that marks "
        "nothing and does not take away his right to leave."),

    # -- games without marks (Jacquet): their headers, open questions, borrowings, the end ---
    "game.headers-unreadable": (
        "Les en-têtes du relevé ne se lisent pas pour ce jeu : {error}.",
        "The record's headers cannot be read for this game: {error}."),
    "game.undecided": (
        "{message} (question {question} de la note de référence)",
        "{message} (question {question} of the reference note)"),
    "game.law-borrowed": (
        "Loi de Lalanne (2003) empruntée : Lepeintre et Lebrun ne disent rien de ce point.",
        "Law of Lalanne (2003) borrowed: Lepeintre and Lebrun say nothing of this point."),
    "game.won": (
        "{winner} gagne la partie : {amount}. {basis}",
        "{winner} wins the game: {amount}. {basis}"),
    "game.body-of-law": (
        "Corps de lois : {lois}{default}.",
        "Body of law: {lois}{default}."),

    "ecoles.wipe-after-coup": (
        "Ligne {line} : {colour}, qui a gagné le trou, efface les points de son adversaire "
        "après son coup joué : il y est encore admis.",
        "Line {line}: {colour}, who won the trou, wipes his opponent's points after his coup "
        "was played: he still may."),
    "ecoles.wipe-no-ecole": (
        "Ligne {line} : {colour} efface des points de son adversaire sans rien marquer pour "
        "lui-même : ce n'est pas faire école, qui demande de déplacer ses propres jetons.",
        "Line {line}: {colour} wipes points of his opponent's without marking anything for "
        "himself: that is no école, which needs moving one's own jetons."),
    "ecoles.deux-jetons-du-second": (
        "Ligne {line} : {colour}, second à marquer, marque ses points avec deux jetons : la "
        "bredouille est à lui, et la série de {opponent} est interrompue.",
        "Line {line}: {colour}, second to score, marks his points with two jetons: the "
        "bredouille is his, and {opponent}'s series is interrupted."),
    "ecoles.trou-et-reste": (
        "{colour} a pris le trou et démarqué les {before:points} qu'il avait, ne laissant sur "
        "son jeton que ses {reste:points} de reste : rien n'est marqué au-delà du reste, il ne "
        "fait pas d'école.",
        "{colour} took the trou and took off the {before:points} he had, leaving on his jeton "
        "only his {reste:points} de reste: nothing is marked beyond the reste, he makes no "
        "école."),
    "ecoles.trou-pegged-after-idle-touch": (
        "Ligne {line} : {colour} marque le trou que ses points lui donnaient ; les dames qu'il a "
        "touchées ligne {touched} ne l'étaient pas pour jouer son coup, et il n'a pas jeté les "
        "dés : il est à temps.",
        "Line {line}: {colour} pegs the trou his points gave him; the dames he touched on line "
        "{touched} were not touched to play his coup, and he has not thrown: he is in time."),
    "ecoles.bredouille-jeton-joined": (
        "Ligne {line} : {colour}, second à marquer, joint le jeton oublié avant que son coup soit "
        "consommé : il est à temps, et prend la bredouille.",
        "Line {line}: {colour}, second to score, joins the forgotten jeton before his coup is "
        "consummated: he is in time, and takes the bredouille."),
    "ecoles.bredouille-jeton-too-late": (
        "Ligne {line} : {colour} joint le second jeton après que son coup est consommé : trop "
        "tard, la bredouille est perdue pour les deux joueurs.",
        "Line {line}: {colour} joins the second jeton after his coup is consummated: too late, "
        "the bredouille is lost to both players."),
    "ecoles.bredouille-one-jeton": (
        "{colour}, second à marquer, l'a fait d'un seul jeton, et son coup est consommé (ligne "
        "{line}) : il a perdu le droit de prendre la bredouille, que ni l'un ni l'autre n'a "
        "plus.",
        "{colour}, second to score, marked with one jeton, and his coup is consummated (line "
        "{line}): he has lost the right to take the bredouille, which neither side has now."),

    "throw.incline-jetons": (
        "Ligne {line} : le dé de {thrower} s'incline sur les jetons ; le coup est bon pour la "
        "face la plus apparente : {dice:dice}.",
        "Line {line}: {thrower}'s die tilts against the jetons; the throw stands for the face "
        "most plainly shown: {dice:dice}."),
    "paroles.trou-par-la-sortie": (
        "{colour} a pris le trou par le droit de sortie de ses dames : ce trou est gagné par son "
        "propre dé, il peut s'en aller.",
        "{colour} took the trou by the right of bearing off his dames: that trou is won by his "
        "own throw, he may leave."),
    "paroles.fausse-case-trop-tard": (
        "Ligne {line} : {colour} réclame la fausse case faite ligne {made}, mais il a jeté ses "
        "dés depuis (ligne {thrown}) : il ne peut plus réclamer, le coup est consommé.",
        "Line {line}: {colour} claims the fausse case made on line {made}, but he has thrown his "
        "dice since (line {thrown}): he may no longer claim, the coup is consummated."),
    # -- the coin taken par puissance (Guiton ch. I « Puissance », ch. IV) -------------------
    "puissance.retaken": (
        "Ligne {line} : {colour} a déjà des dames au-delà de son coin : il l'a passé, et le "
        "reprend ; un coin quitté se reprend, même par puissance, quand celui de l'adversaire "
        "est vide.",
        "Line {line}: {colour} already has dames beyond his coin: he has passed it, and takes "
        "it again; a coin once left may be taken again, even par puissance, when the "
        "opponent's is empty."),
    "puissance.lawful": (
        "Ligne {line} : {colour} prend son coin par puissance avec {dice:dice} : le coin de "
        "{opponent} est vide et il ne pouvait prendre le sien naturellement ; c'est son droit, "
        "et non une fausse case.",
        "Line {line}: {colour} takes his coin par puissance with {dice:dice}: {opponent}'s coin "
        "is empty and he could not take his own naturally; that is his right, not a fausse "
        "case."),
    "puissance.tout-d-une": (
        "Ligne {line} : {colour} pouvait prendre son coin naturellement et l'a pris par "
        "puissance : la faute est la puissance, non une fausse case ; {opponent} a le droit de "
        "faire jouer tout d'une le {dice:dice} par l'une des dames jouées, qui aboutit à une "
        "flèche vide de son petit jan.",
        "Line {line}: {colour} could take his coin naturally and took it par puissance: the "
        "fault is the puissance, not a fausse case; {opponent} has the right to have the "
        "{dice:dice} played tout d'une by one of the dames played, which reaches an empty "
        "flèche of his petit jan."),
    "puissance.tout-d-une.option": (
        "{opponent} peut faire jouer tout d'une le {dice:dice}",
        "{opponent} may have the {dice:dice} played tout d'une"),
    "puissance.tout-d-une.choice": (
        "faire jouer tout d'une la dame {src:from_fleche} sur {dst:fleche}",
        "have the dame from {src:fleche} played tout d'une to {dst:fleche}"),
    "puissance.leave": (
        "laisser le coup tel qu'il est joué",
        "leave the throw as played"),
    "puissance.deprived": (
        "Ligne {line} : {colour} pouvait prendre son coin naturellement et l'a pris par "
        "puissance ; aucune des dames jouées n'aboutit tout d'une, par le {dice:dice}, à une "
        "flèche vide du petit jan de {opponent} : la peine se réduit à être privé, pour ce "
        "coup, de prendre son coin naturellement, et il joue son coup de toute autre manière, "
        "à son option.",
        "Line {line}: {colour} could take his coin naturally and took it par puissance; no "
        "dame played reaches, with the {dice:dice} tout d'une, an empty flèche of "
        "{opponent}'s petit jan: the penalty is only that he may not take his coin naturally "
        "with this throw, and he plays it in any other way, at his option."),
    "puissance.deprived.option": (
        "{opponent} peut priver {colour} de prendre son coin naturellement pour ce coup",
        "{opponent} may deprive {colour} of taking his coin naturally with this throw"),
    "puissance.deprived.choice": (
        "{colour} rejoue son coup à son option, sans prendre son coin naturellement",
        "{colour} plays his throw again at his option, without taking his coin naturally"),
    "puissance.only-way": (
        "Ligne {line} : {colour} pouvait prendre son coin naturellement et l'a pris par "
        "puissance ; mais prendre son coin naturellement est la seule manière de jouer tout "
        "son {dice:dice}, et un joueur ne peut être privé de jouer la totalité de son point "
        "lorsqu'il le peut.",
        "Line {line}: {colour} could take his coin naturally and took it par puissance; but "
        "taking his coin naturally is the only way to play his whole {dice:dice}, and a "
        "player cannot be kept from playing his whole number when he can."),
    "puissance.only-way.option": (
        "{opponent} peut faire réformer le coup : {colour} prend alors son coin naturellement",
        "{opponent} may have the throw played again: {colour} then takes his coin naturally"),
    "puissance.only-way.choice": (
        "{colour} prend son coin naturellement",
        "{colour} takes his coin naturally"),
}


_SPECS = ("points", "trous", "dice", "fleche", "from_fleche")


def _pair(value: Any, spec: str) -> tuple[Any, Any]:
    """A value as French and English say it, by the spec of its field."""
    if isinstance(value, Msg):
        return value.fr, value.en
    if spec == "points":
        return points_fr(value), points_en(value)
    if spec == "trous":
        return count(value, "trou", "fr"), count(value, "trou", "en")
    if spec == "dice":
        return dice_name(value, "fr"), dice_name(value, "en")
    if spec == "fleche":
        colour, fleche = value
        return fleche_name(colour, fleche, "fr"), fleche_name(colour, fleche, "en")
    if spec == "from_fleche":   # « de la sixième flèche », « du talon »
        colour, fleche = value
        return from_fleche(colour, fleche, "fr"), from_fleche(colour, fleche, "en")
    return value, value


def _compile(template: str) -> tuple[str, frozenset[tuple[str, str, str]]]:
    """The template for ``str.format_map`` (each field renamed ``name__spec``) and its fields
    (name, spec, new name): parsed once, so that saying a sentence costs one format call."""
    fields: set[tuple[str, str, str]] = set()
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if conversion or (spec and spec not in _SPECS):
            raise ValueError(f"unsupported field {{{name}:{spec}}} in {template!r}")
        key = f"{name}__{spec}" if spec else name
        fields.add((name, spec or "", key))
        out.append("{" + key + "}")
    return "".join(out), frozenset(fields)


def _compiled(key: str) -> tuple[str, str, tuple[tuple[str, str, str], ...]]:
    (fr, fr_fields), (en, en_fields) = (_compile(t) for t in CATALOGUE[key])
    # The same values in both languages; each may say one in its own way (French says « de la
    # sixième flèche » where English says « on the sixth flèche »: another spec, same value).
    if {name for name, _, _ in fr_fields} != {name for name, _, _ in en_fields}:
        raise ValueError(f"{key}: the French and English sentences take different values")
    return fr, en, tuple(sorted(fr_fields | en_fields))


_COMPILED: dict[str, tuple[str, str, tuple[tuple[str, str, str], ...]]] = {}
"""Each sentence compiled on first use (a ruling says a dozen of the catalogue's sentences)."""


def say(key: str, **values: Any) -> Msg:
    """The sentence ``key`` of the catalogue, said with ``values`` in both languages."""
    compiled = _COMPILED.get(key)
    if compiled is None:
        compiled = _COMPILED[key] = _compiled(key)
    fr, en, fields = compiled
    in_fr: dict[str, Any] = {}
    in_en: dict[str, Any] = {}
    for name, spec, field in fields:
        in_fr[field], in_en[field] = _pair(values[name], spec)
    return Msg(fr.format_map(in_fr), en.format_map(in_en))


def both(key: str, **values: Any) -> tuple[str, str]:
    """:func:`say`, as the (French, English) pair the findings take."""
    msg = say(key, **values)
    return msg.fr, msg.en
