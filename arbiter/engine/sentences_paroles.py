"""The engine's sentences on the words at the table: leaving, staying, binding words, in French and
English: a part of the catalogue of :mod:`.wording`, which says them (``say(key, **values)``)
and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
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
    "paroles.warning.no-throw": (
        "Ligne {line} : {colour} dit « je ne marque pas » sans avoir amené le coup : "
        "l'avertissement tient lieu de la marque des points que gagne le coup qu'on amène ; "
        "dit hors de son coup, il ne marque rien.",
        "Line {line}: {colour} says « je ne marque pas » without having made the throw: the "
        "warning stands for the marking of the points won by the throw one makes; said outside "
        "his own coup, it marks nothing."),
    "paroles.warning.too-late": (
        "Ligne {line} : {colour} dit « je ne marque pas » après que sa marque a été consommée "
        "(ligne {closed}) : l'avertissement tient lieu de la marque et vient trop tard comme "
        "elle ; il ne marque rien.",
        "Line {line}: {colour} says « je ne marque pas » after his marking was consummated "
        "(line {closed}): the warning stands for the marking and comes too late like it; it "
        "marks nothing."),
    "paroles.warning.nothing-won": (
        "Ligne {line} : {colour} dit « je ne marque pas », mais ce coup ne lui vaut aucun "
        "point : l'avertissement ne marque rien, et n'ôte pas à {other} sa bredouille.",
        "Line {line}: {colour} says « je ne marque pas », but this throw wins him no points: "
        "the warning marks nothing, and does not take {other}'s bredouille away."),
    "paroles.on-say.3": (
        "Ligne {line} : {colour} dit {quoted} à son adversaire ; on ne peut profiter d'une "
        "erreur qu'on a occasionnée.",
        "Line {line}: {colour} tells his opponent {quoted}; nobody may profit from an error he "
        "caused."),
    "paroles.misled-no-throw": (
        "Ligne {line} : {colour} dit {quoted} avant qu'aucun dé soit jeté : la parole ne porte "
        "sur les points d'aucun coup, et ne peut induire {other} en erreur sur ceux du jet qui "
        "suit ; elle ne l'excuse de rien.",
        "Line {line}: {colour} says {quoted} before any dice are thrown: the words bear on the "
        "points of no throw, and cannot mislead {other} about those of the throw that follows; "
        "they excuse him nothing."),
    "paroles.misled-too-late": (
        "Ligne {line} : {colour} dit {quoted} à son adversaire, mais la marque de {other} était "
        "déjà consommée (ligne {closed}) : la parole n'a pu l'induire en aucune faute, et ne "
        "lui rend rien.",
        "Line {line}: {colour} tells his opponent {quoted}, but {other}'s marking was already "
        "consummated (line {closed}): the words could lead him into no fault, and give him "
        "nothing back."),
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
    # the article's holding said in its own terms: the consent is no renouncing of the right
    # (« prétendent que par son consentement de jouer pour tout, il y a renoncé … Cette
    # prétention nous semble entièrement dépourvue de raison et de justice »)
    "paroles.pour-tout-choix": (
        "{colour} a joué pour tout, et ce coup lui donne le trou par son propre dé : y avoir "
        "consenti n'est pas renoncer au droit de s'en aller ; il garde le choix de rester ou de "
        "s'en aller, qu'il fait au vu des dés.",
        "{colour} played “pour tout”, and the throw wins him the trou by his own dé: consenting "
        "to it was no renouncing of the right to leave; he keeps the choice to stay or leave, "
        "made on seeing the dice."),
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
    "paroles.leave.double-for-simple.stays": (
        "{colour} a marqué {fichet:trous} pour {expected_trous:trous} : un trou double comme un "
        "simple représente douze points, il n'y a pas d'école ; ses dames levées valent un coup "
        "joué, le trou de trop est démarqué.",
        "{colour} pegged {fichet:trous} for {expected_trous:trous}: a trou double like a simple "
        "one stands for twelve points, there is no école; his dames taken up count as a coup "
        "played, and the hole de trop is taken back."),
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
    "paroles.bredouille-contested.decision": (
        "La contestation de {colour} n'est pas reçue : la série de {other} n'a pas été "
        "interrompue, son trou double reste.",
        "{colour}'s dispute is not received: {other}'s series was not interrupted, his trou "
        "double stands."),
    "paroles.bredouille-contested.points-simple": (
        "Ligne {line} : {colour} conteste la bredouille de {other}, et à bon droit : {other} a "
        "été interrompu, ses points sont simples.",
        "Line {line}: {colour} disputes {other}'s bredouille, and rightly: {other} was "
        "interrupted, his points are simple."),
    "paroles.bredouille-contested.points-kept": (
        "Ligne {line} : {colour} conteste la bredouille de {other}, mais {colour} n'a pris "
        "aucun point depuis les siens : {other} la garde.",
        "Line {line}: {colour} disputes {other}'s bredouille, but {colour} has taken no point "
        "since his: {other} keeps it."),
    "paroles.bredouille-contested.simple": (
        "Ligne {line} : {colour} conteste la bredouille de {other}, et à bon droit : la série "
        "de {other} a été interrompue, son trou est simple ; le second trou marqué est ôté, "
        "sans école, car on n'envoie pas à l'école d'un trou.",
        "Line {line}: {colour} disputes {other}'s bredouille, and rightly: {other}'s series was "
        "interrupted, his trou is simple; the second hole pegged comes off, with no école, "
        "since there is no école of a trou."),
    "paroles.bredouille-contested.one-jeton": (
        "Ligne {line} : {colour} conteste la bredouille de {other}, et à bon droit : {other}, "
        "second à marquer, avait marqué ses points d'un seul jeton et laissé consommer son "
        "coup ; il a perdu la bredouille, son trou est simple ; le second trou marqué est ôté, "
        "sans école, car on n'envoie pas à l'école d'un trou.",
        "Line {line}: {colour} disputes {other}'s bredouille, and rightly: {other}, second to "
        "score, had marked his points with one jeton and let his coup be consummated; he lost "
        "the bredouille, his trou is simple; the second hole pegged comes off, with no école, "
        "since there is no école of a trou."),
    "paroles.bredouille-contested.decision.jeton-joined": (
        "La contestation de {colour} n'est pas reçue : {other} a joint le jeton oublié avant que "
        "son coup soit consommé ; sa série n'a pas été interrompue, son trou double reste.",
        "{colour}'s dispute is not received: {other} joined the forgotten jeton before his coup "
        "was consummated; his series was not interrupted, his trou double stands."),
    "paroles.bredouille-contested.simple.stated": (
        "Ligne {line} : {colour} conteste la bredouille de {other}, et à bon droit : le "
        "second trou marqué est ôté, sans école, car on n'envoie pas à l'école d'un trou.",
        "Line {line}: {colour} disputes {other}'s bredouille, and rightly: the second hole "
        "pegged comes off, with no école, since there is no école of a trou."),
    "paroles.bredouille-contested.simple.decision": (
        "La partie de {other} est simple : un seul trou, le second est ôté, sans école.",
        "{other}'s partie is simple: one trou, the second comes off, with no école."),
    "paroles.bredouille-contested.late": (
        "Ligne {line} : {colour} conteste la bredouille après avoir jeté les dés (ligne "
        "{thrown}) : il n'y est plus reçu, {other} garde son trou double.",
        "Line {line}: {colour} disputes the bredouille after throwing the dice (line "
        "{thrown}): too late, {other} keeps his double trou."),
    "paroles.bredouille-contested.late-played": (
        "Ligne {line} : {colour} conteste la bredouille après avoir joué son coup (ligne "
        "{thrown}) : selon Lebrun, il n'y est plus reçu, {other} garde son trou double.",
        "Line {line}: {colour} disputes the bredouille after playing his coup (line "
        "{thrown}): by Lebrun, too late, {other} keeps his double trou."),
    "paroles.bredouille-contested.late-debredouiller": (
        "Ligne {line} : {colour} déclare que {other} était débredouillé, mais la partie est "
        "marquée et {colour} a joué depuis (ligne {thrown}) : selon Lebrun, il n'y est plus "
        "reçu, {other} garde son trou double.",
        "Line {line}: {colour} declares that {other} had been débredouillé, but the partie is "
        "marked and {colour} has played since (line {thrown}): by Lebrun, too late, {other} "
        "keeps his double trou."),
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
    "paroles.bredouille-not-contested": (
        "Ligne {line} : {colour} jette les dés sans avoir contesté la bredouille du trou que "
        "{other} a marqué double après avoir ôté ses jetons (ligne {marked}) : la parole de "
        "l'adversaire ne fait foi qu'« en cas de contestation » ; le trou double reste acquis.",
        "Line {line}: {colour} throws without disputing the bredouille of the trou {other} "
        "pegged double after moving his jetons (line {marked}): the opponent's word prevails "
        "only « en cas de contestation »; the double trou stands."),
    "paroles.on-releve": (
        "il a relevé ses dames",
        "he has taken up his dames"),
    "paroles.jeton-to-bande-leaving": (
        "Ligne {line} : en s'en allant, {colour} ne garde pas les {points:points} de son "
        "jeton : qui s'en va perd ses points de reste, et il commence la nouvelle relevée à zéro.",
        "Line {line}: leaving, {colour} does not keep the {points:points} on his jeton: "
        "whoever leaves loses his points de reste, and he begins the new relevé from nothing."),
    "paroles.leaves-jeton-left.decision": (
        "{colour} s'en va sans avoir ôté son jeton, qui montrait encore les {points:points} que "
        "le trou a pris : celui qui s'en va n'est pas envoyé à l'école du jeton.",
        "{colour} leaves without taking off his jeton, which still showed the {points:points} "
        "the trou took: whoever leaves is not sent to the école of the jeton."),
    "paroles.jeton-to-bande-old-points": (
        "Ligne {line} : en s'en allant, {colour} ne garde pas les {points:points} de son "
        "jeton : ce sont les points qu'il avait avant le trou, que le trou a pris ; il n'a pas "
        "de reste, et il commence la nouvelle relevée à zéro.",
        "Line {line}: leaving, {colour} does not keep the {points:points} on his jeton: they "
        "are the points he had before the trou, which the trou took; he has no reste, and he "
        "begins the new relevé from nothing."),
    "paroles.jeton-to-bande-old-points-reste-said": (
        "Ligne {line} : en s'en allant, {colour} ne garde pas les {points:points} de son "
        "jeton : ce sont les points qu'il avait avant le trou, que le trou a pris ; il commence "
        "la nouvelle relevée à zéro.",
        "Line {line}: leaving, {colour} does not keep the {points:points} on his jeton: they "
        "are the points he had before the trou, which the trou took; he begins the new relevé "
        "from nothing."),
    "paroles.jeton-to-bande-old-points-and-reste": (
        "Ligne {line} : en s'en allant, {colour} ne garde pas les {points:points} de son "
        "jeton : ce sont les points qu'il avait avant le trou, que le trou a pris ; ses "
        "{reste:points} de reste, il les perd en s'en allant ; il commence la nouvelle relevée "
        "à zéro.",
        "Line {line}: leaving, {colour} does not keep the {points:points} on his jeton: they "
        "are the points he had before the trou, which the trou took; his {reste:points} de "
        "reste he loses by leaving; he begins the new relevé from nothing."),
    "paroles.jeton-to-bande-partie": (
        "Ligne {line} : en relevant ses dames, la partie en douze trous gagnée, {colour} ne "
        "garde pas les {points:points} de son jeton : la partie est terminée.",
        "Line {line}: taking up his dames, the partie en douze trous won, {colour} does not "
        "keep the {points:points} on his jeton: the partie is over."),
    "paroles.jeton-to-bande": (
        "Ligne {line} : en relevant ses dames pour s'en aller, {colour} ne garde pas les "
        "{points:points} de son jeton : qui s'en va perd ses points de reste, et il commence "
        "la nouvelle relevée à zéro.",
        "Line {line}: taking up his dames to leave, {colour} does not keep the "
        "{points:points} on his jeton: whoever leaves loses his points de reste, and he begins "
        "the new relevé from nothing."),
    "paroles.leave": (
        "{colour} avait dit « {words} » (ligne {staying}) ; sa parole l'oblige.",
        "{colour} had said “{words}” (line {staying}); his word binds him."),
    "paroles.leave.2": (
        "le trou de {colour} vient des dés de son adversaire : il ne peut s'en aller.",
        "{colour}'s trou comes from his opponent's dice: he may not leave."),
    "paroles.leave.3": (
        "{colour} n'a pas gagné de trou par son propre dé.",
        "{colour} has won no trou by his own throw."),
    "paroles.leave.by-ecole": (
        "le trou de {colour} n'est achevé que par l'école de son adversaire, qu'il a marquée : "
        "il ne l'a pas obtenu par l'effet de son propre dé et ne peut s'en aller.",
        "{colour}'s trou is made up only by his opponent's école, which he marked: he did not "
        "win it by the effect of his own dé and may not leave."),
    "paroles.leave.by-ecole-and-dice": (
        "le trou de {colour} n'est achevé que par l'école de {other}, qu'il a marquée, et les "
        "points que le dé de {other} lui donne : il ne l'a pas obtenu par son propre dé et ne "
        "peut s'en aller.",
        "{colour}'s trou is made up only by {other}'s école, which he marked, and the points "
        "{other}'s throw gives him: he did not win it by his own dé and may not leave."),
    "paroles.leave.by-ecole-and-dice.tenir": (
        "Les points avec lesquels {colour} obtient le trou proviennent du dé de {other} : ceux "
        "que ce dé lui donne, et l'école que {other} a faite sur ce coup ; il est obligé de "
        "tenir.",
        "The points with which {colour} wins the trou come from {other}'s dé: those this throw "
        "gives him, and the école {other} made on this coup; he is bound to stay."),
    "paroles.leave.reste-by-ecole": (
        "{colour} a marqué à son profit, après avoir pris le trou, l'école de son adversaire "
        "(ligne {shown}) : ce sont des points outre ce trou, marqués avant de parler de s'en "
        "aller ; il doit rester.",
        "{colour} marked his opponent's école to his profit after taking the trou (line "
        "{shown}): those are points over and above that trou, marked before speaking of "
        "leaving; he must stay."),
    "paroles.jeton-moved-by-the-opponent": (
        "Ligne {at} : c'est {other} qui a déplacé le jeton de {colour} ; {colour} ne l'a pas "
        "ôté de sa place lui-même : il peut encore s'en aller, et la main de l'adversaire ne "
        "marque rien pour lui.",
        "Line {at}: it was {other} who moved {colour}'s jeton; {colour} did not take it from "
        "its place himself: he may still leave, and the opponent's hand marks nothing for "
        "him."),
    "paroles.jeton-in-its-place": (
        "Ligne {line} : {colour} s'en va sans avoir ôté son jeton de sa place : selon Lebrun, "
        "on peut s'en aller tant qu'on ne l'a point ôté de sa place ; son départ est régulier.",
        "Line {line}: {colour} leaves without having taken his jeton from its place: by Lebrun, "
        "one may leave as long as one has not taken it from its place; his departure is "
        "lawful."),
    "paroles.jeton-after-the-word": (
        "Ligne {at} : {colour} ôte son jeton de sa place après avoir dit qu'il s'en va (ligne "
        "{said}) : quand il l'a dit, son jeton était à sa place et il pouvait s'en aller ; sa "
        "parole l'oblige, et ôter ensuite son jeton ne le fait pas tenir.",
        "Line {at}: {colour} takes his jeton from its place after saying he leaves (line "
        "{said}): when he said it his jeton was in its place and he could leave; his word binds "
        "him, and taking off his jeton afterwards does not make him stay."),
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
    "paroles.leave.let-go": (
        "Ligne {line} : {other} remet ses dames à la pile sans retenir {colour} : il use de son "
        "droit en le laissant partir ; les trous de trop sont ôtés, et {colour} s'en va sur le "
        "trou de son dé, son reste perdu.",
        "Line {line}: {other} puts his dames back on the pile without keeping {colour}: he uses "
        "his right by letting him go; the trous de trop are taken off, and {colour} leaves on "
        "the trou of his own dice, his reste lost."),
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
    "paroles.leave.4-words": (
        "Ligne {line} : {colour} a marqué {fichet:trous} alors que le coup lui en donne "
        "{expected_trous}, et dit qu'il s'en va ; sa parole l'oblige à partir, mais la peine de "
        "ces trous est pour qui « rompt son jeu pour s'en aller » : tant qu'il n'a touché ni "
        "dame ni jeton, le fichet déplacé ne fait pas école, et il peut reprendre les trous "
        "de trop.",
        "Line {line}: {colour} pegged {fichet:trous} where the coup gives him "
        "{expected_trous:trous}, and says he leaves; his words bind him to go, but the penalty "
        "of those trous is for one who « breaks his game to leave »: as long as he has touched "
        "no dame and no jeton, a fichet moved is no école, and he may take the trous de trop "
        "back."),
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
    "paroles.leave.forgotten-trou-said": (
        "{colour} dit qu'il s'en va sans avoir marqué ce que son coup lui donne "
        "({expected_trous:trous}) : il en a le droit ; il peut encore le marquer tant qu'il n'a "
        "pas touché ses dames, après quoi il n'y est plus admis et c'est perdu, sans école (on "
        "n'envoie point à l'école d'un trou).",
        "{colour} says he leaves without having pegged what his throw gives him "
        "({expected_trous:trous}): he may; he can still peg it until he touches his dames, "
        "after which it is no longer admitted and is lost, with no école (there is no école of "
        "a trou)."),
    "paroles.leave.10": (
        "Ligne {line} : {colour} a gagné {won:trous} par son propre dé : il peut s'en aller.",
        "Line {line}: {colour} won {won:trous} by his own throw: he may leave."),
    "paroles.leave-reste-unmarked": (
        "Ligne {line} : {colour} n'a pas marqué ses {reste:points} de reste : marqués, ils lui "
        "auraient ôté le droit de s'en aller.",
        "Line {line}: {colour} has not marked his {reste:points} de reste: marked, they would "
        "have taken away his right to leave."),
    "paroles.leave-reste-lost": (
        "Ligne {line} : qui s'en va perd ses points de reste : en s'en allant, {colour} perd "
        "ses {reste:points} ; les avoir laissés non marqués n'est pas une école.",
        "Line {line}: whoever leaves loses his points de reste: by leaving, {colour} forfeits "
        "his {reste:points}; leaving them unmarked is no école."),
    "paroles.dames-before-the-word": (
        "{colour} a touché ses dames (ligne {at}) avant de dire qu'il s'en va : l'usage, que "
        "Guiton constate, ne lui en fait pas grief ; son trou lui donne le droit de s'en aller.",
        "{colour} touched his dames (line {at}) before saying he leaves: usage, as Guiton "
        "records it, holds nothing against him; his trou gives him the right to leave."),
    "paroles.leave.11": (
        "{colour} s'en va régulièrement ; il a la priorité du dé au relevé suivant.",
        "{colour} leaves regularly; he has the dé for the next relevé."),
    "paroles.leave.11.after-stay": (
        "{colour} s'en va régulièrement : sa parole « {words} » (ligne {staying}) ne le liait "
        "que pour le trou qu'il avait alors, et celui-ci est un nouveau trou ; il a la priorité "
        "du dé au relevé suivant.",
        "{colour} leaves regularly: his word “{words}” (line {staying}) bound him only for the "
        "trou he had then, and this is a new trou; he has the dé for the next relevé."),
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
    "paroles.played-after-word": (
        "Ligne {line} : {colour} joue son coup après avoir dit qu'il s'en va (ligne {said}) : sa "
        "parole l'oblige à s'en aller, et le coup joué ensuite ne le fait pas rester.",
        "Line {line}: {colour} plays his coup after saying he leaves (line {said}): his word "
        "binds him to leave, and the coup played afterwards does not make him stay."),
    "paroles.played-after-word.lebrun": (
        "Ligne {line} : {colour} joue son bois après avoir dit « je m'en vais » (ligne {said}). "
        "Lebrun défend l'un et l'autre (« il n'est pas permis de tenir après avoir dit je m'en "
        "vais » ; « On doit aussi ne pas toucher ni jouer son bois lorsqu'on veut s'en aller ; "
        "car alors on ne peut plus le faire ») et ne dit pas lequel l'emporte : ce qui est dit "
        "plus haut de son départ ne vaut que s'il est parti.",
        "Line {line}: {colour} plays his dames after saying « je m'en vais » (line {said}). "
        "Lebrun forbids both (« il n'est pas permis de tenir après avoir dit je m'en vais »; "
        "« On doit aussi ne pas toucher ni jouer son bois lorsqu'on veut s'en aller ; car alors "
        "on ne peut plus le faire ») and does not say which prevails: what is said above of "
        "his leave holds only if he left."),
    "paroles.played-after-word.question": (
        "{colour} est-il parti sur sa parole (ses points de reste perdus, sans école de son "
        "jeton) ou resté par son coup joué (ses marques jugées comme celles d'un joueur qui "
        "tient) ?",
        "Has {colour} left on his word (his points de reste lost, no école of his jeton) or "
        "stayed by the coup he played (his marks judged as those of a player who stays)?"),
    "paroles.played-before-word": (
        "{colour} parle de s'en aller après avoir joué son coup (ligne {at}) : "
        "jouer son coup, c'est tenir, continuer ; l'usage qui permet de dire « je m'en vais » en "
        "rompant son jeu couvre les dames touchées pour le rompre, non un coup joué.",
        "{colour} speaks of leaving after playing his coup (line {at}): to play "
        "one's coup is to stay, to go on; the usage that allows saying « je m'en vais » while "
        "breaking one's game covers dames touched to break it, not a coup played."),
    "paroles.told-leave.stays": (
        "Ligne {line} : {other} dit à {colour} de s'en aller ; cette parole n'oblige personne : "
        "le choix de s'en aller ou de rester est à {colour}, qui a gagné le trou par son propre "
        "dé, et seule sa propre parole le lie.",
        "Line {line}: {other} tells {colour} to go; those words bind nobody: the choice to "
        "leave or stay is {colour}'s, who won the trou by his own dice, and only his own word "
        "binds him."),
    "paroles.told-leave.stays.decision": (
        "{colour} reste, comme il en a le droit : l'invitation de {other} à s'en aller ne lui "
        "ôte pas son choix.",
        "{colour} stays, as he may: {other}'s invitation to leave does not take his choice "
        "from him."),
    "paroles.told-leave": (
        "Ligne {line} : {colour} dit {quoted} : il invite l'autre à s'en aller.",
        "Line {line}: {colour} says {quoted}: he invites the other to leave."),
    "paroles.induced-leave": (
        "Ligne {line} : {colour} rompt son jeu pour s'en aller sur un trou qu'il n'a pas, mais "
        "sur l'invitation de {other} (ligne {told}) : qui a induit l'erreur ne peut en profiter ; "
        "{colour} la réforme : le faux trou est ôté, il reste avec ses points, sans école et sans "
        "que {other} choisisse les dames touchées.",
        "Line {line}: {colour} breaks his game to leave on a trou he has not, but on {other}'s "
        "invitation (line {told}): who induced the error may not profit by it; {colour} "
        "reforms it: the false trou is taken off, he stays with his points, with no école and "
        "no choice of the dames touched for {other}."),
    "paroles.induced-leave.lebrun": (
        "Ligne {line} : {colour} rompt son jeu sur l'invitation de {other} (ligne {told}) : "
        "selon Lebrun, c'est ainsi qu'on lui fait « consommer son école » ; elle est faite.",
        "Line {line}: {colour} breaks his game on {other}'s invitation (line {told}): by "
        "Lebrun, that is how he is made to « consommer son école »; it is made."),
    "paroles.told-leave.late": (
        "Ligne {line} : l'invitation de {colour} vient après que {other} a rompu son jeu (ligne "
        "{broken}) : elle ne l'a pas induit en erreur, et la faute reste sienne.",
        "Line {line}: {colour}'s invitation comes after {other} broke his game (line "
        "{broken}): it did not mislead him, and the fault remains his."),
}
