#!/usr/bin/env python3
"""Write ``arbiter/laws/parsed.json``: the data of the law base's YAML files, as JSON.

Usage: python3 tools/make_laws_json.py [--check]

Run it after editing a YAML file of ``arbiter/laws/``. The arbiter reads the laws from that
JSON when it was made from the very bytes of the YAML (each file's sha256 is kept beside its
data), and parses the YAML otherwise, so a stale file only costs time; ``tests/test_laws.py``
fails when it is stale. See :data:`arbiter.laws.PARSED`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.laws import PARSED, _yaml_files, yaml_data  # noqa: E402

TARGET = ROOT / "arbiter" / "laws" / PARSED


def generate() -> str:
    """The text of ``parsed.json`` for the YAML files as they are."""
    return json.dumps({name: {"sha256": hashlib.sha256(raw).hexdigest(), "data": yaml_data(raw)}
                       for name, raw in _yaml_files()},
                      ensure_ascii=False, indent=0, sort_keys=True) + "\n"


def main() -> int:
    from generated_file import write_or_check

    return write_or_check(TARGET, ROOT, generate)


if __name__ == "__main__":
    raise SystemExit(main())
