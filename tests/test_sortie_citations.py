"""A ruling cites the laws of the sortie that bear on the throw, not all six at once.

Guiton ch. VII names each kind of number at the sortie in its own article (points sortants,
excédants, défaillants, two défaillants joined, several dames to the bande, all dames entered
first); a ruling on a 5 et 3 that takes two dames off exactly must not quote the article on
défaillant points (issue #14: a near case's ruling must not cite the article).
"""

from __future__ import annotations

import pytest

from arbiter.engine import decide
from arbiter.notation import parse

SORTIE = {"dames-entrees", "sortir-a-la-bande", "points-sortants", "points-excedants",
          "points-defaillants", "deux-defaillants"}


def _record(blanc: str, dice: str, play: str) -> str:
    return f"""[Blanc "Jules"]
[Noir "Charles"]
[Partie "douze-trous"]
[Lois "guiton-1822"]

position
  blanc  {blanc}
  noir   18:3 19:3 20:3 21:3 22:3

marque
  blanc  0 points, 6 trous
  noir   0 points, 5 trous
relevé   blanc 40, noir 40
trait    blanc

actes
  blanc jette {dice}
  blanc joue {play}
"""


def _sortie_laws(text: str) -> set[str]:
    ruling = decide(parse(text, source="<test>"), source_text=text).to_json("fr")
    cited = {c["law"].removeprefix("guiton.VII.") for c in ruling.get("citations") or ()}
    return cited & SORTIE


NUMBERS = SORTIE - {"dames-entrees"}
"""The articles on the numbers of the throw; « Toutes les dames doivent être entrées » is the
condition of any sortie, which a ruling may state whenever a dame can go off."""


@pytest.mark.parametrize(("blanc", "dice", "play", "laws"), [
    # two sortants take two dames off
    ("19:1 21:1 23:1 24:12", "5 3", "19-24 21-24", {"points-sortants", "sortir-a-la-bande"}),
    # both excédants: the farthest dame each time (neither brings a dame exactly to the bande)
    ("22:1 23:1 24:13", "5 4", "22-24 23-24", {"points-excedants"}),
    # an excédant 6 and a défaillant as that the 6 could join
    ("20:1 22:1 24:13", "6 1", "20-24 22-23",
     {"points-excedants", "points-defaillants", "deux-defaillants"}),
    # bezet from the pénultième: two défaillants joined make a sortant
    ("22:2 24:13", "1 1", "22-23-24", {"points-defaillants", "deux-defaillants"}),
])
def test_only_the_laws_of_its_numbers_are_cited(blanc, dice, play, laws):
    assert _sortie_laws(_record(blanc, dice, play)) & NUMBERS == laws


def test_a_dame_still_outside_brings_in_the_article_on_entering_first():
    # the 6 enters the dame of the 13th: it is no excédant; the 5 then bears one off exactly
    cited = _sortie_laws(_record("13:1 19:2 20:3 21:3 22:3 23:3", "6 5", "13-19 19-24"))
    assert {"dames-entrees", "points-sortants"} <= cited
    assert not cited & {"points-excedants", "points-defaillants", "deux-defaillants"}


def test_a_number_that_bears_off_only_once_the_last_dame_is_in_is_said_so():
    # jr-04 (Guiton's own example): the 5 enters and fills, the 6 bears off; the 5 never bears a
    # dame off in this throw but once the 6 has entered the last dame, and the ruling says which
    text = _record("17:1 18:3 19:3 20:3 21:2 22:1 23:2", "6 5", "17-22 18-24")
    steps = [s["text"] for s in decide(parse(text, source="<test>"), source_text=text)
             .to_json("fr")["trace"] if s["step"] == "law"]
    assert "Une fois la dernière dame entrée par le six, le cinq est un point sortant" in (
        " ".join(steps))
    assert not any(s.startswith("Le cinq est un point sortant") for s in steps)
    assert any(s.startswith("La dernière dame peut entrer par l'un ou l'autre nombre")
               for s in steps)


def test_a_throw_that_bears_nothing_off_cites_no_law_of_the_sortie():
    assert _sortie_laws(_record("16:2 17:2 18:2 19:3 20:3 21:3", "2 1", "16-18 16-17")) == set()
