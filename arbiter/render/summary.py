"""« En bref » / « In short »: what a referee reads first, built from the ruling's data.

A ruling's page is the reasoning in the order a referee checks it; the answer he is asked for
must not wait at section VIII. This module makes, from the fields of a
:class:`~arbiter.ruling.Ruling` (never from a rendered page), the few lines that answer: the
claim (the record's ``[Litige]``), the answer in one sentence, who erred and what it costs,
the score after and what it assumes (or, in a game without points, the state of the game),
and the options still open with their deadline. The same dict is the ``summary`` object of
``ruling.v1`` and the first block of the text and HTML pages, so that they cannot differ.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.colour import BOTH, Colour
from arbiter.games import registry
from arbiter.i18n import Lang, Msg
from arbiter.ruling import Fault, Option, Ruling, TraceStep
from arbiter.score import Score
from arbiter.vocabulary import FaultKind, Outcome
from arbiter.words import count, points_en, points_fr

if TYPE_CHECKING:
    from arbiter.games.bundle import Game

_W: dict[str, Msg] = {
    "no_fault": Msg("Aucune faute n'est relevée.", "No fault is found."),
    "undecided": Msg("Non décidé : l'arbitre doit d'abord trancher {n} (ci-dessous).",
                     "Not decided: the referee must first settle {n} (below)."),
    "undecided_alone": Msg("Non décidé : l'arbitre doit d'abord connaître des faits que le "
                           "relevé ne dit pas.",
                           "Not decided: the referee must first know facts the record does "
                           "not give."),
    "nothing": Msg("Rien à décider : le relevé ne contient que des jets, sans litige à "
                   "trancher.",
                   "Nothing to decide: the record holds throws only, with no dispute to "
                   "settle."),
    "to": Msg("pour", "to"),
    "forfeited": Msg("dont {victim} est déchu", "which {victim} has lost the right to mark"),
    "not_consummated": Msg("pas encore consommée", "not consummated yet"),
    "set_right": Msg("réparée avant le jet de l'adversaire",
                     "set right before the opponent's throw"),
    "at_line": Msg("ligne", "line"),
    "assumes": Msg("en comptant le choix par défaut de {holder} : {choice}",
                   "counting {holder}'s default choice: {choice}"),
    "assumes_many": Msg("en comptant les choix par défaut des options {numbers}, soit "
                        "{choices}",
                        "counting the default choices of options {numbers}, that is "
                        "{choices}"),
    "assumes_item": Msg("{holder} : {choice}", "{holder}: {choice}"),
    "not_counted": Msg("sans compter ce que changerait le choix d'une option",
                       "not counting what choosing an option would change"),
    "chooses": Msg("Au choix de {holder} : {subject}", "At the choice of {holder}: {subject}"),
    "won": Msg("Partie gagnée par {winner} : {value}.", "Game won by {winner}: {value}."),
    "won_if": Msg("Partie gagnée par {winner} : {value}, si l'adversaire laisse le dernier coup "
                  "tel qu'il est joué.",
                  "Game won by {winner}: {value}, if the opponent lets the last play stand."),
    "goes_on": Msg("La partie continue.", "The game goes on."),
}


def _say(key: str, lang: Lang, **values: str) -> str:
    return _W[key].get(lang).format(**values)


def sentence(text: str) -> str:
    """A sentence as a referee signs it: a capital first letter (the engine's clauses start
    with a colour, « noir peut… »), a full stop at the end."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def who(ruling: Ruling, colour: Colour) -> str:
    """« Jules (blanc) », or « blanc » when the record names nobody."""
    name = ruling.player(colour)
    return colour.value if name == colour.value else f"{name} ({colour.value})"


def _points(n: int, lang: Lang) -> str:
    return points_en(n) if lang == "en" else points_fr(n)


def _kind(kind: str, lang: Lang) -> str:
    try:
        return FaultKind(kind).display.get(lang)
    except ValueError:
        return kind.replace("_", " ")


def _is_ecole(kind: str) -> bool:
    try:
        return FaultKind(kind).is_ecole
    except ValueError:
        return False


def _fault(fault: Fault, ruling: Ruling, lang: Lang) -> dict[str, Any]:
    """Who erred and what it costs: the kind, and the points an école gives the opponent
    (an école is marked by the other side; a fault without points costs what the options
    below give the other side)."""
    colon = ":" if lang == "en" else " :"
    to = fault.by.opponent if fault.points and _is_ecole(fault.kind) and fault.consummated \
        and not fault.forfeited else None
    cost = ""
    if fault.points:
        cost = f", {_points(fault.points, lang)}"
        if to is not None and fault.consummated:
            cost += f" {_say('to', lang)} {who(ruling, to)}"
        elif fault.forfeited:
            cost += " " + _say("forfeited", lang, victim=who(ruling, fault.by.opponent))
    if set_right(fault, ruling):
        cost += f" ({_say('set_right', lang)})"
    elif not fault.consummated:
        cost += f" ({_say('not_consummated', lang)})"
    elif fault.act is not None:
        cost += f" ({_say('at_line', lang)} {fault.act})"
    text = f"{who(ruling, fault.by)}{colon} {_kind(fault.kind, lang)}{cost}."
    return {"by": fault.by.value, "kind": fault.reported_kind, "points": fault.points,
            "to": to.value if to is not None else None, "consummated": fault.consummated,
            "line": fault.act, "text": sentence(text)}


def _faults(ruling: Ruling, lang: Lang) -> list[dict[str, Any]]:
    """One line per fault; a fault found twice in the same words (the same act judged by two
    laws under the same kind) is said once."""
    out: list[dict[str, Any]] = []
    for fault in ruling.faults:
        line = _fault(fault, ruling, lang)
        if line["text"] not in (o["text"] for o in out):
            out.append(line)
    return out


def score_text(score: Score, ruling: Ruling, lang: Lang) -> str:
    """« Jules (blanc) 0 point, 3 trous ; Charles (noir) 4 points, 2 trous (bredouille) »."""
    parts = []
    for colour in BOTH:
        side = score.of(colour)
        marks = ["bredouille"] if side.bredouille else []
        if side.pavillon:
            marks.append("pavillon")
        parts.append(f"{who(ruling, colour)} {_points(side.points, lang)}, "
                     f"{count(side.trous, 'trou', lang)}"
                     + (f" ({', '.join(marks)})" if marks else ""))
    return (" ; " if lang == "fr" else "; ").join(parts)


def _assumes(ruling: Ruling, lang: Lang) -> str | None:
    """What the score after counts that is still a player's choice, in words; None when it
    counts nothing that could change."""
    counted = []
    for number, option in enumerate(ruling.options, 1):
        if option.assumes_default:
            choice = next((c for c in option.choices if c.default), None)
            if choice is not None:
                counted.append((number, option, choice))
    if len(counted) == 1:
        _, option, choice = counted[0]
        return _say("assumes", lang, holder=who(ruling, option.holder),
                    choice=choice.text.get(lang))
    if counted:
        numbers = [str(n) for n, _, _ in counted]
        joined = ", ".join(numbers[:-1]) + (" et " if lang == "fr" else " and ") + numbers[-1]
        return _say("assumes_many", lang, numbers=joined,
                    choices=(" ; " if lang == "fr" else "; ").join(
                        _say("assumes_item", lang, holder=who(ruling, o.holder),
                             choice=c.text.get(lang)) for _, o, c in counted))
    if ruling.options:
        return _say("not_counted", lang)
    return None


def _option(option: Option, ruling: Ruling, lang: Lang) -> dict[str, Any]:
    """An option as one sentence: « Jules (blanc) peut exiger que le coup soit rejoué…,
    jusqu'à ce que blanc jette les dés ». The engine's subject names the holder by his colour
    when he is its subject; the name is put in its place rather than said twice."""
    until = option.until.get(lang) if option.until else None
    subject = option.subject.get(lang)
    colour = option.holder.value
    if subject.lower().startswith(colour + " "):
        text = who(ruling, option.holder) + subject[len(colour):]
    else:
        text = _say("chooses", lang, holder=who(ruling, option.holder), subject=subject)
    if until:
        text += f", {until}"
    return {"holder": option.holder.value, "subject": sentence(subject), "until": until,
            "choices": [c.key for c in option.choices], "text": sentence(text)}


def _answer(ruling: Ruling, lang: Lang) -> str:
    """The answer in one sentence: the engine's first conclusion (the decision says the
    deciding finding first), or why there is no answer yet."""
    if ruling.outcome == Outcome.UNDECIDED.value:
        if ruling.questions:
            return _say("undecided", lang, n=count(len(ruling.questions), "question", lang))
        return _say("undecided_alone", lang)
    if ruling.outcome == Outcome.NOTHING_TO_DECIDE.value:
        return _say("nothing", lang)
    if ruling.decision:
        first = ruling.decision[0]
        return " ".join(sentence(m.get(lang)) for m in (first, *_comes_with(ruling, first)))
    return _say("no_fault", lang)


def _comes_with(ruling: Ruling, first: Msg) -> list[Msg]:
    """The faults that come with the answer's école par moins: the same points marked late by
    the same hand, which he no longer has (« on peut seulement l'avancer, lorsqu'avant de
    toucher ses dames, ou de jeter les dés… », Guiton III « Époque où les écoles sont
    consommées »), an école par trop. The omission and its late repair are one dispute: the
    answer names both, in the order of the decision."""
    omission = next((f for f in ruling.faults if f.summary == first
                     and f.kind == FaultKind.ECOLE_PAR_MOINS.value), None)
    if omission is None:
        return []
    return [f.summary for f in ruling.faults
            if f.kind == FaultKind.ECOLE_PAR_TROP.value and f.by is omission.by
            and f.points == omission.points and f.summary in ruling.decision
            and (f.act or 0) > (omission.act or 0)]


GROUNDS_SHOWN = 2
"""Grounds of the answer the summary states (the reasoning gives them all)."""


def _grounds(ruling: Ruling, lang: Lang) -> list[str]:
    """Why the throw counts as it does, in the game's terms: the laws the reasoning reads just
    before the conclusion that answers (an article deferred to the point in dispute: « the
    coin was not held when he threw », « both numbers are played, no impuissance »), then
    those it reads before its first conclusion (« the dame is beaten à vrai: the demi-case is
    a passage »), less those the faults themselves rest on (the penalty is said with the
    fault). A decision said in its own words, under whose deciding article (cited first) the
    reasoning concludes nothing, is grounded first by the steps said under that article: they
    are why it decides (a leave held on a reste not marked), where the opening steps of the
    coup only set the scene."""
    penal = {law for fault in ruling.faults for law in fault.laws}
    trace = ruling.trace
    answer = ruling.decision[0].get(lang) if ruling.decision else None
    at = next((i for i, step in enumerate(trace)
               if step.step == "conclusion" and step.text.get(lang) == answer), None)
    said_by_fault = any(answer is not None and answer.startswith(f.summary.get(lang).rstrip("."))
                        for f in ruling.faults)
    lead_steps: list[TraceStep] = []
    if at is None and not said_by_fault and ruling.citations:
        # a decision said in its own words (« Aucune faute… » and what was decided, or a leave
        # held beside a fault): the reasoning's conclusion under the article that decides it,
        # cited first; where none is said under it, the steps said under it come first (a
        # leave held on a reste not marked: « marqués, ils lui auraient ôté le droit de s'en
        # aller » answers « il doit rester »; the reste lost, the leaver who would keep it)
        lead = ruling.citations[0].law
        at = next((i for i, step in enumerate(trace)
                   if step.step == "conclusion" and step.law == lead), None)
        if at is None:
            # less one the answer already says in its words: the summary states the answer
            # above its grounds, and a ground that repeats it gives no reason
            lead_steps = [step for step in trace if step.step == "law" and step.law == lead
                          and step.text.get(lang).lower() not in (answer or "").lower()]
    before: list = []
    if at is not None:
        i = at - 1
        while i >= 0 and trace[i].step == "law":
            before.insert(0, trace[i])
            i -= 1
    first = []
    for step in trace:
        if step.step == "conclusion":
            break
        first.append(step)
    out: list[str] = []
    for step in (*lead_steps, *before, *first):
        if step.step == "law" and step.law not in penal:
            said = sentence(step.text.get(lang))
            if said not in out:
                out.append(said)
    return out[:GROUNDS_SHOWN]


def game_of(ruling: Ruling) -> Game | None:
    """The game the ruling's record plays (``[Jeu]``, trictrac by default), or None for a
    game the arbiter does not know (its ruling only says so)."""
    key = (ruling.header(registry.HEADER) or registry.DEFAULT).strip().lower()
    try:
        return registry.get_game(key)
    except KeyError:
        return None


def set_right(fault: Fault, ruling: Ruling) -> bool:
    """A fault of a game without points (Jacquet) that is not consummated and on which its
    victim holds no open option: he had the play set right before his throw (the dames put
    back, the throw played again). There « consummated » means that his option lapsed at his
    throw; a play set right never is, and is not « not yet » either."""
    if fault.consummated or fault.act is None:
        return False
    game = game_of(ruling)
    if game is None or game.marking is not None:
        return False
    return not any(o.holder is fault.by.opponent and set(o.laws) & set(fault.laws)
                   for o in ruling.options)


def _game_state(ruling: Ruling, lang: Lang) -> str:
    end = ruling.result
    if end is None:
        return _say("goes_on", lang)
    return _say("won" if end.final else "won_if", lang, winner=who(ruling, end.winner),
                value=count(end.value, end.unit.removesuffix("s"), lang))


def in_short(ruling: Ruling, lang: Lang = "fr", marks: bool = True) -> dict[str, Any]:
    """The ``summary`` object of ``ruling.v1`` in ``lang``. ``marks``: the game counts points
    and trous (trictrac); a game without them (Jacquet) gives the state of the game instead
    of a score."""
    return {
        "claim": ruling.header("Litige"),
        "answer": _answer(ruling, lang),
        "grounds": _grounds(ruling, lang) if ruling.outcome == Outcome.DECIDED.value else [],
        "faults": _faults(ruling, lang),
        "score_after": score_text(ruling.score_after, ruling, lang) if marks else None,
        "score_after_assumes": _assumes(ruling, lang) if marks else None,
        "game": None if marks else _game_state(ruling, lang),
        "options": [_option(o, ruling, lang) for o in ruling.options],
        "questions": [sentence(q.get(lang)) for q in ruling.questions],
    }
