"""Which kind of record a ``.tric`` text holds: a coup, or a séance of the partie à écrire.

Every ``arbiter rule``, ``check`` and ``fmt`` asks this before anything else, so it lives in a
module of its own that imports nothing but the definition of a line: asking must not import
the partie à écrire (its notation, record types and settlement), which a coup never needs.
"""

from __future__ import annotations

from arbiter.span import normalize_newlines

SEANCE_WORDS = ("séance", "seance")


def is_seance(text: str) -> bool:
    """Whether ``text`` is a séance record: its first line after the comments and the headers
    opens with « séance »."""
    for raw in normalize_newlines(text.lstrip("\ufeff")).split("\n"):
        words = raw.split("#", 1)[0].split()
        if not words or words[0].startswith("["):
            continue
        return words[0] in SEANCE_WORDS
    return False
