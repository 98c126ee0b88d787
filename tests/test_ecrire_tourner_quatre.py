"""À tourner at four players (Lebrun « Trictrac à tourner »: « Lorsqu'on est plusieurs
personnes ... on joue pour son compte à son tour »; Guiton ch. VIII knows it « entre trois
joueurs » only, four playing « en société »). The settled séances are the casebook's (sw-05,
sw-06); here what ``check`` refuses and what the settlement leaves open."""

from __future__ import annotations

import pytest

from arbiter.ecrire import check_seance, parse_seance, settle

FOUR = """[Lois "{lois}"]
séance {n} marqués à-tourner
joueur A "Jules"
joueur B "Charles"
joueur C "Paul"
joueur D "Louis"
"""


def errors(text: str) -> list[str]:
    _, diagnostics = check_seance(text, source="t.tric")
    return [d.message.fr for d in diagnostics if d.severity == "error"]


def test_four_at_a_tourner_are_refused_under_guiton_and_admitted_under_lebrun():
    [guiton] = errors(FOUR.format(lois="guiton-1822", n=8))
    assert "Guiton ne connaît que trois joueurs" in guiton
    assert errors(FOUR.format(lois="lebrun-1828", n=8)) == []


@pytest.mark.parametrize("n", [9, 10])
def test_at_four_the_marques_are_a_multiple_of_four(n):
    [error] = errors(FOUR.format(lois="lebrun-1828", n=n))
    assert "divisible par 4" in error


def test_the_fourth_comes_in_after_the_third_and_the_first_out_plays_the_last():
    """Seats A-B, then B-C, C-D, D-A, A-B…: A, who lost the first, plays the eighth."""
    head = FOUR.format(lois="lebrun-1828", n=8)
    good = head + "marqué A 2, B 6, part B\nmarqué B 3, C 6, part C\nmarqué C 2, D 6, part D\n"
    assert errors(good) == []
    wrong = head + "marqué A 2, B 6, part B\nmarqué A 3, C 6, part C\n"
    assert any("pas au jeu" in e for e in errors(wrong))


def test_two_players_beyond_their_share_and_two_below_leave_the_postillons_open():
    """A and B marqué three times, C and D once, in eight marqués (a share of two): each of A
    and B owes a postillon, each of C and D is owed one, and no text says which to which."""
    text = FOUR.format(lois="lebrun-1828", n=8) + "\n".join((
        "marqué A 2, B 6, part B", "marqué B 3, C 6, part C", "marqué C 2, D 6, part D",
        "marqué D 6, A 1, part D", "marqué A 6, B 4, part A", "marqué B 2, C 6, part C",
        "marqué C 6, D 3, part C", "marqué D 6, A 5, part D")) + "\n"
    data = settle(parse_seance(text, source="t.tric")).to_json("fr")
    assert data["marques_lost"] == {"A": 3, "B": 3, "C": 1, "D": 1}
    assert data["outcome"] == "undecided"
    assert any("postillon" in q for q in data["questions"])
