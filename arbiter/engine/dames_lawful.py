"""The plays a throw allowed, named in an irregular play's account so that the referee can say
what should have been played (« 15-18-23 0-5 »), each written as the record writes a play.

Apart from :mod:`.dames`, which judges the play, because naming the lawful plays is a matter of
wording over the game's list of plays: a dame carried tout d'une by two numbers is named by
each lawful rest it could take.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.wording import say
from arbiter.games.base import Move

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup
    from arbiter.i18n import Msg

LAWFUL_SHOWN = 6
"""Lawful plays named in full in an irregular play's account; beyond, they are counted."""


def with_lawful_plays(replay: Replay, coup: Coup, why: Msg) -> Msg:
    """An irregular play's account with the plays the throw allowed, written as the record
    writes a play (« 15-18-23 0-5 »), so that the referee can say what should have been
    played. Unchanged when the throw allowed nothing (the account says why)."""
    plays = sorted({" ".join("-".join(str(f) for f in m.path) for m in moves)
                    for p in replay.plays(coup) if p.moves
                    for moves in _with_other_rests(replay, coup, p.moves)})
    if not plays:
        return why
    shown = " ; ".join(plays[:LAWFUL_SHOWN])
    if len(plays) > LAWFUL_SHOWN + 1:      # « et 1 autres » is no French: one more is shown
        more = say("dames.lawful-plays.more", shown=shown, more=len(plays) - LAWFUL_SHOWN)
        return say("dames.lawful-plays", why=why, dice=coup.dice, plays=more)
    return say("dames.lawful-plays", why=why, dice=coup.dice, plays=" ; ".join(plays))


def _with_other_rests(replay: Replay, coup: Coup, moves: tuple[Move, ...]
                      ) -> list[tuple[Move, ...]]:
    """``moves`` and the same play with a dame carried tout d'une by two different numbers
    resting on the other intermediate flèche, when that rest is lawful too: the game lists one
    way to reach each end, but « 0-6-11 » and « 0-5-11 » are two plays the referee may name
    (the rest shows which number went first)."""
    out = [moves]
    for i, m in enumerate(moves):
        if len(m.path) != 3 or len(m.numbers) != 2 or m.numbers[0] == m.numbers[1]:
            continue
        src, _, dst = m.path
        other = Move((src, src + m.numbers[1], dst), (m.numbers[1], m.numbers[0]))
        varied = (*moves[:i], other, *moves[i + 1:])
        if replay.rules.check_play(coup.position_before, coup.thrower, coup.dice,
                                   varied).legal:
            out.append(varied)
    return out
