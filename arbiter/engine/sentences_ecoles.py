"""The engine's sentences on the marking and the écoles, in French and English: a part of the
catalogue of :mod:`.wording`, which says them (``say(key, **values)``) and documents their
format specs.
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
    "ecoles.refused-mark-off.own": (
        "Ligne {line} : {colour} ôte de son jeton les {points:points} de sa marque de la ligne "
        "{at}, que la décision ne compte pas : ce ne sont pas des points qu'il avait.",
        "Line {line}: {colour} takes off his jeton the {points:points} of his mark of line "
        "{at}, which the ruling does not count: they are not points he had."),
    "ecoles.refused-mark-off": (
        "Ligne {line} : {colour} ôte du jeton de {owner} les {points:points} de la marque de la "
        "ligne {at}, que la décision ne compte pas : ce ne sont pas des points de {owner}.",
        "Line {line}: {colour} takes off {owner}'s jeton the {points:points} of the mark of "
        "line {at}, which the ruling does not count: they are not points of {owner}'s."),
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
    "ecoles.plain-mark-was-his-own": (
        "Ligne {line} : {colour} marque l'école expressément ; les {points:points} que sa "
        "marque de la ligne {at} montrait au delà des siens étaient donc sa propre marque, non "
        "l'école.",
        "Line {line}: {colour} marks the école expressly; the {points:points} his mark of "
        "line {at} showed beyond his own were then his own marking, not the école."),
    "ecoles.declined-then-marked": (
        "Ligne {line} : {colour} marque l'école qu'il avait dit ne pas marquer (ligne {said}) : "
        "sa parole ne l'engageait pas, aucune règle ne la rendant obligatoire ; le terme de "
        "l'école n'étant pas passé, elle est à lui.",
        "Line {line}: {colour} marks the école he had said he would not mark (line {said}): "
        "his word did not bind him, no rule making it binding; the école's term not having "
        "passed, it is his."),
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
    "ecoles.on-mark-ecole": (
        "Ligne {line} : l'école par moins donne le trou à {colour} : son auteur perd ses points "
        "et les donne à l'adversaire.",
        "Line {line}: the école par moins gives {colour} the trou: its author loses his points "
        "and gives them to the opponent."),
    "ecoles.ecole-in-the-bredouille": (
        "Ligne {line} : les {points:points} de l'école comptent dans la bredouille de {colour}, "
        "que {offender} n'avait pas interrompue : {colour} en prend {trous} trous.",
        "Line {line}: the école's {points:points} count in the bredouille of {colour}, which "
        "{offender} had not interrupted: {colour} takes {trous} trous by it."),
    "ecoles.ecole-in-the-bredouille.default": (
        "Marqués, les {points:points} de l'école comptent dans la bredouille de {colour}, que "
        "{offender} n'avait pas interrompue : {colour} en prend {trous} trous.",
        "Marked, the école's {points:points} count in the bredouille of {colour}, which "
        "{offender} had not interrupted: {colour} takes {trous} trous by it."),
    "ecoles.default-gives-the-trou": (
        "Marquée, l'école par moins donne le trou à {colour} : son auteur perd ses points et "
        "les donne à l'adversaire.",
        "Marked, the école par moins gives {colour} the trou: its author loses his points and "
        "gives them to the opponent."),
    "ecoles.waited-for-the-play": (
        "Ligne {line} : {colour} a attendu que {offender} ait joué son coup pour marquer "
        "l'école : il pouvait la marquer dès le jet (ligne {thrown}), et il peut attendre que "
        "le coup soit joué, jusqu'à son propre jet.",
        "Line {line}: {colour} waited for {offender} to play his coup before marking the école: "
        "he could mark it from the throw (line {thrown}), and may wait until the coup is "
        "played, up to his own throw."),
    "ecoles.waited-for-the-play.decision": (
        "{colour} a marqué l'école à temps (ligne {line}) : il pouvait attendre que {offender} "
        "ait joué son coup.",
        "{colour} marked the école in time (line {line}): he could wait for {offender} to play "
        "his coup."),
    "ecoles.on-mark-ecole.2": (
        "Ligne {line} : {colour} marque l'école de {points:points} ; elle était due.",
        "Line {line}: {colour} marks the école of {points:points}; it was due."),
    "ecoles.augmentation": (
        "Ligne {line} : {colour} efface l'école justement marquée contre lui et marque "
        "{excess:points} à son profit : c'est une augmentation d'école de {excess:points}.",
        "Line {line}: {colour} wipes the école rightly marked against him and marks "
        "{excess:points} for himself: the école grows by {excess:points}."),
    "ecoles.ecole-first.trou": (
        "L'école se marque avant ce que le coup donne à {offender} : le trou qu'elle achève est "
        "à {colour}, et il efface les points de {offender}, qui marque ensuite ce que son coup "
        "lui donne.",
        "The école is marked before what the throw gives {offender}: the trou it completes is "
        "{colour}'s, and it wipes {offender}'s points; {offender} then marks what his throw gives "
        "him."),
    "ecoles.ecole-first.his-trou-after": (
        "Ligne {line} : l'école se marque avant ce que le coup donne à {offender} ; elle "
        "n'achève pas le trou de {colour}, et les points du coup, marqués ensuite, font le "
        "trou de {offender}, qui efface les points de {colour}.",
        "Line {line}: the école is marked before what the throw gives {offender}; it does not "
        "complete {colour}'s trou, and the throw's points, marked after it, make {offender}'s "
        "trou, which wipes {colour}'s points."),
    "ecoles.ecole-first.holes-again": (
        "Ligne {line} : {colour} démarque à {other} {count:trous} : la décision a déjà fait "
        "cette correction en marquant l'école avant ses points ; elle ne se compte pas deux "
        "fois.",
        "Line {line}: {colour} takes back {count:trous} of {other}'s that the école, marked "
        "before his points, already took off: the same correction, not counted twice."),
    "ecoles.ecole-first.holes-again.own": (
        "Ligne {line} : {colour} recule son fichet de {count:trous} : la décision a déjà fait "
        "cette correction en marquant l'école avant ses points ; elle ne se compte pas deux "
        "fois.",
        "Line {line}: {colour} moves his fichet back {count:trous}: the ruling already made "
        "that correction by marking the école before his points; it is not counted twice."),
    "ecoles.ecole-first.marks-again": (
        "Ligne {line} : {colour} remet sur son jeton {points:points}, ce que son coup lui donne "
        "après l'école : c'est la marque refaite dans cet ordre, non une nouvelle marque.",
        "Line {line}: {colour} puts back on his jeton {points:points}, what his throw gives him "
        "after the école: the marks made again in that order, not a new marking."),
    "ecoles.ecole-first.bredouille-passes": (
        "Ligne {line} : {offender} n'a rien marqué de ce que son coup lui donnait : ces points "
        "vont à {colour} par l'école, qui gagne ainsi sans que {offender} ait rien marqué "
        "depuis ; la bredouille de {offender} est perdue, la série de {colour} commence ici "
        "et ce que le coup lui donne la suit sans interruption.",
        "Line {line}: {offender} marked nothing of what his throw gave him: those points go "
        "to {colour} by the école, who so wins without {offender} having marked anything "
        "since; {offender}'s bredouille is lost, {colour}'s series starts here and what the "
        "throw gives him follows it without interruption."),
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
    "ecoles.ecole-first.late": (
        "Ligne {line} : l'école se marque avant les points que {offender} a marqués ensuite "
        "(ligne {first_line}) ; ce coup ne lui donne rien : ces points, d'un coup précédent, "
        "marqués trop tard, ne sont pas refaits après elle.",
        "Line {line}: the école is marked before the points {offender} marked afterwards (line "
        "{first_line}); this throw gives him nothing: those points, of an earlier coup, marked "
        "too late, are not made again after it."),
    "ecoles.ecole-first.default.late": (
        "Marquée, l'école se marque avant les points que {offender} a marqués ensuite (ligne "
        "{first_line}) : ce coup ne lui donne rien ; ces points, d'un coup précédent, marqués "
        "trop tard, ne sont pas refaits après elle.",
        "Marked, the école comes before the points {offender} marked afterwards (line "
        "{first_line}): this throw gives him nothing; those points, of an earlier coup, marked "
        "too late, are not made again after it."),
    "ecoles.ecole-first.bredouille-passes.default": (
        "Marquée, l'école prend ce que le coup donnait à {offender}, qui n'en a rien marqué : "
        "{colour} gagne ainsi sans que {offender} ait rien marqué depuis ; la bredouille de "
        "{offender} est perdue, la série de {colour} commence ici et ce que le coup lui donne "
        "la suit sans interruption.",
        "Marked, the école takes what the throw gave {offender}, who marked none of it: "
        "{colour} so wins without {offender} having marked anything since; {offender}'s "
        "bredouille is lost, {colour}'s series starts here and what the throw gives him "
        "follows it without interruption."),
    "ecoles.ecole-first.one-series.default": (
        "Marquée, l'école et les points que le coup donne à {colour} se suivent sans "
        "interruption et forment une seule série : le coup ne donne rien à {offender}, qui "
        "n'a rien marqué depuis l'école.",
        "Marked, the école and the points the throw gives {colour} follow without "
        "interruption and make one series: the throw gives {offender} nothing and he has "
        "marked nothing since the école."),
    "ecoles.ecole-first.default": (
        "Marquée, l'école se marque avant les points que {offender} a marqués ensuite "
        "(ligne {first_line}) : on refait la marque dans cet ordre, l'école, puis ce que le "
        "coup donne à {offender}.",
        "Marked, the école comes before the points {offender} marked afterwards (line "
        "{first_line}): the marks are made again in that order, the école, then what the "
        "throw gives {offender}."),
    "ecoles.partial": (
        "{victim} n'a marqué qu'une partie de l'école ; {fault_by} peut l'obliger à marquer "
        "aussi les {rest:points} restants",
        "{victim} marked only part of the école; {fault_by} may make him mark the remaining "
        "{rest:points} as well"),
    "ecoles.partial-completed": (
        "Ligne {line} : {colour} marque le reste de l'école de {fault_by} : qui en a marqué une "
        "partie peut être obligé de la marquer tout entière ; une école n'est pas divisible.",
        "Line {line}: {colour} marks the rest of {fault_by}'s école: one who marked part of it "
        "may be made to mark it all; an école is not divisible."),
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
    "ecoles.no-ecole-d-ecole": (
        "Ligne {line} : {other} n'a pas marqué l'école que {colour} avait faite ; il n'y a pas "
        "école d'école, {other} n'est pas mis à l'école pour cela.",
        "Line {line}: {other} did not mark the école {colour} had made; there is no école "
        "d'école, {other} is not put to school for it."),
    "ecoles.forfeited-claim": (
        "Ligne {line} : {colour} marque {points:points} d'école ; il n'en a plus le droit : ces "
        "points ne lui sont pas acquis, sa marque ne compte pas.",
        "Line {line}: {colour} marks {points:points} of école; he no longer has the right to: "
        "those points are not his, his mark does not count."),
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
    "ecoles.claim-beyond-refused": (
        "Ligne {line} : {colour} réclame {excess:points} de plus que l'école faite, l'adversaire "
        "n'ayant erré que de ce qu'il a marqué au-delà de ses anciens points : cette prétention "
        "n'est pas admise, ces points sont ôtés.",
        "Line {line}: {colour} claims {excess:points} more than the école made, the opponent "
        "having erred only by what he marked beyond his former points: the claim is not "
        "admitted, those points go."),
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
