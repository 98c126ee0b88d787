"""The tablier as an SVG picture, alone or inside the HTML ruling.

Layout (the usual picture of a trictrac, blanc sitting at the bottom):

* The tablier has two tables split by the bande in the middle; each table has six flèches
  along blanc's side (bottom) and six along noir's side (top): 24 triangles in four quarters.
* Both talons are at the same end, the left: blanc's talon is the bottom-left flèche, noir's
  the top-left one, facing each other. The coins de repos are at the other end, facing each
  other too: blanc's bottom-right, noir's top-right.
* Blanc's path (his numbering 0..23) runs left to right along the bottom: his talon (0) and
  petit jan (0..5) in the left table, his grand jan (6..11, his coin 11) in the right table;
  then it turns up to noir's coin (12) and runs back right to left along the top, through
  noir's grand jan (13..17) and noir's petit jan, his jan de retour (18..23, noir's talon 23).
  Noir's path is the same picture turned round: flèche k of one colour is 23 − k of the other,
  so the top row, read left to right, is noir's 0..11.
* Dames borne off (slot 24) are counted in the tray at the right end, on their owner's side.

Both numberings are printed: under the bottom row and over the top row, the line nearer the
board is that row's owner's numbering (blanc below, noir above), the outer line the other's.
Flèches the ruling talks about are outlined in gold. Everything is drawn with plain shapes and
system fonts so the picture needs no network and prints in black and white as well.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from arbiter.board import LAST_FLECHE, OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.games.geometry import MIRRORED, Geometry
from arbiter.i18n import Lang, Msg
from arbiter.render.names import fleche_name, labels
from arbiter.words import naming


def escape(text: str) -> str:
    """``text`` safe in SVG markup and attributes, written as :func:`html.escape` writes it;
    importing :mod:`html` brings its table of entities (for unescaping), which a ruling never
    needs."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


W = 36            # width of a flèche
H = 170           # height of a flèche
R = 16            # radius of a dame
GAP = 44          # space between the two rows (the middle of the tablier)
BAR = 22          # the bande between the two tables
GUTTER = 56       # left margin: row captions and the talons' names
TRAY = 64         # right margin: the coins' names and dames borne off
BAND = 34         # number bands above and below the board
MAX_DISCS = 5     # beyond this the pile shows a count

FELT = "#23483b"
POINT_A = "#d8bd86"
POINT_B = "#9b3d2f"
DAME_FILL = {Colour.BLANC: "#faf6ea", Colour.NOIR: "#1c1c1c"}
DAME_INK = {Colour.BLANC: "#1c1c1c", Colour.NOIR: "#faf6ea"}
HIGHLIGHT = "#f2b705"

TOP_Y = BAND                      # top edge of the board
BOTTOM_Y = BAND + 2 * H + GAP     # bottom edge of the board
WIDTH = GUTTER + 12 * W + BAR + TRAY
HEIGHT = BOTTOM_Y + BAND
LEGEND_LINE = 17                  # one line of the legend under the board
LABEL_GAP = 64                    # named dames' labels closer than this are staggered


def physical(colour: Colour, fleche: int,
             geometry: Geometry = MIRRORED) -> tuple[bool, int]:
    """Where flèche ``fleche`` of ``colour`` is drawn: (on the top row?, column 0..11 from
    the left), as the game's geometry lays the paths (trictrac: columns 0 are the talons,
    columns 11 the coins de repos)."""
    return geometry.cell(colour, fleche)


def geometry_for(headers: Iterable[tuple[str, str]]) -> Geometry:
    """The geometry of the game the headers name (``Jeu``), trictrac's by default; a game the
    arbiter does not know is drawn as trictrac (its file was refused before any ruling)."""
    from arbiter.games import registry

    key = next((v.strip().lower() for k, v in headers if k.lower() == registry.HEADER.lower()),
               registry.DEFAULT)
    if key == registry.DEFAULT:
        return MIRRORED     # without loading trictrac's rules
    try:
        return registry.get_game(key).geometry
    except KeyError:
        return MIRRORED


def _x(column: int) -> float:
    return GUTTER + column * W + (BAR if column >= 6 else 0)


def _triangle(top: bool, column: int) -> str:
    x = _x(column)
    base, apex = (TOP_Y, TOP_Y + H) if top else (BOTTOM_Y, BOTTOM_Y - H)
    return f"{x:g},{base} {x + W:g},{base} {x + W / 2:g},{apex}"


def _owner_number(top: bool, column: int,
                  geometry: Geometry = MIRRORED) -> tuple[Colour, int]:
    """The row's owner and the flèche's number in his numbering."""
    return geometry.owner_of(top, column)


def board_svg(position: Position,
              highlights: Mapping[Colour | str, Iterable[int]] | None = None,
              lang: Lang = "fr", geometry: Geometry = MIRRORED,
              named: Mapping[Colour, tuple[int, Msg]] | None = None) -> str:
    """The position as a standalone ``<svg>`` element (no XML prolog, so it can be inlined in
    HTML; add one to save it as a file). ``highlights`` maps a colour (or its name) to flèches
    in that colour's numbering; ``geometry`` is the game's (trictrac's by default), whose
    names the flèches' titles take; ``named`` marks a dame the ruling speaks of (Jacquet's
    courier): colour -> (flèche, name), drawn as a ringed dame with its name."""
    with naming(geometry.namer):
        return _board_svg(position, highlights, lang, geometry, named or {})


def _board_svg(position: Position, highlights: Mapping[Colour | str, Iterable[int]] | None,
               lang: Lang, geometry: Geometry, named: Mapping[Colour, tuple[int, Msg]]) -> str:
    t = labels(lang)
    landmarks = {n for n, _ in geometry.landmarks}
    lit: set[tuple[bool, int]] = set()
    for key, fleches in (highlights or {}).items():
        colour = key if isinstance(key, Colour) else Colour.parse(key)
        lit.update(physical(colour, f, geometry) for f in fleches if 0 <= f <= LAST_FLECHE)

    shown_named = [(colour, fleche, name) for colour, (fleche, name) in named.items()
                   if 0 < fleche < OFF and position.count(colour, fleche)]
    legend = _legend(t, geometry, bool(lit), bool(shown_named))
    height = HEIGHT + LEGEND_LINE * len(legend) + (6 if legend else 0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board" '
           f'viewBox="0 0 {WIDTH} {height}" role="img" '
           f'aria-labelledby="board-title" font-family="Georgia, \'Times New Roman\', serif">',
           f'<title id="board-title">{escape(t["board"])}</title>',
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#f4efe2"/>',
           f'<rect x="{GUTTER - 6}" y="{TOP_Y - 6}" width="{12 * W + BAR + 12}" '
           f'height="{2 * H + GAP + 12}" rx="6" fill="#5b3a1e"/>',
           f'<rect x="{GUTTER}" y="{TOP_Y}" width="{12 * W + BAR}" height="{2 * H + GAP}" '
           f'fill="{FELT}"/>',
           f'<rect x="{GUTTER + 6 * W}" y="{TOP_Y}" width="{BAR}" height="{2 * H + GAP}" '
           f'fill="#5b3a1e"/>']

    for top in (True, False):
        for column in range(12):
            owner, n = _owner_number(top, column, geometry)
            fill = POINT_A if column % 2 == 0 else POINT_B
            name = escape(fleche_name(owner, n, lang))
            special = n in landmarks
            stroke = ' stroke="#fffbe6" stroke-width="2" stroke-dasharray="5 3"' if special \
                else ""
            out.append(f'<polygon class="fleche" data-colour="{owner.value}" data-n="{n}" '
                       f'points="{_triangle(top, column)}" fill="{fill}"{stroke}>'
                       f'<title>{name}</title></polygon>')

    for top, column in sorted(lit):
        out.append(f'<polygon class="highlight" points="{_triangle(top, column)}" '
                   f'fill="{HIGHLIGHT}" fill-opacity="0.35" stroke="{HIGHLIGHT}" '
                   f'stroke-width="4" stroke-linejoin="round"/>')

    for colour in BOTH:
        for fleche, count in position.occupied(colour):
            if fleche == OFF:
                continue
            out.append(_pile(colour, fleche, count, geometry))
    placed: list[tuple[bool, float, int]] = []       # (top row?, x, shift) of each label
    for colour, fleche, name in shown_named:
        top, column = physical(colour, fleche, geometry)
        cx = _x(column) + W / 2
        # two labels on one row closer than a label's width: the later one a line further
        shift = sum(1 for row, x, _ in placed if row == top and abs(x - cx) < LABEL_GAP)
        placed.append((top, cx, shift))
        out.append(_named_dame(colour, fleche, min(position.count(colour, fleche), MAX_DISCS),
                               name.get(lang), geometry, shift))

    out.extend(_numbers(t, geometry))
    out.extend(_margins(position, t, geometry))
    out.extend(_legend_lines(legend))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _pile(colour: Colour, fleche: int, count: int, geometry: Geometry = MIRRORED) -> str:
    top, column = physical(colour, fleche, geometry)
    cx = _x(column) + W / 2
    step = 2 * R
    shown = min(count, MAX_DISCS)
    parts = [f'<g class="pile" data-colour="{colour.value}" data-fleche="{fleche}" '
             f'data-count="{count}">']
    for i in range(shown):
        cy = TOP_Y + R + 1 + i * step if top else BOTTOM_Y - R - 1 - i * step
        parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{R - 1}" fill="{DAME_FILL[colour]}" '
                     f'stroke="{DAME_INK[colour]}" stroke-width="1.5"/>')
        if i == shown - 1 and count > MAX_DISCS:
            parts.append(f'<text x="{cx:g}" y="{cy + 5:g}" text-anchor="middle" '
                         f'font-size="15" font-weight="bold" fill="{DAME_INK[colour]}">'
                         f'{count}</text>')
    parts.append("</g>")
    return "".join(parts)


def _named_dame(colour: Colour, fleche: int, shown: int, name: str,
                geometry: Geometry, shift: int = 0) -> str:
    """A ring around the top dame of the pile and the dame's name beside it (« postillon »),
    in gold like the flèches the ruling speaks of; ``shift`` lines further from the dame when
    another label stands too near on the same row (both couriers side by side)."""
    top, column = physical(colour, fleche, geometry)
    cx = _x(column) + W / 2
    cy = TOP_Y + R + 1 + (shown - 1) * 2 * R if top else BOTTOM_Y - R - 1 - (shown - 1) * 2 * R
    ty = cy + R + 14 + 13 * shift if top else cy - R - 6 - 13 * shift
    label = escape(name)
    return (f'<g class="named-dame" data-colour="{colour.value}" data-fleche="{fleche}">'
            f'<title>{label} ({escape(fleche_name(colour, fleche))})</title>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{R + 2}" fill="none" stroke="{HIGHLIGHT}" '
            f'stroke-width="3"/>'
            f'<text x="{cx:g}" y="{ty:g}" text-anchor="middle" font-size="11" '
            f'font-style="italic" fill="{HIGHLIGHT}" stroke="{FELT}" stroke-width="3" '
            f'paint-order="stroke">{label}</text></g>')


def _numbers(t: dict[str, str], geometry: Geometry = MIRRORED) -> list[str]:
    """Both numberings: the row owner's next to the board, the other's outside."""
    out = []
    for top in (True, False):
        near = TOP_Y - 8 if top else BOTTOM_Y + 16
        far = TOP_Y - 22 if top else BOTTOM_Y + 30
        owner = geometry.owner_of(top, 0)[0]
        out.append(f'<text x="{GUTTER - 10}" y="{near}" text-anchor="end" font-size="11" '
                   f'font-weight="bold" fill="#333">{escape(t[owner.value])}</text>')
        out.append(f'<text x="{GUTTER - 10}" y="{far}" text-anchor="end" font-size="11" '
                   f'fill="#777">{escape(t[owner.opponent.value])}</text>')
        for column in range(12):
            cx = _x(column) + W / 2
            n = geometry.owner_of(top, column)[1]
            out.append(f'<text x="{cx:g}" y="{near}" text-anchor="middle" font-size="12" '
                       f'font-weight="bold" fill="#333">{n}</text>')
            out.append(f'<text x="{cx:g}" y="{far}" text-anchor="middle" font-size="11" '
                       f'fill="#777">{geometry.other(n)}</text>')
    return out


def _margins(position: Position, t: dict[str, str],
             geometry: Geometry = MIRRORED) -> list[str]:
    """Talons named at the left end, coins and dames borne off at the right end (the names
    of the landmarks are written for a geometry that has the talons at the left end)."""
    out = []
    named = geometry.cell(Colour.BLANC, 0) == (False, 0)
    for colour in BOTH:
        top = geometry.cell(colour, 0)[0] if named else colour is Colour.NOIR
        mid = TOP_Y + H / 2 if top else BOTTOM_Y - H / 2
        lx = GUTTER - 20
        rx = GUTTER + 12 * W + BAR + 22
        if named:
            out.extend(_landmark_names(colour, t, mid, lx, rx))
        else:
            out.append(_talon_name(colour, t, geometry, lx, rx))
        off = position.count(colour, OFF)
        if off and not named:
            out.append(_tray(colour, off, t, geometry, lx, rx))
        elif off:
            oy = TOP_Y + 14 if top else BOTTOM_Y - 6
            cy = oy + (18 if top else -24)
            out.append(f'<g class="off" data-colour="{colour.value}" data-count="{off}">'
                       f'<text x="{rx + 24}" y="{oy}" text-anchor="middle" font-size="12" '
                       f'fill="#333">{escape(t["off"])}</text>'
                       f'<circle cx="{rx + 24}" cy="{cy}" r="{R - 3}" '
                       f'fill="{DAME_FILL[colour]}" stroke="{DAME_INK[colour]}"/>'
                       f'<text x="{rx + 24}" y="{cy + 5}" text-anchor="middle" font-size="13" '
                       f'font-weight="bold" fill="{DAME_INK[colour]}">{off}</text></g>')
    return out


def _talon_name(colour: Colour, t: dict[str, str], geometry: Geometry, lx: int,
                rx: int) -> str:
    """The talon's name in the margin at the end of the board where the game puts it (Jacquet:
    the two ends of the diagonal, blanc's top right and noir's bottom left)."""
    top, column = geometry.cell(colour, 0)
    x = lx if column < 6 else rx
    mid = TOP_Y + H / 2 if top else BOTTOM_Y - H / 2
    return (f'<text class="talon-name" data-colour="{colour.value}" x="{x}" y="{mid:g}" '
            f'text-anchor="middle" font-size="12" fill="#333" '
            f'transform="rotate(-90 {x} {mid:g})">'
            f'{escape(t["talon"])} {escape(t[colour.value])}</text>')


def _tray(colour: Colour, off: int, t: dict[str, str], geometry: Geometry, lx: int,
          rx: int) -> str:
    """Dames borne off, counted beside the colour's last flèche, where they leave the board
    (Jacquet: blanc at the bottom right, noir at the top left)."""
    top, column = geometry.cell(colour, LAST_FLECHE)
    x = lx - 12 if column < 6 else rx + 24
    oy = TOP_Y + 14 if top else BOTTOM_Y - 6
    cy = oy + (18 if top else -24)
    return (f'<g class="off" data-colour="{colour.value}" data-count="{off}">'
            f'<text x="{x}" y="{oy}" text-anchor="middle" font-size="12" '
            f'fill="#333">{escape(t["off"])}</text>'
            f'<circle cx="{x}" cy="{cy}" r="{R - 3}" '
            f'fill="{DAME_FILL[colour]}" stroke="{DAME_INK[colour]}"/>'
            f'<text x="{x}" y="{cy + 5}" text-anchor="middle" font-size="13" '
            f'font-weight="bold" fill="{DAME_INK[colour]}">{off}</text></g>')


def _landmark_names(colour: Colour, t: dict[str, str], mid: float, lx: int,
                    rx: int) -> list[str]:
    """The talon's name at the left end, the coin's at the right end."""
    return [f'<text x="{lx}" y="{mid:g}" text-anchor="middle" font-size="12" '
            f'fill="#333" transform="rotate(-90 {lx} {mid:g})">'
            f'{escape(t["talon"])} {escape(t[colour.value])}</text>',
            f'<text x="{rx}" y="{mid:g}" text-anchor="middle" font-size="12" '
            f'fill="#333" transform="rotate(-90 {rx} {mid:g})">'
            f'{escape(t["coin"])} {escape(t[colour.value])}</text>']


def _legend(t: dict[str, str], geometry: Geometry, lit: bool,
            named: bool) -> list[tuple[str, str]]:
    """What each mark drawn on the board means, one (kind, words) a mark: the dashed
    outlines (the game's landmarks, always drawn), the gold flèches and the ringed dame when
    the ruling has some."""
    names = [t.get(f"legend_{name}", name) for _, name in geometry.landmarks]
    out = [("dashed", t["legend_dashed"].format(names=", ".join(names)))]
    if lit:
        out.append(("gold", t["legend_gold"]))
    if named:
        out.append(("ring", t["legend_ring"]))
    return out


def _legend_lines(legend: list[tuple[str, str]]) -> list[str]:
    """The legend under the board: a small sample of each mark, and its words."""
    out = ['<g class="legend">']
    for i, (kind, words) in enumerate(legend):
        y = HEIGHT + 4 + i * LEGEND_LINE
        x = GUTTER
        if kind == "dashed":
            sample = (f'<rect x="{x}" y="{y}" width="22" height="12" fill="{POINT_A}" '
                      f'stroke="#5b3a1e" stroke-width="1.5" stroke-dasharray="4 2"/>')
        elif kind == "gold":
            sample = (f'<rect x="{x}" y="{y}" width="22" height="12" fill="{HIGHLIGHT}" '
                      f'fill-opacity="0.35" stroke="{HIGHLIGHT}" stroke-width="3"/>')
        else:
            sample = (f'<circle cx="{x + 11}" cy="{y + 6}" r="6" fill="none" '
                      f'stroke="{HIGHLIGHT}" stroke-width="2.5"/>')
        out.append(f'<g class="legend-item" data-mark="{kind}">{sample}'
                   f'<text x="{x + 30}" y="{y + 10}" font-size="12" fill="#333">'
                   f'{escape(words)}</text></g>')
    out.append("</g>")
    return out


def board_document(position: Position,
                   highlights: Mapping[Colour | str, Iterable[int]] | None = None,
                   lang: Lang = "fr", geometry: Geometry = MIRRORED,
                   named: Mapping[Colour, tuple[int, Msg]] | None = None) -> str:
    """:func:`board_svg` as a standalone ``.svg`` file."""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + board_svg(position, highlights, lang,
                                                                  geometry, named)
