"""The ruling as a written decision for the terminal (templates/ruling.txt.j2)."""

from __future__ import annotations

from arbiter.i18n import Lang
from arbiter.render.templating import render
from arbiter.render.view import ruling_view
from arbiter.ruling import Ruling


def render_text(ruling: Ruling, lang: Lang = "fr") -> str:
    """Plain UTF-8 text, wrapped for a terminal, in the order of a written decision."""
    return render("ruling.txt.j2", html=False, **ruling_view(ruling, lang))
