"""What a throw earns: the tariff of Guiton ch. I and Lebrun, figure by figure.

Positions are given as {flèche: dames} in each colour's own numbering (talon = 0), as in the
.tric files; the contract positions of shared/contract are copied here so that these tests
stand alone.
"""

from __future__ import annotations

import pytest

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.base import ThrowContext
from arbiter.games.trictrac import TRICTRAC, earnings
from arbiter.ruling import EarnedItem

B, N = Colour.BLANC, Colour.NOIR
LATE = ThrowContext()          # well into the relevé: no opening jan applies


def pos(blanc: dict[int, int], noir: dict[int, int]) -> Position:
    return Position.from_mapping({B: blanc, N: noir})


def earned(position: Position, dice: tuple[int, int], thrower: Colour = B,
           context: ThrowContext = LATE) -> tuple[EarnedItem, ...]:
    return TRICTRAC.earnings(position, thrower, dice, context)


def total(items: tuple[EarnedItem, ...], colour: Colour) -> int:
    return sum(i.points for i in items if i.beneficiary is colour)


def kinds(items: tuple[EarnedItem, ...]) -> list[tuple[str, int, str]]:
    return [(i.kind, i.points, i.beneficiary.value) for i in items]


# -- the contract positions (shared/contract/*.tric) -----------------------------------------
CONTRACT = {
    # 01-fausse-ecole: blanc has three cases but no coin; 4 et 3 earns nothing.
    "01": (pos({0: 9, 8: 2, 9: 2, 10: 2}, {0: 11, 3: 2, 4: 2}), (4, 3), 0, 0),
    # 02-ecole-par-moins: « six et cinq » beats noir's lone dame on his 5th flèche from blanc's
    # 7th by the two dice together: petit-jan table, one façon, 4 points.
    "02": (pos({0: 11, 6: 2, 7: 2}, {0: 12, 5: 1, 6: 2}), (6, 5), 4, 0),
    # 04-dame-mal-posee: 5 et 4 earns nothing.
    "04": (pos({0: 11, 2: 2, 3: 2}, {0: 11, 2: 2, 3: 2}), (5, 4), 0, 0),
    # 06-reste-marque: the coup of 02.
    "06": (pos({0: 11, 6: 2, 7: 2}, {0: 12, 5: 1, 6: 2}), (6, 5), 4, 0),
    # 07-ecole-impossible, Guiton fig. III: sonnez, blanc conserves par impuissance (6) and
    # beats the talon dame à vrai (6); noir gets 6 + 6 à faux and 4 for the impuissance.
    "07": (pos({6: 3, 7: 2, 8: 3, 9: 2, 10: 3, 11: 2},
               {0: 1, 3: 2, 4: 1, 5: 1, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2}), (6, 6), 12, 16),
}


@pytest.mark.parametrize("case", sorted(CONTRACT))
def test_contract_positions_earn_what_the_contract_says(case: str) -> None:
    position, dice, blanc, noir = CONTRACT[case]
    items = earned(position, dice, context=ThrowContext(5, 5))
    assert (total(items, B), total(items, N)) == (blanc, noir)


def test_fig_iii_items_and_order_of_marking() -> None:
    # Guiton ch. III « Marque des points »: the thrower's gains, then what he gives à faux,
    # the impuissance last. « noir's 4 and 5 are hit à faux (repos on noir's 10 and 11) ».
    position, dice, _, _ = CONTRACT["07"]
    items = earned(position, dice)
    assert [i.beneficiary for i in items] == [B, B, N, N, N]
    assert items[-1].kind == "impuissance" and items[-1].points == 4
    talon_hit = next(i for i in items if i.kind == "dame_battue" and i.beneficiary is B)
    assert talon_hit.target == 23 and talon_hit.points == 6 and talon_hit.doublet
    faux = sorted(i.target for i in items if i.kind == "dame_battue" and i.beneficiary is N)
    assert faux == [4, 5]          # in noir's numbering: his 4th and 5th flèches
    conserve = next(i for i in items if i.kind == "conservation")
    assert conserve.law == "guiton.VI.conserver-par-impuissance" and conserve.points == 6


def test_contract_02_route_names_the_resting_fleche() -> None:
    (item,) = earned(CONTRACT["02"][0], (6, 5))
    assert item.routes == ("6+5: 7→13→18",)
    assert item.target == 18 and item.law == "guiton.I.battre"


# -- Lebrun « De la manière de battre et de remplir son jan par plusieurs moyens » ------------
# SEED-CASES L1 derives the position (Lebrun gives no figure): Jules (blanc) on his talon, 1,
# 2, 4, 6, a case on 8 and on 9, his coin; nothing on 7 or 10. Charles (noir) made his petit
# jan, has no coin, one dame exposed on his 9 (blanc 14), one on his 7 (blanc 16), one passed
# into Jules's 5th case (noir 18 = blanc 5).
JULES = pos({0: 5, 1: 1, 2: 1, 4: 1, 6: 1, 8: 2, 9: 2, 11: 2},
            {0: 2, 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 7: 1, 9: 1, 18: 1})


def test_jules_fait_cinq_et_trois_18() -> None:
    # « six points ... sur celle qui en est la septième, quatre, et sur celle qu'il a passée
    # dans la cinquième case de Charles, huit points »: 6 + 4 + 8 = 18.
    items = earned(JULES, (5, 3))
    by_target = {i.target: (i.points, i.moyens) for i in items}
    assert by_target == {14: (6, 3), 16: (4, 2), 5: (8, 2)}
    assert total(items, B) == 18 and total(items, N) == 0


def test_jules_quine_22() -> None:
    # « un quine, qui lui vaudrait huit points sur la première ... la deuxième lui vaudrait
    # autant; et la troisième ... six points, qui feraient en tout vingt deux ».
    items = earned(JULES, (5, 5))
    assert {i.target: i.points for i in items} == {14: 8, 16: 8, 5: 6}
    assert total(items, B) == 22


@pytest.mark.parametrize("dice", [(4, 4), (3, 3)])
def test_jules_carme_and_terne_20(dice: tuple[int, int]) -> None:
    # « carme et terne, qui lui vaudraient chacun vingt points : savoir, six du coin, six sur
    # la dame passée dans la cinquième case, et huit sur les deux autres ».
    items = earned(JULES, dice)
    coin = [i for i in items if i.kind == "coin_battu"]
    assert [c.points for c in coin] == [6]
    passed = next(i for i in items if i.target == 5)
    assert passed.points == 6
    others = sum(i.points for i in items if i.kind == "dame_battue" and i.target in (14, 16))
    assert others == 8
    assert total(items, B) == 20


# -- battre ------------------------------------------------------------------------------------
def test_battre_from_own_coin_is_allowed() -> None:
    # Guiton ch. I « Battre », Nota: « on peut battre en partant du coin comme de toute autre
    # case ». Grand-jan table, one façon by simple: 2 points.
    items = earned(pos({0: 13, 11: 2}, {0: 14, 9: 1}), (3, 2))
    assert kinds(items) == [("dame_battue", 2, "blanc")]
    assert items[0].routes == ("3: 11→14",)


def test_a_single_opposing_dame_is_still_a_passage() -> None:
    # Guiton ch. I « Passage »: « pour battre il y a passage, quoique la flèche ne soit pas
    # entièrement vide, pourvu qu'elle ne soit garnie que d'une seule dame ». Blanc's 7 beats
    # noir's lone dame on blanc 18 by 6+5; the 5 rests on blanc 12, noir's coin (a case), the 6
    # on blanc 13 where noir has one dame: still a passage, so à vrai. With a case on 13 it
    # would be à faux.
    open_ = pos({0: 13, 7: 2}, {0: 10, 5: 1, 10: 1, 11: 2, 1: 1})
    hit = next(i for i in earned(open_, (6, 5)) if i.kind == "dame_battue" and i.moyens == 1
               and i.routes[0].startswith("6+5"))
    assert (hit.beneficiary, hit.points, hit.target) == (B, 4, 18)
    closed = pos({0: 13, 7: 2}, {0: 9, 5: 1, 10: 2, 11: 2, 1: 1})
    hit = next(i for i in earned(closed, (6, 5)) if i.kind == "dame_battue")
    assert (hit.beneficiary, hit.points, hit.target) == (N, 4, 5)


def test_battre_a_faux_gives_the_points_to_the_opponent() -> None:
    # Guiton ch. I « Battre à faux »: by the sum only, both resting flèches held by several
    # opposing dames: « cet adversaire gagne autant de points qu'en eût gagné le joueur ».
    # Blanc on 7 with 6 et 5 reaches blanc 18 (noir's 5, lone); 13 and 12 are noir's 10 and
    # coin, both cases.
    position = pos({0: 13, 7: 2}, {0: 9, 5: 1, 10: 2, 11: 2, 1: 1})
    items = earned(position, (6, 5))
    faux = [i for i in items if i.kind == "dame_battue"]
    assert [(i.beneficiary, i.points, i.target) for i in faux] == [(N, 4, 5)]


def test_battre_two_facons_by_doublet_in_petit_jan_table_is_12() -> None:
    # Lebrun, tarif: « Chaque dame battue, dans la table du petit jan ... Par double doublet
    # ..... 12 ». Noir's lone dame on blanc 4: 2 from 2 and 2+2 from the talon.
    items = earned(pos({0: 13, 2: 2}, {0: 14, 19: 1}), (2, 2))
    hit = next(i for i in items if i.target == 4)
    assert (hit.points, hit.moyens, hit.doublet) == (12, 2, True)


# -- coins ------------------------------------------------------------------------------------
def test_battre_le_coin_without_unpairing_own_coin() -> None:
    # Guiton ch. I « Battre le coin »: own coin held, the opponent's empty, a case could be
    # made there « sans dédoubler son propre coin »: 4 by simple. With only the coin's two
    # dames able to reach (12-1), nothing: they may not be unpaired.
    assert kinds(earned(pos({0: 9, 7: 2, 8: 2, 11: 2}, {0: 15}), (5, 4))) == [
        ("coin_battu", 4, "blanc")]
    assert earned(pos({0: 11, 8: 2, 11: 2}, {0: 15}), (4, 1)) == ()


def test_jan_de_deux_tables_and_contre_jan() -> None:
    # Guiton ch. I « Battre les deux coins »: two dames only à bas, both coins empty, one could
    # go to his coin and the other to the opponent's: 4 by simple, 6 by doublet; if the
    # opponent's coin is full, à faux: the opponent marks them (Lebrun's contre-jan).
    vrai = earned(pos({0: 13, 5: 1, 6: 1}, {0: 15}), (6, 6))
    assert kinds(vrai) == [("jan_de_deux_tables", 6, "blanc")]
    faux = earned(pos({0: 13, 5: 1, 6: 1}, {0: 13, 11: 2}), (6, 6))
    assert [(i.kind, i.points, i.beneficiary) for i in faux if "deux" in i.kind] == [
        ("contre_jan_de_deux_tables", 6, N)]


def test_jan_de_mezeas_and_contre_mezeas() -> None:
    # Guiton ch. I (same article) and Lebrun « Le jan de mézeas », « Le contre jan de
    # mézeas »: coin taken with the only two dames à bas, then an as: 4, two as: 6; à faux
    # (to the opponent) when the opponent's coin is full. Guiton's article decides it (« Battre
    # les deux coins »); Lebrun's list of jans is cited beside it under his law only.
    assert kinds(earned(pos({0: 13, 11: 2}, {0: 15}), (5, 1)))[0] == (
        "jan_de_mezeas", 4, "blanc")
    assert kinds(earned(pos({0: 13, 11: 2}, {0: 15}), (1, 1)))[0] == (
        "jan_de_mezeas", 6, "blanc")
    contre = earned(pos({0: 13, 11: 2}, {0: 13, 11: 2}), (5, 1))
    assert ("contre_jan_de_mezeas", 4, "noir") in kinds(contre)
    assert {i.law for i in contre if "mezeas" in i.kind} == {"guiton.I.battre-les-deux-coins"}


def test_jan_de_six_tables_on_the_third_coup() -> None:
    # Guiton ch. I « Jan de six tables »: four of the six first flèches furnished by two
    # coups; the third can furnish the other two: 4 points, « il n'est cependant pas tenu de
    # garnir effectivement les six flèches ». Only on the third coup of the relevé.
    position = pos({0: 11, 1: 1, 2: 1, 4: 1, 6: 1}, {0: 15})
    third = ThrowContext(thrower_coups=2, opponent_coups=2)
    assert ("jan_de_six_tables", 4, "blanc") in kinds(earned(position, (5, 3), context=third))
    # 6 et 3 cannot furnish 3 and 5 without emptying another of the four.
    assert not [i for i in earned(position, (6, 3), context=third)
                if i.kind == "jan_de_six_tables"]
    assert not [i for i in earned(position, (5, 3)) if i.kind == "jan_de_six_tables"]
    assert not [i for i in earned(position, (6, 6), context=third)
                if i.kind == "jan_de_six_tables"]


# -- pleins -----------------------------------------------------------------------------------
PLEIN_9 = pos({3: 1, 4: 2, 6: 3, 7: 2, 8: 2, 9: 1, 10: 2, 11: 2}, {0: 13, 11: 2})


def test_remplir_by_two_moyens() -> None:
    # Lebrun: « si vous faisiez six et trois ... chaque moyen vous vaudrait quatre points ...
    # vous rempliriez du trois et du six »; « terne, comme vous rempliriez du trois et du
    # terne, chaque moyen vous vaudrait six points ». Demi-case on 9: 3 from 6, 6 from 3.
    six_trois = earned(PLEIN_9, (6, 3))
    assert [(i.kind, i.points, i.moyens) for i in six_trois] == [("plein", 8, 2)]
    terne = earned(PLEIN_9, (3, 3))
    assert [(i.kind, i.points, i.moyens) for i in terne] == [("plein", 12, 2)]


def test_two_missing_demi_cases_filled_by_one_throw_are_one_moyen() -> None:
    # Lebrun: the moyens count only « dans le cas où on n'a plus qu'une demi-case à faire »;
    # two demi-cases (7 and 9) filled at once by 6 et 2 are one moyen: 4, not 16.
    position = pos({0: 3, 3: 1, 5: 1, 6: 2, 7: 1, 8: 2, 9: 1, 10: 2, 11: 2}, {0: 13, 11: 2})
    items = earned(position, (6, 2))
    assert [(i.kind, i.points, i.moyens) for i in items] == [("plein", 4, 1)]


def test_a_case_entirely_to_make_is_one_moyen_even_if_both_dames_can_come() -> None:
    # Lebrun: « si l'on avait encore une case entière, quoique d'un coup de dé l'on y pût
    # mettre les deux dames à la fois ... ce ne serait toujours qu'un moyen ».
    position = pos({0: 3, 6: 2, 7: 2, 8: 2, 10: 2, 11: 2, 5: 1, 4: 1}, {0: 13, 11: 2})
    items = earned(position, (5, 4))
    assert [(i.kind, i.points, i.moyens) for i in items] == [("plein", 4, 1)]


def test_sonnez_with_two_dames_on_the_pile_is_one_moyen() -> None:
    # Lebrun: « s'il faisait un sonnez, bien qu'il n'ait qu'une demi-case à faire, et qu'il
    # restât deux dames sur sa pile, cela ne serait compté que pour un moyen ... six points ».
    position = pos({0: 2, 6: 1, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 3: 2}, {0: 13, 11: 2})
    items = earned(position, (6, 6))
    plein = [i for i in items if i.kind == "plein"]
    assert [(i.points, i.moyens) for i in plein] == [(6, 1)]


def test_conserver_by_simple_is_4() -> None:
    # Guiton ch. I « Conserver »: jouer son coup sans dégarnir aucune des cases du plein.
    position = pos({0: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 3: 2}, {0: 13, 11: 2})
    items = earned(position, (2, 1))
    assert [(i.kind, i.points, i.law) for i in items] == [
        ("conservation", 4, "guiton.I.conserver")]


def test_full_grand_jan_sonnez_unplayable_conserves_6_and_gives_4() -> None:
    # Guiton ch. VI « Conserver par impuissance » (6 by doublet) and ch. I « Impuissance »:
    # « si l'on ne peut jouer ni l'un ni l'autre, on est marqué de quatre ».
    position = pos({6: 3, 7: 2, 8: 2, 9: 2, 10: 3, 11: 3}, {0: 13, 11: 2})
    items = earned(position, (6, 6))
    assert kinds(items) == [("conservation", 6, "blanc"), ("impuissance", 4, "noir")]
    assert items[0].law == "guiton.VI.conserver-par-impuissance"


def test_refaire_son_plein_is_worth_the_same() -> None:
    # Guiton ch. VI « Refaire son plein une deuxième et une troisième fois »: « le profit en
    # est toujours le même que pour la première fois ». Blanc broke his grand jan (two dames
    # already passed to his jan de retour) and refills the demi-case on 9 by 6 et 3, two
    # moyens: 8, as a first filling would.
    position = pos({3: 1, 6: 3, 7: 2, 8: 2, 9: 1, 10: 2, 11: 2, 20: 2},
                   {6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 21: 3})
    assert [(i.kind, i.points, i.moyens) for i in earned(position, (6, 3))] == [
        ("plein", 8, 2)]
    assert total(earned(PLEIN_9, (6, 3)), B) == 8


def test_remplir_en_passant_earns_nothing() -> None:
    # Guiton ch. VI « Remplir en passant »: filling by one number while forced to break by the
    # other is no filling. Blanc can fill 9 by the as from 8's surcase, but then the 6 is only
    # playable from 8 (to blanc 14, the one open flèche), which breaks the case on 8.
    position = pos({6: 2, 7: 3, 8: 3, 9: 1, 10: 4, 11: 2},
                   {6: 2, 7: 2, 8: 2, 10: 2, 11: 2, 18: 3, 20: 2})
    plays = TRICTRAC.legal_plays(position, B, (6, 1))
    assert any({m.path for m in p.moves} == {(8, 9), (8, 14)} for p in plays)
    items = earned(position, (6, 1))
    assert not [i for i in items if i.kind in ("plein", "conservation")]


# -- impuissance and sortie ----------------------------------------------------------------------
def test_doublet_with_one_number_unplayable_gives_the_opponent_2() -> None:
    # Guiton ch. I « Impuissance »: 2 for one number not played, « qu'on les ait amenés par
    # doublet ou par coup simple ». Quine: 5→10 is the only 5 (10 and the coin go into noir's
    # grand jan, which he can still fill; tout d'une to blanc 20 is held by noir).
    items = earned(pos({5: 1, 10: 12, 11: 2}, {0: 13, 3: 2}), (5, 5))
    assert kinds(items) == [("impuissance", 2, "noir")]


def test_lone_dame_sortie_tout_d_une_earns_4() -> None:
    # Guiton ch. VII « Points que gagne celui qui parvient le premier à sortir toutes ses
    # dames »: 4 by simple. The last dame on 19 with 3 et 2 goes 19→22→off (two défaillants
    # together make a sortant, « Deux points défaillants réunis »).
    position = pos({19: 1, 24: 14}, {6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 14: 3})
    assert kinds(earned(position, (3, 2))) == [("sortie", 4, "blanc")]
    assert kinds(earned(position, (3, 3))) == [("sortie", 6, "blanc")]


def test_earnings_function_and_protocol_agree() -> None:
    position, dice, _, _ = CONTRACT["07"]
    assert earnings(position, B, dice, LATE) == TRICTRAC.earnings(position, B, dice, LATE)


def test_lebrun_charles_sonnez_cannot_conserve_and_gives_six_a_faux() -> None:
    # Lebrun « Des écoles » (SEED-CASES L2, position derived to fit the text): Charles (noir)
    # believes his sonnez conserves; « il fallait le rompre et lever une dame de sa huitième
    # case pour la passer par la neuvième de Jules dans la troisième ». Jules « gagne six
    # points sur la dame que Charles lui avait battu contre lui » (his 4, by 12 from Charles's
    # 7, resting on Jules's case on 10).
    position = pos({11: 2, 10: 2, 8: 2, 7: 3, 6: 3, 5: 2, 4: 1},
                   {5: 1, 6: 3, 7: 2, 8: 2, 9: 2, 10: 3, 11: 2})
    plays = TRICTRAC.legal_plays(position, N, (6, 6))
    assert [[m.path for m in p.moves] for p in plays] == [[(8, 14, 20)]]
    items = earned(position, (6, 6), thrower=N)
    assert kinds(items) == [("dame_battue", 6, "blanc")]
    assert items[0].target == 4


def test_lebrun_coin_not_passed_at_the_jan_de_retour() -> None:
    # Lebrun « Démonstration de la manière de lever et rompre le jan de retour » (L7): coin
    # still held, jan de retour full, a surcase on his 4th flèche. Six et as: the coin cannot
    # leave (the as would land on the opponent's coin), no dame may be borne off while the
    # coin is out: he plays the as with the surcase and conserves; « votre adversaire marquera
    # deux points pour le six que vous ne pouvez pas jouer ». Cinq et as: he must break.
    position = pos({11: 2, 18: 2, 19: 3, 20: 2, 21: 2, 22: 2, 23: 2},
                   {7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 13: 2, 14: 3})
    items = earned(position, (6, 1))
    assert kinds(items) == [("conservation", 4, "blanc"), ("impuissance", 2, "noir")]
    assert items[0].law == "guiton.VI.conserver-par-impuissance"
    assert earned(position, (5, 1)) == ()
    assert all(min(p.result.blanc[18:24]) < 2
               for p in TRICTRAC.legal_plays(position, B, (5, 1)))


def test_filling_the_jan_de_retour_with_the_bande_example() -> None:
    # Guiton ch. VII (the 6 et 5 example): the 5 fills the demi-case on 22 from 17 — one
    # moyen, 4 points (ch. VII: « Les lois du plein ... sont les mêmes au jan de retour »).
    position = pos({17: 1, 18: 3, 19: 3, 20: 3, 21: 2, 22: 1, 23: 2},
                   {7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 13: 2, 14: 3})
    items = earned(position, (6, 5))
    assert [(i.kind, i.points, i.target, i.note.fr if i.note else None) for i in items] == [
        ("plein", 4, 22, "jan de retour")]


@pytest.mark.parametrize(("distance", "coups"), [
    (1, 11), (2, 12), (3, 13), (4, 14), (5, 15), (6, 16),
    (7, 6), (8, 5), (9, 4), (10, 3), (11, 2)])
def test_lebrun_coups_that_beat_a_dame_at_a_distance(distance: int, coups: int) -> None:
    # Lebrun « Règles pour connaître les coups pour ou contre soi »: beyond six, « s'il faut
    # onze pour battre, il n'y a que deux coups ... dix, trois coups ... sept, six coups »; up
    # to six, « il faut toujours ajouter un dix » (6 → 16 ... 1 → 11), « lorsqu'il n'y a point
    # de passages fermés ». Counted over the 36 throws; they also show that a doublet is
    # played twice, not four times (terne does not beat at 9, nor bezet at 3).
    position = pos({0: 1, 20: 14}, {6: 14, 23 - distance: 1})
    hits = 0
    for a in range(1, 7):
        for b in range(1, 7):
            items = earned(position, (a, b))
            hits += any(i.kind == "dame_battue" and i.target == distance and i.beneficiary is B
                        for i in items)
    assert hits == coups


def test_last_dame_off_with_one_number_is_no_impuissance() -> None:
    # Guiton ch. VII « Points excédants »: 6 et 5 bear the last dame (on 23) off by either
    # number; the other has nothing left to play. Sortie 4, and no impuissance for noir.
    position = pos({23: 1, 24: 14}, {6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 14: 3})
    assert kinds(earned(position, (6, 5))) == [("sortie", 4, "blanc")]


# -- moyens of remplir: a direct number from a bare case is the tout d'une again --------------
def test_a_direct_number_from_a_bare_case_is_not_a_moyen_of_its_own() -> None:
    # Demi-case on 10; 4 et as. The as from 9 and the 4 from 6 each take a dame from a bare
    # case, which only the other number covers again (from 5): every filling play leaves the
    # dames of the tout d'une 5→10. One moyen, 4 (Lebrun « De la manière de battre et de
    # remplir son jan par plusieurs moyens »: a moyen is a way to bring the last dame).
    position = pos({0: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 2}, {0: 13, 11: 2})
    items = earned(position, (4, 1))
    assert [(i.kind, i.points, i.moyens) for i in items] == [("plein", 4, 1)]
    assert {p.result.blanc for p in TRICTRAC.legal_plays(position, B, (4, 1))} == {
        pos({0: 2, 5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2}, {0: 13, 11: 2}).blanc}


def test_a_direct_number_from_a_surcase_stays_a_moyen() -> None:
    # Same demi-case, but 9 holds three dames: the as from 9 fills without touching a case
    # (moyen), the 4 from 6 still needs 6 covered again (the tout d'une 5→10, moyen): 8.
    position = pos({0: 2, 5: 1, 6: 2, 7: 2, 8: 2, 9: 3, 10: 1, 11: 2}, {0: 13, 11: 2})
    items = earned(position, (4, 1))
    assert [(i.kind, i.points, i.moyens) for i in items] == [("plein", 8, 2)]
    assert sorted(items[0].routes) == ["1: 9→10", "4+1: 5→10"]


def test_a_doublet_direct_from_a_bare_case_is_not_a_moyen_of_its_own() -> None:
    # Demi-case on 10, terne. The 3 from 7 (a bare case) needs the second 3 to bring a dame
    # from 4 to 7: the same dames as the double 3 from 4. One moyen by doublet, 6, not 12.
    position = pos({0: 2, 4: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 2}, {0: 13, 11: 2})
    items = earned(position, (3, 3))
    plein = [i for i in items if i.kind == "plein"]
    assert [(i.points, i.moyens) for i in plein] == [(6, 1)]
    # With a third dame on 7, the single 3 is a moyen of its own: 12.
    surcase = pos({0: 2, 4: 1, 6: 2, 7: 3, 8: 2, 9: 2, 10: 1, 11: 2}, {0: 13, 11: 2})
    plein = [i for i in earned(surcase, (3, 3)) if i.kind == "plein"]
    assert [(i.points, i.moyens) for i in plein] == [(12, 2)]


def test_a_jan_past_filling_opens_a_play_and_so_removes_the_impuissance() -> None:
    # Noir's grand jan: his 6 (blanc 17) empty, all fifteen dames beyond it. It can no longer
    # be filled (Guiton ch. I « Dame passée »), so blanc's sonnez is played 11→17→23 from his
    # coin's third dame and gives noir nothing for impuissance. Were the jan still fillable
    # (two dames on noir's talon), 17 would be closed and both sixes would give noir 4.
    open_ = pos({10: 12, 11: 3}, {7: 3, 8: 3, 9: 3, 10: 3, 11: 3})
    assert not [i for i in earned(open_, (6, 6)) if i.kind == "impuissance"]
    assert TRICTRAC.legal_plays(open_, B, (6, 6))
    closed = pos({10: 12, 11: 3}, {0: 2, 7: 3, 8: 3, 9: 2, 10: 2, 11: 3})
    assert [(i.kind, i.points) for i in earned(closed, (6, 6)) if i.kind == "impuissance"] == [
        ("impuissance", 4)]


# -- fideltarif: the coin beaten only « sans dédoubler son propre coin » ------------------------
def _considered(position: Position, dice: tuple[int, int]) -> list[str]:
    """The laws the rules name for this throw beyond its items (what a ruling cites)."""
    return [k.law for k in TRICTRAC.considered(position, B, dice, LATE)]


def test_the_own_coins_pair_does_not_beat_the_opponents_coin() -> None:
    """Bezet reaches the empty coin only from the thrower's coin of two: not beaten, and the
    rules say which law (Guiton ch. I « Battre le coin ») when he marks for it."""
    position = pos({0: 7, 6: 2, 8: 2, 9: 2, 11: 2}, {0: 11, 1: 2, 2: 2})
    assert total(earned(position, (1, 1)), B) == 0
    assert "guiton.I.battre-le-coin" in _considered(position, (1, 1))


def test_a_surcase_on_the_coin_beats_the_opponents_coin() -> None:
    """A third dame on the coin may go (Lebrun, « Des diverses positions du jeu », 8°): 5 et as
    with a dame on the 7th beats the empty coin, 4, and the coin's law is not named as unmet:
    it is named for its clause « sans dédoubler son propre coin », which the surcase meets."""
    position = pos({0: 6, 6: 2, 7: 2, 8: 2, 11: 3}, {0: 11, 1: 2, 2: 2})
    assert kinds(earned(position, (5, 1))) == [("coin_battu", 4, "blanc")]
    said = [k.message.fr for k in TRICTRAC.considered(position, B, (5, 1), LATE)
            if k.law == "guiton.I.battre-le-coin"]
    assert len(said) == 1 and "une dame de la surcase" in said[0]
    assert "n'est pas battu" not in said[0]
    # a case made off the coin (the 3 from the 9th, the 2 from the 10th) states no clause
    off = pos({0: 5, 6: 2, 7: 2, 9: 2, 10: 2, 11: 2}, {0: 11, 1: 2, 2: 2})
    assert kinds(earned(off, (3, 2))) == [("coin_battu", 4, "blanc")]
    assert "guiton.I.battre-le-coin" not in _considered(off, (3, 2))


def test_the_pile_de_misere_earns_nothing_and_is_said_unmet() -> None:
    """Fifteen dames piled on the coin by double-deux: no item (« l'usage actuel prive celui qui
    la fait de ce léger dédommagement », Guiton ch. I « Pile de misère »), and the rules name
    the law."""
    position = pos({9: 2, 11: 13}, {0: 9, 1: 2, 2: 2, 11: 2})
    assert earned(position, (2, 2)) == ()
    assert "guiton.I.pile-de-misere" in _considered(position, (2, 2))
    assert "guiton.I.pile-de-misere" not in _considered(position, (6, 5))   # nothing piles
