"""What the laws of conduct need to know of trictrac's board and rules.

These facts used to sit inside the engine (the coin par puissance, the laws of the sortie, the
jan de retour, where a missing dame goes back); they are trictrac's, so they live here and
reach the engine through :class:`~arbiter.games.bundle.Conduct`.
"""

from __future__ import annotations

from arbiter.board import COIN, OFF, TALON, Position
from arbiter.colour import Colour
from arbiter.games.base import Kept, Move
from arbiter.games.bundle import Conduct, PuissanceRemedy
from arbiter.games.trictrac.moves import RETOUR as LAST_JAN
from arbiter.games.trictrac.moves import all_entered, side
from arbiter.games.trictrac.plays import raw_plays
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.vocabulary import FaultKind
from arbiter.words import number_name
from arbiter.words import number_with_article as _le

SORTIE_LAWS = ("guiton.VII.dames-entrees", "guiton.VII.sortir-a-la-bande",
               "guiton.VII.points-sortants", "guiton.VII.points-excedants",
               "guiton.VII.points-defaillants", "guiton.VII.deux-defaillants")
POINTS_DE_SORTIE = "guiton.VII.points-de-sortie"


def power_number(dst: int, step: int) -> int | None:
    """A dame put in one's coin de repos with a number one higher than its distance: the coin
    taken par puissance (the opponent's coin, one flèche further, is empty); the rules then
    judge whether it was allowed."""
    return step + 1 if dst == COIN else None


OPPONENT_PETIT_JAN = range(18, OFF)
"""The opponent's petit jan in the mover's numbering (his talon is the mover's 23)."""


def puissance_remedy(position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...]) -> PuissanceRemedy:
    """What the opponent may exact for a coin taken par puissance that could be taken
    naturally (Guiton ch. IV): have the number played tout d'une by a dame played, if it ends
    on an empty flèche of his petit jan where a dame may stop (resting on a flèche free of his
    dames); else the thrower loses his natural coin for this throw and plays it otherwise, if
    there is another way."""
    sd = side(position, colour)
    high, low = max(dice), min(dice)
    total = high + low
    out: list[tuple[int, int]] = []
    for src in sorted({m.src for m in moves}):
        dst = src + total
        rests = {src + high, src + low}
        if dst in OPPONENT_PETIT_JAN and not sd.opp[dst] and not sd.me[dst] \
                and not sd.no_stop[dst] and any(not sd.no_rest[r] for r in rests):
            out.append((src, dst))
    natural = sorted((COIN - high, COIN - low))
    other = any(sorted(m.src for m in p.moves if m.dst == COIN) != natural
                for p in raw_plays(position, colour, (high, low)))
    return PuissanceRemedy(tuple(out), other)


def fifteenth_place(position: Position, colour: Colour) -> int | None:
    """Where the missing dame goes back (Guiton's order of places, « Jouer avec une dame de
    moins »), or None when it depends on facts of the jan de retour the law describes in words
    only."""
    if position.count(colour, TALON):
        return TALON
    for fleche in range(1, 6):
        if position.count(colour, fleche):
            return fleche
    if position.count(colour, COIN) >= 2:
        return COIN
    # « sur la case la plus rapprochée de ce coin »: a case is two dames or more; a demi-case
    # nearer the coin is passed over (the rentrée must not cover it). Only a grand jan without
    # a single case falls back on the nearest flèche that holds a dame.
    for least in (2, 1):
        for fleche in range(COIN - 1, 5, -1):
            if position.count(colour, fleche) >= least:
                return fleche
    if any(position.count(colour, f) for f in range(12, 18)):
        for fleche in range(12, 18):
            if position.count(colour, fleche):
                return fleche
    return _fifteenth_in_the_last_jan(position, colour)


def _fifteenth_in_the_last_jan(position: Position, colour: Colour) -> int | None:
    """Every dame of his in the jan de sortie: « en surcase dans ce jan sur la flèche la plus
    distante de la bande de sortie, quand il n'est plus possible d'y faire le plein. Si au
    contraire il y avait encore possibilité de remplir, … sur la flèche la plus rapprochée de la
    bande de sortie déjà garnie de surcase » (Guiton III, « Jouer avec une dame de moins »).

    The plein is still possible when the dames on the board, which only move forward, can
    still put two on each flèche of the jan: for every flèche, the dames on it and behind it
    are at least two for each flèche of the jan up to it. With no flèche in surcase (three
    dames or more) where the law sends the dame, the text gives no place: None."""
    jan = list(LAST_JAN)
    counts = [position.count(colour, f) for f in jan]
    if not any(counts):
        return None
    behind = 0
    possible = True
    for i, n in enumerate(counts):
        behind += n
        if behind < 2 * (i + 1):
            possible = False
            break
    if not possible:   # the flèche farthest from the bande, put in surcase
        return next((f for f, n in zip(jan, counts, strict=True) if n >= 2),
                    next(f for f, n in zip(jan, counts, strict=True) if n))
    return next((f for f, n in zip(reversed(jan), reversed(counts), strict=True) if n >= 3),
                None)


def sortie_laws(position: Position, colour: Colour, dice: tuple[int, int]) -> tuple[Kept, ...]:
    """The laws of the sortie that bear on this throw beyond « Toutes les dames doivent être
    entrées… » (which always does), each with why: for each number whether it is sortant,
    excédant or défaillant (Guiton ch. VII's inline headings); « On peut sortir toutes les dames
    qui aboutissent à la bande » when two numbers are sortants (two dames may go); « Deux points
    défaillants réunis… » beside a défaillant number, saying whether the two numbers together
    bring a dame to the bande. A law that names a kind of number the throw does not bring is
    not cited.

    Numbers are read in the row where the sortie may begin: the row itself once every dame is
    entered, else after a number that enters the last dame (« un nombre peut entrer la dernière
    et l'autre en sortir une »): then each reading open to the player counts, a number's kind
    is said with the number that entered the last dame in its reading, and where either number
    may enter it, that « Toutes les dames doivent être entrées… » leaves the choice (the
    entering dame is not bound to the higher number: the decision Guiton rejects)."""
    me = position.row(colour)
    numbers = (dice[0],) if dice[0] == dice[1] else dice
    readings: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if all_entered(me):
        readings.append((me, numbers))
    elif sum(me[0:LAST_JAN.start]) == 1 and len(numbers) == 2:
        src = next(f for f in range(LAST_JAN.start) if me[f])
        for n, other in ((numbers[0], numbers[1]), (numbers[1], numbers[0])):
            if src + n in LAST_JAN:
                row = list(me)
                row[src] -= 1
                row[src + n] += 1
                readings.append((tuple(row), (other,)))
    # each number's kind, with the number that entered the last dame in that reading (None:
    # every dame was entered already): what a number does once the last dame is in is said so
    kinds: dict[str, dict[int, set[int | None]]] = {"sortant": {}, "excedant": {},
                                                    "defaillant": {}}
    two_sortants = joined = False
    for (row, rest), entering in zip(readings, _entering(readings, numbers, me), strict=True):
        farthest = next((f for f in LAST_JAN if row[f]), None)
        if farthest is None:
            continue
        for n in rest:
            kind = ("sortant" if OFF - n in LAST_JAN and row[OFF - n] else
                    "excedant" if n > OFF - farthest else "defaillant")
            kinds[kind].setdefault(n, set()).add(entering)
        sortants = [n for n in rest if OFF - n in LAST_JAN and row[OFF - n]]
        two_sortants |= (len(sortants) == 2 and (sortants[0] != sortants[1]
                                                 or row[OFF - sortants[0]] >= 2)) or (
            dice[0] == dice[1] and bool(sortants) and row[OFF - dice[0]] >= 2)
        joined |= OFF - sum(dice) in LAST_JAN and bool(row[OFF - sum(dice)])
    out: list[Kept] = []
    if len(readings) == 2 and not all_entered(me):
        out.append(Kept("guiton.VII.dames-entrees", Msg(
            "la dernière dame peut entrer par l'un ou l'autre nombre : la loi de la sortie "
            "n'impose pas le plus fort à la dame qui entre",
            "the last dame may be entered by either number: the law of the sortie does not "
            "impose the higher on the dame that enters")))
    for n in sorted(kinds["sortant"], reverse=True):
        fr, en = _once_entered(kinds["sortant"][n])
        out.append(Kept("guiton.VII.points-sortants", Msg(
            f"{fr}{_le(n)} est un point sortant : il mène une dame juste à la bande, "
            "et la sort",
            f"{en}the {number_name(n, 'en')} is a point sortant: it takes a dame exactly to the "
            "bande, and bears it off")))
    if two_sortants:
        out.append(Kept("guiton.VII.sortir-a-la-bande", Msg(
            "les deux nombres mènent chacun une dame à la bande : deux dames peuvent sortir",
            "each number takes a dame to the bande: two dames may be borne off")))
    for n in sorted(kinds["excedant"], reverse=True):
        fr, en = _once_entered(kinds["excedant"][n])
        out.append(Kept("guiton.VII.points-excedants", Msg(
            f"{fr}{_le(n)} est un point excédant : il passe la bande et ne peut se jouer "
            "dans le tablier ; il sort la dame la plus éloignée",
            f"{en}the {number_name(n, 'en')} is a point excédant: it passes the bande and cannot "
            "be played inside; it bears off the farthest dame")))
    for n in sorted(kinds["defaillant"], reverse=True):
        fr, en = _once_entered(kinds["defaillant"][n])
        out.append(Kept("guiton.VII.points-defaillants", Msg(
            f"{fr}{_le(n)} est un point défaillant : il ne mène aucune dame à la bande et "
            "se joue dans le tablier",
            f"{en}the {number_name(n, 'en')} is a point défaillant: it takes no dame to the "
            "bande and is played inside")))
    if kinds["defaillant"]:
        fr, en = (("réunis, les deux nombres mènent une dame juste à la bande : ils peuvent la "
                   "sortir tout d'une",
                   "joined, the two numbers take a dame exactly to the bande: they may bear it "
                   "off tout d'une") if joined else
                  ("réunis, les deux nombres ne mènent aucune dame juste à la bande : ils ne "
                   "sortent rien ensemble",
                   "joined, the two numbers take no dame exactly to the bande: together they "
                   "bear nothing off"))
        out.append(Kept("guiton.VII.deux-defaillants", Msg(fr, en)))
    return tuple(out)


def _entering(readings: list, numbers: tuple[int, ...], me: tuple[int, ...]) -> list[int | None]:
    """For each reading of :func:`sortie_laws`, the number that entered the last dame (None
    when every dame was entered before the throw)."""
    if all_entered(me):
        return [None] * len(readings)
    return [next(n for n in numbers if n not in rest or numbers.count(n) > 1)
            for _, rest in readings]


def _once_entered(entering: set[int | None]) -> tuple[str, str]:
    """How a number's kind is said: as it stands when every dame was entered before the throw,
    else « once the last dame is entered by the other number », for that is the only reading
    in which the number can bear a dame off (Guiton VII « Toutes les dames doivent être
    entrées… »)."""
    if None in entering or len(entering) != 1:
        return "", ""
    (e,) = entering
    return (f"une fois la dernière dame entrée par {_le(e)}, ",
            f"once the last dame is entered by the {number_name(e, 'en')}, ")


DAME_POUR_UNE_AUTRE = "guiton.VII.dame-pour-une-autre"


def pour_tout_sortie(position: Position, colour: Colour,
                     dice: tuple[int, int]) -> EarnedItem | None:
    """A throw played « pour tout » while every dame is entered and some are still to bear
    off: by the agreement the one throw decides « la chance de sortie », and the coups left are
    suppressed: it earns the sortie, 4 by a simple coup and 6 by a doublet (Guiton VII « Points
    que gagne celui qui parvient le premier à sortir toutes ses dames »)."""
    me = position.row(colour)
    if not all_entered(me) or not any(me[0:OFF]):
        return None
    doublet = dice[0] == dice[1]
    return EarnedItem("sortie", 6 if doublet else 4, colour, POINTS_DE_SORTIE, doublet=doublet,
                      note=Msg("coup joué pour tout : il décide seul des points de la sortie",
                               "throw played « pour tout »: it alone decides the points of the "
                               "sortie"))


def touched_instead_of_sortant(position: Position, colour: Colour, dice: tuple[int, int],
                               fleche: int) -> Kept | None:
    """A dame touched on ``fleche`` that a number sortant for another dame could play inside
    the tablier: Guiton VII « Faute de celui qui prend une dame pour une autre » binds him to
    play it so, rather than bear the other off. None when every dame is not yet entered (no
    number is sortant), or no sortant number can carry this dame inside."""
    me = position.row(colour)
    if not all_entered(me):
        return None
    opp = side(position, colour).opp
    for n in sorted(set(dice), reverse=True):
        src = OFF - n
        if src == fleche or src not in LAST_JAN or not me[src]:
            continue
        if fleche + n < OFF and not opp[fleche + n]:
            return Kept(DAME_POUR_UNE_AUTRE, Msg(
                f"{_le(n)} était un point sortant, mais la dame touchée pouvait le jouer "
                "dans le tablier : il est tenu de la jouer ainsi, plutôt que de sortir l'autre",
                f"the {number_name(n, 'en')} was a point sortant, but the touched dame could "
                "play it inside the tablier: he is bound to play it so, rather than bear the "
                "other off"))
    return None


CONDUCT = Conduct(
    bearing_off_laws=SORTIE_LAWS,
    sortie_laws=sortie_laws,
    touched_instead_of_sortant=touched_instead_of_sortant,
    pour_tout_sortie=pour_tout_sortie,
    last_dames_law=POINTS_DE_SORTIE,
    power_number=power_number,
    puissance_remedy=puissance_remedy,
    fault_of_violation={"coin-par-puissance-when-natural": FaultKind.COIN_PAR_PUISSANCE,
                        "coin-par-puissance-opponent-coin": FaultKind.COIN_PAR_PUISSANCE,
                        "dame-in-fillable-jan": FaultKind.DAME_DANS_JAN_ADVERSE,
                        "must-play-both": FaultKind.IMPUISSANCE_CREEE},
    unmade_plein=frozenset({"must-fill", "must-fill-necessarily", "must-keep-plein"}),
    forced_plein=frozenset({"must-fill-necessarily"}),
    position_laws={"opponent-coin": "guiton.IV.coin-adversaire",
                   "coin-single-dame": "guiton.IV.coin-seul"},
    last_quarter=range(18, 24),
    fifteenth_place=fifteenth_place,
)
