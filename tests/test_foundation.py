"""The value objects everything else stands on."""

from arbiter.board import Position, mirror, structural_problems
from arbiter.colour import Colour
from arbiter.score import Score, SideScore, score_problems


def test_mirror_maps_one_colours_flèche_onto_the_other():
    # NOTATION.md: flèche k of one colour is flèche 23 - k of the other.
    assert mirror(0) == 23
    assert mirror(11) == 12
    assert all(mirror(mirror(k)) == k for k in range(24))


def test_initial_position_is_sound():
    assert structural_problems(Position.initial()) == []


def test_every_structural_problem_is_named_at_once():
    pos = Position.from_mapping({
        Colour.BLANC: {0: 15, 5: 2},          # 17 dames
        Colour.NOIR: {0: 13, 18: 2},          # noir 18 = blanc 5: two colours on one flèche
    })
    codes = sorted(p.code for p in structural_problems(pos))
    assert codes == ["dame-count", "two-colours"]


def test_fourteen_and_sixteen_dames_are_facts_not_errors():
    pos = Position.from_mapping({Colour.BLANC: {0: 16}, Colour.NOIR: {0: 14}})
    assert structural_problems(pos) == []


def test_score_problems():
    bad = Score(SideScore(points=7), SideScore(points=12, trous=12))
    assert sorted(p.code for p in score_problems(bad)) == ["points", "points", "trous"]
    assert score_problems(Score(SideScore(points=4, bredouille=True), SideScore(2))) == []


def test_readme_test_command_is_what_ci_runs():
    import pathlib
    import subprocess

    root = pathlib.Path(__file__).resolve().parent.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "<!-- test-command -->" in readme
    out = subprocess.run(
        ["awk", '/<!-- test-command -->/{getline; while ($0 ~ /^```/) getline; print; exit}',
         str(root / "README.md")], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "python3 -m pip install '.[test]' && python3 -m pytest -q"
