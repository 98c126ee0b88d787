"""When a fault of play is consummated: when its victim's claim against it ends, at his throw.

One rule for every game, over the record: a fault of the play of the dames (a dame touchée,
mal posée, a fausse case, a coup irrégulier, a coin taken par puissance, an impuissance créée,
a dame brought into the opponent's jan) is committed when its author lets the dame go, and
consummated when its victim's right to claim against it ends, which is when he throws without
claiming (Guiton III « Fausse case »: « Quand un joueur ne s'aperçoit de la fausse case qu'après
avoir jeté son dé, il ne peut plus réclamer contre le coup, qui par-là se trouve consommé »;
« On ne peut placer des dames… »: « Si cet adversaire ne réclame pas, et jette son dé, l'erreur
est consommée »). At that throw (:func:`victims_throw`) the options he held against the coup
until his throw lapse, and the faults they were on are consummated on that throw's line; until
then the ruling says « pas encore consommée » (committed on its line). What he could claim of
a play made after his throw (dice thrown before the coup was finished) does not lapse with it
(« Ne pas jeter les dés avant que l'adversaire ait achevé de jouer son coup »). Jacquet, whose
texts say nothing of it, borrows the rule by analogy (its conduct's ``borrowed``).

Where the games part, the game's conduct says so, not a second copy of the rule:

* at trictrac the throw consummates the coup whatever became of the options (a play left
  standing on no option is consummated at his first throw after it, :func:`consummated`);
  at Jacquet « consummated » is the lapse of the victim's option, so a play he set right
  before his throw is not (``Conduct.throw_consummates_the_play``);
* a fault that left a dame on a flèche the thrower's opponent holds cannot stand at Jacquet,
  and no text says what follows: its question is asked at the throw instead
  (``Conduct.held_landing_question``, Jacquet's Q3).

The écoles keep their own term (« Époque où les écoles sont consommées »: the author's act).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.colour import Colour
from arbiter.engine import game_end
from arbiter.engine.findings import Lapse, until_throw
from arbiter.engine.wording import both
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

CONSOMMEE = "guiton.III.fausse-case-consommee"
JANS_ADVERSAIRE = "guiton.III.jans-adversaire-plein"
OUTLIVE_THE_THROW = frozenset({JANS_ADVERSAIRE})
"""Laws whose claim outlives the victim's throw: a dame left in his grand jan « ne peut être
réformé pour le présent », but he « peut obliger celui qui occupe indûment son grand-jan, à
l'évacuer par le coup subséquent » (Guiton III « On ne peut placer des dames… »)."""

PLAY_KINDS = frozenset({FaultKind.DAME_TOUCHEE, FaultKind.DAME_MAL_POSEE,
                        FaultKind.FAUSSE_CASE, FaultKind.COUP_IRREGULIER,
                        FaultKind.COIN_PAR_PUISSANCE, FaultKind.IMPUISSANCE_CREEE,
                        FaultKind.DAME_DANS_JAN_ADVERSE})
"""The faults of the play of the dames, against which the victim may claim until his throw."""


def _landing_on_held(replay: Replay, colour: Colour) -> int | None:
    """A flèche of ``colour``'s path where his dames stand with the opponent's."""
    mine, theirs = replay.position.row(colour), replay.position.row(colour.opponent)
    other = replay.game.geometry.other
    return next((k for k in range(OFF) if mine[k] > 0 and theirs[other(k)] > 0), None)


@applies(CONSOMMEE)
def victims_throw(replay: Replay, coup: Coup, *, at_end: bool,
                  next_thrower: Colour | None = None) -> None:
    """The victim throws (``next_thrower``) without claiming: the options he held until his
    throw on the faults of ``coup`` made before it lapse, and those faults are consummated at
    that throw; a dame left on a flèche he holds is the game's question instead, where the
    game has one. Claims that outlive the throw (:data:`OUTLIVE_THE_THROW`) stay open."""
    holder = coup.thrower.opponent
    if at_end or coup.void or next_thrower is not holder:
        return
    line = replay.next_line
    faults = [f for f in replay.findings.faults if f.by is coup.thrower and f.act is not None
              and coup.line <= f.act < line]
    if not faults:
        return
    question = replay.conduct.held_landing_question
    held = _landing_on_held(replay, coup.thrower) if question is not None else None
    if held is not None and any(law in f.laws for f in faults for law in question.laws
                                if law != CONSOMMEE):
        replay.findings.fact(*both("dames.held-landing-at-throw", line=line, holder=holder,
                                   thrower=coup.thrower, fleche=(coup.thrower, held)), line)
        game_end.ask_undecided(replay, question)
        return
    on_faults = {law for f in faults for law in f.laws} - OUTLIVE_THE_THROW
    term = until_throw(holder)
    lapsed = [o for o in replay.findings.options if o.holder is holder and o.until == term
              and on_faults & set(o.laws)]
    if not lapsed:
        return
    replay.findings.options[:] = [o for o in replay.findings.options if o not in lapsed]
    replay.findings.lapses.append(Lapse(by=coup.thrower, since=coup.line, at=line,
                               laws=frozenset(law for o in lapsed for law in o.laws)))
    # the throw consummates the coup (trictrac), or the faults by the options' lapse (Jacquet)
    replay.findings.conclude(*both("dames.claims-lapse-at-throw"
                                   if replay.conduct.throw_consummates_the_play
                                   else "dames.claims-lapse-at-throw.fault",
                                   line=line, holder=holder, thrower=coup.thrower,
                                   subjects=Msg("; ".join(o.subject.fr for o in lapsed),
                                                "; ".join(o.subject.en for o in lapsed))),
                             CONSOMMEE, line)
    # the answer to a claim made after the throw: too late
    replay.findings.decide_first(*both("dames.options-lapsed-at-throw", holder=holder,
                                       line=line, thrower=coup.thrower))


@applies(CONSOMMEE, JANS_ADVERSAIRE)
def consummated(replay: Replay) -> None:
    """At the end of the record, date each fault of play: at the throw where an option on it
    lapsed (:func:`victims_throw`); else, where the throw consummates the play whatever
    became of the options (trictrac), at its victim's first regular throw after it, or not
    yet if he has not thrown since; where « consummated » is the lapse of his option
    (Jacquet), not, for his option is still open or he used it (he set the play right before
    his throw). A throw made before the coup was finished is no regular throw."""
    early = {a.span.line for a in replay.record.acts if isinstance(a, A.Throw) and a.early}
    throws = sorted((c.line, c.thrower) for c in replay.coups
                    if not c.void and c.line not in early)
    by_throw = replay.conduct.throw_consummates_the_play
    faults = replay.findings.faults
    for i, fault in enumerate(faults):
        lapse = next((x.at for x in replay.findings.lapses if x.ends(fault)), None)
        if lapse is None and (fault.kind not in PLAY_KINDS or fault.act is None):
            continue
        if lapse is None and by_throw:
            victim = fault.by.opponent
            lapse = next((line for line, who in throws if who is victim and line > fault.act),
                         None)
        faults[i] = replace(fault, consummated=lapse is not None,
                            act=lapse if lapse is not None else fault.act)
