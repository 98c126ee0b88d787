"""The engine's sentences on the marking and the écoles, in French and English: the jetons'
acts, the windows judged, the exceptions to the école par moins, the terms; the écoles claimed
by their victim are :mod:`.sentences_claims`'s. A part of the catalogue of :mod:`.wording`,
which says them (``say(key, **values)``) and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
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
    "ecoles.bredouille-taken-off.decision": (
        "La bredouille de {opp} est ôtée à bon droit (ligne {line}) : sa série a été "
        "interrompue.",
        "The bredouille of {opp} is rightly taken off (line {line}): his series was "
        "interrupted."),
    "ecoles.set-opponent-jeton": (
        "Ligne {line} : {actor} met le jeton de {opp} à {points} (il était à {had}).",
        "Line {line}: {actor} sets {opp}'s jeton at {points} (it was at {had})."),
    "ecoles.on-efface": (
        "Ligne {line} : {colour} efface {wiped:points} de {opp}.",
        "Line {line}: {colour} wipes {wiped:points} of {opp}'s."),
    "ecoles.on-efface.none": (
        "Ligne {line} : {colour} veut effacer les points de {opp}, qui n'en a pas.",
        "Line {line}: {colour} would wipe {opp}'s points, but he has none."),
    "ecoles.sans-bouger-to-the-bande": (
        "{colour} a marqué le trou en remettant à la bande le jeton de ses {points:points} au "
        "lieu de le marquer sans bouger ; {how} (ligne {line}) : école par moins de ces "
        "{points:points}.",
        "{colour} pegged the trou and sent back to the bande the jeton of his {points:points} "
        "instead of marking it sans bouger; {how} (line {line}): école par moins of those "
        "{points:points}."),
    "ecoles.moves-back-in-time": (
        "{colour} a marqué le trou sans ramener son jeton ; le coup n'étant pas consommé, il le "
        "ramène sans école ({excess:points} de moins).",
        "{colour} pegged the trou without bringing his jeton back; the coup not being "
        "consummated, he brings it back with no école ({excess:points} fewer)."),
    "ecoles.advanced-in-time": (
        "Ligne {line} : {colour} n'avait d'abord marqué que {marked:points} sur {due:points} ; "
        "il avance sa marque à la ligne {later}, avant d'avoir touché ses dames : on peut "
        "toujours avancer un jeton tant que le coup n'est pas consommé, et ce premier oubli "
        "n'est pas une école.",
        "Line {line}: {colour} had first marked only {marked:points} of {due:points}; he "
        "advances his marks on line {later}, before touching his dames: a jeton may always be "
        "advanced while the coup is not consummated, and that first omission is no école."),
    "ecoles.advanced-in-time.received": (
        "Ligne {line} : {colour} n'avait d'abord marqué que {marked:points} sur {due:points} "
        "que lui donnait le coup de l'adversaire ; il avance sa marque à la ligne {later}, "
        "avant d'avoir jeté les dés : on peut toujours avancer un jeton tant que le coup n'est "
        "pas consommé, et ce premier oubli n'est pas une école.",
        "Line {line}: {colour} had first marked only {marked:points} of the {due:points} the "
        "opponent's throw gave him; he advances his marks on line {later}, before throwing: a "
        "jeton may always be advanced while the coup is not consummated, and that first "
        "omission is no école."),
    "ecoles.marked-enough": (
        "{j_colour} a marqué ce que le coup lui donnait ({j_due:points}).",
        "{j_colour} marked what the throw gave him ({j_due:points})."),
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
    "ecoles.ecole-in-the-mark.all": (
        "Ligne {line} : {colour} marque {points:points} ; rien d'autre ne lui restant à marquer, "
        "ils marquent l'école de {offender} (on n'est pas tenu de dire qu'on marque l'école).",
        "Line {line}: {colour} marks {points:points}; having nothing else left to mark, they "
        "mark {offender}'s école (one need not say one marks the école)."),
    "ecoles.ecole-in-the-mark.answer": (
        "Des {points:points} que {colour} marque à la ligne {line}, {own:points} sont les siens "
        "et {ecole:points} marquent l'école de {offender} : il ne marque rien de trop.",
        "Of the {points:points} {colour} marks at line {line}, {own:points} are his own and "
        "{ecole:points} mark {offender}'s école: he marks nothing too many."),
    "ecoles.ecole-in-the-mark": (
        "Ligne {line} : {colour} marque {points:points} ; {own:points} sont à lui, les "
        "{ecole:points} de plus marquent l'école de {offender} (on n'est pas tenu de dire qu'on "
        "marque l'école).",
        "Line {line}: {colour} marks {points:points}; {own:points} are his own, the "
        "{ecole:points} more mark {offender}'s école (one need not say one marks the école)."),
    "ecoles.ecole-in-the-jeton": (
        "Ligne {line} : avec ce jeton, {colour} a marqué {points:points} pour ce coup ; "
        "{own:points} sont à lui, les {ecole:points} de plus marquent l'école de {offender} "
        "(on n'est pas tenu de dire qu'on marque l'école).",
        "Line {line}: with this jeton, {colour} has marked {points:points} for this coup; "
        "{own:points} are his own, the {ecole:points} more mark {offender}'s école (one need "
        "not say one marks the école)."),
    "ecoles.marked-after-invitation": (
        "Ligne {invited} : {other} invite {colour} à jeter ; {colour} marque ensuite ses "
        "{due:points}, avant de jeter : à temps, l'invitation ne clôt que la marque de celui "
        "qui la fait.",
        "Line {invited}: {other} invites {colour} to throw; {colour} then marks his "
        "{due:points}, before throwing: in time, the invitation closes only its maker's "
        "marking."),
    "ecoles.covered-by-the-ecole": (
        "{colour} a marqué l'école (ligne {ecole_marked_at}) sans marquer tous ses points à "
        "faux : ce qu'il a marqué compte pour ce qu'il était tenu de marquer, et en couvre "
        "{short:points} ; de ceux-là il ne fait pas école.",
        "{colour} marked the école (line {ecole_marked_at}) without marking all his points à "
        "faux: what he marked counts for what he was bound to mark, and covers {short:points} "
        "of it; of those he makes no école."),
    "ecoles.judge-window": (
        "{colour} a marqué {fichet:trous} au fichet, et le coup lui en donne {expected_trous} "
        ": il n'y a pas d'école de trou, on rectifie seulement.",
        "{colour} pegged {fichet:trous}, and the coup gives him {expected_trous:trous}: there "
        "is no école of a trou, it is simply corrected."),
    "ecoles.judge-window.short": (
        "{colour} a marqué {fichet:trous} au fichet, et le coup lui en donne {expected_trous} "
        ": il n'y a pas d'école de trou.",
        "{colour} pegged {fichet:trous}, and the coup gives him {expected_trous:trous}: there "
        "is no école of a trou."),
    "ecoles.unmark-before-play": (
        "Ligne {line} : {colour} recule le fichet de {other} après avoir jeté les dés mais "
        "avant d'avoir joué : selon Lebrun il est encore à temps.",
        "Line {line}: {colour} moves {other}'s fichet back after throwing the dice but before "
        "playing: by Lebrun he is still in time."),
    "ecoles.jeton-back-with-trou-kept": (
        "Ligne {line} : {actor} remet le jeton de {opp} à {points} (il était à {had}) ; mais "
        "le trou de {opp} lui reste, et les points qu'il a emportés avec lui : son jeton reste "
        "à {had}.",
        "Line {line}: {actor} puts {opp}'s jeton back at {points} (it was at {had}); but {opp} "
        "keeps his trou, and the points it took with it: his jeton stays at {had}."),
    "ecoles.unmark-too-late.play": (
        "Ligne {line} : {colour} recule le fichet de {other} de {count:trous} après avoir joué "
        "son coup : trop tard selon Lebrun ; {other} garde ces trous.",
        "Line {line}: {colour} moves {other}'s fichet back by {count:trous} after playing his "
        "coup: too late by Lebrun; {other} keeps those trous."),
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
    "ecoles.two-jetons-interrupted": (
        "Ligne {line} : {colour} marque avec deux jetons, mais {other} a pris des points depuis "
        "les siens : sa série est interrompue, il n'a pas la bredouille ; ses points restent, "
        "simples, sans école.",
        "Line {line}: {colour} marks with two jetons, but {other} has taken points since his: "
        "his series is interrupted, he has no bredouille; his points stand, simple, with no "
        "école."),
    "ecoles.two-jetons-forfeited": (
        "Ligne {line} : {colour} joint un second jeton à ses points, mais il les avait marqués "
        "d'un seul et laissé consommer son coup : il a perdu le droit de la bredouille, que ni "
        "l'un ni l'autre n'a plus ; ses points restent, simples, sans école.",
        "Line {line}: {colour} joins a second jeton to his points, but he had marked them with "
        "one and let his coup be consummated: he lost the right to the bredouille, which neither "
        "side has now; his points stand, simple, with no école."),
    "ecoles.two-jetons-interrupted.ecole-first": (
        "Ligne {line} : {colour} marque avec deux jetons, mais l'école qu'il a marquée vient avant "
        "les points que {other} a pris ensuite, qui interrompent sa série : il ne peut à la fois "
        "mettre {other} à l'école et garder la bredouille ; ses points restent, simples, sans "
        "école.",
        "Line {line}: {colour} marks with two jetons, but the école he marked comes before the "
        "points {other} took after it, which interrupt his series: he cannot both send {other} "
        "to the école and keep the bredouille; his points stand, simple, with no école."),
    "ecoles.partie-won-at-the-end": (
        "{colour} arrive à douze trous : la partie en douze trous est terminée, et gagnée "
        "par {colour}.",
        "{colour} arrives at twelve trous: the partie en douze trous is over, won by "
        "{colour}."),
    "ecoles.partie-won-by-default": (
        "Marquée, l'école donne à {colour} son douzième trou : la partie en douze trous est "
        "terminée, et gagnée par {colour}.",
        "Marked, the école gives {colour} his twelfth trou: the partie en douze trous is "
        "over, won by {colour}."),
    "ecoles.term-ends-partie": (
        "{term} s'il la laisse ; marquée, elle lui donne son douzième trou et termine la "
        "partie, sans autre jet",
        "{term} if he leaves it; marked, it gives him his twelfth trou and ends the partie, "
        "with no further throw"),
    "ecoles.bredouille-left-on": (
        "{colour} avait la bredouille, que les points de {other} ont interrompue : le jeton "
        "que {other} a oublié d'ôter ne la lui rend pas, ôté ensuite ou non ; il ne peut se "
        "prévaloir de l'oubli.",
        "{colour} had the bredouille, which {other}'s points interrupted: the jeton {other} "
        "forgot to take off does not give it back to him, taken off later or not; he may not "
        "profit by the oversight."),
    "ecoles.jeton-not-moved-back": (
        "{colour} a marqué le trou sans ramener son jeton : il laisse {excess:points} qu'il n'a "
        "pas ; le coup consommé, c'est une école par trop.",
        "{colour} pegged the trou without bringing his jeton back: it shows {excess:points} he "
        "does not have; the coup consummated, it is an école par trop."),
    "ecoles.jeton-must-come-back": (
        "{colour} a marqué son trou sans ramener son jeton, laissé sur {shown:points} : il "
        "doit le ramener de {excess:points}, que le trou a pris, avant de jeter les dés ; son "
        "coup n'étant pas consommé, ce n'est pas encore une école.",
        "{colour} pegged his trou without bringing his jeton back, left on {shown:points}: he "
        "must bring it back by {excess:points}, which the trou took, before he throws; his "
        "coup not being consummated, it is no école yet."),
    "ecoles.jeton-must-come-back.play": (
        "{colour} a marqué son trou sans ramener son jeton, laissé sur {shown:points} : il "
        "doit le ramener de {excess:points}, que le trou a pris, avant de jouer son bois ; "
        "jusque-là ce n'est pas une école.",
        "{colour} pegged his trou without bringing his jeton back, left on {shown:points}: he "
        "must bring it back by {excess:points}, which the trou took, before he plays his "
        "bois; until then it is no école."),
    "ecoles.jeton-left-deferred": (
        "Ligne {line} : {colour} jette les dés, son jeton laissant encore {excess:points} qu'il "
        "n'a plus : selon Lebrun, l'école du jeton n'est faite que s'il joue son bois sans "
        "l'avoir ôté ; jusque-là il peut encore le remettre.",
        "Line {line}: {colour} throws the dice, his jeton still showing {excess:points} he no "
        "longer has: by Lebrun the école of the jeton is made only if he plays his bois without "
        "taking it off; until then he may still set it right."),
    "ecoles.jeton-left-deferred.touch": (
        "Ligne {line} : {colour} touche son bois, son jeton laissant encore {excess:points} "
        "qu'il n'a plus : selon Lebrun, l'école du jeton n'est faite que s'il joue son bois "
        "sans l'avoir ôté ; jusque-là il peut encore le remettre.",
        "Line {line}: {colour} touches his bois, his jeton still showing {excess:points} he no "
        "longer has: by Lebrun the école of the jeton is made only if he plays his bois without "
        "taking it off; until then he may still set it right."),
    "ecoles.jeton-put-back-by-author": (
        "Ligne {line} : {colour} remet lui-même son jeton à {points:points}, où il était : il "
        "ôte son excédent, ce n'est pas une marque de son coup ; mais le jeton avait été "
        "abandonné, l'école reste faite et {victim} peut la marquer.",
        "Line {line}: {colour} puts his jeton back himself on {points:points}, where it stood: "
        "he takes his excess off, which is no marking of his coup; but the jeton had been let "
        "go, the école stands and {victim} may mark it."),
    "ecoles.excess-taken-off-by-author": (
        "Ligne {line} : {colour} ôte lui-même de son jeton les {points:points} de son école par "
        "trop : ce n'est pas une marque de son coup ; l'école reste faite, et {victim} peut "
        "encore la marquer.",
        "Line {line}: {colour} takes the {points:points} of his école par trop off his jeton "
        "himself: that is no marking of his coup; the école stands, and {victim} may still "
        "mark it."),
    "ecoles.jeton-left-set-right": (
        "Ligne {line} : {colour} ôte son jeton avant de jouer son bois : à temps, pas d'école du "
        "jeton.",
        "Line {line}: {colour} takes his jeton off before playing his bois: in time, no école "
        "of the jeton."),
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
    "ecoles.wiped-only-lapsed.throw": (
        "{colour} a jeté les dés (ligne {line}) après avoir effacé les points marqués de trop "
        "par {fault_by}, sans en marquer l'école : il s'en est tenu là, et ne peut plus la "
        "marquer.",
        "{colour} threw the dice (line {line}) after wiping the points {fault_by} marked de "
        "trop, without marking the école: he left it at that, and may no longer mark it."),
    "ecoles.wiped-only-lapsed.play": (
        "Ligne {line} : {colour} joue après avoir effacé les points marqués de trop par "
        "{fault_by}, sans en marquer l'école : il s'en est tenu là, et ne peut plus la "
        "marquer.",
        "Line {line}: {colour} plays after wiping the points {fault_by} marked de trop, "
        "without marking the école: he left it at that, and may no longer mark it."),
    "ecoles.partial-lapsed.throw": (
        "{colour} a jeté les dés (ligne {line}) sans marquer le reste de l'école de {fault_by} "
        "({rest:points}) : il ne peut plus l'ajouter de lui-même ; {fault_by} garde le choix "
        "d'exiger l'école entière.",
        "{colour} threw the dice (line {line}) without marking the rest of {fault_by}'s école "
        "({rest:points}): he may no longer add it of his own accord; {fault_by} keeps the "
        "choice of requiring the whole école."),
    "ecoles.partial-lapsed.play": (
        "Ligne {line} : {colour} joue sans avoir marqué le reste de l'école de {fault_by} "
        "({rest:points}) : il ne peut plus l'ajouter de lui-même ; {fault_by} garde le choix "
        "d'exiger l'école entière.",
        "Line {line}: {colour} plays without having marked the rest of {fault_by}'s école "
        "({rest:points}): he may no longer add it of his own accord; {fault_by} keeps the "
        "choice of requiring the whole école."),
    "ecoles.lapsed-excess-kept": (
        "Ligne {line} : {colour} efface {points:points} que {offender} avait marqués de trop, "
        "mais son droit de les lui faire ôter est perdu depuis la ligne {lapsed_at} : "
        "{offender} les garde.",
        "Line {line}: {colour} wipes {points:points} that {offender} had marked de trop, but "
        "his right to have them taken off lapsed on line {lapsed_at}: {offender} keeps them."),
    "ecoles.nothing-to-play": (
        "Ligne {line} : {thrower} ne peut rien jouer : aucun coup joué ne consommera son "
        "omission ; elle reste réparable tant qu'il n'a ni jeté les dés, ni invité l'adversaire "
        "à jeter, ni touché ses dames.",
        "Line {line}: {thrower} can play nothing: no coup played will consummate his omission; "
        "it can be repaired until he throws, invites the other to throw or touches his "
        "dames."),
    # -- ecoles-communes ---------------------------------------------------------------------------
    # -- the marking and the écoles: the gaps of issues #8 and #14
    "ecoles.excess-taken-back": (
        "Ligne {line} : {colour} reprend {points:points} de son jeton ; son école par trop de "
        "{ecole:points} reste faite, car on ne peut jamais reculer un jeton abandonné, mais ces "
        "points ne lui seront pas ôtés une seconde fois quand l'école sera marquée.",
        "Line {line}: {colour} takes {points:points} back off his jeton; his école par trop of "
        "{ecole:points} stands, for a jeton let go can never be moved back, but those points "
        "will not be taken off him a second time when the école is marked."),
    "ecoles.par-trop-kept": (
        "Ligne {line} : les dés du coup suivant sont jetés sans que {victim} ait marqué l'école "
        "par trop de {colour} ({points:points}) : il n'y est plus reçu, {colour} garde ces "
        "points.",
        "Line {line}: the dice of the next coup are thrown before {victim} marked {colour}'s "
        "école par trop ({points:points}): he may no longer, {colour} keeps those points."),
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
    "ecoles.ecole-by-correction": (
        "Ligne {line} : après avoir défait la marque de son adversaire, {colour} se place "
        "{points:points} au-delà de ce qu'il avait : c'est l'école qu'il croit faite, marquée "
        "comme telle.",
        "Line {line}: having undone his opponent's marks, {colour} puts himself {points:points} "
        "beyond what he had: that is the école he believes made, marked as such."),
    "ecoles.marked-enough-but-trous": (
        "Hors les trous oubliés, perdus pour lui, {colour} a marqué ce que le coup lui donnait "
        "({marked:points} sur {due:points}).",
        "Apart from the trous he forgot, lost to him, {colour} marked what the throw gave him "
        "({marked:points} of {due:points})."),
    "ecoles.marked-enough-but-double": (
        "Hors le second trou de la partie double, perdu pour lui, {colour} a marqué ce que le "
        "coup lui donnait ({due:points}).",
        "Apart from the second trou of the partie double, lost to him, {colour} marked what the "
        "throw gave him ({due:points})."),
    "ecoles.beyond-the-partie": (
        "Le douzième trou que {colour} a marqué, et que son coup lui donnait, termine la partie "
        "en douze trous : les {short:points} que le coup lui donnait au-delà ne comptent plus "
        "pour personne, et ne sont pas une école.",
        "The twelfth trou {colour} pegged, which his throw won him, ends the partie en douze "
        "trous: the {short:points} the throw gave him beyond it count for nobody any more, and "
        "are no école."),
    "ecoles.after-the-partie": (
        "Le douzième trou que {winner} a marqué termine la partie en douze trous : les "
        "{short:points} que le coup donnait à {colour} ne comptent plus pour personne, et leur "
        "omission n'est pas une école.",
        "The twelfth trou {winner} pegged ends the partie en douze trous: the {short:points} "
        "the throw gave {colour} count for nobody any more, and leaving them unmarked is no "
        "école."),
    "ecoles.marked-within-term.own": (
        "Ligne {line} : {colour} marque ses {due:points} avant d'avoir touché ses dames : à "
        "temps ; l'omission des points de son propre coup n'est consommée que lorsqu'il touche "
        "ses dames.",
        "Line {line}: {colour} marks his {due:points} before touching his dames: in time; the "
        "omission of his own throw's points is consummated only when he touches his dames."),
    "ecoles.marked-within-term.received": (
        "Ligne {line} : {colour} marque les {due:points} que le coup de {other} lui donne, "
        "avant d'avoir jeté les dés : à temps ; l'omission des points venus du coup de "
        "l'adversaire n'est consommée que lorsqu'il jette les dés.",
        "Line {line}: {colour} marks the {due:points} {other}'s throw gives him, before "
        "throwing: in time; the omission of points from the opponent's throw is consummated "
        "only when he throws."),
    "ecoles.marked-within-term.decision": (
        "{colour} a marqué à temps les points que le coup lui donnait (ligne {line}) : il "
        "n'en a pas fait école.",
        "{colour} marked in time the points the throw gave him (line {line}): he made no école "
        "of them."),
    "ecoles.repiled": (
        "ses dames sont remises à la pile pour le nouveau relevé",
        "his dames are put back on the pile for the new relevé"),
}
