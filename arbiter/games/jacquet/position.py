"""A Jacquet position's invariants, read before any play is judged: what no lawful game can
show, and what the texts leave open (a count of fourteen or sixteen dames: a question).
"""

from __future__ import annotations

from arbiter.board import OFF, Position, Problem
from arbiter.colour import BOTH, Colour
from arbiter.games.jacquet.geometry import all_in_last_quarter, arrived, other
from arbiter.games.jacquet.names import fleche_name
from arbiter.games.jacquet.questions import Q13_DAME_COUNT, Undecided
from arbiter.games.jacquet.regimes import DEFAULT, Regime
from arbiter.i18n import Msg

DAMES = 15


def position_problems(position: Position, regime: Regime = DEFAULT) -> list[Problem]:
    """Everything no law could make sense of in a Jacquet position, all at once: negative
    counts, a count other than 14–16 (14 or 16 is a question, :func:`position_questions`), two
    colours on one flèche (in Jacquet's mapping), more than one dame off the talon before the
    courier arrived, dames borne off while others are outside the last quarter, both sides
    finished, and under S004's advanced rules dames borne off onto a talon still occupied."""
    problems: list[Problem] = []
    for colour in BOTH:
        row = position.row(colour)
        for fleche, count in enumerate(row):
            if count < 0:
                problems.append(Problem("negative-count", Msg(
                    f"{colour} : nombre de dames négatif ({count}) sur "
                    f"{fleche_name(colour, fleche)}",
                    f"{colour}: negative number of dames ({count}) on "
                    f"{fleche_name(colour, fleche, 'en')}"),
                    colour, fleche))
        total = sum(row)
        if total not in (14, 15, 16):
            problems.append(Problem("dame-count", Msg(
                f"{colour} a {total} dames, en comptant les sorties ; on joue avec 15",
                f"{colour} has {total} dames counting those borne off; the game is played "
                "with 15"), colour))
        if not arrived(row) and sum(row[1:OFF]) > 1:
            problems.append(Problem("courier", Msg(
                f"{colour} a {sum(row[1:OFF])} dames hors du talon alors qu'aucune n'est "
                "arrivée dans le dernier quadrant : seule la première peut partir avant",
                f"{colour} has {sum(row[1:OFF])} dames off the talon while none has reached "
                "the last quarter: only the first may leave before"), colour))
        if row[OFF] and not all_in_last_quarter(row):
            problems.append(Problem("sortie-not-all-in", Msg(
                f"{colour} a sorti des dames alors que d'autres ne sont pas dans le dernier "
                "quadrant",
                f"{colour} has borne dames off while others are outside the last quarter"),
                colour, OFF))
        if regime.onto_talon and row[OFF] and position.row(colour.opponent)[0]:
            problems.append(Problem("sortie-opponent-on-talon", Msg(
                f"{colour} a sorti des dames (rangées sur le talon adverse) alors que "
                f"{colour.opponent} a encore des dames sur son talon",
                f"{colour} has borne dames off (stored on the opposing talon) while "
                f"{colour.opponent} still keeps dames on his talon"), colour, OFF))
    for fleche in range(24):
        if position.blanc[fleche] > 0 and position.noir[other(fleche)] > 0:
            problems.append(Problem("two-colours", Msg(
                f"{fleche_name(Colour.BLANC, fleche)} (soit "
                f"{fleche_name(Colour.NOIR, other(fleche))}) porte des dames des deux couleurs",
                f"{fleche_name(Colour.BLANC, fleche, 'en')} (that is, "
                f"{fleche_name(Colour.NOIR, other(fleche), 'en')}) holds dames of both "
                "colours"),
                Colour.BLANC, fleche))
    if all(position.row(c)[OFF] >= DAMES for c in BOTH):
        problems.append(Problem("both-finished", Msg(
            "les deux joueurs ont sorti toutes leurs dames", "both players have borne off all "
            "their dames")))
    return problems


def position_questions(position: Position) -> tuple[Undecided, ...]:
    """What the sources leave open about a position (14 or 16 dames: Q13)."""
    if any(sum(position.row(c)) in (14, 16) for c in BOTH):
        return (Q13_DAME_COUNT,)
    return ()
