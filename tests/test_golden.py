"""The golden rulings: the wording of a few pages, kept in tests/golden/, word for word.

A change of wording shows here as a diff; read it, then accept it with
``python tools/golden.py --update`` (docs/ARCHITECTURE.md, « Golden rulings »).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("golden_tool", ROOT / "tools" / "golden.py")
golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(golden)


@pytest.mark.parametrize(("record", "fmt", "lang"), golden.PAGES,
                         ids=[golden.golden_name(*p) for p in golden.PAGES])
def test_the_page_is_the_golden_one(record, fmt, lang):
    kept = golden.GOLDEN / golden.golden_name(record, fmt, lang)
    assert kept.exists(), f"{kept.name} is missing: python tools/golden.py --update"
    now = golden.page(record, fmt, lang)
    if now != kept.read_text(encoding="utf-8"):
        pytest.fail("the page's wording changed; read the diff of python tools/golden.py, "
                    "then accept it with python tools/golden.py --update\n"
                    + "".join(golden.differences())[:6000])


def test_the_set_covers_each_kind_of_record_format_and_language():
    kinds = {("ecrire" if r.startswith("ecrire/") else "j" if r.startswith("j-") else "t")
             for r, _, _ in golden.PAGES}
    assert kinds == {"t", "j", "ecrire"}
    assert {f for _, f, _ in golden.PAGES} == {"text", "html"}
    assert {lang for _, _, lang in golden.PAGES} == {"fr", "en"}
    assert sorted(p.name for p in golden.GOLDEN.glob("*.*") if p.suffix != ".md") == \
        sorted(golden.golden_name(*p) for p in golden.PAGES)


def test_a_changed_page_is_reported_with_its_diff(tmp_path, monkeypatch):
    """The comparison must be able to fail: a golden page with one word changed differs."""
    record, fmt, lang = golden.PAGES[0]
    name = golden.golden_name(record, fmt, lang)
    altered = golden.page(record, fmt, lang).replace("école", "ecole", 1)
    (tmp_path / name).write_text(altered, encoding="utf-8")
    monkeypatch.setattr(golden, "GOLDEN", tmp_path)
    monkeypatch.setattr(golden, "PAGES", golden.PAGES[:1])
    diffs = golden.differences()
    assert len(diffs) == 1 and "-" in diffs[0] and "école" in diffs[0]
