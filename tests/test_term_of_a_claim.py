"""What a ruling says when the term of an école's claim passes (issue: fresh disputes « la »).

The victim of an école par trop may mark it, or only wipe the excess, until his throw (Guiton
III « Époque où les écoles sont consommées ») or until he has played (Lebrun, « si vous avez joué
depuis »). After that term the offender keeps the excess — his late wiping included — and
before it a wiping alone is the victim's choice, which takes the excess off: the sentence that
closes the claim must say which, and agree with the score after. An école marked in part whose
term passes leaves the offender his choice of the whole (« Une école n'est pas divisible »).
"""

from __future__ import annotations

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render import render

BOARD = """[Blanc "Jules"]
[Noir "Charles"]
[Lois "{lois}"]

position
  blanc  talon:12 5:1 6:2
  noir   talon:11 6:2 7:2

marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 8, noir 8
trait    noir

actes
  noir jette 6 5
  noir marque 6
  noir joue 0-6 0-5
"""


def _rule(lois: str, acts: str) -> tuple[str, dict]:
    text = BOARD.format(lois=lois) + acts
    ruling = decide(parse(text, source="<test>"), source_text=text)
    page = " ".join(render(ruling, "text", "fr").split())   # the lines unwrapped
    return page, ruling.to_json("fr")["score_after"]


@pytest.mark.parametrize(("lois", "acts"), [
    ("guiton-1822", "  blanc efface adversaire 2\n  blanc jette 2 1\n  blanc joue 0-2 0-1\n"),
    ("lebrun-1828", "  blanc jette 2 1\n  blanc efface adversaire 2\n  blanc joue 0-2 0-1\n"),
])
def test_the_excess_wiped_in_time_is_off_and_the_ruling_does_not_say_he_keeps_it(lois, acts):
    page, score = _rule(lois, acts)
    assert score["noir"]["points"] == 4
    assert "garde l'excédent" not in page
    assert "il s'en est tenu là" in page


@pytest.mark.parametrize(("lois", "acts"), [
    ("guiton-1822", "  blanc jette 2 1\n  blanc efface adversaire 2\n  blanc joue 0-2 0-1\n"),
    ("lebrun-1828", "  blanc jette 2 1\n  blanc joue 0-2 0-1\n  blanc efface adversaire 2\n"),
])
def test_the_excess_wiped_after_the_term_stays_with_the_offender(lois, acts):
    page, score = _rule(lois, acts)
    assert score["noir"]["points"] == 6
    assert "noir les garde" in page

