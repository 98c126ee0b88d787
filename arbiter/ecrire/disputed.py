"""Which finding of a settlement answers the dispute, so that « Réponse » says it before the
payment.

A séance's record may put a question about one point of the account (« Noir, qui s'en est
allé au premier marqué, réclame le dé » is about the dé, not about what he pays). The
settlement answers every point as a :class:`~arbiter.ecrire.settlement.Finding` with a topic;
the answer in one sentence is the finding on the point the claim names, then the payment. The
rule is the one the coups follow (:mod:`arbiter.engine.answer`): the claim is the ``[Litige]``
without its circumstances between commas (:attr:`arbiter.engine.litige.Dispute.claim_text`),
and a topic is named by the words a club uses for it. A finding speaks of what its topic's
words name, and of what its own text says in those words (a refait that gives « le dé »).
Of the findings that speak of what the claim names, the one named first in the claim
answers (« il garde le dé après le refait » is about the dé), of two phrases that overlap the
longer (« la queue des jetons », not « la queue »); then by its topic before by its text;
and the last found on a tie (the account's conclusion on that point). Without a ``[Litige]``,
or with a claim that names nothing found, the payment alone answers.

What is claimed comes after the verb that claims it (« réclame le dé », « soutient que … »): a
phrase there is the claim's object and comes before a phrase of its subject (« Jules, qui s'en
est allé au refait, réclame le dé » is about the dé). A phrase names its topic, so a finding
that speaks of the topic in any of its words answers it (« réclame le dé », « garde la
priorité du dé »). A dispute that names one marqué (« au troisième marqué », « marqué 3 ») is
answered by what is found on that marqué first, and of the order of a table by its clause for
that marqué.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from arbiter.engine.litige import Dispute

NAMED_BY: Mapping[str, tuple[str, ...]] = {
    "de": ("le dé", "du dé", "au dé", "priorité"),
    "depart": ("s'en va", "s'en aller", "s'en est allé", "s'en allant", "parti"),
    "queue": ("la queue", "de queue", "les queues"),
    "queue-jetons": ("queue des jetons", "queue de jetons"),
    "paris": ("pari", "postillon"),
    "bredouille": ("bredouille", "marqué double", "marqué simple", "marqué quadruple"),
    "pavillon": ("pavillon",),
    "refait": ("refait", "consolation"),
    "seize-dames": ("seize", "dame de plus"),
    "fiches": ("fiche",),
    "avantage": ("avantage",),
    "vacant": ("vacant",),
    "poule": ("poule", "la masse"),
    "entree": ("entrée", "entre dans"),
    "societe": ("associé", "société", "chouette"),
    "ordre": ("l'ordre", "à son tour", "son tour"),
}
"""The words by which a claim names a topic of the account (French, as headers are written)."""

_TOPIC_OF = {p: topic for topic, phrases in NAMED_BY.items() for p in phrases}
_VERB = re.compile(r"\b(réclame|soutient|conteste|demande|prétend|refuse|exige)\b")
_ORDINALS = ("premier", "second", "troisième", "quatrième", "cinquième", "sixième",
             "septième", "huitième", "neuvième", "dixième", "onzième", "douzième",
             "treizième", "quatorzième", "quinzième")
_NTH = re.compile(r"\b(premier|second|deuxième|" + "|".join(_ORDINALS[2:])
                  + r")\s+marqué\b|\bmarqué\s+(\d+)\b")
_CLAUSE = re.compile(r"(?=\bmarqué \d+\b)")


def named_marque(dispute: str | None) -> int | None:
    """The number of the one marqué the whole ``[Litige]`` names (« au troisième marqué »,
    « marqué 3 »), circumstances included; None when it names none or several."""
    if not dispute:
        return None
    found = set()
    for word, digits in _NTH.findall(dispute.lower()):
        found.add(int(digits) if digits else
                  2 if word == "deuxième" else _ORDINALS.index(word) + 1)
    return found.pop() if len(found) == 1 else None


def answering(dispute: str | None, findings: Iterable[Mapping[str, Any]],
              marques: Sequence[Mapping[str, Any]] = ()) -> str | None:
    """The text of the finding (as ``settlement.v1`` gives it: ``topic``, ``text``, ``line``)
    that answers the claim of ``dispute``, or None when the claim names no topic found.
    ``marques`` (``number``, ``line``) tell which lines are the marqué the dispute names."""
    found = answering_finding(dispute, findings, marques)
    return None if found is None else found["text"]


def answering_finding(dispute: str | None, findings: Iterable[Mapping[str, Any]],
                      marques: Sequence[Mapping[str, Any]] = ()) -> Mapping[str, Any] | None:
    """The finding that answers the claim (:func:`answering`), its text cut to the named
    marqué's clause when it is the order of a table."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    claim = read.claim_text
    spans = {p: (claim.index(p), claim.index(p) + len(p))
             for phrases in NAMED_BY.values() for p in phrases if p in claim}
    # of two phrases that overlap, the longer is what the claim says (« la queue des jetons »)
    named = [p for p, (a, b) in spans.items()
             if not any(len(q) > len(p) and c < b and a < d for q, (c, d) in spans.items())]
    verb = _VERB.search(claim)
    after = verb.start() if verb else 0
    findings = list(findings)
    nth = named_marque(dispute)
    if nth is not None:
        lines = {m.get("line") for m in marques if m.get("number") == nth}
        on_it = [_clause(f, nth) if f.get("topic") == "ordre" else f for f in findings
                 if f.get("line") in lines or f.get("topic") == "ordre"]
        best = _best(named, claim, after, [f for f in on_it if f is not None])
        if best is not None:
            return best
    return _best(named, claim, after, findings)


def _best(named: list[str], claim: str, after: int,
          findings: Iterable[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    best, best_rank = None, None
    for finding in findings:
        topic = finding["topic"]
        text = finding["text"].lower()
        ranks = [(claim.index(p) >= after, -claim.index(p), len(p), _TOPIC_OF[p] == topic)
                 for p in named
                 if _TOPIC_OF[p] == topic or any(q in text for q in NAMED_BY[_TOPIC_OF[p]])]
        if ranks and (best_rank is None or max(ranks) >= best_rank):
            best, best_rank = finding, max(ranks)
    return best


def _clause(finding: Mapping[str, Any], nth: int) -> Mapping[str, Any] | None:
    """The order of a table said for marqué ``nth`` alone (its clauses, a replay's included)."""
    parts = [p.strip().rstrip(";.").strip() for p in _CLAUSE.split(finding["text"])
             if re.match(rf"marqué {nth}\b", p)]
    if not parts:
        return None
    return {**finding, "text": " ; ".join(parts) + "."}
