"""The stand-alone parser (arbiter.notation.standalone) reads a record as the full Lark parser
does, is kept in the user's cache, and is only ever a help: without it, or with a broken
file in its place, records are read and errors reported exactly as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arbiter.notation import parser, standalone

ROOT = Path(__file__).resolve().parent.parent
RECORDS = sorted((ROOT / "casebook").glob("*.tric"))
COUP = ROOT / "casebook" / "contract-03-ecole-par-trop.tric"


def _shape(node: Any) -> Any:
    """A tree as plain data, whichever copy of Lark's classes made it: rule names, token
    types and values, and every position a diagnostic or a span may read."""
    if hasattr(node, "children"):
        meta = node.meta
        where = (() if getattr(meta, "empty", True) else
                 (meta.line, meta.column, meta.end_line, meta.end_column))
        return (str(node.data), where, [_shape(child) for child in node.children])
    return (node.type, str(node), node.line, node.column, node.end_line, node.end_column)


@pytest.fixture
def built(tmp_path, monkeypatch):
    """A stand-alone parser built in an empty cache folder (and forgotten afterwards)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    standalone.parser.cache_clear()
    made = standalone.parser(parser._grammar_text(), parser._parser)
    yield made
    standalone.parser.cache_clear()


def _kept(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "trictrac-arbiter").glob("parser-coup-*.marshal"))


def test_both_parsers_give_the_same_tree_for_every_record_of_the_casebook(built):
    assert built is not None and len(RECORDS) > 300
    full = parser._parser()
    for path in RECORDS:
        text = path.read_text(encoding="utf-8")
        assert _shape(built.parse(text, start="start")) == \
            _shape(full.parse(text, start="start")), path.name


def test_it_is_kept_compiled_and_loaded_by_the_next_process(built, tmp_path):
    files = _kept(tmp_path)
    assert len(files) == 1
    probe = ("import sys; from arbiter.notation import parser\n"
             "assert parser._whole_record(open(sys.argv[1], encoding='utf-8').read())\n"
             "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('lark.')))")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("ARBITER_NO_CACHE", None)
    done = subprocess.run([sys.executable, "-c", probe, str(COUP)], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.replace("'", '"')) == []     # Lark itself never imported
    assert _kept(tmp_path) == files                            # and nothing written again


def test_a_broken_file_is_built_again(built, tmp_path):
    (path,) = _kept(tmp_path)
    path.write_bytes(b"not marshal data")
    standalone.parser.cache_clear()
    again = standalone.parser(parser._grammar_text(), parser._parser)
    assert again is not None and again.parse(COUP.read_text(encoding="utf-8"), start="start")
    assert path.read_bytes() != b"not marshal data"


def test_a_new_grammar_or_lark_replaces_the_old_file(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    folder = tmp_path / "trictrac-arbiter"
    folder.mkdir()
    tag = sys.implementation.cache_tag
    old = folder / f"parser-coup-{tag}-0123456789abcdef01234567.marshal"
    other_python = folder / "parser-coup-cpython-399-0123456789abcdef01234567.marshal"
    old.write_bytes(b"old")
    other_python.write_bytes(b"another interpreter's")
    standalone.parser.cache_clear()
    try:
        assert standalone.parser(parser._grammar_text(), parser._parser) is not None
    finally:
        standalone.parser.cache_clear()
    assert not old.exists() and other_python.exists() and len(_kept(tmp_path)) == 2


def test_no_cache_no_standalone_parser_and_records_still_read(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("ARBITER_NO_CACHE", "1")
    standalone.parser.cache_clear()
    try:
        assert standalone.parser(parser._grammar_text(), parser._parser) is None
        assert parser.parse(COUP.read_text(encoding="utf-8"), source="c.tric").acts
        assert not _kept(tmp_path)
    finally:
        standalone.parser.cache_clear()


def test_a_record_it_refuses_is_reported_as_without_it(built, monkeypatch):
    from arbiter.notation import check

    bad = COUP.read_text(encoding="utf-8").replace("position", "positon", 1)
    bad = bad.replace("actes", "actes\n  blanc jette 7 2", 1)
    with pytest.raises(sys.modules[standalone._MODULE].UnexpectedInput):   # its own copy
        built.parse(bad, start="start")
    with_it = check(bad, source="bad.tric")[1]
    monkeypatch.setattr(parser, "_whole_record", lambda text: None)
    without = check(bad, source="bad.tric")[1]
    assert with_it and [str(d) for d in with_it] == [str(d) for d in without]
    assert "positon" in str(with_it[0])


def test_the_file_name_follows_the_installed_lark(tmp_path, monkeypatch):
    """Another Lark (another version in its ``__init__``) names another file."""
    fake = tmp_path / "site" / "lark"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text('__version__ = "0.0.0-test"\n')
    first = standalone._file(str(tmp_path), "grammar")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "site"), *sys.path])
    assert standalone._file(str(tmp_path), "grammar") != first
    assert standalone._file(str(tmp_path), "another grammar") != \
        standalone._file(str(tmp_path), "grammar")
