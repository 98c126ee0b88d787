"""What each number of a throw is at Jacquet's sortie, by the sentence of seed 004 § 12 that
says so: the ruling states it under that sentence, as trictrac's states its points sortants,
excédants and défaillants (Guiton ch. VII).

§ 12 makes the bande « une flèche supplémentaire »: « toute dame qui porte sur la bande
extérieure par la valeur des dés (l'un ou l'autre ou la somme des deux) est sortie », and a
number that exceeds « la position la plus éloignée des dames par rapport à la bande » bears off
« une des dames les plus éloignées ». A number that takes a dame exactly onto the bande is said
under the first sentence, one that passes every dame's distance under the second, one too short
under the first (it takes no dame onto the bande: it is played inside). Said in that order, the
text's: a dispute over one number is then answered by the sentence that number is under
(:func:`arbiter.engine.citing.deciding_first`), the more particular one where the dispute's
words are all its own (« le six ne peut sortir aucune dame, Blanc n'ayant pas de dame à six
flèches de la bande »: lh-03).
"""

from __future__ import annotations

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept
from arbiter.games.jacquet.geometry import all_in_last_quarter, farthest
from arbiter.games.jacquet.names import fleche_msg
from arbiter.i18n import Msg
from arbiter.words import number_name, number_with_article

SORTIE_BANDE = "lalanne.I.sortie-bande"
SORTIE_EXCEDANT = "lalanne.I.sortie-excedant"
DAMES = 15


def sortie_laws(position: Position, colour: Colour, dice: tuple[int, int]) -> tuple[Kept, ...]:
    """The sentences of § 12 beyond its opening (which always bears) that bear on this throw,
    each with why: for each number whether it takes a dame exactly onto the bande, passes the
    farthest dame's distance (excédant) or falls short of every dame (played inside); and,
    beside two short numbers, whether their sum takes a dame onto the bande. None before every
    dame is in the last quarter, or once all are off."""
    row = position.row(colour)
    far = farthest(row)
    if far is None or not all_in_last_quarter(row) or row[OFF] >= DAMES:
        return ()
    numbers = sorted({dice[0], dice[1]}, reverse=True)
    exact = [n for n in numbers if row[OFF - n]]
    beyond = [n for n in numbers if n not in exact and n > OFF - far]
    short = [n for n in numbers if n not in exact and n not in beyond]
    out = [Kept(SORTIE_BANDE, Msg(
        f"{number_with_article(n)} porte une dame de {fleche_msg(colour, OFF - n).fr} "
        "exactement sur la bande, vue comme une flèche de plus : il la sort",
        f"the {number_name(n, 'en')} carries a dame of {fleche_msg(colour, OFF - n).en} exactly "
        "onto the bande, seen as one more flèche: it bears it off")) for n in exact]
    where = fleche_msg(colour, far)
    out += [Kept(SORTIE_EXCEDANT, Msg(
        f"{number_with_article(n)} passe la bande : aucune dame n'en est à {n} flèches, les "
        f"plus éloignées n'en sont qu'à {OFF - far} (sur {where.fr}) ; il sort l'une d'elles",
        f"the {number_name(n, 'en')} passes the bande: no dame is {n} flèches from it, the "
        f"farthest are only {OFF - far} away (on {where.en}); it bears off one of them"))
        for n in beyond]
    out += [Kept(SORTIE_BANDE, Msg(
        f"{number_with_article(n)} ne porte aucune dame exactement sur la bande : il se joue "
        "dans le tablier",
        f"the {number_name(n, 'en')} carries no dame exactly onto the bande: it is played "
        "inside")) for n in short]
    if len(short) == 2 and OFF - sum(short) >= far and row[OFF - sum(short)]:
        out.append(Kept(SORTIE_BANDE, Msg(
            "réunis, les deux nombres portent une dame exactement sur la bande : ils peuvent la "
            "sortir tout d'une",
            "joined, the two numbers carry a dame exactly onto the bande: they may bear it off "
            "tout d'une")))
    return tuple(out)
