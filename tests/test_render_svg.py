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


# -- Jacquet: the board of its rulings ------------------------------------------------------------
CASEBOOK = __import__("pathlib").Path(__file__).resolve().parent.parent / "casebook"


def _jacquet_board(case: str, lang: str = "fr") -> ET.Element:
    """The board inlined in the HTML ruling of a Jacquet casebook case."""
    from arbiter.engine import decide
    from arbiter.notation import parse
    from arbiter.render import render

    [path] = CASEBOOK.glob(f"{case}-*.tric")
    page = render(decide(parse(path.read_text("utf-8"), source=str(path))), "html", lang)
    return _tree(re.search(r"<svg.*?</svg>", page, re.S).group(0))


def _loop() -> list[tuple[bool, int]]:
    """The board's 24 cells in counter-clockwise order seen by blanc seated at the bottom:
    the top row from right to left, then the bottom row from left to right."""
    return [(True, c) for c in range(11, -1, -1)] + [(False, c) for c in range(12)]


def test_jacquet_both_colours_travel_the_same_way_round_from_talons_on_the_diagonal():
    from arbiter.games.geometry import ROTATED

    loop = _loop()
    for colour in (B, N):
        cells = [physical(colour, k, ROTATED) for k in range(24)]
        start = loop.index(cells[0])
        assert cells == loop[start:] + loop[:start], colour     # one way round, no jump
    assert physical(B, 0, ROTATED) == (True, 11)     # blanc's talon: top right
    assert physical(N, 0, ROTATED) == (False, 0)     # noir's: bottom left, the other corner
    assert physical(B, 12, ROTATED) == physical(N, 0, ROTATED)   # his talon on my 12
    assert physical(B, 23, ROTATED) == (False, 11)   # blanc leaves at the bottom right


def test_a_jacquet_board_names_its_flèches_by_quarters_and_its_talons_on_the_diagonal():
    root = _jacquet_board("j-11")
    titles = {(p.get("data-colour"), p.get("data-n")): p.find(f"{SVG}title").text
              for p in root.iter(f"{SVG}polygon") if p.get("class") == "fleche"}
    assert titles[("blanc", "0")] == "le talon de blanc"
    assert titles[("blanc", "5")] == "la sixième flèche du premier quadrant de blanc"
    assert titles[("noir", "0")] == "le talon de noir"
    assert not any("coin de repos" in t for t in titles.values())
    talons = {t.get("data-colour"): float(t.get("x")) for t in root.iter(f"{SVG}text")
              if t.get("class") == "talon-name"}
    board_left, board_right = 56, 56 + 12 * 36 + 22
    assert talons["blanc"] > board_right and talons["noir"] < board_left


def test_a_jacquet_ruling_outlines_the_flèches_it_speaks_of():
    from arbiter.games.geometry import ROTATED
    from arbiter.render.svg import _triangle

    # j-46: blanc's dame stops on his 13, which noir holds (noir's 1)
    lit = [p.get("points") for p in _jacquet_board("j-46").iter(f"{SVG}polygon")
           if p.get("class") == "highlight"]
    assert _triangle(*physical(B, 13, ROTATED)) in lit
    # j-11: the talon dame lifted and put back, a touched dame the ruling weighs
    lit = [p.get("points") for p in _jacquet_board("j-11").iter(f"{SVG}polygon")
           if p.get("class") == "highlight"]
    assert lit == [_triangle(*physical(B, 0, ROTATED))]


def test_a_jacquet_ruling_about_the_courier_shows_the_courier():
    root = _jacquet_board("j-10")       # a talon dame played before the courier arrived
    named = {(g.get("data-colour"), g.get("data-fleche")): g for g in root.iter(f"{SVG}g")
             if g.get("class") == "named-dame"}
    assert ("blanc", "9") in named
    assert named[("blanc", "9")].find(f"{SVG}text").text == "postillon"
    assert "la quatrième flèche du deuxième quadrant de blanc" in \
        named[("blanc", "9")].find(f"{SVG}title").text
    en = _jacquet_board("j-10", "en")
    assert any(g.get("class") == "named-dame" and g.find(f"{SVG}text").text ==
               "courier (postillon)" for g in en.iter(f"{SVG}g"))


def test_a_jacquet_ruling_not_about_the_courier_names_no_dame():
    root = _jacquet_board("j-23")       # bearing off: the couriers arrived long ago
    assert not [g for g in root.iter(f"{SVG}g") if g.get("class") == "named-dame"]


def test_jacquet_dames_borne_off_are_counted_where_each_colour_leaves_the_board():
    from arbiter.games.geometry import ROTATED

    pos = Position.from_mapping({B: {20: 13, 24: 2}, N: {22: 14, 24: 1}})
    root = _tree(board_svg(pos, geometry=ROTATED))
    off = {g.get("data-colour"): g for g in root.iter(f"{SVG}g") if g.get("class") == "off"}
    blanc_x = float(off["blanc"].find(f"{SVG}circle").get("cx"))
    noir_x = float(off["noir"].find(f"{SVG}circle").get("cx"))
    blanc_y = float(off["blanc"].find(f"{SVG}circle").get("cy"))
    noir_y = float(off["noir"].find(f"{SVG}circle").get("cy"))
    assert blanc_x > 56 + 12 * 36 + 22 and noir_x < 56     # blanc right, noir left
    assert blanc_y > noir_y                                  # blanc bottom, noir top
    assert off["blanc"].get("data-count") == "2" and off["noir"].get("data-count") == "1"


def test_the_svg_escape_writes_what_html_escape_writes():
    import html

    from arbiter.render.svg import escape

    for text in ("Jules & « Charles »", "<script>alert('x')</script>", 'a"b', "", "&amp;"):
        assert escape(text) == html.escape(text)


def test_every_mark_on_the_board_has_its_legend():
    """Dashed landmarks always; gold flèches and a ringed dame when the ruling has some."""
    import re

    from arbiter.board import Position
    from arbiter.colour import Colour
    from arbiter.games.geometry import ROTATED
    from arbiter.i18n import Msg
    from arbiter.render.svg import board_svg

    position = Position.from_mapping({Colour.BLANC: {0: 13, 15: 1, 3: 1},
                                      Colour.NOIR: {0: 13, 2: 1, 5: 1}})
    plain = board_svg(position)
    assert re.findall(r'data-mark="(\w+)"', plain) == ["dashed"]
    assert "En pointillé : les talons, les coins de repos." in plain
    full = board_svg(position, {"blanc": (15,)}, "en", ROTATED,
                     {Colour.BLANC: (15, Msg("postillon", "courier")),
                      Colour.NOIR: (2, Msg("postillon", "courier"))})
    assert re.findall(r'data-mark="(\w+)"', full) == ["dashed", "gold", "ring"]
    assert "Dashed: the talons." in full and "In gold: the flèches the ruling speaks of." in full


def test_two_named_dames_side_by_side_have_their_labels_apart():
    """Jacquet's two couriers on neighbouring flèches of one row: the labels (about 50 px
    wide) are not drawn at the same place."""
    import re

    from arbiter.board import Position
    from arbiter.colour import Colour
    from arbiter.games.geometry import ROTATED
    from arbiter.i18n import Msg
    from arbiter.render.svg import board_svg

    position = Position.from_mapping({Colour.BLANC: {0: 14, 15: 1},
                                      Colour.NOIR: {0: 14, 2: 1}})
    svg = board_svg(position, None, "fr", ROTATED,
                    {Colour.BLANC: (15, Msg("postillon", "courier")),
                     Colour.NOIR: (2, Msg("postillon", "courier"))})
    labels = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*font-style="italic"', svg)
    assert len(labels) == 2
    (x1, y1), (x2, y2) = [(float(x), float(y)) for x, y in labels]
    assert abs(x1 - x2) >= 64 or abs(y1 - y2) >= 12
