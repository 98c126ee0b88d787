"""A mark made once the leaver has said « je m'en vais » is late because he left (he has no
reste to mark: Lebrun « Qui s'en va, perd tous les points qu'il a de reste »), not because he
touched his dames, which he may not have done yet (casebook ql-07, ql-19)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render import render

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _text(case_id: str) -> str:
    path = CASEBOOK / f"{case_id}.tric"
    source = path.read_text(encoding="utf-8")
    return render(decide(parse(source, source=str(path)), source_text=source), "text", "fr")


@pytest.mark.parametrize("case_id", [
    "ql-07-je-m-en-vais-puis-reste-marque-lebrun-noir",      # the jeton moved before the dames
    "ql-19-je-m-en-vais-releve-puis-reste-marque-lebrun",   # and after them
])
def test_the_late_reste_is_late_by_the_leave(case_id: str):
    text = " ".join(_text(case_id).split())
    assert "après avoir dit qu'il s'en va (ligne 31)" in text
    assert "après avoir touché ses dames ; il n'en est plus temps" not in text
