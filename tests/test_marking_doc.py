"""docs/MARKING.md says how the engine reads the laws of marking; its tables name code: the
labelled exceptions to the école par moins and to the école par trop, in their order, the clock
of each body of law, and Lebrun's overrides. This test fails when the code and the page part,
and checks that every law id the page names is in the law base."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter.engine import clock
from arbiter.engine.excess import EXCESS_EXCEPTIONS
from arbiter.engine.judging import EXCEPTIONS
from arbiter.engine.regimes import GUITON, LEBRUN, OVERRIDES
from arbiter.laws import load_laws

DOC = (Path(__file__).resolve().parent.parent / "docs" / "MARKING.md").read_text(
    encoding="utf-8")


def _table(marker: str) -> list[list[str]]:
    """The rows of the table that follows ``<!-- marker: … -->``, cells without backquotes."""
    lines = DOC[DOC.index(f"<!-- {marker}:"):].splitlines()[1:]
    rows = []
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        rows.append([c.strip().strip("`") for c in line.strip("|").split("|")])
    return rows


def test_the_page_lists_the_exceptions_in_the_order_the_engine_tries_them():
    assert [(r[0], r[1]) for r in _table("exceptions")] == [
        (e.label, e.law) for e in EXCEPTIONS]


def test_the_page_lists_the_exceptions_to_the_ecole_par_trop_in_their_order():
    assert [(r[0], r[1]) for r in _table("excess")] == [
        (e.label, e.law) for e in EXCESS_EXCEPTIONS]


def test_the_page_lists_every_override_of_lebrun():
    assert [(r[0], r[1]) for r in _table("overrides")] == [
        (law, rule.__name__) for law, rule in OVERRIDES[LEBRUN].items()]


def test_the_page_prints_the_clock_of_each_body_of_law():
    rows = _table("clock")
    assert [r[0] for r in rows] == [f.value for f in clock.Final]
    for row in rows:
        final = clock.Final(row[0])
        for lois, at, laws in ((GUITON, row[1], row[2]), (LEBRUN, row[3], row[4])):
            t = clock.term(lois, final)
            assert (at, [law.strip().strip("`") for law in laws.split(",")]) == (
                t.at.value, list(t.laws)), (lois, final)


def test_every_law_the_page_names_is_in_the_law_base():
    laws = load_laws()
    named = set(re.findall(r"`((?:guiton|lebrun)\.[A-Za-z0-9.\-]+)`", DOC))
    assert named and not [law for law in named if law not in laws]
