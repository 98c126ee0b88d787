"""Jacquet's own reading of a dame touched outside one's coup (S004 § 7 c): the family
« dames-jacquet », named by the Jacquet bundle.

The engine's family « dames » binds a dame touched by the thrower during his coup; a touch
outside it only goes down as a fact. Jacquet's text says when a touch binds: « un joueur qui
après avoir lancé les dés, s'avise à toucher au moins une de ses dames peut être forcé par
l'adversaire à la jouer ». A dame touched before one has thrown is therefore bound to nothing,
and when the opponent asks for it to be played the ruling must say so by that article, not
merely record the touch. Nor does a dame touched after every number of the throw was played:
nothing is left to play it « d'une manière légale »: the family « dames » says so for both
games (``_touched_after_the_play``), by Guiton's law that a Jacquet ruling cites as its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.dispatch import LawFamily
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.words import fleche_name

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

NAME = "dames-jacquet"
DAME_TOUCHEE = "lalanne.I.dame-touchee"


@applies(DAME_TOUCHEE)
def on_touch(replay: Replay, act: A.Touch | A.Lift) -> None:
    """A dame of one's own touched (or lifted) before one's dice are thrown binds nothing."""
    colour = act.actor
    if colour is None or act.opponent:
        return
    coup = replay.coup
    line = act.span.line
    if coup is not None and not coup.closed and coup.thrower is colour:
        return                    # during his coup the family « dames » judges the touch
    where, where_en = fleche_name(colour, act.fleche), fleche_name(colour, act.fleche, "en")
    replay.findings.conclude(
        f"Ligne {line} : {colour} touche sa dame de {where} avant d'avoir jeté les dés. Seul "
        "le joueur qui touche une dame « après avoir lancé les dés » peut être forcé de la "
        "jouer (Lalanne 2003, § 7 c) : cette dame n'a pas à être jouée.",
        f"Line {line}: {colour} touches his dame on {where_en} before throwing his dice. Only "
        "a player who touches a dame after throwing may be made to play it (Lalanne 2003, "
        "§ 7 c): that dame need not be played.", DAME_TOUCHEE, line)


FAMILY = LawFamily(name=NAME, handlers={A.Touch: on_touch, A.Lift: on_touch})
"""Named by the Jacquet bundle (``families``) under :data:`NAME`."""
