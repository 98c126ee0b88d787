"""Reading a .tric text with the grammar: the parse tree, or one located diagnostic per line
that cannot be read.

LALR stops at the first error; the whole file is parsed once and, only when that fails, read
again line by line with the rule each line's section calls for, so that each bad line is
reported once (with what was expected there) and the good ones still parse. Also the lexical
helpers every notation shares: quoted strings, and the comment lines that open a file.

The parser is Lark's stand-alone form of the grammar, generated and committed
(:mod:`arbiter.notation.lalr`, see ``tools/make_parser.py``): no run imports Lark.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from arbiter.i18n import Msg
from arbiter.notation.diagnostics import Collector, Diagnostic
from arbiter.span import Span, normalize_newlines

if TYPE_CHECKING:
    from arbiter.notation.lalr import Lark, Tree

LINE_RULES = ("header", "position_row", "score_row", "releve_section", "trait_section",
              "act_line")


@functools.cache
def lalr_parser() -> Lark:
    """The coup grammar's LALR parser: Lark's stand-alone form of it, generated from
    ``grammar/coup.lark`` by ``tools/make_parser.py`` and committed as
    :mod:`arbiter.notation.lalr` (a test checks it is what the grammar gives), so that no run
    imports Lark or builds its tables. It reads whole records and, when one does not parse,
    each line with its own start rule; the séance's rules are in the same tables."""
    from arbiter.notation import lalr

    return lalr.Lark_StandAlone()  # type: ignore[no-any-return]


_SECTIONS = ("position", "marque", "relevé", "trait", "actes")
_SECTION_NAMES = Msg("« position », « marque », « relevé », « trait » ou « actes »",
                     "“position”, “marque”, “relevé”, “trait” or “actes”")


def syntax_tree(text: str, source: str, collector: Collector | None = None
                ) -> tuple[Tree | None, list[Diagnostic]]:
    """The parse tree, or None and one diagnostic per line that cannot be read.

    The whole file is parsed at once; only when that fails is it read again line by line, so
    that every faulty line is reported, each with its own line and column. The diagnostics
    go to ``collector`` when one is given (and are also returned).
    """
    text = normalize_newlines(text)
    from arbiter.notation.lalr import UnexpectedInput

    parser = lalr_parser()
    try:
        return parser.parse(text, start="start"), []
    except UnexpectedInput as err:
        whole = syntax_diagnostic(err, parser, source, _count_lines(text))
    collector = collector or Collector(source)
    _line_by_line(text, source, parser, collector, first_bad=whole.span.line)
    if not collector.kept:
        collector.add(whole)
    return None, collector.result()


_LINE_FAILS = Diagnostic(Span(0, 0), Msg("", ""))
"""Stands for "this line does not parse" once no more diagnostics are kept."""


def _count_lines(text: str) -> int:
    """How many lines ``text`` has: a final line ending opens no new line."""
    return max(1, text.count("\n") + (0 if text.endswith("\n") else 1))


def _line_by_line(text: str, source: str, parser: Lark, collector: Collector, *,
                  first_bad: int = 1) -> None:
    """Read each line with the rule its section calls for; report every line that fails.

    Also checks the order of the sections, which the line rules alone do not see. ``text``
    has its line endings normalized: a line is what lies between two ``\\n``.

    The cost stays linear and small on a file of junk: lines before ``first_bad`` (where the
    whole-file parse failed) were read by it already and only their sections are followed; a
    line seen before is not parsed again; once the collector is full, a bad line is only
    counted, without working out what was expected there.
    """
    from arbiter.notation.lalr import UnexpectedInput

    seen: dict[tuple[str, str], Diagnostic | None] = {}
    section = ""           # "" = the headers, before any section
    done: list[str] = []
    lines = text.lstrip("\ufeff").split("\n")
    if lines and not lines[-1]:
        lines.pop()

    def report(number: int, column: int, fr: str, en: str, expected: Msg | None) -> None:
        if collector.full:
            collector.count_error()
        else:
            collector.add(Diagnostic(Span(number, column), Msg(fr, en), expected,
                                     source=source))

    for number, raw in enumerate(lines, start=1):
        body = raw.split("#", 1)[0] if '"' not in raw else strip_comment(raw)
        words = body.split()
        if not words:
            continue
        column = len(raw) - len(raw.lstrip()) + 1
        head = words[0]
        rule: str | None = None
        if head in ("position", "marque", "actes") and len(words) == 1 and section != "actes":
            rule = None
            section = _enter(head, section, done, number, column, report)
            continue
        if head == "relevé" and len(words) > 1 and section != "actes":
            section = _enter("relevé", section, done, number, column, report)
            rule = "releve_section"
        elif head == "trait" and section != "actes":
            section = _enter("trait", section, done, number, column, report)
            rule = "trait_section"
        elif head.startswith("[") and section == "":
            rule = "header"
        elif section == "position":
            rule = "position_row"
        elif section == "marque":
            rule = "score_row"
        elif section == "actes":
            rule = "act_line"
        else:
            report(number, column, f"« {head} » inattendu ici", f"unexpected “{head}” here",
                   _SECTION_NAMES if section else
                   Msg("un en-tête [Nom \"…\"] ou « position »",
                       "a header [Name \"…\"] or “position”"))
            continue
        if number < first_bad:
            continue
        key = (rule, raw)
        if key in seen:
            found = seen[key]
        else:
            try:
                parser.parse(raw + "\n", start=rule)
                found = None
            except UnexpectedInput as err:
                found = _LINE_FAILS if collector.full else \
                    syntax_diagnostic(err, parser, source, 1)
            if len(seen) > 4096:
                seen.clear()
            seen[key] = found
        if found is _LINE_FAILS or (found is not None and collector.full):
            collector.count_error()
        elif found is not None:
            # a natural writing (« Blanc », « 6 points », « 4 et 4 »): each one with the form
            # wanted, instead of the grammar's first complaint alone
            hints = line_hints(raw, number, rule, source, parser)
            for hint in hints or [Diagnostic(Span(number, found.span.column), found.message,
                                             found.expected, source=source)]:
                collector.add(hint)
    for name in ("position", "trait"):
        if name not in done:
            report(max(1, len(lines)), 1, f"il manque la section « {name} »",
                   f"the “{name}” section is missing", None)


def line_hints(raw: str, number: int, rule: str, source: str, parser: Lark) -> list[Diagnostic]:
    """The form wanted for each natural writing of a refused line (arbiter.notation.hints),
    when the line so rewritten is one ``rule`` accepts."""
    from arbiter.notation.hints import hinted
    from arbiter.notation.lalr import UnexpectedInput

    def parses(line: str) -> bool:
        try:
            parser.parse(line + "\n", start=rule)
        except UnexpectedInput:
            return False
        return True

    return hinted(raw, number, rule, source, parses)


def _enter(name: str, section: str, done: list[str], number: int, column: int,
           report: object) -> str:
    """Move to section ``name``, reporting a section repeated or out of its order."""
    if name in done:
        report(number, column, f"la section « {name} » est déjà donnée",  # type: ignore[operator]
               f"the “{name}” section is already given", None)
    elif done and _SECTIONS.index(name) < _SECTIONS.index(done[-1]):
        report(number, column,  # type: ignore[operator]
               f"la section « {name} » vient avant « {done[-1]} »",
               f"the “{name}” section comes before “{done[-1]}”",
               Msg("l'ordre position, marque, relevé, trait, actes",
                   "the order position, marque, relevé, trait, actes"))
    done.append(name)
    return name


def strip_comment(raw: str) -> str:
    """The line without its comment, minding ``#`` inside a quoted string."""
    quoted = False
    escaped = False
    for index, char in enumerate(raw):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = quoted
        elif char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return raw[:index]
    return raw


def syntax_diagnostic(err: Exception, parser: Lark, source: str, n_lines: int) -> Diagnostic:
    from arbiter.notation.lalr import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line = getattr(err, "line", None)
    column = getattr(err, "column", None)
    expected: set[str] = set()
    if isinstance(err, UnexpectedToken):
        token = err.token
        expected = set(err.accepts or err.expected or ())
        if token.type == "$END":
            message = Msg("le fichier s'arrête trop tôt", "the file ends too early")
            line, column = max(1, n_lines if n_lines else 1), 1
        elif token.type == "_NL":
            message = Msg("la ligne s'arrête trop tôt", "the line ends too early")
        else:
            message = Msg(f"« {token} » inattendu ici", f"unexpected “{token}” here")
    elif isinstance(err, UnexpectedCharacters):
        expected = set(err.allowed or ())
        word = _word_at(err)
        message = Msg(f"« {word} » n'est pas compris ici", f"“{word}” is not understood here")
    elif isinstance(err, UnexpectedEOF):
        expected = set(err.expected or ())
        message = Msg("le fichier s'arrête trop tôt", "the file ends too early")
        line, column = max(1, n_lines), 1
    else:  # pragma: no cover - Lark raises only the three above
        message = Msg("texte illisible", "unreadable text")
    if not isinstance(line, int) or line < 1:
        line, column = 1, 1
    if not isinstance(column, int) or column < 1:
        column = 1
    return Diagnostic(Span(line, column), message, expected_words(expected, parser),
                      source=source)


def _word_at(err: object) -> str:
    text = getattr(err, "_context_text", None) or ""
    seq = getattr(err, "seq", "") or ""
    pos = getattr(err, "pos_in_stream", 0) or 0
    word = ""
    for char in str(seq)[pos:pos + 30]:
        if char.isspace():
            break
        word += char
    return word or text[:1] or str(getattr(err, "char", "") or "") or "?"


_TERMINAL_WORDS: dict[str, Msg] = {
    "INT": Msg("un nombre", "a number"),
    "COLOUR": Msg("« blanc » ou « noir »", "“blanc” or “noir”"),
    "_NL": Msg("la fin de la ligne", "the end of the line"),
    "$END": Msg("la fin du fichier", "the end of the file"),
    "STRING": Msg("un texte entre guillemets", "a text in double quotes"),
    "TAG": Msg("un nom d'en-tête", "a header name"),
    "PLACE_NAME": Msg("« talon », « coin » ou « bande »", "“talon”, “coin” or “bande”"),
    "INCIDENT": Msg("un incident de dés (cassé, incliné, pirouettant, hors, un-seul, main, "
                    "séparés, sans-bande, dressés)",
                    "a dice incident (cassé, incliné, pirouettant, hors, un-seul, main, séparés, "
                    "sans-bande, dressés)"),
    "HEURTE": Msg("« heurté » suivi du point que montrait le dé heurté",
                  "“heurté” followed by the face the struck die showed"),
    "RELEVE_KIND": Msg("« premier » ou « suivant »", "“premier” or “suivant”"),
    # a séance's players: the poule goes to five (Guiton ch. VIII « La poule »), no further
    "PLAYER": Msg("la lettre d'un joueur, de A à E (cinq joueurs au plus)",
                  "a player's letter, A to E (five players at most)"),
}


def expected_words(names: set[str], parser: Lark) -> Msg | None:
    """What the grammar would have accepted, in words a referee reads."""
    if not names:
        return None
    if {"INT", "PLACE_NAME"} <= names:
        names = (names - {"INT", "PLACE_NAME"}) | {"@PLACE"}
    fr: list[str] = []
    en: list[str] = []
    literals: list[str] = []
    for name in sorted(names):
        if name == "@PLACE":
            fr.append("une flèche (0–24) ou « talon », « coin », « bande »")
            en.append("a flèche (0–24) or “talon”, “coin”, “bande”")
        elif name in _TERMINAL_WORDS:
            fr.append(_TERMINAL_WORDS[name].fr)
            en.append(_TERMINAL_WORDS[name].en)
        else:
            literals.append(_literal(name, parser))
    if literals:
        words = ", ".join(f"« {w} »" for w in sorted(set(literals)))
        fr.insert(0, words)
        en.insert(0, words.replace("« ", "“").replace(" »", "”"))
    return Msg(" ou ".join(fr), " or ".join(en))


def _literal(name: str, parser: Lark) -> str:
    try:
        pattern = parser.get_terminal(name).pattern
    except KeyError:
        return name.lower()
    value = pattern.value
    if pattern.type == "str":
        return value
    first = value.strip("(?:)").split("|")[0]
    return first.replace("\\", "")

def unquote(raw: str) -> str:
    r"""The text of a ``"…"`` string: ``\"`` and ``\\`` are its only escapes."""
    body = raw[1:-1]
    out = []
    escaped = False
    for char in body:
        if escaped:
            out.append(char)
            escaped = False
        elif char == "\\":
            escaped = True
        else:
            out.append(char)
    return "".join(out)


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

def preamble_of(text: str) -> tuple[str, ...]:
    """The comment lines that open the file, without their ``#`` and one following space."""
    lines: list[str] = []
    for raw in normalize_newlines(text).lstrip("\ufeff").split("\n"):
        stripped = raw.strip()
        if not stripped.startswith("#"):
            break
        body = stripped[1:]
        lines.append(body[1:] if body.startswith(" ") else body)
    return tuple(line.rstrip() for line in lines)
