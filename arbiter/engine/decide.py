"""Rule on a recorded coup: replay it, then assemble the ruling.

This module only orchestrates: the replay finds facts and faults, the law base supplies the
citations, and the result is a :class:`~arbiter.ruling.Ruling` that knows nothing of how it
will be shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from arbiter import __version__
from arbiter.colour import BOTH
from arbiter.digest import sha256
from arbiter.engine import (
    answer,
    bodies,
    citing,
    disputed,
    earning_disputed,
    game_end,
    heard,
    pleaded,
    regimes,
)
from arbiter.engine.families import dispatch_for
from arbiter.engine.findings import Findings
from arbiter.engine.replay import Replay, counts_only
from arbiter.engine.scoring import Marking
from arbiter.engine.wording import both
from arbiter.games import registry
from arbiter.games.bundle import Game
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.record import CoupRecord
from arbiter.ruling import Citation, Fault, Option, Receipt, RecordedAct, Ruling
from arbiter.vocabulary import FaultKind, Outcome
from arbiter.words import capital, count, naming, points_en, points_fr


def replay_for(record: CoupRecord, game: Game) -> Replay:
    """A replay of ``record`` as ``game`` is judged: its rules, its marking, its families."""
    marking = Marking(game.marking.add_points) if game.marking is not None else None
    return Replay(record=record, game=game, marking=marking, dispatch=dispatch_for(game))


def decide(record: CoupRecord, *, source_text: str = "",
           choices: Mapping[int, str] | None = None) -> Ruling:
    """Rule on ``record``. ``source_text`` is the file as read, for the receipt's hash.

    ``choices`` names the choice a holder made of an option (its number in the ruling, from
    1 -> the key of a choice); an option not named counts its default: the penalty the text
    names, or, in a game whose texts name none (Jacquet), the play as made. Each choice of an
    option whose choice moves the marks carries the score it leads to
    (``Choice.score_after``), found by ruling the record again with that choice made: the
    score after follows from the choices, and the referee reads what each would give."""
    from arbiter.laws import load_laws

    laws = load_laws()
    key = registry.game_key(record)
    try:
        game = registry.get_game(key)
    except KeyError:
        return _unknown_game(record, key, source_text, laws)
    made = dict(choices or {})
    with naming(game.geometry.namer):      # flèches named as this game's referee says them
        ruling, consulted = _rule(record, game, laws, source_text, made)
        return _scores_by_choice(ruling, consulted, made,
                                 lambda other: _rule(record, game, laws, source_text, other)[0])


def _scores_by_choice(ruling: Ruling, consulted: dict[int, Msg], made: dict[int, str],
                      rule_with: Callable[[dict[int, str]], Ruling]) -> Ruling:
    """``ruling`` with, on each choice of the options whose choice the marks followed, the
    score after that choice (the others' choices as made or by default). An option withdrawn
    after it was asked (the opponent took one of two jetons off himself) has no scores."""
    options = list(ruling.options)
    for number, subject in sorted(consulted.items()):
        if not 0 < number <= len(options) or options[number - 1].subject != subject:
            continue
        option = options[number - 1]
        in_effect = made.get(number) or next(
            (c.key for c in option.choices if c.default), None)
        scored = []
        for choice in option.choices:
            if choice.key == in_effect:
                after = ruling.score_after
            else:
                other = rule_with({**made, number: choice.key})
                same = (len(other.options) >= number
                        and other.options[number - 1].subject == option.subject
                        and other.outcome != Outcome.UNDECIDED)
                after = other.score_after if same else None
            scored.append(replace(choice, score_after=after))
        options[number - 1] = replace(option, choices=tuple(scored))
    return replace(ruling, options=tuple(options))


def _rule(record: CoupRecord, game: Game, laws, source_text: str,
          choices: dict[int, str]) -> tuple[Ruling, dict[int, Msg]]:
    replay = replay_for(record, game)
    replay.choices = choices
    findings = replay.findings
    known = regimes.KNOWN if game.marking is not None else game.lois
    if record.lois not in known:
        findings.ask(
            f"Le corps de lois « {record.lois} » n'est pas connu de l'arbitre (connus : "
            f"{', '.join(known)}).",
            f"The body of law “{record.lois}” is unknown to the arbiter (known: "
            f"{', '.join(known)}).")
        replay.blocking = True
    elif replay.rules_error is not None:
        findings.ask(*both("game.headers-unreadable", error=replay.rules_error))
        replay.blocking = True
    else:
        replay.run()
    for coup in replay.coups:
        for item in coup.items:
            findings.cite(item.law)
            # by the names Lebrun tells his sentences apart by: the jans of « Des Jans » (a dame
            # or the coin beaten is his « jan de récompense », 1° and 2°), and « … par plusieurs
            # moyens »
            named = (_HIS_NAMES.get(item.kind, item.kind.replace("_", " ")
                                    if "jan" in item.kind else ""),
                     "par plusieurs moyens" if item.moyens > 1 else "")
            findings.earned.setdefault(item.law, []).extend(n for n in named if n)
    # what the throws earned: a void throw earned nothing, whatever its numbers would be worth
    items = tuple(item for coup in replay.coups if not coup.void for item in coup.items)
    # a ground answers only a claim against the decision it grounds (:func:`heard.contested`):
    # the others explain, as any step does
    findings.grounds[:] = heard.contested(replay)
    ranked = disputed.answer_first(findings.faults, replay.dispute)
    own_words = heard.wording_of(laws)
    asked = answer.asked(ranked, replay.dispute, findings, own_words)
    asked_faults = [a for a in asked if isinstance(a, Fault)]
    ranked = [*asked_faults, *(f for f in ranked if all(f is not a for a in asked_faults))]
    lead = answer.decision_lead(findings, ranked[0] if ranked else None, replay.dispute,
                                own_words)
    if lead is None and not findings.faults:
        lead = answer.earning_lead(findings, _earned(replay, laws), replay.dispute,
                                   own_words, answer.contested(replay.dispute, tuple(
                                       (item.law, item.beneficiary.value, item.points)
                                       for item in items if item.law in laws)))
    deciding = _deciding(findings, record.conduct_lois, laws, lead)
    # the answer that opens the decision, said with its law, is what the claim is answered by
    deciding = (*(law for law in findings.answering() if law not in deciding
                  and _may_lead(law, record.conduct_lois, laws)), *deciding)
    if lead is None:
        deciding = (*_first_asked(findings, asked, record.conduct_lois, laws),
                    *deciding)
    if lead is None and not deciding:
        deciding = _option_asked(findings, replay, laws)
    term = heard.lapsed_term(replay, ranked[0] if ranked else None, own_words)
    if term is not None:
        deciding = (term, *(law for law in deciding if law != term))
    wording = own_words
    dispute = replay.dispute
    finer = None
    if record.conduct_lois == regimes.LEBRUN and game.marking is not None \
            and dispute is not None:
        wording = bodies.with_his_words(wording, laws, frozenset(findings.laws),
                                        dispute.first_question().relevance)
        speaks = heard.speaks_of(dispute.first_question(), own_words)
        assert speaks is not None
        finer = bodies.in_his_nearness(findings, laws, speaks)
    his_own = _his_own(ranked[0]) if ranked else ()
    # how closely the dispute speaks of each law cited, measured once for the findings as they
    # are here: the rules below that ask it cite nothing before they do
    near = None if deciding else citing.relevance(findings, dispute, wording)
    cleared = None if near is None else pleaded.answering(replay, near)
    if cleared is not None:
        # the plea of a side found without fault: the article that cleared him decides, and
        # the step that cleared him answers (:mod:`.pleaded`)
        deciding, lead = (cleared.law,), lead or cleared
        his_own = (*bodies.his_laws(deciding, laws), *his_own)
    said = earning_disputed.ecole_against_said_count(replay, ranked[0]) \
        if ranked and not deciding else earning_disputed.SaidCount.NONE
    if said is not earning_disputed.SaidCount.NONE:
        # a marking beyond (or short of) a count said right: the école's own article decides,
        # as the ruling names it for the fault (Lebrun's « dit je gagne six points et en
        # marque huit »)
        short = earning_disputed.short_of_count_said(replay, said)
        deciding = (short,) if short else ranked[0].laws[:1]
        if short:
            findings.cite(short)
        his_own = (*bodies.his_laws(deciding, laws), *his_own)
    elif not deciding and ranked:
        # no sentence of the decision answers the claim: an école turning on whether the throw
        # earned its points is answered by that earning's article (:mod:`.earning_disputed`)
        assert near is not None     # measured above, nothing deciding yet
        deciding = tuple(law for law in (earning_disputed.deciding_earning(
            replay, ranked[0], near,
            (lambda law: dispute.first_question().relevance(wording(law)))
            if dispute is not None else None),)
            if law is not None and _may_lead(law, record.conduct_lois, laws))
        for law in deciding:
            # the earning the claim names, which no step of the reasoning was said under (the
            # plein de retour believed kept, kf-03), is cited as the one that answers it
            if law not in findings.laws:
                findings.cite(law)
    general_here = bodies.general_in_his_words(laws) \
        if record.conduct_lois == regimes.LEBRUN else frozenset()
    clock = earning_disputed.forgotten(replay, ranked[0]) if ranked and not deciding else None
    if clock is not None and dispute is not None \
            and dispute.first_question().relevance(wording(clock)) <= 0:
        # a plea that does not speak of the time of the marking at all (« on ne conserve pas
        # quand un nombre ne peut se jouer », g6-fd05) disputes the earning, not the clock
        clock = None
    hearing = heard.hearing_of(replay, ranked[0] if ranked else None)
    forgotten = None
    if clock is not None:
        earning = earning_disputed.earned_laws(replay, ranked[0])

        def unanswering(first: str) -> bool:
            """Whether ``first``, leading, would not answer the plea: the earning's article,
            not being in dispute, or one only the winner's clause reaches (« Noir dit qu'il ne
            marque pas après avoir joué ; Blanc marque l'école et le trou double »: the école
            in Blanc's bredouille, wd-01)."""
            return first in earning or heard.winners_only(hearing.plea, dispute, wording(first))

        # an omission forgotten, the earning agreed (« il pouvait marquer après avoir joué »):
        # where a law that does not answer the plea would lead, the article that says when the
        # time to mark is past does (:func:`.earning_disputed.forgotten`)
        forgotten = (clock, unanswering)
    if near is not None and near.keys() != set(findings.laws):
        near = None     # a law cited since (the earning that decides): measured again
    led = citing.deciding_first(findings, items, record.conduct_lois, _miscounted(replay),
                                deciding, replay.dispute, wording, general_here, finer,
                                hearing, forgotten, near)
    if clock is not None and led == (clock,):
        his_own = (*bodies.his_laws(led, laws), *his_own)
    first_law = findings.laws[0] if findings.laws else None
    end = None
    if game.marking is not None:
        regimes.lebrun_citations(replay)
        bodies.cite_by_body(findings, record.conduct_lois, laws,
                            heard.speaks_of(replay.dispute, own_words),
                            his_own)
    else:
        if record.conduct_lois == regimes.LEBRUN:
            # Lebrun's name: where Jacquet borrows trictrac's law, his trictrac article first
            bodies.lebrun_first(findings, laws)
        end = game_end.finish(replay)
        # a game that borrows trictrac's laws of conduct parts from Lebrun where Guiton does
        bodies.cite_where_parted(findings, record.conduct_lois, laws)

    _negative_marks(replay)
    outcome = _outcome(replay)
    _summarise(replay, outcome, ranked, lead, first_law, asked)
    citations = []
    for law_id in findings.laws:
        if law_id not in laws:
            findings.ask(f"La loi « {law_id} » manque à la base des lois.",
                         f"The law “{law_id}” is missing from the law base.")
            continue
        law = laws.get(law_id)
        citations.append(Citation(law.id, laws.citation_source(law, "fr"), law.article,
                                  law.quote, law.summary))
    ruling = Ruling(
        case=record.headers, lois=record.lois, position=record.position,
        score_before=record.score, trait=record.trait,
        acts=tuple(RecordedAct(a.span.line, a.actor, _act_text(a)) for a in record.acts),
        coups=bodies.coups_in_his_words(replay.entries(), record.conduct_lois, laws),
        faults=bodies.in_his_words(findings.faults, record.conduct_lois, laws),
        options=bodies.in_his_words(findings.options, record.conduct_lois, laws),
        score_after=replay.score,
        citations=tuple(citations), trace=tuple(findings.trace), outcome=outcome,
        decision=tuple(findings.decision), questions=tuple(findings.questions),
        other_opinions=tuple(findings.other_opinions),
        highlights={c.value: tuple(sorted(findings.highlights.get(c, ()))) for c in BOTH
                    if findings.highlights.get(c)},
        receipt=Receipt(__version__, sha256(source_text.encode("utf-8")).hexdigest(),
                        laws.sha256),
        result=end, ledger=tuple(replay.ledger),
    )
    return ruling, replay.consulted


def _unknown_game(record: CoupRecord, key: str, source_text: str, laws) -> Ruling:
    """A file that names a game the arbiter does not know: undecided, with the question."""
    known = ", ".join(registry.known_games())
    findings = Findings()
    findings.ask(f"Le jeu « {key} » n'est pas connu de l'arbitre (connus : {known}).",
                 f"The game “{key}” is unknown to the arbiter (known: {known}).")
    findings.decision.append(Msg(
        "L'arbitre ne peut trancher sans la réponse aux questions ci-dessous.",
        "The arbiter cannot decide without the answers to the questions below."))
    return Ruling(
        case=record.headers, lois=record.lois, position=record.position,
        score_before=record.score, trait=record.trait,
        acts=tuple(RecordedAct(a.span.line, a.actor, _act_text(a)) for a in record.acts),
        coups=(), faults=(), options=(), score_after=record.score, citations=(),
        trace=tuple(findings.trace), outcome=Outcome.UNDECIDED, decision=tuple(findings.decision),
        questions=tuple(findings.questions), other_opinions=(), highlights={},
        receipt=Receipt(__version__, sha256(source_text.encode("utf-8")).hexdigest(),
                        laws.sha256),
    )


def _act_text(act: A.Act) -> str:
    from arbiter.notation import format_act

    return format_act(act)   # the actor is a field of its own in RecordedAct


def _negative_marks(replay: Replay) -> None:
    """A score below zero is an error of the reading, to be said, never shown nor silently
    stopped at zero: the ruling asks what the marks were, and decides nothing."""
    for colour in BOTH:
        side = replay.score.of(colour)
        if side.points < 0 or side.trous < 0:
            replay.findings.ask(*both("decide.negative-marks", colour=colour,
                                      points=side.points, trous=side.trous))
            replay.blocking = True


def _outcome(replay: Replay) -> Outcome:
    if replay.blocking:
        return Outcome.UNDECIDED
    findings = replay.findings
    marking = replay.marking is not None
    if not findings.faults and not findings.options and counts_only(replay.record.acts,
                                                                    marking=marking):
        return Outcome.NOTHING_TO_DECIDE
    return Outcome.DECIDED


_HIS_NAMES = {"dame_battue": "jan de récompense, dame découverte",
              "coin_battu": "jan de récompense, coin vide"}
"""Lebrun's names, in « Des Jans », for earnings the engine names otherwise."""


def _miscounted(replay: Replay) -> tuple[str, ...]:
    """The laws of what a throw earned where a side marked some points of it and not the
    right number: his école is a miscount, and those articles are its ground."""
    faults = {(f.by, f.act) for f in replay.findings.faults
              if f.kind in (FaultKind.ECOLE_PAR_MOINS, FaultKind.ECOLE_PAR_TROP)}
    # the act that made the école: the one that closed his window (too few), or the jeton he
    # let go beyond what was due (too many)
    # a side who counted the throw right, marking just what it gave him or saying so, is not
    # at the école for his count: the play undid it (« faute d'avoir fait son plein »), or he
    # marked beyond what he said (« dit je gagne six points et en marque huit »)
    return tuple(item.law for coup in replay.coups for side, window in coup.windows.items()
                 if window.marked and any((side, line) in faults
                                          for line in (window.closed_by, *window.jeton_lines))
                 and sum(item.points for item in window.items) not in (
                     window.marked, earning_disputed.count_said(replay, coup, side))
                 for item in window.items)


def _earned(replay: Replay, base) -> tuple[tuple[Msg, str], ...]:
    """What each throw that stood earned, one sentence an earning, with the law that gives it:
    the answer to a claim about that earning (:func:`answer.earning_lead`)."""
    return tuple(
        (Msg(*both("answer.earned", line=coup.line, colour=item.beneficiary,
                   points=item.points, what=item.kind.replace("_", " "))), item.law)
        for coup in replay.coups if not coup.void for item in coup.items
        if item.law in base)


def _deciding(findings: Findings, lois: str, base,
              lead: answer.Lead | None) -> tuple[str, ...]:
    """The articles that decide what the decision says first: the one under which a sentence
    of the decision answers the claim (:mod:`.answer`), and with no fault found those named
    with :meth:`Findings.decide`; the ruling cites them first (:mod:`.citing`). Under Lebrun
    the bodies then put his own article before each of Guiton's (:mod:`.bodies`); a law of
    Guiton's on which Lebrun has no article does not lead a ruling under Lebrun's laws."""
    laws = (lead.law,) if lead is not None else ()
    if not findings.faults:
        laws += tuple(law for law in findings.deciding if law not in laws)
    return tuple(law for law in laws if _may_lead(law, lois, base))


def _may_lead(law: str, lois: str, base) -> bool:
    """Whether ``law`` may be the article a ruling under ``lois`` is decided by: any under
    Guiton's; under Lebrun's, one on whose matter he has an article, which the bodies then put
    before it (:func:`bodies.has_lebrun_article`); a law of Guiton's he says nothing of does
    not lead a ruling under his laws. One test for every road by which an article is made to
    lead (the answer, the first question, the earning disputed, the option asked)."""
    return lois != regimes.LEBRUN or bodies.has_lebrun_article(law, base)


def _option_asked(findings: Findings, replay: Replay, base) -> tuple[str, ...]:
    """The article that opens the option whose holder asks for one of its choices
    (:func:`answer.option_asked`): it settles his demand and is cited first; under Lebrun the
    bodies then put his own article on that point before it (his proviso on a part of the
    école marked, where the record shows one: :data:`bodies.LEAD_WHERE_MET`)."""
    record = replay.record
    option = answer.option_asked(findings, replay.dispute, lambda colour: (
        colour.value, record.header(colour.value.capitalize()) or ""))
    if option is None:
        return ()
    return tuple(law for law in option.laws[:1] if _may_lead(law, record.conduct_lois, base))


def _his_own(fault: Fault) -> tuple[str, ...]:
    """Under Lebrun, his sentence the engine named for the fault that answers the claim, in its
    own right (not one the law base's classification brings for a law of Guiton's): the point
    it met is that sentence's (« car après que l'on a touché ses dames, on n'y est plus reçu »
    for an omission consummated by a touch), and it comes before his other articles on the
    matter of Guiton's law, which speak of the other points of it (:func:`bodies.lebrun_first`)."""
    return tuple(law for law in fault.laws if law.startswith("lebrun."))[:1]


def _first_asked(findings: Findings, asked: list, lois: str, base) -> tuple[str, ...]:
    """A claim of several questions is answered in its order (:func:`answer.asked`); where the
    first question is answered by a sentence of the decision said with its law (a throw
    held good: « Le dé de Noir est tombé sur la main de Blanc ; Blanc soutient que le coup
    est nul … »), that law settles it and is cited first, as the first sentence is read as
    the answer and the first article as the one that settles it (:mod:`.answer`)."""
    if not asked or isinstance(asked[0], Fault):
        return ()
    law = next((law for msg, law in findings.decided_by if msg == asked[0]), None)
    return tuple(law for law in (law,) if law is not None and _may_lead(law, lois, base))


def _summarise(replay: Replay, outcome: Outcome, ranked: list[Fault],
               lead: answer.Lead | None, first_law: str | None,
               asked: Sequence[Fault | Msg] = ()) -> None:
    """The decision's opening sentences: the answer to the claim (:mod:`.answer`), what was
    found (``ranked``: the faults, the one disputed first), who may choose, the score. A claim
    of several questions is answered in one first sentence (:func:`answer.asked`): ``asked``
    holds each question's answer in the claim's order, a fault (the first of ``ranked``,
    said with what became of it) or a sentence of the decision or of the reasoning."""
    findings = replay.findings
    if outcome is Outcome.UNDECIDED:
        findings.decision.insert(0, Msg(
            "L'arbitre ne peut trancher sans la réponse aux questions ci-dessous.",
            "The arbiter cannot decide without the answers to the questions below."))
        findings.decision[1:1] = findings.answer
        return
    lines = list(findings.answer)
    if lead is not None and lead.sentence in findings.decision:
        findings.decision.remove(lead.sentence)
    if not findings.faults:
        step = None
        if outcome is not Outcome.NOTHING_TO_DECIDE and lead is None and not findings.decision:
            step = answer.reasoning_lead(findings, first_law, replay.dispute)
            if step is None and findings.laws and findings.laws[0] != first_law:
                # under Lebrun the bodies gave the steps his article for Guiton's law first
                # cited (:func:`bodies.cite_by_body`): the step is found under his
                step = answer.reasoning_lead(findings, findings.laws[0], replay.dispute)
        if outcome is Outcome.NOTHING_TO_DECIDE:
            lines.append(Msg("Aucun acte à juger : voici ce que chaque coup vaut à chacun.",
                             "No act to judge: here is what each throw is worth to each side."))
        elif lead is not None or findings.decision or step is not None:
            # no fault, but the replay decided something (a bredouille rightly disputed, a
            # leave held): that is the answer to the dispute, said with the absence of fault
            first = (lead.sentence if lead is not None else step if step is not None
                     else findings.decision.pop(0))
            lines.append(Msg(f"Aucune faute n'est relevée. {capital(first.fr)}",
                             f"No fault is found. {capital(first.en)}"))
        else:
            lines.append(Msg("Aucune faute n'est relevée.", "No fault is found."))
    elif lead is not None:
        lines.append(lead.sentence)   # what was decided beside the faults is the answer
    # the fault the dispute is about answers it first, the others after (:mod:`.disputed`),
    # with what became of it when its victim's term passed
    faults_asked = sum(isinstance(a, Fault) for a in asked)
    said = []
    for n, fault in enumerate(ranked):
        then = disputed.fate(fault, replay.open_ecoles) if n < max(faults_asked, 1) else None
        said.append(fault.summary if then is None else Msg(
            f"{fault.summary.fr.rstrip('.')} ; {then.fr}.",
            f"{fault.summary.en.rstrip('.')}; {then.en}."))
    if lead is None and len(asked) > 1:
        # each question's answer in the claim's order: its fault as said above, or the
        # sentence that answers it (one of the decision is said there and not again)
        told = iter(said[:faults_asked])
        answers = [next(told) if isinstance(a, Fault) else a for a in asked]
        for a in asked:
            if isinstance(a, Msg) and a in findings.decision:
                findings.decision.remove(a)
        said[:faults_asked] = [Msg(" ".join(capital(m.fr.rstrip(".")) + "." for m in answers),
                                   " ".join(capital(m.en.rstrip(".")) + "." for m in answers))]
    lines.extend(said)
    for option in findings.options:
        lines.append(Msg(f"Option : {option.subject.fr}.", f"Option: {option.subject.en}."))
    after = replay.score
    if replay.marking is None:      # a game without points: there is no score to give
        findings.decision[:0] = lines
        return
    # The score after counts the default choice of an option that moves jetons (an école the
    # victim may mark): say so, so that an école not marked reads as a choice, not a mark.
    # The other options are not counted: say that too, so that no choice reads as made.
    assumed = [(i, o) for i, o in enumerate(findings.options, 1) if o.assumes_default]
    if assumed:
        numbers = [str(i) for i, _ in assumed]
        fr_n = (f"de l'option {numbers[0]}" if len(numbers) == 1 else
                f"des options {', '.join(numbers[:-1])} et {numbers[-1]}")
        en_n = (f"option {numbers[0]}" if len(numbers) == 1 else
                f"options {', '.join(numbers[:-1])} and {numbers[-1]}")
        fr_if = f", en comptant le choix par défaut {fr_n} (" + " ; ".join(
            f"{o.holder} : {_default_text(o).fr}" for _, o in assumed) + ")"
        en_if = f", counting the default choice of {en_n} (" + "; ".join(
            f"{o.holder}: {_default_text(o).en}" for _, o in assumed) + ")"
    else:
        fr_if = en_if = ""
    if len(assumed) < len(findings.options):
        fr_if += (", sans compter ce que changerait le choix des autres options" if assumed
                  else ", sans compter ce que changerait le choix des options")
        en_if += (", not counting what choosing the other options would change" if assumed
                  else ", not counting what choosing an option would change")
    lines.append(Msg(
        f"Marque après la décision{fr_if} : " + " ; ".join(
            f"{c} {points_fr(after.of(c).points)}, {count(after.of(c).trous, 'trou')}"
            for c in BOTH) + ".",
        f"Score after the ruling{en_if}: " + "; ".join(
            f"{c} {points_en(after.of(c).points)}, {count(after.of(c).trous, 'trou', 'en')}"
            for c in BOTH) + "."))
    findings.decision[:0] = lines


def _default_text(option: Option) -> Msg:
    """What the holder of ``option`` does if he says nothing: its default choice."""
    return next((c.text for c in option.choices if c.default), option.subject)
