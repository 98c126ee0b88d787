"""Renderers: a :class:`~arbiter.ruling.Ruling` as JSON (``ruling.v1``), terminal text, a
self-contained HTML page, and the board alone as SVG.

Each format is its own module, imported only when asked for, so that ``arbiter rule
--format json`` never pays for Jinja2. :func:`render` is the one entry point the CLI uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.i18n import Lang
    from arbiter.ruling import Ruling

FORMATS = ("text", "html", "json")


def render(ruling: Ruling, fmt: str, lang: Lang = "fr") -> str:
    """The ruling as ``fmt`` (one of :data:`FORMATS`) in ``lang``."""
    if fmt == "json":
        from arbiter.render.json import render_json
        return render_json(ruling, lang)
    if fmt == "text":
        from arbiter.render.text import render_text
        return render_text(ruling, lang)
    if fmt == "html":
        from arbiter.render.html import render_html
        return render_html(ruling, lang)
    raise ValueError(f"unknown format {fmt!r} (one of {', '.join(FORMATS)})")
