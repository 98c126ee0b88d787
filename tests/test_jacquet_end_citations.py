"""The article that says who has won a Jacquet game, and what it is worth, is cited with the
decision: first when the decision states no fault (the value is what is disputed), right after
the faults' articles when it does. The replay knows the end only once every act is judged; the
laws of how the last throw was played (§ 12 « Sortie des dames ») come after it."""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file


def _cited(case_id: str) -> list[str]:
    case = find_case(case_id)
    assert case is not None, case_id
    return [c["law"] for c in rule_file(case.tric)["citations"]]


@pytest.mark.parametrize(("case_id", "law"), [
    ("jk-12-gain-gradue-premiere-fleche-du-troisieme-noir", "lalanne.II.gain-gradue"),
    ("j-38-gain-gradue", "lalanne.II.gain-gradue"),
    ("j-36-partie-double", "lalanne.I.gain-de-la-partie"),
    ("jk-13-double-convenue-dames-au-talon-lepeintre", "lebrun.jacquet-partie-simple-ou-double"),
])
def test_with_no_fault_the_value_of_the_game_leads(case_id, law):
    assert _cited(case_id)[0] == law


def test_after_a_fault_the_value_follows_the_faults_articles():
    """jk-17: the early throw is the fault the decision states first; the win comes next, and
    the laws of the bearing off after both."""
    cited = _cited("jk-17-jet-avant-fin-puis-derniere-dame")
    early, gain = cited.index("guiton.III.ne-pas-jeter-avant"), cited.index(
        "lalanne.I.gain-de-la-partie")
    assert early < gain < cited.index("lalanne.I.sortie")
