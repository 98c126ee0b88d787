"""The clock of marking read where the bodies of law part: an école still open when the record
ends lasts until its victim throws under Guiton, until he has played under Lebrun (« si vous
avez joué depuis »), and the ruling names the other body's opinion either way."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.engine import decide
from arbiter.notation import parse

CASE = Path(__file__).resolve().parent.parent / "casebook" / "contract-03-ecole-par-trop.tric"
"""Blanc marks 6 for 4 and plays; here the record stops before Noir marks the école (the
contract's last line is left out), so Noir's option is open when it ends."""


def _ruling(lois: str):
    text = CASE.read_text(encoding="utf-8").replace(
        '[Lois "guiton-1822"]', f'[Lois "{lois}"]').replace("  noir marque école 2\n", "")
    assert f'[Lois "{lois}"]' in text and "école 2" not in text
    return decide(parse(text), source_text=text)


def _ecole_option(ruling):
    [option] = [o for o in ruling.options if "école" in o.subject.fr]
    return option


@pytest.mark.parametrize("lois, until, own, other", [
    ("lebrun-1828", "jusqu'à ce que noir ait joué", "lebrun.delai-de-l-ecole",
     "« Époque où les écoles sont consommées »"),
    ("guiton-1822", "jusqu'à ce que noir jette les dés", "guiton.III.epoque-ecoles-consommees",
     "« Du privilège de s'en aller »"),
])
def test_an_ecole_open_at_the_end_lasts_as_the_body_of_law_says(lois, until, own, other):
    ruling = _ruling(lois)
    option = _ecole_option(ruling)
    assert option.until is not None and option.until.fr == until
    assert own in option.laws and own in [c.law for c in ruling.citations]
    assert any(other in opinion.fr for opinion in ruling.other_opinions)


def test_the_right_to_take_off_one_of_two_jetons_is_given_no_term_the_text_does_not_name():
    """Guiton III « Faute nommée improprement école des deux jetons » gives the opponent « le
    droit d'ôter l'une des deux marques » and names no term for it (it is no école: his throw,
    which ends the right to mark one, does not end it). la-08: Jules throws after it; the
    option must not read as open « jusqu'à ce que blanc jette les dés », a term already past."""
    path = next((CASE.parent).glob("la-08-*.tric"))
    text = path.read_text(encoding="utf-8")
    ruling = decide(parse(text), source_text=text)
    [option] = [o for o in ruling.options if "deux marques" in o.subject.fr]
    assert option.until is not None
    assert "jette les dés" not in option.until.fr
    assert option.until.fr == "le texte ne fixe pas de terme à ce droit"
