"""The victim of an irregular Jacquet play may let it stand, unless the board cannot.

A play that breaks a rule of play (a second dame off the talon before the courier arrives, a
dame borne off before all are in) is at the opponent's discretion: he may have it replayed or
« trouver que vous avez bien joué » (Lebrun's rule 6; Guiton « Dame mal posée et abandonnée »,
by analogy), as his throw lets it stand anyway. A dame left on a flèche the opponent holds
breaks the board itself (two colours on one flèche): that play cannot be left.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import rule_file

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _choices(case: str) -> list[list[str]]:
    ruling = rule_file(CASEBOOK / f"{case}.tric")
    return [[c["key"] for c in o["choices"]] for o in ruling["options"]]


@pytest.mark.parametrize(("case", "choices"), [
    ("j-10-dame-du-talon-avant-l-arrivee", ["rejouer", "laisser"]),   # a second dame off the talon
    ("j-26-sortie-avant-toutes-entrees", ["rejouer", "laisser"]),     # a dame borne off too early
    # the last dame, by too short a number: set beyond its point on the bande, one more flèche
    # (seed 004 § 12), a dame mal posée: left, or put where its number brings it
    ("jc-08-noir-gagne-si-le-coup-est-laisse-double", ["laisser", "placer-23"]),
])
def test_a_rule_of_play_broken_may_be_left(case, choices):
    assert choices in _choices(case)


def test_a_dame_on_a_held_fleche_cannot_be_left():
    assert ["rejouer"] in _choices("j-16-fleche-tenue-par-une-seule-dame")
