"""Problems found in a record, said the way a referee can act on them.

A diagnostic names the file, line and column, shows the line with a caret under the fault,
says what is wrong and, where it helps, what was expected there, in French or English. The
parser and the semantic checks produce them; the CLI prints them; nothing raises a traceback.

What a diagnostic prints is bounded whatever the input: a long line is shown as a window of
:data:`WINDOW` characters around the caret, characters a terminal would not show in place
(control characters, line and paragraph separators) are shown as ``�`` so that the caret stays
under the fault (and so are they in a word of the record quoted in the message), and a file
keeps at most :data:`MAX_DIAGNOSTICS` of them, the last one saying how many more there were
(:class:`Collector`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from arbiter.i18n import Lang, Msg
from arbiter.span import NOWHERE, SourceLines, Span
from arbiter.value import Value, value_class

Severity = Literal["error", "warning"]

MAX_DIAGNOSTICS = 50
"""Diagnostics kept for one file; the rest are counted in a last « … et N de plus »."""

WINDOW = 100
"""Characters of a source line shown around the caret."""

_SEVERITY = {"error": Msg("erreur", "error"), "warning": Msg("attention", "warning")}
_EXPECTED = Msg("attendu", "expected")
_CUT = "…"


@value_class
class Diagnostic(Value):
    """One problem at one place of the source text (or of the whole file, at ``NOWHERE``)."""

    span: Span
    message: Msg
    expected: Msg | None = None
    severity: Severity = "error"
    source: str = "<texte>"

    def render(self, text: str | SourceLines, lang: Lang = "fr") -> str:
        """``file:line:col: error: message``, the source line, a caret, what was expected.

        ``text`` is the file's text or, better when there are many diagnostics, its
        :class:`SourceLines` built once.
        """
        severity = _SEVERITY[self.severity].get(lang)
        where = f"{self.source}:{self.span}" if self.span.line >= 1 else self.source
        lines = [_shown(f"{where}: {severity}: {self.message.get(lang)}")]
        source_line = _lines(text).line(self.span.line) if self.span.line >= 1 else None
        if source_line is not None:
            width = 1
            if self.span.end_line == self.span.line and self.span.end_column:
                width = max(1, self.span.end_column - self.span.column)
            shown, caret, width = _window(source_line, self.span.column, width)
            lines.append(f"    {shown}")
            lines.append("    " + " " * caret + "^" * width)
        if self.expected is not None:
            sep = " : " if lang == "fr" else ": "
            lines.append(_shown(f"    {_EXPECTED.get(lang)}{sep}{self.expected.get(lang)}"))
        return "\n".join(lines) + "\n"

    def as_dict(self, lang: Lang = "fr") -> dict[str, object]:
        return {"line": self.span.line, "column": self.span.column,
                "severity": self.severity, "message": self.message.get(lang),
                "expected": self.expected.get(lang) if self.expected else None}


class NotationError(ValueError):
    """The text is not a record the arbiter can rule on; ``diagnostics`` says every reason."""

    def __init__(self, diagnostics: list[Diagnostic] | tuple[Diagnostic, ...]) -> None:
        self.diagnostics = tuple(diagnostics)
        first = self.diagnostics[0] if self.diagnostics else None
        where = f"{first.span}: {first.message.fr}" if first else "invalid record"
        more = f" (+{len(self.diagnostics) - 1})" if len(self.diagnostics) > 1 else ""
        super().__init__(where + more)

    def render(self, text: str, lang: Lang = "fr") -> str:
        lines = SourceLines(text)
        return "".join(d.render(lines, lang) for d in self.diagnostics)


class Collector:
    """Keeps the first :data:`MAX_DIAGNOSTICS` diagnostics of a file and counts the others, so
    that a file of a million faults costs a count, not a million objects."""

    def __init__(self, source: str, limit: int = MAX_DIAGNOSTICS) -> None:
        self.source = source
        self.limit = limit
        self.kept: list[Diagnostic] = []
        self.dropped = 0
        self.dropped_errors = 0
        self.errors = 0

    def add(self, diagnostic: Diagnostic) -> None:
        if diagnostic.severity == "error":
            self.errors += 1
        if len(self.kept) < self.limit:
            self.kept.append(diagnostic)
            return
        self.dropped += 1
        self.dropped_errors += diagnostic.severity == "error"

    @property
    def full(self) -> bool:
        """No more diagnostics will be kept: a producer may just :meth:`count_error`."""
        return len(self.kept) >= self.limit

    def count_error(self) -> None:
        """One more error, past the ones kept."""
        self.errors += 1
        self.dropped += 1
        self.dropped_errors += 1

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.add(diagnostic)

    def result(self) -> list[Diagnostic]:
        """The kept diagnostics, then « … et N de plus » when some were not kept."""
        if not self.dropped:
            return list(self.kept)
        n = self.dropped
        more = Diagnostic(NOWHERE, Msg(f"… et {n} problème{'s' if n > 1 else ''} de plus",
                                       f"… and {n} more problem{'s' if n > 1 else ''}"),
                          severity="error" if self.dropped_errors else "warning",
                          source=self.source)
        return [*self.kept, more]


_last: SourceLines | None = None


def _lines(text: str | SourceLines) -> SourceLines:
    """The lines of ``text``, indexed once for the last text seen (callers that render many
    diagnostics of one file with the plain string stay linear)."""
    global _last
    if isinstance(text, SourceLines):
        return text
    if _last is None or _last.text is not text:
        _last = SourceLines(text)
    return _last


def _window(line: str, column: int, width: int) -> tuple[str, int, int]:
    """(what to show of ``line``, spaces before the caret, caret width): at most
    :data:`WINDOW` characters, cut with « … » around the caret, each shown as one cell."""
    start = column - 1
    if len(line) <= WINDOW:
        lo, hi = 0, len(line)
    else:
        lo = max(0, min(start - WINDOW // 3, len(line) - WINDOW))
        hi = lo + WINDOW
    shown = "".join(_visible(c) for c in line[lo:hi])
    caret = max(0, start - lo)
    if lo > 0:
        shown = _CUT + shown
        caret += 1
    if hi < len(line):
        shown += _CUT
    width = max(1, min(width, len(shown) - caret))
    return shown, caret, width


def _shown(text: str) -> str:
    """A line of a diagnostic as printed: a word quoted from the record (or a file name) may
    hold control characters, which are shown as in the echoed source line."""
    return text if text.isprintable() else "".join(_visible(c) for c in text)


def _visible(char: str) -> str:
    """One cell for one character: a tab is a space, what a terminal would not print in
    place (control characters, separators, format characters) is ``�``."""
    if char == "\t":
        return " "
    return char if char.isprintable() else "\ufffd"
