"""Jacquet as a :class:`~arbiter.games.base.GameRules`: legal plays, the check of a play, the
position's invariants. Jacquet has no points per throw, so :meth:`Jacquet.earnings` is empty.

:func:`check_play` reads the play step by step (each die carried by one dame: numbers, stops
and rests, the courier, the bearing off), then as a whole against the legal plays (as many
numbers as possible, the higher, forbidden blocks). Every violation names the law it breaks;
where the body of law leaves the point open, the check carries an
:class:`~arbiter.games.jacquet.questions.Undecided` instead of a verdict.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from arbiter.board import OFF, Position, Problem
from arbiter.colour import Colour
from arbiter.games.base import Kept, Move, Play, PlayCheck, ThrowContext, Violation
from arbiter.games.jacquet import blocks as B
from arbiter.games.jacquet.ending import GameResult, result
from arbiter.games.jacquet.geometry import (
    all_in_last_quarter,
    arrived,
    farthest,
)
from arbiter.games.jacquet.grounds import courier_kept, grounds_of, why_unplayable
from arbiter.games.jacquet.moves import (
    Step,
    fixed,
    free,
    iter_steps,
    legal,
    numbers_of,
)
from arbiter.games.jacquet.names import fleche_name, from_fleche
from arbiter.games.jacquet.position import DAMES, position_problems, position_questions
from arbiter.games.jacquet.questions import (
    Q10_BLOCK_LEFT_STANDING,
    Undecided,
)
from arbiter.games.jacquet.regimes import DEFAULT, Regime
from arbiter.i18n import Lang, Msg
from arbiter.ruling import EarnedItem
from arbiter.value import value_class

FLECHE_OCCUPEE = "lalanne.I.fleche-occupee"
COUP_SIMPLE = "lalanne.I.coup-simple"
DE_LE_PLUS_FORT = "lalanne.I.de-le-plus-fort"
DOUBLET_MAX = "lalanne.I.doublet-plus-grand-nombre"
SORTIE = "lalanne.I.sortie"
SORTIE_BANDE = "lalanne.I.sortie-bande"
SORTIE_EXCEDANT = "lalanne.I.sortie-excedant"
SORTIE_TALON = "lalanne.II.sortie-sur-le-talon"
BOUCHAGE_POSTILLON = "lalanne.II.bouchages-interdits"
BOUCHAGE_QUADRANT = "lalanne.II.bouchage-premier-quadrant"
PASSER = "lalanne.II.passer-son-tour"
SORTIE_DEDANS = "lalanne.I.sortie-jouer-dedans"
BOUCHAGE_LIBRE = "lalanne.I.bouchage"
BOUCHAGE_CONSEILLE = "lebrun.jacquet-fermer-les-passages"


@value_class
class JacquetCheck(PlayCheck):
    """A :class:`PlayCheck` that may also carry what no source decides about the play."""

    undecided: tuple[Undecided, ...] = ()
    considered: tuple[str, ...] = ()
    kept: tuple[Kept, ...] = ()
    """Why a disputed play stands, when a law of its own says so (the engine cites each)."""
    grounds: tuple[Kept, ...] = ()
    """Beside the law a faulty play breaks, a law that decides the point in dispute (the
    courier's arrival freeing the dame that could have played a number): cited with why."""
    """Every law that bears on this throw, legal play or not: what a ruling cites to say why
    the play stands (see :func:`considered_laws`)."""


def _v(code: str, fr: str, en: str, law: str, *fleches: int) -> Violation:
    return Violation(code, Msg(fr, en), law, tuple(f for f in fleches if 0 <= f <= OFF))


def legal_plays(position: Position, colour: Colour, dice: tuple[int, int],
                regime: Regime = DEFAULT) -> tuple[Play, ...]:
    """Every legal way to play ``dice``; a single empty play when nothing can be played."""
    return legal(position, colour, (max(dice), min(dice)), regime)


def destinations(position: Position, colour: Colour, dice: tuple[int, int], src: int,
                 regime: Regime = DEFAULT) -> frozenset[int]:
    """Where a dame now on ``src`` may end this throw, over all legal plays."""
    return frozenset(m.dst for p in legal_plays(position, colour, dice, regime)
                     for m in p.moves if m.src == src)


def _unit(moves: tuple[Move, ...], dice: tuple[int, int]) -> Counter[Step]:
    return Counter(iter_steps(moves, dice))


def can_complete(position: Position, colour: Colour, dice: tuple[int, int],
                 moves: tuple[Move, ...], regime: Regime = DEFAULT) -> bool:
    """Can the moves played so far still end in a legal play?"""
    done = _unit(moves, dice)
    return any(not (done - _unit(p.moves, dice)) for p in
               legal_plays(position, colour, dice, regime))


def moves_from_paths(paths: tuple[tuple[int, ...], ...], dice: tuple[int, int]
                     ) -> tuple[Move, ...]:
    """The die numbers each recorded path stands for, taken from those the throw gives, the
    way a referee reads ``joue 0-6-11 12-17``: an exact step takes its number; a path to the
    bande takes the smallest larger number (excédant) or else the largest left; a journey
    written without its rest takes the numbers that add up to it."""
    left = list(numbers_of(dice))
    out = []
    for path in paths:
        used: list[int] = []
        for a, b in pairwise(path):
            step = b - a
            if step in left:
                n = step
            elif b == OFF and any(x > step for x in left):
                n = min(x for x in left if x > step)
            elif len(path) == 2 and _sum_of(left, step):
                parts = _sum_of(left, step) or ()
                for n in parts:
                    left.remove(n)
                used.extend(parts)
                break
            elif left:
                n = max(left)
            else:
                n = step
            if n in left:
                left.remove(n)
            used.append(n)
        out.append(Move(tuple(path), tuple(used)))
    return tuple(out)


def _sum_of(left: list[int], total: int) -> tuple[int, ...] | None:
    """Two or more of the numbers left (in throw order) that add up to ``total``."""
    for k in range(2, len(left) + 1):
        if sum(left[:k]) == total:
            return tuple(left[:k])
        if k == 2 and len(set(left)) == 2 and sum(left) == total:
            return tuple(left)
    return None


def _step_violations(position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...], regime: Regime) -> list[Violation]:
    """What is wrong with each step read on its own, in the order played."""
    fx = fixed(position, colour, regime)
    a, b = max(dice), min(dice)
    out: list[Violation] = []
    row = list(position.row(colour))

    def name(k: int, lang: Lang = "fr") -> str:
        return fleche_name(colour, k, lang)

    steps = list(iter_steps(moves, dice, fx.held))
    used = Counter(n for _, _, n in steps)
    allowed = Counter(numbers_of(dice))
    if a == b and used[a] > 4:
        out.append(_v("doublet-too-many", f"un doublet se joue quatre fois ({used[a]} nombres "
                      "joués)", f"a doublet is played four times ({used[a]} numbers played)",
                      regime.doublet_law))
    elif used - allowed:
        shown = ", ".join(map(str, sorted(used.elements())))
        out.append(_v("not-a-legal-number", f"des nombres joués ({shown}) ne sont pas ceux "
                      f"du dé ({a} et {b})", f"numbers played ({shown}) are not those thrown "
                      f"({a} and {b})", COUP_SIMPLE))
    last_of_move = []
    for m in moves:
        k = max(1, len(m.numbers) if len(m.path) == 2 else len(m.path) - 1)
        last_of_move.extend([False] * (k - 1) + [True])
    for index, (src, dst, n) in enumerate(steps):
        final = last_of_move[index] if index < len(last_of_move) else True
        if not 0 <= src < OFF or not 0 <= dst <= OFF:
            continue
        if row[src] <= 0:         # only in a reordering of the moves: not a possible order
            out.append(_v("no-dame-there", f"aucune dame sur {name(src)} à ce moment",
                          f"no dame on {name(src, 'en')} at that point", COUP_SIMPLE, src))
            continue
        if not free(fx, row):
            left = any(row[1:OFF])
            if (left and src == 0) or (not left and src != 0):
                later = regime.courier_per_throw and arrived(row)
                fr_later = " (arrivée pendant ce coup, elle ne libère les autres qu'au coup " \
                    "suivant)" if later else ""
                en_later = " (it arrived during this throw and frees the others only from " \
                    "the next throw)" if later else ""
                out.append(_v(
                    "courier-not-arrived",
                    "une autre dame que la première est jouée avant que celle-ci soit arrivée "
                    "dans le dernier quadrant" + fr_later,
                    "a dame other than the first is played before that one has reached the "
                    "last quarter" + en_later, regime.courier_law, src))
        if dst < OFF:
            if dst - src != n:
                out.append(_v("not-a-legal-number", f"la dame {from_fleche(colour, src)} va "
                              f"sur {name(dst)} : ce n'est pas le nombre {n}",
                              f"the dame from {name(src, 'en')} goes to {name(dst, 'en')}: "
                              f"that is not the number {n}", COUP_SIMPLE, src, dst))
            elif fx.held[dst]:
                if final:
                    out.append(_v("stops-on-held", f"une dame s'arrête sur {name(dst)}, où "
                                  f"est une dame de {colour.opponent}",
                                  f"a dame stops on {name(dst, 'en')}, which holds a dame of "
                                  f"{colour.opponent}", FLECHE_OCCUPEE, dst))
                else:
                    out.append(_v("rests-on-held", f"la dame se repose sur {name(dst)}, où "
                                  f"est une dame de {colour.opponent} : le tout d'une n'y "
                                  "passe pas",
                                  f"the dame rests on {name(dst, 'en')}, which holds a dame "
                                  f"of {colour.opponent}: the tout d'une cannot go through",
                                  FLECHE_OCCUPEE, dst))
        else:
            if not all_in_last_quarter(row):
                out.append(_v("sortie-not-all-in", "une dame est sortie alors que toutes ne "
                              "sont pas entrées dans le dernier quadrant", "a dame is borne "
                              "off before all fifteen are in the last quarter", SORTIE, src))
            elif regime.onto_talon and fx.opponent_on_talon:
                out.append(_v("sortie-opponent-on-talon", "une dame est sortie alors que "
                              "l'adversaire a encore une dame sur son talon, où elle doit être "
                              "rangée", "a dame is borne off while the opponent still keeps a "
                              "dame on his talon, where it must be stored", SORTIE_TALON, src))
            elif src + n < OFF:
                out.append(_v("defaillant-borne-off", f"le {n} ne porte pas la dame "
                              f"{from_fleche(colour, src)} sur la bande : il se joue dans le "
                              f"tablier", f"the {n} does not carry the dame from "
                              f"{name(src, 'en')} onto the bande: it is played inside",
                              SORTIE_BANDE, src))
            elif src + n > OFF and src != farthest(row):
                out.append(_v("excedant-not-farthest", f"un {n} plus fort que la distance de la "
                              "dame la plus éloignée sort l'une des plus éloignées, pas celle-ci",
                              f"a {n} greater than the distance of the farthest dame bears off "
                              "one of the farthest, not this one", SORTIE_EXCEDANT, src))
        row[src] -= 1
        row[dst] += 1
    return _merged(out)


def _merged(out: list[Violation]) -> list[Violation]:
    """One violation a way of breaking a law: two dames of one play that break it in the same
    words (two talon dames played before the courier's arrival) are one irregular play, which
    the opponent has replayed once, not two faults of the same act; their flèches are joined."""
    merged: dict[tuple[str, str, str], Violation] = {}
    for v in out:
        key = (v.code, v.law, v.message.fr)
        first = merged.get(key)
        merged[key] = v if first is None else Violation(
            v.code, v.message, v.law, tuple(dict.fromkeys(first.fleches + v.fleches)))
    return list(merged.values())


def _in_best_order(position: Position, colour: Colour, dice: tuple[int, int],
                   moves: tuple[Move, ...], regime: Regime) -> list[Violation]:
    """The step violations of the play read in the order that breaks the fewest laws (the
    recorded order first). A throw is judged on the dames as they are left, like trictrac's:
    a courier that arrives with one number frees the other dames for the other number
    (under S004) whichever dame the referee wrote first."""
    from itertools import permutations

    best = _step_violations(position, colour, dice, moves, regime)
    if not best or len(moves) > 4:
        return best
    for order in permutations(moves):
        found = _step_violations(position, colour, dice, order, regime)
        if len(found) < len(best):
            best = found
            if not best:
                break
    return best


def considered_laws(position: Position, colour: Colour, dice: tuple[int, int],
                    regime: Regime = DEFAULT) -> tuple[str, ...]:
    """The laws that bear on this throw in this position, in the order a ruling cites them:
    how the numbers are played, the courier while it travels, flèches held within reach, the
    obligation when not every number can be played, the bearing off, blocks."""
    from arbiter.games.jacquet.moves import sequences

    dice = (max(dice), min(dice))
    a, b = dice
    fx = fixed(position, colour, regime)
    row = position.row(colour)
    plays = legal_plays(position, colour, dice, regime)
    most = len(plays[0].numbers_played)
    laws = [regime.doublet_law if a == b else COUP_SIMPLE]
    if not fx.free_at_start:
        laws.append(regime.courier_law)
    reach = {sum(numbers_of(dice)[:k]) for k in range(1, len(numbers_of(dice)) + 1)} | {b}
    if any(row[s] and s + t < OFF and fx.held[s + t] for s in range(OFF) for t in reach):
        laws.append(FLECHE_OCCUPEE)        # a stop or a rest of this throw would be held
    if most < len(numbers_of(dice)):
        laws.append(DOUBLET_MAX if a == b else DE_LE_PLUS_FORT)
    if most == 0:
        laws.append(PASSER)
    if all_in_last_quarter(row) and row[OFF] < DAMES:
        if a == b and regime.doublet_bearing_off_law:
            laws.append(regime.doublet_bearing_off_law)
        laws += [SORTIE, SORTIE_BANDE]
        far = farthest(row)
        if far is not None and a > OFF - far:
            laws.append(SORTIE_EXCEDANT)
        offs = {p.result.row(colour)[OFF] for p in plays}
        if len(offs) > 1:
            laws.append(SORTIE_DEDANS)
        if regime.onto_talon and fx.opponent_on_talon:
            laws.append(SORTIE_TALON)
    elif any(row[s] and s + n >= OFF for s in range(OFF) for n in dice):
        laws.append(SORTIE)
    before = B.blocks_of(position, colour, regime)
    if regime.forbidden_blocks:
        made: set[str] = set()
        for r, _ in sequences(fx, row, dice):
            made |= B.blocks_of(position.with_row(colour, r), colour, regime) - before
        if B.POSTILLON in made:
            laws.append(BOUCHAGE_POSTILLON)
        if B.PREMIER_QUADRANT in made or (not B.first_quadrant_held(position, colour) and any(
                B.first_quadrant_held(position.with_row(colour, r), colour)
                for r, _ in sequences(fx, row, dice))):
            laws.append(BOUCHAGE_QUADRANT)   # forbidden, or allowed by the last flèche held
        runs = B.runs_of(position, colour)
        if B.POSTILLON not in made and any(B.runs_of(position.with_row(colour, r), colour) - runs
                                           for r, _ in sequences(fx, row, dice)):
            laws.append(BOUCHAGE_POSTILLON)  # a block the throw can make, not a forbidden one
    elif any(B.postillon_run(p.result, colour) not in (None, B.postillon_run(position, colour))
             for p in plays):
        # a block in front of the courier that the throw can make (or move): allowed
        laws.append(BOUCHAGE_CONSEILLE if regime.courier_per_throw else BOUCHAGE_LIBRE)
    return tuple(dict.fromkeys(laws))


def check_play(position: Position, colour: Colour, dice: tuple[int, int],
               moves: tuple[Move, ...], regime: Regime = DEFAULT) -> JacquetCheck:
    """Is this play legal? If not, every law it breaks (see the module's docstring)."""
    dice = (max(dice), min(dice))
    plays = legal_plays(position, colour, dice, regime)
    steps = list(iter_steps(moves, dice, fixed(position, colour, regime).held))
    after = list(position.row(colour))
    for src, dst, _ in steps:
        if 0 <= src < OFF and 0 <= dst <= OFF:
            after[src] -= 1
            after[dst] += 1
    result_pos = position.with_row(colour, after) if min(after) >= 0 else None
    undecided: tuple[Undecided, ...] = ()
    if result_pos is not None:
        kept = B.blocks_of(position, colour, regime) & B.blocks_of(result_pos, colour, regime)
        if kept:
            undecided = (Q10_BLOCK_LEFT_STANDING,)
    out = _in_best_order(position, colour, dice, moves, regime)
    need = len(plays[0].numbers_played)
    if not out and result_pos is not None and len(steps) == need and any(
            p.result == result_pos for p in plays):
        return JacquetCheck(True, (), plays, undecided,
                            considered_laws(position, colour, dice, regime),
                            _quadrant_kept(position, result_pos, colour, regime) or
                            _run_kept(position, result_pos, colour, regime) or
                            courier_kept(position, colour, tuple(s for s, _, _ in steps), regime))
    if not out and result_pos is not None and _last_dame_off(result_pos, colour) and any(
            p.result == result_pos for p in plays):
        # The fifteenth dame borne off by one number, where a legal play took it off with
        # both: the same dame leaves by « la valeur des dés » either way, and nothing is left
        # to play (S004 § 12, § 14): the number not used is no number he could have played.
        return JacquetCheck(True, (), plays, undecided,
                            considered_laws(position, colour, dice, regime),
                            (Kept(SORTIE_BANDE, Msg(
                                f"{colour} sort sa dernière dame : la partie est finie et il "
                                "ne reste rien à jouer ; le nombre qu'il n'a pas employé ne "
                                "pouvait plus servir à rien, et le coup a le même effet que "
                                "s'il l'avait joué d'abord.",
                                f"{colour} bears off his last dame: the game is over and "
                                "nothing is left to play; the number he did not use could "
                                "serve no purpose, and the play has the same effect as if he "
                                "had played it first.")),))
    if not out and result_pos is not None:
        out.extend(_play_violations(position, colour, dice, steps, result_pos, plays, regime))
    if not out:
        out.append(_v("not-a-legal-play", "ce coup n'est aucune des façons légales de jouer "
                      "ce dé", "this play is none of the legal ways to play this throw",
                      COUP_SIMPLE))
    return JacquetCheck(False, tuple(out), plays, undecided,
                        considered_laws(position, colour, dice, regime),
                        grounds=grounds_of(position, colour, dice, plays, out, regime))


def _quadrant_kept(before: Position, after: Position, colour: Colour, regime: Regime
                   ) -> tuple[Kept, ...]:
    """A lawful play that closes the six flèches of the first quadrant under S004 II-1: why
    it may (a dame on the last flèche, and on the penultimate when so agreed)."""
    if not regime.forbidden_blocks or B.first_quadrant_held(before, colour) or \
            not B.first_quadrant_held(after, colour):
        return ()
    fr_also = " et une autre sur l'avant-dernière, comme convenu" if regime.penultimate_too \
        else ""
    en_also = " and another on the penultimate, as agreed" if regime.penultimate_too else ""
    if after.row(colour)[OFF]:
        fr_why, en_why = "a déjà sorti des dames", "has already borne dames off"
    else:
        fr_why = f"a une dame sur sa dernière flèche{fr_also}"
        en_why = f"has a dame on his last flèche{en_also}"
    return (Kept(BOUCHAGE_QUADRANT, Msg(
        f"{colour} tient les six flèches de son premier quadrant devant des dames de "
        f"{colour.opponent}, mais il {fr_why} : ce bouchage lui est permis.",
        f"{colour} holds the six flèches of his first quadrant in front of dames of "
        f"{colour.opponent}, but he {en_why}: this block is allowed to him.")),)


def _run_kept(before: Position, after: Position, colour: Colour, regime: Regime
              ) -> tuple[Kept, ...]:
    """A lawful play that makes six flèches in a row on the opponent's path under S004's
    advanced rules: why it may (II-1 forbids only the postillon's passage and the first
    quadrant; any other block is § 13's, free)."""
    if not regime.forbidden_blocks:
        return ()
    new = sorted(B.runs_of(after, colour) - B.runs_of(before, colour))
    if not new or B.postillon_run(after, colour) is not None:
        # a run in front of the travelling postillon is never « free »: the play stands only
        # because such a block was already on the board (question Q10 says so)
        return ()
    run = new[0]
    theirs = after.row(colour.opponent)
    if arrived(theirs):
        fr_post = f"le postillon de {colour.opponent} est déjà arrivé"
        en_post = f"{colour.opponent}'s postillon has already arrived"
    else:
        fr_post = f"le postillon de {colour.opponent} est déjà au-delà"
        en_post = f"{colour.opponent}'s postillon is already beyond them"
    first, last = fleche_name(colour, run[0]), fleche_name(colour, run[-1])
    first_en, last_en = fleche_name(colour, run[0], "en"), fleche_name(colour, run[-1], "en")
    return (Kept(BOUCHAGE_POSTILLON, Msg(
        f"{colour} tient six flèches de suite, de {first} à {last}, sur le chemin de "
        f"{colour.opponent} ; mais {fr_post}, et ce n'est pas le premier quadrant de {colour} : "
        "les règles avancées n'interdisent que ces deux bouchages, celui-ci est libre (§ 13).",
        f"{colour} holds six flèches in a row, from {first_en} to {last_en}, on "
        f"{colour.opponent}'s path; but {en_post}, and they are not {colour}'s first quadrant: "
        "the advanced rules forbid only those two blocks, this one is free (§ 13).")),
        Kept(BOUCHAGE_LIBRE, Msg(
            "Six flèches de suite arrêtent les dames de l'adversaire qui sont derrière ; les "
            "règles d'origine n'interdisent aucun bouchage.",
            "Six flèches in a row stop the opponent's dames behind them; the original rules "
            "forbid no block.")))


def _last_dame_off(position: Position, colour: Colour) -> bool:
    """Has ``colour`` borne off all his dames on ``position`` (the game is won)?"""
    row = position.row(colour)
    return row[OFF] >= DAMES and not any(row[:OFF])


def _play_violations(position: Position, colour: Colour, dice: tuple[int, int],
                     steps: list[Step], after: Position, plays: tuple[Play, ...],
                     regime: Regime) -> list[Violation]:
    a, b = dice
    need = len(plays[0].numbers_played)
    if need == 0:
        return [_v("nothing-playable", "aucun nombre ne pouvait être joué : le joueur passe "
                   "son tour", "no number could be played: the player passes", PASSER)]
    made = B.blocks_of(after, colour, regime) - B.blocks_of(position, colour, regime)
    out = []
    if B.POSTILLON in made:
        run = B.postillon_run(after, colour) or ()
        out.append(_v("block-postillon", "six flèches de suite ferment le passage du postillon "
                      "adverse", "six flèches in a row close the passage of the opposing "
                      "postillon", BOUCHAGE_POSTILLON, *run))
    if B.PREMIER_QUADRANT in made:
        out.append(_v("block-first-quadrant", "les six flèches du premier quadrant sont tenues "
                      "avant qu'une dame soit sur la dernière flèche" +
                      (" et une autre sur l'avant-dernière" if regime.penultimate_too else ""),
                      "the six flèches of the first quadrant are held before a dame stands on "
                      "the last flèche" + (" and another on the penultimate"
                                           if regime.penultimate_too else ""),
                      BOUCHAGE_QUADRANT, *range(6)))
    if out:
        return out
    played = len(steps)
    if played < need:
        if a == b:
            # all four numbers playable: what was owed is the doublet itself (S004 § 7 b « on
            # joue 4 fois la valeur d'un dé »); « le plus grand nombre de points possible »
            # (§ 9) is the rule for a doublet that cannot all be played, and a body of law
            # that borrows it states the doublet in its own words (grounds._doublet_grounds)
            owed = regime.doublet_law if need == 4 and not regime.borrowed(DOUBLET_MAX) \
                else DOUBLET_MAX
            return [_v("must-play-more", f"le doublet pouvait se jouer {need} fois et devait "
                       "l'être", f"the doublet could be played {need} times and had to be",
                       owed)]
        if need == 2:
            return [_v("must-play-both", "les deux nombres pouvaient être joués et devaient "
                       "l'être", "both numbers could be played and had to be", DE_LE_PLUS_FORT)]
        return [_v("must-play", "un nombre pouvait être joué et devait l'être",
                   "a number could be played and had to be", DE_LE_PLUS_FORT)]
    if need == 1 and a != b and steps and steps[0][2] != plays[0].numbers_played[0]:
        return [_v("must-play-higher", f"un seul nombre pouvait être joué : il fallait jouer "
                   f"le plus fort ({a})", f"only one number could be played: it had to be the "
                   f"higher ({a})", DE_LE_PLUS_FORT)]
    return out


class Jacquet:
    """The rules of Jacquet under one body of law, as the engine asks for them."""

    name = "jacquet"

    def __init__(self, regime: Regime = DEFAULT) -> None:
        self.regime = regime

    def position_problems(self, position: Position) -> list[Problem]:
        return position_problems(position, self.regime)

    def position_questions(self, position: Position) -> tuple[Undecided, ...]:
        return position_questions(position)

    def legal_plays(self, position: Position, colour: Colour,
                    dice: tuple[int, int]) -> tuple[Play, ...]:
        return legal_plays(position, colour, dice, self.regime)

    def check_play(self, position: Position, colour: Colour, dice: tuple[int, int],
                   moves: tuple[Move, ...]) -> JacquetCheck:
        return check_play(position, colour, dice, moves, self.regime)

    def earnings(self, position: Position, thrower: Colour, dice: tuple[int, int],
                 context: ThrowContext) -> tuple[EarnedItem, ...]:
        """Nothing: Jacquet has no points per throw, no jans and no écoles (Lepeintre, of
        the gammon it modifies: « il n'y a pas de points à marquer »)."""
        return ()

    def destinations(self, position: Position, colour: Colour, dice: tuple[int, int],
                     src: int) -> frozenset[int]:
        return destinations(position, colour, dice, src, self.regime)

    def can_complete(self, position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...]) -> bool:
        return can_complete(position, colour, dice, moves, self.regime)

    def end_of_game(self, position: Position) -> GameResult | None:
        return result(position, self.regime)

    def why_unplayable(self, position: Position, colour: Colour, dice: tuple[int, int],
                       src: int) -> Kept | None:
        return why_unplayable(position, colour, dice, src, self.regime)


JACQUET = Jacquet()
