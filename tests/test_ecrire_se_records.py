"""Records a séance cannot hold, from the texts (helper se's fresh disputes): a leave with no
trou, and more players than a text admits at the partie à écrire (Guiton ch. VIII: « la partie
à écrire en admet trois ou même quatre »; only the poule goes to five)."""

from __future__ import annotations

import pytest

from arbiter.ecrire import check_seance


def errors(text: str) -> list:
    _, diagnostics = check_seance(text, source="t.tric")
    return [d for d in diagnostics if d.severity == "error"]


FIVE = "".join(f'joueur {p} "{n}"\n' for p, n in zip("ABCDE", ["Jules", "Charles", "Paul",
                                                                "Louis", "Henri"], strict=True))


@pytest.mark.parametrize(("text", "line"), [
    # Guiton ch. I « Aller, s'en aller »: one leaves only on a trou taken by one's own dé; a
    # player who has no trou has taken none, and cannot have ended the marqué by leaving.
    ('[Lois "guiton-1822"]\nséance 2 marqués\nmarqué blanc 6, noir 0, part noir\n', 3),
    ('[Lois "lebrun-1828"]\nséance 2 marqués\nmarqué noir 7, blanc 0, part blanc\n', 3),
    ('[Lois "guiton-1822"]\nséance 9 marqués à-tourner\njoueur A "Jules"\njoueur B "Charles"\n'
     'joueur C "Paul"\ndé A\nmarqué A 6, B 2, part A\nmarqué A 8, C 0, part C\n', 8),
])
def test_a_leave_without_a_trou_is_refused_at_its_line(text, line):
    found = errors(text)
    assert [d.span.line for d in found] == [line], [d.message.fr for d in found]
    assert "trou" in found[0].message.fr


def test_the_near_case_a_leave_of_the_player_behind_with_a_trou_is_accepted():
    assert errors('[Lois "guiton-1822"]\nséance 2 marqués\n'
                  "marqué blanc 6, noir 1, part noir\nmarqué blanc 6, noir 2, part blanc\n") == []


@pytest.mark.parametrize("arrangement", ["10 marqués à-tourner", "10 marqués chouette",
                                         "10 marqués deux-contre-deux"])
def test_five_players_are_refused_at_the_partie_a_ecrire(arrangement):
    found = errors(f'[Lois "guiton-1822"]\nséance {arrangement}\n{FIVE}')
    assert found and all(d.span.line in (2, 3, 4, 5, 6, 7) for d in found)
    assert any("joueurs" in d.message.fr for d in found), [d.message.fr for d in found]


def test_five_players_are_admitted_at_the_poule_and_six_are_refused_in_words():
    assert errors(f"séance poule\n{FIVE}mise 1 fiches\npartie A 12, B 3\n") == []
    found = errors(f'séance poule\n{FIVE}joueur F "Pierre"\nmise 1 fiches\n')
    assert [d.span.line for d in found] == [7]
    words = " ".join(d.message.fr + " " + (d.expected.fr if d.expected else "") for d in found)
    assert "(?!" not in words, words
    assert "cinq" in words or "5" in words, words
