"""The engine's sentences on the conduct families' common words, games without marks (Jacquet), the
coin taken par puissance, in French and English: a part of the catalogue of :mod:`.wording`,
which says them (``say(key, **values)``) and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
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
    "game.won-if-let-stand": (
        "{winner} gagne la partie, si {loser} laisse le dernier coup tel qu'il est joué : "
        "{amount}. {basis}",
        "{winner} wins the game, if {loser} lets the last play stand as played: {amount}. "
        "{basis}"),
    "game.body-of-law": (
        "Corps de lois : {lois}{default}.",
        "Body of law: {lois}{default}."),

    "ecoles.points-gone-with-the-jeton-trou": (
        "Ligne {line} : le jeton de {colour}, porté à douze ou au-delà, marque le trou que son "
        "coup gagne (il « équivaut à la marque du trou, et la suppose ») ; les {points} points "
        "que {opp} avait s'en vont avec ce trou, même si {colour} oublie son fichet. Restés sur "
        "le tablier, ils n'y sont que par oubli : {colour} est admis à les ôter après son coup, "
        "« et même après celui de l'adversaire ».",
        "Line {line}: {colour}'s jeton, carried to twelve or beyond, marks the trou his coup wins "
        "(it « équivaut à la marque du trou, et la suppose »); the {points} points {opp} had go "
        "with that trou, even though {colour} forgets his fichet. Left on the tablier, they stand "
        "there only by oversight: {colour} may take them off after his coup, « et même après "
        "celui de l'adversaire »."),
    "ecoles.trou-after-the-jeton-in-time": (
        "Ligne {line} : {colour} marque ce trou avant que son coup soit consommé (aucune dame "
        "touchée, les dés non jetés) : il y est encore admis.",
        "Line {line}: {colour} pegs that trou before his coup is consummated (no dame touched, "
        "the dice not thrown): he still may."),
    "ecoles.points-gone.decision": (
        "Les {points} points que {opp} avait sont effacés par le trou que le jeton de {colour} a "
        "marqué : ils ne lui restent pas, bien que le trou soit oublié au fichet.",
        "The {points} points {opp} had are wiped by the trou {colour}'s jeton marked: they do "
        "not stay his, though the trou is forgotten on the fichet."),
    "ecoles.trou-too-late.decision": (
        "Le trou que {colour} marque à la ligne {line} vient trop tard, son coup consommé : il "
        "est ôté, sans école.",
        "The trou {colour} pegs at line {line} comes too late, his coup consummated: it is "
        "taken off, with no école."),
    "ecoles.trou-too-late.decision.old-back": (
        "À la ligne {line}, {colour} reprend ses anciens trous, démarqués mal à propos ; le trou "
        "nouvellement gagné vient trop tard, son coup consommé : il est ôté, sans école.",
        "At line {line}, {colour} takes back his old trous, moved back by mistake; the trou newly "
        "won comes too late, his coup consummated: it is taken off, with no école."),
    "ecoles.trou-too-late.decision.many": (
        "Les {count:trous} que {colour} marque à la ligne {line} viennent trop tard, son coup "
        "consommé : ils sont ôtés, sans école.",
        "The {count:trous} {colour} pegs at line {line} come too late, his coup consummated: "
        "they are taken off, with no école."),
    "ecoles.trou-in-time.decision": (
        "Le trou que {colour} marque à la ligne {line} vient à temps, son coup n'étant pas "
        "consommé : il lui reste.",
        "The trou {colour} pegs at line {line} comes in time, his coup not being consummated: "
        "it stands."),
    "ecoles.taken-back.decision": (
        "Ce que {other} avait marqué de trop au fichet ({count:trous}) lui est ôté à bon droit "
        "par {colour} : il n'y a pas d'école de trou, on rectifie seulement.",
        "What {other} had pegged de trop ({count:trous}) is rightly taken off by {colour}: "
        "there is no école of a trou, it is only corrected."),
    "ecoles.marked-after-the-trou.decision": (
        "Les {points} points que {other} a déjà marqués de ce que lui donne le coup de {winner} "
        "lui restent : le trou de {winner} efface les points qu'il avait, non ceux-là.",
        "The {points} points {other} already marked of what {winner}'s throw gives him stay "
        "his: {winner}'s trou wipes the points he had, not those."),
    "ecoles.wipe-after-coup": (
        "Ligne {line} : {colour}, qui a gagné le trou, efface les points de son adversaire "
        "après son coup joué : il y est encore admis.",
        "Line {line}: {colour}, who won the trou, wipes his opponent's points after his coup "
        "was played: he still may."),
    "ecoles.wipe-no-ecole": (
        "Ligne {line} : {colour} efface des points de son adversaire sans les marquer pour "
        "lui-même : ce n'est pas faire école, qui demande de déplacer ses propres jetons.",
        "Line {line}: {colour} wipes points of his opponent's without marking them for "
        "himself: that is no école, which needs moving one's own jetons."),
    "ecoles.wipe-beyond-no-ecole": (
        "Ligne {line} : {colour} efface à {opp} {points:points} au delà de ce que {opp} avait "
        "marqué de trop, sans les marquer pour lui-même : ce n'est pas faire école, qui demande "
        "de démarquer l'adversaire et de se marquer soi-même ; {opp} est en droit de les "
        "reprendre.",
        "Line {line}: {colour} wipes {points:points} of {opp}'s beyond what {opp} marked too "
        "many, without marking them for himself: that is no école, which needs both demarking "
        "the opponent and marking oneself; {opp} is entitled to take them back."),
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
    "ecoles.trou-sans-bouger-et-reste": (
        "{colour} a pris le trou sans bouger : les {before:points} qu'il avait restent sur son "
        "jeton et sont ses {reste:points} de reste ; rien n'est marqué au-delà, il ne fait pas "
        "d'école.",
        "{colour} took the trou sans bouger: the {before:points} he had stay on his jeton and "
        "are his {reste:points} de reste; nothing is marked beyond, he makes no école."),
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
    "ecoles.bredouille-jeton-joined.decision": (
        "Le second jeton que {colour} joint ligne {line} vient à temps : ses points sont en "
        "bredouille.",
        "The second jeton {colour} joins on line {line} comes in time: his points are in "
        "bredouille."),
    "ecoles.bredouille-jeton-too-late.decision": (
        "Le second jeton que {colour} joint ligne {line} vient trop tard : ses points restent "
        "simples, nul n'a la bredouille, et il n'y a pas d'école.",
        "The second jeton {colour} joins on line {line} comes too late: his points stay "
        "simple, nobody has the bredouille, and there is no école."),
    "ecoles.bredouille-one-jeton": (
        "{colour}, second à marquer, l'a fait d'un seul jeton, et son coup est consommé (ligne "
        "{line}) : il a perdu le droit de prendre la bredouille, que ni l'un ni l'autre n'a "
        "plus.",
        "{colour}, second to score, marked with one jeton, and his coup is consummated (line "
        "{line}): he has lost the right to take the bredouille, which neither side has now."),

    "throw.pirouettant": (
        "Ligne {line} : un dé de {thrower} a pirouetté sur un angle et a été arrêté du fond du "
        "cornet ; ce n'est pas une cause de nullité : le coup vaut pour les points arrêtés, "
        "{dice:dice}.",
        "Line {line}: one of {thrower}'s dice spun on a corner and was stopped with the bottom of "
        "the cornet; that is no cause of nullity: the throw counts as stopped, {dice:dice}."),
    "throw.struck-by-itself": (
        "Ligne {line} : le dé de {thrower} qui pirouettait a heurté l'autre de lui-même et l'a "
        "changé de {before} en {after} ; c'est le dernier point connu qui est bon, le "
        "changement étant la suite naturelle du jet : le coup vaut {dice:dice}.",
        "Line {line}: {thrower}'s spinning die struck the other by itself and turned it from "
        "{before} to {after}; the last point known is good, the change being the natural "
        "sequel of the throw: the throw counts as {dice:dice}."),
    "throw.struck-by-the-stop": (
        "Ligne {line} : le dé de {thrower} arrêté du fond du cornet a heurté l'autre et l'a "
        "changé de {before} en {after} ; le premier point de ce dé, {before}, reste bon, et le "
        "dé arrêté se rejette seul : il amène {again}. Le coup vaut {dice:dice}.",
        "Line {line}: {thrower}'s die stopped with the bottom of the cornet struck the other and "
        "turned it from {before} to {after}; that die's first point, {before}, stays good, and "
        "the stopped die alone is thrown again: it shows {again}. The throw is {dice:dice}."),
    "throw.struck.decision": (
        "Le coup de {thrower} jeté ligne {line} vaut {dice:dice}.",
        "{thrower}'s throw of line {line} is {dice:dice}."),
    "throw.dresses.decision": (
        "Le jet de {thrower} ligne {line}, aux dés dressés l'un contre l'autre, est nul : son "
        "coup est celui qu'il jette ensuite.",
        "{thrower}'s throw of line {line}, the dice propped against each other, is void: his "
        "coup is the one he throws next."),
    "throw.dresses-lebrun": (
        "Ligne {line} : les dés de {thrower} se sont dressés l'un contre l'autre ; aucun ne "
        "porte sur son cube : le coup n'est pas bon et se recommence.",
        "Line {line}: {thrower}'s dice came to rest propped against each other; neither stands "
        "on its cube: the throw is no good and is made again."),
    "throw.dresses-guiton": (
        "Ligne {line} : les dés de {thrower} se sont dressés l'un contre l'autre ; chacun porte "
        "en partie sur l'autre, ce qui est le dé posé sur l'autre : le coup n'est pas bon et se "
        "recommence (Lebrun nomme ce cas dans le même sens).",
        "Line {line}: {thrower}'s dice came to rest propped against each other; each rests in "
        "part on the other, which is a die lying on the other: the throw is no good and is made "
        "again (Lebrun names the case in the same sense)."),
    "throw.main": (
        "Ligne {line} : un dé de {thrower} a touché la main de {other} sans en recevoir "
        "d'impulsion : il est bon, le coup vaut {dice:dice}.",
        "Line {line}: one of {thrower}'s dice touched {other}'s hand without being pushed by it: "
        "it is good, the throw counts as {dice:dice}."),
    "throw.main.early": (
        "Ligne {line} : les dés de {thrower}, jetés avant que {other} ait achevé son coup, ont "
        "touché la main de {other}, qui ne les a pas repoussés : le coup est bon, "
        "{dice:dice}.",
        "Line {line}: {thrower}'s dice, thrown before {other} had finished his coup, touched "
        "{other}'s hand, which did not push them back: the throw is good, {dice:dice}."),
    "throw.separes": (
        "Ligne {line} : les dés de {thrower} sont tombés l'un dans une table, l'autre dans "
        "l'autre, séparés par la bande : le coup vaut, {dice:dice}.",
        "Line {line}: {thrower}'s dice fell one in each table, separated by the bande: the throw "
        "counts, {dice:dice}."),
    "throw.separes-guiton": (
        "Ligne {line} : les dés de {thrower} sont tombés l'un dans une table, l'autre dans "
        "l'autre, séparés par la bande du milieu ; Guiton n'annule un coup que pour un dé posé "
        "sur l'autre, sorti du tablier, arrêté sur une bande ou incliné, et des dés séparés ne "
        "sont rien de cela : le coup vaut, {dice:dice}.",
        "Line {line}: {thrower}'s dice fell one in each table, separated by the middle bande; "
        "Guiton voids a throw only for a die lying on the other, out of the tablier, resting on "
        "a bande or tilted, and dice apart are none of these: the throw counts, {dice:dice}."),
    "throw.sans-bande-guiton": (
        "Ligne {line} : les dés de {thrower} n'ont touché ni bande ni dame. Guiton veut qu'ils "
        "soient « jetés avec une force suffisante pour être répercutés par l'une des bandes, ou au "
        "moins par les dames qui y sont contiguës », mais ne dit pas ce que vaut un coup qui ne "
        "l'est pas : ce coup est-il nul et à rejeter, comme l'ont fait les joueurs, ou valait-il ?",
        "Line {line}: {thrower}'s dice touched neither a bande nor a dame. Guiton wants them "
        "“jetés avec une force suffisante pour être répercutés par l'une des bandes, ou au moins "
        "par les dames qui y sont contiguës”, but does not say what a throw that is not is "
        "worth: is it void and thrown again, as the players did, or did it stand?"),
    "dice.pushed-out.none": (
        "Ligne {line} : {actor} dit avoir poussé un dé hors du tablier, mais aucun jet n'est en "
        "cours : cela ne change rien.",
        "Line {line}: {actor} says he pushed a die out of the tablier, but no throw is under "
        "way: that changes nothing."),
    "dice.pushed-out.why": (
        "dé qui pirouettait, poussé hors du tablier par {actor} en le fixant",
        "a spinning die, pushed out of the tablier by {actor} as he stopped it"),
    "dice.pushed-out": (
        "Ligne {line} : en fixant du cornet le dé de {thrower} qui pirouettait, {actor} l'a "
        "poussé hors du tablier : le coup ne vaut pas tel qu'il était ; {other}, l'autre "
        "joueur, choisit de faire recommencer le coup entier ou de ne faire retirer que le dé "
        "sorti.",
        "Line {line}: stopping {thrower}'s spinning die with his cornet, {actor} pushed it out "
        "of the tablier: the throw does not stand as it lay; {other}, the other player, chooses "
        "to have the whole throw thrown again or only the die that went out."),
    "dice.pushed-out.lebrun": (
        "Ligne {line} : en fixant du cornet le dé de {thrower} qui pirouettait, {actor} l'a "
        "poussé hors du tablier : selon Lebrun, un dé hors du tablier ou sur la bande ne vaut "
        "rien, et le coup se rejette en entier.",
        "Line {line}: stopping {thrower}'s spinning die with his cornet, {actor} pushed it out "
        "of the tablier: by Lebrun a die off the tablier or on the bande is worth nothing, and "
        "the whole throw is thrown again."),
    "dice.pushed-out.option": (
        "{other} choisit ce qui se rejette", "{other} chooses what is thrown again"),
    "dice.pushed-out.whole": (
        "faire recommencer le coup entier (la règle du dé hors du tablier)",
        "have the whole throw thrown again (the rule of a die off the tablier)"),
    "dice.pushed-out.one": (
        "ne faire retirer que le dé sorti du tablier", "have only the die that went out thrown "
        "again"),
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
    "puissance.deprived.his-option": (
        "si {opponent} l'en prive, {colour} joue son {dice:dice} de toute autre manière, à son "
        "option",
        "if {opponent} deprives him of it, {colour} plays his {dice:dice} in any other way, at "
        "his option"),
    "puissance.deprived.his-choice": (
        "jouer, à son choix, l'un des jeux permis sans le coin naturel : {plays}",
        "play, at his choice, one of the lawful plays without the natural coin: {plays}"),
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
