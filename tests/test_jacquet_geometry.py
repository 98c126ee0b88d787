"""Jacquet's board: each colour's own path, the mapping between them, the courier's state."""

from __future__ import annotations

import pytest
from jacquet_helpers import B, N, pos

from arbiter.games.jacquet.geometry import (
    all_in_last_quarter,
    arrived,
    courier,
    farthest,
    held_by_opponent,
    opposing_row,
    other,
    quarter_of,
)


def test_the_opponent_talon_is_on_my_twelfth_flèche_and_the_mapping_is_its_own_inverse():
    assert other(0) == 12 and other(12) == 0
    assert other(23) == 11 and other(6) == 18
    assert all(other(other(k)) == k for k in range(24))
    with pytest.raises(ValueError):
        other(24)


def test_opposing_dames_are_read_in_my_numbering():
    p = pos({0: 14, 5: 1}, {0: 14, 1: 1})
    row = opposing_row(p, B)
    assert row[12] == 14 and row[13] == 1 and sum(row) == 15
    held = held_by_opponent(p, N)
    assert held[12] and held[17] and not held[0]


def test_quarters_and_the_farthest_dame():
    assert [quarter_of(f) for f in (0, 5, 6, 17, 18, 23, 24)] == [1, 1, 2, 3, 4, 4, 5]
    assert farthest(pos({19: 3, 22: 12}, {0: 15}).blanc) == 19
    assert farthest(pos({24: 15}, {0: 15}).blanc) is None


def test_the_courier_travels_until_it_reaches_the_last_quarter():
    assert courier(pos({0: 15}, {0: 15}).blanc) is None and not arrived((15,) + (0,) * 24)
    travelling = pos({0: 14, 9: 1}, {0: 15}).blanc
    assert courier(travelling) == 9 and not arrived(travelling)
    there = pos({0: 14, 18: 1}, {0: 15}).blanc
    assert courier(there) is None and arrived(there)


def test_all_in_the_last_quarter_counts_the_dames_off():
    assert all_in_last_quarter(pos({18: 5, 24: 10}, {0: 15}).blanc)
    assert not all_in_last_quarter(pos({17: 1, 24: 14}, {0: 15}).blanc)
