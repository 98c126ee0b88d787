"""The values of the marking model (issue #20 §1): what a side marked for a coup is a ledger of
entries, each naming the act or the law that made it; a turn's marks are values the replay owns,
and a change made from a value another law has replaced fails loudly.

The ledger is checked over the whole casebook: every entry names an act of the record's
vocabulary or a law of the law base (so no law counts points as marked without an article), and
its line is a line of the record or none."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from arbiter.cases import casebook_dir, list_cases
from arbiter.colour import Colour
from arbiter.engine.decide import replay_for
from arbiter.engine.replay import Replay
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import JETON_ACTS, CoupMarks, MarkEntry, Owed, Window
from arbiter.games import registry
from arbiter.laws import load_laws
from arbiter.notation import parse

#: the acts a ledger entry may name when no law counts it
ACTS = JETON_ACTS | {"trou", "wipe", "trou-back", "jeton-put-back", "second-jeton",
                     "reste-lost"}


def test_the_ledger_keeps_every_entry_and_its_totals():
    marks = CoupMarks().plus(MarkEntry("jeton", 4, points=4)).plus(
        MarkEntry("trou", 5, points=12, holes=2, events=1)).plus(
        MarkEntry("wipe", 6, points=-2)).plus(MarkEntry("repair", 9, points=3))
    assert (marks.points, marks.holes, marks.events) == (17, 2, 1)
    assert [e.line for e in marks.entries] == [4, 5, 6, 9]
    assert marks.jeton_lines == (4, 9)


def test_a_turn_revised_from_a_stale_value_fails_loudly():
    replay = _replay(_some_case())
    first = replay.turn_marks(Colour.BLANC)
    replay.turn_does(Colour.BLANC, TurnMarks.credited, 1)
    assert replay.turn_marks(Colour.BLANC).trou_credit == first.trou_credit + 1
    with pytest.raises(RuntimeError, match="stale"):
        replay.revise_turn(Colour.BLANC, first, first.corrected())


def test_the_previous_turn_can_be_revised_and_is_kept_apart():
    replay = _replay(_some_case())
    replay.new_turn()
    old = replay.previous_turn_marks(Colour.NOIR)
    assert old is not None and old is not replay.turn_marks(Colour.NOIR)
    replay.revise_turn(Colour.NOIR, old, old.one_jeton(7))
    assert replay.previous_turn_marks(Colour.NOIR).one_jeton_line == 7
    assert replay.turn_marks(Colour.NOIR).one_jeton_line is None


def test_a_window_changes_only_by_its_own_transitions():
    """A law that sets a field of a side's window from outside fails loudly: every change of
    what was noted of his coup is one of the window's named transitions."""
    from dataclasses import FrozenInstanceError

    window = Window(Owed(side=Colour.BLANC, items=(), due=4))
    with pytest.raises(FrozenInstanceError):
        window.told_trou_at = 3
    window.told_trou(3)
    window.trop_found(2)
    window.trop_found(4)
    assert (window.told_trou_at, window.trop_reported) == (3, 6)


@cache
def _law_ids() -> frozenset[str]:
    return frozenset(law.id for law in load_laws())


def _some_case() -> Path:
    return casebook_dir() / "contract-03-ecole-par-trop.tric"


def _replay(path: Path) -> Replay:
    record = parse(path.read_text(encoding="utf-8"), source=str(path))
    return replay_for(record, registry.get_game(registry.game_key(record)))


def test_every_ledger_entry_names_an_act_or_a_law():
    entries = 0
    for case in list_cases():
        replay = _replay(case.tric)
        if replay.marking is None:     # a game without marks (Jacquet) keeps no ledger
            continue
        replay.run()
        lines = {act.span.line for act in replay.record.acts if act.span is not None}
        for coup in replay.coups:
            for window in coup.windows.values():
                for entry in window.marking.entries:
                    assert entry.why in ACTS or entry.why in _law_ids(), (case.id, entry)
                    assert entry.line is None or entry.line in lines, (case.id, entry)
                    entries += 1
    assert entries > 1000      # the casebook marks a great deal: the check read its ledgers
