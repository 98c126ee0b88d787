"""The plea of a side found without fault: the article that cleared him answers it.

Where the dispute sets out what the author of the fault found pleads, the article that answers
his plea decides (:mod:`.citing`). A dispute may be put by the other side instead, found without
fault, who pleads that he made none: « Noir soutient qu'ayant marqué l'école de Blanc il ne peut
être lui-même à l'école dans le même coup » (kd-14). Guiton answers that plea in the very article
under which the reasoning finds his omission no école, his question after « L'option de marquer,
ou de ne pas marquer une école… »: the victim who marked the école alone « n'était rigoureusement
tenu à marquer que quatre points, ainsi qu'il l'a fait ». « Fausse école », the article of the
other side's later act, shares as many of the dispute's words (« école », « même ») and is a
conclusion too, but it says what the other side did, not whether the pleader is at école.

The rule: one side pleads in the dispute (:meth:`.litige.Dispute.pleads`), and he is the author
of no fault found while the author of a fault found pleads nothing; an exception to the école par
moins left that side's omission no fault (:meth:`.Findings.clear`) under a particular article (not
one of :data:`.citing.GENERAL`, which every ruling of its kind states: « Définition », « Époque où
les écoles sont consommées »); and the dispute speaks of that article as closely as of any
particular article cited. That article decides, and is cited first; under Lebrun his own article
on its matter comes before it (:mod:`.bodies`: « Des Ecoles », « on ne peut également être mis à
l'école de ce qu'on n'a pas entièrement marqué l'école »).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.answer import Lead
from arbiter.engine.citing import GENERAL

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.engine.findings import Findings
    from arbiter.engine.replay import Replay


def judged(law: str, side: Colour, findings: Findings, rule: Callable[[], None]) -> None:
    """Apply an exception's ``rule`` to ``side``'s omission; where it leaves him no fault, the
    reasoning has cleared him under ``law`` (:meth:`.Findings.clear`). A rule that settles part
    of the omission and finds an école for the rest has not."""
    before, steps = sum(f.by is side for f in findings.faults), len(findings.trace)
    rule()
    if sum(f.by is side for f in findings.faults) == before:
        said = next((s.text for s in findings.trace[steps:] if s.law == law), None)
        findings.clear(law, side, said)


def answering(replay: Replay, relevance: dict[str, int]) -> Lead | None:
    """The article that answers the plea of a side found without fault (module doc), with the
    step of the reasoning that cleared him under it, which answers the plea before the faults
    found (« … ce qu'il a marqué compte pour ce qu'il était tenu de marquer … ; de ceux-là il ne
    fait pas école »); None where the rule does not apply. ``relevance``: how closely the
    dispute speaks of each law cited (:func:`.citing.relevance`)."""
    findings, dispute = replay.findings, replay.dispute
    if dispute is None or not findings.faults or not findings.cleared:
        return None
    authors = {fault.by for fault in findings.faults}

    def pleads(colour: Colour) -> bool:
        return dispute.pleads((colour.value, replay.record.header(colour.value.capitalize())
                               or ""))

    pleaders = [colour for colour in Colour if pleads(colour)]
    if len(pleaders) != 1 or pleaders[0] in authors:
        return None
    particular = [law for law in findings.laws if law not in GENERAL]
    closest = max((relevance.get(law, 0) for law in particular), default=0)
    for law, side, said in findings.cleared:
        if side is pleaders[0] and law in particular and relevance.get(law, 0) >= max(closest, 1) \
                and said is not None:
            return Lead(said, law)
    return None
