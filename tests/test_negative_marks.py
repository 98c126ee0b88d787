"""A count of points below zero is an error the ruling explains, never a number it shows nor
one it silently stops at zero (issue #8, item 12)."""

from __future__ import annotations

import importlib

from arbiter.colour import Colour
from arbiter.engine.decide import replay_for
from arbiter.engine.marks import wipe
from arbiter.games.trictrac.bundle import GAME
from arbiter.notation import parse
from arbiter.score import SideScore

decide_module = importlib.import_module("arbiter.engine.decide")  # the package's
# ``decide`` is the function of that name

RECORD = """[Blanc "Jules"]
[Noir "Charles"]

position
  blanc  talon:9 4:2 5:2 8:2
  noir   talon:11 3:1 6:2 9:1

marque
  blanc  4 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 7, noir 7
trait    blanc

actes
  blanc jette 5 2
"""


def _replay():
    replay = replay_for(parse(RECORD), GAME)
    replay.run()
    return replay


def test_wiping_more_than_the_jeton_shows_is_said_not_taken_below_zero():
    replay = _replay()
    wipe(replay, Colour.BLANC, 10)
    assert replay.score.of(Colour.BLANC).points == 0
    facts = [s.text.en for s in replay.findings.trace if s.step == "fact"]
    assert any("shows only 4 points" in f and "6 points beyond" in f for f in facts), facts


def test_wiping_within_the_jeton_says_nothing_more():
    replay = _replay()
    before = len(replay.findings.trace)
    wipe(replay, Colour.BLANC, 2)
    assert replay.score.of(Colour.BLANC).points == 2
    assert len(replay.findings.trace) == before


def test_a_negative_score_makes_the_ruling_undecided_with_the_reason():
    replay = _replay()
    side = replay.score.of(Colour.NOIR)
    replay.score = replay.score.with_side(Colour.NOIR, SideScore(
        points=-6, trous=side.trous, bredouille=False))
    decide_module._negative_marks(replay)
    assert replay.blocking
    assert any("cannot be negative" in q.en for q in replay.findings.questions)
