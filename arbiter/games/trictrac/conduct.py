"""What the laws of conduct need to know of trictrac's board and rules.

These facts used to sit inside the engine (the coin par puissance, the laws of the sortie, the
jan de retour, where a missing dame goes back); they are trictrac's, so they live here and
reach the engine through :class:`~arbiter.games.bundle.Conduct`.
"""

from __future__ import annotations

from arbiter.board import COIN, OFF, TALON, Position
from arbiter.colour import Colour
from arbiter.games.bundle import Conduct
from arbiter.games.trictrac.moves import RETOUR as LAST_JAN
from arbiter.games.trictrac.moves import all_entered
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


def sortie_laws(position: Position, colour: Colour, dice: tuple[int, int]) -> tuple[str, ...]:
    """The laws of the sortie that bear on this throw: that all dames be entered (always), and
    for each number whether it is sortant, excédant or défaillant (Guiton ch. VII's inline
    headings), with « Deux points défaillants réunis… » beside any défaillant number. A law
    that names a kind of number the throw does not bring is not cited.

    Numbers are read in the row where the sortie may begin: the row itself once every dame is
    entered, else after a number that enters the last dame (« un nombre peut entrer la dernière
    et l'autre en sortir une »)."""
    me = position.row(colour)
    numbers = (dice[0],) if dice[0] == dice[1] else dice
    readings: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if all_entered(me):
        readings.append((me, numbers))
    elif sum(me[0:LAST_JAN.start]) == 1 and len(numbers) == 2:
        src = next(f for f in range(LAST_JAN.start) if me[f])
        for n, other in ((numbers[0], numbers[1]), (numbers[1], numbers[0])):
            if src + n in LAST_JAN:
                row = list(me)
                row[src] -= 1
                row[src + n] += 1
                readings.append((tuple(row), (other,)))
    kinds: set[str] = set()
    for row, rest in readings:
        farthest = next((f for f in LAST_JAN if row[f]), None)
        if farthest is None:
            continue
        found = set()
        for n in rest:
            if row[OFF - n] if OFF - n in LAST_JAN else False:
                found.add("sortant")
            elif n > OFF - farthest:
                found.add("excedant")
            else:
                found.add("defaillant")
        kinds |= found
    laws = ["guiton.VII.dames-entrees"]
    if "sortant" in kinds:
        laws += ["guiton.VII.sortir-a-la-bande", "guiton.VII.points-sortants"]
    if "excedant" in kinds:
        laws.append("guiton.VII.points-excedants")
    if "defaillant" in kinds:
        # what a défaillant number may do with the other, joined to it or not, is the question
        # of « Deux points défaillants réunis… » (its examples: bezet, 2 et as, 4 et as)
        laws += ["guiton.VII.points-defaillants", "guiton.VII.deux-defaillants"]
    return tuple(laws)


CONDUCT = Conduct(
    bearing_off_laws=SORTIE_LAWS,
    sortie_laws=sortie_laws,
    last_dames_law=POINTS_DE_SORTIE,
    power_number=power_number,
    fault_of_violation={"coin-par-puissance-when-natural": FaultKind.COIN_PAR_PUISSANCE,
                        "coin-par-puissance-opponent-coin": FaultKind.COIN_PAR_PUISSANCE,
                        "dame-in-fillable-jan": FaultKind.DAME_DANS_JAN_ADVERSE,
                        "must-play-both": FaultKind.IMPUISSANCE_CREEE},
    unmade_plein=frozenset({"must-fill"}),
    last_quarter=range(18, 24),
    fifteenth_place=fifteenth_place,
)
