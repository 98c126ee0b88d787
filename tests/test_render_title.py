"""A ruling is titled by the game its record plays, as the game's bundle names it
(arbiter.games.bundle.Game.name), in the page's language: never by the raw ``[Jeu]`` header."""

from __future__ import annotations

import pytest

from arbiter.engine import decide
from arbiter.games import registry
from arbiter.games.bundle import Game
from arbiter.games.geometry import ROTATED
from arbiter.games.jacquet import JACQUET
from arbiter.i18n import Msg
from arbiter.notation import parse
from arbiter.render import render
from arbiter.render.view import ruling_view

RECORD = """[Jeu "{key}"]
[Blanc "A"]
[Noir "B"]

position
  blanc  talon:15
  noir   talon:15
trait    blanc

actes
  blanc jette 6 5
"""


@pytest.fixture
def named_game():
    """A game whose key and names differ in both languages."""
    game = Game(key="course", name=Msg("course de dames", "race of dames"), rules=JACQUET,
                geometry=ROTATED, marking=None, families=("des", "dames"))
    registry.register(game)
    yield game
    registry.unregister("course")


def test_the_title_is_the_bundles_name_in_each_language(named_game):
    ruling = decide(parse(RECORD.format(key="Course")))
    assert ruling_view(ruling, "fr")["t"]["title"] == "Décision d'arbitrage — course de dames"
    assert ruling_view(ruling, "en")["t"]["title"] == "Referee's ruling — race of dames"
    assert render(ruling, "text", "en").startswith("REFEREE'S RULING — RACE OF DAMES")


def test_trictrac_and_jacquet_keep_their_titles():
    trictrac = decide(parse(RECORD.format(key="trictrac")))
    assert ruling_view(trictrac, "fr")["t"]["title"] == "Décision d'arbitrage — trictrac"
    jacquet = decide(parse(RECORD.format(key="jacquet")))
    assert ruling_view(jacquet, "en")["t"]["title"] == "Referee's ruling — jacquet"


def test_an_unknown_game_is_titled_by_its_header_escaped_in_html():
    record = parse(RECORD.format(key="trictrac")).__class__(
        headers=(("Jeu", "<dames>"),), position=parse(RECORD.format(key="trictrac")).position)
    ruling = decide(record)
    assert ruling_view(ruling, "fr")["t"]["title"] == "Décision d'arbitrage — <dames>"
    assert "<dames>" not in render(ruling, "html", "fr")


def _case_page(case: str, fmt: str, lang: str) -> str:
    from pathlib import Path

    [path] = (Path(__file__).resolve().parent.parent / "casebook").glob(f"{case}-*.tric")
    return render(decide(parse(path.read_text("utf-8"), source=str(path))), fmt, lang)


def test_a_game_without_points_shows_the_state_of_the_game_not_a_score():
    text = _case_page("j-36", "text", "fr")          # blanc bears off his last dame: double
    assert "Marque avant le coup" not in text and "LA MARQUE APRÈS" not in text
    assert "X. LA PARTIE APRÈS LA DÉCISION" in text
    assert "Partie gagnée par Jules (blanc) : 2 points" in text
    assert "0 point" not in text
    en = _case_page("j-11", "html", "en")             # the game goes on
    assert "The game after the ruling" in en and "the game goes on" in en
    assert "Score before the coup" not in en


def test_a_win_the_loser_may_still_undo_is_shown_with_its_condition():
    text = _case_page("j-83", "text", "fr")           # noir may have the last play replayed
    assert ("Partie gagnée par Jules (blanc) : 1 point, si l'adversaire laisse le dernier "
            "coup tel qu'il est joué") in " ".join(text.split())
    en = _case_page("j-84", "text", "en")             # the fault consummated: a plain win
    assert "Game won by Jules (blanc): 1 point" in en and "if the opponent lets" not in en


def test_trictrac_still_shows_its_score():
    text = _case_page("g3-exception", "text", "fr")
    assert "Marque avant le coup" in text and "X. LA MARQUE APRÈS LA DÉCISION" in text
