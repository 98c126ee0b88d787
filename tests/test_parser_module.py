"""The committed parser (arbiter/notation/lalr.py) is what tools/make_parser.py makes of
grammar/coup.lark with the Lark the tests install, and reads records as Lark itself does."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_parser  # noqa: E402

from arbiter.notation import lalr  # noqa: E402
from arbiter.notation.syntax import LINE_RULES  # noqa: E402
from arbiter.record_kind import is_seance  # noqa: E402

RECORDS = sorted((ROOT / "casebook").rglob("*.tric"))


def test_the_committed_parser_is_what_the_grammar_gives():
    committed = make_parser.TARGET.read_text(encoding="utf-8")
    assert make_parser.generate() == committed, \
        "grammar/coup.lark changed: run `python3 tools/make_parser.py` and commit lalr.py"


def test_its_start_rules_are_those_the_readers_use():
    from arbiter.ecrire.notation import LINE_RULES as SEANCE_RULES

    assert set(make_parser.START) == {"start", *LINE_RULES, "seance", *SEANCE_RULES}


def _shape(node: Any) -> Any:
    """A tree as plain data, whichever copy of Lark's classes made it."""
    if hasattr(node, "children"):
        meta = node.meta
        where = (() if getattr(meta, "empty", True) else
                 (meta.line, meta.column, meta.end_line, meta.end_column))
        return (str(node.data), where, [_shape(child) for child in node.children])
    return (node.type, str(node), node.line, node.column, node.end_line, node.end_column)


def test_it_gives_lark_s_own_trees_and_errors_on_every_record_of_the_casebook():
    from lark import Lark
    from lark.exceptions import UnexpectedInput

    full = Lark(make_parser.GRAMMAR.read_text(encoding="utf-8"), **make_parser.OPTIONS)
    ours = lalr.Lark_StandAlone()
    assert len(RECORDS) > 300
    for path in RECORDS:
        text = path.read_text(encoding="utf-8")
        start = "seance" if is_seance(text) else "start"
        assert _shape(ours.parse(text, start=start)) == _shape(full.parse(text, start=start))
        broken = text.replace("\n", "\n§", 3)       # and where each stops on a broken one
        try:
            full.parse(broken, start=start)
            expected = None
        except UnexpectedInput as err:
            expected = (type(err).__name__, err.line, err.column)
        try:
            ours.parse(broken, start=start)
            got = None
        except lalr.UnexpectedInput as err:
            got = (type(err).__name__, err.line, err.column)
        assert got == expected, path.name
