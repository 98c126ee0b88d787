"""The engine's sentences on the fichet: trous pegged, pegged double or too many, forgotten,
and taken back, in French and English. A part of the catalogue of :mod:`.wording`, which says
them (``say(key, **values)``) and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
    "ecoles.on-mark-trous": (
        "Ligne {line} : {colour} marque {count:trous} pour un trou qui en vaut {credit} : on "
        "rectifie, sans école.",
        "Line {line}: {colour} pegs {count:trous} for a trou worth {credit}: it is corrected, "
        "with no école."),
    "ecoles.on-unmark-trous": (
        "Ligne {line} : {colour} recule le fichet de {other} de {count:trous}.",
        "Line {line}: {colour} moves {other}'s fichet back by {count:trous}."),
    "ecoles.unmark-with-jeton": (
        "Ligne {line} : {colour} recule son fichet de {count:trous}, le trou qu'il n'avait pas "
        "et qui est ôté avec son jeton remis : c'est la même correction.",
        "Line {line}: {colour} moves his fichet back by {count:trous}, the trou he did not have, "
        "which came off with his jeton put back: the same correction."),
    "ecoles.double-taken-back-in-time": (
        "La partie de {colour} est simple : un seul trou ; il ôte lui-même le second, avant "
        "que son coup soit consommé, sans école.",
        "{colour}'s partie is simple: one trou; he takes the second off himself, before his "
        "coup is consummated, with no école."),
    "ecoles.fichet-alone-taken-back": (
        "Ligne {line} : {colour} recule son fichet de {count:trous}, qu'il venait d'avancer pour "
        "un trou qu'il n'avait pas gagné : le fichet déplacé ne fait pas école, sa correction "
        "est reçue.",
        "Line {line}: {colour} moves his fichet back by {count:trous}, just pegged for a trou he "
        "had not won: a fichet moved makes no école, his correction stands."),
    "ecoles.unmark-fichet-alone-again": (
        "Ligne {line} : {colour} recule son fichet de {count:trous}, avancé pour un trou qu'il "
        "n'avait pas et qui lui est déjà ôté : c'est la même correction, sans école.",
        "Line {line}: {colour} moves his fichet back by {count:trous}, pegged for a trou he had "
        "not won and already taken back: the same correction, with no école."),
    "ecoles.fichet-taken-back-when-consummated": (
        "Ligne {line} : {colour} recule son fichet de {count:trous}, pour un trou qu'il n'avait "
        "pas gagné ; mais son coup était déjà consommé (ligne {closed}) : le fichet ne fait ni "
        "ne défait l'école, qui reste faite.",
        "Line {line}: {colour} moves his fichet back by {count:trous}, for a trou he had not "
        "won; but his coup was already consummated (line {closed}): the fichet neither makes "
        "nor unmakes the école, which stands."),
    "ecoles.fichet-taken-back-after-the-jeton": (
        "Ligne {line} : {colour} recule son fichet de {count:trous}, pour un trou qu'il n'avait "
        "pas gagné ; mais son jeton, posé et abandonné, avait déjà marqué ce trou : le fichet "
        "ne fait ni ne défait l'école, qui reste faite.",
        "Line {line}: {colour} moves his fichet back by {count:trous}, for a trou he had not "
        "won; but his jeton, set down and let go, had already marked that trou: the fichet "
        "neither makes nor unmakes the école, which stands."),
    "ecoles.on-unmark-trous.2": (
        "Ligne {line} : {colour} recule son fichet de {count:trous} ; il peut les reprendre, "
        "et tant que le coup n'est pas consommé, marquer aussi ceux qu'il gagne.",
        "Line {line}: {colour} moves his fichet back by {count:trous}; he may take them back, "
        "and until the coup is consummated peg those he wins as well."),
    "ecoles.order-of-marking.both-trous": (
        "Chacun prend un trou : celui de {thrower}, marqué le premier, efface les {had:points} "
        "de {other} ; les {due:points} que {other} reçoit, marqués ensuite, font son trou à "
        "eux seuls.",
        "Each takes a trou: {thrower}'s, marked first, wipes {other}'s {had:points}; the "
        "{due:points} {other} receives, marked after, make his trou by themselves."),
    "ecoles.on-efface.left-by-the-trou": (
        "Ligne {line} : {colour} ôte les {left:points} que {opp} avait encore au jeton : son "
        "trou les avait déjà effacés.",
        "Line {line}: {colour} takes off the {left:points} still on {opp}'s jeton: his trou "
        "had already wiped them."),
    "ecoles.on-efface.by-the-trou": (
        "Ligne {line} : {colour} ôte le jeton de {opp}, dont les points sont déjà effacés par "
        "le trou qu'il a marqué.",
        "Line {line}: {colour} takes off {opp}'s jeton, whose points the trou he pegged has "
        "already wiped."),
    "ecoles.trou-pegged-after-the-jeton": (
        "Ligne {line} : {colour} marque au fichet le trou que son jeton, porté au-delà de douze "
        "points sur son reste, avait déjà marqué : c'est le jeton posé à sa place qui fait la "
        "marque, le fichet ne fait que la suivre ; ce trou ne compte qu'une fois, et il n'y a pas "
        "d'école.",
        "Line {line}: {colour} pegs the trou his jeton, carried past twelve points onto his "
        "reste, had already marked: the jeton set in its place is the marking, the fichet only "
        "follows it; that trou counts once, and there is no école."),
    "ecoles.trou-pegged-after-the-jeton-bande": (
        "Ligne {line} : {colour} marque au fichet le trou que son jeton, renvoyé à la bande sur "
        "douze points tout juste, avait déjà marqué : c'est le jeton posé à sa place qui fait la "
        "marque, le fichet ne fait que la suivre ; ce trou ne compte qu'une fois, et il n'y a pas "
        "d'école.",
        "Line {line}: {colour} pegs the trou his jeton, sent back to the bande on twelve points "
        "exactly, had already marked: the jeton set in its place is the marking, the fichet "
        "only follows it; that trou counts once, and there is no école."),
    "ecoles.double-rightly-pegged": (
        "{colour} a pris douze points sans interruption : c'est un trou double, et il marque "
        "{count:trous} en tout, comme il le devait.",
        "{colour} took twelve points without interruption: that is a double trou, and he pegs "
        "{count:trous} in all, as he should."),
    "ecoles.double-repris": (
        "Ligne {line} : {colour} démarque à {other} {count:trous} marqué de trop sur un trou "
        "simple : c'est la correction que la décision fait déjà, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back {count:trous} {other} pegged de trop on a simple trou: "
        "that is the correction the ruling already makes; it is not counted twice."),
    "ecoles.double-repris.own": (
        "Ligne {line} : {colour} démarque lui-même {count:trous} marqué de trop sur un trou "
        "simple : c'est la correction que la décision fait déjà, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back himself {count:trous} pegged de trop on a simple trou: "
        "that is the correction the ruling already makes; it is not counted twice."),
    "ecoles.trou-tardif-repris": (
        "Ligne {line} : {colour} ôte à {other} {count:trous} oublié et marqué trop tard : c'est "
        "la correction que la décision fait déjà, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back {count:trous} {other} forgot and pegged too late: that "
        "is the correction the ruling already makes; it is not counted twice."),
    "ecoles.ecole-holes-again": (
        "Ligne {line} : {colour} démarque à {other} {count:trous} que l'école marquée lui a "
        "déjà ôtés avec l'excès : c'est la même correction, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back {count:trous} of {other}'s that the école marked "
        "already took off him with the excess: the same correction, not counted twice."),
    "ecoles.ecole-holes-again.own": (
        "Ligne {line} : {colour} démarque lui-même {count:trous} que l'école marquée lui a "
        "déjà ôtés avec l'excès : c'est la même correction, elle ne se compte pas deux fois.",
        "Line {line}: {colour} takes back himself {count:trous} that the école marked already "
        "took off him with the excess: the same correction, not counted twice."),
    "ecoles.trous-de-trop-repris": (
        "Ligne {line} : {colour} ôte à {other} {count:trous} de trop qu'il avait marqués pour "
        "s'en aller : c'est la correction que la décision fait déjà, elle ne se compte pas "
        "deux fois.",
        "Line {line}: {colour} takes back {count:trous} {other} marked de trop to leave: that "
        "is the correction the ruling already makes; it is not counted twice."),
    "ecoles.trou-by-the-ecole": (
        "Ligne {line} : {colour} marque le trou que ses {had:points} et l'école achèvent : c'est "
        "marquer l'école ({points:points}) ; son jeton, resté à sa place, ne marque plus "
        "rien qu'il ait.",
        "Line {line}: {colour} pegs the trou his {had:points} and the école complete: that is "
        "marking the école ({points:points}); his jeton, left where it stood, no longer marks "
        "anything he has."),
    "ecoles.trou-by-the-ecole.due": (
        "Ligne {line} : {colour} marque le trou que ses {had:points}, les {due:points} que ce "
        "coup lui donne et l'école achèvent : c'est marquer ses {due:points} puis l'école "
        "({points:points}) ; son jeton, resté à sa place, ne marque plus rien qu'il ait.",
        "Line {line}: {colour} pegs the trou his {had:points}, the {due:points} this throw "
        "gives him and the école complete: that is marking his {due:points}, then the école "
        "({points:points}); his jeton, left where it stood, no longer marks anything he has."),
    "ecoles.marked-after-the-trou": (
        "Ligne {line} : les {points} points que {other} a déjà marqués de ce que lui donne le "
        "coup de {winner} se marquent après le trou de {winner} : le trou ne les efface pas.",
        "Line {line}: the {points} points {other} has already marked of what {winner}'s throw "
        "gives him are marked after {winner}'s trou: the trou does not wipe them."),
    "ecoles.put-back-after-the-trou": (
        "Ligne {line} : {colour} remet les {points:points} que {winner} lui avait ôtés avec son "
        "jeton : ils se marquent après le trou et lui restaient ; ce n'est pas une nouvelle "
        "marque.",
        "Line {line}: {colour} puts back the {points:points} {winner} took off with his jeton: "
        "they are marked after the trou and stayed his; this is no new marking."),
    "ecoles.marked-before-the-trou": (
        "Ligne {line} : {thrower}, qui a jeté, marque ce que son coup lui donne après que "
        "{other} a marqué le trou que ce même coup lui donne ; ces {points} points se marquent "
        "les premiers, et le trou de {other} les efface.",
        "Line {line}: {thrower}, who threw, marks what his throw gives him after {other} "
        "pegged the trou that same throw gives him; those {points} points are marked first, "
        "and {other}'s trou wipes them."),
    "ecoles.marked-first-wiped": (
        "Ligne {line} : {winner} marque le trou que ce même coup de {thrower} lui donne ; "
        "{thrower}, qui a jeté, a marqué le premier ce qu'il gagnait, et ce trou efface tous "
        "ses points, ces {points} points compris.",
        "Line {line}: {winner} pegs the trou that same throw of {thrower}'s gives him; "
        "{thrower}, who threw, marked his gain first, and that trou wipes all his points, "
        "those {points} points with them."),
    "ecoles.trou-too-soon": (
        "{colour} a marqué son trou (ligne {pegged}) avant que {thrower} ait marqué ce qu'il "
        "gagnait en battant à vrai ; ayant marqué trop précipitamment, il est déchu du droit de "
        "marquer l'école de {points:points} que {thrower} a faite ensuite.",
        "{colour} pegged his trou (line {pegged}) before {thrower} had marked what he won by "
        "beating à vrai; having marked too soon, he has lost the right to mark the école of "
        "{points:points} {thrower} then made."),
    "ecoles.trou-on-warning": (
        "{colour} a marqué son trou (ligne {pegged}) avant que {thrower} ait marqué ce qu'il "
        "gagnait en battant à vrai, mais sur son avertissement (ligne {told}) : il n'est pas "
        "déchu de l'école que {thrower} ferait ensuite.",
        "{colour} pegged his trou (line {pegged}) before {thrower} had marked what he won by "
        "beating à vrai, but on his warning (line {told}): he keeps his right to the école "
        "{thrower} would then make."),
    "ecoles.dechu-clause": (
        ", dont {colour}, qui a marqué son trou trop tôt (ligne {pegged}), est déchu.",
        ", of which {colour}, who pegged his trou too soon (line {pegged}), has lost the "
        "right."),
    "ecoles.forgotten-trou-too-late": (
        "Ligne {line} : {colour} marque le trou qu'il avait oublié, quand son coup est déjà "
        "consommé (ses dames touchées ou les dés jetés) : il n'y est plus admis ; le trou est "
        "ôté, sans école, car le fichet déplacé ne fait pas école.",
        "Line {line}: {colour} pegs the trou he had forgotten when his coup is already "
        "consummated (his dames touched or the dice thrown): it is no longer admitted; the trou "
        "is taken off, with no école, for a fichet moved is no école."),
    "ecoles.forgotten-trou-too-late.many": (
        "Ligne {line} : {colour} marque les {count:trous} qu'il avait oubliés, quand son coup "
        "est déjà consommé (ses dames touchées ou les dés jetés) : il n'y est plus admis ; ces "
        "trous sont ôtés, sans école, car le fichet déplacé ne fait pas école.",
        "Line {line}: {colour} pegs the {count:trous} he had forgotten when his coup is already "
        "consummated (his dames touched or the dice thrown): they are no longer admitted; those "
        "trous are taken off, with no école, for a fichet moved is no école."),
    "ecoles.second-trou-too-late": (
        "Ligne {line} : {colour} marque le second trou de sa bredouille après avoir touché ses "
        "dames ou jeté les dés (ligne {closed_by}) : il n'y est plus admis ; le trou est ôté, "
        "sans école, car il n'y a pas d'école de trou.",
        "Line {line}: {colour} pegs the second trou of his bredouille after touching his dames "
        "or throwing (line {closed_by}): it is no longer admitted; the trou is taken off, with "
        "no école, for there is no école of a trou."),
    "ecoles.second-trou-too-late.said": (
        "Ligne {line} : {colour} marque le second trou de sa bredouille après avoir touché ses "
        "dames ou jeté les dés (ligne {closed_by}) : il n'y est plus admis ; le trou est ôté, "
        "sans école.",
        "Line {line}: {colour} pegs the second trou of his bredouille after touching his dames "
        "or throwing (line {closed_by}): it is no longer admitted; the trou is taken off, with "
        "no école."),
    "ecoles.trou-not-pegged": (
        "{colour} a porté son jeton jusqu'à douze ou au-delà (à la bande, ou sur son reste) "
        "sans avancer son fichet, et son coup est consommé (ligne {line}) : le jeton a marqué les "
        "points du trou, mais le trou oublié au fichet est perdu, sans école.",
        "{colour} carried his jeton to twelve or beyond (to the bande, or on to his reste) "
        "without moving his fichet, and his coup is consummated (line {line}): the jeton marked "
        "the trou's points, but the trou forgotten on the fichet is lost, with no école."),
    "ecoles.second-trou-before-play": (
        "Ligne {line} : {colour} marque le second trou de sa partie double après avoir touché "
        "ses dames, mais avant d'en avoir joué aucune : selon Lebrun, il n'est plus reçu à "
        "parler de son oubli « dès qu'il a joué », non dès qu'il a touché ; il y est encore reçu.",
        "Line {line}: {colour} pegs the second trou of his partie double after touching his "
        "dames but before playing any: by Lebrun he may no longer speak of his omission « once "
        "he has played », not once he has touched; he still may."),
    "ecoles.second-trou-before-play.decision": (
        "Le second trou que {colour} marque à la ligne {line} vient à temps : il n'avait pas "
        "encore joué ; il lui reste.",
        "The second trou {colour} pegs at line {line} comes in time: he had not played yet; it "
        "stands."),
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
    "ecoles.double-pegged-simple.term": (
        "{colour} n'est plus admis à réparer cette omission : {how} (ligne {line}), et il ne le "
        "pouvait que tant qu'il n'avait touché que les jetons.",
        "{colour} may no longer mend that omission: {how} (line {line}), and he could only "
        "while he had touched nothing but the jetons."),
    "ecoles.a-faux-before-a-vrai": (
        "Ligne {line} : {colour} marque ce qu'il gagne en étant battu à faux avant que {thrower} "
        "ait marqué les {a_vrai:points} qu'il gagne en battant à vrai. Il ne le devait pas, mais "
        "c'est un précepte dont l'infraction n'entraîne aucune peine : pas d'école, sa marque "
        "tient.",
        "Line {line}: {colour} marks what he gains by being beaten à faux before {thrower} has "
        "marked the {a_vrai:points} he wins by beating à vrai. He should not have, but it is a "
        "precept whose breach carries no penalty: no école, his mark stands."),
    "ecoles.coup-consummated": (
        "son coup est consommé",
        "his coup is consummated"),
    "ecoles.trou-taken-back": (
        "Ligne {line} : {colour} remet à son fichet {count:trous} dont son adversaire l'avait "
        "démarqué : il reprend ce qui était à lui, ce n'est pas une nouvelle marque.",
        "Line {line}: {colour} takes back {count:trous} his opponent had moved back: he takes "
        "back what was his, it is no new marking."),
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
    "points-left.option": (
        "{winner} peut faire ôter à {loser} les {points:points} que celui-ci a marqués à la ligne "
        "{line} sur les points que {winner} avait oublié d'effacer en prenant le trou",
        "{winner} may have {loser} take off the {points:points} he marked on line {line} on the "
        "points {winner} forgot to wipe when taking the trou"),
    "points-left.option.wipe": ("les faire ôter", "have them taken off"),
    "points-left.option.leave": ("les lui laisser", "leave them to him"),
    "points-left.taken-off": (
        "Les {points:points} que {loser} a marqués à la ligne {line} sur les points que {winner} "
        "avait laissés ne lui sont pas acquis : ils sont ôtés de sa marque, sans école.",
        "The {points:points} {loser} marked on line {line} on the points {winner} had left are "
        "not his to keep: they come off his marks, with no école."),
    "points-left.set-right-by-hand": (
        "Ligne {line} : {winner} remet lui-même en ordre la marque de {loser}, qui avait marqué "
        "{points:points} sur les points que {winner} avait oublié d'effacer en prenant le trou : "
        "ces points ne sont pas acquis à {loser}, et {winner} est admis à les ôter même après "
        "son coup joué.",
        "Line {line}: {winner} sets {loser}'s marks right himself; {loser} had marked "
        "{points:points} on the points {winner} forgot to wipe when taking the trou: those "
        "points are not {loser}'s to keep, and {winner} may take them off even after his coup "
        "was played."),
}
