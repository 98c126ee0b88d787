"""What the laws of conduct need to know of trictrac's board and rules.

These facts used to sit inside the engine (the coin par puissance, the laws of the sortie, the
jan de retour, where a missing dame goes back); they are trictrac's, so they live here and
reach the engine through :class:`~arbiter.games.bundle.Conduct`.
"""

from __future__ import annotations

from arbiter.board import COIN, OFF, TALON, Position
from arbiter.colour import Colour
from arbiter.games.base import Move
from arbiter.games.bundle import Conduct, PuissanceRemedy
from arbiter.games.trictrac.moves import raw_plays, side
from arbiter.vocabulary import FaultKind

SORTIE_LAWS = ("guiton.VII.dames-entrees", "guiton.VII.sortir-a-la-bande",
               "guiton.VII.points-sortants", "guiton.VII.points-excedants",
               "guiton.VII.points-defaillants", "guiton.VII.deux-defaillants")
POINTS_DE_SORTIE = "guiton.VII.points-de-sortie"


def power_number(dst: int, step: int) -> int | None:
    """A dame put in one's coin de repos with a number one higher than its distance: the coin
    taken par puissance (the opponent's coin, one flèche further, is empty); the rules then
    judge whether it was allowed."""
    return step + 1 if dst == COIN else None


OPPONENT_PETIT_JAN = range(18, OFF)
"""The opponent's petit jan in the mover's numbering (his talon is the mover's 23)."""


def puissance_remedy(position: Position, colour: Colour, dice: tuple[int, int],
                     moves: tuple[Move, ...]) -> PuissanceRemedy:
    """What the opponent may exact for a coin taken par puissance that could be taken
    naturally (Guiton ch. IV): have the number played tout d'une by a dame played, if it ends
    on an empty flèche of his petit jan where a dame may stop (resting on a flèche free of his
    dames); else the thrower loses his natural coin for this throw and plays it otherwise, if
    there is another way."""
    sd = side(position, colour)
    high, low = max(dice), min(dice)
    total = high + low
    out: list[tuple[int, int]] = []
    for src in sorted({m.src for m in moves}):
        dst = src + total
        rests = {src + high, src + low}
        if dst in OPPONENT_PETIT_JAN and not sd.opp[dst] and not sd.me[dst] \
                and not sd.no_stop[dst] and any(not sd.no_rest[r] for r in rests):
            out.append((src, dst))
    natural = sorted((COIN - high, COIN - low))
    other = any(sorted(m.src for m in p.moves if m.dst == COIN) != natural
                for p in raw_plays(position, colour, (high, low)))
    return PuissanceRemedy(tuple(out), other)


def fifteenth_place(position: Position, colour: Colour) -> int | None:
    """Where the missing dame goes back (Guiton's order of places, « Jouer avec une dame de
    moins »), or None when it depends on facts of the jan de retour the law describes in words
    only."""
    if position.count(colour, TALON):
        return TALON
    for fleche in range(1, 6):
        if position.count(colour, fleche):
            return fleche
    if position.count(colour, COIN) >= 2:
        return COIN
    for fleche in range(COIN - 1, 5, -1):
        if position.count(colour, fleche):
            return fleche
    if any(position.count(colour, f) for f in range(12, 18)):
        for fleche in range(12, 18):
            if position.count(colour, fleche):
                return fleche
    return None


CONDUCT = Conduct(
    bearing_off_laws=SORTIE_LAWS,
    last_dames_law=POINTS_DE_SORTIE,
    power_number=power_number,
    puissance_remedy=puissance_remedy,
    fault_of_violation={"coin-par-puissance-when-natural": FaultKind.COIN_PAR_PUISSANCE,
                        "coin-par-puissance-opponent-coin": FaultKind.COIN_PAR_PUISSANCE,
                        "dame-in-fillable-jan": FaultKind.DAME_DANS_JAN_ADVERSE,
                        "must-play-both": FaultKind.IMPUISSANCE_CREEE},
    unmade_plein=frozenset({"must-fill", "must-keep-plein"}),
    last_quarter=range(18, 24),
    fifteenth_place=fifteenth_place,
)
