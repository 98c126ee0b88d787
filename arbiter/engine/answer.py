"""Which sentence answers the dispute: the first of the decision, and the law that leads the
citations with it.

A ruling says many things: the faults found, what was decided beside them (a leave held, a
bredouille rightly taken off, a trou claimed too late), and, in its reasoning, why each throw
counts as it does. The referee is asked one question (the record's ``[Litige]``) and reads the
first sentence as its answer and the first article cited as the one that settles it. Those two
must be the same matter, and the matter the claim is about. One rule decides it:

1. the claim is the ``[Litige]`` without the circumstances set between commas (« Noir soutient
   que Blanc, ayant effacé les points de trop, ne peut plus s'en aller »: the question is the
   leave; :attr:`.litige.Dispute.claim`);
2. each sentence that may answer is weighed by the words of the claim that the heading and
   summary of the laws deciding it share: the fault the dispute is about (ranked by
   :mod:`.disputed`), and each sentence of the decision said with its law
   (:meth:`.findings.Findings.decide`);
3. a sentence of the decision leads when it speaks of the claim more closely than that fault
   (one under a general article, :data:`.citing.GENERAL`, only when the claim names its
   matter as closely as is measured); its law then leads the citations (:mod:`.citing`).
   With no fault found, the decision's own first sentence answers, as the law that said it
   put it there;
4. with neither a fault nor a decision to say, the step of the reasoning under the article
   cited first that speaks of the claim is the answer (« noir a pris douze points sans
   interruption : c'est un trou double… » answers « Noir n'a que deux trous »), said after
   « Aucune faute n'est relevée ».

5. a claim of several questions (clauses set apart by « ; »: « Noir ôte après son jet les
   deux points de trop de Blanc ; Blanc marque l'école des quatre points que Noir n'a pas
   marqués ») is answered on each in the first sentence: each clause, read as a claim of its
   own, takes the fault it is about (:func:`.disputed.answer_first`) among those no clause
   before it took, when it speaks of one at all (:func:`.disputed.speaks_of`), in the
   claim's order (:func:`asked`). One question answered and the other left to the list of
   faults is half an answer.

The fault keeps the lead on a tie: a fault is what most disputes are about. Without a
``[Litige]`` nothing is moved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arbiter.engine import disputed
from arbiter.engine.citing import GENERAL
from arbiter.engine.litige import CAP, Dispute
from arbiter.engine.wording import say
from arbiter.i18n import Msg
from arbiter.value import Value, value_class

if TYPE_CHECKING:
    from arbiter.engine.findings import Findings
    from arbiter.ruling import Fault

Wording = Callable[[str], tuple[str, ...]]


@value_class
class Lead(Value):
    """The decision's sentence that answers the claim, and the law that decides it."""

    sentence: Msg
    law: str


def _weight(dispute: Dispute, laws: Sequence[str], wording: Wording) -> int:
    """How closely the laws that decide a sentence speak of the claim: their headings and
    summaries, not the sentence, whose circumstances (« au relevé suivant », « il a touché ses
    dames ») may share a word with the claim by chance."""
    said: list[str] = []
    for law in laws:
        said.extend(wording(law))
    return dispute.claimed(said)


def decision_lead(findings: Findings, first_fault: Fault | None, dispute: Dispute | None,
                  wording: Wording) -> Lead | None:
    """The sentence of the decision that answers the claim before the fault ``first_fault``
    (rule 3), or None when the fault answers it (or there is none)."""
    if dispute is None or first_fault is None or not findings.decided_by:
        return None
    standing = [(msg, law) for msg, law in findings.decided_by if msg in findings.decision]
    if not standing:
        return None
    best, best_weight = None, _weight(dispute, first_fault.laws, wording)
    for msg, law in standing:
        weight = _weight(dispute, (law,), wording)
        if law in GENERAL and weight < CAP:
            continue    # a general article is seldom the point in dispute (:mod:`.citing`)
        if weight > best_weight:
            best, best_weight = Lead(msg, law), weight
    return best


def reasoning_lead(findings: Findings, law: str | None, dispute: Dispute | None) -> Msg | None:
    """With no fault and no decision to say, the step of the reasoning under ``law`` (the
    article cited first) that speaks of the claim (rule 4), the closest and then the last."""
    if dispute is None or law is None:
        return None
    best, best_weight = None, 0
    source_note = say("game.law-borrowed")   # where the law comes from answers nothing
    for step in findings.trace:
        if step.law != law or step.step not in ("law", "conclusion") or step.text == source_note:
            continue
        weight = dispute.claimed((step.text.fr, step.text.en))
        if weight and weight >= best_weight:
            best, best_weight = step.text, weight
    return best


def earning_lead(findings: Findings, earned: Sequence[tuple[Msg, str]], dispute: Dispute | None,
                 wording: Wording) -> Lead | None:
    """With no fault found, what a throw earned answers the claim when the claim speaks of the
    law that gives it more closely than of any sentence of the decision, and by more than one
    word (« le jan de deux tables ne se fait qu'au premier relevé » is answered by the jan the
    throw made, not by the leave before it). ``earned``: each earning said as a sentence, with
    its law."""
    if dispute is None or findings.faults:
        return None
    standing = [(msg, law) for msg, law in findings.decided_by if msg in findings.decision]
    best, best_weight = None, max([1, *(_weight(dispute, (law,), wording)
                                        for _, law in standing)])
    for sentence, law in earned:
        if law in GENERAL:
            continue    # a general article is seldom the point in dispute (:mod:`.citing`)
        weight = _weight(dispute, (law,), wording)
        if weight > best_weight:
            best, best_weight = Lead(sentence, law), weight
    return best


def asked(faults: Sequence[Fault], dispute: Dispute | None) -> list[Fault]:
    """The faults a claim of several questions asks about, one a question in the claim's
    order (rule 5); empty for a claim of one question, or when fewer than two of its
    questions are about a fault found (the fault :mod:`.disputed` ranks first answers then)."""
    if dispute is None or len(faults) < 2:
        return []
    said: list[Fault] = []
    for clause in dispute.claim_text.split(";"):
        question = Dispute.of(clause)
        rest = [f for f in faults if all(f is not s for s in said)]
        if question is None or not question.words or not rest:
            continue
        first = disputed.answer_first(rest, question)[0]
        # one act found as two faults of one account (a false trou: the école and the
        # leave) is one answer, said once
        if disputed.speaks_of(question, first) and all(f.summary != first.summary
                                                       for f in said):
            said.append(first)
    return said if len(said) > 1 else []
