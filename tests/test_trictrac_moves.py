"""Legal moves of trictrac and the violations check_play names, law by law."""

from __future__ import annotations

from itertools import pairwise

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.base import Move, ThrowContext
from arbiter.games.trictrac import (
    TRICTRAC,
    can_complete,
    check_play,
    destinations,
    legal_plays,
    position_problems,
)

B, N = Colour.BLANC, Colour.NOIR


def pos(blanc: dict[int, int], noir: dict[int, int]) -> Position:
    return Position.from_mapping({B: blanc, N: noir})


def mv(*path: int, n: tuple[int, ...] | None = None) -> Move:
    numbers = n if n is not None else tuple(b - a for a, b in pairwise(path))
    return Move(tuple(path), numbers)


def codes(position: Position, dice: tuple[int, int], *moves: Move,
          colour: Colour = B) -> list[str]:
    check = check_play(position, colour, dice, tuple(moves))
    assert check.legal == (not check.violations)
    return [v.code for v in check.violations]


def laws(position: Position, dice: tuple[int, int], *moves: Move) -> set[str]:
    return {v.law for v in check_play(position, B, dice, tuple(moves)).violations}


def results(position: Position, dice: tuple[int, int], colour: Colour = B) -> set[tuple]:
    return {p.result.row(colour) for p in legal_plays(position, colour, dice)}


OPENING = pos({0: 15}, {0: 15})
LATE_NOIR = {7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 13: 2, 14: 3}   # noir far on: nothing to fill


def test_doublets_are_played_twice_not_four_times() -> None:
    # Lebrun's tariff and usage: a doublet is two numbers alike (« doublet ... par sa nature
    # ... formé par deux nombres semblables », Guiton ch. I « Battre »). Law lebrun.doublets.
    plays = legal_plays(OPENING, B, (2, 2))
    assert plays and all(sum(len(m.numbers) for m in p.moves) == 2 for p in plays)
    assert {p.result.blanc[0] for p in plays} >= {13, 14}
    four = (mv(0, 2), mv(0, 2), mv(0, 2), mv(0, 2))
    assert codes(OPENING, (2, 2), *four) == ["doublet-played-twice"]
    assert laws(OPENING, (2, 2), *four) == {"lebrun.doublets"}


def test_both_numbers_must_be_played() -> None:
    # Lebrun « l'on est obligé de jouer ... » / law lebrun.jouer-les-deux-points.
    position = pos({0: 11, 2: 2, 3: 2}, {0: 11, 2: 2, 3: 2})
    assert codes(position, (5, 4), mv(0, 4)) == ["must-play-both"]
    assert codes(position, (5, 4), mv(0, 4), mv(0, 5)) == []
    assert laws(position, (5, 4), mv(0, 4)) == {"lebrun.jouer-les-deux-points"}


def test_the_higher_number_when_only_one_can_be_played() -> None:
    # Guiton ch. VI « Jouer le point le plus élevé ». Blanc in his sortie: with 4 et 3 either
    # number alone is playable, never both; the 4 (sortant from 20) must be played.
    position = pos({18: 1, 20: 1, 23: 1, 24: 12},
                   {1: 2, 2: 1, 4: 1, 6: 3, 7: 2, 9: 2, 10: 1, 14: 2, 22: 1})
    plays = legal_plays(position, B, (4, 3))
    assert [p.numbers_played for p in plays] == [(4,)]
    assert codes(position, (4, 3), mv(20, 23)) == ["must-play-higher"]
    assert laws(position, (4, 3), mv(20, 23)) == {"guiton.VI.point-le-plus-eleve"}


def test_a_dame_may_not_stop_on_an_opposing_dame() -> None:
    # Guiton ch. I « Passage » / « Cases »: a dame cannot be put where the opponent is.
    position = pos({0: 15}, {0: 14, 18: 1})            # noir's lone dame on blanc 5
    assert 5 not in destinations(position, B, (5, 3), 0) - {8}
    assert "stops-on-opposing-dame" in codes(position, (5, 3), mv(0, 5), mv(0, 3))


def test_tout_d_une_needs_a_free_resting_fleche() -> None:
    # Guiton ch. I « Tout-d'une »: one dame plays both numbers, resting on a flèche free of
    # opposing dames. 0→3→8 rests on 3 (free); 0→5→8 would rest on noir's dame.
    position = pos({0: 15}, {0: 14, 18: 1})
    dests = destinations(position, B, (5, 3), 0)
    assert 8 in dests
    assert codes(position, (5, 3), mv(0, 3, 8)) == []
    assert "tout-d-une-blocked" in codes(position, (5, 3), mv(0, 5, 8))
    assert laws(position, (5, 3), mv(0, 5, 8)) >= {"guiton.I.tout-d-une"}


def test_own_coin_is_taken_only_with_two_dames() -> None:
    # Guiton ch. IV « On ne peut mettre une dame seule dans son coin ».
    position = pos({0: 13, 7: 1, 8: 1}, {0: 15})
    assert codes(position, (4, 3), mv(7, 11), mv(0, 3)) == ["coin-single-dame"]
    assert laws(position, (4, 3), mv(7, 11), mv(0, 3)) == {"guiton.IV.coin-seul"}
    assert codes(position, (4, 3), mv(7, 11), mv(8, 11)) == []     # par effet


def test_own_coin_is_left_only_with_both_dames() -> None:
    position = pos({0: 13, 11: 2}, {20: 15})
    assert (0, 11) not in {(m.src, m.dst) for p in legal_plays(position, B, (3, 2))
                           for m in p.moves}
    assert destinations(position, B, (3, 2), 11) == frozenset({13, 14})
    assert codes(position, (3, 2), mv(11, 14), mv(0, 2)) == ["coin-single-dame"]


def test_coin_par_puissance_when_the_opponent_coin_is_empty() -> None:
    # Guiton ch. I « Puissance »: taking his own coin « par mêmes dés avec lesquels on pourrait
    # faire case dans le coin de l'adversaire ». Dames on 8 and 9, 4 et 3 reach 12.
    position = pos({0: 13, 8: 1, 9: 1}, {0: 15})
    assert codes(position, (4, 3), mv(8, 11, n=(4,)), mv(9, 11, n=(3,))) == []
    held = pos({0: 13, 8: 1, 9: 1}, {0: 13, 11: 2})
    assert "coin-par-puissance-opponent-coin" in codes(
        held, (4, 3), mv(8, 11, n=(4,)), mv(9, 11, n=(3,)))


def test_coin_par_puissance_when_natural_is_forbidden_fig_iv() -> None:
    # Guiton ch. IV « Peine qu'encourt celui qui, pouvant prendre son coin naturellement, le
    # prend par puissance »; ch. III Premier exemple (fig. IV): sonnez, the only legal play is
    # 5→11 twice.
    position = pos({3: 1, 5: 2, 6: 2, 7: 3, 8: 4, 9: 3},
                   {0: 1, 2: 2, 4: 2, 5: 2, 7: 2, 8: 2, 9: 2, 11: 2})
    plays = legal_plays(position, B, (6, 6))
    assert [sorted(m.path for m in p.moves) for p in plays] == [[(5, 11), (5, 11)]]
    found = codes(position, (6, 6), mv(6, 11, n=(6,)), mv(6, 11, n=(6,)))
    assert "coin-par-puissance-when-natural" in found
    assert "guiton.IV.coin-par-puissance" in laws(
        position, (6, 6), mv(6, 11, n=(6,)), mv(6, 11, n=(6,)))


def test_coin_retaken_a_second_time_par_puissance() -> None:
    # Guiton ch. IV « Prendre son coin une seconde fois, même par puissance »; Lebrun rule 10.
    # Blanc has passed his coin to the jan de retour; noir's coin is empty: 6 et 5 from 6 and
    # 7 retake it par puissance.
    position = pos({6: 1, 7: 1, 19: 6, 20: 4, 21: 3},
                   {6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 13: 2, 14: 3})
    assert any(sorted(m.path for m in p.moves) == [(6, 11), (7, 11)]
               for p in legal_plays(position, B, (6, 5)))


def test_the_opponent_coin_is_never_occupied_but_may_be_a_resting_fleche() -> None:
    # Guiton ch. IV « On ne peut occuper le coin de son adversaire »: « on peut seulement quand
    # il est vide ... emprunter le passage pour arriver tout-d'une ».
    position = pos({0: 13, 8: 2}, {0: 5, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2})
    assert "opponent-coin" in codes(position, (4, 2), mv(8, 12), mv(0, 2))
    assert laws(position, (4, 2), mv(8, 12), mv(0, 2)) >= {"guiton.IV.coin-adversaire"}
    # With noir's grand jan past filling, 8→12→14 (resting on the empty coin) is open.
    far = pos({0: 13, 8: 2}, {17: 15})
    assert codes(far, (4, 2), mv(8, 12, 14)) == []


def test_no_dame_stays_in_a_jan_the_opponent_can_still_fill_fig_ii() -> None:
    # Guiton ch. III « jans de l'adversaire » (fig. II): noir's 4 et 2 played 7→9→13 puts a
    # dame in white's grand jan, which white (15 dames there) can still fill.
    position = pos({6: 5, 8: 3, 9: 3, 11: 4}, {6: 2, 7: 3, 8: 2, 9: 2, 10: 3, 11: 3})
    assert codes(position, (4, 2), mv(7, 9, 13), colour=N) == ["dame-in-fillable-jan"]
    check = check_play(position, N, (4, 2), (mv(7, 9, 13),))
    assert check.violations[0].law == "guiton.III.jans-adversaire-plein"
    # He cannot conserve: every legal play breaks his plein (the decision's premise).
    assert all(min(p.result.noir[6:12]) < 2 for p in legal_plays(position, N, (4, 2)))


def test_passing_through_a_fillable_jan_tout_d_une_is_allowed() -> None:
    # Resting in noir's fillable grand jan on the way to his petit jan, which he can no
    # longer fill, is a passage, not a stay.
    position = pos({0: 5, 9: 10}, {0: 3, 6: 3, 7: 3, 10: 3, 11: 3})
    assert 20 in destinations(position, B, (6, 5), 9)
    assert codes(position, (6, 5), mv(9, 14, 20)) == []
    assert 14 not in destinations(position, B, (6, 5), 9)


def test_the_plein_must_be_made_when_possible_bande_example() -> None:
    # Guiton ch. VII « Toutes les dames doivent être entrées »: last dame on the opponent's 6th
    # case (blanc 17), surplus on his coin bourgeois (18), demi-case on 22: with 6 et 5 « on
    # doit jouer ainsi, sous peine de l'école »: fill by the 5, the 6 to the bande.
    position = pos({17: 1, 18: 3, 19: 3, 20: 3, 21: 2, 22: 1, 23: 2},
                   {7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 13: 2, 14: 3})
    plays = legal_plays(position, B, (6, 5))
    assert [sorted(m.path for m in p.moves) for p in plays] == [[(17, 22), (18, 24)]]
    assert codes(position, (6, 5), mv(17, 23), mv(18, 23)) == ["must-fill"]


def test_the_plein_must_be_kept_when_possible() -> None:
    # Guiton ch. I « Conserver »; Lebrun « Des écoles » (breaking instead of passing).
    position = pos({0: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 3: 2}, {0: 13, 11: 2})
    assert codes(position, (2, 1), mv(6, 8), mv(6, 7)) == ["must-keep-plein"]
    assert codes(position, (2, 1), mv(0, 2), mv(2, 3)) == []


def test_remplir_en_passant_is_not_forced_over_playing_both_numbers() -> None:
    # Guiton ch. VI « Remplir, quoiqu'on ne puisse pas jouer un des points amenés »: if both
    # numbers can be played without filling, that must be done.
    position = pos({6: 2, 7: 3, 8: 3, 9: 1, 10: 4, 11: 2},
                   {6: 2, 7: 2, 8: 2, 10: 2, 11: 2, 18: 3, 20: 2})
    assert all(len(p.numbers_played) == 2 for p in legal_plays(position, B, (6, 1)))


# -- sortie (Guiton ch. VII) ---------------------------------------------------------------------
def test_sortie_needs_every_dame_entered() -> None:
    # « Toutes les dames doivent être entrées dans le petit-jan, pour les mettre hors du
    # tablier ».
    position = pos({16: 1, 20: 14}, LATE_NOIR)
    assert "sortie-not-all-entered" in codes(position, (4, 1), mv(20, 24), mv(16, 17))
    assert laws(position, (4, 1), mv(20, 24), mv(16, 17)) >= {"guiton.VII.dames-entrees"}


def test_entering_the_last_dame_then_bearing_off_with_the_other_number() -> None:
    # « si l'on amène un point par lequel on puisse entrer cette dame, on peut, après l'avoir
    # entrée, sortir une dame par l'autre point ».
    position = pos({16: 1, 20: 14}, LATE_NOIR)
    assert codes(position, (4, 2), mv(16, 18), mv(20, 24)) == []


def test_two_dames_borne_off_the_bande_as_seventh_fleche() -> None:
    # « On peut sortir toutes les dames qui aboutissent à la bande ... cette bande est dans ce
    # cas considérée comme une septième flèche » (law guiton.VII.sortir-a-la-bande).
    position = pos({18: 1, 19: 1, 24: 13}, LATE_NOIR)
    assert codes(position, (6, 5), mv(18, 24), mv(19, 24)) == []


def test_points_sortants_may_bear_off_though_playable_inside() -> None:
    # « Points sortants ... quoiqu'on pût jouer ce point dans l'intérieur du tablier, on a le
    # droit de placer sur la bande les dames qui se trouvent y aboutir ».
    position = pos({19: 1, 20: 1, 24: 13}, LATE_NOIR)
    assert codes(position, (4, 1), mv(20, 24), mv(19, 20)) == []
    assert codes(position, (4, 1), mv(19, 23), mv(20, 21)) == []


def test_points_excedants_and_defaillants_fig_penultieme() -> None:
    # « Deux points défaillants réunis »: two dames on the pénultième flèche (22). 4 et as: the
    # 4 excédant bears one off, the as défaillant is played inside; 2 et as: the 2 sortant,
    # the as inside; bezet: one dame off tout d'une.
    position = pos({22: 2, 24: 13}, LATE_NOIR)
    assert results(position, (4, 1)) == {(0,) * 23 + (1, 14)}
    assert results(position, (2, 1)) == {(0,) * 23 + (1, 14)}
    assert (0,) * 22 + (1, 0, 14) in results(position, (1, 1))
    assert codes(position, (1, 1), mv(22, 23, 24)) == []
    assert "defaillant-borne-off" in codes(position, (2, 1), mv(22, 24, n=(1,)),
                                           mv(22, 24, n=(2,)))
    # The excédant takes the farthest dame: 23→off with the 4 while 22 holds one is wrong.
    far = pos({21: 1, 23: 1, 24: 13}, LATE_NOIR)
    assert "excedant-not-farthest" in codes(far, (5, 1), mv(23, 24, n=(5,)), mv(21, 22))


# -- helpers --------------------------------------------------------------------------------------
def test_can_complete_a_partial_play() -> None:
    position = pos({0: 15}, {0: 14, 18: 1})
    assert can_complete(position, B, (5, 3), (mv(0, 3),))
    assert can_complete(position, B, (5, 3), ())
    assert not can_complete(position, B, (5, 3), (mv(0, 5),))


def test_position_problems_names_coin_and_sortie_impossibilities() -> None:
    bad = pos({0: 13, 11: 1, 12: 1}, {0: 15})
    found = {p.code for p in TRICTRAC.position_problems(bad)}
    assert found == {"coin-single-dame", "opponent-coin"}
    early_off = pos({10: 1, 20: 10, 24: 4}, {0: 15})
    assert {p.code for p in position_problems(early_off)} == {"sortie-not-all-entered"}
    assert TRICTRAC.position_problems(OPENING) == []


def test_playing_both_numbers_comes_before_filling_s12b() -> None:
    # Guiton ch. VI « Remplir, quoiqu'on ne puisse pas jouer un des points amenés »: « si, au
    # lieu de remplir, on peut jouer l'un et l'autre point, on y est forcé, et on ne remplit
    # pas » (ch. III, marking on the first die: demi-case on 7, 6 et 2; the 6 can only be
    # played by the coin-bourgeois dame, so the 2 cannot fill from it).
    position = pos({5: 1, 6: 3, 7: 1, 8: 2, 9: 2, 10: 2, 11: 4}, {0: 13, 11: 2})
    plays = legal_plays(position, B, (6, 2))
    assert plays and all((5, 11) in [m.path for m in p.moves] for p in plays)
    assert all(p.result.blanc[7] < 2 for p in plays)       # none fills
    assert codes(position, (6, 2), mv(5, 7)) == ["must-play-both"]
    assert TRICTRAC.earnings(position, B, (6, 2), ThrowContext()) == ()


def test_trictrac_answers_the_engine_protocol() -> None:
    assert TRICTRAC.name == "trictrac"
    for method in ("position_problems", "legal_plays", "check_play", "earnings"):
        assert callable(getattr(TRICTRAC, method))
    check = TRICTRAC.check_play(OPENING, B, (6, 5), (mv(0, 6), mv(0, 5)))
    assert check.legal and check.legal_plays == legal_plays(OPENING, B, (6, 5))


# -- which opposing jans can still be filled (Guiton ch. I « Dame passée », ch. III fig. II) ----
def test_twelve_dames_behind_do_not_fill_a_first_fleche_none_can_reach() -> None:
    # Noir's grand jan: his 6 is empty and every dame stands beyond it (7..11): fifteen dames,
    # but « dame passée ... ne peut plus servir à faire le plein ». Blanc may stop on noir's 6
    # (blanc 17); under a mere count of twelve dames he could not.
    from arbiter.games.trictrac.moves import can_still_fill, side
    noir = {7: 3, 8: 3, 9: 3, 10: 3, 11: 3}
    position = pos({0: 11, 6: 2, 11: 2}, noir)
    assert sum(position.noir[0:12]) >= 12
    assert not can_still_fill(position.noir, range(6, 12))
    assert not side(position, B).fillable_grand
    plays = legal_plays(position, B, (6, 5))
    assert any(m.dst == 17 for p in plays for m in p.moves)
    assert codes(position, (6, 5), mv(6, 11, 17)) == []


def test_a_middle_fleche_short_of_dames_behind_closes_the_jan() -> None:
    # Noir's 8 is empty; on or behind it stand only four dames (6 and 7), which his 6 and 7
    # need: 8 can no longer be covered, so the jan cannot be filled.
    from arbiter.games.trictrac.moves import can_still_fill
    closed = {6: 2, 7: 2, 9: 3, 10: 4, 11: 4}
    assert not can_still_fill(tuple(closed.get(f, 0) for f in range(25)), range(6, 12))
    # Two more dames on his talon cover 8: the jan can still be filled.
    open_ = {0: 2, 6: 2, 7: 2, 9: 3, 10: 3, 11: 3}
    assert can_still_fill(tuple(open_.get(f, 0) for f in range(25)), range(6, 12))


def test_the_petit_jan_needs_its_case_on_the_talon() -> None:
    # The talon is the first flèche of the petit jan and nothing can come back to it: one
    # dame left there and the petit jan can never be full, whatever stands on 1..5.
    from arbiter.games.trictrac.moves import can_still_fill
    row = tuple({0: 1, 1: 3, 2: 3, 3: 3, 4: 3, 5: 2}.get(f, 0) for f in range(25))
    assert not can_still_fill(row, range(0, 6))
    row2 = tuple({0: 2, 1: 3, 2: 3, 3: 3, 4: 2, 5: 2}.get(f, 0) for f in range(25))
    assert can_still_fill(row2, range(0, 6))


def test_a_dame_may_stop_in_a_jan_whose_empty_fleche_is_out_of_reach() -> None:
    # Blanc plays 6 et 5 with dames on 11 (his coin, three there) and 12 is noir's coin:
    # the dame from 6 goes by 6+5 to 17 (noir's empty 6, which no noir dame can reach).
    noir = {7: 3, 8: 3, 9: 3, 10: 3, 11: 3}
    position = pos({0: 10, 6: 3, 11: 2}, noir)
    assert 17 in destinations(position, B, (6, 5), 6)
    assert codes(position, (6, 5), mv(6, 11, 17)) == []
    # Give noir two dames on his talon and the same play stops in a jan he can still fill.
    fillable = pos({0: 10, 6: 3, 11: 2}, {0: 2, 7: 3, 8: 3, 9: 3, 10: 2, 11: 2})
    assert 17 not in destinations(fillable, B, (6, 5), 6)
    assert "dame-in-fillable-jan" in codes(fillable, (6, 5), mv(6, 11, 17))
