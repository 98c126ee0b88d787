"""Marking arithmetic: trous simple and double, bredouille, reste, sans bouger, pavillon."""

from __future__ import annotations

from arbiter.colour import Colour
from arbiter.games.trictrac import add_points, mark
from arbiter.score import Score, SideScore, score_problems

B, N = Colour.BLANC, Colour.NOIR


def score(blanc: SideScore, noir: SideScore) -> Score:
    return Score(blanc, noir)


def test_points_below_twelve_are_just_marked_and_start_a_bredouille() -> None:
    # Guiton ch. I « Bredouille »: the first points of a series are marked en bredouille.
    r = mark(Score(), B, 4)
    assert r.score.blanc == SideScore(points=4, bredouille=True)
    assert r.trous == () and r.wiped is None


def test_marking_interrupts_the_opponents_bredouille() -> None:
    # Guiton ch. I « Bredouille »: « il l'ôte aussitôt qu'elle est interrompue ».
    r = mark(score(SideScore(4, bredouille=True), SideScore()), N, 2)
    assert r.debredouille
    assert r.score.blanc == SideScore(4, bredouille=False)
    assert r.score.noir == SideScore(2, bredouille=True)


def test_twelve_in_bredouille_is_a_double_trou() -> None:
    # Guiton ch. I « Bredouille »: « on prend deux trous au lieu d'un ».
    r = mark(score(SideScore(8, 3, True), SideScore()), B, 4)
    assert r.trous == (2,) and r.score.blanc == SideScore(0, 5, False)


def test_second_scorer_of_a_trou_can_win_it_double() -> None:
    # Guiton ch. I « Bredouille »: he who marks second uses the double jeton; his series is
    # whole if the first scorer marks nothing more. Fig. III (contract 07): blanc marks 12 and
    # takes the trou; noir, marking his 12 next from nothing, takes 2 trous.
    s = mark(score(SideScore(4, 0, True), SideScore()), N, 6).score   # noir second, blanc 4
    r = mark(s, N, 6)
    assert r.trous == (2,) and r.wiped is B
    assert r.score.noir.trous == 2 and r.score.blanc.points == 0
    fig3 = mark(Score(), B, 12).score
    r = mark(fig3, N, 12)
    assert fig3.blanc.trous == 2 and r.trous == (2,)


def test_interrupted_series_wins_a_simple_trou() -> None:
    # A at 4, B marks 6, A marks 8: the 12 were interrupted: simple.
    s = mark(Score(), B, 4).score
    s = mark(s, N, 6).score
    r = mark(s, B, 8)
    assert r.trous == (1,) and r.wiped is N and r.score.noir.points == 0


def test_lebrun_eight_simple_against_eight_bredouille_wins_eighteen() -> None:
    # Lebrun « De la bredouille »: « si vous aviez huit points simples et moi autant en
    # bredouille, et que d'un coup de dé vous gagnassiez dix-huit points ... vous marqueriez
    # partie, une, deux et trois, et deux points » — first trou simple, then double.
    r = mark(score(SideScore(8, 0, False), SideScore(8, 0, True)), B, 18)
    assert r.trous == (1, 2) and r.trous_won == 3 and r.reste == 2
    assert r.wiped is N and r.score.noir == SideScore(0, 0, False)
    assert r.score.blanc.points == 2 and r.score.blanc.bredouille


def test_lebrun_trou_sans_bouger_with_four_de_reste() -> None:
    # Lebrun « De la bredouille »: A wins 4, B wins 6, A receives 12: « vous ne marquerez
    # qu'un trou, sans bouger » — simple (the 4 were interrupted), 4 left, jeton unmoved.
    # Guiton ch. I « Sans bouger ».
    s = mark(Score(), B, 4).score
    s = mark(s, N, 6).score
    r = mark(s, B, 12)
    assert r.trous == (1,) and r.sans_bouger and r.reste == 4
    assert "guiton.I.sans-bouger" in r.laws
    # The reste belongs to an unbroken series (« censés être restés des douze derniers »).
    assert r.score.blanc.bredouille


def test_points_de_reste_keep_the_bredouille() -> None:
    r = mark(score(SideScore(10, 0, True), SideScore()), B, 4)
    assert r.trous == (2,) and r.score.blanc == SideScore(2, 2, True, True)


def test_winner_wipes_the_opponent_points() -> None:
    # Lebrun « De la manière de marquer »: « Quand on marque le trou, on efface tous les points
    # que l'autre joueur avait faits ».
    r = mark(score(SideScore(10, 0, False), SideScore(6, 0, True)), B, 2)
    assert r.wiped is N and r.score.noir.points == 0 and r.trous == (1,)


def test_pavillon_follows_series_of_trous() -> None:
    # Guiton ch. I « Bredouille » (pavillon at the partie à écrire): taken by the side taking
    # trous from none, lost when the other takes trous.
    s = mark(Score(), B, 12).score
    assert s.blanc.pavillon
    s = mark(s, N, 12).score
    assert s.noir.pavillon and not s.blanc.pavillon


def test_add_points_is_marks_score_and_stays_well_formed() -> None:
    s = Score()
    for colour, pts in [(B, 4), (N, 6), (B, 8), (N, 12), (N, 2), (B, 30)]:
        s2 = add_points(s, colour, pts)
        assert s2 == mark(s, colour, pts).score
        assert not [p for p in score_problems(s2) if p.code != "trous"]
        s = s2


def test_contract_07_noir_marks_his_twelve_in_bredouille_after_blanc_marked_six() -> None:
    # Guiton ch. III « École impossible à marquer » (fig. III): blanc marks only six; noir
    # « marks his 12 in bredouille (he marks after White) → 2 trous », then 4 for the
    # impuissance. Contract 07: blanc 0 points 3 trous, noir 4 points 5 trous.
    s = Score(SideScore(0, 3), SideScore(0, 3))
    s = mark(s, B, 6).score
    r = mark(s, N, 12)
    assert r.trous == (2,) and r.wiped is B
    s = mark(r.score, N, 4).score
    assert (s.blanc.points, s.blanc.trous, s.noir.points, s.noir.trous) == (0, 3, 4, 5)


def test_contract_06_ten_points_plus_four_is_a_simple_trou_and_two_de_reste() -> None:
    s = Score(SideScore(10, 3, False), SideScore(0, 2))
    r = mark(s, B, 4)
    assert r.trous == (1,) and (r.score.blanc.points, r.score.blanc.trous) == (2, 4)
