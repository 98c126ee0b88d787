"""The settlement of a séance of several players, as plain values, and its ``settlement.v1``
JSON: the keys of the two-player settlement with their meaning kept, the accounts keyed by the
players' letters (or a society's letters joined by « + ») instead of colours, and the keys a
table adds (``arrangement``, ``accounts``, each marqué's ``players``, ``vacant`` and
``vacant_consolation``, ``balances`` and ``payments``). docs/NOTATION.md lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.ecrire.settlement import SCHEMA, Finding, citations_json
from arbiter.i18n import Lang, Msg


@dataclass(frozen=True, slots=True)
class TableMarqueResult:
    """One line as ruled, with who sat at the table."""

    line: int
    status: str                              # won, refait, not-ended, undecided
    trous: tuple[tuple[str, int], ...]
    players: tuple[str, ...] = ()
    vacant: tuple[str, ...] = ()
    de: str | None = None
    leaver: str | None = None
    number: int | None = None
    winner: str | None = None
    loser: str | None = None
    winner_account: str | None = None
    loser_account: str | None = None
    kind: str | None = None
    multiplier: int | None = None
    refaits_before: int = 0
    consolation: int | None = None
    payment: int | None = None
    vacant_consolation: int | None = None
    formula: str | None = None
    laws: tuple[str, ...] = ()
    alternatives: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "number": self.number, "status": self.status,
                "players": list(self.players), "vacant": list(self.vacant), "de": self.de,
                "leaver": self.leaver, "trous": dict(self.trous), "winner": self.winner,
                "loser": self.loser, "winner_account": self.winner_account,
                "loser_account": self.loser_account, "kind": self.kind,
                "multiplier": self.multiplier, "refaits_before": self.refaits_before,
                "consolation": self.consolation, "payment": self.payment,
                "vacant_consolation": self.vacant_consolation, "formula": self.formula,
                "laws": list(self.laws),
                "alternatives": dict(self.alternatives) if self.alternatives else None}


@dataclass(frozen=True, slots=True)
class TablePayment:
    """What one account pays another at the end."""

    payer: str
    payee: str
    jetons: int
    fiches: int | None = None
    remainder: int | None = None
    queue_fiches: int = 0
    money: int | None = None
    unit: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"payer": self.payer, "payee": self.payee, "jetons": self.jetons,
                "fiches": self.fiches, "remainder": self.remainder,
                "queue_fiches": self.queue_fiches, "money": self.money, "unit": self.unit}


@dataclass(frozen=True, slots=True)
class TableSettlement:
    """The ruling on a séance of several players."""

    lois: str
    arrangement: str
    players: tuple[tuple[str, str], ...]
    accounts: tuple[tuple[str, tuple[str, ...]], ...]   # account id → its players
    agreed: tuple[tuple[str, Any], ...]
    outcome: str
    status: str
    marques: tuple[TableMarqueResult, ...] = ()
    account: tuple[tuple[str, int], ...] = ()          # jetons won at the marqués, net
    marques_lost: tuple[tuple[str, int], ...] = ()
    queue_jetons: tuple[int, str | None, tuple[tuple[str, int], ...]] | None = None
    paris: tuple[tuple[str, str, int, int], ...] = ()   # by, to, rank between them, jetons
    balance: tuple[tuple[str, int], ...] = ()           # each account after the paris
    queue: tuple[str | None, int] | None = None
    payments: tuple[TablePayment, ...] = ()
    pool: dict[str, Any] | None = None                  # the poule
    findings: tuple[Finding, ...] = ()
    dispute: str | None = None
    laws_sha256: str = ""

    @property
    def questions(self) -> tuple[Msg, ...]:
        return tuple(f.question for f in self.findings if f.question is not None)

    def cited(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for finding in self.findings:
            seen.update(dict.fromkeys(finding.laws))
        for marque in self.marques:
            seen.update(dict.fromkeys(marque.laws))
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
            queue_jetons = {"jetons": jetons, "to": to, "net": dict(net)}
        single = self.payments[0].to_json() if len(self.payments) == 1 else None
        return {
            "schema": SCHEMA,
            "lois": self.lois,
            "kind": "poule" if self.arrangement == "poule" else "a-ecrire",
            "arrangement": self.arrangement,
            "players": dict(self.players),
            "accounts": {a: list(members) for a, members in self.accounts},
            "agreed": dict(self.agreed),
            "dispute": self.dispute,
            "outcome": self.outcome,
            "status": self.status,
            "option": None,
            "marques": marques,
            "account": dict(self.account) if self.account else None,
            "marques_lost": dict(self.marques_lost) if self.marques_lost else None,
            "queue_jetons": queue_jetons,
            "paris": [{"by": by, "to": to, "rank": rank,
                       "name": "postillon" if rank == 1 else "pari", "jetons": jetons}
                      for by, to, rank, jetons in self.paris],
            "balance": None,
            "balances": dict(self.balance) if self.balance else None,
            "queue": {"to": self.queue[0], "fiches": self.queue[1]} if self.queue else None,
            "payment": single,
            "payments": [p.to_json() for p in self.payments],
            "pool": self.pool,
            "partie": None,
            "findings": findings,
            "questions": [q.get(lang) for q in self.questions],
            "citations": citations,
            "receipt": {"arbiter": __version__, "laws_sha256": load_laws().sha256},
        }
