"""A throw whose points are known can no longer be broken, and ``arbiter check`` and ``arbiter
rule`` read that alike (Guiton ch. I « Rompre les dés »: « avant qu'ils soient fixés et qu'aucun
des points soit connu »): a die settled alone (``jette 6 ?``), the dice named by either player,
dice thrown early and named. Both readers call :func:`arbiter.sayings.names_dice`."""

from __future__ import annotations

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.notation.parser import check
from arbiter.sayings import named_dice, names_dice

TRICTRAC = """[Blanc "Jules"]
[Noir "Charles"]
position
  blanc  talon:15
  noir   talon:15
relevé   blanc 9, noir 9
trait    blanc
actes
"""


def _errors(text: str) -> list[str]:
    return [d.message for d in check(text)[1] if d.severity == "error"]


def _voided(text: str) -> bool:
    ruling = decide(parse(text), source_text=text).to_json("fr")
    return any(c.get("void") for c in ruling["coups"])


@pytest.mark.parametrize(("words", "dice", "names"), [
    ("six et cinq", (6, 5), True), ("cinq et six", (6, 5), True), ("sonnez !", (6, 6), True),
    ("carme", (4, 4), True), ("six et quatre", (6, 5), False), ("je romps", (6, 5), False),
    ("six et cinq, je marque quatre", (6, 5), False),
])
def test_the_words_that_name_a_throw(words, dice, names):
    assert names_dice(words, dice) is names


def test_a_doublet_is_named_by_its_name():
    assert named_dice("double-deux") == (2, 2) and named_dice("beset") == (1, 1)


@pytest.mark.parametrize("before", [
    '  blanc dit "six et cinq"\n',      # the thrower names them
    '  noir dit "six et cinq"\n',       # the opponent reads them aloud
])
def test_named_dice_are_broken_too_late_for_both_readers(before):
    text = (TRICTRAC + "  blanc jette 6 5\n" + before + '  noir dit "je romps"\n'
            "  blanc joue 0-6 0-5\n  noir jette 4 2\n  noir joue 0-4 0-2\n")
    assert _errors(text) == []                  # check expects noir's throw next
    assert not _voided(text)                  # the ruling keeps blanc's 6-5


def test_unnamed_dice_are_still_broken_for_both_readers():
    text = (TRICTRAC + '  blanc jette 6 5\n  noir dit "je romps"\n'
            "  blanc jette 4 2\n  blanc joue 0-4 0-2\n")
    assert _errors(text) == []                  # check expects blanc to throw again
    assert _voided(text)


def test_a_die_settled_alone_is_a_point_known():
    text = (TRICTRAC + '  blanc jette 6 ?\n  noir dit "je romps"\n  blanc dé 5\n'
            "  blanc joue 0-6 0-5\n  noir jette 4 2\n  noir joue 0-4 0-2\n")
    assert _errors(text) == []
    assert not _voided(text)
