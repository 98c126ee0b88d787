"""From .tric text to a :class:`~arbiter.notation.record.CoupRecord`.

Two stages, so that a referee sees every problem of his file at once:

1. *syntax*, with Lark's LALR parser (the grammar is ``grammar/coup.lark``). LALR stops at the
   first error; we record it, blank out the offending line and parse again, a few times, so
   that each bad line is reported once and the good ones still parse;
2. *building* the record from the tree, then :mod:`arbiter.notation.check` for what a grammar
   cannot say (a die shows 1 to 6, a position holds 15 dames a side, acts come in an order that
   can happen).

The parser is Lark's stand-alone form of the grammar, generated and committed
(:mod:`arbiter.notation.lalr`, see ``tools/make_parser.py``): no run imports Lark.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.diagnostics import Collector, Diagnostic, NotationError
from arbiter.notation.record import (
    JACQUET_LOIS,
    KNOWN_LOIS,
    CoupRecord,
    PartieKind,
    Releve,
)
from arbiter.score import Score, SideScore
from arbiter.span import Span, normalize_newlines
from arbiter.words import fold

if TYPE_CHECKING:
    from arbiter.notation.lalr import Lark, Token, Tree

PLACE_NAMES = {"talon": 0, "coin": 11, "bande": OFF}
_INCIDENTS = {
    "casse": A.DiceIncident.CASSE,
    "incline": A.DiceIncident.INCLINE,
    "incline-jetons": A.DiceIncident.INCLINE_JETONS,
    "pirouettant": A.DiceIncident.PIROUETTANT,
    "hors": A.DiceIncident.HORS,
    "un-seul": A.DiceIncident.UN_SEUL,
    "main": A.DiceIncident.MAIN,
    "separes": A.DiceIncident.SEPARES,
    "sans-bande": A.DiceIncident.SANS_BANDE,
    "dresses": A.DiceIncident.DRESSES,
}


LINE_RULES = ("header", "position_row", "score_row", "releve_section", "trait_section",
              "act_line")


@functools.cache
def _parser() -> Lark:
    """The coup grammar's LALR parser: Lark's stand-alone form of it, generated from
    ``grammar/coup.lark`` by ``tools/make_parser.py`` and committed as
    :mod:`arbiter.notation.lalr` (a test checks it is what the grammar gives), so that no run
    imports Lark or builds its tables. It reads whole records and, when one does not parse,
    each line with its own start rule; the séance's rules are in the same tables."""
    from arbiter.notation import lalr

    return lalr.Lark_StandAlone()  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------------------------
# syntax

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

    parser = _parser()
    try:
        return parser.parse(text, start="start"), []
    except UnexpectedInput as err:
        whole = _syntax_diagnostic(err, parser, source, _count_lines(text))
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
        body = raw.split("#", 1)[0] if '"' not in raw else _strip_comment(raw)
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
                    _syntax_diagnostic(err, parser, source, 1)
            if len(seen) > 4096:
                seen.clear()
            seen[key] = found
        if found is _LINE_FAILS or (found is not None and collector.full):
            collector.count_error()
        elif found is not None:
            # a natural writing (« Blanc », « 6 points », « 4 et 4 »): each one with the form
            # wanted, instead of the grammar's first complaint alone
            hints = _hints(raw, number, rule, source, parser)
            for hint in hints or [Diagnostic(Span(number, found.span.column), found.message,
                                             found.expected, source=source)]:
                collector.add(hint)
    for name in ("position", "trait"):
        if name not in done:
            report(max(1, len(lines)), 1, f"il manque la section « {name} »",
                   f"the “{name}” section is missing", None)


def _hints(raw: str, number: int, rule: str, source: str, parser: Lark) -> list[Diagnostic]:
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


def _strip_comment(raw: str) -> str:
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


def _syntax_diagnostic(err: Exception, parser: Lark, source: str, n_lines: int) -> Diagnostic:
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


# ---------------------------------------------------------------------------------------------
# building the record

MAX_DIGITS = 6
"""Significant digits a number of a record may have: every range is far below a million."""

_DIE = Msg("un dé de 1 à 6", "a die from 1 to 6")
_PLACE = Msg("une flèche de 0 à 23, ou 24 pour les dames sorties",
             "a flèche from 0 to 23, or 24 for dames borne off")
_DAMES = Msg("un nombre de dames de 1 à 16", "a number of dames, 1 to 16")
_SCORE_POINTS = Msg("de 0 à 10 points", "0 to 10 points")
_SCORE_TROUS = Msg("de 0 à 11 trous", "0 to 11 trous")
_COUPS = Msg("un nombre de coups joués", "a number of coups played")
_POINTS = Msg("un nombre pair de points, de 2 à 36", "an even number of points, 2 to 36")
_TROUS = Msg("de 1 à 12 trous", "1 to 12 trous")
_A_NUMBER = Msg("un nombre de quelques chiffres", "a number of a few digits")
_ACT_NUMBERS = {
    "throw": _DIE, "partial_throw": _DIE, "late_die": _DIE,
    "mark": _POINTS, "mark_ecole": _POINTS, "efface": _POINTS, "efface_opponent": _POINTS,
    "mark_trous": _TROUS, "unmark_trous": _TROUS, "efface_trous_opponent": _TROUS,
    "set_jeton": Msg("0, 2, 4, 6, 8 ou 10", "0, 2, 4, 6, 8 or 10"),
    "set_jeton_opponent": Msg("0, 2, 4, 6, 8 ou 10", "0, 2, 4, 6, 8 or 10"),
    "lift": Msg("de 1 à 15 dames", "1 to 15 dames"),
    "place": Msg("de 1 à 15 dames", "1 to 15 dames"),
    "constate": Msg("14 ou 16", "14 or 16"),
}


class _Builder:
    """Walks the tree; collects diagnostics for values that cannot even be held."""

    def __init__(self, source: str, collector: Collector | None = None) -> None:
        self.source = source
        self.collector = collector or Collector(source)
        self.sections: dict[str, Span] = {}
        self.unreadable = False     # a number too long to hold: the record means nothing

    def number(self, token: Token, expected: Msg) -> int:
        """The value of an INT token; a number of more than :data:`MAX_DIGITS` digits is
        reported (with the range ``expected`` there) rather than converted, so that no
        length of input reaches Python's limit on converting digits, and counts as 0."""
        digits = str(token).lstrip("0")
        if len(digits) <= MAX_DIGITS:
            return int(digits or "0")
        self.error(_span(token), f"nombre trop long ({len(digits)} chiffres)",
                   f"number too long ({len(digits)} digits)", expected)
        self.unreadable = True
        return 0

    def error(self, span: Span, fr: str, en: str, expected: Msg | None = None) -> None:
        if self.collector.full:     # counted, not kept: a file may hold thousands
            self.collector.count_error()
            return
        self.collector.add(Diagnostic(span, Msg(fr, en), expected, source=self.source))

    # -- top level --------------------------------------------------------------------------
    def record(self, tree: Tree, preamble: tuple[str, ...]) -> CoupRecord:
        headers: list[tuple[str, str]] = []
        partie = PartieKind.DOUZE_TROUS
        lois = "guiton-1822"
        position = Position()
        score = Score()
        releve = Releve()
        trait = Colour.BLANC
        acts: list[A.Act] = []
        seen_tags: dict[str, Span] = {}
        lois_span = Span(1, 1)
        for child in tree.children:
            kind = child.data
            if kind == "header":
                tag, raw = child.children
                span = _span(tag)
                value = unquote(str(raw))
                key = str(tag).lower()
                if key in seen_tags:
                    self.error(span, f"en-tête « {tag} » répété (déjà ligne {seen_tags[key].line})",
                               f"header “{tag}” repeated (already on line "
                               f"{seen_tags[key].line})")
                seen_tags[key] = span
                self.sections["header." + key] = _span(raw)
                if key == "partie":
                    partie = self._partie(value, _span(raw))
                elif key == "lois":
                    lois = self._lois(value, _span(raw))
                    lois_span = _span(raw)
                else:
                    headers.append((str(tag), value))
            elif kind == "position_section":
                self.sections["position"] = _span_of(child)
                position = self._position(child)
            elif kind == "marque_section":
                self.sections["marque"] = _span_of(child)
                score = self._score(child)
            elif kind == "releve_section":
                releve = self._releve(child)
            elif kind == "trait_section":
                trait = Colour(str(child.children[0]))
            elif kind == "actes_section":
                acts = [self._act(line) for line in child.children]
        jeu = next((_fold(v) for k, v in headers if k.lower() == "jeu"), "trictrac")
        if lois in JACQUET_LOIS and jeu != "jacquet":
            self.error(lois_span, f"le corps de lois « {lois} » est du jacquet",
                       f"the body of law “{lois}” is Jacquet's",
                       Msg("un en-tête [Jeu \"jacquet\"]", "a header [Jeu \"jacquet\"]"))
        return CoupRecord(headers=tuple(headers), position=position, score=score,
                          releve=releve, trait=trait, acts=tuple(acts), partie=partie,
                          lois=lois, preamble=preamble)

    def _partie(self, value: str, span: Span) -> PartieKind:
        key = _fold(value)
        for kind in PartieKind:
            if kind.value == key:
                return kind
        self.error(span, f"partie « {value} » inconnue", f"unknown partie “{value}”",
                   Msg("« douze-trous » ou « a-ecrire »", "“douze-trous” or “a-ecrire”"))
        return PartieKind.DOUZE_TROUS

    def _lois(self, value: str, span: Span) -> str:
        if value in KNOWN_LOIS or value in JACQUET_LOIS:
            return value
        names = ", ".join(KNOWN_LOIS + JACQUET_LOIS)
        self.error(span, f"corps de lois « {value} » inconnu", f"unknown body of law “{value}”",
                   Msg(f"l'un de : {names}", f"one of: {names}"))
        return "guiton-1822"

    # -- position, score, relevé ------------------------------------------------------------
    def _position(self, section: Tree) -> Position:
        rows: dict[Colour, dict[int, int]] = {}
        for row in section.children:
            colour_token, *cells = row.children
            colour = Colour(str(colour_token))
            self.sections.setdefault(f"position.{colour.value}", _span_of(row))
            if colour in rows:
                self.error(_span(colour_token), f"la position de {colour} est donnée deux fois",
                           f"{colour}'s position is given twice")
                continue
            counts: dict[int, int] = {}
            for cell in cells:
                place_tree, count_token = cell.children
                fleche = self._place(place_tree)
                count = self.number(count_token, _DAMES)
                if self.unreadable:
                    continue
                if not 0 <= fleche <= OFF:
                    self.error(_span(place_tree), f"flèche {fleche} hors du tablier",
                               f"flèche {fleche} is off the board",
                               Msg("une flèche de 0 à 23, ou 24 pour les dames sorties",
                                   "a flèche from 0 to 23, or 24 for dames borne off"))
                    continue
                if fleche in counts:
                    self.error(_span(place_tree), f"flèche {fleche} donnée deux fois pour {colour}",
                               f"flèche {fleche} given twice for {colour}")
                if count == 0:
                    self.error(_span(count_token), "une flèche listée porte au moins une dame",
                               "a listed flèche holds at least one dame",
                               Msg("un nombre de dames de 1 à 16", "a number of dames, 1 to 16"))
                counts[fleche] = counts.get(fleche, 0) + count
            rows[colour] = counts
        for colour in Colour:
            if colour not in rows:
                self.error(_span_of(section), f"la position ne dit rien des dames de {colour}",
                           f"the position says nothing of {colour}'s dames",
                           Msg(f"une ligne « {colour} talon:15 … »",
                               f"a line “{colour} talon:15 …”"))
        return Position.from_mapping(rows)

    def _score(self, section: Tree) -> Score:
        sides: dict[Colour, SideScore] = {}
        for row in section.children:
            tokens = row.children
            colour = Colour(str(tokens[0]))
            self.sections.setdefault(f"marque.{colour.value}", _span_of(row))
            words = {t.type for t in tokens}
            ints = [t for t in tokens if t.type == "INT"]
            if colour in sides:
                self.error(_span(tokens[0]), f"la marque de {colour} est donnée deux fois",
                           f"{colour}'s marks are given twice")
                continue
            sides[colour] = SideScore(points=self.number(ints[0], _SCORE_POINTS),
                                      trous=self.number(ints[1], _SCORE_TROUS),
                                      bredouille="BREDOUILLE" in words,
                                      pavillon="PAVILLON" in words)
        return Score(sides.get(Colour.BLANC, SideScore()), sides.get(Colour.NOIR, SideScore()))

    def _releve(self, section: Tree) -> Releve:
        tokens = section.children
        colours = [t for t in tokens if t.type == "COLOUR"]
        ints = [t for t in tokens if t.type == "INT"]
        counts = {}
        for colour_token, count in zip(colours, ints, strict=True):
            colour = Colour(str(colour_token))
            if colour in counts:
                self.error(_span(colour_token), f"{colour} est nommé deux fois",
                           f"{colour} is named twice", Msg("« blanc N, noir N »",
                                                           "“blanc N, noir N”"))
            counts[colour] = self.number(count, _COUPS)
        kinds = [t for t in tokens if t.type == "RELEVE_KIND"]
        premier = None if not kinds else str(kinds[0]) == "premier"
        return Releve(counts.get(Colour.BLANC, 0), counts.get(Colour.NOIR, 0), premier)

    # -- acts ---------------------------------------------------------------------------------
    def _act(self, line: Tree) -> A.Act:
        span = _span_of(line)
        if line.data == "new_releve":
            return A.NouveauReleve(actor=None, span=span)
        colour_token, act = line.children
        actor = Colour(str(colour_token))
        kind = act.data
        toks = [c for c in act.children if not hasattr(c, "data")]
        types = {t.type for t in toks}
        ints = [self.number(t, _ACT_NUMBERS.get(kind, _A_NUMBER)) for t in toks
                if t.type == "INT"]
        places = [self._place(c) for c in act.children if getattr(c, "data", None) == "place"]
        groups = tuple(self._group(c) for c in act.children
                       if getattr(c, "data", None) == "group")
        opponent = "ADVERSAIRE" in types
        common = {"actor": actor, "span": span}
        match kind:
            case "throw":
                incident = next((_INCIDENTS[_fold(str(t))] for t in toks if t.type == "INCIDENT"),
                                None)
                return A.Throw(dice=(ints[0], ints[1]), incident=incident,
                               early="AVANT_FIN" in types,
                               struck=ints[2] if "HEURTE" in types else None, **common)
            case "partial_throw":
                return A.PartialThrow(die=ints[0], **common)
            case "late_die":
                return A.LateDie(die=ints[0], **common)
            case "lift_dice":
                return A.LiftDice(**common)
            case "cover_dice":
                return A.CoverDice(**common)
            case "mark":
                return A.Mark(points=ints[0], bredouille="BREDOUILLE" in types,
                              new_jeton="NOUVEAU_JETON" in types, **common)
            case "mark_trou":
                return A.MarkTrous(count=1, sans_bouger="SANS_BOUGER" in types, **common)
            case "mark_trous":
                return A.MarkTrous(count=ints[0], sans_bouger="SANS_BOUGER" in types, **common)
            case "mark_ecole":
                return A.MarkEcole(points=ints[0], **common)
            case "set_jeton" | "set_jeton_opponent":
                return A.SetJeton(points=ints[0], bredouille="BREDOUILLE" in types,
                                  opponent=opponent, **common)
            case "unmark_trou" | "efface_trou_opponent":
                return A.UnmarkTrous(count=1, opponent=opponent, **common)
            case "unmark_trous" | "efface_trous_opponent":
                return A.UnmarkTrous(count=ints[0], opponent=opponent, **common)
            case "efface" | "efface_opponent":
                target = A.EffaceTarget.OPPONENT if opponent else A.EffaceTarget.OWN
                return A.Efface(target=target, points=ints[0] if ints else None, **common)
            case "touch":
                return A.Touch(fleche=places[0], opponent=opponent, **common)
            case "adoube":
                return A.Adoube(**common)
            case "lift":
                return A.Lift(fleche=places[0], count=ints[0] if ints else 1,
                              opponent=opponent, **common)
            case "place":
                return A.Place(fleche=places[0], count=ints[0] if ints else 1, **common)
            case "place_atop":
                return A.Place(fleche=places[0], atop=True, **common)
            case "put_back":
                return A.PutBack(fleche=places[0], **common)
            case "restore":
                return A.Restore(groups=groups, **common)
            case "return_dame":
                return A.ReturnDame(fleche=places[0], **common)
            case "release":
                return A.Release(**common)
            case "play":
                return A.Play(groups=groups, **common)
            case "say":
                return A.Say(words=unquote(str(toks[0])), **common)
            case "releve":
                return A.Releve(**common)
            case "empile":
                return A.Empile(**common)
            case "rompt":
                return A.Rompt(**common)
            case "push_die_out":
                return A.PushDieOut(**common)
            case "constate":
                colour = Colour(str(next(t for t in toks if t.type == "COLOUR")))
                return A.Constate(count=ints[0], colour=colour, **common)
        raise AssertionError(f"grammar rule without a builder: {kind}")  # pragma: no cover

    def _group(self, group: Tree) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(self._place(p) for p in path.children) for path in group.children)

    def _place(self, place: Tree) -> int:
        token = place.children[0]
        if token.type == "PLACE_NAME":
            return PLACE_NAMES[str(token)]
        return self.number(token, _PLACE)


# ---------------------------------------------------------------------------------------------
# helpers


def _span(token: Token | Tree) -> Span:
    if hasattr(token, "meta"):
        return _span_of(token)  # type: ignore[arg-type]
    return Span(token.line or 0, token.column or 0, token.end_line, token.end_column)


def _span_of(tree: Tree) -> Span:
    meta = tree.meta
    if getattr(meta, "empty", True):
        return Span(0, 0)
    end_line, end_column = meta.end_line, meta.end_column
    return Span(meta.line, meta.column, end_line, end_column)


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


def _fold(word: str) -> str:
    """« Cassé » and « casse » are the same incident."""
    return fold(word.strip())


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
    builder = _Builder(source, collector)
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

    parser = _parser()
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
        words = _strip_comment(raw).lstrip("\ufeff").split()
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
