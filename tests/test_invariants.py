"""The invariants of issue 20, section 2 (:mod:`arbiter.invariants`), on every ruling of the
casebook (coups and Jacquet) and of the séances' coup files.

First, each invariant is shown to fail on a ruling broken by hand in the way it guards
against, so that a ruling passing means something. Then every ruling of the casebook is
checked. A ruling that breaks an invariant and that is not fixed yet goes into
:data:`KNOWN_VIOLATIONS` with its reason: the test then asserts it still breaks it (so that the
list is struck off when the engine is fixed), and every other ruling must break none.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter.cases import casebook_dir, list_cases
from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.i18n import Msg
from arbiter.invariants import check_with_game
from arbiter.notation import parse
from arbiter.ruling import Fault, LedgerEntry, RecordedAct, Ruling, TraceStep
from arbiter.score import SideScore
from arbiter.vocabulary import FaultKind

B, N = Colour.BLANC, Colour.NOIR
CASEBOOK = casebook_dir()
SEANCE_COUPS = CASEBOOK / "ecrire" / "coups"

# Rulings that break an invariant today, each with the reason, for the lead to fix: id of the
# case -> (the invariant it breaks, why the ruling and not the invariant is wrong). Empty: the
# casebook breaks none.
KNOWN_VIOLATIONS: dict[str, tuple[str, str]] = {}


def ruled(path: Path) -> Ruling:
    text = path.read_text(encoding="utf-8")
    return decide(parse(text, source=str(path)), source_text=text)


def case(name: str) -> Ruling:
    return ruled(CASEBOOK / f"{name}.tric")


def broken(ruling: Ruling) -> set[str]:
    return {v.invariant for v in check_with_game(ruling)}


# -- each invariant can fail -------------------------------------------------------------------
def test_a_sound_ruling_breaks_none():
    assert check_with_game(case("contract-01-fausse-ecole")) == []


def test_a_score_after_the_ledger_does_not_give_is_unaccounted():
    ruling = case("contract-02-ecole-par-moins")
    wrong = ruling.score_after.with_side(N, SideScore(8, 2, bredouille=True))
    assert "accounting" in broken(replace(ruling, score_after=wrong))


def test_a_ledger_entry_that_does_not_follow_from_the_one_before_is_unaccounted():
    ruling = case("contract-02-ecole-par-moins")
    twice = (*ruling.ledger, ruling.ledger[-1])   # the same change written twice
    assert "accounting" in broken(replace(ruling, ledger=twice))


def test_points_the_engine_credits_without_an_ecole_are_unaccounted():
    """contract-01: the engine credits blanc with the fausse école noir made; without the
    fault, nothing justifies the credit."""
    ruling = case("contract-01-fausse-ecole")
    assert "accounting" in broken(replace(ruling, faults=(), options=()))


def test_an_ecole_credited_twice_is_unaccounted():
    ruling = case("contract-01-fausse-ecole")
    # the end of the record: blanc credited the 4 points
    last = next(e for e in reversed(ruling.ledger) if e.side is B)
    assert last.line is None and last.after.points == last.before.points + 4
    again = LedgerEntry(None, B, last.after, SideScore(8, 3, bredouille=True))
    assert "accounting" in broken(replace(
        ruling, ledger=(*ruling.ledger, again),
        score_after=ruling.score_after.with_side(B, again.after)))


def test_points_the_engine_wipes_without_a_fault_are_unaccounted():
    """contract-01: noir's 4 points of fausse école are wiped from his jeton at the end; without
    the fault, nothing justifies taking them off."""
    ruling = case("contract-01-fausse-ecole")
    wrong = [v for v in check_with_game(replace(ruling, faults=(), options=()))
             if v.invariant == "accounting" and "wiped without a cause" in v.why]
    assert wrong and "noir" in wrong[0].why


def test_a_game_without_points_never_changes_the_marks():
    ruling = case("j-01-premier-jet-six-six")
    assert broken(ruling) == set()
    entry = LedgerEntry(None, B, ruling.score_before.of(B), SideScore(2, 0, bredouille=True))
    assert "accounting" in broken(replace(
        ruling, ledger=(entry,), score_after=ruling.score_before.with_side(B, entry.after)))


def test_a_correction_the_trace_states_must_be_in_the_marks():
    ruling = case("g5-ap01-faux-trou-une-seule-ecole")
    assert broken(ruling) == set()
    said = "he has 3 trous."
    trace = tuple(replace(t, text=Msg(t.text.fr, t.text.en.replace(said, "he has 5 trous.")))
                  if said in t.text.en else t for t in ruling.trace)
    assert trace != ruling.trace
    assert "trace-and-score" in broken(replace(ruling, trace=trace))


def test_trous_taken_back_by_the_trace_must_leave_the_fichet():
    """lb-r09a: Lebrun takes back the two trous too many (line 36); a ledger without that
    correction disagrees with the trace."""
    ruling = case("lb-r09a-trous-de-trop-lebrun")
    assert broken(ruling) == set()
    kept = tuple(e for e in ruling.ledger if not (e.line == 36 and e.side is B))
    fixed = []
    for entry in kept:     # the later entries, moved up by the two trous never taken back
        if entry.side is B and entry.line != 32 and entry.line != 33:
            entry = replace(entry, before=replace(entry.before, trous=entry.before.trous + 2),
                            after=replace(entry.after, trous=entry.after.trous + 2))
        fixed.append(entry)
    score_after = ruling.score_after.with_side(B, [e for e in fixed if e.side is B][-1].after)
    assert "trace-and-score" in broken(replace(ruling, ledger=tuple(fixed),
                                               score_after=score_after))


def test_an_excess_said_off_the_jeton_elsewhere_must_be_off_the_marks():
    """me-07 as the engine ruled it before the holes that carry an école came off with it:
    Charles marks the école of twelve that Jules pegged as two trous de trop; the ruling took
    Jules's 2 points off his jeton and said the 10 beyond were « marked as trous taken back, or
    wiped already », while his fichet kept the six trous. The trace and the score disagree."""
    ruling = case("me-07-trois-trous-pour-un-ecole-de-douze-guiton")
    assert broken(ruling) == set()
    holes = "What blanc pegged beyond the trous his coup wins (2 trous)"
    said = ("blanc's jeton shows only 2 points: of the 12 points to come off, the 10 points "
            "beyond are not on his jeton (marked as trous taken back, or wiped already); the "
            "count does not go below zero.")
    trace = tuple(replace(t, text=Msg(t.text.fr, said)) if holes in t.text.en else t
                  for t in ruling.trace)
    assert trace != ruling.trace
    kept = tuple(replace(e, after=replace(e.after, trous=e.before.trous))
                 if e.line == 31 and e.side is B else e for e in ruling.ledger)
    score_after = ruling.score_after.with_side(B, replace(ruling.score_after.of(B), trous=6))
    assert "trace-and-score" in broken(replace(ruling, trace=trace, ledger=kept,
                                               score_after=score_after))
    # the same sentence where the rest was wiped by the opponent's trou is sound (lt-17)
    assert broken(case("lt-17-fausse-ecole-fait-le-trou-noir-lebrun")) == set()


def test_marks_put_back_then_credited_must_be_a_marking():
    """lf-07: Charles's fausse école of 12 made him a trou that wiped Jules's 2 points; at the
    end of the record the false trou is undone (Jules's 2 put back) and Jules's default choice
    credits him the 12: a change the accounting reads as the 2 put back and 12 marked. Put
    back to more than he had, it is no such change."""
    ruling = case("lf-07-trois-trous-deux-marques-lebrun")
    assert broken(ruling) == set()
    last = next(i for i, e in enumerate(ruling.ledger) if e.line is None and e.side is B)
    entry = ruling.ledger[last]
    wrong = replace(entry, after=replace(entry.after, points=entry.after.points + 2))
    ledger = (*ruling.ledger[:last], wrong, *ruling.ledger[last + 1:])
    assert "accounting" in broken(replace(
        ruling, ledger=ledger, score_after=ruling.score_after.with_side(B, wrong.after)))


def test_a_fault_found_twice_is_a_contradiction():
    ruling = case("contract-02-ecole-par-moins")
    assert "contradiction" in broken(replace(ruling, faults=ruling.faults * 2))


def test_a_fausse_ecole_beside_the_ecole_it_denies_is_a_contradiction():
    """contract-02: blanc's école par moins of 4 (line 22); noir's claim of 4 (line 23) called
    a fausse école « because none was made » would deny it."""
    ruling = case("contract-02-ecole-par-moins")
    denial = Fault(FaultKind.FAUSSE_ECOLE, N, Msg("aucune école", "no école made"),
                   ("guiton.III.fausse-ecole",), points=4, act=23)
    assert "contradiction" in broken(replace(ruling, faults=(*ruling.faults, denial)))


def test_an_option_without_a_default_or_a_cited_law_is_refused():
    ruling = case("contract-01-fausse-ecole")
    [option] = ruling.options
    no_default = replace(option, choices=tuple(replace(c, default=False)
                                               for c in option.choices), assumes_default=False)
    assert "options" in broken(replace(ruling, options=(no_default,)))
    uncited = replace(option, laws=("guiton.III.nulle-part",))
    assert "options" in broken(replace(ruling, options=(uncited,)))
    two = replace(option, choices=tuple(replace(c, default=True) for c in option.choices))
    assert "options" in broken(replace(ruling, options=(two,)))


def test_an_option_to_mark_an_ecole_nobody_made_is_refused():
    ruling = case("contract-01-fausse-ecole")
    [option] = ruling.options
    assert "options" in broken(replace(ruling, options=(replace(option, holder=N),)))


def test_an_option_the_record_shows_past_is_not_open():
    """contract-01: blanc may mark noir's fausse école until he throws; a record where he has
    thrown since cannot leave him that option."""
    ruling = case("contract-01-fausse-ecole")
    thrown = (*ruling.acts, RecordedAct(25, B, "jette 3 1"))
    assert "deadlines" in broken(replace(ruling, acts=thrown))


def test_words_in_the_trace_alone_do_not_make_a_violation():
    ruling = case("contract-01-fausse-ecole")
    step = TraceStep("fact", Msg("rien", "the trou is simply taken back"))
    assert broken(replace(ruling, trace=(*ruling.trace, step))) == set()


# -- every ruling of the casebook and of the séances -----------------------------------------
def _records() -> list[Path]:
    return [c.tric for c in list_cases()] + sorted(SEANCE_COUPS.glob("*.tric"))


RECORDS = _records()


def test_the_corpus_is_the_whole_casebook():
    assert len(RECORDS) > 450 and any(p.parent == SEANCE_COUPS for p in RECORDS)
    assert any(p.name.startswith("j-") for p in RECORDS)       # Jacquet too


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_ruling_keeps_the_invariants(path: Path):
    violations = check_with_game(ruled(path))
    known = KNOWN_VIOLATIONS.get(path.stem)
    if known is not None:
        assert any(v.invariant == known[0] for v in violations), (
            f"{path.stem} no longer breaks {known[0]}: strike it off KNOWN_VIOLATIONS")
        return
    assert not violations, f"{path.stem}:\n" + "\n".join(f"  {v}" for v in violations)
