"""Reading a séance record: syntax with the ``seance`` rules of ``grammar/coup.lark``, then the
checks a grammar cannot make, each a :class:`~arbiter.notation.Diagnostic` with its line and
column, like every other record.

The grammar is the notation's own file; only its start symbol differs from a coup's. When the
whole file does not parse, it is read again line by line with the line rules, so that every
faulty line is reported once (the approach of :mod:`arbiter.notation.syntax`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.colour import Colour
from arbiter.ecrire.record import (
    EcoleNote,
    LeaveOn,
    MarqueRecord,
    PartieRecord,
    PavillonClaim,
    SeanceKind,
    SeanceRecord,
    SeizeDames,
    SideTally,
    TableMarque,
    TableRecord,
)
from arbiter.ecrire.table_notation import (
    arrangement_of,
    build_table,
    leave_without_trou,
    table_line,
    table_term,
)
from arbiter.i18n import Msg
from arbiter.notation.builder import MAX_DIGITS
from arbiter.notation.diagnostics import Diagnostic, NotationError
from arbiter.notation.record import KNOWN_LOIS
from arbiter.notation.syntax import (
    line_hints,
    preamble_of,
    syntax_diagnostic,
    unquote,
)
from arbiter.record_kind import is_seance  # noqa: F401  (moved there; still offered here)
from arbiter.span import Span, normalize_newlines

if TYPE_CHECKING:
    from arbiter.notation.lalr import Lark, Token, Tree

LINE_RULES = ("header", "seance_head", "seance_term", "seance_line")
_TERMS = ("fiche", "prix", "queue", "enjeu", "dé", "de", "convention", "avantage", "joueur",
          "chouette", "associés", "associes", "mise")
_LINES = ("marqué", "partie")


def _parser() -> Lark:
    """The grammar's parser (:mod:`arbiter.notation.lalr`, whose tables hold the séance's
    rules beside the coup's)."""
    from arbiter.notation.syntax import lalr_parser

    return lalr_parser()


# ---------------------------------------------------------------------------------------------
# syntax


def _syntax(err: Exception, parser: Lark, source: str, line: int | None = None) -> Diagnostic:
    """The notation's own syntax diagnostic, placed on ``line`` when read line by line."""
    found = syntax_diagnostic(err, parser, source, 1)
    if line is None:
        return found
    return Diagnostic(Span(line, found.span.column), found.message, found.expected,
                      source=source)


def _line_by_line(text: str, source: str, parser: Lark) -> list[Diagnostic]:
    from arbiter.notation.lalr import UnexpectedInput

    out: list[Diagnostic] = []
    stage = 0      # 0 headers, 1 after « séance », 2 in the marqués
    seen_head = False
    lines = normalize_newlines(text.lstrip("\ufeff")).split("\n")
    for number, raw in enumerate(lines, start=1):
        words = raw.split("#", 1)[0].split() if '"' not in raw else raw.split()
        if not words or words[0].startswith("#"):
            continue
        column = len(raw) - len(raw.lstrip()) + 1
        head = words[0]
        if head.startswith("[") and stage == 0:
            rule = "header"
        elif head in ("séance", "seance"):
            rule = "seance_head"
            if seen_head:
                out.append(Diagnostic(Span(number, column), Msg(
                    "la ligne « séance » est déjà donnée", "the “séance” line is already given"),
                    source=source))
                continue
            seen_head, stage = True, 1
        elif head in _TERMS and stage >= 1:
            rule = "seance_term"
            if stage == 2:
                out.append(Diagnostic(Span(number, column), Msg(
                    f"« {head} » vient avant les marqués", f"“{head}” comes before the marqués"),
                    source=source))
                continue
        elif head in _LINES and stage >= 1:
            rule, stage = "seance_line", 2
        else:
            out.append(Diagnostic(Span(number, column), Msg(
                f"« {head} » inattendu ici", f"unexpected “{head}” here"),
                Msg("« séance N marqués », un terme (fiche, prix, queue, enjeu, dé, convention, "
                    "avantage) ou une ligne « marqué » / « partie »",
                    "“séance N marqués”, a term (fiche, prix, queue, enjeu, dé, convention, "
                    "avantage) or a “marqué” / “partie” line"), source=source))
            continue
        try:
            parser.parse(raw + "\n", start=rule)
        except UnexpectedInput as err:
            # « marqué blanc 7 noir 2 »: the form wanted, when the line so written is read
            out.extend(line_hints(raw, number, rule, source, parser)
                       or [_syntax(err, parser, source, line=number)])
    if not seen_head:
        out.append(Diagnostic(Span(max(1, len(lines)), 1), Msg(
            "il manque la ligne « séance »", "the “séance” line is missing"), source=source))
    return out


# ---------------------------------------------------------------------------------------------
# building and checking


def _span(token: Token | Tree) -> Span:
    if hasattr(token, "meta"):
        meta = token.meta
        return Span(getattr(meta, "line", 0), getattr(meta, "column", 0))
    return Span(token.line or 0, token.column or 0, token.end_line, token.end_column)


class _Builder:
    def __init__(self, source: str) -> None:
        self.source = source
        self.diagnostics: list[Diagnostic] = []

    def error(self, span: Span, fr: str, en: str, expected: Msg | None = None,
              severity: str = "error") -> None:
        self.diagnostics.append(Diagnostic(span, Msg(fr, en), expected,
                                           severity=severity,  # type: ignore[arg-type]
                                           source=self.source))

    def record(self, tree: Tree, preamble: tuple[str, ...]) -> SeanceRecord | TableRecord:
        fields: dict[str, Any] = {}
        table: dict[str, Any] = {}
        seated: list[TableMarque] = []
        headers: list[tuple[str, str]] = []
        marques: list[MarqueRecord] = []
        parties: list[PartieRecord] = []
        seen: dict[str, Span] = {}
        head_span = Span(1, 1)
        for child in tree.children:
            kind = child.data
            if kind == "header":
                tag, raw = child.children
                key = str(tag).lower()
                if key in seen:
                    self.error(_span(tag), f"en-tête « {tag} » répété", f"header “{tag}” repeated")
                seen[key] = _span(tag)
                value = unquote(str(raw))
                if key == "lois":
                    if value in KNOWN_LOIS:
                        fields["lois"] = value
                    else:
                        names = ", ".join(KNOWN_LOIS)
                        self.error(_span(raw), f"corps de lois « {value} » inconnu",
                                   f"unknown body of law “{value}”",
                                   Msg(f"l'un de : {names}", f"one of: {names}"))
                elif key != "partie":
                    headers.append((str(tag), value))
            elif kind == "head_a_ecrire":
                number = child.children[1]
                head_span = _span(child)
                fields["kind"] = SeanceKind.A_ECRIRE
                fields["marques_agreed"] = int(number)
                if int(number) < 2 or int(number) % 2:
                    self.error(_span(number), f"{number} marqués : la part de chaque joueur est "
                               "la moitié des marqués, il en faut un nombre pair",
                               f"{number} marqués: each player's share is half the marqués, "
                               "an even number is needed", Msg("8 ou 12 d'ordinaire",
                                                              "usually 8 or 12"))
            elif kind in ("head_table", "head_poule"):
                head_span = _span(child)
                table["arrangement"] = arrangement_of(child.children[3] if kind == "head_table"
                                                      else None)
                if kind == "head_table":
                    fields["marques_agreed"] = int(child.children[1])
            elif kind.startswith("term_") and table_term(child, table, self):
                seen.setdefault(kind, _span(child))
            elif kind in ("table_line", "table_coup", "poule_line"):
                seated.append(table_line(child, self))
            elif kind == "head_douze_trous":
                head_span = _span(child)
                fields["kind"] = SeanceKind.DOUZE_TROUS
            elif kind.startswith("term_"):
                self._term(child, fields, seen)
            elif kind in ("marque_line", "marque_coup"):
                marques.append(self._marque(child))
            elif kind == "partie_line":
                sides = self._sides(child)
                parties.append(PartieRecord(line=_span(child).line, sides=sides))
        if "arrangement" in table or seated or table:
            return self._table(table, fields, seated, marques, parties, head_span, seen,
                               headers=tuple(headers), preamble=preamble)
        record = SeanceRecord(headers=tuple(headers), marques=tuple(marques),
                              partie=parties[0] if parties else None, preamble=preamble,
                              **fields)
        self._coherence(record, parties, head_span, seen)
        return record

    def _table(self, table: dict[str, Any], fields: dict[str, Any], seated: list[TableMarque],
               marques: list[MarqueRecord], parties: list[PartieRecord], head: Span,
               seen: dict[str, Span], **common: Any) -> TableRecord:
        """A séance of several players; the lines and terms of a two-player one are refused."""
        if "arrangement" not in table:
            self.error(head, "des joueurs nommés par une lettre demandent une séance à "
                       "plusieurs", "players named by a letter need a séance of several",
                       Msg("« séance 12 marqués à-tourner », « chouette », « deux-contre-deux » "
                           "ou « séance poule »", "“séance 12 marqués à-tourner”, “chouette”, "
                           "“deux-contre-deux” or “séance poule”"))
            table["arrangement"] = arrangement_of(None)
        for line in (*marques, *parties):
            self.error(Span(line.line, 1), "à plusieurs joueurs, chaque ligne nomme les joueurs "
                       "par leur lettre", "with several players each line names the players by "
                       "their letters", Msg("« marqué A 7, B 3, part A »",
                                            "“marqué A 7, B 3, part A”"))
        for name in ("enjeu", "de", "avantage", "convention bredouille"):
            if name in seen:
                self.error(seen[name], f"« {name} » ne s'applique pas à une séance à plusieurs",
                           f"“{name}” does not apply to a séance of several players")
        agreed = {k: fields[k] for k in ("fiche_jetons", "prix", "queue_fiches", "lois",
                                         "progression", "marques_agreed") if k in fields}
        return build_table(table, seated, head, self, **agreed, **common)

    def _term(self, child: Tree, fields: dict[str, Any], seen: dict[str, Span]) -> None:
        kind = child.data
        tokens = child.children
        name = kind.removeprefix("term_")
        if kind == "term_convention":
            name = f"convention {tokens[1]}"
        span = _span(tokens[0])
        if name in seen:
            self.error(span, f"« {name} » est déjà donné (ligne {seen[name].line})",
                       f"“{name}” is already given (line {seen[name].line})")
        seen[name] = span
        ints = [t for t in tokens if getattr(t, "type", "") == "INT"]
        if ints and int(ints[0]) < 1:
            self.error(_span(ints[0]), "il faut au moins 1", "at least 1 is needed")
        match kind:
            case "term_fiche":
                fields["fiche_jetons"] = int(ints[0])
            case "term_prix":
                fields["prix"] = (int(ints[0]), str(tokens[2]))
            case "term_queue":
                fields["queue_fiches"] = int(ints[0])
            case "term_enjeu":
                fields["enjeu_fiches"] = int(ints[0])
            case "term_de":
                fields["first_de"] = Colour(str(tokens[1]))
            case "term_convention":
                key = "progression" if str(tokens[1]) == "progression" else "bredouille_convenue"
                fields[key] = True
            case "term_avantage":
                fields["avantage_ecoles"] = Colour(str(tokens[1]))

    def _sides(self, line: Tree) -> tuple[SideTally, ...]:
        sides: list[SideTally] = []
        for side in (c for c in line.children if getattr(c, "data", None) == "side"):
            colour_token, trous, *flags = side.children
            colour = Colour(str(colour_token))
            if any(s.colour is colour for s in sides):
                self.error(_span(colour_token), f"{colour} est nommé deux fois",
                           f"{colour} is named twice", Msg("« blanc N, noir N »",
                                                           "“blanc N, noir N”"))
                colour = colour.opponent
            words = [str(f) for f in flags]
            claim = None
            if len(words) == 2:
                claim = PavillonClaim.RECONNU if words[1] == "reconnu" else PavillonClaim.CONTESTE
            sides.append(SideTally(colour, int(trous), bredouille=words[:1] == ["bredouille"],
                                   pavillon=claim))
        flagged = [s for s in sides if s.bredouille or s.pavillon]
        if len(flagged) == 2:
            self.error(_span(line), "un seul des deux joueurs peut avoir pris ses trous de suite",
                       "only one of the two players can have taken his trous de suite")
        if sides and max(s.trous for s in sides) < 6 and line.data != "partie_line":
            self.error(_span(line), "un marqué ne finit que lorsqu'un joueur a six trous au moins",
                       "a marqué ends only when a player has six trous at least")
        for side in flagged:
            other = next((s for s in sides if s is not side), None)
            if other is not None and side.trous < other.trous:
                self.error(_span(line), f"la bredouille de {side.colour} est sans effet : il a "
                           "moins de trous", f"{side.colour}'s bredouille has no effect: he has "
                           "fewer trous", severity="warning")
        return tuple(sides)

    def _marque(self, line: Tree) -> MarqueRecord:
        tokens = [c for c in line.children if not hasattr(c, "data")]
        span = _span(line)
        sides = self._sides(line) if line.data == "marque_line" else ()
        coup = None
        if line.data == "marque_coup":
            coup = unquote(str(next(t for t in tokens if t.type == "STRING")))
        leaver = Colour(str(next(t for t in tokens if t.type == "COLOUR")))
        if any(side.colour is leaver and side.trous == 0 for side in sides):
            self.error(span, *leave_without_trou(leaver.value))
        leave_on, late = None, False
        egalite = None
        seize = None
        ecoles: list[EcoleNote] = []
        for child in (c for c in line.children if hasattr(c, "data")):
            words = [t for t in child.children if not hasattr(t, "data")]
            if child.data == "leave":
                leave_on = LeaveOn.SORTIE if str(words[0]) == "sortie" else LeaveOn.A_FAUX
                late = len(words) > 1
                if late and leave_on is LeaveOn.A_FAUX:
                    self.error(_span(words[1]), "« tard » ne se dit que d'un départ sur la sortie",
                               "“tard” is said only of a leave on the sortie")
            elif child.data == "note_egalite":
                egalite = int(words[1])
                low = min((s.trous for s in sides), default=egalite)
                if egalite < 6 or egalite > low:
                    self.error(_span(words[1]), f"égalité à {egalite} : il faut six trous au "
                               "moins, et pas plus que les trous de chacun à la fin",
                               f"level at {egalite}: six trous at least are needed, and no more "
                               "than each side's trous at the end")
            elif child.data == "note_seize":
                seize = SeizeDames(Colour(str(words[1])),
                                   str(words[2]) if len(words) > 2 else None)
            elif child.data == "note_ecole":
                if int(words[3]) < 1:
                    self.error(_span(words[3]), "une école vaut au moins un point",
                               "an école is worth one point at least")
                ecoles.append(EcoleNote(Colour(str(words[1])), str(words[2]), int(words[3])))
        return MarqueRecord(line=span.line, sides=sides, leaver=leaver, leave_on=leave_on,
                            late=late, egalite=egalite, seize=seize, ecoles=tuple(ecoles),
                            coup=coup)

    def _coherence(self, record: SeanceRecord, parties: list[PartieRecord], head: Span,
                   seen: dict[str, Span]) -> None:
        douze = record.kind is SeanceKind.DOUZE_TROUS
        only_ecrire = ("fiche", "prix", "queue", "de", "convention progression", "avantage")
        for name in (only_ecrire if douze else ("enjeu", "convention bredouille")):
            if name in seen:
                what = "une partie en douze trous" if douze else "la partie à écrire"
                what_en = "a partie en douze trous" if douze else "the partie à écrire"
                self.error(seen[name], f"« {name} » ne s'applique pas à {what}",
                           f"“{name}” does not apply to {what_en}")
        if douze:
            for marque in record.marques:
                self.error(Span(marque.line, 1), "une partie en douze trous n'a pas de marqués",
                           "a partie en douze trous has no marqués", Msg("une ligne « partie »",
                                                                         "a “partie” line"))
            if not parties:
                self.error(head, "il manque la ligne « partie » (les trous de chacun à la fin)",
                           "the “partie” line is missing (each side's trous at the end)")
            for extra in parties[1:]:
                self.error(Span(extra.line, 1), "la partie en douze trous n'a qu'une ligne "
                           "« partie »", "a partie en douze trous has one “partie” line only")
            if "enjeu" not in seen:
                self.error(head, "il manque l'enjeu de la partie", "the stake is missing",
                           Msg("« enjeu N fiches »", "“enjeu N fiches”"))
            for partie in parties:
                if max(s.trous for s in partie.sides) != 12:
                    self.error(Span(partie.line, 1), "la partie se termine au douzième trou du "
                               "gagnant", "the partie ends at the winner's twelfth trou",
                               Msg("12 trous pour le gagnant", "12 trous for the winner"))
            return
        for partie in parties:
            self.error(Span(partie.line, 1), "une ligne « partie » est pour la partie en douze "
                       "trous", "a “partie” line is for the partie en douze trous",
                       Msg("« marqué … »", "“marqué …”"))
        counted = 0
        annulled: int | None = None
        for marque in record.marques:
            if annulled is not None:
                self.error(Span(marque.line, 1), f"la partie a été annulée ligne {annulled} ; ce "
                           "marqué est d'une autre partie", f"the partie was annulled on line "
                           f"{annulled}; this marqué belongs to another", severity="warning")
            if marque.seize and marque.seize.choice == "annule":
                annulled = marque.line
            equal = (len(marque.sides) == 2 and marque.sides[0].trous == marque.sides[1].trous)
            void = marque.leave_on is LeaveOn.A_FAUX or marque.late
            if marque.coup is None and not equal and not void:
                counted += 1
                if counted > record.marques_agreed:
                    self.error(Span(marque.line, 1), f"la séance est de {record.marques_agreed} "
                               f"marqués ; celui-ci est le {counted}e",
                               f"the séance is of {record.marques_agreed} marqués; this is "
                               f"number {counted}")


def _long_numbers(tree: Tree, source: str) -> list[Diagnostic]:
    """A diagnostic for each number of more than ``MAX_DIGITS`` significant digits.

    No count of a séance comes near it, and such a number is refused where it stands, with the
    range expected, rather than handed to ``int`` (which fails past 4,300 digits).
    """
    from arbiter.notation.lalr import Token

    out = []
    tokens = (child for sub in tree.iter_subtrees() for child in sub.children
              if isinstance(child, Token) and child.type == "INT")
    for token in tokens:
        digits = str(token).lstrip("0")
        if len(digits) > MAX_DIGITS:
            out.append(Diagnostic(
                _span(token), Msg(f"nombre trop long ({len(digits)} chiffres)",
                                  f"number too long ({len(digits)} digits)"),
                Msg(f"un nombre d'au plus {MAX_DIGITS} chiffres",
                    f"a number of at most {MAX_DIGITS} digits"), source=source))
    return out


def check_seance(text: str, *, source: str = "<texte>"
                 ) -> tuple[SeanceRecord | TableRecord | None, list[Diagnostic]]:
    """Every problem of a séance record; the record when none is an error."""
    from arbiter.notation.lalr import UnexpectedInput

    parser = _parser()
    text = normalize_newlines(text)
    try:
        tree = parser.parse(text.lstrip("\ufeff"), start="seance")
    except UnexpectedInput as err:
        diagnostics = _line_by_line(text, source, parser)
        return None, diagnostics or [_syntax(err, parser, source)]
    too_long = _long_numbers(tree, source)
    if too_long:        # never converted: Python refuses digits beyond its limit
        return None, too_long
    builder = _Builder(source)
    record = builder.record(tree, preamble_of(text))
    if isinstance(record, TableRecord) and not any(d.severity == "error"
                                                   for d in builder.diagnostics):
        from arbiter.ecrire.order import check_order  # the order of a sound agreement

        builder.diagnostics += check_order(record, source)
    errors = any(d.severity == "error" for d in builder.diagnostics)
    return (None if errors else record), builder.diagnostics


def parse_seance(text: str, *, source: str = "<texte>") -> SeanceRecord | TableRecord:
    """The séance ``text`` records; :class:`NotationError` with every problem otherwise."""
    record, diagnostics = check_seance(text, source=source)
    if record is None:
        raise NotationError(diagnostics)
    return record
