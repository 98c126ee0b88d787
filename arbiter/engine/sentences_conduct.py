"""The engine's sentences on the dice, a throw before the opponent has finished, the pile, points
wiped by one's own hand, fourteen and sixteen dames, the bodies of law and Lebrun's regime, in
French and English: a part of the catalogue of :mod:`.wording`, which says them (``say(key,
**values)``) and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
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
    "throw.void-still-thrown": (
        "Ligne {line} : ce jet est nul, mais {thrower} a jeté les dés : l'école des points "
        "qu'il n'avait pas marqués est consommée dès ce jet, et le jet refait ne la rouvre pas.",
        "Line {line}: this throw is void, but {thrower} has thrown the dice: the école of the "
        "points he had not marked is consummated from this throw on, and the throw again does "
        "not reopen it."),
    "throw.worth": (
        "Ligne {line} : {thrower} amène {dice:dice} ; ce coup vaut {due:points} à {colour}.",
        "Line {line}: {thrower} throws {dice:dice}; this throw is worth {due:points} to "
        "{colour}."),
    "throw.worth-nothing": (
        "Ligne {line} : {thrower} amène {dice:dice} ; ce coup ne vaut aucun point ni à l'un "
        "ni à l'autre.",
        "Line {line}: {thrower} throws {dice:dice}; this throw is worth no points to either "
        "side."),
    "dice.break.own-dice": (
        "Ligne {line} : {actor} veut rompre, mais le dernier jet est le sien : on ne rompt que "
        "les dés de son adversaire ; rien n'est rompu et son jet tient.",
        "Line {line}: {actor} means to break, but the last throw is his own: one breaks only "
        "the opponent's dice; nothing is broken and his throw stands."),
    "dice.break.no-dice": (
        "Ligne {line} : {actor} veut rompre, mais son adversaire n'a pas jeté les dés : on ne "
        "rompt que les dés de son adversaire au moment où il les jette ; rien n'est rompu.",
        "Line {line}: {actor} means to break, but his opponent has not thrown the dice: one "
        "breaks only the opponent's dice as he throws them; nothing is broken."),
    "dice.broken.in-gain": (
        "Ligne {line} : {actor}, qui rompt, est en gain : la civilité le lui défend, mais "
        "c'est un précepte sans peine ; les dés restent rompus.",
        "Line {line}: {actor}, who breaks, is ahead: civility forbids it, but it is a precept "
        "with no penalty; the dice stay broken."),
    "dice.broken": (
        "Ligne {line} : {actor} rompt les dés ; le coup est nul et se rejoue.",
        "Line {line}: {actor} breaks the dice; the throw is void and thrown again."),
    "releve.new": (
        "Ligne {line} : nouveau relevé.",
        "Line {line}: a new relevé begins."),
    # -- the dé at the relevé after a leave (Guiton ch. III « Priorité du dé »; Lebrun « Du
    # privilège de s'en aller »: « Celui qui s'en va, a le dé »)
    "de.leaver-throws": (
        "Ligne {line} : {colour}, qui s'en est allé (ligne {left_at}), a la priorité du dé au "
        "nouveau relevé ; il jette le premier, comme c'est son droit.",
        "Line {line}: {colour}, who left (line {left_at}), has the priority of the dé in the "
        "new relevé; he throws first, as is his right."),
    "de.other-throws": (
        "Ligne {line} : {thrower} jette le premier au nouveau relevé, mais la priorité du dé "
        "appartient de droit à {colour}, qui s'en est allé (ligne {left_at}) : {thrower} a pris "
        "le dé qui n'était pas à lui.",
        "Line {line}: {thrower} throws first in the new relevé, but the priority of the dé "
        "belongs by right to {colour}, who left (line {left_at}): {thrower} took the dé that "
        "was not his."),
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
    "dice.broken.word-only": (
        "Ligne {line} : {actor} dit « je romps » sans renvoyer les dés de son cornet : selon "
        "Lebrun, rompre, c'est renvoyer les dés avec le côté du cornet en disant « je romps » ; "
        "la parole seule ne rompt rien : tant que les dés ne sont pas renvoyés du cornet, le jet "
        "reste bon.",
        "Line {line}: {actor} says « je romps » without sending the dice back with his cornet: "
        "by Lebrun, breaking is sending the dice back with the side of the cornet while saying "
        "« je romps »; the words alone break nothing: until the dice are sent back with the "
        "cornet, the throw stands."),
    "dice.broken.word-and-cornet": (
        "Ligne {line} : {actor} dit « je romps » et renvoie aussitôt les dés de son cornet "
        "(ligne {next}) : selon Lebrun, c'est ainsi qu'on rompt, les paroles avec le cornet.",
        "Line {line}: {actor} says « je romps » and at once sends the dice back with his cornet "
        "(line {next}): by Lebrun, that is how one breaks, the words with the cornet."),
    "dice.broken.again": (
        "Ligne {line} : {actor} rompt une seconde fois de suite les dés de {thrower} : Lebrun "
        "tient pour une grossièreté de rompre plus d'une fois, Guiton veut qu'on en use "
        "rarement ; ni l'un ni l'autre ne le défend : ce coup est nul comme le premier.",
        "Line {line}: {actor} breaks {thrower}'s dice a second time in a row: Lebrun holds "
        "breaking more than once rude, Guiton would have it used rarely; neither forbids it: "
        "this throw is void like the first."),
    "dice.broken.too-late": (
        "Ligne {line} : {actor} veut rompre les dés de {thrower}, mais ils sont fixés et leurs "
        "points connus ({thrower} y a déjà répondu, ligne {known}) : on ne rompt qu'avant ; le "
        "jet reste bon.",
        "Line {line}: {actor} would break {thrower}'s dice, but they have settled and their "
        "points are known ({thrower} already acted on them, line {known}): dice are broken only "
        "before that; the throw stands."),
    "dice.broken.too-late.known": (
        "Ligne {line} : {actor} veut rompre les dés de {thrower}, mais un de leurs points était "
        "déjà connu (ligne {known}) : on ne rompt les dés qu'avant « qu'aucun des points soit "
        "connu » ; le jet reste bon.",
        "Line {line}: {actor} would break {thrower}'s dice, but one of their points was already "
        "known (line {known}): dice are broken only before any point is known; the throw "
        "stands."),
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
    "marks.series-unbroken": (
        "Les points que {colour} avait marqués de trop ne sont pas des points gagnés : ôtés, "
        "ils n'ont pas interrompu la série de {victim}, qui garde sa bredouille.",
        "The points {colour} had marked de trop are no points won: taken off, they did not "
        "break {victim}'s series, who keeps his bredouille."),
    "marks.wipe-beyond": (
        "Le jeton de {colour} ne montre que {have:points} : des {points:points} à ôter, les "
        "{rest:points} de plus ne sont pas sur son jeton (marqués en trous repris, ou déjà "
        "effacés) ; la marque ne descend pas au-dessous de zéro.",
        "{colour}'s jeton shows only {have:points}: of the {points:points} to come off, the "
        "{rest:points} beyond are not on his jeton (marked as trous taken back, or wiped "
        "already); the count does not go below zero."),
    "marks.holes-off-with-the-ecole": (
        "Ce que {colour} a marqué au fichet au-delà des trous que son coup gagne "
        "({count:trous}) représente l'excès de l'école : il lui est ôté avec elle, et il a "
        "{trous:trous}.",
        "What {colour} pegged beyond the trous his coup wins ({count:trous}) stands for the "
        "école's excess: it comes off with it, and he has {trous:trous}."),
    "marks.false-trou-back": (
        "Le trou que {colour} a marqué sans l'avoir gagné se démarque : son jeton est remis à "
        "{points:points}, où le mettaient les points de ce coup, et il a {trous:trous}.",
        "The trou {colour} pegged without winning it is taken back: his jeton is put back to "
        "{points:points}, where this coup's points had brought it, and he has {trous:trous}."),
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
    "wipe.own.repaired.decision": (
        "Les {wiped:points} que {colour} avait effacés lui restent : il les a remis sur son "
        "jeton avant de jeter les dés ou de jouer, sans école ni perte.",
        "The {wiped:points} {colour} had wiped stay his: he put them back on his jeton "
        "before throwing or playing, with no école and no loss."),
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
    "nombre-de-dames.sixteen.one-left": (
        "C'est au premier relevé, mais {colour} n'a plus qu'une dame au talon : l'exception qui "
        "ôte seulement la seizième dame en demande au moins deux (une dame seule a pu être "
        "battue à faux) ; l'option reste à {colour_opponent}.",
        "It is the first relevé, but {colour} has only one dame left on his talon: the exception "
        "that only removes the sixteenth dame requires two at least (a lone dame may have been "
        "beaten à faux); the option stays {colour_opponent}'s."),
    "nombre-de-dames.sixteen.none-left": (
        "C'est au premier relevé, mais {colour} n'a plus de dame au talon : l'exception qui ôte "
        "seulement la seizième dame en demande au moins deux ; l'option reste à "
        "{colour_opponent}.",
        "It is the first relevé, but {colour} has no dame left on his talon: the exception that "
        "only removes the sixteenth dame requires two at least; the option stays "
        "{colour_opponent}'s."),
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
    "bodies.lebrun-silent": (
        "Lebrun n'a pas de règle sur ce point : la règle appliquée est celle de Guiton ({source}, "
        "« {article} »), en tant que règle de Guiton, non de Lebrun.",
        "Lebrun has no rule on this point: the rule applied is Guiton's ({source}, “{article}”), "
        "as Guiton's, not as Lebrun's."),
    # -- regimes -----------------------------------------------------------------------------------
    "regimes.delai-lebrun": (
        "Ligne {line} : {colour} jette les dés sans avoir marqué l'école de {fault_by} : selon "
        "Lebrun, il peut encore l'y envoyer tant qu'il n'a pas joué.",
        "Line {line}: {colour} throws the dice without having marked {fault_by}'s école: by "
        "Lebrun, he may still send him to school as long as he has not played."),
    "regimes.excess-outlives-throw": (
        "Ligne {line} : {colour} jette les dés pour le coup suivant avant que {victim} ait "
        "marqué son école par trop : selon Lebrun, {victim} peut encore l'y envoyer tant qu'il "
        "n'a pas joué depuis.",
        "Line {line}: {colour} throws the dice for the next coup before {victim} marked his "
        "école par trop: by Lebrun, {victim} may still send him to school as long as he has "
        "not played since."),
    "regimes.debredouiller-lebrun": (
        "Ligne {line} : {actor} ôte le jeton de bredouille de {opp} après avoir joué depuis "
        "l'interruption de sa série. Lebrun en dit deux choses contraires : selon « De la "
        "Bredouille », on est reçu à le réclamer « jusqu'à ce que l'adversaire ait marqué la "
        "partie », et {opp} ne l'a pas marquée ; selon « Du privilège de s'en aller », on ne "
        "peut plus envoyer l'adversaire à l'école « du jeton, ou des points oubliés, ou marqués "
        "mal à propos, si vous avez joué depuis ». La bredouille de {opp} est-elle ôtée ?",
        "Line {line}: {actor} takes {opp}'s bredouille jeton off after having played since the "
        "series was interrupted. Lebrun says two contrary things: by “De la Bredouille” the "
        "claim is received “jusqu'à ce que l'adversaire ait marqué la partie”, and {opp} has "
        "not marked it; by “Du privilège de s'en aller” one may no longer send the opponent to "
        "the école “du jeton, ou des points oubliés, ou marqués mal à propos, si vous avez joué "
        "depuis”. Is {opp}'s bredouille taken off?"),
    "regimes.debredouiller-lebrun-in-time": (
        "Ligne {line} : {actor} ôte le jeton de bredouille que {opp} avait encore au tablier : "
        "il y est reçu, {opp} n'ayant pas marqué la partie, et lui-même n'ayant pas joué depuis "
        "l'interruption de la série ; {opp} ne garde pas la bredouille.",
        "Line {line}: {actor} takes off the bredouille jeton {opp} still had on the tablier: "
        "the claim is received, {opp} not having marked the partie and {actor} not having "
        "played since the series was interrupted; {opp} keeps no bredouille."),
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
    "regimes.deux-jetons-guiton.term": (
        "le texte ne fixe pas de terme à ce droit",
        "the text sets no term to this right"),
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
    "regimes.trous-de-trop-leaving-lebrun": (
        "Ligne {line} : {colour} s'en va sur le trou de son dé avec {over:trous} de trop : "
        "selon Lebrun, on ne met pas à l'école des trous, on se borne à l'avertir ; les trous "
        "de trop sont ôtés, rien ne l'oblige à rester, et son départ tient.",
        "Line {line}: {colour} leaves on the trou of his own dice with {over:trous} too many: "
        "by Lebrun there is no école of trous, one only warns him; the trous too many are "
        "taken back, nothing binds him to stay, and his leave stands."),
    "ecoles.impossible-lebrun": (
        "Selon Lebrun, {colour}, qui ne pouvait jouer son dé, ne peut être envoyé à l'école des "
        "{short:points} qu'il n'a pas marqués : il n'y a pas d'école.",
        "By Lebrun, {colour}, who could not play his throw, cannot be sent to school for the "
        "{short:points} he did not mark: there is no école."),
    "regimes.impossible-lebrun": (
        "Ligne {line} : {colour}, qui n'a pu jouer aucune dame de son dé, invite l'adversaire à "
        "jeter : selon Lebrun, on ne peut être envoyé à l'école des points d'un dé qu'on ne "
        "peut jouer ; l'invitation ne consomme pas ce qu'il a oublié de marquer.",
        "Line {line}: {colour}, who could play no dame of his throw, invites the opponent to "
        "throw: by Lebrun, nobody is sent to school for the points of a throw he cannot play; "
        "the invitation does not consummate what he forgot to mark."),
    "regimes.trous-de-trop-lebrun": (
        "Ligne {line} : {colour} marque {over:trous} de trop : selon Lebrun, on ne met pas à "
        "l'école des trous ; on l'avertit seulement, et les trous de trop sont ôtés.",
        "Line {line}: {colour} pegs {over:trous} too many: by Lebrun there is no école of "
        "trous; he is only warned, and the trous too many are taken back."),
}
