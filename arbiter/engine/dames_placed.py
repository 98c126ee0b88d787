"""A dame mal posée and a fausse case (Guiton ch. III, « Dame mal posée et abandonnée »,
« Fausse case », its examples and « Erreur non excusable »): each group of dames as it is
abandoned, read against the numbers the throw left.

A dame abandoned on a flèche its number does not reach is at the opponent's discretion; two
dames placed together of which one does not reach are a « fausse case ». Between
``dames_touched`` (below) and ``dames`` (the play as a whole, above).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from arbiter.board import OFF, Position
from arbiter.engine.findings import until_throw
from arbiter.engine.table import Coup, DameMove
from arbiter.engine.wording import both, say
from arbiter.games.base import ThrowContext
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

from arbiter.engine.dames_touched import ABANDONNEE, TOUCHEES

MAL_POSEE = "guiton.III.dame-mal-posee"
TOUT_D_UNE = "guiton.III.dame-mal-posee-tout-d-une"
FAUSSE_CASE = "guiton.III.fausse-case"
NON_EXCUSABLE = "guiton.III.erreur-non-excusable"
TROISIEME_EXEMPLE = "guiton.III.troisieme-exemple"
PREMIER_EXEMPLE = "guiton.III.premier-exemple"
NE_PAS_ENLEVER = "guiton.III.ne-pas-enlever-les-des"


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
    readings = _group_numbers(coup, tuple(paths), replay.conduct.power_number,
                              replay.conduct.bande_a_fleche is not None)
    if any(r is None for r in readings):
        return
    replay.findings.conclude(*both("dames.chosen-before-release", line=line,
                                   colour=coup.thrower), FAUSSE_CASE, line)


def _group_numbers(coup: Coup, group: tuple[tuple[int, ...], ...],
                   power: Callable[[int, int], int | None] | None = None,
                   bande_a_fleche: bool = False) -> list[tuple[int, ...] | None]:
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
        for numbers in _readings(remaining, paths[0], power, bande_a_fleche):
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
        numbers = _numbers_for(remaining, path, power, bande_a_fleche)
        out.append(numbers)
        for n in numbers or ():
            remaining.remove(n)
    return out


def _readings(remaining: list[int], path: tuple[int, ...],
              power: Callable[[int, int], int | None] | None,
              bande_a_fleche: bool = False) -> list[tuple[int, ...]]:
    """The ways of reading one dame's path with the numbers still to play: as played first,
    then, for a single step onto the coin, par puissance."""
    out = []
    natural = _numbers_for(remaining, path, power, bande_a_fleche)
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
    own = replay.conduct.carried_on_laws
    if own is not None:
        # the game's own text makes this one of the two ways to play a throw: no analogy
        replay.findings.law(own[coup.dice[0] == coup.dice[1]], *both(
            "dames.carried-on.own", line=move.line, colour=coup.thrower,
            fleche=(coup.thrower, start)))
        return
    replay.findings.law(ABANDONNEE, *both(
        "dames.carried-on", line=move.line, colour=coup.thrower,
        fleche=(coup.thrower, start)))


def _numbers_for(remaining_: list[int], path: tuple[int, ...],
                 power: Callable[[int, int], int | None] | None = None,
                 bande_a_fleche: bool = False) -> tuple[int, ...] | None:
    """The die numbers a dame's path stands for, taken from those still to play, or None.

    ``power`` is the game's: the number a dame taken par puissance stands for (trictrac's
    coin), the rules then judging whether it was allowed. ``bande_a_fleche``: the game makes
    the bande one more flèche (``Conduct.bande_a_fleche``), so a dame borne off by numbers
    that, one or all together, fall short of it is set beyond its point: no number takes it
    there (a dame mal posée). Elsewhere the défaillant number is read as played and the
    rules judge it (Guiton VII « Points défaillants »)."""
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
        elif b == OFF and remaining and not (bande_a_fleche and sum(remaining) < step):
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


@applies(MAL_POSEE, TOUT_D_UNE, ABANDONNEE, TOUCHEES, FAUSSE_CASE)
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
    bande = replay.conduct.bande_a_fleche if dst == OFF else None
    if bande is not None:
        # the bande is one more flèche: the dame is set on it beyond where its numbers bring it
        where, where_en = "la bande", "the bande"
        if true:
            replay.findings.law(bande, *both("dames.mal-posee.bande", line=line, colour=colour,
                                             short=(colour, max(true))))
    why = Msg(
        f"Ligne {line} : avec {dice_name(coup.dice)}, {colour} abandonne une dame "
        f"{from_fleche(colour, src)} sur {where}, où aucun nombre ne la porte.",
        f"Line {line}: with {dice_name(coup.dice, 'en')}, {colour} lets go of a dame from "
        f"{fleche_name(colour, src, 'en')} on {where_en}, where no number of his takes it.")
    laws = (MAL_POSEE,) + ((ABANDONNEE,) if played_before else ())
    # the bande a flèche at the sortie, a dame let go on it where no number ends is set « sur
    # une flèche autre que celle où le point doit aboutir » (« au delà »), as one stopped short
    # of the bande its number reaches is « en deçà »: the same fault both ways, a dame mal
    # posée. A number that does reach the bande but may not bear that dame off (an excédant
    # while a farther dame stands) is a coup irrégulier, judged by the rules of play.
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
    if kind is FaultKind.DAME_MAL_POSEE and any(
            m.path[-1] == dst and m.group != move.group for m in played_before):
        # a case made one dame at a time, the first rightly played and let go: no fausse case
        # (« Si au contraire la première se trouve posée à sa vraie place, et qu'on se trompe
        # seulement sur la seconde, la peine à subir ne peut concerner que cette seconde »,
        # Guiton III « Fausse case »)
        replay.findings.reject(*both("dames.one-after-the-other", colour=colour, where=where,
                                     colour_opponent=colour.opponent), FAUSSE_CASE)
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
    elif not tout_d_une:    # said only when the tout d'une is indeed refused
        reason = (say("dames.mal-posee.4") if played_before else
                  say("dames.mal-posee.5"))
        replay.findings.reject(
            *both("dames.mal-posee.6", colour_opponent=colour.opponent, reason=reason),
            TOUT_D_UNE)
    replay.findings.option(
        colour.opponent,
        say("dames.mal-posee.7", colour=colour, colour_opponent=colour.opponent),
        choices, (*laws, TOUT_D_UNE) if tout_d_une else laws,
        until_throw(colour.opponent))


@applies(MAL_POSEE)
def true_places_left(replay: Replay, coup: Coup) -> None:
    """The coup over, a dame mal posée's « vraie place » is only where a number still unplayed
    takes it: a number another dame played after it is no longer this dame's (Guiton III
    « Dame mal posée et abandonnée »: « la mettre à celle à laquelle elle aboutit
    véritablement »; « Fausse case »: « l'adversaire doit attendre que la seconde dame soit
    jouée, parce que c'est de la manière dont elle le sera que dépend la consommation de la
    faute »). The places are pruned only while one is left; the tout d'une stays as offered
    (« remettant l'autre à la place d'où elle est sortie »)."""
    holder = coup.thrower.opponent
    options = replay.findings.options
    for move in (m for m in coup.moves if m.wrong and len(m.path) >= 2):
        src = move.path[0]
        for i, option in enumerate(options):
            places = [c for c in option.choices if c.key.startswith("placer-")]
            if (option.holder is not holder or MAL_POSEE not in option.laws or not places
                    or any(int(c.key.removeprefix("placer-")) - src not in coup.dice
                           for c in places)):
                continue
            gone = [c for c in places
                    if int(c.key.removeprefix("placer-")) - src not in coup.remaining]
            if not gone or len(gone) == len(places):
                continue
            options[i] = replace(option, choices=tuple(c for c in option.choices
                                                       if c not in gone))
            for c in gone:
                t = int(c.key.removeprefix("placer-"))
                replay.findings.reject(
                    f"La dame mal posée de {coup.thrower} ne peut être mise sur "
                    f"{fleche_name(coup.thrower, t)} : le {t - src} a été joué ensuite par une "
                    "autre dame.",
                    f"{coup.thrower}'s dame mal posée cannot be put on "
                    f"{fleche_name(coup.thrower, t, 'en')}: the {t - src} was played afterwards "
                    "with another dame.", MAL_POSEE)


def _new_problems(replay: Replay, coup: Coup, position: Position,
                  colour: Colour) -> list[Problem]:
    """What ``position`` breaks of the laws of the board that the position before the coup did
    not already break (the game's own list of impossible positions). Only ``colour``'s dames
    moved, so whatever is new is his doing, whichever colour a problem is filed under (two
    colours on one flèche is filed under blanc's numbering, whoever moved there). A problem the
    game says may stand (``Conduct.may_stand``: a rule of play broken, not the board) is not
    one: the victim may let such a play stand."""
    def key(x: Problem) -> tuple[str, Colour | None, int | None]:
        return (x.code, x.colour, x.fleche)

    before = {key(x) for x in replay.rules.position_problems(coup.position_before)}
    return [x for x in replay.rules.position_problems(position)
            if key(x) not in before and x.code not in replay.conduct.may_stand]


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
    many = len(group) > 1
    if many:
        # the dames one act plays beyond the throw are one irregularity, each dame named
        moves = [say("dames.extra-dame", src=(colour, p[0]), dst=(colour, p[-1]))
                 for p in group]
        why = say("dames.extra-dames.many", line=line, colour=colour, dice=coup.dice,
                  n=len(group), moves=Msg(", ".join(m.fr for m in moves),
                                          ", ".join(m.en for m in moves)))
    else:
        why = say("dames.extra-dames", line=line, colour=colour, dice=coup.dice,
                  src=(colour, src), dst=(colour, dst))
    fleches = tuple(dict.fromkeys(f for p in group for f in (p[0], p[-1])))
    replay.findings.fault(Fault(kind=FaultKind.COUP_IRREGULIER, by=colour, summary=why,
                                laws=(TROISIEME_EXEMPLE, MAL_POSEE), consummated=True, act=line,
                                fleches=fleches))
    replay.findings.conclude(why.fr, why.en, TROISIEME_EXEMPLE, line)
    _no_longer_faultless(replay, colour, line)
    replay.findings.option(
        colour.opponent,
        say("dames.extra-dames.2.many" if many else "dames.extra-dames.2",
            colour_opponent=colour.opponent),
        [("remettre", say("dames.extra-dames.3.many" if many else "dames.extra-dames.3"), False),
         ("laisser", say("dames.extra-dames.4.many" if many else "dames.extra-dames.4"), True)],
        (TROISIEME_EXEMPLE, MAL_POSEE),
        until_throw(colour.opponent))


def _no_longer_faultless(replay: Replay, colour: Colour, line: int) -> None:
    """The play was judged whole (« joue tout son nombre selon les règles ») before a dame
    moved beyond it on the same line was read: that line holds a fault after all, and the
    sentence says only that the numbers were played as the dames moved."""
    said = say("dames.judge-play", colour=colour, line=line)
    for i, step in enumerate(replay.findings.trace):
        if step.text == said:
            replay.findings.trace[i] = replace(step, text=say(
                "dames.judge-play.beside-fault", colour=colour, line=line,
                kind=FaultKind.COUP_IRREGULIER.display))


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


@applies(PREMIER_EXEMPLE, TROISIEME_EXEMPLE)
def _part_set_right_by_opponent(replay: Replay, coup: Coup, act: A.Restore) -> bool:
    """The opponent carries back, himself, some of the dames of a play he holds irregular, not
    all: what he carries back is void and is played again; the dames he leaves stay played
    (« Premier exemple »: the coup he reforms is « considéré comme nul », here that part of it;
    « Troisième exemple »: on a dame « jouée et abandonnée régulièrement … on ne peut exercer
    aucun droit de réforme »). The thrower plays again the numbers of the dames carried back.
    True when the paths carried back are some, not all, of the dames played."""
    back = [(path[0], path[-1]) for group in act.groups for path in group]
    undone = [m for m in coup.moves if (m.path[-1], m.path[0]) in back]
    kept = [m for m in coup.moves if m not in undone]
    if not kept or len(undone) != len(back) or not coup.judged \
            or any(m.wrong for m in coup.moves):
        return False
    left = replay.numbers(coup.dice)
    for m in kept:
        steps = m.numbers or tuple(b - a for a, b in pairwise(m.path))
        if any(step not in left for step in steps):
            return False
        for step in steps:
            left.remove(step)
    colour = coup.thrower
    for start, end in back:
        replay.position = replay.position.moved(colour, start, end)
    coup.moves[:] = kept
    coup.judged = False
    coup.remaining = left
    said = both("dames.on-restore.part", line=act.span.line, actor=act.actor, colour=colour,
                numbers=" et ".join(str(n) for n in left))
    replay.findings.conclude(*said, PREMIER_EXEMPLE, act.span.line)
    replay.findings.decide(*said, PREMIER_EXEMPLE)   # what stands of the play, and what not
    replay.findings.cite(TROISIEME_EXEMPLE)
    _reformed(replay, coup, act.actor)
    return True


def _reformed(replay: Replay, coup: Coup, holder: Colour) -> None:
    """The holder of the choice over an irregular play has made it by reforming the play
    himself: his option to have it played again is used, and does not lapse at his throw."""
    replay_it = say("dames.judge-play.6", colour_opponent=holder)
    for option in [o for o in replay.findings.options
                   if o.holder is holder and o.subject == replay_it]:
        replay.findings.options.remove(option)


def _how_many_fr(wrong: int, placed: int) -> str:
    """« l'une n'y arrive pas », « aucune n'y arrive »: the dames that cannot reach the case."""
    if wrong >= placed:
        return "aucune n'y arrive"
    return "l'une n'y arrive pas" if wrong == 1 else f"{wrong} n'y arrivent pas"


def _how_many_en(wrong: int, placed: int) -> str:
    if wrong >= placed:
        return "none gets there"
    return "one does not get there" if wrong == 1 else f"{wrong} do not get there"


REGLE_6_LEBRUN = "lebrun.regle-fausse-case"


@applies(MAL_POSEE, FAUSSE_CASE, REGLE_6_LEBRUN)
def corrected_by_its_player(replay: Replay, coup: Coup, line: int) -> None:
    """The thrower carries back, himself, dames he let go where no number took them: he is no
    longer admitted to (Guiton III « Dame mal posée et abandonnée »: the dame « reste
    entièrement à la discrétion de l'adversaire »; « Fausse case »: both dames « doivent … être
    à la disposition de l'adversaire »; Lebrun's rule 6: « vous ne le pouvez plus, votre
    adversaire ayant le droit de trouver que vous avez bien joué »). His correction takes
    nothing from the opponent's choice, which the fault already opened; under Lebrun's law his
    own rule is the one stated."""
    wrong = [m for m in coup.moves if m.wrong]
    if not wrong:
        return
    several = any(m.group == w.group and m is not w for w in wrong for m in coup.moves)
    guiton = FAUSSE_CASE if several else MAL_POSEE
    # a sentence of the decision: the correction in the record is what the dispute turns on,
    # and the article's sentence that leaves the dame to the opponent answers it, not its
    # clauses on what else he may ask (the tout d'une); under Lebrun's law the bodies say it
    # with his rule 6, which says the same
    said = both("dames.corrected-by-its-player", line=line, colour=coup.thrower,
                opp=coup.thrower.opponent)
    law = REGLE_6_LEBRUN if replay.record.conduct_lois == "lebrun-1828" else guiton
    replay.findings.law(law, *said)
    replay.findings.decide(*said, guiton)

