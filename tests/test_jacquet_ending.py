"""The end of a game and its value under each body of law (S004 §14, II-3; Lebrun l.1263)."""

from __future__ import annotations

import pytest
from jacquet_helpers import B, N, pos

from arbiter.games.jacquet import (
    LALANNE,
    LALANNE_AVANCE,
    LEPEINTRE,
    regime,
    result,
    winner,
)


def test_no_result_while_both_have_dames_on_the_board():
    assert result(pos({23: 1, 24: 14}, {24: 3, 20: 12}), regime()) is None
    assert winner(pos({23: 1, 24: 14}, {24: 3, 20: 12})) is None


@pytest.mark.parametrize(("noir", "value"), [
    ({24: 3, 20: 12}, 1),          # the loser had begun to bear off
    ({20: 15}, 2),                 # he had not
    ({0: 1, 20: 14}, 2),           # not even all in: still 2 under §14
])
def test_original_rules_simple_or_double(noir, value):
    r = result(pos({24: 15}, noir), regime(LALANNE))
    assert r is not None and r.winner is B and r.value == value
    assert r.laws == ("lalanne.I.gain-de-la-partie",)


@pytest.mark.parametrize(("noir", "value"), [
    ({24: 1, 20: 14}, 1),
    ({18: 5, 23: 10}, 2),          # all in his fourth quarter
    ({12: 1, 20: 14}, 3),          # some in his third
    ({6: 1, 13: 2, 20: 12}, 4),    # some in his second
    ({0: 1, 13: 2, 20: 12}, 5),    # some in his first (the talon's)
])
def test_advanced_rules_graded_values(noir, value):
    r = result(pos({24: 15}, noir), regime(LALANNE_AVANCE))
    assert r is not None and r.value == value and r.laws == ("lalanne.II.gain-gradue",)
    assert (r.analogy is not None) == (value > 1)   # the Q7 reading is stated


def test_advanced_rules_may_keep_the_initial_system_by_convention():
    r = result(pos({24: 15}, {0: 1, 20: 14}), regime(LALANNE_AVANCE, "simple-ou-double"))
    assert r is not None and r.value == 2 and "lalanne.II.systeme-initial" in r.laws


def test_lepeintre_double_only_when_agreed_with_the_gammon_s_criterion_borrowed():
    noir = {20: 15}
    plain = result(pos(noir, {24: 15}), regime(LEPEINTRE))
    assert plain is not None and plain.winner is N and plain.value == 1
    assert plain.analogy is None
    agreed = result(pos(noir, {24: 15}), regime(LEPEINTRE, "double"))
    assert agreed is not None and agreed.value == 2
    assert "lebrun.gammon-double" in agreed.laws and agreed.analogy is not None
    begun = result(pos({20: 14, 24: 1}, {24: 15}), regime(LEPEINTRE, "double"))
    assert begun is not None and begun.value == 1


def test_regimes_and_conventions_are_checked():
    assert regime("lebrun-1828").name == LEPEINTRE
    assert regime("guiton-1822").name == LALANNE
    with pytest.raises(ValueError, match="unknown body of law"):
        regime("moulidars-1840")
    with pytest.raises(ValueError, match="unknown convention"):
        regime(LALANNE_AVANCE, "versailles")
    with pytest.raises(ValueError, match="no sense"):
        regime(LALANNE, "double")
    assert regime(LALANNE_AVANCE, "Avant-dernière").penultimate_too
