"""The laws of conduct, judged with a stand-in game whose throws earn what each test says.

The engine must not depend on trictrac's rules to judge conduct (écoles, touched dames,
leaving): the same laws will judge Jacquet. So these tests give the replayer a fake game and
build records by hand; the trictrac-specific contract cases are tested end to end elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.engine.decide import replay_for
from arbiter.engine.replay import Replay
from arbiter.games.base import Move, Play, PlayCheck
from arbiter.games.bundle import Game
from arbiter.games.geometry import MIRRORED
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.record import CoupRecord
from arbiter.ruling import EarnedItem
from arbiter.score import Score, SideScore
from arbiter.span import Span

B, N = Colour.BLANC, Colour.NOIR


def simple_add(score: Score, colour: Colour, points: int) -> Score:
    """Points and simple trous only: enough to judge conduct (no bredouille)."""
    side = score.of(colour)
    total = side.points + points
    trous, rest = divmod(total, 12)
    score = score.with_side(colour, SideScore(rest, side.trous + trous))
    if trous:
        score = score.with_side(colour.opponent, SideScore(0, score.of(colour.opponent).trous))
    return score


class SimpleMarking:
    def add_points(self, score: Score, colour: Colour, points: int) -> Score:
        return simple_add(score, colour, points)


@dataclass
class FakeGame:
    """The first throw earns ``earn``, later ones nothing; any play is legal; a dame on the
    third flèche could be played too, or two of them; nothing is playable when ``stuck``."""

    earn: dict[Colour, int]
    stuck: bool = False
    pair: bool = True      # two dames of the third flèche can be played together
    name: str = "fake"
    throws: int = 0

    def position_problems(self, position):
        return []

    def legal_plays(self, position, colour, dice):
        if self.stuck:
            return ()
        plays = (Play((Move((0, dice[0]), (dice[0],)), Move((0, dice[1]), (dice[1],))),
                      position, dice),
                 Play((Move((3, 3 + dice[0]), (dice[0],)), Move((0, dice[1]), (dice[1],))),
                      position, dice))
        if self.pair:
            plays += (Play((Move((3, 3 + dice[0]), (dice[0],)),
                            Move((3, 3 + dice[1]), (dice[1],))), position, dice),)
        return plays

    def check_play(self, position, colour, dice, moves):
        return PlayCheck(True, (), ())

    def earnings(self, position, thrower, dice, context):
        self.throws += 1
        return tuple(EarnedItem("test", p, c, "lebrun.tarif") for c, p in self.earn.items()
                     if p and self.throws == 1)


def run(acts: list[A.Act], earn: dict[Colour, int], *, score: Score | None = None,
        stuck: bool = False, pair: bool = True) -> Replay:
    numbered = [type(a)(**{**{f: getattr(a, f) for f in a.__dataclass_fields__},
                           "span": Span(i + 10, 3)}) for i, a in enumerate(acts)]
    record = CoupRecord(position=Position.initial(), score=score or Score(),
                        acts=tuple(numbered))
    game = Game(key="fake", name=Msg("fake", "fake"), rules=FakeGame(earn, stuck, pair),
                geometry=MIRRORED, marking=SimpleMarking(),
                families=("des", "dames", "ecoles", "paroles", "nombre-de-dames"))
    replay = replay_for(record, game)
    replay.run()
    return replay


def kinds(replay: Replay) -> list[tuple[str, str, int | None, bool]]:
    return [(f.kind, f.by.value, f.points, f.consummated) for f in replay.findings.faults]


def throw(c: Colour, a: int = 6, b: int = 5) -> A.Throw:
    return A.Throw(actor=c, dice=(a, b))


def play(c: Colour, *paths: tuple[int, ...]) -> A.Play:
    return A.Play(actor=c, groups=tuple((p,) for p in paths))


def test_omission_is_consummated_by_touching_a_dame():
    # Guiton ch. III « Époque où les écoles sont consommées »: by touching a dame.
    r = run([throw(B), play(B, (0, 6), (0, 5))], {B: 4})
    assert kinds(r) == [("ecole_par_moins", "blanc", 4, True)]
    assert r.findings.faults[0].act == 11


def test_omission_before_any_act_is_not_consummated():
    r = run([throw(B), A.Mark(actor=B, points=2)], {B: 4}, stuck=True)
    assert kinds(r) == [("ecole_par_moins", "blanc", 2, False)]
    assert [o.holder for o in r.findings.options] == [B]


def test_marking_too_much_is_consummated_when_the_jeton_is_abandoned():
    r = run([throw(B), A.Mark(actor=B, points=6)], {B: 4})
    assert kinds(r) == [("ecole_par_trop", "blanc", 2, True)]
    assert r.findings.faults[0].act == 11


def test_a_jeton_may_be_moved_forward_in_steps_until_the_dames_are_touched():
    # Lebrun: marking 4 then 4 more is allowed while no dame is touched.
    r = run([throw(B), A.Mark(actor=B, points=4), A.Mark(actor=B, points=4),
             play(B, (0, 6), (0, 5))], {B: 8})
    assert kinds(r) == []


def test_the_opponents_points_are_consummated_when_he_throws():
    r = run([throw(B), play(B, (0, 6), (0, 5)), throw(N, 3, 1)], {N: 4})
    assert kinds(r) == [("ecole_par_moins", "noir", 4, True)]
    assert r.findings.faults[0].act == 12


def test_the_non_thrower_lifting_his_dames_makes_no_ecole():
    # « Celui qui ne joue pas, et qui par erreur lève ses dames, ne fait pas école ».
    r = run([throw(B), play(B, (0, 6), (0, 5)), A.Lift(actor=N, fleche=0)], {N: 4})
    assert kinds(r) == [("ecole_par_moins", "noir", 4, False)]


def test_marking_an_ecole_that_was_not_made_is_a_fausse_ecole():
    r = run([throw(B), play(B, (0, 6), (0, 5)), A.MarkEcole(actor=N, points=4)], {})
    assert kinds(r) == [("fausse_ecole", "noir", 4, True)]
    # the wrongly marked points are wiped; blanc marks them by default
    assert r.score.of(N).points == 0 and r.score.of(B).points == 4


def test_an_ecole_marked_in_part_may_be_required_wholly():
    r = run([throw(B), play(B, (0, 6), (0, 5)), A.MarkEcole(actor=N, points=2)], {B: 4})
    assert kinds(r) == [("ecole_par_moins", "blanc", 4, True)]
    assert [o.holder for o in r.findings.options] == [B]


def test_the_claim_lapses_when_the_victim_throws():
    r = run([throw(B), play(B, (0, 6), (0, 5)), throw(N, 2, 1)], {B: 4})
    assert r.findings.options == []
    assert r.score.of(N).points == 0


def test_misleading_words_excuse_the_omission():
    # « On ne peut profiter d'une erreur qu'on a occasionnée »: « vous n'avez rien ».
    r = run([throw(B), A.Say(actor=N, words="vous n'avez rien"), play(B, (0, 6), (0, 5))],
            {B: 4})
    assert kinds(r) == []


def test_dame_mal_posee_after_a_number_well_played_has_no_tout_d_une():
    # Guiton ch. III « Dame mal posée et abandonnée », 5 et 4: 4 played, second dame on 6.
    r = run([throw(B, 5, 4), play(B, (0, 4)), play(B, (0, 6))], {})
    # not consummated: noir has not thrown, and may still claim (Guiton III « Fausse case »:
    # « Quand un joueur ne s'aperçoit de la fausse case qu'après avoir jeté son dé, il ne peut
    # plus réclamer contre le coup, qui par-là se trouve consommé »)
    assert kinds(r) == [("dame_mal_posee", "blanc", None, False)]
    (option,) = r.findings.options
    assert option.holder is N
    assert "tout-d-une" not in [c.key for c in option.choices]


def test_dame_carried_beyond_the_larger_number_first_may_be_played_tout_d_une():
    r = run([throw(B, 5, 4), play(B, (0, 7))], {})
    (option,) = r.findings.options
    assert "tout-d-une" in [c.key for c in option.choices]


def test_two_dames_placed_together_one_short_is_a_fausse_case():
    r = run([throw(B, 5, 4), A.Play(actor=B, groups=(((0, 4), (1, 4)),))], {})
    assert [k[0] for k in kinds(r)] == ["fausse_case"]


def test_leaving_after_marking_the_reste_is_irregular():
    # Guiton ch. V « On ne peut s'en aller lorsqu'on a marqué les points qu'on a de reste ».
    r = run([throw(B), A.MarkTrous(actor=B), A.SetJeton(actor=B, points=2),
             A.Say(actor=B, words="je m'en vais")], {B: 4},
            score=Score(SideScore(10, 3), SideScore(0, 2)))
    assert kinds(r) == [("depart_irregulier", "blanc", None, True)]
    assert (r.score.of(B).points, r.score.of(B).trous) == (2, 4)


def test_leaving_on_a_trou_won_by_ones_own_throw_is_allowed():
    r = run([throw(B), A.MarkTrous(actor=B), A.Say(actor=B, words="Je m’en vais !")], {B: 4},
            score=Score(SideScore(10, 3), SideScore(0, 2)))
    assert kinds(r) == []


def test_leaving_on_a_trou_from_the_opponents_dice_is_irregular():
    r = run([throw(B), A.MarkTrous(actor=N), A.Say(actor=N, words="je m'en vais")], {N: 4},
            score=Score(SideScore(0, 3), SideScore(10, 2)))
    assert ("depart_irregulier", "noir", None, True) in kinds(r)


def test_a_touched_dame_that_could_be_played_must_be():
    r = run([throw(B), A.Touch(actor=B, fleche=3), play(B, (0, 6), (0, 5)),
             throw(N, 2, 1)], {})
    assert [k[0] for k in kinds(r)] == ["dame_touchee"]


def test_j_adoube_frees_the_next_touch():
    r = run([throw(B), A.Adoube(actor=B), A.Touch(actor=B, fleche=3),
             play(B, (0, 6), (0, 5)), throw(N, 2, 1)], {})
    assert kinds(r) == []


def test_the_words_of_a_dispute_that_bind_nobody():
    from arbiter.sayings import classify

    assert classify("Tout est-il joué ?") == "tout_joue"
    assert classify("JE RESTE") == "stay"
    assert classify("il fait beau") == "other"


def test_binding_words_bind_wherever_they_stand_but_not_asked_or_as_a_condition():
    from arbiter.sayings import reading

    assert reading("non, je reste") == ("stay", None)
    assert reading("Bon, je m'en vais.") == ("leave", None)
    assert reading("je reste ?") == ("other", "asked")
    assert reading("si je reste, je perds") == ("other", "condition")
    assert reading("et si je m'en vais") == ("other", "condition")
    assert reading("je ne reste pas") == ("other", None)


def test_words_typed_fast_read_as_the_treatise_words():
    # A recorder may drop the apostrophe, double a space, or open the clause with « bon »,
    # « eh bien » without a comma; the words mean what they mean with it. Said without « ne »
    # but with « pas », they are the opposite and bind nobody.
    from arbiter.sayings import reading

    assert reading("je m en vais") == ("leave", None)
    assert reading("je  reste") == ("stay", None)
    assert reading("eh bien je m'en vais") == ("leave", None)
    assert reading("mais je tiens") == ("stay", None)
    assert reading("je n en marque pas l'école") == ("decline", None)
    assert reading("je m'en vais pas") == ("other", None)
    assert reading("je reste pas, je m'en vais") == ("leave", None)
    assert reading("et si je reste ?") == ("other", "asked")
    assert reading("s il reste") == ("other", None)


# -- dames lifted, put back, let go and carried on (covera) ------------------------------------
def test_two_dames_lifted_off_a_fleche_are_both_touched():
    # « Toute dame touchée doit être jouée »: the indulgence of « Exception pour la pile » is
    # for the pile only; the dame put back on the 3rd could be played.
    r = run([throw(B), A.Lift(actor=B, fleche=3, count=2), A.Place(actor=B, fleche=9),
             A.PutBack(actor=B, fleche=3), A.Release(actor=B), play(B, (0, 5)),
             throw(N, 2, 1)], {})
    assert [k[0] for k in kinds(r)] == ["dame_touchee"]


def test_two_touched_dames_of_a_fleche_of_which_one_only_can_be_played():
    # « s'il y a possibilité »: when no play of the throw moves two dames from the 3rd, the one
    # put back could not have been played once the other was: no fault.
    acts = [throw(B), A.Lift(actor=B, fleche=3, count=2), A.Place(actor=B, fleche=9),
            A.PutBack(actor=B, fleche=3), A.Release(actor=B), play(B, (0, 5)), throw(N, 2, 1)]
    assert kinds(run(acts, {}, pair=False)) == []
    assert [k[0] for k in kinds(run(acts, {}))] == ["dame_touchee"]


def test_of_two_dames_lifted_off_the_pile_one_only_is_bound():
    r = run([throw(B), A.Lift(actor=B, fleche=0, count=2), A.Place(actor=B, fleche=6),
             A.PutBack(actor=B, fleche=0), A.Release(actor=B), play(B, (0, 5)),
             throw(N, 2, 1)], {})
    assert kinds(r) == []


def test_a_dame_let_go_may_go_on_only_tout_d_une():
    # « Une dame abandonnée ne peut être déplacée », save to play both numbers tout d'une.
    r = run([throw(B), play(B, (0, 5)), play(B, (5, 11)), throw(N, 2, 1)], {})
    assert kinds(r) == [] and "guiton.III.dame-abandonnee" in r.findings.laws
    r = run([throw(B), play(B, (0, 5)), play(B, (5, 7))], {})
    assert [k[0] for k in kinds(r)] == ["dame_mal_posee"]


def test_j_adoube_does_not_cover_a_dame_carried_and_let_go_elsewhere():
    # « Si, après avoir dit j'adoube, on portait et abandonnait une dame sur une flèche autre que
    # celle où aboutit le point … on serait sujet à la peine de la fausse-case ».
    r = run([throw(B), A.Adoube(actor=B), A.Lift(actor=B, fleche=3), A.Place(actor=B, fleche=10),
             A.Release(actor=B)], {})
    assert [k[0] for k in kinds(r)] == ["fausse_case"]
    assert "guiton.III.dames-touchees" in r.findings.faults[0].laws
    # lifted under « j'adoube » and put back, it binds to nothing
    r = run([throw(B), A.Adoube(actor=B), A.Lift(actor=B, fleche=3), A.PutBack(actor=B, fleche=3),
             play(B, (0, 6), (0, 5)), throw(N, 2, 1)], {})
    assert kinds(r) == []
