"""Flèches are named as the treatises name them, from either colour's numbering (the helper is
arbiter.words.fleche_name, shared with the engine; the page relies on these names)."""

import pytest

from arbiter.board import mirror
from arbiter.colour import Colour
from arbiter.render.names import LABELS, fleche_name, kind_name, labels

B, N = Colour.BLANC, Colour.NOIR


@pytest.mark.parametrize(("colour", "n", "fr", "en"), [
    (B, 6, "la sixième flèche de blanc", "White (blanc)'s sixth flèche"),
    (N, 11, "le coin de repos de noir", "Black (noir)'s coin de repos"),
    (B, 0, "le talon de blanc", "White (blanc)'s talon"),
    (B, 13, "la dixième flèche de noir", "Black (noir)'s tenth flèche"),
    (B, 12, "le coin de repos de noir", "Black (noir)'s coin de repos"),
    (N, 23, "le talon de blanc", "White (blanc)'s talon"),
    (B, 18, "la cinquième flèche de noir", "Black (noir)'s fifth flèche"),
    (N, 1, "la première flèche de noir", "Black (noir)'s first flèche"),
    (B, 24, "hors du tablier", "off the board"),
])
def test_fleche_names(colour, n, fr, en):
    assert fleche_name(colour, n) == fr
    assert fleche_name(colour, n, "en") == en


def test_the_same_flèche_has_the_same_name_from_both_sides():
    for n in range(24):
        assert fleche_name(B, n) == fleche_name(N, mirror(n))



def test_kinds_read_as_words_even_when_unknown():
    assert kind_name("ecole_par_moins") == "école par moins"
    assert kind_name("jan_de_mezeas") == "jan de mézéas"     # named, with its accents
    assert kind_name("some_new_kind") == "some new kind"     # unknown: its words


def test_every_label_exists_in_both_languages():
    assert labels("fr").keys() == labels("en").keys() == LABELS.keys()
    assert all(m.fr and m.en for m in LABELS.values())
