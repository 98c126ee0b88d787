"""The fast listing of plays and scoring agrees with a slow reference written from the laws.

:mod:`arbiter.games.trictrac.plays` lists the legal plays of a throw as keys and derives the
second step of a play from the first steps of its number (see its docstring); the earnings
read the pleins, the sortie and the impuissance from that listing. The reference below asks
nothing of that module: it plays every number from every flèche on the row as it stands,
one step after the other, keeps the plays that use the most numbers and then those that
leave the most jans full, and scores the tariff from its definitions (Guiton ch. I, VI, VII;
Lebrun's « Tarif »). Both must give the same plays (as sets) and the same items and points.

Conventions shared with the rules, because they name a play rather than decide it: a second
step that starts where the first one ended is one dame going on (a tout d'une); a play is a
sorted tuple of ``(path, numbers)`` moves with the row it leaves and its numbers, sorted.
"""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import BOTH, Colour
from arbiter.games.base import ThrowContext
from arbiter.games.trictrac import TRICTRAC, position_problems
from arbiter.games.trictrac.sample import random_position

Row = tuple[int, ...]
Move = tuple[tuple[int, ...], tuple[int, ...]]
RefPlay = tuple[tuple[Move, ...], Row, tuple[int, ...]]
JANS = (range(0, 6), range(6, 12), range(18, 24))        # petit, grand, retour
KEPT_KINDS = ("dame_battue", "coin_battu", "jan_de_deux_tables", "contre_jan_de_deux_tables",
              "jan_de_mezeas", "contre_jan_de_mezeas", "plein", "conservation", "sortie",
              "impuissance")


class Facts:
    """One side of a position read the plain way, in the mover's numbering."""

    def __init__(self, position: Position, colour: Colour) -> None:
        self.me = position.row(colour)
        other = position.row(colour.opponent)
        self.opp = (*(other[23 - f] for f in range(24)), 0)
        # the opponent's grand jan is my 13..17, his petit jan my 18..23 (ch. III art. 43)
        self.closed_grand = can_fill(other, range(6, 12))
        self.closed_petit = can_fill(other, range(0, 6))
        self.opponent_on_board = sum(other[:OFF])


def can_fill(row: Row, jan: range) -> bool:
    """Dames only go forward: the k-th flèche of the jan needs 2·k dames on it or behind it."""
    return all(sum(row[:f + 1]) >= 2 * (k + 1) for k, f in enumerate(jan))


def moved(row: Row, src: int, dst: int) -> Row:
    out = list(row)
    out[src] -= 1
    out[dst] += 1
    return tuple(out)


def may_stop(facts: Facts, row: Row, d: int) -> bool:
    """May a lone dame end its move on flèche ``d`` (< 24)?"""
    return not (facts.opp[d] or d == OPPONENT_COIN
                or (13 <= d <= 17 and facts.closed_grand)
                or (18 <= d <= 23 and facts.closed_petit)
                or (d == COIN and row[COIN] < 2))


def entered(row: Row) -> bool:
    return not any(row[:18])


def single_steps(facts: Facts, row: Row, n: int) -> list[tuple[int, int]]:
    """Every way one dame may play ``n`` from ``row`` and stop (or go off)."""
    movable = [s for s in range(OFF) if row[s] and not (s == COIN and row[s] < 3)]
    inside = [(s, s + n) for s in movable if s + n < OFF and may_stop(facts, row, s + n)]
    if not entered(row):
        return inside
    sortants = [(s, OFF) for s in movable if s + n == OFF]
    if inside or sortants:
        return inside + sortants
    board = [s for s in range(OFF) if row[s]]
    if board and board[0] + n > OFF:
        return [(board[0], OFF)]              # excédant: the farthest dame goes off
    return []


def two_steps(s1: int, d1: int, x: int, s2: int, d2: int, y: int) -> tuple[Move, ...]:
    if s2 == d1 and d1 != OFF:
        return (((s1, d1, d2), (x, y)),)
    return tuple(sorted((((s1, d1), (x,)), ((s2, d2), (y,)))))


def plays_in_order(facts: Facts, x: int, y: int) -> set[RefPlay]:
    """Plays of ``x`` then ``y``: two steps, or a tout d'une resting where it may not stop."""
    row = facts.me
    out: set[RefPlay] = set()
    numbers = tuple(sorted((x, y)))
    for s1, d1 in single_steps(facts, row, x):
        row1 = moved(row, s1, d1)
        for s2, d2 in single_steps(facts, row1, y):
            out.add((two_steps(s1, d1, x, s2, d2, y), moved(row1, s2, d2), numbers))
    for s in range(OFF):
        r = s + x
        if not row[s] or (s == COIN and row[s] < 3) or r >= OFF or facts.opp[r] \
                or may_stop(facts, row, r):
            continue
        row1 = moved(row, s, r)
        d = r + y
        if d < OFF:
            ok = may_stop(facts, row1, d)
        else:
            ok = entered(row1) and (d == OFF or (r, OFF) in single_steps(facts, row1, y))
        if ok:
            out.add(((((s, r, min(d, OFF)), (x, y)),), moved(row1, r, min(d, OFF)), numbers))
    return out


def coin_plays(facts: Facts, a: int, b: int) -> set[RefPlay]:
    """The coin taken (par effet, else par puissance) or left by its two dames at once."""
    row = facts.me
    numbers = (b, a)
    if row[COIN] == 2:
        d1, d2 = COIN + a, COIN + b
        if may_stop(facts, row, d1) and may_stop(facts, row, d2):
            after = moved(moved(row, COIN, d1), COIN, d2)
            return {(tuple(sorted((((COIN, d1), (a,)), ((COIN, d2), (b,))))), after, numbers)}
        return set()
    if row[COIN]:
        return set()
    for target in (COIN, OPPONENT_COIN):
        s1, s2 = target - a, target - b
        if target == OPPONENT_COIN and facts.opp[OPPONENT_COIN]:
            return set()                        # no puissance when the opponent has his coin
        if s1 < 0 or s2 < 0 or row[s1] < 1 + (s1 == s2) or row[s2] < 1:
            continue                            # not two dames to bring there
        after = moved(moved(row, s1, COIN), s2, COIN)
        return {(tuple(sorted((((s1, COIN), (a,)), ((s2, COIN), (b,))))), after, numbers)}
    return set()


def full_jans(row: Row) -> tuple[bool, ...]:
    return tuple(all(row[f] >= 2 for f in jan) for jan in JANS)


def reference_plays(facts: Facts, a: int, b: int) -> set[RefPlay]:
    orders = ((a, a),) if a == b else ((a, b), (b, a))
    plays = set().union(*(plays_in_order(facts, x, y) for x, y in orders))
    plays |= coin_plays(facts, a, b)
    if not plays:
        for n in ((a,) if a == b else (a, b)):        # the higher when only one is played
            plays = {((((s, d), (n,)),), moved(facts.me, s, d), (n,))
                     for s, d in single_steps(facts, facts.me, n)}
            if plays:
                break
    best = max((sum(full_jans(p[1])) for p in plays), default=0)
    return {p for p in plays if sum(full_jans(p[1])) == best}


def reference_items(facts: Facts, a: int, b: int,
                    plays: set[RefPlay]) -> list[tuple[str, bool, int, int, int | None]]:
    """(kind, to the thrower?, points, moyens, target) of each item the throw earns."""
    me, opp = facts.me, facts.opp
    doublet = a == b
    unit = 6 if doublet else 4
    out: list[tuple[str, bool, int, int, int | None]] = []
    for t in range(1, OFF):                             # dames battues (ch. I « Battre »)
        if opp[t] != 1:
            continue
        facons = sum(1 for n in {a, b} if t - n >= 0 and me[t - n])
        s = t - a - b
        by_both = s >= 0 and me[s]
        if by_both and any(opp[r] <= 1 for r in {s + a, s + b}):
            facons += 1
        value = (6 if doublet else 4) if (t <= 5 or t >= 18) else (4 if doublet else 2)
        if facons:
            out.append(("dame_battue", True, facons * value, facons, t))
        elif by_both:
            out.append(("dame_battue", False, value, 1, 23 - t))      # à faux
    if me[COIN] >= 2 and not opp[OPPONENT_COIN]:       # coin battu, without the coin's dames
        spare = list(me)
        spare[COIN] -= 2
        s1, s2 = OPPONENT_COIN - a, OPPONENT_COIN - b
        if spare[s1] >= 1 + (s1 == s2) and spare[s2] >= 1:
            out.append(("coin_battu", True, unit, 1, OPPONENT_COIN))
    if not me[OFF] and sum(me[1:OFF]) == 2:            # the jans of the opening
        contre = opp[OPPONENT_COIN] >= 2
        if me[COIN] == 0:
            x, y = [f for f in range(1, OFF) for _ in range(me[f])]
            if {x + a, y + b} == {COIN, OPPONENT_COIN} or {x + b, y + a} == {COIN, OPPONENT_COIN}:
                out.append(("contre_jan_de_deux_tables" if contre else "jan_de_deux_tables",
                            not contre, unit, 1, None))
        elif me[COIN] == 2 and 1 in (a, b):
            out.append(("contre_jan_de_mezeas" if contre else "jan_de_mezeas", not contre,
                        6 if a == b == 1 else 4, 1, None))
    before = full_jans(me)
    for j, jan in enumerate(JANS):                      # pleins made and kept
        if before[j]:
            if not plays or any(full_jans(p[1])[j] for p in plays):
                out.append(("conservation", True, unit, 1, None))
            continue
        filling = [p for p in plays if full_jans(p[1])[j]]
        if not filling:
            continue
        missing = [f for f in jan if me[f] < 2]
        if len(missing) == 1 and me[missing[0]] == 1:
            f = missing[0]
            routes = {tuple(sorted(numbers)) for moves, _, _ in filling for path, numbers in moves
                      if path[-1] == f
                      and not (len(numbers) == 1 and path[0] in jan and me[path[0]] == 2)}
            out.append(("plein", True, unit * len(routes), len(routes), f))
        else:
            out.append(("plein", True, unit, 1, None))
    finished = sum(me[:OFF]) > 0 and any(not any(p[1][:OFF]) for p in plays)
    if finished and facts.opponent_on_board:
        out.append(("sortie", True, unit, 1, None))
    used = max((len(p[2]) for p in plays), default=0)
    if not finished and used < 2:
        out.append(("impuissance", False, 2 * (2 - used), 2 - used, None))
    return out


def near_the_sortie(seed: int) -> tuple[Position, Colour]:
    """A legal position whose mover has at most one dame outside his last jan (the plays
    where one number may enter the last dame and the other bear one off)."""
    rng = Random(seed)
    while True:
        position = random_position(rng)
        colour = rng.choice(BOTH)
        row = list(position.row(colour))
        other = position.row(colour.opponent)
        free = [f for f in range(18, OFF) if not other[23 - f]]
        if not free:
            continue
        outside = [f for f in range(18) for _ in range(row[f])]
        rng.shuffle(outside)
        for f in outside[rng.randint(0, 1):]:
            row[f] -= 1
            row[rng.choice(free)] += 1
        moved_position = position.with_row(colour, row)
        # no dame in a jan the opponent can still fill (Guiton ch. III art. 43)
        if not position_problems(moved_position) and not can_fill(other, range(0, 6)):
            return moved_position, colour


def engine_plays(position: Position, colour: Colour, throw: tuple[int, int]) -> set[RefPlay]:
    plays = TRICTRAC.legal_plays(position, colour, throw)
    out = {(tuple(sorted((m.path, m.numbers) for m in p.moves)), p.result.row(colour),
            tuple(sorted(p.numbers_played))) for p in plays}
    assert len(out) == len(plays)              # no play listed twice
    assert all(p.result.row(colour.opponent) == position.row(colour.opponent) for p in plays)
    return out


def agree(position: Position, colour: Colour, throw: tuple[int, int]) -> None:
    a, b = max(throw), min(throw)
    facts = Facts(position, colour)
    expected = reference_plays(facts, a, b)
    assert engine_plays(position, colour, throw) == expected
    items = TRICTRAC.earnings(position, colour, throw, ThrowContext())
    got = sorted((i.kind, i.beneficiary is colour, i.points, i.moyens, i.target)
                 for i in items)
    assert {i.kind for i in items} <= set(KEPT_KINDS)
    assert got == sorted(reference_items(facts, a, b, expected))


seeds = st.integers(min_value=0, max_value=2**32)
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


@settings(max_examples=1000, deadline=None)
@given(seeds, st.sampled_from(BOTH), dice)
def test_plays_and_earnings_agree_with_the_reference(seed: int, colour: Colour,
                                                     throw: tuple[int, int]) -> None:
    agree(random_position(Random(seed)), colour, throw)


@settings(max_examples=600, deadline=None)
@given(seeds, dice)
def test_plays_and_earnings_agree_near_the_sortie(seed: int, throw: tuple[int, int]) -> None:
    position, colour = near_the_sortie(seed)
    agree(position, colour, throw)
