"""Properties of Jacquet's legal plays on random legal positions (Hypothesis).

Positions are grown from the start by playing random legal plays for both sides, so every
position is one a game can reach; the properties are the rules' invariants.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.jacquet import (
    LALANNE_AVANCE,
    LEPEINTRE,
    check_play,
    legal_plays,
    position_problems,
    regime,
)
from arbiter.games.jacquet.geometry import arrived, held_by_opponent
from arbiter.games.jacquet.moves import iter_steps, numbers_of

REGIMES = st.sampled_from([regime(), regime(LALANNE_AVANCE), regime(LEPEINTRE)])
DIE = st.integers(1, 6)


@st.composite
def games(draw):
    """(position, colour to play, dice, regime) reached by random legal play."""
    reg = draw(REGIMES)
    position = Position.initial()
    colour = Colour.BLANC
    for _ in range(draw(st.integers(0, 40))):
        dice = (draw(DIE), draw(DIE))
        plays = legal_plays(position, colour, dice, reg)
        position = plays[draw(st.integers(0, len(plays) - 1))].result
        colour = colour.opponent
        if position.count(colour.opponent, OFF) == 15:
            break
    return position, colour, (draw(DIE), draw(DIE)), reg


SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games())
def test_every_reached_position_keeps_the_invariants(game):
    position, _, _, reg = game
    assert position_problems(position, reg) == []


@SETTINGS
@given(games())
def test_every_legal_play_is_judged_legal_and_stops_only_on_free_flèches(game):
    position, colour, dice, reg = game
    held = held_by_opponent(position, colour)
    plays = legal_plays(position, colour, dice, reg)
    assert plays
    for play in plays[:: max(1, len(plays) // 12)]:
        assert check_play(position, colour, dice, play.moves, reg).legal, play
        for _src, dst, _ in iter_steps(play.moves, dice, held):
            assert dst == OFF or not held[dst]
        assert sum(play.result.row(colour)) == sum(position.row(colour))
        assert play.result.row(colour.opponent) == position.row(colour.opponent)


@SETTINGS
@given(games())
def test_all_legal_plays_use_as_many_numbers_and_never_more_than_thrown(game):
    position, colour, dice, reg = game
    plays = legal_plays(position, colour, dice, reg)
    counts = {len(p.numbers_played) for p in plays}
    assert len(counts) == 1 and counts.pop() <= len(numbers_of(dice))


@SETTINGS
@given(games())
def test_before_the_arrival_one_dame_at_most_leaves_the_talon(game):
    position, colour, dice, reg = game
    for play in legal_plays(position, colour, dice, reg):
        row = play.result.row(colour)
        if not arrived(row):
            assert sum(row[1:OFF]) <= 1


@SETTINGS
@given(games())
def test_a_play_that_is_not_legal_carries_a_law(game):
    position, colour, dice, reg = game
    plays = legal_plays(position, colour, dice, reg)
    best = max(len(p.numbers_played) for p in plays)
    if best == 0:
        return
    short = plays[0].moves[:-1]
    if sum(len(m.numbers) for m in short) < best:
        check = check_play(position, colour, dice, short, reg)
        assert not check.legal and all(v.law for v in check.violations)


@SETTINGS
@given(games())
def test_the_rules_do_not_depend_on_the_colour(game):
    """Jacquet's board is the same seen from either talon: swapping the rows swaps the sides."""
    position, colour, dice, reg = game
    swapped = Position(position.noir, position.blanc)
    mine = {p.result.row(colour) for p in legal_plays(position, colour, dice, reg)}
    theirs = {p.result.row(colour.opponent)
              for p in legal_plays(swapped, colour.opponent, dice, reg)}
    assert mine == theirs


@SETTINGS
@given(games(), st.lists(st.tuples(st.integers(0, 23), st.integers(0, 3)), max_size=4))
def test_a_play_judged_legal_is_one_of_the_legal_plays(game, picks):
    """Soundness of check_play on arbitrary plays: whatever is judged legal leaves the dames
    as some legal play does, with as many numbers."""
    from arbiter.games.base import Move

    position, colour, dice, reg = game
    numbers = list(numbers_of(dice))
    row = list(position.row(colour))
    moves = []
    for src, which in picks:
        if not numbers or not row[src]:
            continue
        n = numbers.pop(which % len(numbers))
        dst = min(src + n, OFF)
        row[src] -= 1
        row[dst] += 1
        moves.append(Move((src, dst), (n,)))
    check = check_play(position, colour, dice, tuple(moves), reg)
    plays = legal_plays(position, colour, dice, reg)
    if check.legal:
        assert tuple(row) in {p.result.row(colour) for p in plays}
        assert len(moves) == len(plays[0].numbers_played)
    else:
        assert check.violations and all(v.law for v in check.violations)
