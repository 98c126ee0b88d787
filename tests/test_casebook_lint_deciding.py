"""tools/casebook_lint.py accepts ``deciding`` in an expected file and checks that it names a law
of the base: a misspelt id would otherwise show only as a failing case whose message (« first
citation is …, want … ») hides that the id itself is wrong."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("casebook_lint", ROOT / "tools" / "casebook_lint.py")
assert _spec is not None and _spec.loader is not None
lint = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lint)


def _expected(tmp_path: Path, deciding: str) -> Path:
    path = tmp_path / "x.expected.yaml"
    path.write_text(f"cites: [Fausse école]\ndeciding: {deciding}\n", "utf-8")
    return path


def test_a_law_id_of_the_base_is_accepted(tmp_path):
    assert lint.check_expected(_expected(tmp_path, "guiton.III.fausse-ecole")) == []


def test_an_id_not_in_the_base_is_a_problem(tmp_path):
    assert lint.check_expected(_expected(tmp_path, "guiton.III.fausse-ecol")) == [
        "deciding guiton.III.fausse-ecol: no such law id in the law base"]


def test_a_list_is_not_one_law(tmp_path):
    problems = lint.check_expected(_expected(tmp_path, "[guiton.III.fausse-ecole]"))
    assert problems and problems[0].startswith("deciding ['guiton.III.fausse-ecole']")
