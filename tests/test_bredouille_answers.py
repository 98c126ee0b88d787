"""Disputes about the bredouille (casebook bl-): the decision answers them and the deciding
article leads, where the checked fields of a case cannot say so.

A second jeton joined by him who scored second is what a dispute about it asks: in time or
too late, the decision says which, under each body of law, and the article on losing the
bredouille of jetons is cited first. The thrower's own gain marked after the opponent pegged
the trou that same throw gives him is wiped by that trou (the order of marking), both colours.
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file


def _ruling(case_id: str) -> dict:
    return rule_file(find_case(case_id).tric)


@pytest.mark.parametrize(("case_id", "said", "law"), [
    ("bl-03-second-jeton-joint-avant-son-jet-noir-lebrun", "vient à temps",
     "lebrun.bredouille-marquee-simple"),
    ("ga-02-bredouille-du-second-jointe-avant-le-jet-noir", "vient à temps",
     "guiton.III.bredouille-de-jetons"),
    ("bl-04-second-jeton-joint-apres-son-jet-noir-lebrun", "vient trop tard",
     "lebrun.bredouille-marquee-simple"),
    ("lc-13-second-jeton-joint-apres-avoir-joue-noir-lebrun", "vient trop tard",
     "lebrun.bredouille-marquee-simple"),
    ("lc-20-second-jeton-joint-apres-avoir-touche-guiton", "vient à temps",
     "guiton.III.bredouille-de-jetons"),
])
def test_the_second_jeton_joined_is_answered_by_its_article(case_id, said, law):
    ruling = _ruling(case_id)
    assert said in ruling["decision"][0], ruling["decision"][0]
    assert ruling["citations"][0]["law"] == law


@pytest.mark.parametrize("case_id", ["bl-12-trou-marque-avant-les-points-du-jeteur-noir-lebrun",
                                     "bl-17-trou-du-battu-avant-les-points-du-jeteur-guiton"])
def test_the_thrower_s_points_marked_after_the_opponent_s_trou_are_wiped_by_it(case_id):
    ruling = _ruling(case_id)
    thrower = ruling["coups"][0]["thrower"]
    assert ruling["score_after"][thrower]["points"] == 0
    assert any("les premiers" in step["text"] for step in ruling["trace"])


@pytest.mark.parametrize(("case_id", "law"), [
    ("f1-23-bredouille-otee-le-coup-d-apres", "guiton.III.debredouiller"),
    ("gx-03-bredouille-otee-avant-de-jouer-lebrun", "lebrun.debredouiller"),
    ("gx-04-bredouille-otee-avant-de-jouer-guiton", "guiton.III.debredouiller"),
])
def test_a_bredouille_jeton_rightly_taken_off_is_the_decision(case_id, law):
    ruling = _ruling(case_id)
    assert "est ôtée à bon droit" in ruling["decision"][0], ruling["decision"][0]
    assert ruling["citations"][0]["law"] == law


def test_a_bredouille_claim_lebrun_leaves_open_is_no_decision():
    ruling = _ruling("bl-02-bredouille-otee-deux-coups-apres-sans-trou-noir-lebrun")
    assert ruling["outcome"] == "undecided"
    assert not any("à bon droit" in line for line in ruling["decision"])
