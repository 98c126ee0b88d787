"""What the engine says of a game without marks once its acts are replayed: the points its
sources leave open, the laws of conduct it borrows, and the end of the game.

A game like Jacquet is judged by the engine's families « des » and « dames », whose laws are
trictrac's (Guiton). Its :class:`~arbiter.games.bundle.Conduct` says how each of them is cited
for it (``borrowed``): its own law instead, or beside trictrac's with the basis of the
borrowing (Lebrun's word, or analogy), which the ruling states. Its rules may carry questions
no source decides (``position_questions``: a point named ``Qn`` in the game's reference note)
and say who has won and what the game is worth (``end_of_game``). The hooks are read from the
rules object when present, so a game without them is unaffected.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.engine.findings import until_throw
from arbiter.engine.regimes import LEBRUN
from arbiter.engine.wording import say
from arbiter.i18n import Msg
from arbiter.ruling import GameEnd, Option, TraceStep
from arbiter.words import count

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay


def ask_undecided(replay: Replay, undecided: Any) -> None:
    """Ask a question the game's sources leave open (``question`` « Q10 », ``message``,
    ``laws``), cite its laws, and keep the ruling undecided."""
    question = say("game.undecided", question=undecided.question, message=undecided.message)
    if question in replay.findings.questions:
        return
    replay.findings.ask(question.fr, question.en)
    replay.findings.cite(*undecided.laws)
    replay.blocking = True


def position_questions(replay: Replay) -> None:
    """The record's position raises a point the game's sources leave open (Jacquet: 14 or 16
    dames, Q13)."""
    hook = getattr(replay.rules, "position_questions", None)
    if hook is None:
        return
    for undecided in hook(replay.record.position):
        ask_undecided(replay, undecided)


def borrowed_note(replay: Replay, law_id: str) -> None:
    """Under a body of law that is silent on a point, the rules apply another's law: say so
    (Jacquet under Lepeintre/Lebrun, a law of Lalanne 2003)."""
    regime = getattr(replay.rules, "regime", None)
    if regime is None or not hasattr(regime, "borrowed") or not regime.borrowed(law_id):
        return
    # the law is named by the step (its quote is among the laws), not in the sentence; the
    # page names the step by its heading, so one note a heading: four laws of § 12 « Sortie
    # des dames » borrowed at the bearing off are one borrowing, not four identical steps
    note = say("game.law-borrowed")
    if not any(t.text == note and _heading(t.law) == _heading(law_id)
               for t in replay.findings.trace):
        replay.findings.law(law_id, note.fr, note.en)


def _heading(law_id: str | None) -> tuple[str, str] | None:
    """A law's source and heading as the page prints them (the law itself when unknown)."""
    from arbiter.laws import load_laws

    base = load_laws()
    if law_id is None or law_id not in base:
        return None if law_id is None else (law_id, law_id)
    law = base.get(law_id)
    return (law.source, law.article)


def borrow_conduct(replay: Replay) -> None:
    """Cite each law of conduct the families applied as the game's ``borrowed`` table says:
    the game's own law instead (``replaces``), or its law first and the trictrac law beside,
    with the basis of the borrowing said once in the reasoning."""
    table = replay.conduct.borrowed
    if not table:
        return
    findings = replay.findings

    def mapped(law_id: str) -> tuple[str, ...]:
        entry = table.get(law_id)
        if entry is None:
            return (law_id,)
        if entry.replaces and entry.jacquet_law:
            return (entry.jacquet_law,)
        return tuple(x for x in (entry.jacquet_law, law_id, *getattr(entry, "also", ())) if x)

    def remap(laws: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(x for law in laws for x in mapped(law)))

    used = [law for law in findings.laws if law in table]
    findings.laws[:] = list(remap(tuple(findings.laws)))
    findings.faults[:] = [replace(f, laws=remap(f.laws)) for f in findings.faults]
    findings.options[:] = [_option(o, remap(o.laws)) for o in findings.options]
    # a step names the law that decided it: the game's own law where it replaces trictrac's,
    # else the trictrac law applied (its basis, Lebrun's word or the analogy, is a step of its
    # own below)
    findings.trace[:] = [replace(t, law=mapped(t.law)[0])
                         if t.law in table and table[t.law].replaces else t
                         for t in findings.trace]
    notes = []
    for law in used:
        entry = table[law]
        if entry.note is not None and entry.note not in notes:
            notes.append(entry.note)
            basis = entry.jacquet_law or next(iter(entry.also), law)   # the borrowing's text
            findings.trace.append(TraceStep("law", entry.note, law=basis))


def _option(option: Option, laws: tuple[str, ...]) -> Option:
    return replace(option, laws=laws)


def result(replay: Replay) -> GameEnd | None:
    """The end of the game on the position the acts leave, when the game's rules say one."""
    hook = getattr(replay.rules, "end_of_game", None)
    if hook is None or replay.blocking:
        return None
    found = hook(replay.position)
    if found is None:
        return None
    unit = "trous" if found.unit.fr.startswith("trou") else "points"
    record = replay.record
    end = GameEnd(found.winner, found.value, unit, found.basis, tuple(found.laws),
                  found.analogy, _condition(replay, found.winner))
    _cite_with_the_decision(replay, end.laws)
    # A win the loser may still undo says so in its own sentence, the one a referee reads
    # first (the summary's answer), not only in the condition after it (#20, 9).
    won = say("game.won" if end.condition is None else "game.won-if-let-stand",
              winner=record.player(end.winner), loser=record.player(end.winner.opponent),
              amount=Msg(count(end.value, unit[:-1]), count(end.value, unit[:-1], "en")),
              basis=end.basis)
    if replay.findings.faults and _claims_the_value(replay):
        replay.findings.answer.insert(0, won)   # the value claimed answers first
    else:
        replay.findings.decision.append(won)
    if end.condition is not None:
        replay.findings.decision.append(end.condition)
    if end.analogy is not None:
        replay.findings.decision.append(end.analogy)
    return end


_VALUE_WORDS = re.compile(r"\b(?:points?|trous?|double|simple)\b")


def _claims_the_value(replay: Replay) -> bool:
    """The claim is what the game is worth (« Blanc réclame deux points », « … la partie
    double »): the winner and the value answer it first, before the fault it rests on (a claim
    against a fault let lapse is otherwise answered by the lapse)."""
    dispute = replay.dispute
    return dispute is not None and bool(_VALUE_WORDS.search(dispute.claim_text))


def _cite_with_the_decision(replay: Replay, laws: tuple[str, ...]) -> None:
    """The articles that say who has won and what the game is worth are part of the decision
    (its sentence « … gagne la partie : N points »), so they are cited with the decision's own
    articles (:mod:`.citing`): after those of the faults and options the decision states, and
    first when it states none, ahead of the laws that only say how the last throw was played.
    The replay only knows the end once every act is judged, after the citations were ordered;
    they are placed here."""
    findings = replay.findings
    stated = {law for f in findings.faults for law in f.laws} | {
        law for o in findings.options for law in o.laws}
    rest = [law for law in findings.laws if law not in laws]
    at = 0
    while at < len(rest) and rest[at] in stated:
        at += 1
    findings.laws[:] = [*rest[:at], *dict.fromkeys(laws), *rest[at:]]


def _condition(replay: Replay, winner: Colour) -> Msg | None:
    """The win stands only if the loser lets the last play stand: a fault of the winner in
    it is not consummated and the loser still holds his option on it (he may have the play
    replayed, Lebrun's rule 6 gives him « le droit de trouver que vous avez bien joué », and
    he has not thrown since). None when nothing can undo the win."""
    loser = winner.opponent
    open_laws = {law for o in replay.findings.options if o.holder is loser
                 and o.until == until_throw(loser) for law in o.laws}
    faults = [f for f in replay.findings.faults if f.by is winner and not f.consummated
              and f.act is not None and open_laws & set(f.laws)]
    if not faults:
        return None
    line = faults[0].act
    return Msg(
        f"La partie n'est gagnée que si {loser} laisse le coup de {winner} (ligne {line}) tel "
        f"qu'il est joué : son option sur ce coup reste ouverte tant qu'il n'a pas jeté les "
        f"dés ; s'il ne le laisse pas, la partie continue.",
        f"The game is won only if {loser} lets {winner}'s play (line {line}) stand as played: "
        f"his option on it stays open until he throws the dice; if he does not, the game goes "
        f"on.")


def body_of_law(replay: Replay) -> None:
    """Say which body of law the rules follow (Jacquet: a record without ``[Lois]`` is judged
    by seed 004's original rules, the default)."""
    regime = getattr(replay.rules, "regime", None)
    if regime is None:
        return
    from arbiter.notation.record import DEFAULT_LOIS

    # [Lois] is read into ``record.lois``, not kept among the headers: a record that names
    # none keeps the notation's default, which Jacquet reads as its own default body
    default = replay.record.lois == DEFAULT_LOIS
    named = replay.record.lois
    if default:
        note = Msg(" (par défaut)", " (default)")
    elif named != regime.name:   # an alias: Lebrun's Jacquet is Lepeintre's text
        note = Msg(f" (« {named} » : le même texte)", f" (“{named}”: the same text)")
    else:
        note = Msg("", "")
    said = say("game.body-of-law", lois=regime.name, default=note)
    replay.findings.trace.insert(0, TraceStep("fact", said))


def silence_leaves_the_play(replay: Replay) -> None:
    """Where the game's victim who says nothing lets the play stand
    (``Conduct.silence_leaves_the_play``), each option that may leave the play as made has
    that choice for its default: the default is what stands if the holder says nothing, and
    the remedy (the dame played, the throw played again) is his to ask."""
    if not replay.conduct.silence_leaves_the_play:
        return
    options = replay.findings.options
    for i, option in enumerate(options):
        if any(c.key == LEAVE for c in option.choices):
            options[i] = replace(option, choices=tuple(
                replace(c, default=c.key == LEAVE) for c in option.choices))


LEAVE = "laisser"
"""The key of the choice that leaves the play as it was made."""


def finish(replay: Replay) -> GameEnd | None:
    """Everything above, in the order a ruling states it; the end of the game, if reached."""
    silence_leaves_the_play(replay)
    body_of_law(replay)
    position_questions(replay)
    before = list(replay.findings.laws)
    for law in before:
        borrowed_note(replay, law)
    borrow_conduct(replay)
    if replay.record.conduct_lois != LEBRUN:
        # a law of conduct the game's own text gives in place of trictrac's is borrowed too
        # (Lepeintre: seed 004's « Dame touchée »); under Lebrun's name his own trictrac
        # article on the matter is cited first, and he is not silent on it
        for law in [x for x in replay.findings.laws if x not in before]:
            borrowed_note(replay, law)
    end = result(replay)
    own_laws_first(replay)
    return end


def own_laws_first(replay: Replay) -> None:
    """The deciding article first: under a body of law that borrows another's laws where it is
    silent (Jacquet under Lepeintre/Lebrun, seed 004's), the laws of its own text lead the
    citations and the borrowed ones follow, each group in the order the replay cited it."""
    regime = getattr(replay.rules, "regime", None)
    if regime is None or not hasattr(regime, "borrowed"):
        return
    from arbiter.engine.bodies import stands_for
    from arbiter.laws import load_laws

    base = load_laws()
    laws = replay.findings.laws
    own = getattr(regime, "own_text", None)
    tiers = _deciding_tiers(replay)
    # under a body that cites its own text before the laws it borrows (Lebrun's name), its
    # own article leads, whatever it borrows (« Under lebrun-1828, Lebrun's own article
    # decides and is cited first »): the own article that decides most, else the first
    mine = [law for law in laws if own is not None and own(law)]
    first_own = min(mine, key=lambda law: tiers.get(law, 2)) \
        if mine and len(mine) < len(laws) else None

    def cited_with(law: str) -> str:
        """The article ``law`` is cited with: itself, or, for a law of Guiton's, Lebrun's
        article on its matter cited last before it (the same rule, or his text where he has
        none: :mod:`.bodies`). Together they are his article on the matter, and the order the
        bodies gave them is the deciding order."""
        if law.startswith("lebrun.") or law not in base:
            return law
        head = next((h for h in reversed(laws[:laws.index(law)]) if h.startswith("lebrun.")),
                    None)
        return head if head is not None and stands_for(head, law, base) else law

    def key(law: str) -> tuple:
        # a law cited with Lebrun's article sorts as that article, just after it
        lead = cited_with(law)
        tier = tiers.get(lead, 2)
        return (lead != first_own, tier != 0, regime.borrowed(lead), tier,
                0 if own is None or own(lead) else 1, lead != law)

    laws[:] = sorted(laws, key=key)


def _deciding_tiers(replay: Replay) -> dict[str, int]:
    """Which laws decide what a Jacquet ruling answers, and in what order (a rule of
    Jacquet's citations; trictrac's are ordered by :mod:`.citing`): a claim made after the
    victim's throw is answered by the lapse of his options at that throw (tier 0: Guiton
    « … qu'après avoir jeté son dé », by analogy); then the laws of the faults found, the
    options they open and the decision's own findings (tier 1); the laws that only explain
    the facts (the courier's state, the moves, the bearing off) follow. With no fault found,
    the laws of the reasoning's conclusions decide (a touched dame that could not be played).
    A Jacquet-specific rule, kept out of :mod:`.citing`, which orders trictrac's."""
    findings = replay.findings
    lapsed = {(c.thrower.opponent, c.line) for c in replay.coups}
    tiers: dict[str, int] = {}
    if any(f.consummated and (f.by, f.act) in lapsed for f in findings.faults):
        tiers[LAPSE] = 0
    # with no fault, what the decision answers is what the reasoning concluded
    concluded = () if findings.faults else tuple(
        s.law for s in findings.trace if s.step == "conclusion" and s.law)
    for law in (*(x for f in findings.faults for x in f.laws),
                *(x for o in findings.options for x in o.laws), *findings.deciding,
                *concluded):
        tiers.setdefault(law, 1)
    return tiers


LAPSE = "guiton.III.fausse-case-consommee"
"""Guiton's « Quand un joueur ne s'aperçoit de la fausse case qu'après avoir jeté son dé, il
ne peut plus réclamer contre le coup », by which Jacquet's claims lapse at the victim's throw."""
