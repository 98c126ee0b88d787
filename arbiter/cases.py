"""The casebook: recorded coups with the ruling each must produce, checked like the contract.

A case is ``casebook/<id>.tric`` and ``casebook/<id>.expected.yaml``. The expected file is a
*subset* of the ``ruling.v1`` JSON, in the format of shared/contract (see its README):
``coups`` (thrower, dice, entitlements per colour), ``faults`` (every given field must match
some fault), ``no_faults``, ``options`` (by holder, and optionally the key of its
``default`` choice: what happens if the holder says nothing; an empty list: none offered),
``score_after`` and ``cites``
(a substring of some citation's article heading), plus an optional ``outcome`` and
``deciding``: the law id of the article that decides the case, which the ruling must cite
first (several articles share a heading, so ``cites`` cannot say which leads); for a game
that ends on the board, ``result`` (``winner``, ``value`` against the ruling's ``result``)
and ``questions`` (ids ``Qn`` of the game's reference note, each named in some question of
the ruling). :func:`compare` is that
comparison, written once for the casebook runner, its tests, and the contract test.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TRIC = ".tric"
EXPECTED = ".expected.yaml"


@dataclass(frozen=True, slots=True)
class Case:
    """One recorded coup and the file saying what its ruling must contain."""

    id: str
    tric: Path
    expected: Path

    @property
    def title(self) -> str:
        """The first comment line of the record, which by custom names the law or example."""
        for line in self.tric.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if stripped.startswith("#"):
                return stripped.lstrip("#").strip()
            if stripped:
                break
        return ""


def casebook_dir() -> Path:
    """The casebook shipped with the package (``arbiter.casebook``), or the repository's
    ``casebook/`` when running from an editable install where it is not importable."""
    from importlib.util import find_spec

    try:
        spec = find_spec("arbiter.casebook")
    except ModuleNotFoundError:
        spec = None
    for location in (spec.submodule_search_locations or []) if spec else []:
        if Path(location).is_dir():
            return Path(location)
    return Path(__file__).resolve().parent.parent / "casebook"


def list_cases(directory: Path | None = None) -> list[Case]:
    """Every case in ``directory`` (default: the casebook), sorted by id. A ``.tric`` without
    an expected file is not a case (it may be a plain example)."""
    root = directory if directory is not None else casebook_dir()
    if not root.is_dir():
        return []
    cases = []
    for tric in sorted(root.glob(f"*{TRIC}")):
        case_id = tric.name[: -len(TRIC)]
        expected = root / f"{case_id}{EXPECTED}"
        if expected.is_file():
            cases.append(Case(case_id, tric, expected))
    return cases


def find_case(case_id: str, directory: Path | None = None) -> Case | None:
    return next((c for c in list_cases(directory) if c.id == case_id), None)


def load_expected(case: Case) -> dict[str, Any]:
    import yaml

    data = yaml.safe_load(case.expected.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{case.expected}: expected a mapping at the top")
    return data


def _brief(faults: list[Mapping[str, Any]]) -> str:
    return json.dumps([{k: f.get(k) for k in ("kind", "by", "points", "consummated")}
                       for f in faults], ensure_ascii=False)


def compare(ruling: Mapping[str, Any], expected: Mapping[str, Any]) -> list[str]:
    """Every way ``ruling`` (a ``ruling.v1`` dict) falls short of ``expected``; empty if none."""
    problems: list[str] = []
    if ruling.get("schema") != "ruling.v1":
        problems.append(f"schema is {ruling.get('schema')!r}, not 'ruling.v1'")
    if "outcome" in expected and ruling.get("outcome") != expected["outcome"]:
        problems.append(f"outcome {ruling.get('outcome')!r}, want {expected['outcome']!r}")

    coups = ruling.get("coups") or []
    for i, want in enumerate(expected.get("coups") or []):
        if i >= len(coups):
            problems.append(f"coup {i}: missing")
            continue
        got = coups[i]
        if "thrower" in want and got.get("thrower") != want["thrower"]:
            problems.append(f"coup {i}: thrower {got.get('thrower')!r}, want {want['thrower']!r}")
        if "dice" in want and sorted(got.get("dice") or []) != sorted(want["dice"]):
            problems.append(f"coup {i}: dice {got.get('dice')}, want {want['dice']}")
        for side, points in (want.get("entitlements") or {}).items():
            have = ((got.get("entitlements") or {}).get(side) or {}).get("points")
            if have != points:
                problems.append(f"coup {i}: {side} is entitled to {have}, want {points}")

    faults = ruling.get("faults") or []
    for want in expected.get("faults") or []:
        if not any(all(f.get(k) == v for k, v in want.items()) for f in faults):
            problems.append(f"no fault matching {json.dumps(want, ensure_ascii=False)}; "
                            f"faults: {_brief(faults)}")
    for kind in expected.get("no_faults") or []:
        if any(f.get("kind") == kind for f in faults):
            problems.append(f"unexpected fault of kind {kind}")

    options = ruling.get("options") or []
    if expected.get("options") == [] and options:
        # an empty list says no side has a choice left: a ruling that offers one falls short
        problems.append("options offered, none expected: "
                        + ", ".join(str(o.get("holder")) for o in options))
    for want in expected.get("options") or []:
        held = [o for o in options if o.get("holder") == want["holder"]]
        if not held:
            problems.append(f"no option held by {want['holder']}")
        elif "default" in want and not any(
                [c.get("key") for c in o.get("choices") or [] if c.get("default")]
                == [want["default"]] for o in held):
            problems.append(f"no option held by {want['holder']} whose default is "
                            f"{want['default']!r}")

    score = ruling.get("score_after") or {}
    for side, fields in (expected.get("score_after") or {}).items():
        have = score.get(side) or {}
        for key, value in fields.items():
            if have.get(key) != value:
                problems.append(f"score_after.{side}.{key} = {have.get(key)!r}, want {value!r}")

    want_result = expected.get("result")
    if want_result:
        have_result = ruling.get("result") or {}
        for key, value in want_result.items():
            if have_result.get(key) != value:
                problems.append(f"result.{key} = {have_result.get(key)!r}, want {value!r}")
    asked = ruling.get("questions") or []
    if expected.get("questions") == [] and asked:
        # an empty list says the law settles the case: the ruling leaves no question open
        problems.append(f"questions asked, none expected: {asked}")
    for qid in expected.get("questions") or []:
        if not any(f"question {qid} " in q or q.endswith(f"question {qid}") for q in asked):
            problems.append(f"no question {qid} asked")

    citations = ruling.get("citations") or []
    articles = [c.get("article", "") for c in citations]
    for text in expected.get("cites") or []:
        if not any(text in a for a in articles):
            problems.append(f"no citation of « {text} »")
    if "deciding" in expected:
        problems += first_citation([c.get("law") for c in citations], expected["deciding"])
    return problems


def first_citation(laws: list[Any], deciding: str) -> list[str]:
    """The problem, if any, of a list of cited law ids (in the order cited) whose first is not
    ``deciding``: the house cites the deciding article first, and a referee reads that one.
    Shared with the séances' comparison, whose citations carry the same ids."""
    first = laws[0] if laws else None
    if first == deciding:
        return []
    return [f"first citation is {first or 'none'}, want {deciding}"]


def rule_file(path: Path) -> dict[str, Any]:
    """Parse and rule ``path`` in this process; the ``ruling.v1`` dict, in French.

    Raises the notation's error when the record does not parse."""
    from arbiter.engine import decide
    from arbiter.notation import parse

    text = path.read_text(encoding="utf-8")
    return decide(parse(text, source=str(path)), source_text=text).to_json("fr")


def check_case(case: Case) -> list[str]:
    """The problems of ``case`` (empty: it passes). A record that does not parse, or an
    engine that fails, is a problem of the case, reported rather than raised, so that one
    broken case never hides the others."""
    try:
        expected = load_expected(case)
    except Exception as err:
        return [f"{case.expected.name}: {type(err).__name__}: {err}"]
    try:
        ruling = rule_file(case.tric)
    except Exception as err:
        diagnostics = getattr(err, "diagnostics", None)
        if diagnostics:
            return [f"{case.tric.name}: does not parse: {d}" for d in diagnostics]
        return [f"{case.tric.name}: {type(err).__name__}: {err}"]
    return compare(ruling, expected)
