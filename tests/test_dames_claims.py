"""What the opponent may still require of a coup's dames: only the numbers left to a dame mal
posée, and nothing once he has thrown (Guiton ch. III, « Dame mal posée et abandonnée »,
« Fausse case »). The casebook's expected files name an option's holder and default, not its
choices nor its absence; these tests read the choices of the rulings themselves."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import rule_file

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _rule(name: str) -> dict:
    return rule_file(next(CASEBOOK.glob(f"{name}*.tric")))


def _keys(ruling: dict, law_word: str) -> list[list[str]]:
    """The choice keys of each option whose subject speaks of ``law_word``."""
    return [[c["key"] for c in o["choices"]] for o in ruling.get("options") or []
            if law_word in str(o.get("subject"))]


@pytest.mark.parametrize("name, true_place, gone, tout_d_une", [
    # 6 et 5: a dame of the talon let go on the 4th, then the 6 played with another dame
    ("dm-10-", "placer-5", "placer-6", False),
    # 5 et 3: a dame of the talon let go on the 9th, then the 3 played with another dame
    ("dd-09-", "placer-5", "placer-3", True),
])
def test_a_number_played_after_by_another_dame_is_no_true_place(name, true_place, gone,
                                                                 tout_d_une):
    options = _keys(_rule(name), "mal posée")
    assert len(options) == 1, options
    assert true_place in options[0] and gone not in options[0]
    assert ("tout-d-une" in options[0]) is tout_d_une


@pytest.mark.parametrize("name", ["dm-06-", "g3-rc46-"])
def test_the_opponent_s_throw_ends_his_claims_on_the_dames(name):
    ruling = _rule(name)
    assert any(f["kind"] == "fausse_case" for f in ruling["faults"])
    assert _keys(ruling, "fausse case") == []


def test_a_claim_before_the_throw_stays_open():
    """dm-05: the same fausse case, the opponent not having thrown: his option stands."""
    assert _keys(_rule("dm-05-"), "fausse case") != []


def test_an_early_throw_does_not_end_the_claims():
    """h1-16: the opponent threw before the coup was over; the dame touched after it is still
    his to have played (« Celui qui a commis la faute doit se soumettre à tous les
    inconvénients qui en sont la suite »)."""
    assert [o for o in _rule("h1-16-")["options"] if o["holder"] == "noir"]
