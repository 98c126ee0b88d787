"""The check of a play actually made: each illegal play named with the law it breaks."""

from __future__ import annotations

import pytest
from jacquet_helpers import B, N, play, pos

from arbiter.games.base import Move, ThrowContext
from arbiter.games.jacquet import (
    JACQUET,
    LALANNE_AVANCE,
    LEPEINTRE,
    Jacquet,
    check_play,
    moves_from_paths,
    position_problems,
    position_questions,
    regime,
)
from arbiter.games.jacquet.questions import Q10_BLOCK_LEFT_STANDING, Q13_DAME_COUNT

START = pos({0: 15}, {0: 15})
AVANCE = regime(LALANNE_AVANCE)
LEP = regime(LEPEINTRE)


def _codes(check) -> list[tuple[str, str]]:
    return [(v.code, v.law) for v in check.violations]


def test_a_legal_first_throw_is_legal():
    assert check_play(START, B, (6, 5), play((6, 5), "0-6-11")).legal
    assert check_play(START, B, (6, 5), play((6, 5), "0-5-11")).legal
    assert check_play(START, B, (6, 5), play((6, 5), "0-11")).legal   # rest not written


def test_a_second_dame_off_the_talon_before_the_courier_arrived():
    check = check_play(START, B, (6, 5), play((6, 5), "0-6", "0-5"))
    assert not check.legal
    assert ("courier-not-arrived", "lalanne.I.postillon") in _codes(check)
    lep = check_play(START, B, (6, 5), play((6, 5), "0-6", "0-5"), LEP)
    assert ("courier-not-arrived", "lebrun.jacquet-premiere-dame") in _codes(lep)


def test_first_throw_six_six_played_twice_lands_on_the_opposing_talon():
    check = check_play(START, B, (6, 6), play((6, 6), "0-6-12"))
    assert ("stops-on-held", "lalanne.I.fleche-occupee") in _codes(check)
    assert check.violations[0].fleches == (12,)


def test_a_tout_d_une_resting_on_a_held_flèche():
    p = pos({0: 14, 9: 1}, {0: 14, 1: 1})           # noir holds blanc 12 and 13
    check = check_play(p, B, (4, 3), play((4, 3), "9-13-16"))
    assert ("rests-on-held", "lalanne.I.fleche-occupee") in _codes(check)
    # 9+4 = 13 and 9+3 = 12 are both held: written without its rest, the tout d'une still
    # has none that is free
    assert not check_play(p, B, (4, 3), play((4, 3), "9-16")).legal
    assert not check_play(p, B, (4, 3), play((4, 3), "9-12-16")).legal
    free = pos({0: 14, 8: 1}, {0: 14, 1: 1})        # 8+4 = 12 held, 8+3 = 11 free
    assert check_play(free, B, (4, 3), play((4, 3), "8-15")).legal


def test_the_higher_number_must_be_played():
    p = pos({0: 14, 5: 1}, {0: 14, 1: 1})
    wrong = check_play(p, B, (6, 2), play((6, 2), "5-7"))
    assert _codes(wrong) == [("must-play-higher", "lalanne.I.de-le-plus-fort")]
    assert check_play(p, B, (6, 2), play((6, 2), "5-11")).legal


def test_both_numbers_and_all_four_of_a_doublet_when_possible():
    both = check_play(START, B, (6, 5), play((6, 5), "0-6"))
    assert _codes(both) == [("must-play-both", "lalanne.I.de-le-plus-fort")]
    # all four numbers could be played: the doublet itself was owed (§ 7 b « on joue 4 fois »)
    four = check_play(START, B, (2, 2), play((2, 2), "0-2-4"))
    assert _codes(four) == [("must-play-more", "lalanne.I.doublet")]
    assert check_play(START, B, (2, 2), play((2, 2), "0-2-4-6-8")).legal
    # only three of the four could be played: « le plus grand nombre de points possible » (§ 9)
    three = check_play(pos({0: 13, 8: 1, 11: 1}, {0: 15}), B, (1, 1), ())
    assert _codes(three) == [("must-play-more", "lalanne.I.doublet-plus-grand-nombre")]


def test_a_number_not_thrown():
    check = check_play(START, B, (6, 5), (Move((0, 4), (4,)),))
    assert ("not-a-legal-number", "lalanne.I.coup-simple") in _codes(check)


def test_too_many_numbers_for_a_doublet():
    moves = (Move((0, 1, 2, 3, 4, 5), (1, 1, 1, 1, 1)),)
    assert ("doublet-too-many", "lalanne.I.doublet") in _codes(check_play(START, B, (1, 1),
                                                                            moves))


def test_the_courier_arriving_mid_throw_under_each_body_of_law():
    p = pos({0: 14, 15: 1}, {0: 15})
    moves = play((5, 3), "15-20", "0-3")
    assert check_play(p, B, (5, 3), moves).legal
    assert check_play(p, B, (5, 3), play((5, 3), "0-3", "15-20")).legal   # order of writing
    lep = check_play(p, B, (5, 3), moves, LEP)
    assert not lep.legal
    assert lep.violations[0].code == "courier-not-arrived"
    assert "coup suivant" in lep.violations[0].message.fr


def test_bearing_off_faults():
    early = pos({16: 1, 22: 14}, {0: 15})
    check = check_play(early, B, (2, 1), play((2, 1), "22-24", "16-17"))
    assert ("sortie-not-all-in", "lalanne.I.sortie") in _codes(check)
    # the last dame enters with one number and another goes off with the other, in either
    # order of writing
    entering = pos({17: 1, 22: 14}, {0: 15})
    assert check_play(entering, B, (2, 1), play((2, 1), "22-24", "17-18")).legal
    p = pos({19: 1, 23: 1, 24: 13}, {0: 15})
    far = check_play(p, B, (6, 2), play((6, 2), "23-24", "19-21"))
    assert ("excedant-not-farthest", "lalanne.I.sortie-excedant") in _codes(far)
    assert check_play(p, B, (6, 2), play((6, 2), "19-24", "23-24")).legal
    short = pos({19: 2, 24: 13}, {0: 15})
    assert ("defaillant-borne-off", "lalanne.I.sortie-bande") in _codes(
        check_play(short, B, (2, 1), (Move((19, 24), (2,)), Move((19, 20), (1,)))))


def test_bearing_off_onto_an_occupied_talon_under_the_advanced_rules():
    p = pos({22: 15}, {0: 1, 19: 14})
    moves = play((2, 1), "22-24", "22-23")
    assert check_play(p, B, (2, 1), moves).legal
    check = check_play(p, B, (2, 1), moves, AVANCE)
    assert ("sortie-opponent-on-talon", "lalanne.II.sortie-sur-le-talon") in _codes(check)


def test_a_forbidden_block_is_named_and_one_left_standing_is_undecided():
    blanc = {0: 5, 15: 2, 16: 2, 17: 2, 18: 2, 19: 1, 22: 1}
    p = pos(blanc, {0: 14, 2: 1})
    closing = play((1, 1), "19-20", "22-23", "22-23")   # wrong count on purpose below
    closing = play((1, 1), "19-20", "18-19", "22-23", "0-1")
    assert check_play(p, B, (1, 1), closing).legal
    check = check_play(p, B, (1, 1), closing, AVANCE)
    assert ("block-postillon", "lalanne.II.bouchages-interdits") in _codes(check)
    assert set(check.violations[0].fleches) == {15, 16, 17, 18, 19, 20}
    standing = pos({0: 4, 15: 2, 16: 2, 17: 2, 18: 2, 19: 1, 20: 1, 22: 1}, {0: 14, 2: 1})
    keep = check_play(standing, B, (1, 1), play((1, 1), "0-1-2-3-4"), AVANCE)
    assert keep.legal and keep.undecided == (Q10_BLOCK_LEFT_STANDING,)


def test_the_first_quadrant_block():
    p = pos({0: 3, 1: 2, 2: 2, 3: 2, 4: 2, 15: 3, 19: 1}, {0: 2, 18: 13})
    moves = play((5, 2), "0-5", "15-17")
    assert check_play(p, B, (5, 2), moves).legal
    check = check_play(p, B, (5, 2), moves, AVANCE)
    assert _codes(check) == [("block-first-quadrant", "lalanne.II.bouchage-premier-quadrant")]


def test_playing_when_nothing_can_be_played():
    p = pos({0: 14, 6: 1}, {0: 14, 1: 1})
    assert check_play(p, B, (6, 6), ()).legal
    wrong = check_play(p, B, (6, 6), play((6, 6), "6-12"))
    assert not wrong.legal


def test_moves_from_paths_reads_a_referee_s_line():
    assert moves_from_paths(((0, 6, 11),), (6, 5))[0].numbers == (6, 5)
    assert moves_from_paths(((0, 11),), (6, 5))[0].numbers == (6, 5)
    assert moves_from_paths(((0, 8),), (4, 4))[0].numbers == (4, 4)
    assert moves_from_paths(((22, 24), (23, 24)), (6, 1))[0].numbers == (6,)


@pytest.mark.parametrize(("blanc", "noir", "code"), [
    ({0: 15}, {0: 14}, None),                           # 14: a question, not a structural fault
    ({0: 13}, {0: 15}, "dame-count"),
    ({0: 13, 3: 1, 5: 1}, {0: 15}, "courier"),
    ({5: 1, 0: 14}, {17: 1, 0: 14}, "two-colours"),     # blanc 5 = noir 17
    ({0: 14, 10: 1, 24: 0}, {0: 14, 4: 1}, None),
    ({17: 1, 23: 13, 24: 1}, {0: 15}, "sortie-not-all-in"),
])
def test_position_invariants(blanc, noir, code):
    found = [p.code for p in position_problems(pos(blanc, noir))]
    assert (found == []) if code is None else (code in found)


def test_a_trictrac_conflict_is_no_jacquet_conflict():
    # blanc 5 and noir 18 would share a flèche in trictrac (23 − 5); in Jacquet noir 18 is
    # blanc 6
    assert position_problems(pos({0: 14, 5: 1}, {0: 14, 18: 1})) == []


def test_fourteen_or_sixteen_dames_is_an_open_question():
    assert position_questions(pos({0: 15}, {0: 14})) == (Q13_DAME_COUNT,)
    assert position_questions(START) == ()


def test_the_rules_object_follows_the_protocol():
    assert JACQUET.name == "jacquet"
    assert JACQUET.earnings(START, B, (6, 5), ThrowContext()) == ()
    assert JACQUET.legal_plays(START, N, (6, 5))
    assert JACQUET.check_play(START, B, (6, 5), play((6, 5), "0-6-11")).legal
    assert JACQUET.destinations(START, B, (6, 5), 0) == {11}
    half = play((6, 5), "0-6")
    assert JACQUET.can_complete(START, B, (6, 5), half)
    assert not JACQUET.can_complete(START, B, (6, 5), play((6, 5), "0-5", "0-6"))
    assert Jacquet(AVANCE).position_problems(pos({22: 14, 24: 1}, {0: 1, 19: 14}))
    assert JACQUET.end_of_game(START) is None


def test_the_laws_considered_for_a_throw_name_what_decides_it():
    from arbiter.games.jacquet import considered_laws

    first = considered_laws(START, B, (6, 6))
    assert first[:2] == ("lalanne.I.doublet", "lalanne.I.postillon")
    assert {"lalanne.I.fleche-occupee", "lalanne.I.doublet-plus-grand-nombre"} <= set(first)
    assert considered_laws(START, B, (6, 6), LEP)[:2] == ("lebrun.jacquet-doublets",
                                                          "lebrun.jacquet-premiere-dame")
    home = considered_laws(pos({20: 2, 22: 3, 24: 10}, {0: 15}), B, (6, 5))
    assert {"lalanne.I.sortie", "lalanne.I.sortie-excedant"} <= set(home)
    block = pos({0: 5, 15: 2, 16: 2, 17: 2, 18: 2, 19: 1, 22: 1}, {0: 14, 2: 1})
    assert "lalanne.I.bouchage" in considered_laws(block, B, (1, 1))
    assert "lalanne.II.bouchages-interdits" in considered_laws(block, B, (1, 1), AVANCE)
    assert "lebrun.jacquet-fermer-les-passages" in considered_laws(block, B, (1, 1), LEP)
    check = check_play(START, B, (6, 5), play((6, 5), "0-6-11"))
    assert check.considered == considered_laws(START, B, (6, 5))


def test_a_play_is_read_in_an_order_that_can_happen():
    # one dame written as two moves, 8-11 then 11-15: the reordering that would start from
    # the empty 11 is no way out of the rest on 12 for 8-12-15
    p = pos({0: 14, 8: 1}, {0: 14, 1: 1})
    assert check_play(p, B, (4, 3), (Move((8, 11), (3,)), Move((11, 15), (4,)))).legal
    wrong = check_play(p, B, (4, 3), (Move((8, 12), (4,)), Move((12, 15), (3,))))
    assert [v.code for v in wrong.violations] == ["stops-on-held"]


def test_two_dames_breaking_one_law_alike_are_one_violation():
    # Noir's courier (his 9) is blocked; he plays two talon dames instead: one irregular play
    courier = pos({0: 11, 1: 1, 4: 1, 20: 2}, {0: 14, 9: 1})
    check = check_play(courier, N, (4, 3), play((4, 3), "0-4", "0-3"), LEP)
    assert [v.code for v in check.violations] == ["courier-not-arrived"]
    # near case: two dames stopping on two different held flèches are two faults of the play
    held = pos({0: 12, 3: 1, 5: 1, 20: 1}, {0: 13, 19: 1, 21: 1})   # noir holds blanc 7, 9
    two = check_play(held, B, (4, 4), play((4, 4), "3-7", "5-9"))
    assert [v.fleches for v in two.violations if v.code == "stops-on-held"] == [(7,), (9,)]


def test_the_courier_article_says_what_a_throw_allowed_before_the_arrival():
    # Lebrun: the courier arrives with one number; the other cannot be played from the talon
    p = pos({0: 14, 9: 1}, {0: 14, 14: 1})
    lep = check_play(p, N, (6, 4), play((6, 4), "14-18"), LEP)
    assert [v.code for v in lep.violations] == ["must-play-higher"]
    assert [g.law for g in lep.grounds][:1] == ["lebrun.jacquet-premiere-dame"]
    assert "coup suivant" in lep.grounds[0].message.fr
    # the same play under seed 004: the arrival frees a talon dame for the four at once
    lal = check_play(p, N, (6, 4), play((6, 4), "14-18"))
    assert [g.law for g in lal.grounds][:1] == ["lalanne.I.postillon"]
    assert "pendant ce coup" in lal.grounds[0].message.fr
    # the courier blocked but for one number: only it was owed, « je passe » is wrong
    blocked = pos({0: 11, 1: 1, 5: 1, 20: 2}, {0: 14, 9: 1})
    passed = check_play(blocked, N, (5, 3), (), LEP)
    assert [g.law for g in passed.grounds] == ["lebrun.jacquet-premiere-dame"]
    # near case: the courier arrived before the throw: no courier ground for a number left
    home = pos({0: 14, 9: 1}, {0: 13, 18: 1, 3: 1})
    late = check_play(home, N, (2, 1), play((2, 1), "18-20"), LEP)
    assert not late.legal
    assert "lebrun.jacquet-premiere-dame" not in [g.law for g in late.grounds]


def test_the_first_throw_after_the_arrival_may_take_from_the_talon_by_the_courier_article():
    arrived_alone = pos({0: 14, 18: 1}, {0: 14, 5: 1})
    check = check_play(arrived_alone, B, (5, 2), play((5, 2), "0-5", "0-2"), LEP)
    assert check.legal
    assert [k.law for k in check.kept] == ["lebrun.jacquet-premiere-dame"]
    assert check_play(arrived_alone, B, (5, 2), play((5, 2), "0-5", "0-2")).kept[0].law == \
        "lalanne.I.postillon"
    # near cases: the courier alone played, or other dames already off: nothing to say
    assert not check_play(arrived_alone, B, (5, 2), play((5, 2), "18-23", "0-2"), LEP).kept[1:]
    assert not check_play(arrived_alone, B, (5, 2), play((5, 2), "18-20-23"), LEP).kept
    later = pos({0: 13, 18: 1, 3: 1}, {0: 14, 5: 1})
    assert not check_play(later, B, (5, 2), play((5, 2), "0-5", "0-2"), LEP).kept


def test_why_a_touched_dame_could_not_be_played():
    from arbiter.games.jacquet.grounds import why_unplayable

    lal, lep = regime("lalanne-2003"), LEP
    before = pos({0: 14, 3: 1}, {0: 14, 5: 1})          # noir's courier on his 5
    assert why_unplayable(before, N, (4, 2), 0, lep).law == "lebrun.jacquet-premiere-dame"
    assert "coup suivant" in why_unplayable(before, N, (4, 2), 0, lep).message.fr
    assert why_unplayable(before, N, (4, 2), 0, lal).law == "lalanne.I.postillon"
    assert why_unplayable(before, N, (4, 2), 5, lep) is None     # the courier itself moves
    held = pos({0: 11, 21: 2, 23: 2}, {0: 10, 6: 1, 19: 2, 20: 2})   # noir's 9 and 11 held
    assert why_unplayable(held, N, (5, 3), 6, lal).law == "lalanne.I.fleche-occupee"
    assert why_unplayable(held, N, (5, 2), 6, lal) is None       # 6 + 2 = 8 is free
    fresh = pos({0: 15}, {0: 15})                                 # no courier yet
    assert why_unplayable(fresh, B, (6, 5), 0, lal) is None
