"""The séance cases of the casebook (``casebook/ecrire/``), checked against their expected
files.

An expected file is a *subset* of the ``settlement.v1`` JSON: every key it gives must have
that value (mappings compared key by key, lists item by item at the same index, so that
``marques[2]`` is the third marqué line), plus ``cites``, substrings of the article headings
the settlement must cite, and ``deciding``, the law id the settlement must cite first (its
first citation's ``id``). As for the coup casebook, the values come from the texts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arbiter import cases
from arbiter.cases import Case, first_citation, list_cases, load_expected


def seance_dir() -> Path:
    """``ecrire/`` inside the casebook, wherever :func:`arbiter.cases.casebook_dir` finds it
    (looked up at call time, so that a test or a tool pointing the casebook elsewhere moves
    the séances with it)."""
    return cases.casebook_dir() / "ecrire"


def list_seance_cases(directory: Path | None = None) -> list[Case]:
    """Every séance case, sorted by id: a ``.tric`` with its ``.expected.yaml``."""
    return list_cases(directory if directory is not None else seance_dir())


def subset(actual: Any, expected: Any, where: str = "") -> list[str]:
    """Every way ``actual`` falls short of ``expected`` (a subset of it)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where or 'top'}: {actual!r}, want a mapping"]
        problems: list[str] = []
        for key, value in expected.items():
            if key in ("cites", "deciding") and not where:
                continue
            problems += subset(actual.get(key), value, f"{where}.{key}" if where else key)
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{where}: {actual!r}, want a list"]
        if not expected and actual:
            return [f"{where}: {len(actual)} item(s), want none"]
        problems = []
        for index, value in enumerate(expected):
            if index >= len(actual):
                problems.append(f"{where}[{index}]: missing")
            else:
                problems += subset(actual[index], value, f"{where}[{index}]")
        return problems
    return [] if actual == expected else [f"{where} = {actual!r}, want {expected!r}"]


def compare_settlement(settlement: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """The problems of a ``settlement.v1`` dict against an expected subset; empty if none."""
    problems = []
    if settlement.get("schema") != "settlement.v1":
        problems.append(f"schema is {settlement.get('schema')!r}, not 'settlement.v1'")
    problems += subset(settlement, expected)
    citations = settlement.get("citations") or []
    articles = [c.get("article", "") for c in citations]
    for text in expected.get("cites") or []:
        if not any(text in a for a in articles):
            problems.append(f"no citation of « {text} »")
    if "deciding" in expected:
        problems += first_citation([c.get("id") for c in citations], expected["deciding"])
    return problems


def settle_file(path: Path) -> dict[str, Any]:
    """Parse and settle ``path`` (coup files it names are read beside it); French JSON."""
    from arbiter.ecrire import settle
    from arbiter.ecrire.coups import coup_trous
    from arbiter.ecrire.notation import parse_seance

    text = path.read_text(encoding="utf-8")
    record = parse_seance(text, source=str(path))
    return settle(record, coup_trous(record, path.parent)).to_json("fr")


def check_seance_case(case: Case) -> list[str]:
    """The problems of a séance case (empty: it passes), reported rather than raised."""
    try:
        expected = load_expected(case)
    except Exception as err:
        return [f"{case.expected.name}: {type(err).__name__}: {err}"]
    try:
        settlement = settle_file(case.tric)
    except Exception as err:
        diagnostics = getattr(err, "diagnostics", None)
        if diagnostics:
            return [f"{case.tric.name}: does not parse: {d}" for d in diagnostics]
        return [f"{case.tric.name}: {type(err).__name__}: {err}"]
    return compare_settlement(settlement, expected)
