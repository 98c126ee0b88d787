"""The engine's sentences on the dames: touched, lifted, mal posées, the play as a whole, in French
and English: a part of the catalogue of :mod:`.wording`, which says them (``say(key,
**values)``) and documents their format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
    # -- dames -------------------------------------------------------------------------------------
    "dames.options-lapsed-at-throw": (
        "Les options de {holder} sont tombées à son jet (ligne {line}) : le coup de {thrower} "
        "reste tel qu'il est joué.",
        "{holder}'s options lapsed at his throw (line {line}): {thrower}'s coup stands as "
        "played."),
    "dames.claims-lapse-at-throw": (
        "Ligne {line} : {holder} jette les dés sans avoir réclamé contre le coup de {thrower} "
        ": le coup est consommé, et ce qu'il pouvait exiger sur ses dames tombe à ce jet "
        "({subjects}).",
        "Line {line}: {holder} throws the dice without claiming against {thrower}'s coup: the "
        "coup is consummated, and what he could require of its dames lapses at this throw "
        "({subjects})."),
    "dames.claims-lapse-at-throw.fault": (
        "Ligne {line} : {holder} jette les dés sans avoir réclamé contre le coup de {thrower} "
        ": la faute est consommée, et ce qu'il pouvait exiger tombe à ce jet ({subjects}).",
        "Line {line}: {holder} throws the dice without claiming against {thrower}'s coup: the "
        "fault is consummated, and what he could demand lapses at that throw ({subjects})."),
    "dames.held-landing-at-throw": (
        "Ligne {line} : {holder} jette les dés alors que la dame de {thrower} est encore sur "
        "{fleche:fleche}, qu'il tient.",
        "Line {line}: {holder} throws the dice while {thrower}'s dame still stands on "
        "{fleche:fleche}, which he holds."),
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
    "dames.played": (
        "il a joué une dame",
        "he has played a dame"),
    "dames.played-under-adoube": (
        "Ligne {line} : {colour} lâche sur une autre flèche la dame levée après « j'adoube » : "
        "c'est la jouer, ce que « j'adoube » ne couvre pas ; son école par omission est "
        "consommée par cet acte.",
        "Line {line}: {colour} lets go on another flèche of the dame lifted after « j'adoube »: "
        "that is playing it, which « j'adoube » does not cover; his école by omission is "
        "consummated by that act."),
    "dames.corrected-by-its-player": (
        "Ligne {line} : {colour} reprend lui-même la dame qu'il avait abandonnée où aucun nombre "
        "ne la portait : il n'y est plus admis. Le choix reste à {opp}, qui peut tenir le coup "
        "pour joué tel qu'il l'a été.",
        "Line {line}: {colour} takes back himself the dame he had let go where no number took "
        "it: he is no longer admitted to. The choice stays {opp}'s, who may hold the coup played "
        "as it was."),
    "dames.on-adoube": (
        "Ligne {line} : {actor} dit « j'adoube » ; la dame qu'il touchera ensuite ne l'oblige "
        "pas.",
        "Line {line}: {actor} says “j'adoube”; the next dame he touches does not bind him."),
    "dames.on-adoube.again": (
        "Ligne {line} : {actor} redit « j'adoube » : le mot ne couvre qu'une dame à la fois, et "
        "il le répète pour la suivante.",
        "Line {line}: {actor} says “j'adoube” again: the word covers one dame at a time, and he "
        "repeats it for the next."),
    "dames.adoube-said-again-covers": (
        "La dame que {colour} a touchée sur {fleche:fleche} (ligne {line}) ne l'oblige pas : il "
        "avait redit « j'adoube » (ligne {said}) avant de la toucher.",
        "The dame {colour} touched on {fleche:fleche} (line {line}) does not bind him: he had "
        "said “j'adoube” again (line {said}) before touching it."),
    "dames.adoube-covers": (
        "La dame que {colour} touche sur {fleche:fleche} (ligne {line}) ne l'oblige pas : il "
        "avait dit « j'adoube » (ligne {said}) avant de la toucher.",
        "The dame {colour} touches on {fleche:fleche} (line {line}) does not bind him: he had "
        "said “j'adoube” (line {said}) before touching it."),
    "dames.adoube-spent": (
        "Ligne {line} : {colour} touche la dame de {fleche:fleche} sans redire « j'adoube » : le "
        "mot dit ligne {said} a couvert la dame de la ligne {spent}, non une seconde ; celle-ci "
        "l'oblige.",
        "Line {line}: {colour} touches the dame on {fleche:fleche} without saying “j'adoube” "
        "again: the word said on line {said} covered the dame of line {spent}, not a second; "
        "this one binds him."),
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
    "dames.on-touch.no-exception": (
        "Ligne {line} : selon Lebrun, « dame touchée, dame jouée » ne souffre d'exception que "
        "pour une dame qui ne peut être jouée : la dame touchée sur le talon doit être jouée si "
        "elle peut l'être, même sans avoir été levée.",
        "Line {line}: by Lebrun, « dame touchée, dame jouée » knows no exception but a dame that "
        "cannot be played: the dame touched on the talon must be played if it can be, even "
        "unlifted."),
    "dames.on-lift.no-exception": (
        "Ligne {line} : selon Lebrun, « dame touchée, dame jouée » ne souffre d'exception que "
        "pour une dame qui ne peut être jouée : chacune des {count} dames levées ensemble de la "
        "pile doit être jouée si elle peut l'être.",
        "Line {line}: by Lebrun, « dame touchée, dame jouée » knows no exception but a dame "
        "that cannot be played: each of the {count} dames lifted together from the pile must be "
        "played if it can be."),
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
    "dames.carried-on.own": (
        "Ligne {line} : {colour} joue la suite de son coup avec la même dame, depuis sa flèche "
        "de repos, {fleche:fleche} : la loi du jeu le permet.",
        "Line {line}: {colour} plays the rest of his throw with the same dame, from its rest on "
        "{fleche:fleche}: the game's law allows it."),
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
    "dames.one-after-the-other": (
        "Pas de fausse case : {colour} a posé et abandonné ses dames l'une après l'autre sur "
        "{where} ; la première, bien jouée, est hors d'atteinte de {colour_opponent}, et la "
        "peine ne concerne que la seconde.",
        "No fausse case: {colour} set down and let go of his dames one after the other on "
        "{where}; the first, well played, is beyond {colour_opponent}'s reach, and the penalty "
        "concerns the second only."),
    "dames.mal-posee.bande": (
        "Ligne {line} : à la sortie la bande est vue comme une flèche de plus ; aucun nombre "
        "de {colour} ne porte cette dame sur la bande, le sien ne la mène que sur {short:fleche} : "
        "sortie, elle est posée au-delà de son point.",
        "Line {line}: at the sortie the bande counts as one more flèche; no number of "
        "{colour}'s carries this dame onto it, its own brings it only to {short:fleche}: borne "
        "off, it is set beyond its point."),
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
    "dames.extra-dames.many": (
        "Ligne {line} : {colour} avait joué tout son coup ({dice:dice}) et joue encore {n} "
        "dames ({moves}) : ces mouvements ne répondent à aucun nombre ; ce qui était bien joué "
        "reste acquis.",
        "Line {line}: {colour} had played his whole throw ({dice:dice}) and moves {n} more "
        "dames ({moves}): those moves answer no number; what was well played stands."),
    "dames.extra-dame": (
        "une {src:from_fleche} sur {dst:fleche}",
        "one from {src:fleche} to {dst:fleche}"),
    "dames.extra-dames.2.many": (
        "{colour_opponent} peut faire remettre les dames jouées en trop, ou les laisser",
        "{colour_opponent} may have the extra dames put back, or leave them"),
    "dames.extra-dames.3.many": (
        "les faire remettre d'où elles viennent",
        "have them put back"),
    "dames.extra-dames.4.many": (
        "les laisser où elles sont",
        "leave them where they are"),
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
        "Ligne {line} : les dés ont été enlevés avant le coup joué (ligne {dice_lifted}) et "
        "{colour} joue un autre nombre que {dice:dice}, qu'il avait pourtant marqué : l'erreur "
        "n'est pas excusable ; ses dames sont à la disposition de l'adversaire comme dans la "
        "fausse case.",
        "Line {line}: the dice were taken up before the coup was played (line {dice_lifted}) and "
        "{colour} plays another number than {dice:dice}, which he had marked: the error is not "
        "excusable; his dames are at his opponent's disposal as in the fausse case."),
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
    "dames.on-restore.void": (
        "Ligne {line} : {actor} remet les dames jouées sur le jet nul de {colour} où elles "
        "étaient.",
        "Line {line}: {actor} puts the dames played on {colour}'s void throw back where they "
        "were."),
    "dames.on-restore.part": (
        "Ligne {line} : {actor} remet lui-même une partie du coup de {colour} : elle est nulle, "
        "et {colour} rejoue le {numbers} ; les dames qu'il n'a pas remises restent jouées.",
        "Line {line}: {actor} puts back part of {colour}'s play himself: that part is void, "
        "and {colour} plays the {numbers} again; the dames he did not put back stay played."),
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
    "dames.at-close.2.spent": (
        "{colour} a touché la dame {fleche:from_fleche} (ligne {line}) sans redire « j'adoube », "
        "qui n'avait couvert qu'une autre dame, et ne l'a pas jouée, alors qu'elle pouvait "
        "l'être.",
        "{colour} touched the dame on {fleche:fleche} (line {line}) without saying “j'adoube” "
        "again, which had covered another dame only, and did not play it, though it could be "
        "played."),
    "dames.judge-play.cannot-stay": (
        "Le coup de {colour} ne peut être laissé tel quel ({why}) : il doit être rejoué.",
        "{colour}'s coup cannot be left as it is ({why}): it must be played again."),
    "dames.at-close.2.late": (
        "{colour} a touché la dame {fleche:from_fleche} (ligne {line}) et n'a dit « j'adoube » "
        "qu'après (ligne {said}) : le mot ne dispense de jouer que dit avant de toucher ; il ne "
        "l'a pas jouée, alors qu'elle pouvait l'être.",
        "{colour} touched the dame on {fleche:fleche} (line {line}) and said “j'adoube” only "
        "after (line {said}): the word frees one from playing only when said before the touch; "
        "he did not play it, though it could be played."),
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
    "dames.at-close.6.decision": (
        "La dame que {colour} a touchée sur {fleche:fleche} (ligne {line}) ne pouvait être "
        "jouée : il n'était pas tenu de la jouer.",
        "The dame {colour} touched on {fleche:fleche} (line {line}) could not be played: he "
        "did not have to play it."),
    "dames.touched-played": (
        "La dame que {colour} a touchée sur {fleche:fleche} (ligne {line}) est jouée "
        "(ligne {played}) : « dame touchée, dame jouée » est observé, quel que soit le nombre "
        "qui la porte.",
        "The dame {colour} touched on {fleche:fleche} (line {line}) is played (line "
        "{played}): « dame touchée, dame jouée » is kept, whatever number carries it."),
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
    "dames.judge-play.created": (
        "Ligne {line} : avec {dice:dice}, {colour} s'est mis hors d'état de jouer tout son nombre, "
        "qu'il pouvait jouer en entier : impuissance créée.",
        "Line {line}: with {dice:dice}, {colour} made himself unable to play his whole number, "
        "which he could have played in full: an impuissance he created."),
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
    "dames.judge-play.kept-by-impuissance": (
        "Laissé en l'état, le coup conserve le plein de {colour} par impuissance : le nombre "
        "qui reste ne le fait pas rompre, et les points de son plein restent, quel que soit le "
        "choix de son adversaire.",
        "Left as it stands, the coup keeps {colour}'s plein by impuissance: the number left "
        "over does not make him break it, and the points of his plein stand whichever way his "
        "opponent chooses."),
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
}
