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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from arbiter.engine.litige import Dispute

NAMED_BY: Mapping[str, tuple[str, ...]] = {
    "de": ("le dé", "du dé", "au dé", "priorité"),
    "depart": ("s'en va", "s'en aller", "s'en est allé", "s'en allant", "parti"),
    "queue": ("la queue", "de queue", "les queues"),
    "queue-jetons": ("queue des jetons", "queue de jetons"),
    "paris": ("pari", "postillon"),
    "bredouille": ("bredouille",),
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


def answering(dispute: str | None, findings: Iterable[Mapping[str, Any]]) -> str | None:
    """The text of the finding (as ``settlement.v1`` gives it: ``topic``, ``text``) that
    answers the claim of ``dispute``, or None when the claim names no topic found."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    claim = read.claim_text
    spans = {p: (claim.index(p), claim.index(p) + len(p))
             for phrases in NAMED_BY.values() for p in phrases if p in claim}
    # of two phrases that overlap, the longer is what the claim says (« la queue des jetons »)
    named = [p for p, (a, b) in spans.items()
             if not any(len(q) > len(p) and c < b and a < d for q, (c, d) in spans.items())]
    best, best_rank = None, None
    for finding in findings:
        own = NAMED_BY.get(finding["topic"], ())
        text = finding["text"].lower()
        ranks = [(-claim.index(p), len(p), p in own) for p in named
                 if p in own or p in text]
        if ranks and (best_rank is None or max(ranks) >= best_rank):
            best, best_rank = finding["text"], max(ranks)
    return best
