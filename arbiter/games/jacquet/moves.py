"""Legal plays of Jacquet, computed on plain tuples in the mover's own numbering.

A throw of two different numbers is played by two dames, one number each, or by one dame
twice with a visible rest between (S004 §7a); a doublet four times, by one to four dames, with a
rest at every intermediate flèche (§7b; Lepeintre and Lebrun « doublement »). So a play is a
sequence of *steps*, each one die carried by one dame, and every step must be legal where it is
made. That is the whole reason for this module's shape:

* a step may not end on a flèche where an opposing dame stands: a single dame holds its
  flèche, and a resting dame stops there as much as one that stays (§11 « ne peut s'arrêter ni
  même se reposer »); passing over is free. The opponent's dames never move during my throw
  (there is no hitting: Lepeintre « On ne bat point au Jacquet »), so which flèches are held is
  read once;
* the courier: until a dame has reached the last quarter (18–23), only the first dame to leave
  the talon moves (§11; Lebrun l.1263). Under seed 004 the arrival frees the others for the
  next die already; under Lepeintre/Lebrun only from the next throw (« tous les autres coups »);
* the bearing off, once every dame is in the last quarter (§12): a number that carries a dame
  exactly onto the bande (24) bears it off; a number greater than the distance of the farthest
  dame bears off one of the farthest (excédant); a number that falls short is played inside;
  playing inside when one could bear off is allowed. Under S004's advanced rules the dames go
  onto the opponent's talon, so none may be borne off while he keeps a dame there (II-2);
* the obligation (§9): play as many numbers as possible (for a doublet, the greatest number of
  points), and when only one of two different numbers can be played, the higher;
* forbidden blocks (advanced rule II-1, :mod:`arbiter.games.jacquet.blocks`) are read on the
  position the play *leaves*: a play that would create one is not a legal play, and the
  obligation is measured among the plays that remain (« On passe alors son tour, comme pour
  tout blocage »).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.base import Move, Play
from arbiter.games.jacquet.blocks import blocks_of
from arbiter.games.jacquet.geometry import (
    all_in_last_quarter,
    arrived,
    farthest,
    held_by_opponent,
)
from arbiter.games.jacquet.regimes import Regime

Row = tuple[int, ...]
Step = tuple[int, int, int]          # (src, dst, number)


@dataclass(frozen=True, slots=True)
class Fixed:
    """What does not change while one colour plays one throw."""

    held: tuple[bool, ...]           # my flèches 0..23 where an opposing dame stands
    opponent_on_talon: bool          # the opponent keeps a dame on his talon (S004 II-2)
    free_at_start: bool              # the courier had arrived before the throw
    regime: Regime


def fixed(position: Position, colour: Colour, regime: Regime) -> Fixed:
    return Fixed(held_by_opponent(position, colour),
                 position.row(colour.opponent)[0] > 0,
                 arrived(position.row(colour)), regime)


def free(fx: Fixed, row: Row | list[int]) -> bool:
    """May dames other than the courier move now?"""
    return fx.free_at_start if fx.regime.courier_per_throw else arrived(row)


def courier_may_move(fx: Fixed, row: Row | list[int], src: int) -> bool:
    """Before the courier is free, only it moves: the one dame off the talon, or, when none
    has left yet, a dame of the talon (which becomes the courier)."""
    if free(fx, row):
        return True
    left = any(row[1:OFF])
    return src != 0 if left else src == 0


def bearing_off_allowed(fx: Fixed, row: Row | list[int]) -> bool:
    return all_in_last_quarter(row) and not (fx.regime.onto_talon and fx.opponent_on_talon)


def step_to(fx: Fixed, row: Row | list[int], src: int, n: int) -> int | None:
    """Where a dame on ``src`` ends with ``n`` if that step is legal now, else None."""
    if not 0 <= src < OFF or row[src] <= 0 or not courier_may_move(fx, row, src):
        return None
    dst = src + n
    if dst < OFF:
        return None if fx.held[dst] else dst
    if not bearing_off_allowed(fx, row):
        return None
    if dst == OFF or src == farthest(row):
        return OFF
    return None


def _moved(row: Row, src: int, dst: int) -> Row:
    lst = list(row)
    lst[src] -= 1
    lst[dst] += 1
    return tuple(lst)


def numbers_of(dice: tuple[int, int]) -> tuple[int, ...]:
    """The numbers a throw gives to play: four for a doublet, else the higher then the lower."""
    a, b = max(dice), min(dice)
    return (a,) * 4 if a == b else (a, b)


def sequences(fx: Fixed, row: Row, dice: tuple[int, int]) -> dict[tuple[Row, tuple[int, ...]],
                                                                tuple[Step, ...]]:
    """Every position reachable by legal steps, keyed by (row, numbers used sorted down), with
    one sequence of steps that reaches it (the empty play included)."""
    out: dict[tuple[Row, tuple[int, ...]], tuple[Step, ...]] = {}
    seen: set[tuple[Row, tuple[int, ...]]] = set()

    def walk(r: Row, left: tuple[int, ...], done: tuple[Step, ...]) -> None:
        used = tuple(sorted((s[2] for s in done), reverse=True))
        out.setdefault((r, used), done)
        if (r, left) in seen:
            return
        seen.add((r, left))
        for n in sorted(set(left), reverse=True):
            rest = list(left)
            rest.remove(n)
            for src in range(OFF):
                dst = step_to(fx, r, src, n)
                if dst is not None:
                    walk(_moved(r, src, dst), tuple(rest), (*done, (src, dst, n)))

    walk(row, numbers_of(dice), ())
    return out


def moves_of(steps: tuple[Step, ...]) -> tuple[Move, ...]:
    """Steps gathered into dames' journeys: a step that starts where the previous journey
    ended continues it (a tout d'une with its rests)."""
    paths: list[list[int]] = []
    numbers: list[list[int]] = []
    for src, dst, n in steps:
        if paths and paths[-1][-1] == src and src != OFF:
            paths[-1].append(dst)
            numbers[-1].append(n)
        else:
            paths.append([src, dst])
            numbers.append([n])
    return tuple(Move(tuple(p), tuple(ns)) for p, ns in zip(paths, numbers, strict=True))


def _best(cands: list[tuple[Row, tuple[int, ...]]], dice: tuple[int, int]
          ) -> list[tuple[Row, tuple[int, ...]]]:
    """The obligation (S004 §9): the most numbers; of two different numbers, the higher."""
    most = max(len(used) for _, used in cands)
    best = [c for c in cands if len(c[1]) == most]
    a, b = max(dice), min(dice)
    if a != b and most == 1 and any(c[1] == (a,) for c in best):
        best = [c for c in best if c[1] == (a,)]
    return best


@lru_cache(maxsize=2048)
def legal(position: Position, colour: Colour, dice: tuple[int, int],
          regime: Regime) -> tuple[Play, ...]:
    """Every legal way to play ``dice``; one Play per distinct result. A play with no move is
    returned alone when nothing can be played (the player passes)."""
    fx = fixed(position, colour, regime)
    row = position.row(colour)
    reach = sequences(fx, row, dice)
    before = blocks_of(position, colour, regime)
    allowed = [key for key in reach
               if not (blocks_of(position.with_row(colour, key[0]), colour, regime) - before)]
    plays = []
    for key in _best(allowed, dice):
        r, used = key
        plays.append(Play(moves_of(reach[key]), position.with_row(colour, r), used))
    return tuple(plays)


def iter_steps(moves: tuple[Move, ...], dice: tuple[int, int],
               held: tuple[bool, ...] | None = None) -> Iterator[Step]:
    """A recorded play as steps. A journey written without its rests (``0-11`` for 6-5) is
    split in the order whose rests are free, if there is one (the rest is not recorded)."""
    from itertools import permutations

    for m in moves:
        ns = m.numbers or _guess_numbers(m, dice)
        if len(m.path) == 2 and len(ns) > 1:
            orders = list(dict.fromkeys(permutations(ns)))
            chosen = orders[0]
            for order in orders:
                rests, at = [], m.path[0]
                for n in order[:-1]:
                    at += n
                    rests.append(at)
                if held is None or not any(0 <= r < OFF and held[r] for r in rests):
                    chosen = order
                    break
            at = m.path[0]
            for i, n in enumerate(chosen):
                nxt = m.path[-1] if i == len(chosen) - 1 else min(at + n, OFF)
                yield (at, nxt, n)
                at = nxt
        else:
            for i in range(len(m.path) - 1):
                n = ns[i] if i < len(ns) else m.path[i + 1] - m.path[i]
                yield (m.path[i], m.path[i + 1], n)


def _guess_numbers(m: Move, dice: tuple[int, int]) -> tuple[int, ...]:
    return tuple(b - a for a, b in zip(m.path, m.path[1:], strict=False)) or numbers_of(dice)
