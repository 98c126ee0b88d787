"""Building a :class:`~arbiter.notation.record.CoupRecord` from the grammar's parse tree.

Each node becomes a value: the headers, the position, the score, the relevé, the trait and
the acts, each act with the span of its text. What the grammar cannot say about a single value
(a die shows 1 to 6, a flèche is 0 to 24, a number has at most :data:`MAX_DIGITS` digits) is
reported here, located; what needs the whole record (fifteen dames a side, acts in an order
that can happen) is :mod:`arbiter.notation.check`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.diagnostics import Collector, Diagnostic
from arbiter.notation.record import (
    JACQUET_LOIS,
    KNOWN_LOIS,
    CoupRecord,
    PartieKind,
    Releve,
)
from arbiter.notation.syntax import unquote
from arbiter.score import Score, SideScore
from arbiter.span import Span
from arbiter.words import fold

if TYPE_CHECKING:
    from arbiter.notation.lalr import Token, Tree

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


class Builder:
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

def _fold(word: str) -> str:
    """« Cassé » and « casse » are the same incident."""
    return fold(word.strip())
