"""docs/LEBRUN.md is the classification of Lebrun's trictrac rules the law base holds (issue 20
§4): made by tools/lebrun_table.py, and failing here when the base changed and it was not remade."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from lebrun_table import DOC, SECTIONS, lebrun_laws, table  # noqa: E402

from arbiter.laws import load_laws  # noqa: E402


def test_the_table_in_the_docs_is_up_to_date():
    assert DOC.read_text("utf-8") == table(), "run python3 tools/lebrun_table.py --write"


def test_the_table_has_a_row_for_every_classified_law_in_lebrun_s_order():
    base = load_laws()
    laws = lebrun_laws(base)
    text = table(base)
    assert len(laws) == sum(1 for law in base if law.lebrun)
    for law in laws:
        assert f"| `{law.id}` |" in text, law.id
    positions = [SECTIONS.index(law.article) for law in laws]
    assert positions == sorted(positions)
    assert "| `lebrun.delai-de-l-ecole` |" in text and "**differs**" in text
