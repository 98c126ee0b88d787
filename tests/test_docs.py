"""Every example the documentation shows is read by the real parser.

A referee copies examples from README.md and docs/NOTATION.md; one that does not parse is a
bug of the documentation (or of the grammar), found here rather than at the club.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.notation import check, parse
from arbiter.notation.parser import read

ROOT = Path(__file__).resolve().parent.parent
DOCS = {name: (ROOT / name).read_text("utf-8") for name in ("README.md", "docs/NOTATION.md")}

BASE = """\
position
  blanc  talon:11 6:2 7:2
  noir   talon:11 6:2 7:2

marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 5, noir 5
trait    blanc

actes
"""


def _blocks(kind: str) -> list[tuple[str, str]]:
    found = []
    for name, text in DOCS.items():
        for block in re.findall(rf"^```{kind}\n(.*?)^```", text, re.M | re.S):
            found.append((name, block))
    return found


FILES = _blocks("tric")
ACTS = _blocks("tric-acts")
ROWS = _blocks("tric-rows")


def test_the_docs_have_examples():
    assert len(FILES) >= 3 and len(ACTS) >= 4 and len(ROWS) >= 3


@pytest.mark.parametrize(("name", "block"), FILES, ids=[f"{n}#{i}" for i, (n, _) in
                                                        enumerate(FILES)])
def test_every_whole_file_example_parses(name: str, block: str):
    record = parse(block, source=name)
    assert record.acts


@pytest.mark.parametrize(("name", "block"), ACTS, ids=[f"{n}#{i}" for i, (n, _) in
                                                       enumerate(ACTS)])
def test_every_act_example_reads(name: str, block: str):
    lines = [line for line in block.splitlines() if line.strip()]
    record, diagnostics, _ = read(BASE + "\n".join(lines) + "\n", name)
    assert diagnostics == [] and record is not None
    assert len(record.acts) == len(lines)


@pytest.mark.parametrize(("name", "block"), ROWS, ids=[f"{n}#{i}" for i, (n, _) in
                                                       enumerate(ROWS)])
def test_every_row_example_reads(name: str, block: str):
    text = BASE
    rows = [line for line in block.splitlines() if line.strip()]
    if rows[0].startswith("relevé"):
        text = re.sub(r"relevé .*\n", rows[0] + "\n", text)
        text = re.sub(r"trait .*\n", rows[1] + "\n", text)
    elif "points" in rows[0] or "point" in rows[0]:
        text = text.replace("  blanc  0 points, 3 trous\n  noir   0 points, 2 trous\n",
                            "\n".join(rows) + "\n")
    else:
        text = text.replace("  blanc  talon:11 6:2 7:2\n  noir   talon:11 6:2 7:2\n",
                            "\n".join(rows) + "\n")
    assert text != BASE
    record, diagnostics, _ = read(text, name)
    assert diagnostics == [] and record is not None


def test_the_diagnostic_shown_in_the_reference_is_the_real_one():
    text = BASE.replace("actes\n", "actes\n  blanc jette 7 3\n")
    record, diagnostics = check(text, source="coup.tric")
    assert record is None
    rendered = diagnostics[0].render(text)
    assert "erreur: un dé ne montre pas 7" in rendered
    assert "un dé ne montre pas 7" in DOCS["docs/NOTATION.md"]
