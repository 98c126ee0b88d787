"""The articles of Guiton ch. I and VI a throw bears on beyond the laws of its items.

Each test builds a position where the article decides and one close to it where it does not:
the article is said (with why) in the first and never in the second. Positions in each colour's
own numbering (talon = 0), as in the .tric files. The last test tries the same articles on the
casebook's club disputes of ch. I and VI, a deciding case and a near one for each.
"""

from __future__ import annotations

import pytest

from arbiter.board import COIN, Position
from arbiter.cases import find_case, rule_file
from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.games.base import Move, ThrowContext
from arbiter.games.trictrac import TRICTRAC, check_play
from arbiter.notation import parse
from arbiter.render.summary import in_short

B, N = Colour.BLANC, Colour.NOIR
LATE = ThrowContext()


def pos(blanc: dict[int, int], noir: dict[int, int]) -> Position:
    return Position.from_mapping({B: blanc, N: noir})


def laws(position: Position, dice: tuple[int, int],
         context: ThrowContext = LATE) -> list[str]:
    """The articles the throw is measured against, but for those stated only where the
    dispute names their matter (``Kept.disputed``), which the tests below name themselves."""
    return [k.law for k in TRICTRAC.considered(position, B, dice, context) if k.disputed is None]


def test_the_opponent_s_coin_held_is_said_not_beaten_where_the_dispute_names_the_coin():
    """Both coins held, 4 et 2 from the 8 and the 10 would make a case on noir's coin were it
    empty: « Battre le coin » is kept for a dispute about the coin (« coin »), worth 4."""
    position = pos({COIN: 2, 8: 1, 10: 1, 0: 11}, {COIN: 2, 0: 13})
    said = [k for k in TRICTRAC.considered(position, B, (4, 2), LATE)
            if k.law == "guiton.I.battre-le-coin"]
    assert [(k.disputed, k.worth, k.on_excess) for k in said] == [("coin", 4, True)]


# Jules's grand jan lacks one dame on his 10th; both coins held (g1-fd13, g6-fd02).
GRAND_JAN_SHORT = pos({0: 3, 6: 2, 7: 2, 8: 4, 9: 2, 11: 2},
                      {0: 7, 6: 2, 7: 2, 8: 2, 11: 2})


def test_a_plein_made_by_doublet_cites_the_doublet_a_coup_simple_does_not():
    assert "guiton.I.doublet" in laws(GRAND_JAN_SHORT, (2, 2))       # 8, 8 → 10 d'emblée
    simple = pos({0: 3, 6: 2, 7: 3, 8: 2, 9: 2, 10: 1, 11: 2}, {0: 7, 6: 2, 7: 2, 8: 2, 11: 2})
    assert [i.kind for i in TRICTRAC.earnings(simple, B, (3, 1), LATE)] == ["plein"]
    assert "guiton.I.doublet" not in laws(simple, (3, 1))            # 7 → 10 and a 1


def test_an_impuissance_by_doublet_does_not_cite_the_doublet():
    # g1-impuissance-doublet: sonnez, nothing playable, no plein: only the impuissance
    position = pos({6: 3, 7: 3, 8: 3, 9: 3, 11: 3}, {0: 3, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2})
    assert laws(position, (6, 6)) == []


def test_a_sum_resting_on_a_demi_case_is_a_passage_a_full_case_is_not():
    # g1-fd05: the 9 from Jules's 8th rests on Charles's 10th (one dame) and his coin (two)
    demi = pos({0: 9, 6: 2, 7: 2, 8: 2}, {0: 9, 6: 1, 7: 2, 10: 1, 11: 2})
    assert laws(demi, (5, 4)).count("guiton.I.passage") == 1
    # the same sum resting on an empty flèche: an ordinary passage, nothing to say
    empty = pos({0: 9, 6: 2, 7: 2, 8: 2}, {0: 10, 6: 1, 7: 2, 11: 2})
    assert "guiton.I.passage" not in laws(empty, (5, 4))


def test_a_coin_reached_only_by_the_dames_of_ones_coin_is_not_beaten():
    unpaired = pos({0: 9, 6: 2, 8: 2, 11: 2}, {0: 11, 6: 2, 7: 2})      # g1-fd06, béset
    assert laws(unpaired, (1, 1)) == ["guiton.I.battre-le-coin"]
    assert TRICTRAC.earnings(unpaired, B, (1, 1), LATE) == ()
    third = pos({0: 7, 6: 2, 8: 2, 11: 4}, {0: 11, 6: 2, 7: 2})         # two more on the coin
    assert [i.kind for i in TRICTRAC.earnings(third, B, (1, 1), LATE)] == ["coin_battu"]
    # its item cites it; what is stated is the clause the surcase beats it by, not a coin unmet
    said = [k.message.fr for k in TRICTRAC.considered(third, B, (1, 1), LATE)
            if k.law == "guiton.I.battre-le-coin"]
    assert len(said) == 1 and "sans dédoubler son propre coin" in said[0]
    assert "n'est pas battu" not in said[0]


def test_a_coin_reached_by_a_single_dame_is_said_not_beaten():
    one = pos({0: 9, 4: 2, 6: 1, 9: 1, 11: 2}, {0: 11, 5: 2, 7: 2})      # h2-13, terne
    assert laws(one, (3, 3)) == ["guiton.I.battre-le-coin"]
    assert TRICTRAC.earnings(one, B, (3, 3), LATE) == ()
    two = pos({0: 8, 4: 2, 9: 2, 11: 2}, {0: 11, 5: 2, 7: 2})            # two dames on the 9th
    assert [i.kind for i in TRICTRAC.earnings(two, B, (3, 3), LATE)] == ["coin_battu"]
    assert "guiton.I.battre-le-coin" not in laws(two, (3, 3))        # its item cites it
    none = pos({0: 9, 4: 2, 6: 2, 11: 2}, {0: 11, 5: 2, 7: 2})           # nothing reaches it
    assert "guiton.I.battre-le-coin" not in laws(none, (3, 3))


def test_the_opening_jans_missed_by_a_third_dame_down_are_said():
    charles = {0: 11, 4: 2, 6: 2}
    three = pos({0: 12, 1: 1, 5: 1, 7: 1}, charles)                      # h2-10
    assert laws(three, (6, 5)) == ["guiton.I.battre-les-deux-coins"]
    assert TRICTRAC.earnings(three, B, (6, 5), LATE) == ()
    two = pos({0: 13, 5: 1, 7: 1}, charles)                              # the jan is made
    assert [i.kind for i in TRICTRAC.earnings(two, B, (6, 5), LATE)] == ["jan_de_deux_tables"]
    assert "guiton.I.battre-les-deux-coins" not in laws(two, (6, 5))
    four = pos({0: 11, 1: 1, 2: 1, 5: 1, 7: 1}, charles)                 # past the opening
    assert "guiton.I.battre-les-deux-coins" not in laws(four, (6, 5))
    coin = pos({0: 12, 4: 1, 11: 2}, {0: 11, 5: 2, 6: 2})                # h2-05, an as
    assert laws(coin, (2, 1)) == ["guiton.I.battre-les-deux-coins"]
    assert "guiton.I.battre-les-deux-coins" not in laws(coin, (6, 2))   # no as


def test_the_coin_counted_toward_the_jan_de_retour_is_said_no_moyen():
    charles = {11: 2, 10: 2, 8: 2, 7: 2, 18: 2, 19: 2, 20: 3}
    retour = pos({11: 2, 14: 1, 17: 1, 18: 2, 19: 2, 20: 1, 21: 2, 22: 2, 23: 2}, charles)
    assert laws(retour, (6, 3)) == ["guiton.IV.coin-seul",           # h2-15
                                    "lebrun.remplir-par-puissance-du-coin"]
    assert [i.moyens for i in TRICTRAC.earnings(retour, B, (6, 3), LATE)] == [2]
    assert laws(retour, (5, 3)) == []        # the 8 from the coin does not reach the demi-case


def test_the_pile_de_misere_is_said_only_when_the_fifteen_are_piled():
    charles = {0: 3, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 2}
    assert laws(pos({10: 2, 11: 13}, charles), (1, 1)) == ["guiton.I.pile-de-misere"]
    assert laws(pos({9: 1, 10: 1, 11: 13}, charles), (1, 1)) == []    # one stays on the 10th


def test_filling_with_the_only_playable_number_cites_chapter_vi():
    # g6-fd02: the 4 fills, no 6 can be played
    position = pos({6: 4, 7: 3, 8: 3, 9: 2, 10: 1, 11: 2}, {0: 11, 1: 2, 11: 2})
    assert "guiton.VI.remplir-impossible" in laws(position, (6, 4))
    # both numbers played: an ordinary plein
    both = pos({0: 3, 6: 2, 7: 3, 8: 2, 9: 2, 10: 1, 11: 2}, {0: 7, 6: 2, 7: 2, 8: 2, 11: 2})
    assert "guiton.VI.remplir-impossible" not in laws(both, (3, 1))


def test_a_plein_made_with_dames_beyond_the_jan_is_worth_the_same_again():
    charles = {6: 3, 7: 3, 8: 3, 9: 2, 10: 2, 11: 2}
    beyond = pos({6: 2, 7: 3, 8: 2, 9: 2, 10: 1, 11: 2, 20: 1, 21: 2}, charles)   # g6-fd04
    assert "guiton.VI.refaire-son-plein" in laws(beyond, (3, 2))
    first = pos({0: 3, 6: 2, 7: 3, 8: 2, 9: 2, 10: 1, 11: 2}, charles)
    assert "guiton.VI.refaire-son-plein" not in laws(first, (3, 2))


def test_one_number_played_that_fills_when_both_could_be_played_breaks_chapter_vi():
    # g6-ct10: the 5 fills, the 6 can then only break it; playing the 5 alone is no play
    position = pos({5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 2, 20: 1, 22: 2},
                   {6: 2, 7: 2, 9: 4, 10: 4, 11: 3})
    check = check_play(position, B, (6, 5), (Move((5, 10), (5,)),))
    assert not check.legal
    assert [v.law for v in check.violations] == ["guiton.VI.remplir-impossible"]
    # a number left unplayed that fills nothing is the ordinary rule of both numbers
    check = check_play(position, B, (6, 5), (Move((9, 15), (6,)),))
    assert [v.law for v in check.violations] != ["guiton.VI.remplir-impossible"]


def test_a_plein_the_only_playable_number_breaks_is_not_kept_by_impuissance():
    charles = {0: 11, 1: 2, 11: 2}
    broken = pos({6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 5}, charles)        # g6-fd06
    assert laws(broken, (6, 1)) == ["guiton.VI.conserver-par-impuissance"]
    assert [i.kind for i in TRICTRAC.earnings(broken, B, (6, 1), LATE)] == ["impuissance"]
    kept = pos({6: 3, 7: 3, 8: 3, 9: 2, 10: 2, 11: 2}, charles)          # g6-fd05
    assert laws(kept, (6, 1)) == []
    assert [i.law for i in TRICTRAC.earnings(kept, B, (6, 1), LATE)] == [
        "guiton.VI.conserver-par-impuissance", "guiton.I.impuissance"]


def test_the_six_fleches_furnished_after_the_third_coup_are_said_to_be_no_jan():
    position = pos({0: 9, 1: 2, 2: 1, 3: 2, 4: 1}, {0: 9, 1: 2, 2: 1, 3: 2, 4: 1})
    assert laws(position, (6, 5), ThrowContext(3, 3)) == ["guiton.I.jan-de-six-tables"]
    third = pos({0: 11, 1: 1, 2: 1, 3: 1, 4: 1}, {0: 11, 1: 1, 2: 1, 3: 1, 4: 1})
    assert laws(third, (6, 5), ThrowContext(2, 2)) == []        # its item cites the article
    assert laws(position, (6, 5), ThrowContext(0, 0)) == []     # no count recorded: not said


# -- the same articles on the casebook's club disputes, from both sides ------------------------
BOTH_SIDES: dict[str, tuple[str, str]] = {
    # law id: (the case it decides, a near case it must not be cited in)
    "guiton.I.doublet": ("g1-fd13-plein-d-emblee-par-doublet",
                         "g1-fd02-deux-facons-table-du-petit-jan"),
    "guiton.I.passage": ("g1-fd05-passage-par-une-demi-case", "g1-fd01-trois-facons-grand-jan"),
    "guiton.I.pile-de-misere": ("g1-fd12-pile-de-misere",
                                "g6-fd06-rompre-par-le-seul-nombre-jouable"),
    "guiton.I.battre-le-coin": ("g1-fd06-coin-battu-sans-dedoubler",
                                "g1-fd04-battre-en-partant-du-coin"),
    "guiton.I.jan-de-six-tables": ("g1-fd14-six-tables-au-quatrieme-coup",
                                   "g1-fd09-mezeas-par-beset"),
    "guiton.VI.remplir-impossible": ("g6-fd02-remplir-l-autre-point-injouable",
                                     "g1-fd13-plein-d-emblee-par-doublet"),
    "guiton.VI.refaire-son-plein": ("g6-fd04-refaire-son-plein",
                                    "g6-fd02-remplir-l-autre-point-injouable"),
    "guiton.VI.conserver-par-impuissance": ("g6-fd06-rompre-par-le-seul-nombre-jouable",
                                            "g1-fd15-petit-jan-conserve-par-doublet"),
    "guiton.I.tenir": ("g1-fd16-trou-du-de-adverse-obligation-de-tenir",
                       "g5-cb01-trou-oublie-s-en-va"),
}


@pytest.mark.parametrize(("law", "decides", "near"),
                         [(law, *pair) for law, pair in BOTH_SIDES.items()],
                         ids=list(BOTH_SIDES))
def test_the_article_is_cited_where_it_decides_and_not_beside(law, decides, near):
    def cited(case_id: str) -> list[str]:
        case = find_case(case_id)
        assert case is not None, case_id
        return [c["law"] for c in rule_file(case.tric)["citations"]]

    assert law in cited(decides)
    assert law not in cited(near)


def test_a_sum_resting_on_the_opponents_empty_coin_is_said_a_passage():
    # tp-03 / g4-fd03: the 7 from Jules's 10th rests on Charles's full 8th or his empty coin
    coin = pos({0: 9, 2: 2, 4: 2, 10: 2}, {0: 12, 6: 1, 8: 2})
    assert laws(coin, (5, 2)).count("guiton.I.passage") == 1
    # the other rest an ordinary empty flèche: nothing to say (ch. IV is never cited for it)
    other = pos({0: 9, 2: 2, 4: 2, 10: 2}, {0: 14, 6: 1})
    assert "guiton.I.passage" not in laws(other, (5, 2))
    # the coin full: à faux, no passage (tq-11)
    full = pos({0: 9, 2: 2, 4: 2, 10: 2}, {0: 10, 6: 1, 8: 2, 11: 2})
    assert "guiton.I.passage" not in laws(full, (5, 2))
    assert [i.beneficiary for i in TRICTRAC.earnings(full, B, (5, 2), LATE)] == [N]


def _ruled(case_id: str) -> dict:
    case = find_case(case_id)
    assert case is not None, case_id
    return rule_file(case.tric)


@pytest.mark.parametrize("case_id", ["tp-03-passage-par-le-coin-vide",
                                     "g4-fd03-passage-par-le-coin-vide-pour-battre",
                                     "tp-04-coin-et-dame-par-double-deux-lebrun",
                                     "tq-10-coin-vide-passage-vers-le-petit-jan-lebrun-noir"])
def test_the_ruling_says_the_empty_coin_was_the_passage(case_id):
    ruling = _ruled(case_id)
    cited = [c["law"] for c in ruling["citations"]]
    assert "guiton.I.passage" in cited
    assert "guiton.IV.coin-adversaire" not in cited       # no dame stopped there (g4-fd03)
    if "lebrun" in case_id:                                # his article before Guiton's
        assert cited.index("lebrun.passages") < cited.index("guiton.I.passage")
    assert "le coin comme une autre" in str(ruling)


def test_why_a_point_is_not_due_is_said_only_for_the_side_that_claimed_it():
    # tp-05: Jules takes his coin par puissance and marks it: the coin not held is said
    assert "ne le tenait pas quand il a jeté" in str(_ruled(
        "tp-05-coin-par-puissance-n-est-pas-coin-battu"))
    # g4-fd03: Jules could take his coin by the same throw, but the excess is Charles's « à
    # faux »: the coin is nobody's claim and is not said
    assert "ne le tenait pas quand il a jeté" not in str(_ruled(
        "g4-fd03-passage-par-le-coin-vide-pour-battre"))
    # contract-03: 2 marked too much, not the 4 a coin would be worth: not said
    assert "ne le tenait pas quand il a jeté" not in str(_ruled("contract-03-ecole-par-trop"))
    # a fausse école of the coin, the throw giving its thrower nothing: said, and it is the
    # summary's first ground (tq-16 Guiton, tq-17 Lebrun with noir)
    for case_id in ("tq-16-coin-pris-par-effet-fausse-ecole-du-coin",
                    "tq-17-coin-par-puissance-fausse-ecole-lebrun-noir"):
        case = find_case(case_id)
        text = case.tric.read_text(encoding="utf-8")
        grounds = in_short(decide(parse(text), source_text=text))["grounds"]
        assert "ne le tenait pas quand il a jeté" in grounds[0], grounds
    # g3-s06: the fausse école disputes the thrower's own 4 points: the coin is not said
    assert "ne le tenait pas quand il a jeté" not in str(_ruled(
        "g3-s06-fausse-ecole-quatre-et-dix"))


def test_a_throw_that_cannot_be_played_is_said_to_leave_an_omission_only_if_it_gives_one():
    # contract-07: sonnez, nothing to play, 6 of 12 marked: the omission stays open
    assert "ne peut rien jouer" in str(_ruled("contract-07-ecole-impossible"))
    # tq-12: nothing to play and nothing to the thrower: no omission of his to speak of
    assert "ne peut rien jouer" not in str(
        _ruled("tq-12-quatre-ne-peut-entrer-seul-au-coin-lebrun"))


@pytest.mark.parametrize(("case_id", "cited", "not_cited"), [
    # Lebrun: a dame beaten à faux is his « jan qui ne peut », not his « jan de récompense »
    ("tq-03-jan-qui-ne-peut-oublie-par-le-battu-lebrun",
     ("lebrun.jan-qui-ne-peut", "guiton.I.battre-a-faux"), ("lebrun.jan-de-recompense",)),
    # the near case under his law: beaten à vrai, the « jan de récompense », not the other
    ("tq-01-demi-case-passage-pour-une-dame-plus-loin-lebrun",
     ("lebrun.jan-de-recompense", "guiton.I.battre"),
     ("lebrun.jan-qui-ne-peut", "guiton.I.battre-a-faux")),
    # Guiton's body: his paragraph on beating à faux, and no Lebrun article
    ("tq-11-coin-plein-a-faux-vers-le-petit-jan-noir", ("guiton.I.battre-a-faux",),
     ("lebrun.jan-qui-ne-peut", "guiton.I.battre")),
])
def test_beating_a_faux_and_a_vrai_cite_their_own_articles(case_id, cited, not_cited):
    laws_cited = [c["law"] for c in _ruled(case_id)["citations"]]
    assert all(law in laws_cited for law in cited), laws_cited
    assert not any(law in laws_cited for law in not_cited), laws_cited
    if len(cited) == 2:                        # Lebrun's article before Guiton's
        assert laws_cited.index(cited[0]) < laws_cited.index(cited[1])


def test_an_impuissance_counts_numbers_a_dame_battue_ways():
    from arbiter.render import render

    def text(case_id: str, lang: str) -> str:
        case = find_case(case_id)
        record = case.tric.read_text(encoding="utf-8")
        return render(decide(parse(record), source_text=record), "text", lang)

    # tq-12: neither number playable: « 2 nombres », never « 2 moyens »
    assert "impuissance, 4 points, 2 nombres" in text(
        "tq-12-quatre-ne-peut-entrer-seul-au-coin-lebrun", "fr")
    assert "2 numbers" in text("tq-12-quatre-ne-peut-entrer-seul-au-coin-lebrun", "en")
    # tq-01: a dame beaten two ways keeps its moyens
    assert "dame battue, 4 points, 2 moyens" in text(
        "tq-01-demi-case-passage-pour-une-dame-plus-loin-lebrun", "fr")


def test_a_dame_beaten_from_ones_coin_is_said_beaten_from_it():
    # g1-fd04 / tq-04: the 4 from Jules's coin reaches Charles's lone dame on Jules's 15th
    charles = {0: 12, 8: 1, 10: 2}
    coin = pos({0: 9, 4: 2, 6: 2, 11: 2}, charles)
    said = [k for k in TRICTRAC.considered(coin, B, (4, 2), LATE) if k.law == "guiton.I.battre"]
    assert len(said) == 1 and "en partant du coin" in said[0].message.fr
    # a dame beaten by the 4 from an ordinary case (Jules's 10th): nothing to say
    elsewhere = pos({0: 9, 4: 2, 6: 2, 10: 2}, {0: 12, 8: 2, 9: 1})
    assert [i.kind for i in TRICTRAC.earnings(elsewhere, B, (4, 2), LATE)] == ["dame_battue"]
    assert "guiton.I.battre" not in laws(elsewhere, (4, 2))
    # the sum from the coin resting only on Charles's cases is à faux: not said either
    faux = pos({0: 9, 4: 2, 6: 2, 11: 2}, {0: 8, 8: 1, 9: 2, 10: 2, 11: 2})
    assert "guiton.I.battre" not in laws(faux, (3, 1))


def test_the_coin_unpaired_names_the_claim_it_denies_and_its_worth():
    """kb-11: the coin not beaten for unpairing one's own is the claim an excess of its worth
    was marked for where the dispute names the coin (:func:`.excess.claimed_otherwise`), not a
    plein believed: it says which word names it, and what it would be worth."""
    unpaired = pos({0: 5, 6: 2, 7: 2, 8: 2, 9: 2, 11: 2}, {0: 11, 6: 2, 7: 2})  # grand jan short
    said = [k for k in TRICTRAC.considered(unpaired, B, (1, 1), LATE)
            if k.law == "guiton.I.battre-le-coin"]
    assert [(k.claim, k.worth, k.denies, k.on_excess) for k in said] == [("coin", 6, B, False)]
