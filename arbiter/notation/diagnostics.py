"""Problems found in a record, said the way a referee can act on them.

A diagnostic names the file, line and column, shows the line with a caret under the fault,
says what is wrong and, where it helps, what was expected there, in French or English. The
parser and the semantic checks produce them; the CLI prints them; nothing raises a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arbiter.i18n import Lang, Msg
from arbiter.span import Span

Severity = Literal["error", "warning"]

_SEVERITY = {"error": Msg("erreur", "error"), "warning": Msg("attention", "warning")}
_EXPECTED = Msg("attendu", "expected")


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem at one place of the source text."""

    span: Span
    message: Msg
    expected: Msg | None = None
    severity: Severity = "error"
    source: str = "<texte>"

    def render(self, text: str, lang: Lang = "fr") -> str:
        """``file:line:col: error: message``, the source line, a caret, what was expected."""
        head = (f"{self.source}:{self.span.line}:{self.span.column}: "
                f"{_SEVERITY[self.severity].get(lang)}: {self.message.get(lang)}")
        lines = [head]
        source_line = _line(text, self.span.line)
        if source_line is not None:
            shown = source_line.expandtabs(1).rstrip("\r\n")
            lines.append(f"    {shown}")
            width = 1
            if self.span.end_line == self.span.line and self.span.end_column:
                width = max(1, self.span.end_column - self.span.column)
            lines.append("    " + " " * max(0, self.span.column - 1) + "^" * width)
        if self.expected is not None:
            sep = " : " if lang == "fr" else ": "
            lines.append(f"    {_EXPECTED.get(lang)}{sep}{self.expected.get(lang)}")
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
        return "".join(d.render(text, lang) for d in self.diagnostics)


def _line(text: str, number: int) -> str | None:
    if number < 1:
        return None
    lines = text.splitlines()
    return lines[number - 1] if number <= len(lines) else None
