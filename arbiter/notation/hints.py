"""The form wanted, for the ways a referee naturally writes a line the notation refuses.

A first record is written as one speaks: « Blanc jette 4 et 4 », « noir marque 6 points »,
« marqué blanc 7 noir 2 part blanc ». The grammar refuses each at its first unexpected word;
this module finds every such natural writing of a refused line (several on a line), says the
form wanted for each, and gives the whole line rewritten, so that one round of corrections is
enough. A hint is offered only when the line rewritten is one the grammar accepts, or as one
more diagnostic beside the grammar's own; it never changes what is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from arbiter.i18n import Msg
from arbiter.notation.diagnostics import Diagnostic
from arbiter.span import Span


@dataclass(frozen=True, slots=True)
class Fix:
    """One natural writing found on a line: where it starts (1-based column), what is written,
    what the notation wants, and why."""

    column: int
    found: str
    wanted: str
    why: Msg


_CAPITALISED = re.compile(r"\b(Blanc|Noir|BLANC|NOIR|Jette|Joue|Marque|Marqué|Part|Dit|"
                          r"Efface|Démarque|Relève|Position|Actes|Trait|Relevé|Séance)\b")
_POINTS = re.compile(r"\b(marque(?:\s+école)?\s+)(\d+)\s+points?\b")
_ET = re.compile(r"\b(\d)\s+et\s+(\d)\b")
_MARQUE_SIDE = re.compile(r"(\d+(?:\s+bredouille)?)\s+(?=(blanc|noir|part)\b)")

_WHY_CASE = Msg("les mots de la notation s'écrivent en minuscules",
                "the notation's words are written in lower case")
_WHY_POINTS = Msg("des points se marquent par le nombre seul (« marque 2 trous » pour des trous)",
                  "points are marked by the number alone (« marque 2 trous » for trous)")
_WHY_DICE = Msg("les deux dés s'écrivent côte à côte, sans « et »",
                "the two dice are written side by side, without « et »")
_WHY_COMMA = Msg("les parties d'une ligne « marqué » se séparent par des virgules",
                 "the parts of a « marqué » line are separated by commas")


def _outside_quotes(line: str) -> list[tuple[int, int]]:
    """The stretches of ``line`` outside double quotes and before a comment: a player's words
    (« dit "…" ») and comments are the record's own and never corrected."""
    out, start, quoted = [], 0, False
    for i, char in enumerate(line):
        if char == '"' and (i == 0 or line[i - 1] != "\\"):
            if not quoted:
                out.append((start, i))
            quoted = not quoted
            start = i + 1
        elif char == "#" and not quoted:
            out.append((start, i))
            return out
    if not quoted:
        out.append((start, len(line)))
    return out


def fixes(line: str, rule: str) -> list[Fix]:
    """Every natural writing of ``line`` (read with the grammar's ``rule``) and its form."""
    found: list[Fix] = []
    for start, end in _outside_quotes(line):
        part = line[start:end]
        for m in _CAPITALISED.finditer(part):
            found.append(Fix(start + m.start() + 1, m.group(1), m.group(1).lower(), _WHY_CASE))
        if rule == "act_line":
            for m in _POINTS.finditer(part):
                found.append(Fix(start + m.start(2) + 1, m.group(0)[len(m.group(1)):],
                                 m.group(2), _WHY_POINTS))
            for m in _ET.finditer(part):
                found.append(Fix(start + m.start() + 1, m.group(0),
                                 f"{m.group(1)} {m.group(2)}", _WHY_DICE))
        if rule == "seance_line" and re.match(r"\s*marqu[ée]\b", part, re.I):
            for m in _MARQUE_SIDE.finditer(part):
                if not part[:m.start()].rstrip().lower().endswith(("marqué", "marque")):
                    found.append(Fix(start + m.start() + 1, m.group(0).rstrip() + " ",
                                     m.group(1) + ", ", _WHY_COMMA))
    return sorted(found, key=lambda f: f.column)


def rewrite(line: str, found: list[Fix]) -> str:
    """``line`` with every fix applied (from the right, so that columns stay true)."""
    for fix in sorted(found, key=lambda f: -f.column):
        at = fix.column - 1
        line = line[:at] + fix.wanted + line[at + len(fix.found):]
    return line


def hinted(line: str, number: int, rule: str, source: str, parses: Callable[[str], bool],
           ) -> list[Diagnostic]:
    """The diagnostics of a refused ``line`` (number ``number``) that natural writings
    explain: one per writing, each with the form wanted and the whole line rewritten. Empty
    when none is found or the rewritten line is refused too (then the grammar's own
    diagnostic stands alone)."""
    found = fixes(line, rule)
    if not found:
        return []
    fixed = rewrite(line, found)
    if not parses(fixed):
        return []
    whole = " ".join(fixed.split())
    return [Diagnostic(Span(number, fix.column, number, fix.column + len(fix.found.rstrip())),
                       Msg(f"« {fix.found.strip()} » s'écrit « {fix.wanted.strip()} » : "
                           f"{fix.why.fr}",
                           f"“{fix.found.strip()}” is written “{fix.wanted.strip()}”: "
                           f"{fix.why.en}"),
                       Msg(f"la ligne ainsi : {whole}", f"the line thus: {whole}"),
                       source=source)
            for fix in found]
