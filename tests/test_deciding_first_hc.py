"""Helper hc's refactors of the order of citations: the clock's article of an omission
forgotten leads only where the earning agreed would otherwise, in one call of
:func:`arbiter.engine.citing.deciding_first`; an école's marking stands to a count said right
(:func:`arbiter.engine.earning_disputed.ecole_against_said_count`) over it, short of it or
not at all."""

from __future__ import annotations

import pytest

from arbiter.cases import find_case
from arbiter.engine.citing import deciding_first
from arbiter.engine.decide import replay_for
from arbiter.engine.earning_disputed import SaidCount, ecole_against_said_count
from arbiter.engine.findings import Findings
from arbiter.games import registry
from arbiter.notation import parse
from arbiter.vocabulary import FaultKind

EARNING, CLOCK, OTHER = "guiton.V.jan-de-six-tables", "guiton.III.epoque-ecoles-consommees", \
    "guiton.III.dames-touchees"


def _ordered(laws: list[str], forgotten: tuple[str, frozenset[str]] | None
             ) -> tuple[list[str], tuple[str, ...]]:
    findings = Findings()
    findings.laws[:] = laws
    led = deciding_first(findings, forgotten=(forgotten[0], forgotten[1].__contains__)
                         if forgotten is not None else None)
    return findings.laws, led


def test_the_clock_leads_where_the_earning_agreed_would() -> None:
    laws, led = _ordered([EARNING, OTHER, CLOCK], (CLOCK, frozenset({EARNING})))
    assert laws == [CLOCK, EARNING, OTHER] and led == (CLOCK,)


def test_the_clock_does_not_lead_where_another_article_does() -> None:
    laws, led = _ordered([OTHER, EARNING, CLOCK], (CLOCK, frozenset({EARNING})))
    assert laws == [OTHER, EARNING, CLOCK] and led == ()


def test_the_clock_leads_where_any_law_that_does_not_answer_the_plea_would() -> None:
    # the led-by rule takes a predicate: an article only the winner's clause reaches (wd-01)
    # does not answer the plea any more than the earning agreed does, in the same one call
    findings = Findings()
    findings.laws[:] = [OTHER, EARNING, CLOCK]
    led = deciding_first(findings, forgotten=(CLOCK, lambda first: first in {EARNING, OTHER}))
    assert findings.laws == [CLOCK, OTHER, EARNING] and led == (CLOCK,)


def test_without_an_omission_forgotten_the_order_is_the_reasoning_s() -> None:
    laws, led = _ordered([EARNING, OTHER, CLOCK], None)
    assert laws == [EARNING, OTHER, CLOCK] and led == ()


def _ecoles_against_said_count(case_id: str) -> set[SaidCount]:
    """How each école found in the casebook case ``case_id`` stands to a count said right."""
    case = find_case(case_id)
    assert case is not None, case_id
    record = parse(case.tric.read_text(encoding="utf-8"), source=str(case.tric))
    replay = replay_for(record, registry.get_game(registry.game_key(record)))
    replay.run()
    ecoles = [f for f in replay.findings.faults
              if f.kind in (FaultKind.ECOLE_PAR_TROP, FaultKind.ECOLE_PAR_MOINS)]
    assert ecoles, case_id
    return {ecole_against_said_count(replay, f) for f in ecoles}


@pytest.mark.parametrize(("case", "said"), [
    # « je gagne quatre points », then six marked: beyond the count said right
    ("gqn-01-jan-de-trois-coups-dit-quatre-marque-six-lebrun", SaidCount.OVER),
    ("lb-l5b-annonce-six-marque-huit", SaidCount.OVER),
    # « je gagne huit points », six marked, the bois touched: short of it
    ("ke-05-marque-insuffisante-bois-touche", SaidCount.SHORT),
    # six marked for a jan worth four, nothing said: the count itself is in dispute
    ("gpn-06-jan-de-trois-coups-six-marques-pour-quatre-lebrun", SaidCount.NONE),
])
def test_an_ecole_stands_to_the_count_said(case: str, said: SaidCount) -> None:
    assert _ecoles_against_said_count(case) == {said}
