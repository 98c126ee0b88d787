"""Lebrun's « joué » against Guiton's « touché » (the examiner's fh- disputes and our fhn- near
cases): where each body's term for a claim or a correction falls, and that the ruling names the
other body's opinion exactly where the two part."""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file


def _ruling(case_id: str) -> dict:
    case = find_case(case_id)
    assert case is not None, case_id
    return rule_file(case.tric)


@pytest.mark.parametrize(("case_id", "other"), [
    # Guiton's ruling: the claim after the victim's own play (fh-02, fhn-02), or after his
    # throw and a touch, before his play (fh-15), is where Lebrun's term parts from Guiton's
    ("fh-02-trop-a-faux-du-battu-reclame-apres-avoir-joue-guiton", "Du privilège de s'en aller"),
    ("fhn-02-trop-a-faux-du-battu-reclame-apres-avoir-joue-guiton-noir",
     "Du privilège de s'en aller"),
    ("fh-15-trop-du-jeteur-reclame-apres-avoir-touche-guiton-noir", "Du privilège de s'en aller"),
    # the second hole of a partie double pegged after a touch, before a play
    ("fh-12-partie-double-seconde-cheville-apres-dame-levee-guiton", "De la Bredouille"),
    # and the reverse under Lebrun
    ("fh-11-partie-double-seconde-cheville-apres-dame-levee-lebrun",
     "On ne peut plus marquer un trou oublié"),
    ("fh-14-trop-du-jeteur-reclame-apres-avoir-touche-lebrun-noir",
     "Époque où les écoles sont consommées"),
])
def test_the_other_body_is_named_where_the_terms_part(case_id, other):
    opinions = " ".join(str(o) for o in _ruling(case_id)["other_opinions"])
    assert other in opinions


def test_a_claim_in_time_under_both_names_nobody():
    """contract-03: the victim marks the école par trop before throwing and before playing:
    in time under both bodies, so Lebrun's « si vous avez joué depuis » is no other opinion."""
    opinions = " ".join(str(o) for o in _ruling("contract-03-ecole-par-trop")["other_opinions"])
    assert "Du privilège de s'en aller" not in opinions


@pytest.mark.parametrize(("case_id", "trous"), [
    ("fh-11-partie-double-seconde-cheville-apres-dame-levee-lebrun", 5),
    ("fhn-03-partie-double-seconde-cheville-apres-dame-touchee-lebrun-noir", 5),
    ("fh-12-partie-double-seconde-cheville-apres-dame-levee-guiton", 4),
])
def test_the_second_hole_stands_until_the_play_under_lebrun_only(case_id, trous):
    ruling = _ruling(case_id)
    thrower = ruling["coups"][0]["thrower"]
    assert ruling["score_after"][thrower]["trous"] == trous
