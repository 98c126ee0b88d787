"""Records to start from: what ``arbiter new`` writes, one per kind of record and language.

A referee's first record should not need the 1,200 lines of docs/NOTATION.md: each starter is
a whole record with every part in its place, an example value in each, and a comment saying
what to put there. Each one is accepted by ``arbiter check`` as it stands (a test says so), so
that the referee only replaces the examples with what he saw. The keywords of the notation
are French whatever the language; ``lang`` chooses the comments.
"""

from __future__ import annotations

from arbiter.i18n import Lang

KINDS = ("trictrac", "jacquet", "seance")

_TRICTRAC = {
    "fr": """\
# Un coup de trictrac à faire juger : remplacez les exemples par ce que vous avez vu,
# puis « arbiter check FICHIER » et « arbiter rule FICHIER ». Une ligne qui commence par #
# est un commentaire. Le détail de chaque ligne : docs/NOTATION.md.
[Lieu "Cercle de trictrac"]
[Date "2026-11-20"]
[Arbitre "Mme Leclerc"]
[Blanc "Jules"]
[Noir "Charles"]
# Les lois : guiton-1822 (par défaut) ou lebrun-1828.
[Lois "guiton-1822"]
# Le litige, en une phrase : ce que l'un réclame et ce que l'autre conteste.
[Litige "Noir marque une école de quatre points ; Blanc conteste."]

# La position AVANT le litige. Les flèches se comptent sur le chemin de chaque joueur : 0 est
# son talon, 11 son coin de repos, 23 le talon de l'adversaire ; « 6:2 » = deux dames sur la 6.
position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2

# La marque avant le litige : des points (0 à 10, pairs) et des trous.
marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
# Le relevé : combien de coups chacun a joués depuis le dernier relevé.
relevé   blanc 5, noir 5
# Qui jette le premier dé enregistré.
trait    blanc

# Chaque acte des deux joueurs, dans l'ordre, tel qu'il a été fait, juste ou non :
#   blanc jette 6 5           les dés (deux nombres, sans « et »)
#   blanc joue 0-6 0-5        chaque dame : de la flèche à la flèche
#   blanc marque 4            des points (le nombre seul) ; « marque 2 trous » pour des trous
#   noir marque école 4       une école marquée
#   noir dit "je m'en vais"   des paroles
actes
  blanc jette 6 5
  blanc joue 0-6 0-5
  noir marque école 4
""",
    "en": """\
# A coup of trictrac to be ruled: replace the examples with what you saw, then
# « arbiter check FILE » and « arbiter rule FILE --lang en ». A line starting with # is a
# comment. The keywords stay French. Every line is described in docs/NOTATION.md.
[Lieu "Cercle de trictrac"]
[Date "2026-11-20"]
[Arbitre "Mme Leclerc"]
[Blanc "Jules"]
[Noir "Charles"]
# The body of law: guiton-1822 (the default) or lebrun-1828.
[Lois "guiton-1822"]
# The dispute, in one sentence: what one claims and what the other contests.
[Litige "Noir marks an école of four points; Blanc contests it."]

# The position BEFORE the dispute. Flèches are counted along each player's own path: 0 is his
# talon, 11 his coin de repos, 23 the opponent's talon; « 6:2 » = two dames on flèche 6.
position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2

# The score before the dispute: points (0 to 10, even) and trous.
marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
# The relevé: how many coups each has played since the last relevé.
relevé   blanc 5, noir 5
# Who throws the first recorded dice.
trait    blanc

# Every act of both players, in order, as it was done, right or wrong:
#   blanc jette 6 5           the dice (two numbers, no « et »)
#   blanc joue 0-6 0-5        each dame: from flèche to flèche
#   blanc marque 4            points (the number alone); « marque 2 trous » for trous
#   noir marque école 4       an école marked
#   noir dit "je m'en vais"   words said
actes
  blanc jette 6 5
  blanc joue 0-6 0-5
  noir marque école 4
""",
}

_JACQUET = {
    "fr": """\
# Un coup de Jacquet à faire juger : remplacez les exemples par ce que vous avez vu, puis
# « arbiter check FICHIER » et « arbiter rule FICHIER ». Le détail : docs/NOTATION.md, § Jacquet.
[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]
# Les lois : lalanne-2003 (par défaut), lalanne-2003-avance, lepeintre-1818 ou lebrun-1828.
[Lois "lepeintre-1818"]
[Litige "Noir soutient que le trois devait être joué par le courrier."]

# La position AVANT le litige. Chaque couleur compte son propre chemin : 0 est son talon,
# 24 hors du tablier ; « 15:1 » = une dame sur la flèche 15. Pas de marque ni de relevé.
position
  blanc  talon:14 15:1
  noir   talon:14 2:1

trait    blanc

# Chaque acte, dans l'ordre, tel qu'il a été fait : « jette 5 3 », « joue 15-20 0-3 »…
actes
  blanc jette 5 3
  blanc joue 15-20 0-3
""",
    "en": """\
# A coup of Jacquet to be ruled: replace the examples with what you saw, then
# « arbiter check FILE » and « arbiter rule FILE --lang en ». The keywords stay French.
# Every line is described in docs/NOTATION.md, § Jacquet.
[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]
# The body of law: lalanne-2003 (the default), lalanne-2003-avance, lepeintre-1818 or
# lebrun-1828.
[Lois "lepeintre-1818"]
[Litige "Noir holds that the three had to be played by the courier."]

# The position BEFORE the dispute. Each colour counts its own path: 0 is its talon, 24 off
# the board; « 15:1 » = one dame on flèche 15. No marque nor relevé.
position
  blanc  talon:14 15:1
  noir   talon:14 2:1

trait    blanc

# Every act, in order, as it was done: « jette 5 3 », « joue 15-20 0-3 »…
actes
  blanc jette 5 3
  blanc joue 15-20 0-3
""",
}

_SEANCE = {
    "fr": """\
# Une séance de la partie à écrire à régler : remplacez les exemples par la feuille de marque,
# puis « arbiter check FICHIER » et « arbiter settle FICHIER ». Le détail : docs/NOTATION.md,
# « A séance of the partie à écrire ».
[Blanc "Jules"]
[Noir "Charles"]
[Lois "guiton-1822"]
# La convention : le nombre de marqués, la fiche en jetons, le prix d'une fiche, la queue.
séance 8 marqués
fiche 10 jetons
prix 5 sous
queue 2 fiches
# Un marqué par ligne, virgules comprises : les trous de chacun (le gagnant d'abord,
# « bredouille » s'il les a pris de suite), puis qui est parti.
marqué blanc 7, noir 2, part blanc
marqué blanc 6, noir 4, part blanc
marqué noir 8, blanc 1, part noir
marqué blanc 6 bredouille, noir 0, part blanc
marqué blanc 9, noir 5, part blanc
marqué noir 6, blanc 3, part noir
marqué blanc 6, noir 5, part blanc
marqué blanc 10, noir 2, part blanc
""",
    "en": """\
# A séance of the partie à écrire to be settled: replace the examples with the score sheet,
# then « arbiter check FILE » and « arbiter settle FILE --lang en ». The keywords stay French.
# Every line is described in docs/NOTATION.md, « A séance of the partie à écrire ».
[Blanc "Jules"]
[Noir "Charles"]
[Lois "guiton-1822"]
# The agreement: how many marqués, a fiche in jetons, the price of a fiche, the queue.
séance 8 marqués
fiche 10 jetons
prix 5 sous
queue 2 fiches
# One marqué a line, commas included: each side's trous (the winner first, « bredouille »
# when he took them de suite), then who left.
marqué blanc 7, noir 2, part blanc
marqué blanc 6, noir 4, part blanc
marqué noir 8, blanc 1, part noir
marqué blanc 6 bredouille, noir 0, part blanc
marqué blanc 9, noir 5, part blanc
marqué noir 6, blanc 3, part noir
marqué blanc 6, noir 5, part blanc
marqué blanc 10, noir 2, part blanc
""",
}

_STARTERS = {"trictrac": _TRICTRAC, "jacquet": _JACQUET, "seance": _SEANCE}


def starter(kind: str = "trictrac", lang: Lang = "fr") -> str:
    """The commented record of ``kind`` (one of :data:`KINDS`) to fill in, comments in
    ``lang``."""
    return _STARTERS[kind]["en" if lang == "en" else "fr"]
