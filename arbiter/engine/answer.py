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
   A sentence said under a law by which a fault was found absent (:meth:`.findings.Findings.
   absent_under`) does not answer before a fault found. With no fault found, the decision's
   own first sentence answers, as the law that said it put it there, unless a later one's law
   speaks of the claim by more of its words (two at least: the leave held is said before the
   jeton the leaver left, and the claim may be the école of that jeton). An answer the replay
   puts before the faults (``Findings.decide_first``) is the first sentence; said with its law
   (« … 4 points marquent l'école de noir : il ne marque rien de trop », under « Définition »),
   that law leads the citations (:mod:`.decide`);
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
   faults is half an answer. A clause is also cut where « et » opens a second predicate
   (« n'a que onze trous et ne peut s'en aller »). A question about no fault found is
   answered by the sentence of the decision, else the step of the reasoning, that says most
   of it (« … et soutient garder sa bredouille »: the series not broken); a question that
   calls a fault by its name when none was made is answered that there is none (« Il n'y a
   pas de fausse école. »), then by the fault found. A clause that only replies (« … ; Noir
   répond que … ») asks of a fault only when it names it: a defence is no new question.

6. where no sentence of the decision answers before the fault and no article leads by the
   rules above, a claim by which the holder of an option the ruling opens asks for one of its
   choices is settled by the article that opens it, cited first (:func:`option_asked`; the
   option is said where options are): « Blanc exige qu'il la marque tout entière », Noir
   having marked a part of the école, asks for the whole that « du moment que l'on marque une
   partie de l'école, l'adversaire peut obliger de marquer le tout » lets him require, not of
   the école itself.

The fault keeps the lead on a tie: a fault is what most disputes are about. Without a
``[Litige]`` nothing is moved.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from arbiter.engine import disputed
from arbiter.engine.citing import GENERAL
from arbiter.engine.litige import CAP, Dispute, words
from arbiter.engine.wording import say
from arbiter.i18n import Msg
from arbiter.ruling import Fault, Option
from arbiter.value import Value, value_class
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.findings import Findings

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
    if dispute is None or not findings.decided_by:
        return None
    standing = [(msg, law) for msg, law in findings.decided_by if msg in findings.decision]
    if not standing:
        return None
    if first_fault is None:
        return _later_sentence(standing, dispute, wording)
    best, best_weight = None, _weight(dispute, first_fault.laws, wording)
    for msg, law in standing:
        weight = _weight(dispute, (law,), wording)
        if law in GENERAL and weight < CAP:
            continue    # a general article is seldom the point in dispute (:mod:`.citing`)
        if law in findings.absent:
            continue    # a fault found absent under it: the fault found answers first
        if weight > best_weight:
            best, best_weight = Lead(msg, law), weight
    return best


def option_asked(findings: Findings, dispute: Dispute | None,
                 names: Callable[[Colour], tuple[str, ...]]) -> Option | None:
    """The option whose article answers the claim (rule 6): one the ruling opens whose holder
    asks, in the claim's first question, for what one of its choices says (by two of his
    words, or all of a demand of one word, as a sentence must to answer a question,
    :func:`_other_answer`). He asks to use the right the ruling gives him, and the article
    that opens it decides. « Noir ne marque que quatre des huit points de l'école du jeton ;
    Blanc exige qu'il la marque tout entière » is his choice « exiger l'école entière », which
    « du moment que l'on marque une partie de l'école, l'adversaire peut obliger de marquer le
    tout » gives him (Guiton: « si elle est marquée, elle doit l'être en totalité »), not the
    école of the jeton, which nobody disputes (lp-02). The holder may be the fault's author,
    whose clauses are otherwise read as his plea (:class:`.litige.Hearing`): a demand to use a
    right the ruling gives him pleads nothing against the fault. ``names``: a side's colour
    and name."""
    if dispute is None:
        return None
    question = dispute.first_question()
    for option in findings.options:
        demand = question.asked_by(names(option.holder))
        if demand is None or not demand.claim or not option.laws:
            continue
        texts = [text for choice in option.choices for text in (choice.text.fr, choice.text.en)]
        if _shared(demand, texts) >= min(2, len(demand.claim)):
            return option
    return None


def _later_sentence(standing: Sequence[tuple[Msg, str]], dispute: Dispute,
                    wording: Wording) -> Lead | None:
    """With no fault found, the decision's first sentence answers (rule 3), unless a later
    one's law speaks of the claim more closely, by two of its words at least (as a sentence
    must to answer a question, :func:`_other_answer`): the leave held is said first, and the
    claim may be of the école of the jeton the leaver left."""
    best, best_weight = None, max(1, _weight(dispute, (standing[0][1],), wording))
    for msg, law in standing[1:]:
        weight = _weight(dispute, (law,), wording)
        if law not in GENERAL and weight > best_weight:
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


_COUNTS = {"deux": 2, "quatre": 4, "six": 6, "huit": 8, "dix": 10, "douze": 12}
_CONTESTED = re.compile(r"\b(" + "|".join(_COUNTS) + r"|\d+) points? que (blanc|noir)\b")
"""The points a claim names by their count and the side who takes them (« conteste les deux
points que Blanc marque »): one side's earning, which the claim questions, not the other's."""


def contested(dispute: Dispute | None, earned: Sequence[tuple[str, str, int]]) -> str | None:
    """The law of the one earning the claim names by its count and its side (:data:`_CONTESTED`)
    among ``earned`` (law, side, points), if exactly one is so named: with no fault, the
    article that gives it answers the claim (kf-12: blanc's 2 for the six not played answer to
    « Impuissance », not to the plein noir kept by it; kfn-02 the other way)."""
    if dispute is None:
        return None
    found = _CONTESTED.search(dispute.claim_text.lower())
    if found is None:
        return None
    count = int(found.group(1)) if found.group(1).isdigit() else _COUNTS[found.group(1)]
    named = {law for law, side, points in earned if side == found.group(2) and points == count}
    return named.pop() if len(named) == 1 else None


def earning_lead(findings: Findings, earned: Sequence[tuple[Msg, str]], dispute: Dispute | None,
                 wording: Wording, named: str | None = None) -> Lead | None:
    """With no fault found, what a throw earned answers the claim when the claim speaks of the
    law that gives it more closely than of any sentence of the decision, and by more than one
    word (« le jan de deux tables ne se fait qu'au premier relevé » is answered by the jan the
    throw made, not by the leave before it). ``earned``: each earning said as a sentence, with
    its law. ``named``: the law of an earning the claim names by its count and side
    (:func:`contested`), which answers it before any other."""
    if dispute is None or findings.faults:
        return None
    for sentence, law in earned:
        if law == named:
            return Lead(sentence, law)
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


_REPLY = re.compile(r"\b(répond|réplique|objecte|rétorque)\b")
"""The verb of a clause that only replies to the one before it (« … ; Paul répond que … »)."""

_NEW_PREDICATE = re.compile(
    r"\s+et\s+(?=(?:ne\s|n'|soutient\b|prétend\b|réclame\b|demande\b|exige\b|veut\b))")
"""« et » that opens a second predicate of the same subject (« n'a que onze trous et ne peut
s'en aller », « les efface et soutient garder sa bredouille »): a second question."""


def questions(dispute: Dispute) -> list[tuple[Dispute, bool]]:
    """The questions of a claim, in its order: its clauses set apart by « ; », each cut again
    where « et » opens a second predicate (:data:`_NEW_PREDICATE`); each with whether it only
    replies to the one before (« Blanc répond que … »): the other side of that question, which
    asks of a fault only when it names it (:func:`asked`)."""
    said: list[tuple[Dispute, bool]] = []
    for clause in dispute.claim_text.split(";"):
        reply = _REPLY.search(clause) is not None
        for part in _NEW_PREDICATE.split(clause):
            question = Dispute.of(part)
            if question is not None and question.words:
                said.append((question, reply))
    return said


def _named(question: Dispute) -> list[FaultKind]:
    """The kinds of fault a question calls by their name (« fausse école », « école par
    trop »): it asks of a fault of that kind and of no other."""
    return [kind for kind in FaultKind if kind.display.fr in question.text]


def _none_of(kind: FaultKind) -> Msg:
    """« Il n'y a pas de fausse école. »: the answer to a question about a fault not made."""
    label = kind.display
    de = "d'" if label.fr[:1] in "aeéèêiouhAEÉIOUH" else "de "
    return Msg(f"Il n'y a pas {de}{label.fr}.", f"There is no {label.en}.")


def _shared(question: Dispute, texts: Sequence[str]) -> int:
    """How many words of ``question`` ``texts`` say, one word meeting another when either
    begins the other (« garder » and « garde », « efface » and « effacé »): a question of a
    clause or two is short, and each of its words counts."""
    said = set().union(*(words(t) for t in texts)) if texts else set()
    return sum(1 for w in question.claim
               if any(w.startswith(t) or t.startswith(w) for t in said
                      if min(len(w), len(t)) >= 4))


def _other_answer(question: Dispute, findings: Findings, wording: Wording,
                  taken: Sequence[Fault | Msg]) -> Msg | None:
    """What answers a question that speaks of no fault found: the sentence of the decision
    whose law and words say most of it, else the step of the reasoning that says most of it
    (one that applies a law, or a fact the engine found rather than an act read back), the
    last on a tie. A sentence of the decision must say two of its words, or all of a
    question of one word; a step, of which there are many, two: a word in common by chance
    is no answer."""
    faults = [f.summary for f in findings.faults]
    best: Msg | None = None
    best_weight = (min(2, len(question.claim)) - 1, 0)
    for msg, law in findings.decided_by:
        if msg not in findings.decision or msg in taken or msg in faults:
            continue
        # its law's words and its own; on a tie, the sentence that says more in its own
        weight = (_shared(question, (*wording(law), msg.fr)), _shared(question, (msg.fr,)))
        if weight > best_weight:
            best, best_weight = msg, weight
    if best is not None:
        return best
    most = 1
    for step in findings.trace:
        if step.text in taken or step.text in faults or step.text == say("game.law-borrowed"):
            continue
        if not (step.law is not None or (step.step == "fact" and step.line is None)):
            continue
        weight = _shared(question, (step.text.fr,))
        if weight > 1 and weight >= most:
            best, most = step.text, weight
    return best


def asked(faults: Sequence[Fault], dispute: Dispute | None, findings: Findings | None = None,
          wording: Wording | None = None) -> list[Fault | Msg]:
    """The answers a claim of several questions asks for, one a question in the claim's
    order (rule 5): the fault it is about; for a question that calls a fault by its name, a
    fault of that kind or, none being made, the sentence that says so (:func:`_none_of`,
    then the fault the claim is about, which a claim of one question would otherwise leave
    unsaid); for a question about no fault found, what the decision or the reasoning says of
    it (:func:`_other_answer`). A question about a fault another question already took adds
    nothing; a reply asks only of a fault it names. Empty for a claim answered on one point,
    or when no fault is found (the decision's own first sentence answers then)."""
    if dispute is None or not faults:
        return []
    said: list[Fault | Msg] = []
    not_made: list[Msg] = []
    for question, reply in questions(dispute):
        rest = [f for f in faults if all(f is not s for s in said)]
        named = _named(question)
        if named:
            of_kind = [f for f in rest if f.kind in named]
            if of_kind:
                said.append(disputed.answer_first(of_kind, question)[0])
            elif all(f.kind not in named for f in faults):
                not_made.append(_none_of(named[0]))
                said.append(not_made[-1])
            continue
        first = disputed.answer_first(rest, question)[0] if rest else None
        if first is not None and (disputed.speaks_of(question, first) if not reply
                                  else disputed.names(question, first)):
            # one act found as two faults of one account (a false trou: the école and the
            # leave) is one answer, said once
            if all(not isinstance(s, Fault) or _distinct(s, first) for s in said):
                said.append(first)
            continue
        if reply or any(disputed.speaks_of(question, f) for f in faults) \
                or disputed.names_a_kind(question):
            continue    # a reply that names no fault, a fault another question took, or a
                        # question in a fault's words that no fault found answers
        if findings is not None and wording is not None:
            other = _other_answer(question, findings, wording, said)
            if other is not None:
                said.append(other)
    if not any(isinstance(s, Fault) for s in said):
        if not not_made or len(not_made) < len(said):
            return []
        # the claim asked only of faults not made: the fault found answers after that
        said.append(disputed.answer_first(faults, dispute)[0])
    return said if len(said) > 1 else []


def _distinct(one: Fault, other: Fault) -> bool:
    """Two faults that are not one act said twice (their accounts differ)."""
    return one.summary != other.summary
