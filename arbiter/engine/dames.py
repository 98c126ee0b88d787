"""The laws of the dames: touched, lifted, placed, abandoned (Guiton ch. III, « Règles
concernant les dames »), and the legality of the play as a whole (the game's rules).

The thrower's first touch of any dame (his or his opponent's) consummates his marking: after
it he can no longer mark what his throw gave him. A dame touched without « j'adoube » must be
played if it can be. A dame abandoned on a flèche its number does not reach is at the
opponent's discretion (« Dame mal posée et abandonnée »); two dames placed together of which
one does not reach are a « fausse case ».
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.engine import claims, ecole_laws, game_end, marks, plein_missed, puissance, touched
from arbiter.engine import pile as pile_law
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.findings import until_throw
from arbiter.engine.table import Coup, DameMove
from arbiter.engine.wording import both, say
from arbiter.games.base import Kept, Move, ThrowContext
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.vocabulary import FaultKind
from arbiter.words import dice_name, fleche_name, from_fleche

if TYPE_CHECKING:
    from arbiter.board import Problem
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay

TOUCHEES = "guiton.III.dames-touchees"
PILE = "guiton.III.exception-pile"
SUR_UNE_AUTRE = "guiton.III.dame-sur-une-autre"
MAL_POSEE = "guiton.III.dame-mal-posee"
ABANDONNEE = "guiton.III.dame-abandonnee"
FAUSSE_CASE = "guiton.III.fausse-case"
IMPUISSANCE_CREEE = "guiton.III.impuissance-creee"   # the paragraph closing « Fausse case »
NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"
NON_EXCUSABLE = "guiton.III.erreur-non-excusable"
TROISIEME_EXEMPLE = "guiton.III.troisieme-exemple"
PREMIER_EXEMPLE = "guiton.III.premier-exemple"
NE_PAS_ENLEVER = "guiton.III.ne-pas-enlever-les-des"

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
            replay.turn_marks(colour).idle_touch_line = line
        return None
    if isinstance(act, A.Touch) and act.opponent:
        _opponent_dame_touched(replay, colour, line)
        return coup
    if coup.adoube:
        _adoube_keeps_marking_open(replay, colour, line)
        return coup
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
            replay.consummate(colour, line, _TOUCHED)
    return coup


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


@applies(ecole_laws.IMPOSSIBLE)
def _adoube_keeps_marking_open(replay: Replay, colour: Colour, line: int) -> None:
    """A dame touched after « j'adoube » does not consummate the thrower's marking: the école
    par omission needs him to have thrown, or touched his dames « sans avoir dit j'adoube »
    (Guiton III, « École connue sous la dénomination d'école impossible à marquer »). Said
    only when points of his throw are still unmarked, the one time it matters."""
    window = replay.window(colour)
    if window is None or window.closed or window.marked >= window.due:
        return
    replay.findings.law(ecole_laws.IMPOSSIBLE,
                        *both("dames.adoube-keeps-marking-open", line=line, colour=colour))


@applies(TOUCHEES, "guiton.I.adouber")
def on_adoube(replay: Replay, act: A.Adoube) -> None:
    coup = replay.coup
    if coup is not None and coup.thrower is act.actor:
        coup.adoube = True
    replay.findings.cite(TOUCHEES)
    replay.findings.law("guiton.I.adouber",
                        *both("dames.on-adoube", line=act.span.line, actor=act.actor))


@applies(PILE)
def on_touch(replay: Replay, act: A.Touch) -> None:
    coup = _handling(replay, act)
    if coup is None:
        return
    if coup.adoube:
        coup.adoube = False
        return
    if act.opponent:
        return
    if act.fleche == 0:
        replay.findings.law(PILE, *both("dames.on-touch", line=act.span.line))
        return
    if _touched_after_the_play(replay, coup, act):
        return
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


@applies(PILE)
def on_lift(replay: Replay, act: A.Lift) -> None:
    coup = _handling(replay, act)
    if coup is None or act.opponent:
        return
    if coup.adoube:
        coup.adoube = False
        coup.adoubed_lifts.add(act.span.line)
        if not replay.conduct.adoube_covers_trial:   # Jacquet: « j'adoube » covers arranging
            coup.adoube_lift = act.fleche            # only; a trial move binds the dame
        else:
            coup.adoubed_from = act.fleche
    elif not _touched_after_the_play(replay, coup, act):
        # Lifting is touching: every dame lifted must be played if it can be, save that of
        # several lifted together off the pile only one is bound (« Exception pour la pile »).
        pile = act.fleche == 0 and act.count > 1 and pile_law.one_bound(replay)
        if pile:
            replay.findings.law(PILE, *both("dames.on-lift", line=act.span.line))
        coup.touched.extend([(act.fleche, act.span.line)] * (1 if pile else act.count))
    coup.lifted.append((act.fleche, act.count, act.span.line))


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


def on_release(replay: Replay, act: A.Release) -> None:
    coup = replay.coup
    if coup is None or coup.thrower is not act.actor:
        return
    placing, coup.placing = coup.placing, []
    lifted, coup.lifted = coup.lifted, []
    paths: list[tuple[int, ...]] = []
    sources = [f for f, n, _ in lifted for _ in range(1 if f == 0 and n > 1 and
                                                          len(placing) == 1 else n)]
    for (dst, count), src in zip(placing, sources, strict=False):
        for _ in range(count):
            paths.append((src, dst))
    if paths:
        _chosen_before_release(replay, coup, paths, act.span.line)
        _moves(replay, coup, act, (tuple(paths),))


@applies(FAUSSE_CASE)
def _chosen_before_release(replay: Replay, coup: Coup, paths: list[tuple[int, ...]],
                           line: int) -> None:
    """Two dames held at once and set down on different flèches before being let go: until
    they are abandoned the player plays them as he judges least harmful; only two dames let go
    together on one flèche, one of them not reaching it, are a fausse case (Guiton ch. III,
    « Fausse case »: « qu'on s'aperçoive de l'erreur avant de les avoir posées et abandonnées,
    on est à la vérité forcé de les jouer; mais on a le choix… »)."""
    if len(paths) < 2 or len({p[-1] for p in paths}) < 2:
        return
    readings = _group_numbers(coup, tuple(paths), replay.conduct.power_number)
    if any(r is None for r in readings):
        return
    replay.findings.conclude(*both("dames.chosen-before-release", line=line,
                                   colour=coup.thrower), FAUSSE_CASE, line)


def on_play(replay: Replay, act: A.Play) -> None:
    coup = _handling(replay, act)
    if coup is None:
        return
    coup.adoube = False
    _moves(replay, coup, act, act.groups)


# -- judging each dame as it is abandoned -----------------------------------------------------
def _moves(replay: Replay, coup: Coup, act: A.Act,
           groups: tuple[tuple[tuple[int, ...], ...], ...]) -> None:
    colour = coup.thrower
    line = act.span.line
    paths = [m.path for m in coup.moves] + [p for g in groups for p in g]
    for group in groups:
        coup.groups += 1
        wrong = []
        if not coup.remaining and coup.moves:
            _extra_dames(replay, coup, group, line)
            continue
        if any(path[-1] == OFF for path in group):
            replay.findings.cite(*_sortie_laws(replay, coup))
        readings = _group_numbers(coup, group, replay.conduct.power_number)
        for path, numbers in zip(group, readings, strict=True):
            move = DameMove(path=path, line=line, group=coup.groups)
            if numbers is None:
                move.wrong = True
                wrong.append(move)
            else:
                move.numbers = numbers
                for n in numbers:
                    coup.remaining.remove(n)
                _carried_on(replay, coup, move)
            coup.moves.append(move)
            replay.position = replay.position.moved(colour, path[0], path[-1])
            bound = next((t for t in coup.touched if t[0] == path[0]), None)
            if bound is not None:   # one touched dame of that flèche is now played
                coup.touched.remove(bound)
        if not wrong and not coup.remaining and not any(m.wrong for m in coup.moves):
            _judge_play(replay, coup, at_end=False, offer=True)   # the whole number is played
        if wrong:
            if coup.dice_lifted is not None:
                if _excused(replay, coup, paths, line):
                    return
                _no_excuse(replay, coup, group, line)
            elif len(group) >= 2:
                _fausse_case(replay, coup, group, wrong, line)
            else:
                _mal_posee(replay, coup, wrong[0], line)
    plein_missed.by_a_wrong_dame(replay, coup)


def _group_numbers(coup: Coup, group: tuple[tuple[int, ...], ...],
                   power: Callable[[int, int], int | None] | None = None,
                   ) -> list[tuple[int, ...] | None]:
    """The die numbers each dame of a group stands for (None: a dame no number takes there).

    The dames lifted and set down together are read together: the first reading of each that
    lets every dame of the group reach its flèche. Two dames set on one's coin with the numbers
    that would take them to the opponent's empty coin are a take par puissance (Guiton ch. I
    « Puissance »), not one dame played naturally and the other short of its number: reading
    them one by one would give the first the number the second needs and make a fausse case of
    a lawful take. When no reading carries them all, each is read in turn, as played."""
    def assign(remaining: list[int], paths: tuple[tuple[int, ...], ...],
               ) -> list[tuple[int, ...]] | None:
        if not paths:
            return []
        for numbers in _readings(remaining, paths[0], power):
            rest = list(remaining)
            for n in numbers:
                rest.remove(n)
            tail = assign(rest, paths[1:])
            if tail is not None:
                return [numbers, *tail]
        return None

    joint = assign(list(coup.remaining), group) if len(group) >= 2 else None
    if joint is not None:
        return list(joint)
    out: list[tuple[int, ...] | None] = []
    remaining = list(coup.remaining)
    for path in group:
        numbers = _numbers_for(remaining, path, power)
        out.append(numbers)
        for n in numbers or ():
            remaining.remove(n)
    return out


def _readings(remaining: list[int], path: tuple[int, ...],
              power: Callable[[int, int], int | None] | None) -> list[tuple[int, ...]]:
    """The ways of reading one dame's path with the numbers still to play: as played first,
    then, for a single step onto the coin, par puissance."""
    out = []
    natural = _numbers_for(remaining, path, power)
    if natural is not None:
        out.append(natural)
    if power is not None and len(path) == 2:
        n = power(path[1], path[1] - path[0])
        if n is not None and n in remaining and (n,) not in out:
            out.append((n,))
    return out


@applies(ABANDONNEE)
def _carried_on(replay: Replay, coup: Coup, move: DameMove) -> None:
    """The dame let go for one number, taken up again to play the other tout d'une: the one
    way out Guiton leaves it (« elle n'en peut sortir que pour servir à jouer, si on le veut,
    les deux points tout d'une »). Only when no dame of his stood there before the throw, so
    that it is that same dame."""
    start = move.path[0]
    earlier = [m for m in coup.moves if not m.wrong and m.path[-1] == start]
    if (len(coup.moves) != 1 or not earlier or coup.remaining
            or coup.position_before.count(coup.thrower, start)):
        return
    replay.findings.law(ABANDONNEE, *both(
        "dames.carried-on", line=move.line, colour=coup.thrower,
        fleche=(coup.thrower, start)))


def _numbers_for(remaining_: list[int], path: tuple[int, ...],
                 power: Callable[[int, int], int | None] | None = None) -> tuple[int, ...] | None:
    """The die numbers a dame's path stands for, taken from those still to play, or None.

    ``power`` is the game's: the number a dame taken par puissance stands for (trictrac's
    coin), the rules then judging whether it was allowed."""
    remaining = list(remaining_)
    used: list[int] = []
    steps = [b - a for a, b in pairwise(path)]
    if len(steps) == 1 and steps[0] not in remaining and len(remaining) >= 2 and \
            sum(remaining[:2]) == steps[0]:
        return tuple(remaining[:2])          # tout d'une written without its resting flèche
    for (_a, b), step in zip(pairwise(path), steps, strict=True):
        if step in remaining:
            remaining.remove(step)
            used.append(step)
        elif b == OFF and any(n > step for n in remaining):
            n = min(n for n in remaining if n > step)   # an excédant number bears off
            remaining.remove(n)
            used.append(n)
        elif b == OFF and remaining:
            n = max(remaining)      # a défaillant number used to bear off: the rules judge it
            remaining.remove(n)
            used.append(n)
        elif power is not None and power(b, step) in remaining:
            n = power(b, step)           # taken par puissance: the rules judge it
            remaining.remove(n)
            used.append(n)
        else:
            return None
    return tuple(used)


@applies(MAL_POSEE, ABANDONNEE, TOUCHEES)
def _mal_posee(replay: Replay, coup: Coup, move: DameMove, line: int) -> None:
    colour = coup.thrower
    src, dst = move.path[0], move.path[-1]
    dist = dst - src
    played_before = [m for m in coup.moves if m is not move and not m.wrong]
    larger = max(coup.dice)
    true = [src + n for n in sorted(set(coup.remaining)) if src + n <= OFF]
    tout_d_une = dist > larger and not played_before and len(coup.remaining) == 2
    where = fleche_name(colour, dst)
    where_en = fleche_name(colour, dst, "en")
    why = Msg(
        f"Ligne {line} : avec {dice_name(coup.dice)}, {colour} abandonne une dame "
        f"{from_fleche(colour, src)} sur {where}, où aucun nombre ne la porte.",
        f"Line {line}: with {dice_name(coup.dice, 'en')}, {colour} lets go of a dame from "
        f"{fleche_name(colour, src, 'en')} on {where_en}, where no number of his takes it.")
    laws = (MAL_POSEE,) + ((ABANDONNEE,) if played_before else ())
    kind = FaultKind.DAME_MAL_POSEE
    if coup.adoubed_from == src:
        # « Si, après avoir dit j'adoube, on portait et abandonnait une dame sur une flèche
        # autre que celle où aboutit le point … on serait sujet à la peine de la fausse-case »
        # (Guiton III « On doit jouer toutes les dames touchées »).
        coup.adoubed_from = None
        kind, laws = FaultKind.FAUSSE_CASE, (TOUCHEES, *laws)
        replay.findings.law(TOUCHEES, *both("dames.adoube-then-misplaced", line=line,
                                            colour=colour))
    replay.findings.fault(Fault(kind=kind, by=colour, summary=why, laws=laws,
                                consummated=True, act=line, fleches=(src, dst, *true)))
    replay.findings.conclude(why.fr, why.en, MAL_POSEE, line)
    # No choice may leave the board as a law forbids (Guiton IV « On ne peut occuper le coin
    # de son adversaire », « On ne peut mettre une dame seule dans son coin »): the game says
    # which positions cannot stand.
    here = replay.position
    choices = []
    refused = _new_problems(replay, coup, here, colour)
    if not refused:
        choices.append(("laisser", say("dames.mal-posee"), True))
    else:
        law = replay.conduct.position_laws.get(refused[0].code)
        replay.findings.reject(*both("dames.mal-posee.cannot-stay", colour=colour,
                                     where=(colour, dst), why=refused[0].message), law)
    for t in true:
        if here.count(colour, dst) and _new_problems(replay, coup, here.moved(colour, dst, t),
                                                     colour):
            continue
        choices.append((f"placer-{t}", say("dames.mal-posee.2", t=(colour, t)),
                        not choices))
    if tout_d_une:
        choices.append(("tout-d-une", say("dames.mal-posee.3"),
                        not choices))
    if not choices:     # nowhere it may lawfully stand: back where it came from
        choices.append(("remettre", say("dames.extra-dames.3"), True))
    else:
        reason = (say("dames.mal-posee.4") if played_before else
                  say("dames.mal-posee.5"))
        replay.findings.reject(
            *both("dames.mal-posee.6", colour_opponent=colour.opponent, reason=reason), MAL_POSEE)
    replay.findings.option(
        colour.opponent,
        say("dames.mal-posee.7", colour=colour, colour_opponent=colour.opponent),
        choices, laws,
        until_throw(colour.opponent))


def _new_problems(replay: Replay, coup: Coup, position: Position,
                  colour: Colour) -> list[Problem]:
    """What ``position`` breaks of the laws of the board that the position before the coup did
    not already break (the game's own list of impossible positions). Only ``colour``'s dames
    moved, so whatever is new is his doing, whichever colour a problem is filed under (two
    colours on one flèche is filed under blanc's numbering, whoever moved there)."""
    def key(x: Problem) -> tuple[str, Colour | None, int | None]:
        return (x.code, x.colour, x.fleche)

    before = {key(x) for x in replay.rules.position_problems(coup.position_before)}
    return [x for x in replay.rules.position_problems(position) if key(x) not in before]


@applies(FAUSSE_CASE, "guiton.III.fausse-case-consommee")
def _fausse_case(replay: Replay, coup: Coup, group, wrong: list[DameMove], line: int) -> None:
    colour = coup.thrower
    why = Msg(
        f"Ligne {line} : {colour} pose ensemble {len(group)} dames pour faire une case, mais "
        f"{_how_many_fr(len(wrong), len(group))} avec {dice_name(coup.dice)} : fausse case.",
        f"Line {line}: {colour} places {len(group)} dames together to make a case, but "
        f"{_how_many_en(len(wrong), len(group))} with {dice_name(coup.dice, 'en')}: "
        "fausse case.")
    dests = tuple(sorted({p[-1] for p in group} | {p[0] for p in group}))
    replay.findings.fault(Fault(kind=FaultKind.FAUSSE_CASE, by=colour, summary=why,
                                laws=(FAUSSE_CASE,), consummated=True, act=line,
                                fleches=dests))
    replay.findings.conclude(why.fr, why.en, FAUSSE_CASE, line)
    larger = max(coup.dice)
    passed = any(p[-1] - p[0] > larger for p in group)
    choices = [("surcase", say("dames.fausse-case"),
                False),
               ("demi-cases", say("dames.fausse-case.2"),
                False),
               ("laisser", say("dames.fausse-case.3"), True)]
    if passed:
        choices.append(("tout-d-une", say("dames.fausse-case.4"),
                        False))
    replay.findings.option(
        colour.opponent,
        say("dames.fausse-case.5", colour_opponent=colour.opponent),
        choices, (FAUSSE_CASE,),
        until_throw(colour.opponent))
    coup.remaining.clear()


@applies(TROISIEME_EXEMPLE, MAL_POSEE)
def _extra_dames(replay: Replay, coup: Coup, group, line: int) -> None:
    """Every number is played and he moves another dame: that move stands for nothing; what
    was already played stands (Guiton's « Troisième exemple »)."""
    colour = coup.thrower
    for path in group:
        replay.position = replay.position.moved(colour, path[0], path[-1])
    src, dst = group[0][0], group[0][-1]
    why = say("dames.extra-dames", line=line, colour=colour, dice=coup.dice, src=(colour, src),
              dst=(colour, dst))
    replay.findings.fault(Fault(kind=FaultKind.COUP_IRREGULIER, by=colour, summary=why,
                                laws=(TROISIEME_EXEMPLE, MAL_POSEE), consummated=True, act=line,
                                fleches=(src, dst)))
    replay.findings.conclude(why.fr, why.en, TROISIEME_EXEMPLE, line)
    replay.findings.option(
        colour.opponent,
        say("dames.extra-dames.2", colour_opponent=colour.opponent),
        [("remettre", say("dames.extra-dames.3"), False),
         ("laisser", say("dames.extra-dames.4"), True)],
        (TROISIEME_EXEMPLE, MAL_POSEE),
        until_throw(colour.opponent))


def _alleged_dice(paths: list[tuple[int, ...]]) -> tuple[int, int] | None:
    """The throw a wrong play stands for (each step a number), when it reads as two numbers:
    the number the player believed he had thrown."""
    steps = [b - a for path in paths for a, b in pairwise(path)]
    if len(steps) != 2 or any(n < 1 or n > 6 or OFF in p for n in steps for p in paths):
        return None
    return max(steps), min(steps)


@applies(NE_PAS_ENLEVER)
def _excused(replay: Replay, coup: Coup, paths: list[tuple[int, ...]], line: int) -> bool:
    """The dice were taken up before the coup was played and he plays another number than the
    one thrown: « il ne fait pas faute », he only plays his coup by the number thrown, unless
    his marking contradicts his play (the next article, :func:`_no_excuse`). His marking
    contradicts it when he marked other than what the number he played would give him."""
    colour = coup.thrower
    alleged = _alleged_dice(paths)
    if alleged is None or sorted(alleged) == sorted(coup.dice):
        return False
    window = coup.windows.get(colour)
    marked = window.marked if window is not None else 0
    context = ThrowContext(thrower_coups=replay.coups_played[colour],
                           opponent_coups=replay.coups_played[colour.opponent])
    believed = sum(i.points for i in replay.rules.earnings(coup.position_before, colour,
                                                           alleged, context)
                   if i.beneficiary is colour)
    if marked != believed:
        return False
    replay.findings.conclude(
        *both("dames.excused" if replay.marking is not None else "dames.excused.no-marks",
              line=line, colour=colour, dice_lifted=coup.dice_lifted,
              alleged=alleged, dice=coup.dice),
        NE_PAS_ENLEVER, line)
    replay.findings.decide(*both("dames.excused.replay", colour=colour, dice=coup.dice))
    replay.position = coup.position_before
    coup.moves.clear()
    coup.touched.clear()
    coup.judged = False
    coup.remaining = replay.numbers(coup.dice)
    return True


@applies(NON_EXCUSABLE, FAUSSE_CASE)
def _no_excuse(replay: Replay, coup: Coup, group, line: int) -> None:
    """Dice taken up, then a number played that is not the one thrown, against his own
    marking: no excuse, the penalty of the fausse case."""
    colour = coup.thrower
    why = say("dames.no-excuse", line=line, colour=colour, dice_lifted=coup.dice_lifted,
              dice=coup.dice)
    fleches = tuple(sorted({p[0] for p in group} | {p[-1] for p in group}))
    replay.findings.fault(Fault(kind=FaultKind.FAUSSE_CASE, by=colour, summary=why,
                                laws=(NON_EXCUSABLE, FAUSSE_CASE), consummated=True, act=line,
                                fleches=fleches))
    replay.findings.conclude(why.fr, why.en, NON_EXCUSABLE, line)
    replay.findings.option(
        colour.opponent,
        say("dames.no-excuse.2", colour_opponent=colour.opponent),
        [("laisser", say("dames.no-excuse.3"), True),
         ("placer", say("dames.no-excuse.4"), False)],
        (NON_EXCUSABLE, FAUSSE_CASE),
        until_throw(colour.opponent))
    coup.remaining.clear()


@applies(PREMIER_EXEMPLE)
def on_restore(replay: Replay, act: A.Restore) -> None:
    """Dames played are carried back. When the opponent does it himself, he accepts that the
    play was void and the thrower plays his whole number again (« Premier exemple »)."""
    coup = replay.coup
    line = act.span.line
    if coup is None or not coup.moves:
        replay.findings.ask(
            *both("dames.on-restore", line=line))
        return
    colour = coup.thrower
    if act.actor is colour.opponent and _set_right_by_opponent(replay, coup, act):
        return
    if not any(m.wrong for m in coup.moves):
        _judge_play(replay, coup, at_end=False, offer=False)
    for group in act.groups:
        for path in group:
            replay.position = replay.position.moved(colour, path[0], path[-1])
    coup.moves.clear()
    coup.judged = False
    coup.remaining = replay.numbers(coup.dice)
    if act.actor is colour.opponent:
        replay.findings.conclude(
            *both("dames.on-restore.2", line=line, actor=act.actor, colour=colour),
            PREMIER_EXEMPLE, line)
    else:
        replay.findings.fact(*both("dames.on-restore.3", line=line, colour=colour), line)


@applies(MAL_POSEE, PREMIER_EXEMPLE)
def _set_right_by_opponent(replay: Replay, coup: Coup, act: A.Restore) -> bool:
    """The opponent carries the dame mal posée, himself, to a flèche its number reaches: that
    is one of his choices (« la mettre à sa vraie place », Guiton III « Dame mal posée et
    abandonnée »), now made. The coup stands as he set it; having reformed it with his own
    hand he cannot have the irregular play kept after all (« Premier exemple »: « il n'est
    plus admis à exiger que l'irrégularité primitive soit maintenue »). True when so."""
    colour, opponent = coup.thrower, coup.thrower.opponent
    paths = [path for group in act.groups for path in group]
    if len(paths) != 1:
        return False
    start, end = paths[0][0], paths[0][-1]
    move = next((m for m in reversed(coup.moves) if m.wrong and m.path[-1] == start), None)
    option = next((o for o in replay.findings.options if o.holder is opponent
                   and MAL_POSEE in o.laws
                   and any(c.key == f"placer-{end}" for c in o.choices)), None)
    if move is None or option is None:
        return False
    replay.position = replay.position.moved(colour, start, end)
    move.path = (move.path[0], end)
    move.wrong = False
    step = end - move.path[0]
    move.numbers = (step,) if step in coup.dice else tuple(coup.dice)
    replay.findings.options.remove(option)
    replay.findings.conclude(
        *both("dames.set-right-by-opponent", line=act.span.line, actor=opponent,
              colour=colour, fleche=(colour, end)),
        MAL_POSEE, act.span.line)
    replay.findings.cite(PREMIER_EXEMPLE)
    return True


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
        if coup.adoubed_from == source:   # the dame adjusted under « j'adoube » is back
            coup.adoubed_from = None
        coup.adoube_lift = None           # Jacquet's: the dame lifted under « j'adoube » is back
    elif coup.placing:
        coup.placing.pop()
    replay.findings.fact(
        *both("dames.on-put-back", line=act.span.line, actor=act.actor,
              fleche=(act.actor, act.fleche)), act.span.line)  # type: ignore[arg-type]


# -- at the end of the coup: touched dames and the play as a whole ----------------------------
@applies(TOUCHEES)
def at_close(replay: Replay, coup: Coup, *, at_end: bool) -> None:
    if coup.void:
        return
    colour = coup.thrower
    could = touched.playable(coup, replay.plays(coup)) if coup.touched else []
    for fleche, line in coup.touched:
        if (fleche, line) in could:
            could.remove((fleche, line))
            if at_end and not coup.moves:
                replay.findings.conclude(
                    *both("dames.at-close", colour=colour, fleche=(colour, fleche), line=line),
                    TOUCHEES, line)
                continue
            why = say("dames.at-close.2.trial" if (fleche, line) in coup.trials
                      else "dames.at-close.2", colour=colour, fleche=(colour, fleche), line=line)
            laws = (*_instead_of_sortant(replay, coup, fleche), TOUCHEES)
            replay.findings.fault(Fault(kind=FaultKind.DAME_TOUCHEE, by=colour, summary=why,
                                        laws=laws, consummated=True, act=line,
                                        fleches=(fleche,)))
            replay.findings.option(
                colour.opponent,
                say("dames.at-close.3", colour_opponent=colour.opponent),
                [("exiger", say("dames.at-close.4"), True),
                 ("laisser", say("dames.at-close.5"),
                  False)],
                (TOUCHEES,),
                until_throw(colour.opponent))
        else:
            replay.findings.conclude(
                *both("dames.at-close.6", fleche=(colour, fleche)), TOUCHEES, line)
    plein_missed.by_a_wrong_dame(replay, coup, closing=True)
    if not coup.moves or any(m.wrong for m in coup.moves):
        return
    if at_end and coup.remaining and _can_go_on(replay, coup):
        return   # the record stops while he is still playing
    _judge_play(replay, coup, at_end=at_end, offer=True)


def _instead_of_sortant(replay: Replay, coup: Coup, fleche: int) -> tuple[str, ...]:
    """The game's law for a dame touched, and left, while he bore another off with a number
    that could have carried the touched one inside the tablier (Guiton VII « Faute de celui qui
    prend une dame pour une autre »), said in the ruling; () when it does not bear."""
    hook = replay.conduct.touched_instead_of_sortant
    if hook is None or not any(m.path[-1] == OFF for m in coup.moves):
        return ()
    kept = hook(coup.position_before, coup.thrower, coup.dice, fleche)
    if kept is None:
        return ()
    replay.findings.law(kept.law, *_sentence(kept.message))
    return (kept.law,)


def judge_as_played(replay: Replay, coup: Coup) -> None:
    """The thrower says he has played (a game's words, e.g. Jacquet's « j'ai joué »), or his
    coup ends with nothing played: his play is judged as it stands, even if the record stops
    there, where it would otherwise be read as a play still going on."""
    if not any(m.wrong for m in coup.moves):
        _judge_play(replay, coup, at_end=False, offer=True)


def _can_go_on(replay: Replay, coup: Coup) -> bool:
    """Some legal play of the throw begins with the moves made so far."""
    made = [(m.path[0], m.path[-1]) for m in coup.moves]
    for play in replay.plays(coup):
        moves = [(m.src, m.dst) for m in play.moves]
        if len(moves) > len(made) and sorted(moves[:len(made)]) == sorted(made):
            return True
        if len(moves) > len(made) and all(made.count(x) <= moves.count(x) for x in made):
            return True
    return False


@applies(IMPUISSANCE_CREEE)
def _judge_play(replay: Replay, coup: Coup, *, at_end: bool, offer: bool) -> None:
    if coup.judged:
        return
    coup.judged = True
    colour = coup.thrower
    moves = tuple(Move(m.path, m.numbers) for m in coup.moves)
    check = replay.rules.check_play(coup.position_before, colour, coup.dice, moves)
    for undecided in getattr(check, "undecided", ()):   # a point the game's texts leave open
        game_end.ask_undecided(replay, undecided)
    if check.legal:
        for kept in getattr(check, "kept", ()):   # the article by which a disputed play stands
            replay.findings.law(kept.law, *_sentence(kept.message))
        # Said with the line of the play, and never as if the coup were faultless when a fault
        # of this same play (a coin taken par puissance wrongly…) is already found.
        lines = [m.line for m in coup.moves] or [coup.line]
        beside = [f for f in replay.findings.faults if f.by is colour and f.act is not None
                  and coup.line <= f.act <= max(lines)]
        # A dame touched and not moved is judged when the coup closes: until then the play is
        # only said to follow the movement of the dames, not to be faultless.
        touched_left = bool(coup.touched)   # a touched dame is taken off once played
        if beside:
            replay.findings.conclude(*both(
                "dames.judge-play.beside-fault", colour=colour, line=max(lines),
                kind=FaultKind(beside[0].kind).display))
        elif touched_left:
            replay.findings.conclude(*both("dames.judge-play.moves-only", colour=colour,
                                           line=max(lines)))
        else:
            replay.findings.conclude(*both("dames.judge-play", colour=colour, line=max(lines)))
        replay.findings.cite(*getattr(check, "considered", ()))   # why the play stands
        puissance.lawful(replay, coup)
        return
    for ground in getattr(check, "grounds", ()):   # a law deciding the point in dispute
        replay.findings.law(ground.law, *_sentence(ground.message))
    for violation in check.violations:
        kind = FaultKind(replay.conduct.fault_of_violation.get(violation.code,
                                                             FaultKind.COUP_IRREGULIER))
        line = coup.moves[-1].line if coup.moves else coup.line   # nothing played at all
        if violation.code in replay.conduct.unmade_plein:
            claims.plein_not_made(replay, coup, line)
        # an impuissance one created is decided by its own paragraph (the end of « Fausse
        # case »), not by the fausse case of two dames the article opens with
        laws = (violation.law,) if kind is not FaultKind.IMPUISSANCE_CREEE else (
            violation.law, IMPUISSANCE_CREEE)
        summary = violation.message
        if kind is FaultKind.COUP_IRREGULIER:    # the claim answered: what he could play
            summary = _with_lawful_plays(replay, coup, summary)
        replay.findings.fault(Fault(kind=kind, by=colour, summary=summary,
                                    laws=laws, consummated=True, act=line,
                                    fleches=violation.fleches))
        if not offer:
            continue
        if violation.law == puissance.PAR_PUISSANCE and puissance.penalty(
                replay, coup, line, tuple(v.law for v in check.violations)):
            continue
        if kind is FaultKind.IMPUISSANCE_CREEE:
            replay.findings.conclude(
                *both("dames.judge-play.2", colour=colour), IMPUISSANCE_CREEE, line)
            replay.findings.option(
                colour.opponent,
                say("dames.judge-play.3", colour_opponent=colour.opponent),
                [("laisser", say("dames.judge-play.4"), True),
                 ("rejouer", say("dames.judge-play.5"),
                  False)],
                laws,
                until_throw(colour.opponent))
            continue
        refused = _new_problems(replay, coup, replay.position, colour)
        choices = [("rejouer", say("dames.judge-play.7"), True)]
        if refused:     # the board as played cannot stand: he may not leave it so
            law = replay.conduct.position_laws.get(refused[0].code)
            replay.findings.reject(*both("dames.judge-play.cannot-stay", colour=colour,
                                         why=refused[0].message), law)
        else:
            choices.append(("laisser", say("dames.judge-play.8"), False))
        replay.findings.option(
            colour.opponent,
            say("dames.judge-play.6", colour_opponent=colour.opponent),
            choices, (violation.law,), until_throw(colour.opponent))


LAWFUL_SHOWN = 6
"""Lawful plays named in full in an irregular play's account; beyond, they are counted."""


def _with_lawful_plays(replay: Replay, coup: Coup, why: Msg) -> Msg:
    """An irregular play's account with the plays the throw allowed, written as the record
    writes a play (« 15-18-23 0-5 »), so that the referee can say what should have been
    played. Unchanged when the throw allowed nothing (the account says why)."""
    plays = sorted({" ".join("-".join(str(f) for f in m.path) for m in p.moves)
                    for p in replay.plays(coup) if p.moves})
    if not plays:
        return why
    shown = " ; ".join(plays[:LAWFUL_SHOWN])
    if len(plays) > LAWFUL_SHOWN:
        more = say("dames.lawful-plays.more", shown=shown, more=len(plays) - LAWFUL_SHOWN)
        return say("dames.lawful-plays", why=why, dice=coup.dice, plays=more)
    return say("dames.lawful-plays", why=why, dice=coup.dice, plays=shown)


def bearing_off(replay: Replay, coup: Coup) -> None:
    """A throw that can bear dames off brings the game's laws of bearing off into play."""
    reasons = _sortie_reasons(replay, coup)
    laws = _sortie_laws(replay, coup, reasons)
    if not laws or not any(m.dst == OFF for p in replay.plays(coup) for m in p.moves):
        return
    replay.findings.law(
        laws[0],
        *both("dames.bearing-off", line=coup.line, thrower=coup.thrower))
    for reason in reasons:   # what each number of the throw is
        replay.findings.law(reason.law, *_sentence(reason.message))
    replay.findings.cite(*laws)


def _sentence(msg: Msg) -> tuple[str, str]:
    """A game's reason said as a sentence of the ruling: capital first, full stop last."""
    return tuple(t[:1].upper() + t[1:] + ("" if t.endswith(".") else ".")
                 for t in (msg.fr, msg.en))  # type: ignore[return-value]


def _sortie_reasons(replay: Replay, coup: Coup) -> tuple[Kept, ...]:
    """Why each law of bearing off beyond the first bears on this throw (none if the game
    cannot tell)."""
    conduct = replay.conduct
    if conduct.sortie_laws is None or not conduct.bearing_off_laws:
        return ()
    return conduct.sortie_laws(coup.position_before, coup.thrower, coup.dice)


def _sortie_laws(replay: Replay, coup: Coup,
                 reasons: tuple[Kept, ...] | None = None) -> tuple[str, ...]:
    """The game's laws of bearing off that bear on this throw (all, if it cannot tell);
    ``reasons``: :func:`_sortie_reasons` when the caller has them already."""
    conduct = replay.conduct
    if conduct.sortie_laws is None or not conduct.bearing_off_laws:
        return conduct.bearing_off_laws
    if reasons is None:
        reasons = _sortie_reasons(replay, coup)
    return tuple(dict.fromkeys((conduct.bearing_off_laws[0], *(k.law for k in reasons))))


def _at_close(replay: Replay, coup: Coup, *, at_end: bool, next_thrower: object = None) -> None:
    at_close(replay, coup, at_end=at_end)


FAMILY = LawFamily(
    name="dames",
    handlers={A.Touch: on_touch, A.Adoube: on_adoube, A.Lift: on_lift, A.Place: on_place,
              A.Restore: on_restore, A.PutBack: on_put_back, A.Release: on_release,
              A.Play: on_play},
    after_throw=((20, bearing_off),),
    at_close=(_at_close,),
)


def _how_many_fr(wrong: int, placed: int) -> str:
    """« l'une n'y arrive pas », « aucune n'y arrive »: the dames that cannot reach the case."""
    if wrong >= placed:
        return "aucune n'y arrive"
    return "l'une n'y arrive pas" if wrong == 1 else f"{wrong} n'y arrivent pas"


def _how_many_en(wrong: int, placed: int) -> str:
    if wrong >= placed:
        return "none gets there"
    return "one does not get there" if wrong == 1 else f"{wrong} do not get there"
