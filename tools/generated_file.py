"""The ``main`` of a tool that writes a generated file committed to the repository.

``tools/make_parser.py`` and ``tools/make_laws_json.py`` each make a file from a source
(the grammar, the law base's YAML); with ``--check`` they only say whether the committed file
is what the source gives, which their tests also assert.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path


def write_or_check(target: Path, root: Path, generate: Callable[[], str]) -> int:
    """Write ``generate()`` to ``target``, or with ``--check`` on the command line say whether
    ``target`` already holds it (exit status 1 if not)."""
    text = generate()
    if "--check" in sys.argv[1:]:
        same = target.exists() and target.read_text(encoding="utf-8") == text
        print(f"{target.relative_to(root)} is {'up to date' if same else 'out of date'}")
        return 0 if same else 1
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target.relative_to(root)} ({len(text)} characters)")
    return 0
