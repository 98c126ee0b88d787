"""Dames touched, lifted, put back, and « j'adoube » (Guiton ch. III, « Règles concernant les
dames »: « On doit jouer toutes les dames touchées », the exception of the pile, the dame set
on another).

The thrower's first touch of any dame (his or his opponent's) consummates his marking: after
it he can no longer mark what his throw gave him. A dame touched without « j'adoube » must be
played if it can be (judged when the coup closes, in ``dames``). The lowest of the ``dames``
family's three modules, and the holder of the law ids the others share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import ecole_laws, marks, regimes, sortie
from arbiter.engine import pile as pile_law
from arbiter.engine.bodies import PRISE_POUR_UNE_AUTRE
from arbiter.engine.table import Coup
from arbiter.engine.turn import TurnMarks
from arbiter.engine.wording import both, say
from arbiter.games.base import Move
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay

TOUCHEES = "guiton.III.dames-touchees"
PILE = "guiton.III.exception-pile"
SUR_UNE_AUTRE = "guiton.III.dame-sur-une-autre"
ABANDONNEE = "guiton.III.dame-abandonnee"
NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"
SECONDE_DAME = "guiton.I.adouber-seconde-dame"


_TOUCHED = say("dames.module")


@applies(NON_JOUEUR)
def _handling(replay: Replay, act: A.Act) -> Coup | None:
    """Common to every act on a dame: consummation of the thrower's marking, and the facts."""
    colour = act.actor
    assert colour is not None
    coup = replay.coup
    line = act.span.line
    if coup is None or coup.closed:
        replay.findings.fact(
            *both("dames.handling", line=line, colour=colour), line)
        return None
    if coup.thrower is not colour:
        if replay.marking is not None:   # an article on écoles: a game without marks has none
            replay.findings.law(
                NON_JOUEUR,
                *both("dames.handling.2", line=line, colour=colour))
            replay.turn_does(colour, TurnMarks.touched_idle, line)
        return None
    if isinstance(act, A.Touch) and act.opponent:
        _opponent_dame_touched(replay, colour, line)
        return coup
    if coup.adoube:
        _adoube_keeps_marking_open(replay, colour, line)
        return coup
    close_marking(replay, coup, colour, line, _TOUCHED)
    return coup


def close_marking(replay: Replay, coup: Coup, colour: Colour, line: int, how: Msg) -> None:
    """The thrower's first act on his dames that « j'adoube » does not cover makes his marking
    of his throw final (Guiton III « Époque où les écoles sont consommées »): a touch, a lift,
    or a dame let go on another flèche, which is playing it whatever was said before (« Si,
    après avoir dit j'adoube, on portait et abandonnait une dame … la précaution deviendrait
    inutile », « On doit jouer toutes les dames touchées »). Once only per coup."""
    if not coup.dames_touched:
        coup.dames_touched = True
        last_dames = replay.conduct.last_dames_law
        if last_dames and any(i.kind == "sortie" and i.beneficiary is colour
                              for i in coup.items):
            # The points of the sortie are won by bearing the last dames off: he marks them
            # once they are off, and his marking stays open until he throws again or re-piles
            # (Guiton ch. VII, « Points de sortie »).
            replay.findings.law(
                last_dames,
                *both("dames.handling.3", line=line, colour=colour))
        else:
            replay.consummate(colour, line, how)
            sortie.wipes_lost_at_play(replay, colour, line)


@applies(marks.EPOQUE)
def _opponent_dame_touched(replay: Replay, colour: Colour, line: int) -> None:
    """The thrower touches one of the opponent's dames without lifting it (to count, to point):
    that consummates nothing. The école par omission is consummated when he touches his own
    dames, or lifts any dame to play, « l'intention et la volonté de jouer le point qu'il a
    amené » being then manifest (Guiton III, « Époque où les écoles sont consommées »); a
    touch of the opponent's dame shows no such will. Said only when points are still
    unmarked."""
    window = replay.window(colour)
    if window is None or window.closed or window.marked >= window.due:
        return
    replay.findings.law(marks.EPOQUE,
                        *both("dames.opponent-dame-touched", line=line, colour=colour))


@applies("guiton.I.adouber", ecole_laws.IMPOSSIBLE)
def _adoube_keeps_marking_open(replay: Replay, colour: Colour, line: int) -> None:
    """A dame touched after « j'adoube » does not consummate the thrower's marking: « j'adoube »
    is said to touch one's dames « sans encourir le risque d'être mis à l'école pour avoir omis
    de marquer les points » (Guiton I « Adouber »; III « École … impossible à marquer »: « touché
    ses dames sans avoir dit j'adoube »). The law cited first is the vocabulary's, whose twin
    under Lebrun is his own « De la Manière de marquer les points » (« l'on n'appelle point
    avoir touché son bois quand on a dit j'a-doube »), not his école impossible, which is
    another rule. Said only when points of his throw are still unmarked, the one time it
    matters."""
    window = replay.window(colour)
    if window is None or window.closed or window.marked >= window.due:
        return
    replay.findings.law("guiton.I.adouber",
                        *both("dames.adoube-keeps-marking-open", line=line, colour=colour))
    if replay.record.conduct_lois != regimes.LEBRUN:
        # Guiton states it again where the école is consummated; Lebrun's école impossible is
        # another rule (a throw that cannot be played), not to be cited for this one
        replay.findings.cite(ecole_laws.IMPOSSIBLE)


@applies(TOUCHEES, "guiton.I.adouber", SECONDE_DAME)
def on_adoube(replay: Replay, act: A.Adoube) -> None:
    coup = replay.coup
    again = coup is not None and coup.thrower is act.actor and coup.adoube_spent is not None
    if coup is not None and coup.thrower is act.actor:
        coup.adoube = True
        coup.adoube_said = act.span.line
    # the word's own article first (ch. I « Adouber »: « sans être obligé de les jouer, ou
    # sans encourir le risque d'être mis à l'école »), then the rule it excepts from (III « On
    # doit jouer toutes les dames touchées »), which speaks only of playing the dame
    replay.findings.law("guiton.I.adouber",
                        *both("dames.on-adoube", line=act.span.line, actor=act.actor))
    replay.findings.cite(TOUCHEES)
    if again:   # the word repeated, as the second dame requires
        replay.findings.law(SECONDE_DAME, *both("dames.on-adoube.again", line=act.span.line,
                                                actor=act.actor))


@applies(SECONDE_DAME, TOUCHEES)
def _spend_adoube(replay: Replay, coup: Coup, fleche: int, line: int,
                  touched: bool = False) -> None:
    """The « j'adoube » in force covers the act of ``line``, and no other. A word said again
    for a second dame covers it as the first did (« à moins qu'on ne répète le mot »): that
    answers a claim on that dame. A dame of his own ``touched`` under the word said once is
    freed by the exception the rule of the touched dame states in its own clause (« Toute dame
    touchée doit être jouée … à moins qu'avant de la toucher on n'ait dit j'adoube »): said of
    that dame, under that rule, so that a demand to play it is measured against the rule that
    answers it, not only against the word's meaning (ch. I « Adouber »), lo-08."""
    if coup.adoube_spent is not None and coup.adoube_said is not None:
        replay.findings.decide(*both(
            "dames.adoube-said-again-covers", line=line, colour=coup.thrower,
            fleche=(coup.thrower, fleche), said=coup.adoube_said), SECONDE_DAME)
    elif touched and coup.adoube_said is not None:
        replay.findings.law(TOUCHEES, *both(
            "dames.adoube-covers", line=line, colour=coup.thrower,
            fleche=(coup.thrower, fleche), said=coup.adoube_said))
    coup.adoube = False
    coup.adoube_spent = line


@applies(SECONDE_DAME)
def _not_said_again(replay: Replay, coup: Coup, fleche: int, line: int) -> None:
    """A dame touched or lifted, not covered, after a « j'adoube » already spent on another:
    the word covers one dame « à moins qu'on ne répète le mot j'adoube » (Guiton ch. I
    « Adouber »). Said because the player who touched relies on that word."""
    if coup.adoube_spent is None or coup.adoube_said is None:
        return
    replay.findings.law(SECONDE_DAME, *both(
        "dames.adoube-spent", line=line, colour=coup.thrower, fleche=(coup.thrower, fleche),
        said=coup.adoube_said, spent=coup.adoube_spent))


@applies(PILE, pile_law.NO_EXCEPTION, TOUCHEES)
def on_touch(replay: Replay, act: A.Touch) -> None:
    coup = _handling(replay, act)
    if coup is None:
        return
    if coup.adoube:
        _spend_adoube(replay, coup, act.fleche, act.span.line, touched=not act.opponent)
        return
    if act.opponent:
        return
    if act.fleche == 0 and not pile_law.touch_binds(replay):
        replay.findings.law(PILE, *both("dames.on-touch", line=act.span.line))
        replay.findings.cite(TOUCHEES)   # the rule the exception excepts, named after it
        return
    if act.fleche == 0:
        replay.findings.law(pile_law.NO_EXCEPTION, *both("dames.on-touch.no-exception",
                                                         line=act.span.line))
    if _touched_after_the_play(replay, coup, act):
        return
    _not_said_again(replay, coup, act.fleche, act.span.line)
    coup.touched.append((act.fleche, act.span.line))


@applies(TOUCHEES, ABANDONNEE)
def _touched_after_the_play(replay: Replay, coup: Coup, act: A.Touch | A.Lift) -> bool:
    """A dame touched once his whole number is played by the rules binds to nothing: the dames
    that played it are abandoned and may not be moved again (« Une dame abandonnée ne peut être
    déplacée »), so the touched one cannot be played, and a touched dame must be played only
    « s'il y a possibilité » (« On doit jouer toutes les dames touchées »). True when so."""
    if not coup.moves or any(m.wrong for m in coup.moves):
        return False
    moves = tuple(Move(m.path, m.numbers) for m in coup.moves)
    if not replay.rules.check_play(coup.position_before, coup.thrower, coup.dice, moves).legal:
        return False
    replay.findings.conclude(
        *both("dames.touched-after-the-play", line=act.span.line, colour=coup.thrower,
              fleche=(coup.thrower, act.fleche)), TOUCHEES, act.span.line)
    replay.findings.cite(ABANDONNEE)
    return True


@applies(PILE, ABANDONNEE, pile_law.NO_EXCEPTION)
def on_lift(replay: Replay, act: A.Lift) -> None:
    coup = _handling(replay, act)
    if coup is None or act.opponent:
        return
    if _lifted_again(coup, act):
        replay.findings.law(ABANDONNEE, *both("dames.lifted-again", line=act.span.line,
                                              colour=coup.thrower,
                                              fleche=(coup.thrower, act.fleche)))
        return
    if coup.adoube:
        _spend_adoube(replay, coup, act.fleche, act.span.line)
        coup.adoubed_lifts.add(act.span.line)
        if not replay.conduct.adoube_covers_trial:   # Jacquet: « j'adoube » covers arranging
            coup.adoube_lift = act.fleche            # only; a trial move binds the dame
        else:
            coup.adoubed_from = act.fleche
    elif not _touched_after_the_play(replay, coup, act):
        _not_said_again(replay, coup, act.fleche, act.span.line)
        # Lifting is touching: every dame lifted must be played if it can be, save that of
        # several lifted together off the pile only one is bound (« Exception pour la pile »).
        several = act.fleche == 0 and act.count > 1
        pile = several and pile_law.one_bound(replay)
        if pile:
            replay.findings.law(PILE, *both("dames.on-lift", line=act.span.line))
        elif several:
            replay.findings.law(pile_law.NO_EXCEPTION, *both(
                "dames.on-lift.no-exception", line=act.span.line, count=act.count))
        coup.touched.extend([(act.fleche, act.span.line)] * (1 if pile else act.count))
    coup.lifted.append((act.fleche, act.count, act.span.line))


def _lifted_again(coup: Coup, act: A.Lift) -> bool:
    """A dame set down (``pose``) and not yet let go is still in the player's hand: lifting one
    dame again from that flèche takes up that same dame, to carry it elsewhere before it is
    abandoned (Guiton ch. III « Fausse case »: until the dames are « posées et abandonnées »
    the player « a le choix » how to play them), not a second dame off that flèche. Read so
    when every dame in hand was lifted singly, so that each dame set down is known to be the
    dame lifted in the same rank (as ``on_release`` pairs them)."""
    if act.count != 1 or any(n != 1 for _, n, _ in coup.lifted):
        return False
    dames = [f for f, n in coup.placing for _ in range(n)]
    if act.fleche not in dames or len(dames) > len(coup.lifted):
        return False
    rank = len(dames) - 1 - dames[::-1].index(act.fleche)   # the last dame set down there
    del dames[rank]
    coup.placing = [(f, 1) for f in dames]
    coup.lifted.append(coup.lifted.pop(rank))   # in hand again: paired with the next « pose »
    return True


@applies(SUR_UNE_AUTRE)
def on_place(replay: Replay, act: A.Place) -> None:
    coup = replay.coup
    if coup is None or coup.thrower is not act.actor:
        return
    if coup.adoube_lift is not None and act.fleche != coup.adoube_lift:
        # the dame lifted after « j'adoube » is set on another flèche: a trial move, which
        # the game's « j'adoube » does not cover (S004 § 7 c): it is a touched dame
        coup.touched.append((coup.adoube_lift, act.span.line))
        coup.trials.append((coup.adoube_lift, act.span.line))
        coup.adoube_lift = None
    if act.atop:
        coup.touched.append((act.fleche, act.span.line))
        replay.findings.law(SUR_UNE_AUTRE,
                            *both("dames.on-place", line=act.span.line))
    coup.placing.append((act.fleche, act.count))


def on_put_back(replay: Replay, act: A.PutBack) -> None:
    """The dame in hand goes back where it was lifted from (with none in hand, the one just
    put down). It stays touched (``on_lift``): it must be played if it can be (Guiton III « On
    doit jouer toutes les dames touchées »)."""
    coup = replay.coup
    if coup is None:
        return
    if coup.thrower is act.actor and coup.lifted:
        held = sum(n for _, n, _ in coup.lifted) - sum(n for _, n in coup.placing)
        if held <= 0 and coup.placing:
            fleche, count = coup.placing[-1]
            coup.placing[-1] = (fleche, count - 1)
            if count - 1 <= 0:
                coup.placing.pop()
        source, count, line = coup.lifted[-1]
        coup.lifted[-1] = (source, count - 1, line)
        if count - 1 <= 0:
            coup.lifted.pop()
        if line not in coup.adoubed_lifts:
            coup.taken.add(line)    # a dame taken and put back (Lebrun's rule 5 is cited)
            replay.findings.meet(PRISE_POUR_UNE_AUTRE)
        if coup.adoubed_from == source:   # the dame adjusted under « j'adoube » is back
            coup.adoubed_from = None
        coup.adoube_lift = None           # Jacquet's: the dame lifted under « j'adoube » is back
    elif coup.placing:
        coup.placing.pop()
    replay.findings.fact(
        *both("dames.on-put-back", line=act.span.line, actor=act.actor,
              fleche=(act.actor, act.fleche)), act.span.line)  # type: ignore[arg-type]
