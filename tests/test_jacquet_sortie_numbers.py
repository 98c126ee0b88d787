"""What each number of a throw is at Jacquet's sortie (seed 004 § 12), said under the sentence
that says so (:func:`arbiter.games.jacquet.sortie.sortie_laws`): exactly onto the bande, past the
farthest dame (excédant), or short of every dame; the sortants first, the text's order."""

from __future__ import annotations

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.jacquet.sortie import SORTIE_BANDE, SORTIE_EXCEDANT, sortie_laws

NOIR = {18: 5, 19: 5, 20: 5}


def _kept(blanc: dict[int, int], dice: tuple[int, int]) -> list[tuple[str, str]]:
    position = Position.from_mapping({Colour.BLANC: blanc, Colour.NOIR: NOIR})
    return [(k.law, k.message.fr) for k in sortie_laws(position, Colour.BLANC, dice)]


def test_the_exact_number_before_the_excedant_one():
    # lh-03: farthest dames on 19 (five from the bande); the three reaches it from 21
    kept = _kept({19: 2, 21: 3, 22: 4, 23: 3, 24: 3}, (6, 3))
    assert [law for law, _ in kept] == [SORTIE_BANDE, SORTIE_EXCEDANT]
    assert kept[0][1].startswith("le trois porte une dame")
    assert kept[1][1].startswith("le six passe la bande")
    assert "n'en sont qu'à 5" in kept[1][1]


def test_two_short_numbers_whose_sum_reaches_the_bande():
    # the last dame on 21, 2 et 1: neither number reaches the bande, their sum does
    kept = _kept({21: 1, 24: 14}, (2, 1))
    assert [law for law, _ in kept] == [SORTIE_BANDE] * 3
    assert "il se joue dans le tablier" in kept[0][1]
    assert kept[2][1].startswith("réunis, les deux nombres portent une dame")


def test_nothing_before_every_dame_is_in_the_last_quarter():
    assert _kept({17: 1, 21: 2, 24: 12}, (6, 3)) == []
