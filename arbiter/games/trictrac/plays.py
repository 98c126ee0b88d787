"""The legal plays of a throw, listed as small keys on the mover's row, without objects.

What a throw earns needs only a few facts about its legal plays: whether there are any, how
many numbers they use, which jans they leave full, now and then the moves that fill one. So
:func:`listing` lists each play as a *key* (an int, or a pair of ints, that names its moves;
see :func:`decode`) and computes the rows they leave only when they are asked for. The
:class:`~arbiter.games.base.Play` objects a ruling reports are built from the listing by
:func:`raw_plays`, and only when a ruling asks for them.

The laws of each single step are :mod:`~arbiter.games.trictrac.moves`' (:func:`steps`,
:func:`rests`, :func:`_continue`, :func:`_coin_plays`), read once per position into
:class:`~arbiter.games.trictrac.moves.Side`. What this module adds is how the
second step of a play is found. While two dames or more are still outside the last jan, no
dame can be borne off this throw, and a move changes what the other number may do only at
the flèche it leaves (which may be emptied, or a coin of three left at two) and the flèche it
reaches (which may become a source): so the second steps are the first steps of that number,
less and plus those two. For the same reason a play of two dames, neither starting where
the other ends, is legal in one order of the numbers exactly when it is legal in the other;
so the second order adds only touts d'une and the plays whose second dame lands where the
first one started (which the first order reads as a tout d'une), and a doublet's two steps
are read once, from the lower dame. Near the sortie, where one step may enter the last dame
and change what the other may do everywhere, each second step is read afresh from the row.
"""

from __future__ import annotations

from functools import lru_cache

from arbiter.board import COIN, OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Move, Play
from arbiter.games.trictrac.moves import (
    Row,
    Side,
    _coin_plays,
    _continue,
    full_jans,
    side,
    steps,
)

Key = int | tuple[int, int]
"""A legal play as a key. ``s·1000 + d·10 + n``: one dame from ``s`` to ``d`` with number
``n``; a pair of those, lower first: two moves; :data:`TOUT` and above: one dame tout d'une
(see :func:`tout`). Equal keys are the same moves, so a dict of keys removes repeats."""
TOUT = 1 << 30


def tout(s: int, r: int, d: int, x: int, y: int) -> int:
    """The key of a tout d'une from ``s`` resting on ``r`` and ending on ``d`` (``x`` then
    ``y``)."""
    return TOUT + ((s * 25 + r) * 25 + d) * 49 + x * 7 + y


class Listing:
    """The legal plays of one throw: their keys, the numbers each uses (in the order used)
    and, computed when first asked, the mover's row after each.

    The rows are a memo of the keys (every caller sees the same values), kept so that a
    throw whose rows nobody needs never builds them."""

    __slots__ = ("_rows", "before", "keys", "numbers")

    def __init__(self, before: Row, keys: tuple[Key, ...],
                 numbers: tuple[tuple[int, ...], ...],
                 rows: tuple[Row, ...] | None = None) -> None:
        self.before = before
        self.keys = keys
        self.numbers = numbers
        self._rows = rows

    @property
    def rows(self) -> tuple[Row, ...]:
        """The mover's row after each play."""
        if self._rows is None:
            self._rows = tuple(after(self.before, k) for k in self.keys)
        return self._rows

    def played(self) -> int:
        """How many numbers every legal play uses (0: nothing can be played)."""
        return len(self.numbers[0]) if self.numbers else 0


def after(row: Row, key: Key) -> Row:
    """The mover's row once the play ``key`` is made from ``row``."""
    lst = list(row)
    if isinstance(key, tuple):
        k1, k2 = key
        lst[k1 // 1000] -= 1
        lst[k1 // 10 % 100] += 1
        lst[k2 // 1000] -= 1
        lst[k2 // 10 % 100] += 1
    elif key >= TOUT:
        path = (key - TOUT) // 49          # (s·25 + r)·25 + d
        lst[path // 625] -= 1
        lst[path % 25] += 1
    else:
        lst[key // 1000] -= 1
        lst[key // 10 % 100] += 1
    return tuple(lst)


class _Moves(dict[tuple[tuple[int, ...], tuple[int, ...]], Move]):
    """One shared :class:`Move` per (path, numbers): there are only a few thousand."""

    def __missing__(self, key: tuple[tuple[int, ...], tuple[int, ...]]) -> Move:
        move = self[key] = Move(*key)
        return move


_MOVES = _Moves()


@lru_cache(maxsize=1 << 17)
def decode(key: Key) -> tuple[Move, ...]:
    """The moves a play key stands for, in the key's order."""
    if isinstance(key, tuple):
        return tuple(decode(k)[0] for k in key)
    if key >= TOUT:
        k, y = divmod(key - TOUT, 7)
        k, x = divmod(k, 7)
        k, d = divmod(k, 25)
        s, r = divmod(k, 25)
        return (_MOVES[((s, r, d), (x, y))],)
    s, rest = divmod(key, 1000)
    d, n = divmod(rest, 10)
    return (_MOVES[((s, d), (n,))],)


@lru_cache(maxsize=4096)
def listing(position: Position, colour: Colour, dice: tuple[int, int]) -> Listing:
    """Every legal play of ``dice``, higher number first (see the module's docstring).

    The laws applied are those of :mod:`~arbiter.games.trictrac.moves`: both numbers when
    possible, else the higher; the coin taken and left by two dames; the plein made and
    kept when it can be (:func:`_plein_filter`).
    """
    a, b = dice
    sd = side(position, colour)
    row = sd.me
    found: dict[Key, tuple[int, ...]] = {}
    _both_numbers(sd, row, a, b, found)
    for mkey, _crow, _puissance in _coin_plays(sd, row, a, b)[0]:
        (m1, n1), (m2, n2) = mkey
        found[(m1[0] * 1000 + m1[1] * 10 + n1[0], m2[0] * 1000 + m2[1] * 10 + n2[0])] = (a, b)
    if not found:
        for n in ((a,) if a == b else (a, b)):
            for s1, d1, _ in sd.steps_of[n]:
                found[s1 * 1000 + d1 * 10 + n] = (n,)
            if found:
                break           # the higher number when only one can be played (ch. VI)
    keys = tuple(found)
    numbers = tuple(found.values())
    if not (sum(row[0:6]) >= 10 or sum(row[6:12]) >= 10 or sum(row[18:24]) >= 10):
        return Listing(row, keys, numbers)    # no jan can be full after the throw
    return _plein_filter(Listing(row, keys, numbers))


def _both_numbers(sd: Side, row: Row, a: int, b: int,
                  found: dict[Key, tuple[int, ...]]) -> None:
    """Add to ``found`` every play of both numbers but the coin's (see the module)."""
    doublet = a == b
    exact = sum(row[0:18]) <= 1      # one step may enter the last dame: the sortie may begin
    first = sd.steps_of
    no_stop = sd.no_stop
    to_coin = row[COIN] >= 2         # a lone dame may stop on the coin (unchanged by one move)
    for x, y in (((a, a),) if doublet else ((a, b), (b, a))):
        xy = (x, y)
        second = first[y]
        swapped = x != a
        sources = {s for s, _, _ in second} if swapped else set()
        for s1, d1, _ in first[x]:
            c1 = s1 * 1000 + d1 * 10 + x
            if exact:
                row1 = list(row)
                row1[s1] -= 1
                row1[d1] += 1
                for s2, d2, _ in steps(no_stop, tuple(row1), y):
                    _add(found, xy, s1, d1, c1, s2, d2, y)
                continue
            fresh = -1        # where the dame that arrived on d1 may go on, if it is new there
            if (row[d1] == 0 and d1 != COIN) or (d1 == COIN and row[COIN] == 2):
                d2 = d1 + y
                if d2 < OFF and not no_stop[d2] and (d2 != COIN or to_coin):
                    fresh = d2
            if swapped:
                if s1 - y in sources:
                    _add(found, xy, s1, d1, c1, s1 - y, s1, y)
                if fresh >= 0 or d1 in sources:
                    found[tout(s1, d1, d1 + y, x, y)] = xy
                continue
            gone = row[s1] == 1 or (s1 == COIN and row[COIN] == 3)
            for s2, d2, _ in second:
                if fresh >= 0 and s2 > d1:
                    found[tout(s1, d1, fresh, x, y)] = xy
                    fresh = -1
                if s2 == d1:
                    key: Key = tout(s1, d1, d2, x, y)
                elif (s2 == s1 and gone) or (doublet and s2 < s1 and d2 != s1):
                    continue
                else:
                    c2 = s2 * 1000 + d2 * 10 + y
                    key = (c1, c2) if c1 <= c2 else (c2, c1)
                if key not in found:
                    found[key] = xy
            if fresh >= 0:
                found[tout(s1, d1, fresh, x, y)] = xy
        for s1, r, _ in sd.rests_of[x]:
            row1 = list(row)
            row1[s1] -= 1
            row1[r] += 1
            for _, d2, _ in _continue(sd, tuple(row1), r, y):
                key = tout(s1, r, d2, x, y)
                if key not in found:
                    found[key] = xy


def _add(found: dict[Key, tuple[int, ...]], xy: tuple[int, int], s1: int, d1: int, c1: int,
         s2: int, d2: int, y: int) -> None:
    """Record the play of the step ``c1`` (from ``s1`` to ``d1``) then ``s2`` → ``d2``."""
    if s2 == d1 and d1 != OFF:
        key: Key = tout(s1, d1, d2, xy[0], y)
    else:
        c2 = s2 * 1000 + d2 * 10 + y
        key = (c1, c2) if c1 <= c2 else (c2, c1)
    if key not in found:
        found[key] = xy


def _plein_filter(plays: Listing) -> Listing:
    """Keep the plays that leave the most jans full, when some play leaves one full.

    A plein must be made when it can be and kept when it can be (Guiton ch. VI); when two
    jans compete, each play is scored by the number of full jans it leaves (interpretation).
    A plein made with one number and broken with the other is no plein (« remplir en
    passant »): the final rows say so by themselves.
    """
    rows = plays.rows
    if not rows:
        return plays
    scores = [bin(full_jans(r)).count("1") for r in rows]
    best = max(scores)
    if best == 0:
        return plays
    keep = [i for i, s in enumerate(scores) if s == best]
    return Listing(plays.before, tuple(plays.keys[i] for i in keep),
                   tuple(plays.numbers[i] for i in keep), tuple(rows[i] for i in keep))


def _position(blanc: Row, noir: Row) -> Position:
    """A Position from two rows already known to be well formed (skips the length check)."""
    pos = object.__new__(Position)
    object.__setattr__(pos, "blanc", blanc)
    object.__setattr__(pos, "noir", noir)
    return pos


@lru_cache(maxsize=4096)
def raw_plays(position: Position, colour: Colour, dice: tuple[int, int]) -> tuple[Play, ...]:
    """Every legal play of ``dice`` (higher number first) as the :class:`Play` objects a
    ruling reports."""
    plays = listing(position, colour, dice)
    other = position.row(colour.opponent)
    blanc = colour is Colour.BLANC
    return tuple(Play(decode(k), _position(r, other) if blanc else _position(other, r), n)
                 for k, r, n in zip(plays.keys, plays.rows, plays.numbers, strict=True))
