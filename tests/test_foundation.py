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


def _readme_command(marker: str) -> str:
    """The command CI reads from the README after ``<!-- marker -->`` (the same awk as .ci/run)."""
    import pathlib
    import re
    import subprocess

    root = pathlib.Path(__file__).resolve().parent.parent
    ci = (root / ".ci" / "run").read_text(encoding="utf-8")
    awk = re.search(r"awk -v marker=\"<!-- \$1 -->\" '([^']*)'", ci)
    assert awk, ".ci/run no longer reads the README's commands with the expected awk program"
    return subprocess.run(
        ["awk", "-v", f"marker=<!-- {marker} -->", awk.group(1), str(root / "README.md")],
        capture_output=True, text=True, check=True).stdout.strip()


def test_readme_commands_are_what_ci_runs():
    """Both README commands make their own virtual environment, so that they work on a
    distribution's Python (PEP 668 refuses ``pip install`` into it) as on any other."""
    install = _readme_command("install-command")
    tests = _readme_command("test-command")
    assert install == ("python3 -m venv .venv && .venv/bin/python -m pip install . && "
                       ".venv/bin/arbiter rule casebook/contract-02-ecole-par-moins.tric")
    assert tests == ("python3 -m venv .venv && .venv/bin/python -m pip install '.[test]' && "
                     ".venv/bin/python -m pytest -q")
