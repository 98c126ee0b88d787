"""Lebrun bars the leave of a winner who has himself taken his jeton from its place (« Du
privilège de s'en aller »; Guiton's « On peut déposer les jetons à la bande… » the other
opinion). Where no jeton of his was moved before his leave, that point is not reached: the
ruling neither leads with Lebrun's jeton article nor names Guiton's deposit (ql-02, ql-08,
ql-12). Moved by the opponent's hand, his jeton bars nothing and the ruling says why, citing
the article (ql-09, ql-11). Moved by himself, the bar and Guiton's opinion stand (g5-fd18)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import rule_file

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"
JETON = "lebrun.s-en-aller-jeton"
DEPOSIT = "On peut dé poser les jetons à la bande"


def _ruling(case_id: str) -> dict:
    return rule_file(CASEBOOK / f"{case_id}.tric")


@pytest.mark.parametrize("case_id", [
    "ql-02-ecole-par-trop-adverse-reclamee-apres-le-jet-lebrun-noir",
    "ql-08-ecole-adverse-effacee-jeton-en-place-lebrun-noir",
    "ql-12-trou-simple-cheville-double-s-en-va-lebrun-noir",
    "lv-06-partie-bredouille-jetons-en-place-lebrun",
])
def test_jeton_in_place_reaches_no_point_of_the_jeton(case_id: str):
    ruling = _ruling(case_id)
    assert ruling["citations"][0]["law"] != JETON
    assert not any(DEPOSIT in o for o in ruling["other_opinions"])


@pytest.mark.parametrize("case_id", [
    "ql-09-jeton-ote-par-l-adversaire-lebrun-noir",
    "ql-11-reste-marque-par-l-adversaire-lebrun",
])
def test_jeton_moved_by_the_opponent_is_said_and_bars_nothing(case_id: str):
    ruling = _ruling(case_id)
    assert any(c["law"] == JETON for c in ruling["citations"])
    text = " ".join(ruling["decision"]) + " ".join(str(t) for t in ruling["trace"])
    assert "ne l'a pas ôté de sa place lui-même" in text
    assert not any(f["kind"] == "depart_irregulier" for f in ruling["faults"])


def test_jeton_moved_by_himself_still_bars_and_names_guiton():
    ruling = _ruling("g5-fd18-trou-juste-jeton-ote-lebrun")
    assert ruling["citations"][0]["law"] == JETON
    assert any(DEPOSIT in o for o in ruling["other_opinions"])
    assert any(f["kind"] == "depart_irregulier" for f in ruling["faults"])
