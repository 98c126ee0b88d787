"""Jacquet's own reading of a dame touched outside one's coup (S004 § 7 c).

The engine's family « dames » binds a dame touched by the thrower during his coup; a touch
outside it only goes down as a fact. Jacquet's text says when a touch binds: « un joueur qui
après avoir lancé les dés, s'avise à toucher au moins une de ses dames peut être forcé par
l'adversaire à la jouer ». A dame touched before one has thrown is therefore bound to nothing,
and when the opponent asks for it to be played the ruling must say so by that article, not
merely record the touch. Nor does a dame touched after every number of the throw was played:
nothing is left to play it « d'une manière légale ».
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.dispatch import LawFamily
from arbiter.games.jacquet.names import fleche_name
from arbiter.laws.links import applies
from arbiter.notation import acts as A

if TYPE_CHECKING:
    from arbiter.colour import Colour
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

NAME = "dames-jacquet"
DAME_TOUCHEE = "lalanne.I.dame-touchee"
ABANDONNEE = "guiton.III.dame-abandonnee"
"""Trictrac's law; a Jacquet ruling cites it by analogy (``CONDUCT``)."""


@applies(DAME_TOUCHEE)
def on_touch(replay: Replay, act: A.Touch | A.Lift) -> None:
    """A dame of one's own touched (or lifted) before one's dice are thrown binds nothing."""
    colour = act.actor
    if colour is None or act.opponent:
        return
    coup = replay.coup
    line = act.span.line
    if coup is not None and not coup.closed and coup.thrower is colour:
        if not coup.adoube and _all_played(replay, coup):
            _after_the_play(replay, coup, colour, act, line)
        return                    # otherwise the family « dames » judges the touch
    where, where_en = fleche_name(colour, act.fleche), fleche_name(colour, act.fleche, "en")
    replay.findings.conclude(
        f"Ligne {line} : {colour} touche sa dame de {where} avant d'avoir jeté les dés. Seul "
        "le joueur qui touche une dame « après avoir lancé les dés » peut être forcé de la "
        "jouer (Lalanne 2003, § 7 c) : cette dame n'a pas à être jouée.",
        f"Line {line}: {colour} touches his dame on {where_en} before throwing his dice. Only "
        "a player who touches a dame after throwing may be made to play it (Lalanne 2003, "
        "§ 7 c): that dame need not be played.", DAME_TOUCHEE, line)


def _all_played(replay: Replay, coup: Coup) -> bool:
    """Has the thrower already played every number his throw allowed, each dame let go?"""
    if not coup.moves or any(m.wrong for m in coup.moves):
        return False
    need = len(replay.plays(coup)[0].numbers_played)
    return sum(len(m.numbers) for m in coup.moves) >= need


@applies(DAME_TOUCHEE, ABANDONNEE)
def _after_the_play(replay: Replay, coup: Coup, colour: Colour, act: A.Touch | A.Lift,
                    line: int) -> None:
    """A dame touched once the whole throw is played: no number is left to play it with, and
    the dames already let go cannot be moved to free one (Guiton's « Une dame abandonnée ne
    peut être déplacée », by analogy): it cannot be played « d'une manière légale »."""
    coup.touched[:] = [t for t in coup.touched if t[1] != line]
    where, where_en = fleche_name(colour, act.fleche), fleche_name(colour, act.fleche, "en")
    replay.findings.conclude(
        f"Ligne {line} : {colour} touche sa dame de {where} après avoir joué tous les nombres "
        "de son coup. Il ne reste aucun nombre pour la jouer, et les dames jouées et "
        "abandonnées ne peuvent être déplacées pour en libérer un : elle ne peut être jouée "
        "« d'une manière légale », et n'a pas à l'être.",
        f"Line {line}: {colour} touches his dame on {where_en} after playing every number of "
        "his throw. No number is left to play it with, and the dames played and let go cannot "
        "be moved to free one: it cannot be played lawfully, and need not be.",
        DAME_TOUCHEE, line)
    replay.findings.cite(ABANDONNEE)


FAMILY = LawFamily(name=NAME, handlers={A.Touch: on_touch, A.Lift: on_touch})
"""Registered with the engine's families by the Jacquet bundle."""
