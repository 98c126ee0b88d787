"""The Jacquet cases of the casebook (casebook/j-*), before the engine rules them.

Until Jacquet is wired into the engine (issue #9's game bundle), tests/test_casebook.py leaves
these cases out. Here each one is read by the notation, its position checked against Jacquet's
invariants under the body of law it names, its expected file checked for form, and its coups
driven through the Jacquet rules core, which must agree with what the text decides: the play
legal or not (and by which article), a touched dame owed or not, the end of the game and its
value, and the open questions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

from arbiter.board import Position
from arbiter.cases import Case, list_cases
from arbiter.colour import Colour
from arbiter.games.jacquet import (
    DEFAULT,
    Regime,
    check_play,
    destinations,
    legal_plays,
    moves_from_paths,
    position_problems,
    position_questions,
    regime,
    result,
)
from arbiter.games.jacquet.conduct import APPLIED_LAWS, CONDUCT, CONDUCT_APPLIED
from arbiter.games.jacquet.questions import Q3_ILLEGAL_LANDING_CONSUMMATED
from arbiter.laws import load_laws
from arbiter.notation import acts as A
from arbiter.notation.parser import read
from arbiter.notation.record import CoupRecord
from arbiter.sayings import breaks_dice

CASES = [c for c in list_cases() if c.id.startswith(("j-", "jf-"))]
KEYS = {"coups", "faults", "no_faults", "options", "score_after", "cites", "outcome", "result",
        "questions", "deciding"}
LAWS = load_laws()


def _ids(cases: list[Case]) -> list[str]:
    return [c.id for c in cases]


def _record(case: Case) -> CoupRecord:
    record, diagnostics, sections = read(case.tric.read_text("utf-8"), str(case.tric))
    assert record is not None and diagnostics == [], [str(d) for d in diagnostics]
    # the acts are checked as `arbiter check` does (who throws, dames that exist); the
    # position by Jacquet's invariants instead of trictrac's, which check.py applies today.
    # Imported here, not at collection: importing the submodule rebinds the package's
    # ``arbiter.notation.check`` (the function) to the module for every later importer.
    from arbiter.notation.check import _Checker

    errors = list(_Checker(record, str(case.tric), sections).acts())
    assert errors == [], [str(d) for d in errors]
    return record


def _expected(case: Case) -> dict:
    return yaml.safe_load(case.expected.read_text("utf-8"))


def test_there_are_at_least_thirty_jacquet_cases():
    assert len(CASES) >= 30


@pytest.mark.parametrize("case", CASES, ids=_ids(CASES))
def test_each_case_reads_and_its_position_keeps_jacquet_s_invariants(case: Case):
    record = _record(case)
    assert record.header("Jeu") == "jacquet"
    reg = regime(record.lois, record.header("Conventions", "") or "")
    assert position_problems(record.position, reg) == []
    expected = _expected(case)
    assert set(expected) <= KEYS, set(expected) - KEYS
    assert expected.get("outcome") in ("decided", "undecided")
    articles = [law.article for law in LAWS]
    for cited in expected.get("cites", []):
        assert any(cited in a for a in articles), cited
    text = case.tric.read_text("utf-8")
    assert text.startswith("# Source:") and "# Seed case:" in text


@dataclass
class _Coup:
    colour: Colour
    dice: tuple[int, int]
    start: Position
    paths: list[tuple[int, ...]] = field(default_factory=list)
    bound: list[int] = field(default_factory=list)     # touched dames not covered by j'adoube
    answered: bool = False                             # the opponent threw after this coup

    def all_played(self) -> bool:
        """Every number the throw allowed is played: a dame touched now has none left to be
        played with (S004 § 7 c « si elle peut l'être d'une manière légale »)."""
        if not self.paths:
            return False
        need = len(legal_plays(self.start, self.colour, self.dice, self.regime)[0]
                   .numbers_played)
        moves = moves_from_paths(tuple(self.paths), self.dice)
        return sum(len(m.numbers) for m in moves) >= need

    regime: Regime = DEFAULT


def _breaks(act: A.Act) -> bool:
    """``rompt``, or « je romps » said: the dice broken, read as ``check`` and ``rule`` read it."""
    return isinstance(act, A.Rompt) or (isinstance(act, A.Say) and breaks_dice(act.words))


def _drive(record: CoupRecord, reg: Regime = DEFAULT) -> tuple[list[_Coup], Position]:
    """The coups of the record as the rules core sees them: dice, start, paths played, touched
    dames (a « j'adoube » covers a touch, not a dame lifted and set on another flèche)."""
    position = record.position
    coups: list[_Coup] = []
    latest: dict[Colour, _Coup] = {}
    adoube: dict[Colour, bool] = {}
    lifted: dict[Colour, int] = {}
    placed: dict[Colour, int] = {}
    for act in record.acts:
        actor = act.actor
        if isinstance(act, A.Throw):
            assert actor is not None
            for other in coups:
                if other.colour is not actor:
                    other.answered = True
            if act.incident is not None:
                continue          # a void throw: the dice laws are the engine's
            latest[actor] = _Coup(actor, act.dice, position, regime=reg)
            coups.append(latest[actor])
            adoube[actor] = False
        elif _breaks(act) and actor is not None:
            broken = latest.get(actor.opponent)
            if broken is not None and not broken.paths:   # dice broken before any play: void
                coups.remove(broken)
                del latest[actor.opponent]
        elif isinstance(act, A.LiftDice) and actor is not None:
            # dice taken up before the play: what a wrong number then played is worth is the
            # dice laws' (Guiton « On ne doit pas enlever les dés… »), the engine's to judge
            for colour in (actor, actor.opponent):
                if colour in latest and not latest[colour].paths:
                    coups.remove(latest.pop(colour))
        elif isinstance(act, A.Adoube):
            adoube[actor] = True
        elif isinstance(act, A.Touch) and actor in latest:
            # « j'adoube » covers the one dame touched next (Guiton ch. I « Adouber »)
            if not adoube.pop(actor, False) and not latest[actor].all_played():
                latest[actor].bound.append(act.fleche)
        elif isinstance(act, A.Lift) and actor in latest and act.fleche == placed.get(actor):
            placed.pop(actor)   # the dame set down, not let go, taken up again: the same dame
        elif isinstance(act, A.Lift) and actor in latest:
            lifted[actor] = act.fleche
            if not adoube.get(actor) and not latest[actor].all_played():
                latest[actor].bound.append(act.fleche)
        elif isinstance(act, A.Place) and actor in latest and lifted.get(actor) is not None:
            placed[actor] = act.fleche
            if act.atop:   # the dame underneath is touched (« Dame posée sur une autre »)
                latest[actor].bound.append(act.fleche)
            if adoube.get(actor) and act.fleche != lifted[actor]:
                latest[actor].bound.append(lifted[actor])    # a trial move: j'adoube fails
        elif isinstance(act, A.Release) and actor in latest and placed.get(actor) is not None \
                and lifted.get(actor) is not None:
            src, dst = lifted.pop(actor), placed.pop(actor)
            adoube.pop(actor, None)
            if src != dst:                                   # one dame, let go where it lies
                latest[actor].paths.append((src, dst))
                position = position.moved(actor, src, dst)
        elif isinstance(act, A.Play):
            if actor not in latest:   # a play the dice laws judge (the dice were taken up)
                for group in act.groups:
                    for path in group:
                        position = position.moved(actor, path[0], path[-1])
                continue
            coup = latest[actor]
            for group in act.groups:
                for path in group:
                    coup.paths.append(path)
                    position = position.moved(actor, path[0], path[-1])
    return coups, position


@pytest.mark.parametrize("case", CASES, ids=_ids(CASES))
def test_the_rules_core_decides_each_case_as_the_text_does(case: Case):
    record = _record(case)
    expected = _expected(case)
    reg = regime(record.lois, record.header("Conventions", "") or "")
    coups, end = _drive(record, reg)
    faults = expected.get("faults", [])
    questions: set[str] = {q.question for q in position_questions(record.position)}
    illegal: dict[Colour, list] = {}
    touched_owed: dict[Colour, bool] = {}
    grounds: dict[Colour, list] = {}          # laws deciding the point beside the one broken
    considered: list[str] = []
    for coup in coups:
        moves = moves_from_paths(tuple(coup.paths), coup.dice)
        check = check_play(coup.start, coup.colour, coup.dice, moves, reg)
        questions |= {q.question for q in check.undecided}
        considered.extend(check.considered)
        if not check.legal:
            illegal.setdefault(coup.colour, []).extend(check.violations)
            grounds.setdefault(coup.colour, []).extend(check.grounds)
            if coup.answered and any(v.code == "stops-on-held" for v in check.violations):
                questions.add(Q3_ILLEGAL_LANDING_CONSUMMATED.question)
        played = {p[0] for p in coup.paths}
        owed = [f for f in coup.bound if f not in played and
                destinations(coup.start, coup.colour, coup.dice, f, reg)]
        touched_owed[coup.colour] = touched_owed.get(coup.colour, False) or bool(owed)

    for want in faults:
        by = Colour(want["by"])
        if want["kind"] in ("coup_irregulier", "dame_mal_posee"):
            assert illegal.get(by), f"the text finds {by}'s play irregular"
            if want["kind"] == "coup_irregulier":
                articles = [LAWS.get(v.law).article for v in
                            (*illegal[by], *grounds.get(by, ()))]
                assert any(c in a for c in expected["cites"] for a in articles), articles
        if want["kind"] == "dame_touchee":
            assert touched_owed.get(by), "the touched dame could be played legally"
    if "coup_irregulier" in expected.get("no_faults", []):
        assert not illegal, illegal
        # the play stands: when the case cites a law of movement, the laws the rules
        # considered hold it (conduct and dice laws are the engine's to cite)
        movement = [LAWS.get(law).article for law in APPLIED_LAWS]
        conduct = [LAWS.get(law).article for law in (*CONDUCT, *CONDUCT_APPLIED)]
        cites = expected["cites"]
        words = any(isinstance(act, A.Say) for act in record.acts)   # naming, « je passe »…
        if any(c in a for c in cites for a in movement) and not words and \
                not any(c in a for c in cites for a in conduct):
            articles = [LAWS.get(law).article for law in considered]
            assert any(c in a for c in expected["cites"] for a in articles), (
                articles, expected["cites"])
    if "dame_touchee" in expected.get("no_faults", []):
        assert not any(touched_owed.values())
    assert questions == set(expected.get("questions", [])), questions
    if "result" in expected:
        outcome = result(end, reg)
        assert outcome is not None
        assert (outcome.winner.value, outcome.value) == (expected["result"]["winner"],
                                                         expected["result"]["value"])
        assert any(c in LAWS.get(law).article for c in expected["cites"] for law in outcome.laws)
    else:
        assert result(end, reg) is None


def test_a_trictrac_record_may_not_name_a_jacquet_body_of_law():
    text = Path(CASES[0].tric).read_text("utf-8").replace('[Jeu "jacquet"]\n', "")
    _, diagnostics, _ = read(text, "x.tric")
    assert any("jacquet" in d.message.fr for d in diagnostics)
