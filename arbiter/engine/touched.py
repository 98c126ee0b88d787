"""Which touched dames could still have been played.

« Toute dame touchée doit être jouée, s'il y a possibilité » (Guiton ch. III « On doit jouer toutes
les dames touchées »; Lebrun: « Cette règle ne souffre d'exception que lorsque les dames ne
peuvent pas absolument être jouées »). When several dames of one flèche are bound (lifted
together, or touched one after the other), the possibility is counted, not merely asked: a throw
that can move only one dame from that flèche cannot play two, so once one is played the other
is a dame that « ne peut pas être jouée ». Asked by :func:`arbiter.engine.dames.at_close`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.table import Coup
    from arbiter.games.base import Play


def playable(coup: Coup, legal: tuple[Play, ...]) -> list[tuple[int, int]]:
    """The bound dames still unplayed, as ``(flèche, line)`` entries of ``coup.touched``, that
    the throw could have played: at each flèche, as many as some lawful play of the throw moves
    from it beyond the dames actually moved from it."""
    moved = Counter(m.path[0] for m in coup.moves)
    out: list[tuple[int, int]] = []
    for fleche in dict.fromkeys(f for f, _ in coup.touched):
        most = max((sum(1 for m in p.moves if m.src == fleche) for p in legal), default=0)
        bound = [t for t in coup.touched if t[0] == fleche]
        out += bound[:max(0, most - moved[fleche])]
    return out
