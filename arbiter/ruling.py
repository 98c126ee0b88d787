"""A ruling: what the engine concluded, as a plain value that every renderer reads.

Nothing here knows how the conclusion was reached (that is the engine) or how it is shown
(that is render/). :func:`Ruling.to_json` gives the ``ruling.v1`` object described in
shared/NOTATION.md; the text and HTML pages are rendered from the same fields.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from arbiter.board import Position
from arbiter.colour import BOTH, Colour
from arbiter.i18n import Lang, Msg
from arbiter.score import Score, SideScore
from arbiter.value import Value, value_class
from arbiter.vocabulary import FaultKind

SCHEMA = "ruling.v1"


@value_class
class EarnedItem(Value):
    """One thing a throw earns one side: a dame battue, a plein, an impuissance…"""

    kind: str
    points: int
    beneficiary: Colour
    law: str
    moyens: int = 1
    doublet: bool = False
    target: int | None = None          # flèche in the beneficiary's numbering, when there is one
    routes: tuple[str, ...] = ()        # "5: 9→14", "6+5: 7→13→18" (thrower's numbering)
    note: Msg | None = None

    def to_json(self, lang: Lang) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "points": self.points, "moyens": self.moyens,
                               "doublet": self.doublet, "law": self.law}
        if self.target is not None:
            out["target"] = self.target
        if self.routes:
            out["routes"] = list(self.routes)
        if self.note is not None:
            out["note"] = self.note.get(lang)
        return out


@value_class
class CoupEntry(Value):
    """A throw of the record and what it earns each side, before any fault."""

    thrower: Colour
    dice: tuple[int, int]
    line: int
    items: tuple[EarnedItem, ...] = ()
    void: Msg | None = None   # a throw made void by a dice incident: it earns nothing

    def points(self, colour: Colour) -> int:
        return sum(i.points for i in self.items if i.beneficiary is colour)

    def to_json(self, lang: Lang) -> dict[str, Any]:
        out: dict[str, Any] = {
            "thrower": self.thrower.value,
            "dice": list(self.dice),
            "line": self.line,
            "entitlements": {
                c.value: {"points": self.points(c),
                          "items": [i.to_json(lang) for i in self.items if i.beneficiary is c]}
                for c in BOTH
            },
        }
        if self.void is not None:
            out["void"] = self.void.get(lang)
        return out


@value_class
class Fault(Value):
    """A fault of a player: its kind, size, author, and the act that consummated it."""

    kind: str
    by: Colour
    summary: Msg
    laws: tuple[str, ...]
    points: int | None = None
    consummated: bool = True
    act: int | None = None      # line of the act that consummated it (or that committed it)
    fleches: tuple[int, ...] = ()  # flèches it concerns, in the author's numbering
    # an école its victim lost the right to mark when it was made (he pegged his trou before
    # the thrower marked: Guiton III « serait déchu du droit de marquer cette école »)
    forfeited: bool = False

    @property
    def reported_kind(self) -> str:
        """The kind other tools read (``kind`` in JSON). The engine keeps the école des deux
        jetons apart, since its matter is the old points a jeton left shows, not the points of
        a throw. Where it gives those points to the opponent (Lebrun: « peut être envoyé à
        l'école des quatre ou six points qu'il avait, et auxquels il n'a pas pris garde »), it
        is by its matter an école par moins, points one had and did not keep marked (Guiton III
        « Définition »: « on ne marque pas les points qu'on a »), and is reported so, with its
        own name beside it. Guiton's gives him nothing (« il ne peut pour cela marquer
        l'école ») and keeps its own kind."""
        if self.kind == FaultKind.ECOLE_DEUX_JETONS and self.points:
            return FaultKind.ECOLE_PAR_MOINS.value
        return self.kind

    def to_json(self, lang: Lang) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.reported_kind, "by": self.by.value,
                               "consummated": self.consummated, "act": self.act,
                               "summary": self.summary.get(lang), "laws": list(self.laws)}
        if self.reported_kind != self.kind:
            out["name"] = self.kind
        if self.points is not None:
            out["points"] = self.points
        if self.forfeited:
            out["forfeited"] = True
        if self.fleches:
            out["fleches"] = list(self.fleches)
        return out


@value_class
class Choice(Value):
    """One of the ways an option may be exercised: its letter, what it does, and whether
    it is what happens when the holder says nothing."""

    key: str
    text: Msg
    default: bool = False
    # The score once the ruling is applied if the holder makes this choice, where the engine
    # applies the choice to the marks (the choices as values: the score follows from them);
    # None where the choice does not move the marks the engine keeps.
    score_after: Score | None = None


@value_class
class Option(Value):
    """A right one party may exercise: who holds it, among what, until when."""

    holder: Colour
    subject: Msg
    choices: tuple[Choice, ...]
    laws: tuple[str, ...]
    until: Msg | None = None
    # The score after the ruling counts this option's default choice (an école its victim
    # may mark): the pages say so, and ruling.v1 lists it in ``score_after_assumes``.
    assumes_default: bool = False

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "holder": self.holder.value,
            "subject": self.subject.get(lang),
            "choices": [{"key": c.key, "text": c.text.get(lang), "default": c.default,
                         "score_after": (c.score_after.as_dict() if c.score_after is not None
                                         else None)}
                        for c in self.choices],
            "until": self.until.get(lang) if self.until else None,
            "laws": list(self.laws),
        }


@value_class
class Citation(Value):
    """A law the ruling rests on, as printed: id, source, heading and a short quote."""

    law: str
    source: str
    article: str
    quote: str
    summary: Msg

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {"law": self.law, "source": self.source, "article": self.article,
                "quote": self.quote, "summary": self.summary.get(lang)}


@value_class
class TraceStep(Value):
    """One step of the engine's reasoning: a law considered, a fact read, a conclusion…"""

    step: str   # "fact" | "law" | "conclusion" | "rejected" | "question"
    text: Msg
    law: str | None = None
    line: int | None = None

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {"step": self.step, "text": self.text.get(lang), "law": self.law,
                "line": self.line}


@value_class
class RecordedAct(Value):
    """An act of the record as the facts section shows it: line and canonical text."""

    line: int
    actor: Colour | None
    text: str


@value_class
class Receipt(Value):
    """What a ruling was made from (the arbiter's version, the record's and the law base's
    SHA-256), so that anyone can check it was made from the texts shown."""

    version: str
    input_sha256: str
    laws_sha256: str

    def to_json(self) -> dict[str, str]:
        return {"arbiter": self.version, "input_sha256": self.input_sha256,
                "laws_sha256": self.laws_sha256}


@value_class
class GameEnd(Value):
    """The end of a game the record reaches (games that end on the board, as Jacquet): who
    won, what the game is worth and why. ``analogy`` says a reading or a borrowed law the
    value rests on; ``condition``, that the win stands only if the loser lets the last play
    stand. Optional in ``ruling.v1`` (the key ``result`` is absent without it)."""

    winner: Colour
    value: int
    unit: str               # "points" or "trous"
    basis: Msg
    laws: tuple[str, ...]
    analogy: Msg | None = None
    condition: Msg | None = None
    """Set when the game is won only if the loser lets the last play stand: an option of his
    on that play is still open (he may have it replayed, and then the game goes on)."""

    @property
    def final(self) -> bool:
        """No option left open can undo the win."""
        return self.condition is None

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {"winner": self.winner.value, "value": self.value, "unit": self.unit,
                "basis": self.basis.get(lang), "laws": list(self.laws),
                "analogy": self.analogy.get(lang) if self.analogy else None,
                "final": self.final,
                "condition": self.condition.get(lang) if self.condition else None}


@value_class
class LedgerEntry(Value):
    """One change the ruling made to one side's marks: at which act (``line``; None for what
    the engine settled when the record ended), and the marks before and after. The ledger is
    every such change in order, so that the score after can be traced to the acts and the
    findings that made it (see :mod:`arbiter.invariants`)."""

    line: int | None
    side: Colour
    before: SideScore
    after: SideScore

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "side": self.side.value, "before": self.before.as_dict(),
                "after": self.after.as_dict()}


@value_class
class Ruling(Value):
    """Everything a ruling says. ``outcome``: decided, undecided (with questions) or nothing
    to decide (a record of throws only)."""

    case: tuple[tuple[str, str], ...]
    lois: str
    position: Position
    score_before: Score
    trait: Colour
    acts: tuple[RecordedAct, ...]
    coups: tuple[CoupEntry, ...]
    faults: tuple[Fault, ...]
    options: tuple[Option, ...]
    score_after: Score
    citations: tuple[Citation, ...]
    trace: tuple[TraceStep, ...]
    outcome: str
    decision: tuple[Msg, ...]
    questions: tuple[Msg, ...] = ()
    other_opinions: tuple[Msg, ...] = ()
    highlights: dict[str, tuple[int, ...]] = field(default_factory=dict)
    receipt: Receipt | None = None
    result: GameEnd | None = None
    ledger: tuple[LedgerEntry, ...] = ()

    def header(self, name: str) -> str | None:
        for key, value in self.case:
            if key.lower() == name.lower():
                return value
        return None

    def player(self, colour: Colour) -> str:
        return self.header(colour.value.capitalize()) or colour.value

    def to_json(self, lang: Lang = "fr") -> dict[str, Any]:
        """The ``ruling.v1`` object. Deterministic: same ruling, same dict, same order."""
        return {
            "schema": SCHEMA,
            "lang": lang,
            "case": {k: v for k, v in self.case},
            "lois": self.lois,
            "outcome": self.outcome,
            "trait": self.trait.value,
            "position": {c.value: {str(f): n for f, n in self.position.occupied(c)}
                         for c in BOTH},
            "score_before": self.score_before.as_dict(),
            "acts": [{"line": a.line, "actor": a.actor.value if a.actor else None,
                      "text": a.text} for a in self.acts],
            "coups": [c.to_json(lang) for c in self.coups],
            "faults": [f.to_json(lang) for f in self.faults],
            "options": [o.to_json(lang) for o in self.options],
            "score_after": self.score_after.as_dict(),
            "ledger": [e.to_json() for e in self.ledger],
            "score_after_assumes": [
                {"option": i, "holder": o.holder.value,
                 "choice": next((c.key for c in o.choices if c.default), None)}
                for i, o in enumerate(self.options) if o.assumes_default],
            "decision": [m.get(lang) for m in self.decision],
            "questions": [m.get(lang) for m in self.questions],
            "other_opinions": [m.get(lang) for m in self.other_opinions],
            "citations": [c.to_json(lang) for c in self.citations],
            "trace": [t.to_json(lang) for t in self.trace],
            "highlights": {k: list(v) for k, v in sorted(self.highlights.items())},
            "receipt": self.receipt.to_json() if self.receipt else None,
        } | ({"result": self.result.to_json(lang)} if self.result is not None else {})
