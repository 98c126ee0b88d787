"""tools/casebook_lint.py knows Jacquet's sources and checks a Jacquet case by Jacquet's board.

The lint is the casebook author's tool, not a test; this only pins what the Jacquet cases need
of it: their sources (« Lalanne 2003 », « Lepeintre 1818 », « Lebrun 1828 ») are accepted,
their positions are judged by Jacquet's own rules (talons on the diagonal, no coins), and every
j-* case passes.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("casebook_lint", ROOT / "tools" / "casebook_lint.py")
assert _spec is not None and _spec.loader is not None
lint = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lint)

JACQUET_CASES = sorted((ROOT / "casebook").glob("j-*.tric"))


@pytest.mark.parametrize("source", [
    "# Source: Lalanne 2003 (seed 004), § 11 « Restriction au déplacement des dames ».",
    "# Source: Lepeintre 1818, appendice, « Du Jacquet ».",
    "# Source: Lebrun 1828 (seed 003 l.1261–1267), « Jeu du Jacquet ».",
    "# Source: Guiton 1822, ch. III « Dame mal posée et abandonnée », by analogy.",
])
def test_the_jacquet_sources_are_named_sources(source):
    assert lint.SOURCE_RE.match(source)


def test_an_unknown_source_is_not():
    assert not lint.SOURCE_RE.match("# Source: a web page")


@pytest.mark.parametrize("case", JACQUET_CASES, ids=[c.stem for c in JACQUET_CASES])
def test_every_jacquet_case_passes_the_lint(case):
    problems, _notes = lint.check_case(case, earnings=False)
    assert problems == []


def test_a_jacquet_position_is_judged_by_jacquets_board(tmp_path):
    text = (ROOT / "casebook" / "j-16-fleche-tenue-par-une-seule-dame.tric").read_text("utf-8")
    head, _, _ = text.partition("position\n")
    # blanc's 3 is noir's 15 at Jacquet (k + 12): two colours on one flèche; at trictrac
    # blanc's 3 faces noir's 20, which would raise nothing here
    bad = head + "position\n  blanc  talon:14 3:1\n  noir   talon:14 15:1\n\ntrait    blanc\n"
    case = tmp_path / "j-99-bad.tric"
    case.write_text(bad, "utf-8")
    (tmp_path / "j-99-bad.expected.yaml").write_text("cites: [x]\n", "utf-8")
    problems, _ = lint.check_case(case, earnings=False)
    assert any("two-colours" in p for p in problems), problems
    assert not any("coin" in p for p in problems)
