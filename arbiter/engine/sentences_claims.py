"""The engine's sentences on the écoles claimed, in French and English: the victim's marking
of an école (:mod:`.claims`: in the bredouille, after waiting for the play, part of it, refused
or lapsed) and the école marked before the offender's marks (:mod:`.ecole_first`). A part of
the catalogue of :mod:`.wording`, which says them (``say(key, **values)``) and documents their
format specs.
"""

SENTENCES: dict[str, tuple[str, str]] = {
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
    "ecoles.claim-of-a-lapsed-right": (
        "Ligne {line} : {colour} marque l'école de {points:points} que {offender} avait bien "
        "faite, mais son droit de la marquer est perdu depuis la ligne {lapsed_at} : sa marque "
        "ne compte pas ; ce n'est pas une fausse école, l'école ayant été faite.",
        "Line {line}: {colour} marks the école of {points:points} that {offender} did make, "
        "but his right to mark it lapsed on line {lapsed_at}: his mark does not count; it is no "
        "fausse école, the école having been made."),
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
    "ecoles.claim-beyond-refused": (
        "Ligne {line} : {colour} réclame {excess:points} de plus que l'école faite, l'adversaire "
        "n'ayant erré que de ce qu'il a marqué au-delà de ses anciens points : cette prétention "
        "n'est pas admise, ces points sont ôtés.",
        "Line {line}: {colour} claims {excess:points} more than the école made, the opponent "
        "having erred only by what he marked beyond his former points: the claim is not "
        "admitted, those points go."),
}
