"""What the ruling says where the trou, the reste and the opponent's à-faux points of one throw
meet (casebook mk-): the sentences a referee reads, beside the fields the casebook checks.

Guiton III « Marque des points »: the thrower's trou comes first and wipes the other's points,
who then marks his share from nothing; when that share is twelve points or more it makes his
own trou, and is no trou « sans bouger » (he has no points left to keep in place). « Oubli
d'effaçer les points de l'adversaire en marquant le trou »: the points the winner left on the
board and takes off later are named as such, not as « 0 point » wiped or points « he has not ».
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from arbiter.engine import decide
from arbiter.notation import parse
from arbiter.render import render

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


@cache
def _page(stem: str, lang: str = "fr") -> str:
    matches = sorted(CASEBOOK.glob(f"{stem}*.tric"))
    if not matches:
        pytest.skip(f"casebook case {stem} is not in this copy")
    text = matches[0].read_text(encoding="utf-8")
    ruling = decide(parse(text, source=str(matches[0])), source_text=text)
    return " ".join(render(ruling, "text", lang).split())


@pytest.mark.parametrize("stem", ["mk-05-", "mk-07-"])
def test_both_sides_take_a_trou_by_one_throw(stem):
    page = _page(stem)
    assert "Chacun prend un trou" in page
    assert "sans pouvoir s'aider des points effacés" not in page
    # the other's twelve come after his points were wiped: no trou « sans bouger » for him
    assert "sans bouger son jeton" not in page
    assert "Each takes a trou" in _page(stem, "en")


def test_the_other_share_short_of_a_trou_still_cannot_use_the_wiped_points():
    """The near case: Guiton's own example, the other's 2 points after the thrower's trou."""
    page = _page("g3-s16b-")
    assert "sans pouvoir s'aider des points effacés" in page
    assert "Chacun prend un trou" not in page


def test_twelve_received_with_points_kept_are_sans_bouger():
    """Lebrun's example (bl-14): the thrower takes no trou, the other keeps his 4 and his 12
    make a trou sans bouger."""
    assert "sans bouger son jeton" in _page("bl-14-")


@pytest.mark.parametrize(("stem", "said"), [
    ("mk-04-", "blanc ôte les 6 points que noir avait encore au jeton"),
    ("mk-07-", "blanc ôte les 2 points que noir avait encore au jeton"),
    ("mk-10-", "noir ôte les 6 points que blanc avait encore au jeton"),
    ("mk-13-", "blanc ôte les 8 points que noir avait encore au jeton"),
    ("mk-14-", "noir ôte les 8 points que blanc avait encore au jeton"),
])
def test_points_left_by_the_trou_taken_off_later_are_named(stem, said):
    page = _page(stem)
    assert said in page
    assert "efface 0 point" not in page
    assert "qui n'en a pas" not in page


def test_marks_set_right_by_hand_cite_the_forgotten_wipe():
    page = _page("mk-09-")
    assert "blanc remet lui-même en ordre la marque de noir" in page
    assert "Oubli d'effaçer les points de l'adversaire" in page
