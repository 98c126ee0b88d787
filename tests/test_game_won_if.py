"""A win the loser may still undo is said as such in the answer a referee reads first.

Issue #20 (9): a game won by a last play the opponent may still have replayed is won only if he
lets it stand, and the ruling says so. The condition was said in the decision, after the win,
while the summary's one-sentence answer read as a plain win. Checked on every ruling of the
casebook that ends a game, not on a chosen case.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render.json import ruling_v1

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"
ENDED = [p for p in sorted(CASEBOOK.glob("*.tric"))
         if '[Jeu "jacquet"]' in p.read_text(encoding="utf-8")]


def _won(path: Path) -> tuple[dict, str] | None:
    text = path.read_text(encoding="utf-8")
    ruling = ruling_v1(decide(parse(text, source=str(path)), source_text=text))
    result = ruling.get("result")
    if not result:
        return None
    return result, ruling["summary"]["answer"]


def test_the_casebook_has_wins_of_both_kinds() -> None:
    """Both kinds are met, so the test below checks something on each side."""
    kinds = {found[0]["final"] for p in ENDED if (found := _won(p)) is not None}
    assert kinds == {True, False}


@pytest.mark.parametrize("path", ENDED, ids=lambda p: p.stem)
def test_the_answer_says_the_win_stands_only_if_let_stand(path: Path) -> None:
    found = _won(path)
    if found is None:
        return
    result, answer = found
    if "gagne la partie" not in answer:
        return   # the answer is another finding (the fault claimed); the win is said after
    conditional = "si " in answer and "laisse le dernier coup" in answer
    assert conditional == (not result["final"]), answer
