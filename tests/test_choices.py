"""The victims' choices as values (issue 20, section 1): the score after follows from them.

Where the engine makes the marks follow an option's choice (an école its victim has not
marked yet when the record ends: mark it wholly, or not at all), each choice of the ruling
carries the score it leads to, found by ruling the record again with that choice made
(``decide(record, choices={number: key})``). These tests hold for every ruling of the
casebook and of the séances' coup files: the default choice's score is the score after; each
other choice, made, gives a ruling whose score after is the one announced and which keeps
every invariant of :mod:`arbiter.invariants`. Then one case read from the text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import casebook_dir
from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.invariants import check_with_game
from arbiter.notation import parse
from arbiter.ruling import Ruling

CASEBOOK = casebook_dir()
CORPUS = sorted(CASEBOOK.glob("*.tric")) + sorted((CASEBOOK / "ecrire" / "coups").glob("*.tric"))


def ruled(path: Path, choices: dict[int, str] | None = None) -> Ruling:
    text = path.read_text(encoding="utf-8")
    return decide(parse(text, source=str(path)), source_text=text, choices=choices)


def scored(ruling: Ruling):
    """(number, option, choice) of every choice the ruling gives a score for."""
    return [(n, o, c) for n, o in enumerate(ruling.options, 1) for c in o.choices
            if c.score_after is not None]


def test_the_corpus_has_rulings_with_scored_choices():
    # what the tests below read: if no ruling had a scored choice they would test nothing
    assert sum(1 for p in CORPUS if scored(ruled(p))) >= 20


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_each_choice_made_gives_the_score_it_announces_and_keeps_the_invariants(path: Path):
    ruling = ruled(path)
    for number, option, choice in scored(ruling):
        if choice.default:
            assert choice.score_after == ruling.score_after, (number, choice.key)
            continue
        other = ruled(path, {number: choice.key})
        assert other.score_after == choice.score_after, (number, choice.key)
        assert check_with_game(other) == [], (number, choice.key)
        # the option stays offered, its choice now counted instead of the default
        assert other.options[number - 1].subject == option.subject


def test_a_victim_who_does_not_mark_the_fausse_ecole_keeps_his_points_without_it():
    """Guiton III « Fausse école »: noir marks an école of 4 that blanc did not make; blanc
    may mark those 4 (« On n'est pas obligé de marquer une école; mais, si elle est marquée,
    elle doit l'être en totalité »). Marking them, his 8 à vrai and the 4 make a trou; not
    marking them, he keeps his 8 points. Noir's 4 are wiped either way."""
    path = CASEBOOK / "g1-fd03-terne-deux-facons-seulement.tric"
    ruling = ruled(path)
    (number, option, _), *_ = scored(ruling)
    assert option.holder is Colour.BLANC
    by_key = {c.key: c.score_after for c in option.choices}
    marks, declines = by_key["marquer"], by_key["ne-pas-marquer"]
    assert (marks.blanc.points, marks.blanc.trous) == (0, 4)
    assert (declines.blanc.points, declines.blanc.trous) == (8, 3)
    assert marks.noir.points == declines.noir.points == 0
    assert ruled(path, {number: "ne-pas-marquer"}).score_after == declines


def test_a_choice_the_option_does_not_have_counts_the_default():
    path = CASEBOOK / "g1-fd03-terne-deux-facons-seulement.tric"
    assert ruled(path, {1: "nothing-of-the-kind"}).score_after == ruled(path).score_after


def test_letting_go_the_player_who_left_on_trous_de_trop_is_scored_from_the_text():
    """Guiton V « Ce qui arrive lorsqu'un joueur, pouvant s'en aller, a marqué plus ou moins de
    trous qu'il n'en gagne »: at 10 points, his quine winning 12, Jules pegs three trous and
    breaks his game; Charles « a le droit de l'obliger à rester, de le remettre à dix points en
    lui faisant effacer deux trous, et de marquer l'école de deux points ». A right, not a duty:
    kept (the default), Jules has 10 points and one trou more; let go, the two trous de trop
    come off all the same and Jules leaves on the trou his own dé won, his 10 de reste lost
    (Lebrun « Qui s'en va, perd tous les points qu'il a de reste »; ch. I « Aller, s'en
    aller »). The école of 2 is Charles's to mark either way."""
    path = CASEBOOK / "g5-s31a-trop-de-trous.tric"
    ruling = ruled(path)
    number, option = next((n, o) for n, o in enumerate(ruling.options, 1)
                          if {c.key for c in o.choices} == {"rester", "laisser"})
    assert option.holder is Colour.NOIR
    by_key = {c.key: c.score_after for c in option.choices}
    kept, gone = by_key["rester"], by_key["laisser"]
    assert (kept.blanc.points, kept.blanc.trous) == (10, 4)
    assert (gone.blanc.points, gone.blanc.trous) == (0, 4)
    assert kept.noir.points == gone.noir.points == 2      # the école, marked by default
    assert ruled(path, {number: "laisser"}).score_after == gone
