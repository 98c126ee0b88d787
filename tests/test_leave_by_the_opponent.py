"""A side that leaves on a trou he did not win by his own dé is told where his trou came from
(Guiton V « Conditions requises pour s'en aller »: « on ne peut s'en aller si ce trou est acquis
par le dé de l'adversaire »; Lebrun « Du privilège de s'en aller »: « non quand on l'achève du dé
ou de la perte de son adversaire »): from the opponent's dice, or made up with the opponent's
école and dice (lk-04), not that he won no trou, which is said only where he has none."""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file

BY_ECOLE_AND_DICE = "n'est achevé que par l'école de"
BY_DICE = "vient des dés de son adversaire"
NONE_WON = "n'a pas gagné de trou par son propre dé"


@pytest.mark.parametrize(("case_id", "said"), [
    ("lk-04-trou-par-l-ecole-et-l-a-faux-ne-peut-s-en-aller-lebrun", BY_ECOLE_AND_DICE),
    ("lz-06-trou-par-l-ecole-et-l-a-faux-ne-peut-s-en-aller-noir-lebrun", BY_ECOLE_AND_DICE),
    ("cs-07-trou-par-l-ecole-et-l-a-faux-ne-peut-s-en-aller-guiton-noir", BY_ECOLE_AND_DICE),
    ("g1-fd16-trou-du-de-adverse-obligation-de-tenir", BY_DICE),
    ("dp-12-s-en-va-apres-le-jet-adverse", NONE_WON),
])
def test_the_irregular_leave_says_where_the_trou_came_from(case_id: str, said: str) -> None:
    case = find_case(case_id)
    assert case is not None, case_id
    ruling = rule_file(case.tric)
    leave = [f for f in ruling["faults"] if f["kind"] == "depart_irregulier"]
    assert leave and said in str(leave[0]["summary"]), leave
    others = {BY_ECOLE_AND_DICE, BY_DICE, NONE_WON} - {said}
    assert not any(o in str(s["text"]) for s in ruling["trace"] for o in others)
    if said == BY_ECOLE_AND_DICE:       # ch. I « Tenir »: the points come from his dé
        assert any("il est obligé de tenir" in str(s["text"]) for s in ruling["trace"])
