"""The engine's reasoning, kept as data while it replays a coup.

Every module of the engine writes here (facts read, laws considered, conclusions, faults,
options, questions) instead of returning ad-hoc strings, so that the ruling can be rendered
in any language and format, and so that a reader can follow why each conclusion was reached.
"""

from __future__ import annotations

from dataclasses import field

from arbiter.board import OFF
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.ruling import Choice, Fault, Option, TraceStep
from arbiter.value import Mutable, Value, value_class


def until_throw(colour: Colour) -> Msg:
    """The usual term of an option: it lasts until ``colour`` throws the dice (Guiton ch. III:
    a fault is claimed, or a choice made, before one's next throw)."""
    return Msg(f"jusqu'à ce que {colour} jette les dés", f"until {colour} throws the dice")


def until_played(colour: Colour) -> Msg:
    """The term of an école under Lebrun: its victim may mark it until he has played (« si vous
    avez joué depuis », « Du privilège de s'en aller »)."""
    return Msg(f"jusqu'à ce que {colour} ait joué", f"until {colour} has played")


@value_class
class Lapse(Value):
    """A victim's throw that ended his claims against a play: whose play (``by``), the coup it
    was made in (from line ``since``), the throw's line (``at``) and the laws of the options
    that lapsed there."""

    by: Colour
    since: int
    at: int
    laws: frozenset[str]

    def ends(self, fault: Fault) -> bool:
        """Was ``fault`` one of the faults whose options lapsed at this throw?"""
        return fault.by is self.by and fault.act is not None \
            and self.since <= fault.act < self.at and bool(self.laws & set(fault.laws))


@value_class
class Findings(Mutable):
    """Mutable collector used during one replay; frozen into a Ruling at the end."""

    trace: list[TraceStep] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    options: list[Option] = field(default_factory=list)
    decision: list[Msg] = field(default_factory=list)
    decided_by: list[tuple[Msg, str]] = field(default_factory=list)
    """Each sentence of the decision said with the law that decides it (:meth:`decide`)."""
    deciding: list[str] = field(default_factory=list)
    grounds: list[tuple[Msg, str, Colour]] = field(default_factory=list)
    """Each step that states a condition a sentence of the decision stands on, found met, with
    its law and the side that decision favours (:meth:`ground`): the trou won by his own dé and
    the reste not marked, on which a leave held stands; his word said before he played, which
    the play did not undo (« sa parole l'oblige à s'en aller, et le coup joué ensuite ne le fait
    pas rester »). Not the plain step that the word said binds him to go, said of every leave
    by words, nor the reste he loses by leaving: they follow from the leave."""
    absent: list[str] = field(default_factory=list)   # laws under which no fault was found
    cleared: list[tuple[str, Colour, Msg | None]] = field(default_factory=list)
    """Each exception to the école par moins that left a side's omission no fault, with that
    side and the step that says so (:meth:`clear`)."""
    met: list[str] = field(default_factory=list)   # closing rules whose case the record shows
    """The laws that decide what the decision's sentences say (a fault's, or the law named
    with :meth:`decide`), in order: the ruling cites them first."""
    answer: list[Msg] = field(default_factory=list)
    """Sentences that answer the dispute before the faults are listed: a claim made too late
    is answered by its lateness, not by the fault it names (:meth:`decide_first`)."""
    answered_by: list[tuple[Msg, str]] = field(default_factory=list)
    """The law each of those sentences is said with, where one decides it."""
    questions: list[Msg] = field(default_factory=list)
    other_opinions: list[Msg] = field(default_factory=list)
    laws: list[str] = field(default_factory=list)
    opinion_laws: list[str] = field(default_factory=list)
    """The laws the other opinions name (each opinion with a law names it here)."""
    diverged: list[str] = field(default_factory=list)
    """Guiton's laws at which the replay reached a point where Lebrun decides otherwise
    (:func:`arbiter.engine.regimes.override`): the bodies of law are told apart there
    (:mod:`arbiter.engine.bodies`)."""
    aside: list[str] = field(default_factory=list)
    """Guiton's laws at which the bodies part on a point beside the decision (the term of an
    option still open): the other opinion is named, but the differing law does not lead the
    citations, which the article deciding the dispute leads."""
    earned: dict[str, list[str]] = field(default_factory=dict)
    """What the throws earned under each law, by the earning's name (« jan de mezeas »): one
    article of Guiton's (« Battre les deux coins ») covers earnings Lebrun tells apart."""
    highlights: dict[Colour, set[int]] = field(default_factory=dict)
    lapses: list[Lapse] = field(default_factory=list)
    """The victims' throws that ended their claims against a play, in order
    (:mod:`.play_faults`): the faults they were on are consummated there."""

    # -- reasoning -----------------------------------------------------------------------
    def cite(self, *law_ids: str) -> None:
        for law_id in law_ids:
            if law_id not in self.laws:
                self.laws.append(law_id)

    def fact(self, fr: str, en: str, line: int | None = None) -> None:
        self.trace.append(TraceStep("fact", Msg(fr, en), line=line))

    def law(self, law_id: str, fr: str, en: str) -> None:
        self.cite(law_id)
        self.trace.append(TraceStep("law", Msg(fr, en), law=law_id))

    def ground(self, law_id: str, fr: str, en: str, *, favours: Colour) -> None:
        """A step of the reasoning under ``law_id`` that states a condition the decision about
        to be said stands on, found met (« noir n'a pas marqué ses 4 points de reste : marqués,
        ils lui auraient ôté le droit de s'en aller », before « noir s'en va régulièrement »);
        ``favours``: the side that decision is for (the leaver). A claim against it (« il doit
        rester », :func:`.heard.contested`) disputes its conditions: the article of the one it
        speaks of answers it, not one whose step only follows from the decision (the word said
        that binds him, the reste he loses by leaving), whatever words they share with it
        (:mod:`.citing`, :mod:`.bodies`)."""
        self.law(law_id, fr, en)
        self.grounds.append((Msg(fr, en), law_id, favours))

    def law_first(self, law_ids: tuple[str, ...], fr: str, en: str) -> None:
        """A step stated under the first of ``law_ids``, the article that says it of the case,
        the others it rests on (a general option) cited after it."""
        self.law(law_ids[0], fr, en)
        self.cite(*law_ids[1:])

    def conclude(self, fr: str, en: str, law_id: str | None = None,
                 line: int | None = None) -> None:
        if law_id:
            self.cite(law_id)
        self.trace.append(TraceStep("conclusion", Msg(fr, en), law=law_id, line=line))

    def reject(self, fr: str, en: str, law_id: str | None = None) -> None:
        if law_id:
            self.cite(law_id)
        self.trace.append(TraceStep("rejected", Msg(fr, en), law=law_id))

    def ask(self, fr: str, en: str) -> None:
        msg = Msg(fr, en)
        self.questions.append(msg)
        self.trace.append(TraceStep("question", msg))

    def opinion(self, fr: str, en: str, law_id: str | None = None) -> None:
        if law_id:
            self.cite(law_id)
            if law_id not in self.opinion_laws:
                self.opinion_laws.append(law_id)
        self.other_opinions.append(Msg(fr, en))

    def diverge(self, law_id: str, *, beside: bool = False) -> None:
        """The replay reached a point where Lebrun's law differs from Guiton's ``law_id``;
        ``beside``: a point the decision does not turn on (see ``aside``)."""
        target = self.aside if beside else self.diverged
        if law_id not in target:
            target.append(law_id)

    def decide(self, fr: str, en: str, law_id: str | None = None, *,
               about: str | None = None) -> None:
        """A sentence of the decision (said once), with the law that decides it, if one
        does. ``about``: the law whose matter the sentence states, where no one law decides
        it (a leave held is the sum of every article on leaving that the coup met): it tells
        :mod:`.answer` what the sentence answers, without leading the citations."""
        if Msg(fr, en) not in self.decision:
            self.decision.append(Msg(fr, en))
        if law_id or about:
            self.decided_by.append((Msg(fr, en), law_id or about))
        if law_id:
            self.cite(law_id)
            if law_id not in self.deciding:
                self.deciding.append(law_id)

    def absent_under(self, law_id: str) -> None:
        """The reasoning concluded under ``law_id`` that a fault is absent (a side marked what
        a throw gave both sides, in their order): in a ruling that finds no fault at all that
        conclusion answers the claim of one; in a ruling with a fault the fault's articles
        answer, and ``law_id`` only explains (:mod:`.citing`)."""
        if law_id not in self.absent:
            self.absent.append(law_id)

    def clear(self, law_id: str, side: Colour, said: Msg | None = None) -> None:
        """The reasoning found under ``law_id`` that what ``side`` left unmarked is no école of
        his (Guiton's question after « L'option de marquer… »: the victim who marked the école
        alone « a fait tout ce que la règle prescrit »). Where that side pleads, found without
        fault, the article that cleared him answers his plea, and ``said`` (the step of the
        reasoning that cleared him) answers it first (:mod:`.pleaded`)."""
        if all((law, colour) != (law_id, side) for law, colour, _ in self.cleared):
            self.cleared.append((law_id, side, said))

    def meet(self, law_id: str) -> None:
        """The record shows the particular case of one of Lebrun's closing rules ``law_id``
        (a dame taken for another, a touched dame that cannot be played): under his law the
        rule is cited with his article on the matter (:mod:`.bodies`); under Guiton's it is
        not his matter. Cites nothing by itself."""
        if law_id not in self.met:
            self.met.append(law_id)

    def withdraw(self, fr: str, en: str) -> None:
        """Take back a sentence of the decision that a later act of the record made untrue
        (the order of marking at a throw, undone by an école marked before it); its law no
        longer leads the citations unless it decides another sentence."""
        msg = Msg(fr, en)
        if msg not in self.decision:
            return
        self.decision.remove(msg)
        laws = [law for said, law in self.decided_by if said == msg]
        self.decided_by = [(said, law) for said, law in self.decided_by if said != msg]
        for law in laws:
            if law in self.deciding and all(other != law for _, other in self.decided_by):
                self.deciding.remove(law)

    def decide_first(self, fr: str, en: str, law_id: str | None = None) -> None:
        """A decision that answers the dispute itself: it opens the decision, before the
        faults (the claim against a fault the claimant let lapse is answered by that); with
        ``law_id``, the law that decides it, which then leads the citations (the first
        sentence is read as the answer and the first article as the one that settles it)."""
        self.answer.append(Msg(fr, en))
        if law_id:
            self.cite(law_id)
            self.answered_by.append((Msg(fr, en), law_id))

    def answering(self) -> tuple[str, ...]:
        """The laws of the answers that still open the decision (:meth:`decide_first`; one
        taken back, its author having marked what it said was not his, answers nothing)."""
        return tuple(dict.fromkeys(law for msg, law in self.answered_by if msg in self.answer))

    def highlight(self, colour: Colour, *fleches: int) -> None:
        self.highlights.setdefault(colour, set()).update(f for f in fleches if 0 <= f <= OFF)

    # -- results -------------------------------------------------------------------------
    def fault(self, fault: Fault) -> Fault:
        self.cite(*fault.laws)
        self.faults.append(fault)
        if fault.fleches:
            self.highlight(fault.by, *fault.fleches)
        return fault

    def option(self, holder: Colour, subject: Msg, choices: list[tuple[str, Msg, bool]],
               laws: tuple[str, ...], until: Msg | None = None, *,
               assumes_default: bool = False) -> Option:
        """Open an option. The same right offered again (same holder, subject and choices,
        e.g. by two laws against one coin taken par puissance) is listed once, with the laws
        of both."""
        self.cite(*laws)
        option = Option(holder, subject,
                        tuple(Choice(k, t, d) for k, t, d in choices), laws, until,
                        assumes_default)
        for i, known in enumerate(self.options):
            if (known.holder, known.subject, known.choices) == (holder, subject,
                                                                 option.choices):
                merged = Option(holder, subject, known.choices,
                                known.laws + tuple(x for x in laws if x not in known.laws),
                                known.until or until,
                                known.assumes_default or assumes_default)
                self.options[i] = merged
                return merged
        self.options.append(option)
        return option

    def faults_of(self, kind: str) -> list[Fault]:   # a FaultKind, or its value
        return [f for f in self.faults if f.kind == kind]
