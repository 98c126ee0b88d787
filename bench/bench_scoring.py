"""How many throws per second the trictrac rules score (earnings + legal plays), on one core.

Generates random legal positions, then for each scores all 21 distinct throws for the side to
play: what the throw earns both sides, and every legal play of it, as the rules list them
(:func:`arbiter.games.trictrac.plays.listing`: each play's moves as a key, no object). Run:
``python3 bench/bench_scoring.py [positions] [seed]``. Target: ≥ 12,000 throws/s.
The caches are cleared before timing, and every position is new, so no throw is free.

A second pass, on the first 500 positions, builds the :class:`~arbiter.games.base.Play`
objects of every legal play as well, which a ruling asks for only for the coups it reports:
it is printed for comparison.
Both passes print wall-clock and CPU throughput (the CPU figure is the steadier one on a
shared machine); the counts of plays and items must not change when the rules get faster.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from random import Random

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.base import ThrowContext
from arbiter.games.trictrac import TRICTRAC, moves, plays
from arbiter.games.trictrac.earnings import _earnings as cached_earnings
from arbiter.games.trictrac.sample import random_position

THROWS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))


def clear_caches() -> None:
    moves.side.cache_clear()
    plays.listing.cache_clear()
    plays.raw_plays.cache_clear()
    cached_earnings.cache_clear()


def listed(position: Position, colour: Colour, dice: tuple[int, int]) -> int:
    return len(plays.listing(position, colour, dice).keys)


def built(position: Position, colour: Colour, dice: tuple[int, int]) -> int:
    return len(TRICTRAC.legal_plays(position, colour, dice))


def run(positions: list[Position], count_plays: Callable[..., int], label: str) -> float:
    clear_caches()
    context = ThrowContext()
    start, cpu = time.perf_counter(), time.process_time()
    legal = items = 0
    for i, position in enumerate(positions):
        colour = Colour.BLANC if i % 2 == 0 else Colour.NOIR
        for dice in THROWS:
            items += len(TRICTRAC.earnings(position, colour, dice, context))
            legal += count_plays(position, colour, dice)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    throws = len(positions) * len(THROWS)
    rate = throws / elapsed
    print(f"{label}: {len(positions)} positions × {len(THROWS)} throws = {throws} throws in "
          f"{elapsed:.2f} s: {rate:,.0f} throws/s (CPU {throws / cpu:,.0f}/s; {legal} legal "
          f"plays, {items} earned items)")
    return rate


def main(count: int = 3000, seed: int = 1822) -> float:
    rng = Random(seed)
    positions = [random_position(rng) for _ in range(count)]
    rate = run(positions, listed, "scoring")
    run(positions[:500], built, "with a Play object for every legal play")
    return rate


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 3000, int(args[1]) if len(args) > 1 else 1822)
