"""A ruling cites the article that decides a dispute, and not one that does not bear on it.

Each article below is tried from both sides on casebook cases: where the record touches its
point (a dame set in the opponent's jan, the coin taken, a rest on the opponent's empty coin, a
plein of the jan de retour, a trou taken with a reste, the second scorer's two jetons) the ruling
cites it, even when the play or the marking was lawful; in the near case, where nothing bears on
it, it does not. The expectations were written from the text (see each case's header).
"""

from __future__ import annotations

import pytest

from arbiter.cases import find_case, rule_file

BOTH_SIDES: dict[str, tuple[str, str]] = {
    # law id: (the case where it decides, the near case where it must not be cited)
    "guiton.III.jans-adversaire-plein": ("g3-rc30-jan-qui-ne-peut-plus-etre-rempli",
                                         "g3-ct01-dames-dans-ses-propres-jans"),
    "guiton.IV.coin-seul": ("g4-rc41-coin-pris-naturellement",
                            "g4-ct02-troisieme-dame-au-coin"),
    "guiton.IV.coin-adversaire": ("g4-rc43-passage-par-le-coin-adverse",
                                  "g4-ct03-tout-d-une-hors-du-coin-adverse"),
    "guiton.VII.lois-du-plein-au-retour": ("g7-rc59-remplir-le-jan-de-retour",
                                           "g7-ct04-remplir-le-grand-jan"),
    "guiton.III.oubli-de-demarquer": ("g3-rc64-trou-et-reste-bien-marques",
                                      "g3-ct05-points-sans-trou"),
    "guiton.I.points": ("g3-rc14-bredouille-du-second-deux-jetons",
                        "g3-ct06-points-du-premier-a-marquer"),
}


def _cited(case_id: str) -> list[str]:
    case = find_case(case_id)
    assert case is not None, case_id
    return [c["law"] for c in rule_file(case.tric)["citations"]]


@pytest.mark.parametrize(("law", "decides", "near"),
                         [(law, *pair) for law, pair in BOTH_SIDES.items()],
                         ids=list(BOTH_SIDES))
def test_the_article_is_cited_where_it_decides_and_not_beside(law, decides, near):
    assert law in _cited(decides)
    assert law not in _cited(near)


def test_a_lawful_disputed_play_says_by_which_article_it_stands():
    """The reasoning states the law, with why the play keeps it, before calling it lawful."""
    case = find_case("g4-rc43-passage-par-le-coin-adverse")
    assert case is not None
    trace = rule_file(case.tric)["trace"]
    laws = [(i, s["law"]) for i, s in enumerate(trace) if s["step"] == "law"]
    [(i, _)] = [x for x in laws if x[1] == "guiton.IV.coin-adversaire"]
    assert "passage" in trace[i]["text"]
    assert any(s["step"] == "conclusion" for s in trace[i + 1:])
