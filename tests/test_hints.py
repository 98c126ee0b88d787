"""`check` says the form wanted for the ways a referee naturally writes a line, every one of
them in one run (several on a line; headers and acts both), so that one round of corrections
is enough (arbiter/notation/hints.py)."""

from __future__ import annotations

import re

from arbiter.ecrire.notation import check_seance
from arbiter.notation import check
from arbiter.notation.hints import fixes, rewrite

HEAD = """[Blanc "Jules"]
[Noir "Charles"]
[Lois "{lois}"]

position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2

marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 5, noir 5
trait    blanc

actes
"""


def _messages(text: str) -> list[tuple[int, int, str, str]]:
    _, diagnostics = check(text, source="c.tric")
    return [(d.span.line, d.span.column, d.message.fr, d.expected.fr if d.expected else "")
            for d in diagnostics]


def test_several_natural_writings_on_one_line_each_get_the_form_wanted():
    found = _messages(HEAD.format(lois="guiton-1822") + "  Blanc jette 4 et 4\n")
    assert [(line, column) for line, column, _, _ in found] == [(16, 3), (16, 15)]
    assert "« Blanc » s'écrit « blanc »" in found[0][2]
    assert "« 4 et 4 » s'écrit « 4 4 »" in found[1][2]
    assert all(expected == "la ligne ainsi : blanc jette 4 4" for *_, expected in found)


def test_points_marked_are_the_number_alone():
    found = _messages(HEAD.format(lois="guiton-1822") + "  blanc jette 6 5\n"
                      "  blanc marque 4 points\n")
    assert found == [(17, 16, "« 4 points » s'écrit « 4 » : des points se marquent par le "
                      "nombre seul (« marque 2 trous » pour des trous)",
                      "la ligne ainsi : blanc marque 4")]


def test_a_header_and_the_acts_are_reported_in_the_same_run():
    found = _messages(HEAD.format(lois="guiton-1899") + "  Blanc jette 6 5\n")
    assert [line for line, *_ in found] == [3, 16]
    assert "guiton-1899" in found[0][2]


def test_a_mended_line_lets_the_acts_after_it_be_checked_in_full():
    found = _messages(HEAD.format(lois="guiton-1822") + "  Blanc jette 6 5\n"
                      "  blanc joue 0-6 0-5\n  noir jette 7 2\n")
    assert [line for line, *_ in found] == [16, 18]
    assert "7" in found[1][2]


def test_a_marque_line_without_commas_gets_them():
    _, diagnostics = check_seance("séance 8 marqués\nmarqué blanc 7 noir 2 part blanc\n",
                                  source="s.tric")
    assert [d.span.column for d in diagnostics] == [14, 21]
    assert {d.expected.en for d in diagnostics} == {
        "the line thus: marqué blanc 7, noir 2, part blanc"}


def test_words_said_and_comments_are_never_corrected():
    line = '  Noir dit "Blanc a joué 4 et 4" # Blanc'
    assert [f.found for f in fixes(line, "act_line")] == ["Noir"]
    assert rewrite(line, fixes(line, "act_line")) == '  noir dit "Blanc a joué 4 et 4" # Blanc'


def test_a_first_record_passes_after_one_round_of_the_forms_wanted():
    """The referee of the issue: every line refused, corrected as told, checks at once."""
    text = HEAD.format(lois="guiton-1822") + ("  Blanc jette 6 et 5\n  blanc joue 0-6 0-5\n"
                                              "  Noir marque école 4 points\n")
    _, diagnostics = check(text, source="c.tric")
    lines = text.split("\n")
    for d in diagnostics:
        wanted = re.sub(r"^la ligne ainsi : ", "  ", d.expected.fr)
        lines[d.span.line - 1] = wanted
    record, after = check("\n".join(lines), source="c.tric")
    assert record is not None and not after, [d.message.fr for d in after]
