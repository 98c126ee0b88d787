"""A game is a bundle the engine asks; a toy second game is ruled end to end.

The toy is a race on the tablier with the jacquet's geometry (talons on a diagonal, flèche k of
one side is k + 12 of the other), no marking at all, and only the laws of the dice and of the
dames: enough to show that the engine, the notation's checks and the picture ask the bundle
and never trictrac.
"""

from __future__ import annotations

import json

import pytest

from arbiter.board import OFF, Position, Problem
from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.games import registry
from arbiter.games.base import Move, Play, PlayCheck, Violation
from arbiter.games.bundle import Game
from arbiter.games.geometry import MIRRORED, ROTATED
from arbiter.i18n import Msg
from arbiter.notation import check, parse
from arbiter.render.json import render_json
from arbiter.render.svg import board_svg

B, N = Colour.BLANC, Colour.NOIR


class Race:
    """One dame per number, any dame, never onto a flèche the other side holds."""

    name = "race"

    def position_problems(self, position: Position) -> list[Problem]:
        return [Problem("two-colours", Msg("deux couleurs", "two colours"), B, k)
                for k in range(24) if position.blanc[k] and position.noir[ROTATED.other(k)]]

    def _steps(self, position, colour, n):
        for src, _count in position.occupied(colour):
            dst = src + n
            if src < OFF and dst < OFF and not _opposing(position, colour, dst):
                yield Move((src, dst), (n,))

    def legal_plays(self, position, colour, dice):
        plays = []
        for first, second in {dice, dice[::-1]}:
            for m1 in self._steps(position, colour, first):
                after = position.moved(colour, m1.src, m1.dst)
                for m2 in self._steps(after, colour, second):
                    plays.append(Play((m1, m2), after.moved(colour, m2.src, m2.dst),
                                      (first, second)))
        return tuple(plays)

    def check_play(self, position, colour, dice, moves):
        made = sorted((m.src, m.dst) for m in moves)
        legal = self.legal_plays(position, colour, dice)
        if any(sorted((m.src, m.dst) for m in p.moves) == made for p in legal):
            return PlayCheck(True, (), legal)
        return PlayCheck(False, (Violation("race", Msg("mal joué", "badly played"),
                                           "guiton.III.dame-mal-posee"),), legal)

    def earnings(self, position, thrower, dice, context):
        return ()


def _opposing(position: Position, colour: Colour, fleche: int) -> int:
    """The other side's dames on ``fleche``, read through the toy's geometry."""
    return position.row(colour.opponent)[ROTATED.other(fleche)]

TOY = Game(key="toy", name=Msg("course", "race"), rules=Race(), geometry=ROTATED,
           marking=None, families=("des", "dames"))

RECORD = """[Jeu "toy"]
[Blanc "A"]
[Noir "B"]

position
  blanc  talon:15
  noir   talon:15
trait    blanc

actes
  blanc jette 6 5
  blanc joue 0-6 0-5
  noir jette 4 2
  noir joue 0-3
  blanc marque 4
"""


@pytest.fixture(autouse=True)
def toy():
    registry.register(TOY)
    yield
    registry.unregister("toy")


def test_the_header_chooses_the_game_and_trictrac_is_the_default():
    assert registry.game_key(parse(RECORD)) == "toy"
    trictrac = RECORD.replace('[Jeu "toy"]\n', "")
    assert registry.game_key(parse(trictrac)) == "trictrac"
    assert registry.get_game("trictrac").key == "trictrac"
    assert "toy" in registry.known_games()


def test_a_toy_game_without_marking_is_ruled_end_to_end():
    ruling = decide(parse(RECORD))
    data = json.loads(render_json(ruling, "en"))
    assert data["outcome"] == "decided"
    # the dames' laws judge it: noir's dame from 0 to 3 answers neither 4 nor 2
    assert [f["kind"] for f in data["faults"]] == ["dame_mal_posee"]
    # no marking: no window, no école, and the marking act is not judged for this game
    assert not any("ecole" in f["kind"] for f in data["faults"])
    assert any("Mark" in q for q in data["questions"])
    assert [c["dice"] for c in data["coups"]] == [[6, 5], [4, 2]]


def test_a_game_without_marking_cannot_name_the_families_of_marking():
    with pytest.raises(ValueError, match="no marking"):
        Game(key="bad", name=Msg("x", "x"), rules=Race(), geometry=ROTATED, marking=None,
             families=("des", "ecoles"))


def test_the_toy_position_is_checked_by_its_own_rules():
    clash = RECORD.replace("noir   talon:15", "noir   talon:14 12:1")
    _, diagnostics = check(clash)
    assert any("deux couleurs" in d.message.fr for d in diagnostics)
    # the same position is no clash in trictrac, where blanc's 0 faces noir's 23
    _, diagnostics = check(clash.replace('[Jeu "toy"]\n', ""))
    assert not any("deux couleurs" in d.message.fr for d in diagnostics)


def test_an_unknown_game_is_refused_by_check_and_undecided_by_the_engine():
    text = RECORD.replace('"toy"', '"dames"')
    _, diagnostics = check(text)
    assert [(d.span.line, d.span.column) for d in diagnostics] == [(1, 6)]
    record = parse(text.replace('[Jeu "dames"]\n', "")).__class__(
        headers=(("Jeu", "dames"),), position=Position.initial())
    assert decide(record).outcome == "undecided"


def test_geometries_map_both_colours_and_draw_every_flèche_once():
    assert MIRRORED.other(0) == 23 and ROTATED.other(0) == 12 and ROTATED.other(20) == 8
    for geometry in (MIRRORED, ROTATED):
        cells = {geometry.cell(B, k) for k in range(24)}
        assert len(cells) == 24
        for k in range(24):
            assert geometry.cell(N, geometry.other(k)) == geometry.cell(B, k)
    assert ROTATED.cell(B, 0) == (True, 11) and ROTATED.cell(N, 0) == (False, 0)
    svg = board_svg(Position.initial(), lang="en", geometry=ROTATED)
    assert svg.count('class="fleche"') == 24
    # each row is numbered by the side whose first half lies on it: noir below, blanc above
    assert 'data-colour="noir" data-n="0"' in svg and 'data-colour="blanc" data-n="0"' in svg
    assert 'data-colour="blanc" data-n="12"' not in svg
    trictrac = board_svg(Position.initial(), lang="en")
    assert 'data-colour="noir" data-n="11"' in trictrac


def _drawn_at(page: str, colour: str, n: int) -> str:
    import re

    found = re.search(rf'data-colour="{colour}" data-n="{n}" points="([^"]+)"', page)
    assert found, (colour, n)
    return found.group(1)


def test_the_html_ruling_draws_the_board_of_the_game():
    from arbiter.render.html import render_html
    from arbiter.render.svg import _triangle

    toy = render_html(decide(parse(RECORD)), "en")
    trictrac = render_html(decide(parse(RECORD.replace('[Jeu "toy"]\n', ""))), "en")
    # blanc's talon: top right in the toy (talons on a diagonal), bottom left in trictrac
    assert _drawn_at(toy, "blanc", 0) == _triangle(True, 11)
    assert _drawn_at(trictrac, "blanc", 0) == _triangle(False, 0)
    assert _drawn_at(toy, "noir", 0) == _triangle(False, 0)
