"""Breaking the dice (« rompre les dés »): by the cornet, or by the word « je romps » where the
record's body of law lets words break (Guiton ch. I and III « Rompre les dés », ch. V on the word
that equals the act; Lebrun « Manière de jouer ou de jeter les dés »).

A throw broken in time is void and thrown again; one broken once a point is known, or one's own
throw, stands. Kept apart from :mod:`.dice`, which opens and closes the coups, because what a
break does turns on its own articles: whose dice, how early, and by what means.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.engine import dice_known
from arbiter.engine.table import Coup
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.sayings import breaks_by_word
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay
    from arbiter.span import Span

TOUCHED = "guiton.III.des-touches"      # early dice pushed back by hand: « l'équivalent » of rompre
BREAK_DEFINITION = "guiton.I.rompre-les-des"   # ch. I: broken only before the points are known
ROMPRE = "guiton.III.rompre-les-des"
ROMPRE_LEBRUN = "lebrun.rompre-les-des"
ROMPRE_AGAIN = "lebrun.rompre-plus-d-une-fois"
ROMPRE_EN_GAIN = "guiton.III.rompre-en-gain"
PAROLE = "guiton.V.parole-obligatoire"   # « je romps » breaks « le coup de dés de l'adversaire »


@applies(ROMPRE, ROMPRE_LEBRUN)
def on_break_said(replay: Replay, actor: Colour, span: Span) -> None:
    """« Je romps » said, the cornet not moved. Guiton lets one break « ou même de la parole »
    (ch. III « Rompre les dés »); Lebrun's rompre is sending the dice back with the side of the
    cornet, the words going with it (« Manière de jouer ou de jeter les dés »), so under his body
    of law the words alone break nothing and the throw stands (:func:`arbiter.sayings.
    breaks_by_word`, which ``arbiter check`` reads too). The bodies part here: the ruling names
    the other opinion (:mod:`arbiter.engine.bodies`)."""
    if _no_dice_of_his_opponent(replay, actor):
        if _cornet_after(replay, actor, span) is None:   # else the cornet's line says it
            _nothing_to_break(replay, actor, span.line)
        return
    if breaks_by_word(replay.record.conduct_lois):
        on_rompt(replay, A.Rompt(actor=actor, span=span))
        return
    cornet = _cornet_after(replay, actor, span)
    if cornet is not None:       # the words and the cornet: one rompre, said by the next act
        replay.findings.law(ROMPRE_LEBRUN, *both("dice.broken.word-and-cornet", line=span.line,
                                                 actor=actor, next=cornet))
        return
    replay.findings.diverge(ROMPRE)
    replay.findings.law(ROMPRE_LEBRUN, *both("dice.broken.word-only", line=span.line,
                                             actor=actor))


def _cornet_after(replay: Replay, actor: Colour, span: Span) -> int | None:
    """The line of the cornet that sends the dice back right after « je romps » was said (the
    next act of the record, by the same player), or None. Lebrun's rompre is the two together
    (« on doit dire, *je romps*, et porter son cornet au devant »): the words are then no
    words alone, and saying they break nothing would answer a dispute nobody raised."""
    acts = replay.record.acts
    at = next((i for i, a in enumerate(acts) if a.span == span), None)
    if at is None or at + 1 >= len(acts):
        return None
    nxt = acts[at + 1]
    return nxt.span.line if isinstance(nxt, A.Rompt) and nxt.actor is actor else None


def _no_dice_of_his_opponent(replay: Replay, actor: Colour) -> bool:
    """Whether there are no dice of the opponent's for ``actor`` to break: one breaks only the
    opponent's throw (Lebrun « renvoyer les dés de son adversaire »; Guiton ch. V, « le mot je
    romps, qui équivaut à l'action de rompre réellement le coup de dés de l'adversaire au moment
    où il les jette »). A player's word or cornet against his own throw, or before any throw of
    the opponent, breaks nothing and the throw stands (:func:`_nothing_to_break`)."""
    early = replay.early_throw
    if early is not None and early.actor is actor.opponent:
        return False
    coup = replay.coup
    return coup is None or coup.thrower is not actor.opponent


@applies(BREAK_DEFINITION, ROMPRE, ROMPRE_LEBRUN, PAROLE)
def _nothing_to_break(replay: Replay, actor: Colour, line: int) -> None:
    """Said for the act and the words alike, since that is what the player who broke disputes:
    the last throw was his own, or there was none of his opponent's. What rompre is decides it:
    « arrêter et brouiller les dés de l'adversaire lorsqu'il les jette » (Guiton ch. I « Rompre
    les dés »), so that article leads; ch. III's says how one breaks, not whose dice."""
    replay.findings.law(BREAK_DEFINITION, *both(
        "dice.break.own-dice" if replay.coup is not None else "dice.break.no-dice",
        line=line, actor=actor))
    replay.findings.cite(ROMPRE, PAROLE, ROMPRE_LEBRUN)


@applies(ROMPRE, BREAK_DEFINITION)
def on_rompt(replay: Replay, act: A.Rompt) -> None:
    assert act.actor is not None
    if _no_dice_of_his_opponent(replay, act.actor):
        _nothing_to_break(replay, act.actor, act.span.line)
        return
    early = replay.early_throw
    if early is not None and early.actor is act.actor.opponent:
        if replay.early_known is not None:   # named already: fixed and known, it stands
            said = both("dice.broken.too-late.known", line=act.span.line, actor=act.actor,
                        thrower=early.actor, known=replay.early_known)
            replay.findings.law(BREAK_DEFINITION, *said)
            replay.findings.decide(*said, BREAK_DEFINITION)
            replay.findings.cite(ROMPRE)
            return
        _break_early_throw(replay, act, early)
        return
    coup = replay.coup
    if coup and coup.thrower is act.actor.opponent and not coup.void:
        known = dice_known.known_at(coup)
        if known is not None:
            _too_late_to_break(replay, act, coup, known)
            return
        coup.void = True
        coup.void_why = Msg(f"dés rompus par {act.actor}", f"dice broken by {act.actor}")
        coup.void_law = "guiton.III.rompre-les-des"
        coup.broken_by = act.actor
        coup.items = ()
        coup.on_excess.clear()   # a broken throw bears on no article: nothing it showed counts
        coup.claims_denied.clear()
        for w in coup.windows.values():
            w.owe(w.owed.voided())
    replay.findings.law("guiton.III.rompre-les-des",
                        *both("dice.broken", line=act.span.line, actor=act.actor))
    if coup is not None and coup.broken_by is act.actor:
        _broken_in_gain(replay, act.actor, coup, act.span.line)
        _broken_again(replay, act, coup)


@applies(ROMPRE_EN_GAIN)
def _broken_in_gain(replay: Replay, actor: Colour, coup: Coup, line: int) -> None:
    """The breaker was ahead in trous when the dice were thrown: civility forbids breaking
    « lorsqu'on est en gain » (Guiton III « Rompre les dés »), a precept with no penalty. Said
    because the player whose dice were broken disputes exactly that; the throw stays void."""
    at_throw = coup.score_at_throw
    if at_throw.of(actor).trous <= at_throw.of(actor.opponent).trous:
        return
    replay.findings.law(ROMPRE_EN_GAIN, *both("dice.broken.in-gain", line=line, actor=actor))


@applies(ROMPRE_AGAIN)
def _broken_again(replay: Replay, act: A.Rompt, coup: Coup) -> None:
    """A second break in a row of the same player's throws, by the same player: Lebrun calls
    breaking more than once « une grossièreté », Guiton bids one use the faculty « rarement »;
    neither forbids it nor sets a penalty, so the throw broken again is void like the first.
    Said because the player whose throw was broken twice disputes exactly that."""
    earlier = [c for c in replay.coups if c is not coup and c.thrower is coup.thrower]
    if not earlier or earlier[-1].broken_by is not act.actor or earlier[-1].index != coup.index - 1:
        return
    replay.findings.law(ROMPRE_AGAIN, *both("dice.broken.again", line=act.span.line,
                                            actor=act.actor, thrower=coup.thrower))


@applies(BREAK_DEFINITION)
def _too_late_to_break(replay: Replay, act: A.Rompt, coup: Coup, known: int) -> None:
    """Breaking the dice is stopping them « avant qu'ils soient fixés et qu'aucun des points
    soit connu » (Guiton ch. I « Rompre les dés »): once a point is known (a die settled alone,
    the dice named) or a player has answered the points (marked them, touched or played a dame,
    taken up the dice), a « je romps » comes too late and the throw stands, whatever act or
    word comes next."""
    said = both("dice.broken.too-late.known" if known == coup.known_at
                else "dice.broken.too-late",
                line=act.span.line, actor=act.actor, thrower=coup.thrower, known=known)
    replay.findings.law(BREAK_DEFINITION, *said)
    replay.findings.decide(*said, BREAK_DEFINITION)   # it answers a dispute over the break
    replay.findings.cite("guiton.III.rompre-les-des")


@applies("guiton.III.rompre-les-des", TOUCHED)
def _break_early_throw(replay: Replay, act: A.Rompt, early: A.Throw) -> None:
    """The opponent breaks dice thrown before his coup was over (pushing them back with his
    hand is the same, Guiton III « Dés touchés »): that throw is void and thrown again; his own
    coup goes on. The void throw keeps its place among the throws; it is no coup."""
    thrower = early.actor
    assert thrower is not None and act.actor is not None
    replay.early_throw = None
    replay.early_known = None
    replay.coups.append(Coup(
        index=len(replay.coups), thrower=thrower, dice=early.dice, line=early.span.line,
        position_before=replay.position, score_at_throw=replay.score, items=(), windows={},
        void=True, void_why=Msg(f"dés rompus par {act.actor}", f"dice broken by {act.actor}"),
        closed=True, first_step=len(replay.findings.trace)))
    replay.findings.law("guiton.III.rompre-les-des",
                        *both("dice.broken.early", line=act.span.line, actor=act.actor,
                              thrower=thrower, at=early.span.line))
    replay.findings.cite(TOUCHED)
    faults = replay.findings.faults
    for i, fault in enumerate(faults):   # the early throw did not stand: say what it became
        if fault.kind == FaultKind.JET_PREMATURE and fault.act == early.span.line:
            faults[i] = replace(fault, summary=say(
                "throw.early.fault-broken", line=early.span.line, thrower=thrower,
                other=act.actor, broken=act.span.line), laws=(*fault.laws, TOUCHED))
