"""The engine's sentences on what a side was owed and when his marking became final (the
pleins not made or not kept, the order of marking, the warnings, the words that misled, the
invitation to throw), the readings common to every école (« ecoles-communes »: the account of
a late or excessive marking), and the few sentences of other families said while a window is
judged, in French and English: a part of the catalogue of :mod:`.wording`.
"""

SENTENCES: dict[str, tuple[str, str]] = {
    "ecoles.invited": (
        "il a invité son adversaire à jeter",
        "he invited his opponent to throw"),
    "wipe.own.loser-hasty": (
        "Ligne {line} : {colour} efface lui-même ses {wiped:points} dans le coup qui donne le "
        "trou à {other} : ils sont perdus par ce trou ; s'empresser de les effacer est une "
        "négligence sans peine.",
        "Line {line}: {colour} wipes his own {wiped:points} in the coup that gives {other} the "
        "trou: they are lost by that trou; wiping them in haste is a carelessness without "
        "penalty."),
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
    "ecoles.invited.not-the-other": (
        "Ligne {line} : {colour} invite {other} à jeter ; cela clôt la marque de {colour}, non "
        "celle de {other} : des {short:points} que le coup lui donne et qu'il n'a pas encore "
        "marqués, {other} ne fait école qu'en jetant les dés.",
        "Line {line}: {colour} invites {other} to throw; that closes {colour}'s marking, not "
        "{other}'s: of the {short:points} the coup gives him and he has not marked yet, {other} "
        "makes an école only by throwing the dice."),
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
    "ecoles.warning": (
        "Ligne {said_ne_marque_pas} : {colour} avertit qu'il ne marque pas et donne bien le trou "
        ": l'avertissement vaut marque ; {other} perd sa bredouille.",
        "Line {said_ne_marque_pas}: {colour} warns he does not mark and does give the trou: the "
        "warning counts as marking; {other} loses his bredouille."),
    "ecoles.warning.sans-bredouille": (
        "Ligne {said_ne_marque_pas} : {colour} avertit qu'il ne marque pas et donne bien le trou "
        ": l'avertissement vaut marque.",
        "Line {said_ne_marque_pas}: {colour} warns he does not mark and does give the trou: the "
        "warning counts as marking."),
    "ecoles.warning.2": (
        "{colour} a dit « je ne marque pas » (ligne {said_ne_marque_pas}) croyant donner le "
        "trou, qu'il ne donne pas : ses {due:points} sont perdus ; c'est une faute, non une "
        "école, et {other} garde sa bredouille.",
        "{colour} said « je ne marque pas » (line {said_ne_marque_pas}) believing he gave the "
        "trou, which he does not: his {due:points} are lost; it is a faute, not an école, and "
        "{other} keeps his bredouille."),
    "ecoles.warning.2.sans-bredouille": (
        "{colour} a dit « je ne marque pas » (ligne {said_ne_marque_pas}) croyant donner le "
        "trou, qu'il ne donne pas : ses {due:points} sont perdus ; c'est une faute, non une "
        "école.",
        "{colour} said « je ne marque pas » (line {said_ne_marque_pas}) believing he gave the "
        "trou, which he does not: his {due:points} are lost; it is a faute, not an école."),
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
    "ecoles.plein-not-made": (
        "{colour} a marqué {plein:points} pour un plein qu'il n'a pas fait (ligne {line}) : "
        "école par trop de {excess:points}.",
        "{colour} marked {plein:points} for a plein he did not make (line {line}): école par "
        "trop of {excess:points}."),
    "ecoles.plein-not-kept": (
        "{colour} a marqué {plein:points} pour son plein et ne l'a pas conservé (ligne {line}) : "
        "école par trop de {excess:points}.",
        "{colour} marked {plein:points} for his plein and did not keep it (line {line}): école "
        "par trop of {excess:points}."),
    "ecoles.plein-not-kept.moins": (
        "{colour} pouvait conserver son plein ({plein:points}) ; il ne l'a pas conservé et n'a "
        "rien marqué (ligne {line}) : école par moins de {plein:points}, que l'adversaire marque.",
        "{colour} could keep his plein ({plein:points}); he did not keep it and marked nothing "
        "(line {line}): école par moins of {plein:points}, which the opponent marks."),
    "ecoles.plein-not-made.moins.summary": (
        "{colour} pouvait remplir ({plein:points}) ; il n'a pas rempli et n'a rien marqué (ligne "
        "{line}) : école par moins de {plein:points}, que l'adversaire marque.",
        "{colour} could fill ({plein:points}); he did not fill and marked nothing (line {line}): "
        "école par moins of {plein:points}, which the opponent marks."),
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
    "ecoles.plein-not-kept.2": (
        "{colour_opponent} peut obliger {colour} à conserver son plein, ou le lui interdire",
        "{colour_opponent} may make {colour} keep his plein, or forbid him to"),
    "ecoles.plein-not-kept.3": (
        "l'obliger à conserver",
        "make him keep it"),
    "ecoles.plein-not-kept.4": (
        "lui interdire de conserver",
        "forbid him to keep it"),
    "ecoles.plein-not-made.5": (
        "laisser le coup tel quel",
        "leave the play as made"),
    "ecoles.order-of-marking": (
        "Ligne {line} : le coup donne des points aux deux joueurs ; {thrower} marque d'abord ce "
        "qu'il gagne, puis l'autre ce qu'il reçoit, l'impuissance en dernier.",
        "Line {line}: the throw gives points to both sides; {thrower} marks his gain first, then "
        "the other what he receives, the impuissance last."),
    "ecoles.order-of-marking.vrai": (
        "Ligne {line} : le coup donne des points aux deux joueurs ; {thrower} marque d'abord ce "
        "qu'il gagne, puis l'autre ce qu'il reçoit.",
        "Line {line}: the throw gives points to both sides; {thrower} marks his gain first, then "
        "the other what he receives."),
    "ecoles.order-of-marking.trou": (
        "Le trou revient à {thrower}, qui marque le premier : son trou efface les {had:points} "
        "de {other}, qui marque ensuite ses {due:points} sans pouvoir s'aider des points "
        "effacés pour prendre un trou.",
        "The trou is {thrower}'s, who marks first: his trou wipes {other}'s {had:points}, who "
        "then marks his {due:points} and cannot use the wiped points to take a trou."),
    "ecoles.order-of-marking.2": (
        "{colour} gagne {due:points} d'un coup en ayant déjà des points : il marque "
        "{trous:trous} sans bouger son jeton.",
        "{colour} wins {due:points} at once while he already has points: he pegs {trous:trous} "
        "without moving his jeton."),
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
    "ecoles-communes.excess-marked-again": (
        "Ligne {line} : de ce que {colour} marque, {points:points} remettent sur son jeton "
        "l'excédent que {victim} avait marqué à l'école et que {colour} lui a ôté : c'est la "
        "même école, non une seconde ; seul le surplus est une école nouvelle.",
        "Line {line}: of what {colour} marks, {points:points} put back on his jeton the excess "
        "{victim} had marked as an école and {colour} took off him: it is the same école, not a "
        "second one; only what lies beyond is a new école."),
    "ecoles-communes.distinct-ecoles": (
        "Il n'y a pas une école de {whole:points}, mais deux écoles distinctes : celle de "
        "{first:points} que {victim} a marquée en entier, et celle de {second:points} que "
        "{fault_by} a marqués de plus à la ligne {line} ; avoir marqué la première n'oblige "
        "pas {victim} à marquer la seconde.",
        "There is not one école of {whole:points} but two distinct écoles: the one of "
        "{first:points} that {victim} marked whole, and the one of {second:points} that "
        "{fault_by} marked beyond it on line {line}; having marked the first does not bind "
        "{victim} to mark the second."),
    "ecoles-communes.late-marking": (
        "Ligne {line} : {colour} marque {points:points} après avoir touché ses dames ; il n'en "
        "est plus temps.",
        "Line {line}: {colour} marks {points:points} after touching his dames; it is too late."),
    "ecoles-communes.late-marking-after-leave": (
        "Ligne {line} : {colour} marque {points:points} après avoir dit qu'il s'en va (ligne "
        "{said}) : qui s'en va perd ses points de reste, il n'a plus rien à marquer pour ce "
        "coup.",
        "Line {line}: {colour} marks {points:points} after saying he leaves (line {said}): "
        "whoever leaves loses his points de reste, he has nothing more to mark for this coup."),
    "ecoles-communes.wiped-and-taken": (
        "{colour} a effacé {points:points} de {opp} et les a marqués pour lui (ligne {line}) : "
        "c'est mettre {opp} à l'école à tort, fausse école de {points:points}.",
        "{colour} wiped {points:points} of {opp}'s and marked them for himself (line {line}): "
        "that is sending {opp} to the école wrongly, a fausse école of {points:points}."),
    "ecoles-communes.par-trop": (
        "{colour} a marqué {excess:points} de trop et abandonné son jeton (ligne {line}) : école "
        "par trop, consommée dès le jeton abandonné.",
        "{colour} marked {excess:points} too many and let go of his jeton (line {line}): école "
        "par trop, consummated once the jeton is abandoned."),
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
    "answer.earned": (
        "Ligne {line} : ce coup vaut {points:points} à {colour} : {what}.",
        "Line {line}: this throw is worth {points:points} to {colour}: {what}."),
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
    "paroles.breaks-with-him.leave": (
        "Ligne {line} : {colour} rompt aussi son jeu, en même temps que {leaver} (ligne "
        "{leaving}) : c'est acquiescer à son départ, qui est ainsi légitimé ; le relevé est "
        "terminé, {leaver} garde son trou et perd ce qu'il avait de reste.",
        "Line {line}: {colour} breaks up his game too, together with {leaver} (line "
        "{leaving}): that is consent to his leave, which it makes good; the relevé is over, "
        "{leaver} keeps his trou and loses what he had over."),
    "paroles.breaks-with-him.leave.decision": (
        "{colour} s'en va : {other}, en rompant son jeu avec lui, y a acquiescé ; le relevé est "
        "terminé et {colour} a la priorité du dé au relevé suivant.",
        "{colour} leaves: {other}, breaking up his game with him, consented; the relevé is "
        "over and {colour} has the dé for the next relevé."),
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
    "ecoles-communes.marked-on-points-left": (
        "Ligne {line} : {colour} a marqué {excess:points} de plus qu'il n'avait, sur les points "
        "que {winner} a laissés à son jeton en prenant le trou (ligne {left_at}) : {winner} peut "
        "les lui faire effacer, mais non en marquer l'école, étant lui-même la cause de "
        "l'erreur.",
        "Line {line}: {colour} marked {excess:points} more than he had, on the points {winner} "
        "left on his jeton when taking the trou (line {left_at}): {winner} may have them wiped, "
        "but not mark the école, being himself the cause of the error."),
    "dames.mal-posee.cannot-stay": (
        "La dame de {colour} ne peut rester sur {where:fleche} ({why}) : l'adversaire ne peut "
        "la laisser, elle doit être replacée.",
        "{colour}'s dame cannot stay on {where:fleche} ({why}): the opponent cannot leave it "
        "there; it must be placed again."),
    "ecoles-communes.believed-kept": (
        "Ligne {line} : {colour} marque {excess:points}, ce que vaut un plein conservé, pour un "
        "coup qui ne lui donne rien : son plein était fait, mais ce coup ne le conserve pas ; "
        "qui marque croyant conserver, et ne conserve pas, fait école.",
        "Line {line}: {colour} marks {excess:points}, the worth of a plein kept, for a coup "
        "that gives him nothing: his plein was made, but this throw does not keep it; who "
        "marks believing he keeps, and does not keep, makes an école."),
    "ecoles-communes.believed-kept.summary": (
        "{colour} a marqué {excess:points} croyant conserver son plein, que ce coup ne conserve "
        "pas (ligne {line}) : école par trop de {excess:points}.",
        "{colour} marked {excess:points} believing he kept his plein, which this throw does not "
        "keep (line {line}): école par trop of {excess:points}."),
    "ecoles-communes.filled-in-passing.summary": (
        "{colour} a marqué {excess:points} pour un plein que ce coup ne fait qu'en passant, ce "
        "qui ne vaut rien (ligne {line}) : école par trop de {excess:points}.",
        "{colour} marked {excess:points} for a plein this throw makes only in passing, which is "
        "worth nothing (line {line}): école par trop of {excess:points}."),
    "ecoles-communes.believed-plein.summary": (
        "{colour} a marqué {excess:points} croyant remplir, ce que ce coup ne fait pas (ligne "
        "{line}) : école par trop de {excess:points}.",
        "{colour} marked {excess:points} believing he filled, which this throw does not do (line "
        "{line}): école par trop of {excess:points}."),
    "ecoles-communes.believed-plein": (
        "Ligne {line} : {colour} marque {excess:points}, ce que vaut un plein, pour un coup qui "
        "ne lui donne rien, un de ses jans n'ayant plus qu'une case à faire : qui marque "
        "croyant remplir ou conserver, et ne remplit pas, fait école.",
        "Line {line}: {colour} marks {excess:points}, the worth of a plein, for a coup that "
        "gives him nothing, one of his jans lacking one case at most: who marks believing he "
        "fills or keeps, and does not fill, makes an école."),

}
