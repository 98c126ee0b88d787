"""Lebrun's closing rules 5 (« Quand vous avez pris une dame pour l'autre ») and 7 (« Lorsqu'on
a touché, sans dire j'adoube, des dames qu'on ne peut pas jouer ») each add one case to « dame
touchée, dame jouée »: a ruling under his law cites them where the record shows that case, not
wherever a touched dame is judged (jc-18: « j'adoube » then a second dame, which could be
played)."""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file

RULE_5 = "lebrun.regle-dame-prise-pour-une-autre"
RULE_7 = "lebrun.regle-dames-injouables-touchees"


@pytest.mark.parametrize(("case_id", "cited"), [
    # « j'adoube » covered one dame; a second touched, playable, not taken for another
    ("jc-18-j-adoube-puis-une-seconde-dame-lebrun-noir", set()),
    ("cs-06-j-adoube-pour-une-seule-dame-lebrun", set()),
    # a dame lifted and put back, another played: rule 5's case
    ("jb-11-dame-prise-pour-une-autre-lebrun-noir", {RULE_5}),
    ("lb-r05-dame-prise-pour-une-autre", {RULE_5}),
    # a touched dame that could not be played: rule 7's case
    ("jb-15-dame-injouable-touchee-lebrun-noir", {RULE_7}),
    ("lb-r07-dame-injouable-touchee", {RULE_7}),
])
def test_a_closing_rule_is_cited_where_its_case_is_met(case_id: str, cited: set[str]) -> None:
    case = find_case(case_id)
    assert case is not None, case_id
    laws = {c["law"] for c in rule_file(case.tric)["citations"]}
    assert laws & {RULE_5, RULE_7} == cited
    assert "lebrun.dame-touchee" in laws       # his article on the matter, always


def test_under_guiton_s_law_neither_is_cited() -> None:
    case = find_case("g1-fd19-j-adoube-pour-une-seule-dame")
    assert case is not None
    laws = {c["law"] for c in rule_file(case.tric)["citations"]}
    assert not laws & {RULE_5, RULE_7}
