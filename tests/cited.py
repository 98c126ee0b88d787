"""The ruling of a casebook case by its id, and the laws it cites in order: what the tests on
the deciding article (examiners' disputes and their near cases) read."""

from __future__ import annotations

from typing import Any

from arbiter.cases import find_case, rule_file


def ruled(case_id: str) -> dict[str, Any]:
    """The JSON ruling of the casebook case ``case_id`` (which must exist)."""
    case = find_case(case_id)
    assert case is not None, case_id
    return rule_file(case.tric)


def cited_laws(case_id: str) -> list[str]:
    """The ids of the laws the ruling of ``case_id`` cites, the deciding one first."""
    return [c["law"] for c in ruled(case_id)["citations"]]
