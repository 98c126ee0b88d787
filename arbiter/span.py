"""Where something stands in a source file.

Every act of a coup keeps its span so that a ruling can say "the fault was consummated by the
act on line 17", and every diagnostic can show the offending line with a caret.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Span:
    """1-based line and column of the start (and end) of a piece of source text."""

    line: int
    column: int
    end_line: int | None = None
    end_column: int | None = None

    def __str__(self) -> str:
        return f"{self.line}:{self.column}"


NOWHERE = Span(0, 0)
