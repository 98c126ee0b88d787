"""How many throws per second the trictrac rules score (earnings + legal plays), on one core.

Generates random legal positions, then for each scores all 21 distinct throws for the side to
play. Run: ``python3 bench/bench_scoring.py [positions] [seed]``. Target: ≥ 5,000 throws/s.
The caches are cleared before timing, and every position is new, so no throw is free.
"""

from __future__ import annotations

import sys
import time
from random import Random

from arbiter.colour import Colour
from arbiter.games.base import ThrowContext
from arbiter.games.trictrac import TRICTRAC, moves
from arbiter.games.trictrac.earnings import _earnings as cached_earnings
from arbiter.games.trictrac.sample import random_position

THROWS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))


def clear_caches() -> None:
    moves.side.cache_clear()
    moves.raw_plays.cache_clear()
    cached_earnings.cache_clear()


def main(count: int = 3000, seed: int = 1822) -> float:
    rng = Random(seed)
    positions = [random_position(rng) for _ in range(count)]
    clear_caches()
    context = ThrowContext()
    start = time.perf_counter()
    plays = items = 0
    for i, position in enumerate(positions):
        colour = Colour.BLANC if i % 2 == 0 else Colour.NOIR
        for dice in THROWS:
            items += len(TRICTRAC.earnings(position, colour, dice, context))
            plays += len(TRICTRAC.legal_plays(position, colour, dice))
    elapsed = time.perf_counter() - start
    throws = count * len(THROWS)
    rate = throws / elapsed
    print(f"{count} positions × {len(THROWS)} throws = {throws} throws in {elapsed:.2f} s: "
          f"{rate:,.0f} throws/s ({plays} legal plays, {items} earned items)")
    return rate


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 3000, int(args[1]) if len(args) > 1 else 1822)
