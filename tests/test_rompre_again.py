"""Breaking the dice as Lebrun does it (the words with the cornet), and a second break in a row:
Lebrun's « rompre plus d'une fois les dés est une grossièreté » said, the throw void all the
same (seed 003 « Manière de jouer ou de jeter les dés »; Guiton ch. III « Rompre les dés »)."""

from __future__ import annotations

from arbiter.engine import decide
from arbiter.notation import parse

HEAD = """[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]
[Lois "{lois}"]

position
  blanc  talon:14 3:1
  noir   talon:14 2:1

trait    blanc

actes
"""


def _rule(acts: str, lois: str = "lebrun-1828") -> dict:
    text = HEAD.format(lois=lois) + acts
    return decide(parse(text), source_text=text).to_json("fr")


def _said(ruling: dict) -> str:
    return " ".join(str(step.get("text")) for step in ruling["trace"])


def _laws(ruling: dict) -> list[str]:
    return [c["law"] for c in ruling["citations"]]


BREAK = '  blanc jette 6 5\n  noir dit "je romps"\n  noir rompt\n'
PLAY = "  blanc jette 2 1\n  blanc joue 3-5-6\n"


def test_the_words_with_the_cornet_are_one_break_not_words_alone():
    ruling = _rule(BREAK + PLAY)
    assert "la parole seule ne rompt rien" not in _said(ruling)
    assert "renvoie aussitôt les dés de son cornet" in _said(ruling)
    # near case: the words, then another act before any cornet: words alone, the throw stands
    alone = _rule('  blanc jette 6 5\n  noir dit "je romps"\n  blanc joue 3-9-14\n')
    assert "la parole seule ne rompt rien" in _said(alone)


def test_a_second_break_in_a_row_is_said_rude_and_void():
    twice = _rule(BREAK + BREAK.replace("6 5", "6 6") + PLAY)
    assert "seconde fois de suite" in _said(twice)
    assert "lebrun.rompre-plus-d-une-fois" in _laws(twice)
    assert [c.get("void") is not None for c in twice["coups"]][:2] == [True, True]
    # near cases: one break only; two breaks with a throw of the other player between them
    once = _rule(BREAK + PLAY)
    assert "lebrun.rompre-plus-d-une-fois" not in _laws(once)
    apart = _rule(BREAK + PLAY + "  noir jette 4 1\n  noir joue 2-6-7\n"
                  + '  blanc jette 5 3\n  noir dit "je romps"\n  noir rompt\n')
    assert "seconde fois de suite" not in _said(apart)
    # Guiton's body: the same, his « user rarement » beside Lebrun's sentence
    guiton = _rule(BREAK + BREAK.replace("6 5", "6 6") + PLAY, "lalanne-2003")
    assert "seconde fois de suite" in _said(guiton)
