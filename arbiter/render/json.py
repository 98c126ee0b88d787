"""The ruling as ``ruling.v1`` JSON: the form other tools read (shared/NOTATION.md), with
its ``summary`` (« En bref », :mod:`arbiter.render.summary`) first."""

from __future__ import annotations

import json

from arbiter.i18n import Lang
from arbiter.render.summary import in_short
from arbiter.render.view import game_of
from arbiter.ruling import Ruling


def ruling_v1(ruling: Ruling, lang: Lang = "fr") -> dict[str, object]:
    """``Ruling.to_json`` with the ``summary`` object after ``schema`` and ``lang``."""
    data = ruling.to_json(lang)
    game = game_of(ruling)
    summary = in_short(ruling, lang, marks=game is None or game.marking is not None)
    head = {k: data.pop(k) for k in ("schema", "lang")}
    return head | {"summary": summary} | data


def render_json(ruling: Ruling, lang: Lang = "fr") -> str:
    """Deterministic JSON: same ruling, same bytes (key order is the model's, not a set's);
    accents kept as they are so the quotes stay readable."""
    return json.dumps(ruling_v1(ruling, lang), ensure_ascii=False, indent=2) + "\n"
