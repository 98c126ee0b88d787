"""The board picture: 24 flèches in four quarters, talons together, dames and highlights."""

import re
import xml.etree.ElementTree as ET

import pytest

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.render.svg import board_document, board_svg, physical

B, N = Colour.BLANC, Colour.NOIR
SVG = "{http://www.w3.org/2000/svg}"


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def test_blanc_path_runs_along_the_bottom_then_back_along_the_top():
    assert physical(B, 0) == (False, 0)     # his talon: bottom left
    assert physical(B, 11) == (False, 11)   # his coin: bottom right
    assert physical(B, 12) == (True, 11)    # noir's coin faces his
    assert physical(B, 23) == (True, 0)     # noir's talon faces his, same end
    assert physical(N, 0) == (True, 0) and physical(N, 11) == (True, 11)
    assert len({physical(B, n) for n in range(24)}) == 24


def test_board_is_well_formed_with_24_flèches_and_both_numberings():
    root = _tree(board_svg(Position.initial()))
    polygons = [p for p in root.iter(f"{SVG}polygon") if p.get("class") == "fleche"]
    assert len(polygons) == 24
    assert {(p.get("data-colour"), p.get("data-n")) for p in polygons} == \
        {(c, str(n)) for c in ("blanc", "noir") for n in range(12)}
    titles = [p.find(f"{SVG}title").text for p in polygons]
    assert "le talon de blanc" in titles and "le coin de repos de noir" in titles


def test_piles_show_discs_and_a_count_when_tall():
    pos = Position.from_mapping({B: {0: 12, 6: 2, 24: 1}, N: {0: 13, 3: 2}})
    root = _tree(board_svg(pos))
    piles = {(g.get("data-colour"), g.get("data-fleche")): g for g in root.iter(f"{SVG}g")}
    talon = piles[("blanc", "0")]
    assert len(talon.findall(f"{SVG}circle")) == 5
    assert talon.find(f"{SVG}text").text == "12"
    two = piles[("blanc", "6")]
    assert len(two.findall(f"{SVG}circle")) == 2 and two.find(f"{SVG}text") is None
    assert ("blanc", "24") not in piles                      # borne off: in the tray
    off = [g for g in root.iter(f"{SVG}g") if g.get("class") == "off"]
    assert [(g.get("data-colour"), g.get("data-count")) for g in off] == [("blanc", "1")]


def test_colours_are_drawn_distinctly():
    pos = Position.from_mapping({B: {0: 15}, N: {0: 15}})
    svg = board_svg(pos)
    fills = set(re.findall(r'<circle [^>]*fill="(#[0-9a-f]{6})"', svg))
    assert len(fills) == 2


@pytest.mark.parametrize(("highlights", "expected"), [
    ({}, 0),
    ({"blanc": (18,), "noir": (5,)}, 1),      # the same flèche seen from both sides
    ({B: (0, 11), N: (0,)}, 3),
    ({"noir": (24,)}, 0),                      # off the board: nothing to outline
])
def test_highlights(highlights, expected):
    assert board_svg(Position.initial(), highlights).count('class="highlight"') == expected


def test_english_labels_and_standalone_document():
    doc = board_document(Position.initial(), None, "en")
    assert doc.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')
    root = _tree(doc.split("\n", 1)[1])
    texts = {t.text for t in root.iter(f"{SVG}text")}
    assert "talon blanc" in texts and "coin noir" in texts
    assert root.find(f"{SVG}title").text == "The tablier"
