#!/usr/bin/env python3
"""Snapshot the JSON ruling of every casebook case, or compare today's rulings to a snapshot.

Usage: python tools/json_rulings.py snapshot DIR
       python tools/json_rulings.py compare DIR

A refactoring of the engine must leave every ruling byte for byte the same. The receipt's
fingerprints are left out of the comparison: the law base's changes whenever laws.yaml does,
and that is no change of ruling. Exit 1 and the names of the cases that differ, otherwise 0.
"""

from __future__ import annotations

import difflib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARBITER = Path(sys.executable).parent / "arbiter"


def _all() -> dict[str, str]:
    """Every case's JSON ruling, by one ``arbiter rule`` of the whole casebook (``-o DIR``:
    one file per record); a case that could not be ruled has none, and says so."""
    cases = sorted((ROOT / "casebook").glob("*.tric"))
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run([str(ARBITER), "rule", *map(str, cases), "--format", "json",
                               "-o", out], capture_output=True, text=True, cwd=ROOT)
        rulings = {}
        for case in cases:
            made = Path(out) / (case.stem + ".json")
            rulings[case.name] = (made.read_text(encoding="utf-8") if made.exists() else
                                  f"# not ruled (exit {done.returncode})\n")
    return rulings


def _without_fingerprints(text: str) -> str:
    try:
        data = json.loads(text)
    except ValueError:
        return text
    receipt = data.get("receipt") if isinstance(data, dict) else None
    if isinstance(receipt, dict):
        receipt.pop("laws_sha256", None)
        receipt.pop("input_sha256", None)
    return json.dumps(data, ensure_ascii=False, indent=2)


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("snapshot", "compare"):
        print(__doc__)
        return 2
    folder = Path(argv[1])
    rulings = _all()
    if argv[0] == "snapshot":
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in rulings.items():
            (folder / (name + ".json")).write_text(text, encoding="utf-8")
        print(f"{len(rulings)} rulings written to {folder}")
        return 0
    differ = []
    for name, text in rulings.items():
        saved = folder / (name + ".json")
        before = saved.read_text(encoding="utf-8") if saved.exists() else ""
        a, b = _without_fingerprints(before), _without_fingerprints(text)
        if a != b:
            differ.append(name)
            sys.stdout.writelines(list(difflib.unified_diff(
                a.splitlines(True), b.splitlines(True), name + " (before)", name + " (now)"))[:40])
    print(f"{len(rulings) - len(differ)} of {len(rulings)} rulings unchanged"
          + (f"; differ: {', '.join(differ)}" if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
