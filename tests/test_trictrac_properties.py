"""Properties that must hold on every legal position (random, from arbiter's sampler)."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.base import ThrowContext
from arbiter.games.trictrac import TRICTRAC, can_complete, check_play
from arbiter.games.trictrac.moves import side
from arbiter.games.trictrac.sample import random_position

LAWS = {
    "guiton.I.battre", "guiton.I.battre-a-faux", "guiton.I.battre-le-coin",
    "guiton.I.battre-les-deux-coins",
    "guiton.I.jan", "lebrun.jans", "guiton.I.jan-de-six-tables", "guiton.I.impuissance",
    "guiton.I.conserver", "guiton.I.remplir", "guiton.I.bredouille", "guiton.I.sans-bouger",
    "guiton.I.tout-d-une", "guiton.I.passage", "guiton.I.puissance",
    "guiton.I.sortir-des-dames", "guiton.IV.coin-seul", "guiton.IV.coin-adversaire",
    "guiton.IV.coin-par-puissance", "guiton.IV.coin-seconde-fois",
    "guiton.VI.remplir-impossible", "guiton.VI.conserver-par-impuissance",
    "guiton.VI.point-le-plus-eleve", "guiton.VI.remplir-en-passant",
    "guiton.VI.refaire-son-plein", "guiton.III.jans-adversaire-plein",
    "guiton.III.marque-des-points", "guiton.VII.dames-entrees",
    "guiton.VII.sortir-a-la-bande", "guiton.VII.points-sortants",
    "guiton.VII.points-excedants", "guiton.VII.points-defaillants",
    "guiton.VII.deux-defaillants", "guiton.VII.points-de-sortie", "lebrun.tarif",
    "guiton.VII.lois-du-plein-au-retour",
    "lebrun.doublets", "lebrun.jouer-les-deux-points",
}

positions = st.integers(min_value=0, max_value=2**32).map(lambda s: random_position(Random(s)))
colours = st.sampled_from([Colour.BLANC, Colour.NOIR])
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def swapped(position: Position) -> Position:
    return Position(position.noir, position.blanc)


@settings(max_examples=300, deadline=None)
@given(positions, colours, dice)
def test_every_legal_play_leaves_a_sound_position(position: Position, colour: Colour,
                                                  throw: tuple[int, int]) -> None:
    plays = TRICTRAC.legal_plays(position, colour, throw)
    counts = {len(p.numbers_played) for p in plays}
    assert len(counts) <= 1                      # every legal play uses as many numbers
    sd = side(position, colour)
    for play in plays:
        result = play.result
        assert TRICTRAC.position_problems(result) == []
        assert result.total(colour) == position.total(colour)
        assert result.row(colour.opponent) == position.row(colour.opponent)
        assert sorted(play.numbers_played) in ([min(throw), max(throw)], [max(throw)],
                                               [min(throw)])
        row = result.row(colour)
        before = position.row(colour)
        # no new dame in a jan the opponent can still fill (Guiton ch. III)
        if sd.fillable_grand:
            assert all(row[f] <= before[f] for f in range(13, 18))
        if sd.fillable_petit:
            assert all(row[f] <= before[f] for f in range(18, 24))
        # never a dame on an opposing dame, nor in the opponent's coin
        assert not any(row[f] and sd.opp[f] for f in range(24))
        assert check_play(position, colour, throw, play.moves).legal
        assert can_complete(position, colour, throw, play.moves[:1])


@settings(max_examples=300, deadline=None)
@given(positions, colours, dice)
def test_earnings_are_well_formed(position: Position, colour: Colour,
                                  throw: tuple[int, int]) -> None:
    items = TRICTRAC.earnings(position, colour, throw, ThrowContext())
    plays = TRICTRAC.legal_plays(position, colour, throw)
    for item in items:
        assert item.law in LAWS
        assert item.points > 0 and item.points % 2 == 0
        assert item.target is None or 0 <= item.target <= 23
    impuissance = [i for i in items if i.kind == "impuissance"]
    unplayed = 2 - (len(plays[0].numbers_played) if plays else 0)
    if any(p.result.on_board(colour) == 0 for p in plays):
        unplayed = 0                  # the sortie is over: nothing left to play
    assert sum(i.points for i in impuissance) == 2 * unplayed
    assert all(i.beneficiary is colour.opponent for i in impuissance)
    if impuissance:
        assert items[-1] is impuissance[0]      # impuissance is marked last
    owners = [i.beneficiary is colour for i in items if i.kind != "impuissance"]
    assert owners == sorted(owners, reverse=True)   # thrower's gains before what he gives


@settings(max_examples=200, deadline=None)
@given(positions, colours, dice)
def test_the_rules_do_not_depend_on_the_colour(position: Position, colour: Colour,
                                               throw: tuple[int, int]) -> None:
    mirror = swapped(position)
    ctx = ThrowContext()
    mine = TRICTRAC.earnings(position, colour, throw, ctx)
    theirs = TRICTRAC.earnings(mirror, colour.opponent, throw, ctx)
    assert [(i.kind, i.points, i.beneficiary is colour, i.target) for i in mine] == [
        (i.kind, i.points, i.beneficiary is colour.opponent, i.target) for i in theirs]
    a = {p.result.row(colour) for p in TRICTRAC.legal_plays(position, colour, throw)}
    b = {p.result.row(colour.opponent)
         for p in TRICTRAC.legal_plays(mirror, colour.opponent, throw)}
    assert a == b


@settings(max_examples=100, deadline=None)
@given(positions, colours, dice)
def test_dice_order_does_not_matter(position: Position, colour: Colour,
                                    throw: tuple[int, int]) -> None:
    ctx = ThrowContext()
    assert TRICTRAC.earnings(position, colour, throw, ctx) == TRICTRAC.earnings(
        position, colour, throw[::-1], ctx)
    assert TRICTRAC.legal_plays(position, colour, throw) == TRICTRAC.legal_plays(
        position, colour, throw[::-1])
