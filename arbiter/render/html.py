"""The ruling as one self-contained HTML page (templates/ruling.html.j2): inline CSS and an
inline SVG board, nothing fetched, printable on A4 and readable on a phone."""

from __future__ import annotations

from markupsafe import Markup

from arbiter.i18n import Lang
from arbiter.render.svg import board_svg, geometry_for
from arbiter.render.templating import render
from arbiter.render.view import game_of, highlighted, ruling_view
from arbiter.ruling import Ruling


def render_html(ruling: Ruling, lang: Lang = "fr") -> str:
    """The page. User text is escaped by the template; the board is trusted markup because
    :func:`board_svg` escapes every string it draws."""
    game = game_of(ruling)
    named = game.named_dames(ruling.position, tuple(c.law for c in ruling.citations)) \
        if game is not None and game.named_dames is not None else None
    board = Markup(board_svg(ruling.position, highlighted(ruling), lang,
                             geometry_for(ruling.case), named))
    return render("ruling.html.j2", html=True, board=board, **ruling_view(ruling, lang))
