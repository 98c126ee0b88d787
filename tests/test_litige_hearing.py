"""The dispute read against the fault found (:class:`arbiter.engine.litige.Hearing`): what its
author pleads, what the claimant asks and the other side's lines, read together by the same
names, as :func:`arbiter.engine.citing.deciding_first` weighs them."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from arbiter.engine.litige import Dispute, Hearing

BLANC = ("blanc", "Jules")


def _dispute(text: str) -> Dispute:
    dispute = Dispute.of(text)
    assert dispute is not None
    return dispute


def test_read_against_the_author_his_plea_and_the_other_s_demand() -> None:
    dispute = _dispute("Blanc dit qu'il n'a fait que toucher sa dame et veut la garder ; Noir "
                       "veut qu'il la joue ; Noir a marqué l'école.")
    hearing = Hearing.of(dispute, BLANC, frozenset({3}))
    assert hearing.plea is not None and hearing.plea is not dispute
    assert {"touche", "garder"} <= hearing.plea.words and "ecole" not in hearing.plea.words
    # what the author asks is his plea, not the claimant's demand
    assert hearing.demand is not None and hearing.demand.words == {"joue"}
    assert hearing.others == {3}


def test_without_a_fault_the_whole_dispute_and_anyone_s_demand() -> None:
    dispute = _dispute("Blanc dit qu'il n'a fait que toucher sa dame et veut la garder ; Noir "
                       "veut qu'il la joue.")
    hearing = Hearing.of(dispute, None, frozenset({3}))
    assert hearing.plea is dispute
    assert hearing.demand is not None and hearing.demand.words == {"joue", "garder"}
    assert hearing.others == frozenset()


def test_the_demand_is_read_in_the_first_question() -> None:
    hearing = Hearing.of(_dispute("Noir veut que Blanc joue la dame ? Blanc réclame ses deux "
                                  "points de reste ?"), ("noir", "Charles"))
    assert hearing.demand is None
    hearing = Hearing.of(_dispute("Noir veut que Blanc joue la dame ? Blanc réclame ses deux "
                                  "points de reste ?"), BLANC)
    assert hearing.demand is not None and "reste" not in hearing.demand.words


def test_no_dispute_is_an_empty_hearing() -> None:
    assert Hearing.of(None, BLANC, frozenset({3})) == Hearing()
    assert Hearing().plea is None and Hearing().demand is None


def test_a_hearing_is_an_immutable_value() -> None:
    dispute = _dispute("Blanc soutient qu'il comptait encore ses points ; Noir marque l'école.")
    hearing = Hearing.of(dispute, BLANC, frozenset({4}))
    assert hearing == Hearing.of(dispute, BLANC, frozenset({4}))
    assert hash(hearing) == hash(Hearing.of(dispute, BLANC, frozenset({4})))
    with pytest.raises(FrozenInstanceError):
        hearing.others = frozenset()  # type: ignore[misc]
