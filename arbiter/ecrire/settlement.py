"""A settlement: what the body of law concludes about a séance, as plain values.

The reasoning is data: every figure carries the laws that give it, and the findings list,
in order, what was considered, what was concluded and, where the sources differ, the other
opinion. :meth:`Settlement.to_json` gives the ``settlement.v1`` object (docs/NOTATION.md,
« Séance »); the text and HTML sheets are rendered from the same fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.colour import BOTH, Colour
from arbiter.i18n import Lang, Msg

SCHEMA = "settlement.v1"


def _c(colour: Colour | None) -> str | None:
    return colour.value if colour is not None else None


@dataclass(frozen=True, slots=True)
class Finding:
    """One step of the reasoning: a conclusion, the laws behind it, and the other opinion."""

    topic: str
    text: Msg
    laws: tuple[str, ...] = ()
    line: int | None = None
    other: Msg | None = None
    question: Msg | None = None
    other_laws: tuple[str, ...] = ()
    """The articles of the other opinion (the other body of law's), cited after all others."""

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {"topic": self.topic, "line": self.line, "text": self.text.get(lang),
                "laws": list(self.laws),
                "other_opinion": self.other.get(lang) if self.other else None,
                "question": self.question.get(lang) if self.question else None}


@dataclass(frozen=True, slots=True)
class EcoleRuling:
    """An école made in a séance: who made it, of what kind, for how many points, and whether
    it is passed (not marked) because its maker has the avantage des écoles."""

    by: Colour
    kind: str
    points: int
    passed: bool

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.value, "kind": self.kind, "points": self.points,
                "passed": self.passed}


@dataclass(frozen=True, slots=True)
class MarqueResult:
    """One marqué line as ruled: ``status`` is won, refait, not-ended or undecided."""

    line: int
    status: str
    trous: tuple[tuple[Colour, int], ...]
    number: int | None = None           # its rank among the marqués that count
    de: Colour | None = None            # who had the priority of the dé in it
    winner: Colour | None = None
    bredouille: bool = False
    kind: str | None = None
    multiplier: int | None = None
    refaits_before: int = 0
    consolation: int | None = None
    payment: int | None = None
    formula: str | None = None
    laws: tuple[str, ...] = ()
    alternatives: tuple[tuple[str, int], ...] = ()
    ecoles: tuple[EcoleRuling, ...] = ()
    leaver: Colour | None = None

    @property
    def loser(self) -> Colour | None:
        return self.winner.opponent if self.winner else None

    def trous_of(self, colour: Colour) -> int:
        return dict(self.trous).get(colour, 0)

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "number": self.number, "status": self.status,
                # who played it, in the order of its line, as a séance at a table lists them
                "players": [c.value for c, _ in self.trous],
                "de": _c(self.de), "leaver": _c(self.leaver),
                "trous": {c.value: n for c, n in self.trous},
                "winner": _c(self.winner), "loser": _c(self.loser),
                "bredouille": self.bredouille, "kind": self.kind,
                "multiplier": self.multiplier, "refaits_before": self.refaits_before,
                "consolation": self.consolation, "payment": self.payment,
                "formula": self.formula, "laws": list(self.laws),
                "alternatives": dict(self.alternatives) if self.alternatives else None,
                "ecoles": [e.to_json() for e in self.ecoles]}


@dataclass(frozen=True, slots=True)
class Pari:
    """A marqué lost beyond one's share: the first is the postillon."""

    by: Colour
    rank: int
    jetons: int

    @property
    def to(self) -> Colour:
        return self.by.opponent

    @property
    def name(self) -> str:
        return "postillon" if self.rank == 1 else "pari"

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.value, "to": self.to.value, "rank": self.rank,
                "name": self.name, "jetons": self.jetons}


@dataclass(frozen=True, slots=True)
class Payment:
    """Who pays whom at the end, in fiches (and money) when the record gives the ratio."""

    payer: Colour | None
    jetons: int
    fiches: int | None = None
    remainder: int | None = None        # jetons beyond the whole fiches of the balance
    queue_fiches: int = 0
    money: int | None = None
    unit: str | None = None

    @property
    def payee(self) -> Colour | None:
        return self.payer.opponent if self.payer else None

    def to_json(self) -> dict[str, Any]:
        return {"payer": _c(self.payer), "payee": _c(self.payee), "jetons": self.jetons,
                "fiches": self.fiches, "remainder": self.remainder,
                "queue_fiches": self.queue_fiches, "money": self.money, "unit": self.unit}


@dataclass(frozen=True, slots=True)
class PartieResult:
    """A partie en douze trous: its winner and what the stake is multiplied by."""

    line: int
    winner: Colour
    trous: tuple[tuple[Colour, int], ...]
    bredouille: bool
    multiplier: int
    enjeu: int
    laws: tuple[str, ...]

    @property
    def value(self) -> int:
        return self.multiplier * self.enjeu

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "winner": self.winner.value,
                "trous": {c.value: n for c, n in self.trous}, "bredouille": self.bredouille,
                "multiplier": self.multiplier, "enjeu": self.enjeu, "value": self.value,
                "laws": list(self.laws)}


@dataclass(frozen=True, slots=True)
class Settlement:
    """The ruling on a séance (or a partie en douze trous)."""

    lois: str
    kind: str
    players: tuple[tuple[Colour, str], ...]
    agreed: tuple[tuple[str, Any], ...]
    outcome: str                        # decided, undecided, option
    status: str                         # complete, unfinished, annulled
    marques: tuple[MarqueResult, ...] = ()
    account: tuple[tuple[Colour, int], ...] = ()
    marques_lost: tuple[tuple[Colour, int], ...] = ()
    queue_jetons: tuple[int, Colour | None, tuple[tuple[Colour, int], ...]] | None = None
    paris: tuple[Pari, ...] = ()
    balance: tuple[Colour | None, int] | None = None
    queue: tuple[Colour | None, int] | None = None
    payment: Payment | None = None
    partie: PartieResult | None = None
    option_holder: Colour | None = None
    findings: tuple[Finding, ...] = ()
    dispute: str | None = None
    laws_sha256: str = ""

    @property
    def questions(self) -> tuple[Msg, ...]:
        return tuple(f.question for f in self.findings if f.question is not None)

    def cited(self) -> tuple[str, ...]:
        """Every law cited, in order of first citation."""
        seen: dict[str, None] = {}
        for marque in self.marques:
            seen.update(dict.fromkeys(marque.laws))
        if self.partie is not None:
            seen.update(dict.fromkeys(self.partie.laws))
        for finding in self.findings:
            seen.update(dict.fromkeys(finding.laws))
        # the other opinion is named with its own article, which never decides: it comes last
        for finding in self.findings:
            seen.update(dict.fromkeys(law for law in finding.other_laws if law not in seen))
        return tuple(seen)

    def to_json(self, lang: Lang = "fr") -> dict[str, Any]:
        from arbiter import __version__
        from arbiter.ecrire.disputed import deciding_laws
        from arbiter.laws import load_laws

        findings = [f.to_json(lang) for f in self.findings]
        marques = [m.to_json() for m in self.marques]
        lead = deciding_laws(self.dispute, findings, marques, [n for _, n in self.players],
                             self.lois)
        citations = citations_json(tuple(dict.fromkeys((*lead, *self.cited()))), lang)
        queue_jetons = None
        if self.queue_jetons is not None:
            jetons, to, net = self.queue_jetons
            queue_jetons = {"jetons": jetons, "to": _c(to), "net": {c.value: n for c, n in net}}
        return {
            "schema": SCHEMA,
            "lois": self.lois,
            "kind": self.kind,
            "players": {c.value: name for c, name in self.players},
            "agreed": dict(self.agreed),
            "dispute": self.dispute,
            "outcome": self.outcome,
            "status": self.status,
            "option": {"holder": _c(self.option_holder)} if self.option_holder else None,
            "marques": marques,
            "account": {c.value: n for c, n in self.account} if self.account else None,
            "marques_lost": ({c.value: n for c, n in self.marques_lost}
                             if self.marques_lost else None),
            "queue_jetons": queue_jetons,
            "paris": [p.to_json() for p in self.paris],
            "balance": ({"winner": _c(self.balance[0]), "jetons": self.balance[1]}
                        if self.balance else None),
            "queue": ({"to": _c(self.queue[0]), "fiches": self.queue[1]}
                      if self.queue else None),
            "payment": self.payment.to_json() if self.payment else None,
            "partie": self.partie.to_json() if self.partie else None,
            "findings": findings,
            "questions": [q.get(lang) for q in self.questions],
            "citations": citations,
            "receipt": {"arbiter": __version__, "laws_sha256": load_laws().sha256},
        }


def zero() -> dict[Colour, int]:
    return dict.fromkeys(BOTH, 0)


def citations_json(law_ids: tuple[str, ...], lang: Lang = "fr") -> list[dict[str, Any]]:
    """The ``citations`` of ``settlement.v1``: each law a sheet cites, quoted from the base,
    for the two-player sheet and the sheet of several players alike."""
    from arbiter.laws import load_laws

    base = load_laws()
    out = []
    for law_id in law_ids:
        law = base.get(law_id)
        out.append({"id": law.id, "source": base.citation_source(law, lang),
                    "chapter": law.chapter, "article": law.article,
                    "quote": law.quote, "summary": law.summary.get(lang)})
    return out
