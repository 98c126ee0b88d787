"""The ruling as ``ruling.v1`` JSON: the form other tools read (shared/NOTATION.md)."""

from __future__ import annotations

import json

from arbiter.i18n import Lang
from arbiter.ruling import Ruling


def render_json(ruling: Ruling, lang: Lang = "fr") -> str:
    """Deterministic JSON: same ruling, same bytes (key order is the model's, not a set's);
    accents kept as they are so the quotes stay readable."""
    return json.dumps(ruling.to_json(lang), ensure_ascii=False, indent=2) + "\n"
