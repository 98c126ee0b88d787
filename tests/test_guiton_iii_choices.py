"""The opponent's choices on a dame mal posée, as Guiton ch. III sets their limits.

The casebook's expected files check only who holds an option; these tests check what he may
choose (« Dame mal posée et abandonnée »): the whole throw tout d'une only when the dame went
beyond the higher number and no number was well played before it; and, once the opponent has
set the dame right with his own hand, no choice left (« Premier exemple »).
"""

from __future__ import annotations

from pathlib import Path

from arbiter.cases import rule_file

BOARD = """[Blanc "Jules"]
[Noir "Charles"]
position
  blanc  talon:11 2:2 3:2
  noir   talon:11 2:2 3:2
marque
  blanc  0 points, 1 trou
  noir   0 points, 1 trou
relevé   blanc 6, noir 6
trait    blanc
actes
  blanc jette 5 4
"""


def _ruling(tmp_path: Path, acts: str) -> dict:
    path = tmp_path / "coup.tric"
    path.write_text(BOARD + acts, encoding="utf-8")
    return rule_file(path)


def _choices(ruling: dict) -> list[str]:
    (option,) = [o for o in ruling["options"] if o["holder"] == "noir"]
    return [c["key"] for c in option["choices"]]


def test_a_dame_carried_short_of_the_numbers_may_not_be_played_tout_d_une(tmp_path):
    # « si elle eût été portée en deçà, il ne resterait que l'option, ou de la laisser …, ou de
    # la mettre à celle à laquelle elle aboutit véritablement »
    keys = _choices(_ruling(tmp_path, "  blanc joue 0-3\n"))
    assert "tout-d-une" not in keys
    assert any(k.startswith("placer-") for k in keys)


def test_a_dame_carried_beyond_the_higher_number_first_may_be_played_tout_d_une(tmp_path):
    # 5 et 4, the first dame carried six flèches: beyond the 5
    assert "tout-d-une" in _choices(_ruling(tmp_path, "  blanc joue 0-6\n"))


def test_a_dame_set_right_by_the_opponent_leaves_him_no_choice(tmp_path):
    # g3-fd35: the 4 well played, the second dame on the 6th, Charles carries it to the 5th
    ruling = _ruling(tmp_path, "  blanc joue 0-4\n  blanc joue 0-6\n  noir remet 6-5\n")
    assert [f["kind"] for f in ruling["faults"]] == ["dame_mal_posee"]
    assert ruling["options"] == []
