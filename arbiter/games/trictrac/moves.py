"""Legal moves of trictrac: which single steps a number allows, computed on plain tuples.

Everything here works in the mover's own numbering (0 = his talon, 23 = the opponent's talon,
24 = borne off). A throw never changes the opponent's dames (a dame *battue* is beaten only
"fictivement", Guiton ch. I « Battre »), so a play is fully described by the mover's new row;
that is what lets results be compared directly. :mod:`~arbiter.games.trictrac.plays` puts
these steps together into the legal plays of a throw.

The laws applied, and where they come from:

* a dame never stops on a flèche holding an opposing dame; a tout d'une rests on a flèche free
  of them (Guiton ch. I « Tout-d'une », « Passage »);
* the own coin (11) is taken and left only by two dames at once, par effet or par puissance,
  puissance only when the opponent's coin is empty and par effet impossible (ch. IV, ch. I
  « Puissance »; Lebrun « Du coin de repos »); it may be retaken a second time the same way;
* the opponent's coin (12) is never occupied; empty, it may be the resting flèche of a tout
  d'une (ch. IV « On ne peut occuper le coin de son adversaire »);
* no dame may *stop* in a jan the opponent can still fill (Guiton ch. III art. 43, « jans de
  l'adversaire plein », and its Fig. II decision); passing through tout d'une is allowed.
  Criterion (:func:`can_still_fill`): dames only move forward, and a dame carried beyond the
  flèches still to fill « ne peut plus servir à faire le plein » (ch. I « Passer des dames.
  Dame passée »). So a jan can still be filled only if, for each of its flèches, the
  opponent's dames standing on it or behind it are enough to cover it and every flèche of
  the jan before it (two a flèche). Twelve dames behind the end of the jan are not enough
  when its first flèche is empty and nothing can reach it any more;
* both numbers when possible, else the higher (Lebrun's tariff; Guiton ch. VI « Jouer le point
  le plus élevé »); doublets are played twice (applied by :mod:`~arbiter.games.trictrac.plays`);
* the plein is made when it can be, and kept when it can be (ch. VI; Lebrun « Des écoles »);
  a plein made with one number and broken with the other is no plein (« remplir en passant »),
  which a comparison of the *final* rows captures by itself (applied by ``plays`` too);
* the sortie (Guiton ch. VII): only once every dame still on the board is in the last jan
  (18–23, checked at each step, so one number may enter the last dame and the other bear one
  off); a number that reaches the bande exactly may always bear off (sortant); a number that
  overshoots bears off the farthest dame only when it cannot be played inside (excédant); one
  that falls short is played inside (défaillant); two défaillants may bear one dame off tout
  d'une.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import Colour

PETIT = range(0, 6)
GRAND = range(6, 12)
RETOUR = range(18, 24)
JANS: tuple[tuple[str, range], ...] = (("petit-jan", PETIT), ("grand-jan", GRAND),
                                       ("jan-de-retour", RETOUR))
Row = tuple[int, ...]
Step = tuple[int, int, int]          # (src, dst, number)
LAWS_FILLABLE = ("guiton.III.jans-adversaire-plein", "guiton.I.dame-passee")
"""The laws :func:`can_still_fill` applies: no stay in a jan the opponent can still fill, and a
dame passed beyond a flèche no longer serves to fill it."""


@dataclass(frozen=True, slots=True)
class Side:
    """What never changes while one colour plays one throw: read once per (position, colour).

    ``opp``: opposing dames per flèche in the mover's numbering. ``no_stop``: where a dame of
    the mover may not end its move (opposing dames, the opponent's coin, a jan he can still
    fill). ``no_rest``: where a tout d'une may not rest (opposing dames only). ``lone``: the
    flèches 1–23 that hold a single opposing dame (the only ones a throw can beat).
    ``steps_of[n]`` and ``rests_of[n]``: :func:`steps` and :func:`rests` of the number ``n``
    from ``me`` (index 0 is empty), read once for the 21 throws of a position.
    """

    me: Row
    opp: Row
    no_stop: tuple[bool, ...]
    no_rest: tuple[bool, ...]
    opp_coin_empty: bool
    fillable_grand: bool
    fillable_petit: bool
    lone: tuple[int, ...]
    steps_of: tuple[tuple[Step, ...], ...]
    rests_of: tuple[tuple[Step, ...], ...]


@lru_cache(maxsize=4096)
def side(position: Position, colour: Colour) -> Side:
    """Read the position once from ``colour``'s side (every throw of it reuses this)."""
    me = position.row(colour)
    other = position.row(colour.opponent)
    opp = (*(other[23 - f] for f in range(24)), 0)
    # The opponent's grand jan is my 13..17 (and his coin, my 12); his petit jan my 18..23.
    fillable_grand = can_still_fill(other, GRAND)
    fillable_petit = can_still_fill(other, PETIT)
    no_stop = tuple(f < OFF and (
        opp[f] > 0 or f == OPPONENT_COIN
        or (fillable_grand and 13 <= f <= 17)
        or (fillable_petit and 18 <= f <= 23)) for f in range(25))
    no_rest = tuple(f < OFF and opp[f] > 0 for f in range(25))
    lone = tuple(f for f in range(1, OFF) if opp[f] == 1)
    numbers = range(1, 7)
    return Side(me, opp, no_stop, no_rest, opp[OPPONENT_COIN] == 0,
                fillable_grand, fillable_petit, lone,
                ((), *(tuple(steps(no_stop, me, n)) for n in numbers)),
                ((), *(tuple(rests(no_stop, no_rest, me, n)) for n in numbers)))


def can_still_fill(row: Row, jan: range) -> bool:
    """Can the owner of ``row`` still fill ``jan`` (his own numbering), dames moving forward only?

    Each flèche of the jan needs a case (two dames), and a dame can reach only the flèches on
    or beyond the one it stands on. So the first *k* flèches of the jan need 2·*k* dames
    standing on or behind the *k*-th of them, for every *k*; the demands are nested, so these
    counts are also enough (a dame passed beyond a flèche no longer serves it, Guiton ch. I
    « Passer des dames. Dame passée »). Whether the dice will ever bring them is not asked:
    the law speaks of the possibility of the plein.
    """
    behind = sum(row[0:jan.start])
    for k, f in enumerate(jan, start=1):
        behind += row[f]
        if behind < 2 * k:
            return False
    return True


def all_entered(row: Row | list[int]) -> bool:
    """Every dame still on the board is in the last jan: the sortie may begin (ch. VII)."""
    return not any(row[0:18])


def full_jans(row: Row) -> int:
    """Bit mask of the jans that are full in ``row`` (1 petit, 2 grand, 4 retour)."""
    return ((min(row[0:6]) >= 2) | ((min(row[6:12]) >= 2) << 1)
            | ((min(row[18:24]) >= 2) << 2))


def steps(no_stop: tuple[bool, ...], row: Row, n: int) -> list[Step]:
    """Every single-dame move of ``n`` that may *end* where it lands, from ``row``
    (``no_stop``: :attr:`Side.no_stop`)."""
    out: list[Step] = []
    entered = all_entered(row)
    sortant = False
    inside = False
    lowest = -1
    for s in range(OFF):
        c = row[s]
        if not c:
            continue
        if lowest < 0:
            lowest = s
        if s == COIN and c < 3:
            continue        # the coin is left only by its two dames together (ch. IV)
        d = s + n
        if d < OFF:
            if no_stop[d] or (d == COIN and row[COIN] < 2):
                continue
            out.append((s, d, n))
            inside = True
        elif d == OFF and entered:
            out.append((s, OFF, n))
            sortant = True
    if entered and not sortant and not inside and lowest >= 0 and lowest + n > OFF:
        out.append((lowest, OFF, n))      # points excédants: the farthest dame goes off
    return out


def rests(no_stop: tuple[bool, ...], no_rest: tuple[bool, ...], row: Row,
          n: int) -> list[Step]:
    """First halves of a tout d'une that rest where the dame could *not* stop."""
    out: list[Step] = []
    for s in range(OFF):
        c = row[s]
        if not c or (s == COIN and c < 3):
            continue
        r = s + n
        if r >= OFF or no_rest[r]:
            continue
        if no_stop[r] or (r == COIN and row[COIN] < 2):
            out.append((s, r, n))
    return out


def _continue(sd: Side, row: Row, r: int, n: int) -> list[Step]:
    """Second half of a tout d'une: the dame resting on ``r`` goes on by ``n``."""
    d = r + n
    if d < OFF:
        if sd.no_stop[d] or (d == COIN and row[COIN] < 2):
            return []
        return [(r, d, n)]
    if not all_entered(row):
        return []
    if d == OFF:
        return [(r, OFF, n)]
    return [st for st in steps(sd.no_stop, row, n) if st[0] == r and st[1] == OFF]


Key = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


def _coin_plays(sd: Side, row: Row, a: int, b: int) -> tuple[list[tuple[Key, Row, bool]], bool]:
    """Plays moving the coin's two dames together: taken par effet or par puissance, left.

    Returns (key, row, puissance) triples and whether the coin could be taken par effet
    (which forbids puissance).
    """
    out: list[tuple[Key, Row, bool]] = []
    effet = False
    if row[COIN] == 0:
        for base, puissance in ((COIN, False), (OPPONENT_COIN, True)):
            s1, s2 = base - a, base - b
            if s1 < 0 or s2 < 0:
                continue
            ok = row[s1] >= 2 if s1 == s2 else (row[s1] >= 1 and row[s2] >= 1)
            if not ok:
                continue
            if not puissance:
                effet = True
            elif effet or not sd.opp_coin_empty:
                continue
            lst = list(row)
            lst[s1] -= 1
            lst[s2] -= 1
            lst[COIN] += 2
            key = tuple(sorted((((s1, COIN), (a,)), ((s2, COIN), (b,)))))
            out.append((key, tuple(lst), puissance))
    elif row[COIN] == 2:
        d1, d2 = COIN + a, COIN + b
        if not (sd.no_stop[d1] or sd.no_stop[d2]):
            lst = list(row)
            lst[COIN] = 0
            lst[d1] += 1
            lst[d2] += 1
            key = tuple(sorted((((COIN, d1), (a,)), ((COIN, d2), (b,)))))
            out.append((key, tuple(lst), False))
    return out, effet


def par_effet_possible(position: Position, colour: Colour, dice: tuple[int, int]) -> bool:
    sd = side(position, colour)
    return _coin_plays(sd, sd.me, max(dice), min(dice))[1]
