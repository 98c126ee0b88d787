"""Bilingual messages.

Rulings are French by default and English on request. The engine and the validators do not
know which language will be rendered, so every sentence they produce is a :class:`Msg` that
carries both, and renderers pick one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Lang = Literal["fr", "en"]
LANGS: tuple[Lang, ...] = ("fr", "en")


@dataclass(frozen=True, slots=True)
class Msg:
    """One sentence in French and English."""

    fr: str
    en: str

    def get(self, lang: Lang) -> str:
        return self.en if lang == "en" else self.fr

    def __str__(self) -> str:
        return self.fr

    def as_dict(self) -> dict[str, str]:
        return {"fr": self.fr, "en": self.en}
