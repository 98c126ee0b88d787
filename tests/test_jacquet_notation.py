"""The Jacquet examples of docs/NOTATION.md (```tric blocks naming [Jeu "jacquet"]) are read
by the real parser and keep Jacquet's invariants; the notation knows Jacquet's bodies of law."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.games.jacquet import position_problems, regime, result
from arbiter.notation.parser import read

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "NOTATION.md").read_text("utf-8")
EXAMPLES = [e for e in re.findall(r"^```tric\n(.*?)^```", DOC, re.M | re.S)
            if '[Jeu "jacquet"]' in e]


def test_the_notation_has_a_jacquet_section_with_whole_examples():
    assert "## Jacquet" in DOC and len(EXAMPLES) >= 4


@pytest.mark.parametrize("block", EXAMPLES, ids=[f"jacquet#{i}" for i in range(len(EXAMPLES))])
def test_every_jacquet_example_reads_and_keeps_the_invariants(block: str):
    from arbiter.notation.check import _Checker  # not at collection: see test_jacquet_casebook

    record, diagnostics, sections = read(block, "NOTATION.md")
    assert record is not None and diagnostics == [], [str(d) for d in diagnostics]
    assert record.header("Jeu") == "jacquet" and record.acts
    reg = regime(record.lois, record.header("Conventions", "") or "")
    assert position_problems(record.position, reg) == []
    assert list(_Checker(record, "NOTATION.md", sections).acts()) == []


def test_the_advanced_example_is_worth_four_points():
    block = next(b for b in EXAMPLES if "lalanne-2003-avance" in b)
    record, _, _ = read(block, "NOTATION.md")
    assert record is not None
    end = record.position.moved(record.trait, 23, 24)
    outcome = result(end, regime(record.lois, record.header("Conventions", "") or ""))
    assert outcome is not None and outcome.value == 4


@pytest.mark.parametrize(("lois", "jeu", "ok"), [
    ("lalanne-2003", "jacquet", True), ("lalanne-2003-avance", "jacquet", True),
    ("lepeintre-1818", "jacquet", True), ("lebrun-1828", "jacquet", True),
    ("lalanne-2003", None, False), ("lepeintre-1818", "trictrac", False),
    ("moulidars-1840", "jacquet", False),
])
def test_the_bodies_of_law_a_record_may_name(lois: str, jeu: str | None, ok: bool):
    head = f'[Jeu "{jeu}"]\n' if jeu else ""
    text = f'{head}[Lois "{lois}"]\n\nposition\n  blanc talon:15\n  noir talon:15\n\n' \
           "trait blanc\n"
    _, diagnostics, _ = read(text, "x.tric")
    assert (diagnostics == []) is ok, [str(d) for d in diagnostics]


BAD_HEADERS = """[Jeu "jacquet"]
[Lois "{lois}"]
[Conventions "{conventions}"]

position
  blanc  talon:15
  noir   talon:15
trait    blanc

actes
  blanc jette 6 5
"""


@pytest.mark.parametrize(("lois", "conventions", "fr", "en"), [
    ("lalanne-2003-avance", "zut", "convention inconnue : zut (connues :",
     "unknown convention: zut (known:"),
    ("lalanne-2003-avance", "zut, x", "conventions inconnues : zut, x",
     "unknown conventions: zut, x"),
    ("lalanne-2003", "double", "la convention double n'a pas de sens sous lalanne-2003",
     "the convention double has no sense under lalanne-2003"),
])
def test_a_bad_convention_is_reported_in_each_language(lois, conventions, fr, en):
    from arbiter.notation import check

    _, diagnostics = check(BAD_HEADERS.format(lois=lois, conventions=conventions))
    [found] = diagnostics
    assert found.span.line == 3
    assert found.message.fr.startswith("en-tête illisible pour ce jeu : ") and fr in \
        found.message.fr
    assert found.message.en.startswith("header unreadable for this game: ") and en in \
        found.message.en
    assert "(s)" not in found.message.fr + found.message.en
    assert not re.search(r"\b(?:unknown|known|under)\b", found.message.fr)   # no English left


def test_a_bad_convention_read_by_the_engine_is_a_question_in_each_language():
    from dataclasses import replace

    from arbiter.engine import decide
    from arbiter.notation import parse

    text = BAD_HEADERS.format(lois="lalanne-2003-avance", conventions="avant-derniere")
    record = parse(text)
    record = replace(record, headers=tuple((k, "zut" if k == "Conventions" else v)
                                           for k, v in record.headers))
    ruling = decide(record)
    [question] = ruling.questions
    assert "convention inconnue : zut" in question.fr
    assert "unknown convention: zut" in question.en
