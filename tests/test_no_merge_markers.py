"""No file of the project keeps the markers a merge conflict leaves: a casebook README or a law
base with « <<<<<<< » in it still parses as text and passes every other check, so only a scan
sees it (one was committed once, in casebook/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("arbiter", "casebook", "docs", "grammar", "templates", "tests", "tools", "bench")
SUFFIXES = {".py", ".md", ".yaml", ".yml", ".tric", ".lark", ".html", ".j2", ".json", ".toml"}
MARKER = re.compile(r"^(<{7} |>{7} |={7}$)", re.M)


def _files() -> list[Path]:
    found = [ROOT / "README.md", ROOT / "pyproject.toml"]
    for top in SCANNED:
        found += [p for p in (ROOT / top).rglob("*")
                  if p.suffix in SUFFIXES and "__pycache__" not in p.parts]
    return [p for p in found if p.is_file()]


def test_the_scan_reads_the_casebook_and_the_code():
    names = {p.name for p in _files()}
    assert "README.md" in names and "decide.py" in names


def test_no_file_keeps_merge_conflict_markers():
    kept = [str(p.relative_to(ROOT)) for p in _files()
            if MARKER.search(p.read_text(encoding="utf-8", errors="replace"))]
    assert kept == []
