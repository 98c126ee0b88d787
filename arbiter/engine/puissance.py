"""The coin taken par puissance (Guiton ch. I « Puissance », ch. IV « Peine qu'encourt celui
qui, pouvant prendre son coin naturellement, le prend par puissance »).

Two dames set on one's own coin with the numbers that would make a case in the opponent's empty
coin are a take par puissance: a way of playing the throw, never a fausse case. When the coin
could not be taken naturally it is the player's right; when it could, the fault is the
puissance itself, and the opponent may have the number played tout d'une by one of the dames
played, if it reaches an empty flèche of his petit jan, or else the player loses his natural
coin for this throw and plays it otherwise (unless that is the only way to play his whole
number, Guiton ch. III « Premier exemple »).

What the game's board says (which dames reach where, which other plays there are) comes from
the game's :class:`~arbiter.games.bundle.Conduct`; a game without a coin leaves it empty and
none of this applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.findings import until_throw
from arbiter.engine.table import Coup, DameMove
from arbiter.engine.wording import both, say
from arbiter.games.base import Move
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

PUISSANCE = "guiton.I.puissance"
PAR_PUISSANCE = "guiton.IV.coin-par-puissance"
PREMIER_EXEMPLE = "guiton.III.premier-exemple"
SECONDE_FOIS = "guiton.IV.coin-seconde-fois"


def taken(replay: Replay, coup: Coup) -> list[DameMove]:
    """The dames of this coup read as set on the coin par puissance (a number one higher
    than the distance, as the game's ``power_number`` says)."""
    power = replay.conduct.power_number
    if power is None:
        return []
    return [m for m in coup.moves if not m.wrong and len(m.path) == 2 and len(m.numbers) == 1
            and m.numbers[0] != m.path[1] - m.path[0]
            and power(m.path[1], m.path[1] - m.path[0]) == m.numbers[0]]


@applies(PUISSANCE, SECONDE_FOIS)
def lawful(replay: Replay, coup: Coup) -> None:
    """A legal play that takes the coin par puissance: the player's right, said and cited.

    With dames of his already past that coin, he has passed it (Lebrun's rule 10: « Lorsqu'on
    a passé son coin »): the take is a coin retaken, which Guiton IV allows « une seconde fois,
    même par puissance » when the opponent's is empty. The position shows the coin passed, not
    whether it was once held; the ruling says which it reads."""
    moves = taken(replay, coup)
    if not moves:
        return
    line = max(m.line for m in moves)
    replay.findings.conclude(
        *both("puissance.lawful", line=line, colour=coup.thrower, dice=coup.dice,
              opponent=coup.thrower.opponent),
        PUISSANCE, line)
    coin = moves[0].path[-1]
    row = coup.position_before.row(coup.thrower)
    if any(row[f] for f in range(coin + 1, len(row))):
        replay.findings.conclude(
            *both("puissance.retaken", line=line, colour=coup.thrower), SECONDE_FOIS, line)


@applies(PAR_PUISSANCE, PREMIER_EXEMPLE)
def penalty(replay: Replay, coup: Coup, line: int, laws_broken: tuple[str, ...]) -> bool:
    """The coin taken par puissance though it could be taken naturally: the opponent's
    remedies, in the article's order. False when they do not apply and the engine offers its
    general remedy: the game says nothing of them, or there was no puissance at all (the
    opponent holds his coin: ch. I « Puissance » is broken, ``laws_broken``)."""
    remedy_of = replay.conduct.puissance_remedy
    moves = taken(replay, coup)
    if remedy_of is None or not moves or PUISSANCE in laws_broken:
        return False
    colour, opponent = coup.thrower, coup.thrower.opponent
    played = tuple(Move(m.path, m.numbers) for m in coup.moves)
    remedy = remedy_of(coup.position_before, colour, coup.dice, played)
    if remedy.tout_d_une:
        replay.findings.conclude(
            *both("puissance.tout-d-une", line=line, colour=colour, opponent=opponent,
                  dice=coup.dice),
            PAR_PUISSANCE, line)
        choices = [(f"tout-d-une-{src}",
                    say("puissance.tout-d-une.choice", dice=coup.dice, src=(colour, src),
                        dst=(colour, dst)), False)
                   for src, dst in remedy.tout_d_une]
        choices.append(("laisser", say("puissance.leave"), True))
        replay.findings.option(opponent, say("puissance.tout-d-une.option", opponent=opponent,
                                             dice=coup.dice),
                               choices, (PAR_PUISSANCE,), until_throw(opponent))
        return True
    if remedy.other_ways:
        replay.findings.conclude(
            *both("puissance.deprived", line=line, colour=colour, opponent=opponent,
                  dice=coup.dice),
            PAR_PUISSANCE, line)
        replay.findings.option(
            opponent, say("puissance.deprived.option", opponent=opponent, colour=colour),
            [("priver", say("puissance.deprived.choice", colour=colour), False),
             ("laisser", say("puissance.leave"), True)],
            (PAR_PUISSANCE,), until_throw(opponent))
        _his_option(replay, coup)
        return True
    replay.findings.conclude(
        *both("puissance.only-way", line=line, colour=colour, dice=coup.dice),
        PREMIER_EXEMPLE, line)
    replay.findings.cite(PAR_PUISSANCE)
    replay.findings.option(
        opponent, say("puissance.only-way.option", opponent=opponent, colour=colour),
        [("naturellement", say("puissance.only-way.choice", colour=colour), False),
         ("laisser", say("puissance.leave"), True)],
        (PAR_PUISSANCE, PREMIER_EXEMPLE), until_throw(opponent))
    return True


@applies(PAR_PUISSANCE)
def _his_option(replay: Replay, coup: Coup) -> None:
    """Deprived of his natural coin, the player « joue à son option le coup de toute autre
    manière » (Guiton IV): the new play is his choice, not the opponent's, among the lawful
    plays of the throw that do not take the coin naturally (each written as the record writes a
    play). One choice, the plays he may choose from named in it: the text gives his silence no
    default, and he chooses when the penalty is exacted."""
    colour, opponent = coup.thrower, coup.thrower.opponent
    coin = taken(replay, coup)[0].path[-1]
    natural = sorted(coin - n for n in coup.dice)
    plays = [" ".join("-".join(str(f) for f in m.path) for m in p.moves)
             for p in replay.plays(coup) if p.moves
             and sorted(m.path[0] for m in p.moves if m.path[-1] == coin) != natural]
    if not plays:
        return
    replay.findings.option(
        colour, say("puissance.deprived.his-option", opponent=opponent, colour=colour,
                    dice=coup.dice),
        [("a-son-option", say("puissance.deprived.his-choice",
                              plays=" ; ".join(sorted(set(plays)))), False)],
        (PAR_PUISSANCE,), until_throw(opponent))
