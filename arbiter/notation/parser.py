"""From .tric text to a :class:`~arbiter.notation.record.CoupRecord`.

Two stages, so that a referee sees every problem of his file at once:

1. *syntax* (:mod:`arbiter.notation.syntax`), with Lark's LALR parser (the grammar is
   ``grammar/coup.lark``): every line that cannot be read is reported, each once;
2. *building* the record from the tree (:mod:`arbiter.notation.builder`), then
   :mod:`arbiter.notation.check` for what a grammar cannot say (a position holds 15 dames a
   side, acts come in an order that can happen). When some lines do not parse, the lines that
   do are still checked (:func:`_checks_beside_syntax_errors`).
"""

from __future__ import annotations

from arbiter.notation.builder import Builder
from arbiter.notation.diagnostics import Collector, Diagnostic, NotationError
from arbiter.notation.record import CoupRecord
from arbiter.notation.syntax import lalr_parser, preamble_of, strip_comment, syntax_tree
from arbiter.span import Span, normalize_newlines
from arbiter.words import fold


def read(text: str, source: str = "<texte>"
         ) -> tuple[CoupRecord | None, list[Diagnostic], dict[str, Span]]:
    """Syntax and building only: the record (or None), its diagnostics, where sections stand.

    The record is None when the text cannot be read, or holds a number too long to mean
    anything (the semantic checks would only repeat it).
    """
    collector = Collector(source)
    record, sections = _build(text, source, collector)
    return record, collector.result(), sections


def _build(text: str, source: str, collector: Collector
           ) -> tuple[CoupRecord | None, dict[str, Span]]:
    text = normalize_newlines(text)
    tree, _ = syntax_tree(text, source, collector)
    if tree is None:
        return None, {}
    builder = Builder(source, collector)
    record = builder.record(tree, preamble_of(text))
    return (None if builder.unreadable else record), builder.sections


def check(text: str, *, source: str = "<texte>"
          ) -> tuple[CoupRecord | None, list[Diagnostic]]:
    """Every problem of ``text``: syntax, then values, position, score and order of the acts.

    Returns the record when it has no error (warnings may remain), else None. At most
    :data:`~arbiter.notation.diagnostics.MAX_DIAGNOSTICS` diagnostics are listed, the last
    then saying how many more there were. Lines may end in LF, CRLF or CR.
    """
    from arbiter.notation.check import check_record

    collector = Collector(source)
    record, sections = _build(text, source, collector)
    if record is not None:
        collector.extend(check_record(record, source, sections=sections))
    elif collector.errors and not collector.full:
        collector.extend(_checks_beside_syntax_errors(text, source, collector.kept))
        collector.kept.sort(key=lambda d: (d.span.line, d.span.column))   # in reading order
    return (None if collector.errors else record), collector.result()


def _checks_beside_syntax_errors(text: str, source: str,
                                 syntax: list[Diagnostic]) -> list[Diagnostic]:
    """The checks of the lines that do parse, when some lines do not.

    The faulty lines are left out (their numbering kept) and the rest is checked:

    - a faulty header (other than those that choose the game or its laws), score row or
      ``relevé`` line is left out and everything else is checked in full;
    - a faulty line of the acts: the acts before it in full, those after it only for what they
      say on their own (a die of 7, a path that goes the wrong way), since what the faulty act
      did to the board or the turn is unknown;
    - a faulty ``position`` row or ``trait`` line: the position or the turn is unknown, so the
      position is not judged and every act is checked only for what it says on its own.

    A faulty ``[Jeu]``, ``[Lois]``, ``[Partie]`` or ``[Conventions]`` header leaves the game
    unknown, and sections missing or out of order leave the file's shape unknown: then only the
    syntax is reported (docs/NOTATION.md, « What `arbiter check` refuses »).
    """
    from arbiter.notation.check import check_record

    lines = normalize_newlines(text).split("\n")
    bad = {d.span.line for d in syntax if d.span.line > 0}
    if not bad:
        return []
    sections = _sections_of_lines(lines)
    # a line refused only for natural writings (« Blanc », « 4 et 4 ») is read as rewritten:
    # the form wanted was said, and what the line means is known, so the rest is checked in full
    mended = _mended(lines, bad, sections)
    lines = [mended.get(number, raw) for number, raw in enumerate(lines, start=1)]
    bad -= set(mended)
    if not bad:
        quiet = Collector(source)
        record, found = _build("\n".join(lines), source, quiet)
        if record is None or quiet.errors:
            return [d for d in quiet.kept if d.span.line not in mended]
        return check_record(record, source, sections=found)
    where = {number: sections.get(number, "") for number in bad}
    if any(section == "header" and _names_the_game(lines[number - 1])
           for number, section in where.items()):
        return []
    actes = next((n for n, section in sorted(sections.items()) if section == "actes"), None)
    unknown_board = any(section in ("position", "trait") for section in where.values())
    named = {raw.split()[0] for number, raw in enumerate(lines, start=1)
             if sections.get(number) == "position" and number not in bad and raw.split()
             and raw.split()[0] in ("blanc", "noir")}
    rest = []
    for number, raw in enumerate(lines, start=1):
        if number not in bad:
            rest.append(raw)
        elif where[number] == "trait":
            rest.append("trait blanc")            # a stand-in: the turn is not judged
        elif where[number] == "position":         # a stand-in: the board is not judged
            colour = next((c for c in ("blanc", "noir") if c not in named), None)
            named.add(colour or "")
            rest.append(f"{colour} talon:15" if colour else "")
        else:
            rest.append("")
    quiet = Collector(source)
    record, found = _build("\n".join(rest), source, quiet)
    if record is None or quiet.errors:
        # what the lines that do parse say wrong on their own (an unknown body of law, a
        # number out of range), never what the stand-ins for the faulty lines made
        return [d for d in quiet.kept if d.span.line not in bad
                and sections.get(d.span.line) not in ("position", "trait")] \
            if not unknown_board else []
    acts_bad = [n for n, section in where.items() if section == "actes"]
    trusted = (actes or 0) if unknown_board else min(acts_bad, default=None)
    problems = check_record(record, source, sections=found, trusted_until=trusted)
    if unknown_board:    # nothing said of the stand-in position or turn
        problems = [d for d in problems if d.span.line not in bad
                    and sections.get(d.span.line) not in ("position", "trait")]
    return problems


_RULE_OF_SECTION = {"header": "header", "position": "position_row", "marque": "score_row",
                    "relevé": "releve_section", "trait": "trait_section", "actes": "act_line"}


def _mended(lines: list[str], bad: set[int], sections: dict[int, str]) -> dict[int, str]:
    """The faulty lines that natural writings alone made faulty, rewritten in the form wanted
    (arbiter.notation.hints), by line number."""
    from arbiter.notation.hints import fixes, rewrite
    from arbiter.notation.lalr import UnexpectedInput

    parser = lalr_parser()
    out = {}
    for number in bad:
        rule = _RULE_OF_SECTION.get(sections.get(number, ""))
        found = fixes(lines[number - 1], rule) if rule else []
        if not found:
            continue
        fixed = rewrite(lines[number - 1], found)
        try:
            parser.parse(fixed + "\n", start=rule)
        except UnexpectedInput:
            continue
        out[number] = fixed
    return out


def _sections_of_lines(lines: list[str]) -> dict[int, str]:
    """Which part of the file each non-blank line stands in: « header », « position »,
    « marque », « relevé », « trait » or « actes » (the line of a section's keyword included)."""
    out: dict[int, str] = {}
    section = "header"
    for number, raw in enumerate(lines, start=1):
        words = strip_comment(raw).lstrip("\ufeff").split()
        if not words:
            continue
        head = words[0]
        if section != "actes":
            if head in ("position", "marque", "actes") and len(words) == 1:
                section = head
            elif head == "relevé" and len(words) > 1:
                section = "relevé"
            elif head == "trait":
                section = "trait"
            elif section in ("relevé", "trait"):
                section = "?"        # a line after a one-line section: the shape is unknown
        out[number] = section
    return out


def _names_the_game(raw: str) -> bool:
    """A header line that chooses the game, its body of law or its conventions."""
    tag = raw.strip().lstrip("[").split(" ", 1)[0].split('"', 1)[0]
    return fold(tag) in ("jeu", "lois", "partie", "conventions")


def parse(text: str, *, source: str = "<texte>") -> CoupRecord:
    """The record ``text`` describes; :class:`NotationError` with every problem otherwise."""
    record, diagnostics = check(text, source=source)
    if record is None:
        raise NotationError(diagnostics)
    return record
