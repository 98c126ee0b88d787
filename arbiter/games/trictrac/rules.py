"""Trictrac as a :class:`~arbiter.games.base.GameRules`: legal plays, checks, earnings.

:func:`check_play` names *why* a play is wrong, in the words of the law it breaks. It first
reads each move on its own (numbers, stops, coins, jans, sortie), then the play as a whole
against the legal plays (both numbers, the higher, the plein). A play is legal when it leaves
the same dames as one of the legal plays: the opponent's dames never move during a throw, so
the mover's final row says everything about the result (each move is also read on its own,
so that a tout d'une resting on an opposing dame is caught even when it ends where a legal
one would).
"""

from __future__ import annotations

from collections import Counter

from arbiter.board import (
    COIN,
    LAST_FLECHE,
    OFF,
    OPPONENT_COIN,
    Position,
    Problem,
    structural_problems,
)
from arbiter.colour import BOTH, Colour
from arbiter.games.base import Kept, Move, Play, PlayCheck, ThrowContext, Violation
from arbiter.games.trictrac.considered import considered as _considered
from arbiter.games.trictrac.earnings import JAN_NAMES
from arbiter.games.trictrac.earnings import earnings as _earnings
from arbiter.games.trictrac.moves import (
    JANS,
    all_entered,
    full_jans,
    par_effet_possible,
    side,
)
from arbiter.games.trictrac.plays import raw_plays
from arbiter.games.trictrac.unplayable import why_unplayable as _why_unplayable
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.value import value_class
from arbiter.words import fleche_name, from_fleche


def legal_plays(position: Position, colour: Colour,
                dice: tuple[int, int]) -> tuple[Play, ...]:
    """Every legal way to play ``dice`` (empty: nothing can be played)."""
    return raw_plays(position, colour, (max(dice), min(dice)))


def destinations(position: Position, colour: Colour, dice: tuple[int, int],
                 src: int) -> frozenset[int]:
    """Where a dame now on ``src`` may end this throw, over all legal plays."""
    dice = (max(dice), min(dice))
    return frozenset(m.dst for p in raw_plays(position, colour, dice) for m in p.moves
                     if m.src == src)


def _unit_steps(moves: tuple[Move, ...]) -> Counter[tuple[int, int, int]]:
    """Moves broken into one-number steps (a tout d'une is two steps)."""
    out: Counter[tuple[int, int, int]] = Counter()
    for m in moves:
        for i, n in enumerate(m.numbers):
            if i + 1 < len(m.path):
                out[(m.path[i], m.path[i + 1], n)] += 1
    return out


def can_complete(position: Position, colour: Colour, dice: tuple[int, int],
                 moves: tuple[Move, ...]) -> bool:
    """Can the moves played so far (maybe half of a tout d'une) still end in a legal play?"""
    dice = (max(dice), min(dice))
    done = _unit_steps(moves)
    plays = raw_plays(position, colour, dice)
    if not plays:
        return not moves
    return any(not (done - _unit_steps(p.moves)) for p in plays)


def _row_after(row: tuple[int, ...], moves: tuple[Move, ...]) -> tuple[int, ...] | None:
    lst = list(row)
    for m in moves:
        if not (0 <= m.src < OFF and 0 <= m.dst <= OFF):
            return None
        lst[m.src] -= 1
        lst[m.dst] += 1
    if min(lst) < 0:
        return None
    return tuple(lst)


def _v(code: str, fr: str, en: str, law: str, *fleches: int) -> Violation:
    return Violation(code, Msg(fr, en), law, tuple(fleches))


def _move_violations(position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...]) -> list[Violation]:
    """What is wrong with each move read on its own, in the order played."""
    sd = side(position, colour)
    a, b = dice
    out: list[Violation] = []
    row = list(sd.me)
    allowed = Counter((a, a) if a == b else (a, b))
    used: Counter[int] = Counter()
    for m in moves:
        used.update(m.numbers)
    puissance = [m for m in moves if m.dst == COIN and len(m.numbers) == 1
                 and m.dst - m.src == m.numbers[0] - 1]
    if a == b and used[a] > 2:
        out.append(_v("doublet-played-twice",
                      f"un doublet se joue deux fois, non quatre ({used[a]} nombres joués)",
                      f"a doublet is played twice, not four times ({used[a]} numbers played)",
                      "lebrun.doublets"))
    elif used - allowed:
        out.append(_v("not-a-legal-number",
                      f"des nombres joués ({', '.join(map(str, sorted(used.elements())))}) ne "
                      f"sont pas ceux du dé ({a} et {b})",
                      f"numbers played ({', '.join(map(str, sorted(used.elements())))}) are "
                      f"not those thrown ({a} and {b})", "lebrun.jouer-les-deux-points"))
    for m in moves:
        dist = m.dst - m.src
        if m in puissance:
            pass
        elif m.dst == OFF:
            if sum(m.numbers) > dist and len(m.numbers) == 1:
                lowest = min(f for f in range(OFF) if row[f] or f == m.src)
                if m.src != lowest or any(
                        row[f] for f in range(OFF) if f + m.numbers[0] == OFF):
                    out.append(_v("excedant-not-farthest",
                                  "un point excédant sort la dame la plus éloignée de la bande, "
                                  "et seulement s'il ne peut se jouer autrement",
                                  "an excédant number bears off the dame farthest from the "
                                  "bande, and only when it cannot be played otherwise",
                                  "guiton.VII.points-excedants", m.src))
            elif sum(m.numbers) < dist or len(m.numbers) != len(m.path) - 1:
                out.append(_v("defaillant-borne-off",
                              "un point défaillant n'atteint pas la bande : il se joue dans le "
                              "tablier",
                              "a défaillant number does not reach the bande: it is played "
                              "inside", "guiton.VII.points-defaillants", m.src))
        elif dist != sum(m.numbers) or len(m.numbers) != len(m.path) - 1 or dist <= 0:
            out.append(_v("not-a-legal-number",
                          f"la dame {from_fleche(colour, m.src)} va sur "
                          f"{fleche_name(colour, m.dst)} : ce n'est pas le nombre "
                          f"{'+'.join(map(str, m.numbers))}",
                          f"the dame from {fleche_name(colour, m.src, 'en')} goes to "
                          f"{fleche_name(colour, m.dst, 'en')}: that is not the number "
                          f"{'+'.join(map(str, m.numbers))}", "lebrun.jouer-les-deux-points",
                          m.src, m.dst))
        for r in m.path[1:-1]:
            if 0 <= r < OFF and sd.opp[r] == 1:
                # ch. I « Passage »: a flèche with one opposing dame is a passage « pour
                # battre » only; a dame that moves rests on an empty flèche
                out.append(_v("tout-d-une-blocked",
                              f"le tout d'une repose sur {fleche_name(colour, r)}, où est une "
                              "dame adverse : une demi-case n'est un passage que pour battre",
                              f"the tout d'une rests on {fleche_name(colour, r, 'en')}, which "
                              "holds an opposing dame: a demi-case is a passage only for "
                              "beating",
                              "guiton.I.tout-d-une", r))
            elif 0 <= r < OFF and sd.opp[r]:
                out.append(_v("tout-d-une-blocked",
                              f"le tout d'une repose sur {fleche_name(colour, r)}, garnie de "
                              "dames adverses",
                              f"the tout d'une rests on {fleche_name(colour, r, 'en')}, which "
                              "holds opposing dames",
                              "guiton.I.tout-d-une", r))
        d = m.dst
        if d < OFF:
            if sd.opp[d] and d != OPPONENT_COIN:
                out.append(_v("stops-on-opposing-dame",
                              f"une dame s'arrête sur {fleche_name(colour, d)}, où est une "
                              "dame adverse",
                              f"a dame stops on {fleche_name(colour, d, 'en')}, which holds an "
                              "opposing dame",
                              "guiton.I.passage", d))
            if d == OPPONENT_COIN:
                out.append(_v("opponent-coin",
                              "une dame est posée dans le coin de repos de l'adversaire",
                              "a dame is placed in the opponent's coin de repos",
                              "guiton.IV.coin-adversaire", d))
            if 13 <= d <= 17 and sd.fillable_grand:
                out.append(_v("dame-in-fillable-jan",
                              "une dame reste dans le grand jan que l'adversaire peut encore "
                              "remplir",
                              "a dame stays in the grand jan the opponent can still fill",
                              "guiton.III.jans-adversaire-plein", d))
            if 18 <= d <= LAST_FLECHE and sd.fillable_petit:
                out.append(_v("dame-in-fillable-jan",
                              "une dame reste dans le petit jan que l'adversaire peut encore "
                              "remplir",
                              "a dame stays in the petit jan the opponent can still fill",
                              "guiton.III.jans-adversaire-plein", d))
        else:
            if not all_entered(row):
                out.append(_v("sortie-not-all-entered",
                              "une dame est sortie alors que toutes ne sont pas entrées dans "
                              "le dernier jan",
                              "a dame is borne off before all are entered in the last jan",
                              "guiton.VII.dames-entrees", m.src))
        if 0 <= m.src < OFF and 0 <= d <= OFF:
            row[m.src] -= 1
            row[d] += 1
    if row[COIN] == 1:
        out.append(_v("coin-single-dame",
                      "le coin de repos se prend et se quitte avec deux dames à la fois",
                      "the coin de repos is taken and left only with two dames at once",
                      "guiton.IV.coin-seul", COIN))
    if puissance:
        if not sd.opp_coin_empty:
            out.append(_v("coin-par-puissance-opponent-coin",
                          "pas de coin par puissance quand l'adversaire a le sien",
                          "no coin par puissance when the opponent holds his",
                          "guiton.I.puissance", COIN))
        if par_effet_possible(position, colour, dice):
            out.append(_v("coin-par-puissance-when-natural",
                          "le coin pouvait se prendre naturellement : on ne peut le prendre "
                          "par puissance",
                          "the coin could be taken naturally: it may not be taken par "
                          "puissance", "guiton.IV.coin-par-puissance", COIN))
    return out


@value_class
class TrictracCheck(PlayCheck):
    """A :class:`PlayCheck` of a lawful play that also says which laws it was measured
    against where it touches their point (see :func:`kept_laws`)."""

    kept: tuple[Kept, ...] = ()


def kept_laws(position: Position, colour: Colour, moves: tuple[Move, ...]) -> tuple[Kept, ...]:
    """The laws a lawful play keeps where it touches their point, and why: what a ruling cites
    to say by which article a disputed play stands.

    Cited only where the play bears on the law: a dame that comes to stop in a jan of the
    opponent who still has dames on or behind it (the law forbids the stay while he can fill
    it, ch. III); the coin de repos taken or left (two dames at once, ch. IV); a tout d'une
    resting on the opponent's empty coin (a passage, never a stay, ch. IV); a tout d'une
    resting in a jan the opponent can still fill and ending beyond it (a passage, ch. III). A
    play that does none of these cites none of them.
    """
    sd = side(position, colour)
    me = list(sd.me)
    other = position.row(colour.opponent)
    out: list[Kept] = []
    opponent = colour.opponent
    for m in moves:
        d = m.dst
        for fleches, end, (fr, en) in ((range(13, 18), COIN, ("grand jan", "grand jan")),
                                       (range(18, OFF), 5, ("petit jan", "petit jan"))):
            # his dames on or behind the jan's last flèche (his 11 or his 5) could fill it
            behind = sum(other[0:end + 1])
            if d in fleches and m.src < fleches.start and behind > 0:
                why = (Msg(f"il n'a plus que {behind} dames sur ce jan ou en deçà",
                           f"he has only {behind} dames on that jan or behind it")
                       if behind < 12 else
                       Msg("ses dames sont passées au-delà d'une flèche qu'il reste à couvrir",
                           "his dames have passed beyond a flèche still to cover"))
                out.append(Kept("guiton.III.jans-adversaire-plein", Msg(
                    f"la dame qui s'arrête sur {fleche_name(colour, d)} est dans le {fr} de "
                    f"{opponent}, qu'il ne peut plus remplir ({why.fr}) : elle peut y séjourner",
                    f"the dame that stops on {fleche_name(colour, d, 'en')} is in {opponent}'s "
                    f"{en}, which he can no longer fill ({why.en}): it may stay there")))
        for fleches, fillable, (fr, en) in ((range(13, 18), sd.fillable_grand,
                                             ("grand jan", "grand jan")),
                                            (range(18, OFF), sd.fillable_petit,
                                             ("petit jan", "petit jan"))):
            # a rest inside a jan he can still fill, the dame ending beyond it: a passage
            rest = next((f for f in m.path[1:-1] if f in fleches), None)
            if fillable and rest is not None and d >= fleches.stop:
                out.append(Kept("guiton.III.jans-adversaire-plein", Msg(
                    f"le tout d'une {from_fleche(colour, m.src)} repose sur "
                    f"{fleche_name(colour, rest)}, dans le {fr} de {opponent}, qu'il peut "
                    "encore remplir, mais n'y séjourne pas : c'est un passage, permis",
                    f"the tout d'une from {fleche_name(colour, m.src, 'en')} rests on "
                    f"{fleche_name(colour, rest, 'en')}, in {opponent}'s {en}, which he can "
                    "still fill, but does not stay there: a passage, which is allowed")))
        if OPPONENT_COIN in m.path[1:-1]:
            out.append(Kept("guiton.IV.coin-adversaire", Msg(
                f"le tout d'une {from_fleche(colour, m.src)} repose sur le coin de repos vide "
                f"de {opponent} et passe outre : c'est un passage, non une occupation",
                f"the tout d'une from {fleche_name(colour, m.src, 'en')} rests on {opponent}'s "
                "empty coin de repos and goes on: a passage, not an occupation")))
    after = _row_after(tuple(me), moves)
    out.extend(_filled_in_passing(tuple(me), moves, after))
    if after is not None and (me[COIN] == 0) != (after[COIN] == 0):
        taken = me[COIN] == 0
        out.append(Kept("guiton.IV.coin-seul", Msg(
            f"le coin de repos est {'pris' if taken else 'quitté'} avec deux dames à la fois",
            f"the coin de repos is {'taken' if taken else 'left'} with two dames at once")))
    return tuple(dict.fromkeys(out))


def _filled_in_passing(me: tuple[int, ...], moves: tuple[Move, ...],
                       after: tuple[int, ...] | None) -> list[Kept]:
    """A jan the lawful play made full with one number and broke with the other: the plein
    was forced to break (the play is lawful, so no play kept it), and nothing is won (Guiton
    ch. VI « Remplir en passant »)."""
    if after is None:
        return []
    before = full_jans(me)
    passed = 0
    for k in range(1, len(moves)):
        middle = _row_after(me, moves[:k])
        if middle is not None:
            passed |= full_jans(middle)
    out = []
    for bit, (name, _) in enumerate(JANS):
        mask = 1 << bit
        if passed & mask and not (before | full_jans(after)) & mask:
            jan = JAN_NAMES[name]
            out.append(Kept("guiton.VI.remplir-en-passant", Msg(
                f"le plein du {jan.fr} fait par un nombre est rompu par l'autre, qui ne pouvait "
                "se jouer autrement : c'est remplir en passant, rien ne se marque",
                f"the plein of the {jan.en} made by one number is broken by the other, which "
                "could not be played otherwise: that is filling in passing, nothing is marked")))
    return out


def check_play(position: Position, colour: Colour, dice: tuple[int, int],
               moves: tuple[Move, ...]) -> PlayCheck:
    """Is this play legal? If not, every law it breaks (see the module's docstring)."""
    dice = (max(dice), min(dice))
    plays = legal_plays(position, colour, dice)
    raws = raw_plays(position, colour, dice)
    row = _row_after(side(position, colour).me, moves)
    out = _move_violations(position, colour, dice, moves)
    if not out and row is not None and any(p.result.row(colour) == row for p in raws) and (
            sum(len(m.numbers) for m in moves) == len(raws[0].numbers_played)):
        return TrictracCheck(True, (), plays, kept_laws(position, colour, moves))
    if not raws and not moves:
        return PlayCheck(True, (), plays)
    if not out and row is not None:
        out.extend(_play_violations(position, colour, dice, moves, row, raws))
    if not out:
        out.append(_v("not-a-legal-play", "ce coup n'est aucune des façons légales de jouer "
                      "ce dé", "this play is none of the legal ways to play this throw",
                      "lebrun.jouer-les-deux-points"))
    return PlayCheck(False, tuple(out), plays)


def _play_violations(position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...], row: tuple[int, ...],
                     raws: tuple[Play, ...]) -> list[Violation]:
    out: list[Violation] = []
    a, b = dice
    played = sum(len(m.numbers) for m in moves)
    if not raws:
        return [_v("nothing-playable", "aucun nombre ne pouvait être joué",
                   "no number could be played", "guiton.I.impuissance")]
    need = len(raws[0].numbers_played)
    if played < need:
        if need == 2:
            fills = full_jans(row) & ~full_jans(side(position, colour).me)
            if fills:
                # Guiton ch. VI: « si, au lieu de remplir, on peut jouer l'un et l'autre point,
                # on y est forcé, et on ne remplit pas »
                return [_v("must-play-both",
                           "les deux nombres pouvaient être joués : on y est forcé, et l'on ne "
                           "remplit pas par un seul",
                           "both numbers could be played: one must play them, and does not "
                           "fill with one alone", "guiton.VI.remplir-impossible")]
            return [_v("must-play-both", "les deux nombres devaient être joués",
                       "both numbers had to be played", "lebrun.jouer-les-deux-points")]
        return [_v("must-play", "un nombre pouvait être joué et devait l'être",
                   "a number could be played and had to be", "lebrun.jouer-les-deux-points")]
    if need == 1 and a != b and moves and moves[0].numbers != raws[0].numbers_played:
        return [_v("must-play-higher",
                   f"un seul nombre pouvait être joué : il fallait jouer le plus fort ({a})",
                   f"only one number could be played: it had to be the higher ({a})",
                   "guiton.VI.point-le-plus-eleve")]
    before = full_jans(side(position, colour).me)
    mine = full_jans(row)
    for bit, (name, fleches) in enumerate(JANS):
        mask = 1 << bit
        if any(full_jans(p.result.row(colour)) & mask for p in raws) and not mine & mask:
            if before & mask:
                jan = JAN_NAMES[name]
                out.append(_v("must-keep-plein",
                              f"le plein du {jan.fr} pouvait être conservé par une autre façon "
                              "de jouer ce coup : joué ainsi, il est rompu",
                              f"the plein of the {jan.en} could be kept by another way of "
                              "playing this throw: played so, it is broken",
                              "guiton.I.conserver", *fleches))
            else:
                jan = JAN_NAMES[name]
                # the other number unplayable, « on remplit nécessairement » (Guiton VI);
                # both numbers playable, the player who could fill and did not is the one of
                # III « Celui qui ne remplit pas… », whose opponent « a le droit d'obliger ou
                # d'empêcher de remplir »
                forced = need == 1
                out.append(_v("must-fill-necessarily" if forced else "must-fill",
                              f"le plein du {jan.fr} pouvait être fait",
                              f"the plein of the {jan.en} could be made",
                              "guiton.VI.remplir-impossible" if forced
                              else "guiton.III.marque-sans-remplir", *fleches))
    return out


def position_problems(position: Position) -> list[Problem]:
    """Structural problems plus what trictrac forbids outright: a lone dame in a coin de
    repos, a dame in the opponent's coin, dames borne off while others are not entered."""
    problems = structural_problems(position)
    for colour in BOTH:
        row = position.row(colour)
        if row[COIN] == 1:
            problems.append(Problem(
                "coin-single-dame",
                Msg(f"{colour} a une dame seule dans son coin de repos",
                    f"{colour} has a lone dame in his coin de repos"), colour, COIN))
        if row[OPPONENT_COIN] > 0:
            problems.append(Problem(
                "opponent-coin",
                Msg(f"{colour} a des dames dans le coin de repos de l'adversaire",
                    f"{colour} has dames in the opponent's coin de repos"),
                colour, OPPONENT_COIN))
        if row[OFF] and not all_entered(row):
            problems.append(Problem(
                "sortie-not-all-entered",
                Msg(f"{colour} a sorti des dames alors que d'autres ne sont pas entrées dans "
                    "le dernier jan",
                    f"{colour} has borne dames off while others are not in the last jan"),
                colour, OFF))
    return problems


class Trictrac:
    """The rules of trictrac, as the engine asks for them."""

    name = "trictrac"

    def position_problems(self, position: Position) -> list[Problem]:
        return position_problems(position)

    def legal_plays(self, position: Position, colour: Colour,
                    dice: tuple[int, int]) -> tuple[Play, ...]:
        return legal_plays(position, colour, dice)

    def check_play(self, position: Position, colour: Colour, dice: tuple[int, int],
                   moves: tuple[Move, ...]) -> PlayCheck:
        return check_play(position, colour, dice, moves)

    def earnings(self, position: Position, thrower: Colour, dice: tuple[int, int],
                 context: ThrowContext) -> tuple[EarnedItem, ...]:
        return _earnings(position, thrower, dice, context)

    def considered(self, position: Position, thrower: Colour, dice: tuple[int, int],
                   context: ThrowContext) -> tuple[Kept, ...]:
        """The articles of ch. I and VI a throw bears on beyond its items (see
        :func:`arbiter.games.trictrac.considered.considered`)."""
        return _considered(position, thrower, dice, context)

    def destinations(self, position: Position, colour: Colour, dice: tuple[int, int],
                     src: int) -> frozenset[int]:
        return destinations(position, colour, dice, src)

    def can_complete(self, position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...]) -> bool:
        return can_complete(position, colour, dice, moves)

    def why_unplayable(self, position: Position, colour: Colour, dice: tuple[int, int],
                       src: int) -> Kept | None:
        """Why a touched dame could not be played, where the coin is the reason
        (:mod:`arbiter.games.trictrac.unplayable`)."""
        return _why_unplayable(position, colour, dice, src)


TRICTRAC = Trictrac()
