"""What the laws of conduct need to know of trictrac's board and rules.

These facts used to sit inside the engine (the coin par puissance, the laws of the sortie, the
jan de retour, where a missing dame goes back); they are trictrac's, so they live here and
reach the engine through :class:`~arbiter.games.bundle.Conduct`.
"""

from __future__ import annotations

from arbiter.board import COIN, TALON, Position
from arbiter.colour import Colour
from arbiter.games.bundle import Conduct
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
    fault_of_violation={"coin-par-puissance-when-natural": FaultKind.COIN_PAR_PUISSANCE,
                        "coin-par-puissance-opponent-coin": FaultKind.COIN_PAR_PUISSANCE,
                        "dame-in-fillable-jan": FaultKind.DAME_DANS_JAN_ADVERSE,
                        "must-play-both": FaultKind.IMPUISSANCE_CREEE},
    unmade_plein=frozenset({"must-fill"}),
    position_laws={"opponent-coin": "guiton.IV.coin-adversaire",
                   "coin-single-dame": "guiton.IV.coin-seul"},
    last_quarter=range(18, 24),
    fifteenth_place=fifteenth_place,
)
