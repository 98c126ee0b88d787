"""A dame played by one number and then, from its rest, by the other (two ``joue`` lines).

Jacquet's own text provides for it: seed 004 § 7 a) « déplacer une seule dame de la valeur d'un
des deux dés, puis depuis cette position de repos déplacer à nouveau la même dame de la valeur
du deuxième dé ». The ruling cites that article and borrows nothing from trictrac there. At
trictrac the same play is Guiton's « Une dame abandonnée ne peut être déplacée » (« elle n'en
peut sortir que pour servir à jouer … les deux points tout d'une »)."""

from __future__ import annotations

from arbiter.engine import decide
from arbiter.notation import parse

JACQUET = """[Jeu "jacquet"]
[Lois "{lois}"]
position
  blanc  talon:14 4:1
  noir   talon:14 6:1
trait    blanc
actes
  blanc jette {dice}
  blanc joue 4-{mid}
  blanc joue {mid}-{end}
"""

TRICTRAC = """position
  blanc  talon:11 6:2 7:2
  noir   talon:11 6:2 7:2
relevé   blanc 5, noir 5
trait    blanc
actes
  blanc jette 5 2
  blanc joue 7-12
  blanc joue 12-14
"""


def _ruling(text: str) -> dict:
    return decide(parse(text), source_text=text).to_json("fr")


def _laws_of_steps(ruling: dict) -> list[str | None]:
    return [s["law"] for s in ruling["trace"]]


def test_jacquet_cites_its_own_article_for_the_same_dame_going_on():
    for lois in ("lalanne-2003", "lebrun-1828"):
        ruling = _ruling(JACQUET.format(lois=lois, dice="5 2", mid=9, end=11))
        steps = _laws_of_steps(ruling)
        assert "lalanne.I.coup-simple" in steps, lois
        assert "guiton.III.dame-abandonnee" not in steps, lois
        assert not any("Aucun texte du jacquet" in s["text"] for s in ruling["trace"]), lois


def test_a_doublet_going_on_cites_the_doublet_article():
    ruling = _ruling(JACQUET.format(lois="lalanne-2003", dice="1 1", mid=5, end=8).replace(
        "blanc joue 5-8", "blanc joue 5-6-7-8"))
    assert any(s["law"] == "lalanne.I.doublet" and "même dame" in s["text"]
               for s in ruling["trace"])


def test_trictrac_keeps_guitons_article():
    ruling = _ruling(TRICTRAC)
    assert "guiton.III.dame-abandonnee" in _laws_of_steps(ruling)
