"""Helper hc's refactor of the order of citations
(:func:`arbiter.engine.citing.deciding_first`): the clock's article of an omission forgotten
leads only where the earning agreed would otherwise, in one call."""

from __future__ import annotations

from arbiter.engine.citing import deciding_first
from arbiter.engine.findings import Findings

EARNING, CLOCK, OTHER = "guiton.V.jan-de-six-tables", "guiton.III.epoque-ecoles-consommees", \
    "guiton.III.dames-touchees"


def _ordered(laws: list[str], forgotten: tuple[str, frozenset[str]] | None
             ) -> tuple[list[str], tuple[str, ...]]:
    findings = Findings()
    findings.laws[:] = laws
    led = deciding_first(findings, forgotten=forgotten)
    return findings.laws, led


def test_the_clock_leads_where_the_earning_agreed_would() -> None:
    laws, led = _ordered([EARNING, OTHER, CLOCK], (CLOCK, frozenset({EARNING})))
    assert laws == [CLOCK, EARNING, OTHER] and led == (CLOCK,)


def test_the_clock_does_not_lead_where_another_article_does() -> None:
    laws, led = _ordered([OTHER, EARNING, CLOCK], (CLOCK, frozenset({EARNING})))
    assert laws == [OTHER, EARNING, CLOCK] and led == ()


def test_without_an_omission_forgotten_the_order_is_the_reasoning_s() -> None:
    laws, led = _ordered([EARNING, OTHER, CLOCK], None)
    assert laws == [EARNING, OTHER, CLOCK] and led == ()
