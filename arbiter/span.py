"""Where something stands in a source file, and what a line of that file is.

Every act of a coup keeps its span so that a ruling can say "the fault was consummated by the
act on line 17", and every diagnostic can show the offending line with a caret.

One definition of a line serves the grammar, the parser's line-by-line recovery and the
renderer of diagnostics: a line ends at ``\\n``, ``\\r\\n`` or a lone ``\\r``, and at nothing
else (not at U+2028, ``\\x85``, ``\\x1c`` or a form feed, which ``str.splitlines`` would also
split on). :func:`normalize_newlines` turns the three endings into ``\\n`` before parsing, so
Lark, which counts lines by ``\\n``, agrees with :class:`SourceLines`, which indexes the text
once so that showing the line of any diagnostic costs no more than the line itself.
"""

from __future__ import annotations

import re
from array import array

from arbiter.value import Value, value_class

_LINE_END = re.compile(r"\r\n?|\n")


@value_class
class Span(Value):
    """1-based line and column of the start (and end) of a piece of source text."""

    line: int
    column: int
    end_line: int | None = None
    end_column: int | None = None

    def __str__(self) -> str:
        return f"{self.line}:{self.column}"


NOWHERE = Span(0, 0)


def normalize_newlines(text: str) -> str:
    """``text`` with every line ending (CRLF, CR, LF) written ``\\n``; nothing else changes,
    so line and column numbers are the same in both texts."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


class SourceLines:
    """The lines of a text, found once: ``line(n)`` is then a slice, not a new split."""

    __slots__ = ("_ends", "_starts", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        starts = array("q", [0])
        ends = array("q")
        for match in _LINE_END.finditer(text):
            ends.append(match.start())
            starts.append(match.end())
        ends.append(len(text))
        if starts[-1] == len(text) and len(starts) > 1:   # a final line ending opens no line
            starts.pop()
            ends.pop()
        self._starts = starts
        self._ends = ends

    def __len__(self) -> int:
        return 0 if not self.text else len(self._starts)

    def line(self, number: int) -> str | None:
        """Line ``number`` (1-based) without its ending, or None when there is no such line."""
        if not 1 <= number <= len(self):
            return None
        return self.text[self._starts[number - 1]:self._ends[number - 1]]

    def locate(self, offset: int) -> tuple[int, int]:
        """(line, column), both 1-based, of the character at ``offset`` in the text."""
        from bisect import bisect_right

        number = max(1, bisect_right(self._starts, offset))
        return number, offset - self._starts[number - 1] + 1
