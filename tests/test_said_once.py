"""A point of law the reasoning needs once is said once (casebook la-18 and its neighbours):
that no école is made of a trou (Guiton III « Ecole d'école; école de trou ») is said by the
word that takes a second hole off, or by the judging of a trou pegged short, and not again by
the step that takes off a hole pegged too late or by the judging of the same peg."""

from __future__ import annotations

import re

import pytest

from arbiter.cases import find_case, rule_file

NO_TROU_ECOLE = re.compile(r"école d'un trou|pas d'école de trou")


@pytest.mark.parametrize("case_id", [
    # the bredouille disputed in time by word, then the coup consummated
    "la-18-bredouille-non-otee-contestee-a-temps-guiton",
    "la-12-bredouille-non-otee-contestee-a-temps-lebrun",
    # a trou double pegged simple, then its second hole pegged too late
    "g3-fd17-trou-simple-pour-double-releve",
    "gt-03-partie-double-marquee-simple-trou-ajoute-apres-avoir-joue-noir",
    "fa-06-partie-double-marquee-simple-second-trou-apres-avoir-joue-lebrun",
])
def test_no_ecole_of_a_trou_is_said_once(case_id: str) -> None:
    case = find_case(case_id)
    assert case is not None, case_id
    ruling = rule_file(case.tric)
    said = [s for s in ruling["trace"] if NO_TROU_ECOLE.search(str(s["text"]))]
    assert len(said) == 1, [s["text"] for s in said]
    if case_id.endswith("guiton"):      # and said under its article
        assert any(s["law"] == "guiton.III.ecole-d-ecole" for s in said)
