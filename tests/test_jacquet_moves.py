"""Legal plays of Jacquet, each from the text that decides it (seed 004 = S004, Lebrun = LEB)."""

from __future__ import annotations

import pytest
from jacquet_helpers import B, N, pos

from arbiter.games.jacquet import (
    LALANNE_AVANCE,
    LEPEINTRE,
    destinations,
    legal_plays,
    regime,
)
from arbiter.games.jacquet.moves import moves_of

START = pos({0: 15}, {0: 15})
AVANCE = regime(LALANNE_AVANCE)
LEP = regime(LEPEINTRE)


def _paths(plays) -> set[tuple[tuple[int, ...], ...]]:
    return {tuple(m.path for m in p.moves) for p in plays}


@pytest.mark.parametrize(("dice", "path"), [
    ((6, 6), (0, 6)),                 # the second six would stop on the opposing talon (12)
    ((4, 4), (0, 4, 8)),              # 8 + 4 = 12: two fours only
    ((3, 3), (0, 3, 6, 9)),           # three threes
    ((5, 5), (0, 5, 10, 15, 20)),     # all four, and the courier arrives
    ((2, 2), (0, 2, 4, 6, 8)),
    ((1, 1), (0, 1, 2, 3, 4)),
])
def test_first_throw_doublets_are_played_by_the_courier_alone_up_to_the_opposing_talon(dice,
                                                                                     path):
    """S004 §7b (doublets four times), §11 (courier; no stop on a held flèche)."""
    plays = legal_plays(START, B, dice)
    assert _paths(plays) == {(path,)}
    assert len(plays[0].numbers_played) == len(path) - 1


def test_a_simple_first_throw_is_one_dame_both_numbers():
    plays = legal_plays(START, B, (6, 5))
    assert {p.result.blanc[11] for p in plays} == {1} and len(plays) == 1
    assert destinations(START, B, (6, 5), 0) == {11}


def test_a_dame_passes_over_held_flèches_but_neither_stops_nor_rests_on_them():
    # noir's talon on blanc's 12, noir's courier on noir 1 = blanc 13
    p = pos({0: 14, 9: 1}, {0: 14, 1: 1})
    plays = legal_plays(p, B, (6, 3))
    # 9+3 = 12 and 9+6+... : 9→15 (6) then 15→18 (3): passes over 12 and 13
    assert _paths(plays) == {((9, 15, 18),)}


def test_the_higher_number_when_only_one_can_be_played():
    """S004 §9: « on est tenu si possible de jouer le plus fort »."""
    p = pos({0: 14, 5: 1}, {0: 14, 1: 1})          # noir holds blanc 13 (and 12)
    plays = legal_plays(p, B, (6, 2))
    assert _paths(plays) == {((5, 11),)} and plays[0].numbers_played == (6,)


def test_only_the_lower_when_the_higher_cannot_be_played():
    p = pos({0: 14, 7: 1}, {0: 14, 1: 1})          # 7+6 = 13 held, 7+2 = 9 free, 9+6 = 15
    plays = legal_plays(p, B, (6, 2))
    assert _paths(plays) == {((7, 9, 15),)}


def test_nothing_playable_is_a_single_empty_play():
    p = pos({0: 14, 6: 1}, {0: 14, 1: 1, 4: 0})     # 6+6 = 12 held
    plays = legal_plays(p, B, (6, 6))
    assert len(plays) == 1 and plays[0].moves == () and plays[0].numbers_played == ()


def test_the_courier_arriving_with_the_first_number_frees_the_second_under_s004():
    """S004 §11 ties the bar to the arrival: once in the last quarter, the others may move."""
    p = pos({0: 14, 15: 1}, {0: 15})
    paths = _paths(legal_plays(p, B, (5, 3)))
    assert ((15, 20), (0, 3)) in paths or ((0, 3), (15, 20)) in paths
    assert ((15, 20, 23),) in paths or ((15, 18, 23),) in paths


def test_under_lepeintre_the_other_dames_are_free_only_from_the_next_throw():
    """LEB l.1263–1265: « après cela, tous les autres coups se jouent à volonté »."""
    p = pos({0: 14, 15: 1}, {0: 15})
    plays = legal_plays(p, B, (5, 3), LEP)
    assert all(p.result.blanc[0] == 14 for p in plays)
    assert {p.result.blanc[23] for p in plays} == {1}


def test_after_the_arrival_any_dame_may_move():
    p = pos({0: 14, 19: 1}, {0: 15})
    assert 0 in {m.src for pl in legal_plays(p, B, (4, 1)) for m in pl.moves}


def test_bearing_off_exact_and_excedant_from_the_farthest_only():
    """S004 §12: exact onto the bande; a number beyond the farthest dame bears off one of the
    farthest; a number that falls short is played inside."""
    p = pos({20: 2, 22: 3, 24: 10}, {0: 15})
    plays = legal_plays(p, B, (6, 5))
    # 6 and 5 both exceed the farthest (20, distance 4): two dames of the 20 go off
    assert {pl.result.blanc[24] for pl in plays} == {12}
    assert all(pl.result.blanc[20] == 0 for pl in plays)


def test_excedant_waits_while_a_farther_dame_could_use_the_number_inside():
    p = pos({18: 1, 23: 1, 24: 13}, {0: 15})
    plays = legal_plays(p, B, (6, 2))
    # the 2 cannot take the 23 off while the 18 is farther; once the 6 has borne the 18 off
    # exactly, the 23 is the farthest and the 2 takes it off. Or the 2 is played inside first
    # (18→20) and the 6, then excédant, bears off the 20, now the farthest.
    assert {pl.result.blanc[24] for pl in plays} == {14, 15}
    assert all(pl.result.blanc[23] == 0 or pl.result.blanc[24] == 14 for pl in plays)


def test_playing_inside_instead_of_bearing_off_is_allowed():
    p = pos({19: 1, 20: 1, 24: 13}, {0: 15})
    rows = {pl.result.blanc for pl in legal_plays(p, B, (4, 1))}
    # the 4 could bear the 20 off exactly; it may instead carry the 19 to 23
    assert any(r[24] == 13 and r[23] == 1 for r in rows)
    assert any(r[24] == 14 for r in rows)


def test_no_bearing_off_until_all_fifteen_are_in_the_last_quarter():
    p = pos({17: 1, 22: 14}, {0: 15})
    plays = legal_plays(p, B, (2, 1))
    assert {pl.result.blanc[24] for pl in plays} <= {0, 1}
    # 17→19 with the 2 enters the quarter; then the as may bear off a 23? none on 23: 22→23
    assert all(pl.result.blanc[24] == 0 or pl.result.blanc[17] == 0 for pl in plays)


def test_onto_the_talon_under_the_advanced_rules_while_the_opponent_keeps_one_there():
    """S004 II-2: « tant que l'adversaire aura laissé une seule de ses dames sur son talon, on
    ne pourra sortir aucune dame »."""
    p = pos({22: 15}, {0: 1, 19: 14})
    assert {pl.result.blanc[24] for pl in legal_plays(p, B, (2, 1))} == {1}
    assert {pl.result.blanc[24] for pl in legal_plays(p, B, (2, 1), AVANCE)} == {0}
    open_talon = pos({22: 15}, {19: 15})
    assert {pl.result.blanc[24] for pl in legal_plays(open_talon, B, (2, 1), AVANCE)} == {1}
    assert max(pl.result.blanc[24] for pl in legal_plays(p, B, (2, 2))) == 4
    assert max(pl.result.blanc[24] for pl in legal_plays(p, B, (2, 2), AVANCE)) == 0


def test_a_six_block_is_free_under_the_original_rules_and_forbidden_before_the_postillon():
    """S004 §13 (no interdiction in the oldest rules) and II-1."""
    # noir's courier travels on noir 2 (= blanc 14); blanc holds blanc 15..19 and can make 20
    blanc = {0: 5, 15: 2, 16: 2, 17: 2, 18: 2, 19: 1, 22: 1}
    p = pos(blanc, {0: 14, 2: 1})
    closing = {pl.result.blanc for pl in legal_plays(p, B, (1, 1)) if pl.result.blanc[20]}
    assert closing, "the original rules let blanc close 15–20"
    under = legal_plays(p, B, (1, 1), AVANCE)
    assert not [pl for pl in under
                if all(pl.result.blanc[f] for f in range(15, 21))], "II-1 forbids it"


def test_the_first_quadrant_may_not_be_held_whole_before_a_dame_reaches_the_last_flèche():
    # blanc holds 0..4, can fill 5 from the 0 with a 5; noir has dames behind (his 0..11)
    p = pos({0: 3, 1: 2, 2: 2, 3: 2, 4: 2, 15: 3, 19: 1}, {0: 2, 18: 13})
    plays = legal_plays(p, B, (5, 2), AVANCE)
    assert not any(all(pl.result.blanc[f] for f in range(6)) for pl in plays)
    assert any(all(pl.result.blanc[f] for f in range(6))
               for pl in legal_plays(p, B, (5, 2)))
    with_last = pos({0: 3, 1: 2, 2: 2, 3: 2, 4: 2, 21: 3, 23: 1}, {0: 2, 18: 13})
    assert any(all(pl.result.blanc[f] for f in range(6))
               for pl in legal_plays(with_last, B, (5, 2), AVANCE))
    penult = regime(LALANNE_AVANCE, "avant-derniere")
    assert not any(all(pl.result.blanc[f] for f in range(6))
                   for pl in legal_plays(with_last, B, (5, 2), penult))


def test_moves_of_gathers_a_tout_d_une():
    assert [m.path for m in moves_of(((0, 6, 6), (6, 11, 5)))] == [(0, 6, 11)]
    assert [m.path for m in moves_of(((0, 6, 6), (3, 8, 5)))] == [(0, 6), (3, 8)]


def test_noir_is_the_same_game_seen_from_the_other_talon():
    p = pos({0: 15}, {0: 15})
    assert {tuple(m.path for m in pl.moves) for pl in legal_plays(p, N, (6, 6))} == {((0, 6),)}
