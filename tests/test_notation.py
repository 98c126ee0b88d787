"""The .tric notation: every recorded file parses, the printer round-trips, bad input is told.

Contract files are read from ../shared when it is there (CI has it); the casebook's copies of
them are in the repository, so the round-trip and parse tests never depend on ../shared alone.
"""

from __future__ import annotations

import string
from datetime import timedelta
from pathlib import Path
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.trictrac.sample import random_position
from arbiter.notation import NotationError, check, format_act, format_record, parse
from arbiter.notation import acts as A
from arbiter.notation.parser import read
from arbiter.notation.record import CoupRecord, PartieKind, Releve
from arbiter.score import Score, SideScore
from arbiter.span import Span

ROOT = Path(__file__).resolve().parent.parent
CASEBOOK = sorted((ROOT / "casebook").glob("*.tric"))
CONTRACT_DIR = ROOT.parent / "shared" / "contract"
CONTRACT = sorted(CONTRACT_DIR.glob("*.tric")) if CONTRACT_DIR.is_dir() else []

GOOD = """\
# A coup recorded at the club.
[Blanc "Jules"]
[Noir "Charles"]
[Partie "douze-trous"]
[Lois "guiton-1822"]

position
  blanc  talon:9 8:2 9:2 10:2
  noir   talon:11 3:2 4:2

marque
  blanc  0 points, 3 trous
  noir   4 points bredouille, 2 trous
relevé   blanc 5, noir 5
trait    blanc

actes
  blanc jette 4 3
  blanc joue 0-4 0-3
  noir marque école 4
"""


def _diagnose(text: str) -> list[str]:
    record, diagnostics = check(text, source="t.tric")
    assert record is None
    return [d.render(text) for d in diagnostics]


# -- the files we have ----------------------------------------------------------------------
def test_the_casebook_is_there():
    assert len(CASEBOOK) >= 47


@pytest.mark.parametrize("path", CASEBOOK, ids=lambda p: p.stem)
def test_every_casebook_file_parses_and_round_trips(path: Path):
    record = parse(path.read_text("utf-8"), source=str(path))
    assert parse(format_record(record)) == record


@pytest.mark.skipif(not CONTRACT, reason="the project's shared folder (../shared/contract) is not "
                                         "beside this copy: the contract cases cannot be read")
@pytest.mark.parametrize("path", CONTRACT, ids=lambda p: p.stem)
def test_every_contract_file_parses(path: Path):
    record = parse(path.read_text("utf-8"), source=str(path))
    assert record.acts, "a contract coup records acts"
    assert parse(format_record(record)) == record


def test_a_file_reads_into_values():
    record = parse(GOOD)
    assert record.header("Blanc") == "Jules" and record.player(Colour.NOIR) == "Charles"
    assert record.partie is PartieKind.DOUZE_TROUS and record.lois == "guiton-1822"
    assert record.position.count(Colour.BLANC, 0) == 9
    assert record.position.count(Colour.NOIR, 4) == 2
    assert record.score.noir == SideScore(4, 2, bredouille=True)
    assert record.releve == Releve(5, 5) and record.trait is Colour.BLANC
    assert record.preamble == ("A coup recorded at the club.",)
    throw, play, ecole = record.acts
    assert throw == A.Throw(actor=Colour.BLANC, dice=(4, 3))
    assert play == A.Play(actor=Colour.BLANC, groups=(((0, 4),), ((0, 3),)))
    assert ecole == A.MarkEcole(actor=Colour.NOIR, points=4)


def test_acts_keep_their_line_and_column():
    record = parse(GOOD)
    assert [a.span.line for a in record.acts] == [18, 19, 20]
    assert record.acts[0].span.column == 3


@pytest.mark.parametrize(("line", "act"), [
    ("jette 6 5", A.Throw(actor=Colour.BLANC, dice=(6, 5))),
    ("jette 6 5 cassé", A.Throw(actor=Colour.BLANC, dice=(6, 5),
                                incident=A.DiceIncident.CASSE)),
    ("jette 3 3 incliné-jetons", A.Throw(actor=Colour.BLANC, dice=(3, 3),
                                         incident=A.DiceIncident.INCLINE_JETONS)),
    ("jette 2 ?", A.PartialThrow(actor=Colour.BLANC, die=2)),
    ("marque 4 bredouille", A.Mark(actor=Colour.BLANC, points=4, bredouille=True)),
    ("marque 4 nouveau-jeton", A.Mark(actor=Colour.BLANC, points=4, new_jeton=True)),
    ("marque 2 trous sans-bouger", A.MarkTrous(actor=Colour.BLANC, count=2, sans_bouger=True)),
    ("efface adversaire 2", A.Efface(actor=Colour.BLANC, target=A.EffaceTarget.OPPONENT,
                                     points=2)),
    ("efface trou adversaire", A.UnmarkTrous(actor=Colour.BLANC, opponent=True)),
    ("jeton adversaire 10", A.SetJeton(actor=Colour.BLANC, points=10, opponent=True)),
    ("lève talon 2", A.Lift(actor=Colour.BLANC, fleche=0, count=2)),
    ("pose sur 3", A.Place(actor=Colour.BLANC, fleche=3, atop=True)),
    ("joue 0-6-11", A.Play(actor=Colour.BLANC, groups=(((0, 6, 11),),))),
    ("joue 7-11 & 8-coin", A.Play(actor=Colour.BLANC, groups=(((7, 11), (8, 11)),))),
    ("joue 23-bande", A.Play(actor=Colour.BLANC, groups=(((23, 24),),))),
    ('dit "je m\'en vais"', A.Say(actor=Colour.BLANC, words="je m'en vais")),
    ('dit "il a dit \\"non\\" # pas un commentaire"',
     A.Say(actor=Colour.BLANC, words='il a dit "non" # pas un commentaire')),
    ("constate 16 dames noir", A.Constate(actor=Colour.BLANC, count=16, colour=Colour.NOIR)),
])
def test_each_form_of_act(line: str, act: A.Act):
    record, diagnostics, _ = read(GOOD.replace("  blanc joue 0-4 0-3\n", f"  blanc {line}\n"))
    assert diagnostics == [] and record is not None
    assert record.acts[1] == act
    again, _, _ = read(GOOD.replace("  blanc joue 0-4 0-3\n", f"  blanc {format_act(act)}\n"))
    assert again is not None and again.acts[1] == act


# -- bad input ----------------------------------------------------------------------------
def test_an_unknown_verb_says_what_was_expected_with_a_caret():
    text = GOOD.replace("blanc joue 0-4 0-3", "blanc jue 0-4 0-3")
    (message,) = _diagnose(text)
    assert message.startswith("t.tric:19:9: erreur: « jue » inattendu ici")
    assert "\n      blanc jue 0-4 0-3\n            ^\n" in message
    assert "« jette »" in message and "« joue »" in message


def test_every_bad_line_is_reported_not_just_the_first():
    text = GOOD.replace("blanc  talon:9", "blanc  talon:9 x").replace("jette 4 3", "jette 4")
    messages = _diagnose(text)
    assert [m.split(":")[1] for m in messages] == ["8", "18"]
    assert "la ligne s'arrête trop tôt" in messages[1]


def test_english_diagnostics():
    text = GOOD.replace("jette 4 3", "jette 7 3")
    record, diagnostics = check(text, source="t.tric")
    assert record is None
    rendered = diagnostics[0].render(text, "en")
    assert "t.tric:18:3: error: a die cannot show 7" in rendered
    assert "expected: a die from 1 to 6" in rendered


@pytest.mark.parametrize(("change", "words"), [
    (("talon:9 8:2", "talon:11 8:2"), "17 dames"),
    (("noir   talon:11 3:2", "noir   talon:11 3:2 15:1"), "deux couleurs"),
    (("jette 4 3", "jette 0 3"), "un dé ne montre pas 0"),
    (("jette 4 3", "jette 4 3 heurté 7"), "le dé heurté ne montrait pas 7"),
    (("jette 4 3", "jette 4 3 heurté 3"), "il n'a pas changé de face"),
    (("joue 0-4 0-3", "joue 0-4 0-30"), "flèche 30 hors du tablier"),
    (("joue 0-4 0-3", "joue 5-4"), "une dame avance toujours"),
    (("joue 0-4 0-3", "joue 3-7"), "pas de dame sur sa flèche 3"),
    (("marque école 4", "marque école 3"), "3 points ne se marquent pas"),
    (("noir marque école 4", "noir jette 6 6\n  noir jette 5 5"), "pas à noir de jeter"),
    (("noir marque école 4", "noir dé 3"), "« dé » sans jet inachevé"),
    (("[Partie \"douze-trous\"]", "[Partie \"vingt\"]"), "partie « vingt » inconnue"),
    (("[Lois \"guiton-1822\"]", "[Lois \"hoyle\"]"), "corps de lois « hoyle » inconnu"),
    (("4 points bredouille", "5 points"), "5 points ne se marquent pas"),
    (("trait    blanc\n", ""), "il manque la section « trait »"),
    (("[Blanc \"Jules\"]", "[Blanc \"Jules\"]\n[Blanc \"Paul\"]"), "en-tête « Blanc » répété"),
    (("noir marque école 4", "noir pose 4"), "pose une dame qu'il ne tient pas"),
])
def test_impossible_records_are_refused_with_a_reason(change: tuple[str, str], words: str):
    old, new = change
    assert old in GOOD
    messages = _diagnose(GOOD.replace(old, new))
    assert any(words in m for m in messages), messages


def test_sections_out_of_order():
    text = GOOD.replace("relevé   blanc 5, noir 5\n", "").replace(
        "trait    blanc\n", "trait    blanc\nrelevé   blanc 5, noir 5\n")
    messages = _diagnose(text)
    assert any("« relevé » vient avant « trait »" in m for m in messages)


def test_parse_raises_with_all_diagnostics():
    text = GOOD.replace("jette 4 3", "jette 9 8")
    with pytest.raises(NotationError) as caught:
        parse(text, source="t.tric")
    assert len(caught.value.diagnostics) == 2
    assert "un dé ne montre pas 9" in caught.value.render(text)


def test_sixteen_dames_are_a_fact_not_an_error():
    record = parse(GOOD.replace("talon:9 8:2", "talon:10 8:2"))
    assert record.position.total(Colour.BLANC) == 16


# -- properties -----------------------------------------------------------------------------
_colours = st.sampled_from(list(Colour))
_fleche = st.integers(0, 23)
_die = st.integers(1, 6)
_even = st.integers(1, 18).map(lambda n: 2 * n)
_path = st.lists(st.integers(0, 24), min_size=2, max_size=3, unique=True).map(
    lambda xs: tuple(sorted(xs)))
_groups = st.lists(st.lists(_path, min_size=1, max_size=2).map(tuple), min_size=1,
                   max_size=2).map(tuple)
_words = st.text(alphabet=string.ascii_letters + " '\"#\\éèàç?!;:,.", min_size=1,
                 max_size=30).filter(lambda w: w.strip() != "")


def _act(colour: Colour) -> st.SearchStrategy[A.Act]:
    c = {"actor": st.just(colour)}
    return st.one_of(
        st.builds(A.Throw, dice=st.tuples(_die, _die),
                  incident=st.none() | st.sampled_from(list(A.DiceIncident)),
                  early=st.booleans(), **c),
        st.builds(A.PartialThrow, die=_die, **c),
        st.builds(A.LateDie, die=_die, **c),
        st.builds(A.LiftDice, **c),
        st.builds(A.CoverDice, **c),
        st.builds(A.Mark, points=_even, bredouille=st.booleans(), new_jeton=st.booleans(), **c),
        st.builds(A.SetJeton, points=st.integers(0, 5).map(lambda n: 2 * n),
                  bredouille=st.booleans(), **c),
        st.builds(A.SetJeton, points=st.integers(0, 5).map(lambda n: 2 * n),
                  opponent=st.just(True), **c),
        st.builds(A.MarkTrous, count=st.integers(1, 12), sans_bouger=st.booleans(), **c),
        st.builds(A.UnmarkTrous, count=st.integers(1, 12), opponent=st.booleans(), **c),
        st.builds(A.MarkEcole, points=_even, **c),
        st.builds(A.Efface, target=st.sampled_from(list(A.EffaceTarget)),
                  points=st.none() | _even, **c),
        st.builds(A.Touch, fleche=_fleche, opponent=st.booleans(), **c),
        st.builds(A.Adoube, **c),
        st.builds(A.Lift, fleche=_fleche, count=st.integers(1, 3), opponent=st.booleans(), **c),
        st.builds(A.Place, fleche=_fleche, count=st.integers(1, 3), **c),
        st.builds(A.Place, fleche=_fleche, atop=st.just(True), **c),
        st.builds(A.PutBack, fleche=_fleche, **c),
        st.builds(A.Restore, groups=_groups, **c),
        st.builds(A.ReturnDame, fleche=_fleche, **c),
        st.builds(A.Release, **c),
        st.builds(A.Play, groups=_groups, **c),
        st.builds(A.Say, words=_words, **c),
        st.builds(A.Releve, **c),
        st.builds(A.Empile, **c),
        st.builds(A.Rompt, **c),
        st.builds(A.Constate, count=st.sampled_from([14, 16]), colour=_colours, **c),
    )


_acts = st.lists(st.one_of(_colours.flatmap(_act), st.just(A.NouveauReleve(actor=None))),
                 max_size=8).map(tuple)
_side = st.builds(SideScore, points=st.integers(0, 5).map(lambda n: 2 * n),
                  trous=st.integers(0, 11), bredouille=st.booleans(), pavillon=st.booleans())
_header_value = st.text(alphabet=string.ascii_letters + " <>&'\"\\éà#[]", max_size=20)


@st.composite
def records(draw: st.DrawFn) -> CoupRecord:
    position: Position = random_position(Random(draw(st.integers(0, 10_000))))
    headers = draw(st.lists(st.tuples(st.sampled_from(
        ["Blanc", "Noir", "Lieu", "Date", "Arbitre", "Litige", "Témoins"]), _header_value),
        max_size=5, unique_by=lambda h: h[0]))
    preamble = draw(st.lists(st.text(alphabet=string.ascii_letters + " #é", max_size=20).map(
        str.rstrip), max_size=2))
    return CoupRecord(
        headers=tuple(headers), position=position,
        score=Score(draw(_side), draw(_side)),
        releve=Releve(draw(st.integers(0, 99)), draw(st.integers(0, 99)),
                      draw(st.none() | st.booleans())),
        trait=draw(_colours), acts=draw(_acts), partie=draw(st.sampled_from(list(PartieKind))),
        lois=draw(st.sampled_from(["guiton-1822", "lebrun-1828"])),
        preamble=tuple(line for line in preamble if not line.startswith(" ")),
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(records())
def test_printing_then_reading_gives_the_same_record(record: CoupRecord):
    text = format_record(record)
    again, diagnostics, _ = read(text)
    assert diagnostics == []
    assert again == record
    assert format_record(again) == text


_FILES = [p.read_text("utf-8") for p in CASEBOOK[:12]] or [GOOD]
_ALPHABET = string.printable + "éèàç«»–\u00a0\ufeff"


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(_FILES))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "replace", "swap-lines"]))
        piece = draw(st.text(alphabet=_ALPHABET, max_size=6))
        if kind == "insert":
            text = text[:at] + piece + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 12)):]
        elif kind == "replace":
            text = text[:at] + piece + text[at + len(piece):]
        else:
            lines = text.splitlines(keepends=True)
            if len(lines) > 2:
                i = draw(st.integers(0, len(lines) - 2))
                lines[i], lines[i + 1] = lines[i + 1], lines[i]
                text = "".join(lines)
    return text


@settings(max_examples=2000, suppress_health_check=[HealthCheck.too_slow],
          deadline=timedelta(seconds=3))   # generous on a noisy machine, but bounded
@given(st.one_of(mutated(), st.text(alphabet=_ALPHABET, max_size=200)))
def test_any_text_gives_a_record_or_clean_diagnostics(text: str):
    record, diagnostics = check(text, source="m.tric")
    if record is None:
        assert diagnostics, "a refused text says why"
    for diagnostic in diagnostics:
        assert diagnostic.span.line >= 1 and diagnostic.span.column >= 1
        for lang in ("fr", "en"):
            rendered = diagnostic.render(text, lang)
            assert rendered.startswith(f"m.tric:{diagnostic.span.line}:")
    if record is not None:
        assert parse(format_record(record)) == record


def test_spans_do_not_take_part_in_equality():
    assert A.Rompt(actor=Colour.BLANC, span=Span(3, 4)) == A.Rompt(actor=Colour.BLANC)


# -- dice broken by the opponent (Guiton III « Rompre les dés ») -----------------------------
@pytest.mark.parametrize("broken", ["noir rompt", 'noir dit "je romps"'])
def test_a_broken_throw_is_thrown_again_by_the_same_player(broken: str):
    again = f"  {broken}\n  blanc jette 5 2\n  blanc joue 0-5 0-2\n"
    record, diagnostics = check(GOOD.replace("  blanc joue 0-4 0-3\n", again), source="t.tric")
    assert record is not None and not diagnostics
    # the breaker does not take the dé, and without a break the thrower may not throw again
    stolen = f"  {broken}\n  noir jette 5 2\n"
    assert any("pas à noir de jeter" in m
               for m in _diagnose(GOOD.replace("  blanc joue 0-4 0-3\n", stolen)))
    assert any("pas à blanc de jeter" in m for m in _diagnose(
        GOOD.replace("  blanc joue 0-4 0-3\n", "  blanc jette 5 2\n")))
