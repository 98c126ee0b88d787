"""A throw that could fill, played with a dame let go on the wrong flèche.

A play that holds a dame mal posée (or a fausse case) is not judged as a whole against the
rules: the opponent disposes of the faulty dame instead (Guiton ch. III « Dame mal posée et
abandonnée », « Fausse case »). Whether the throw filled is still the thrower's affair: « Si un
joueur pouvant remplir ne remplit pas, ou pouvant conserver ne conserve pas, l'adversaire marque
autant de points que ce joueur aurait dû en marquer », and « cet adversaire a le droit d'obliger
ou d'empêcher de remplir … sans que sa détermination à cet égard change rien à l'école » (« Celui
qui ne remplit pas et qui marque croyant remplir, fait école »). Asked by
:func:`arbiter.engine.dames.at_close`; the école itself is :func:`claims.plein_not_made`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine import claims
from arbiter.engine.ecole_laws import NE_REMPLIT_PAS
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup


@applies(NE_REMPLIT_PAS)
def by_a_wrong_dame(replay: Replay, coup: Coup, *, closing: bool = False) -> None:
    """The throw made a plein (its items say on which flèche) and the dames as let go, one of
    them on a flèche no number reaches, leave that flèche without its case: he did not fill.
    Judged once, as soon as as many dames are let go as the throw has numbers (the second dame
    may still cover the demi-case the first missed: « il conserverait le droit de couvrir cette
    demi-case avec la dame qui y aboutirait par le nombre qui reste à jouer », « Fausse case »),
    or when the coup closes."""
    wrong = [m for m in coup.moves if m.wrong]
    if coup.void or coup.judged or not wrong:
        return
    if not closing and sum(max(1, len(m.numbers)) for m in coup.moves) < len(
            replay.numbers(coup.dice)):
        return
    colour = coup.thrower
    targets = [i.target for i in coup.items
               if i.kind == "plein" and i.beneficiary is colour and i.target is not None]
    if not targets or all(replay.position.count(colour, t) >= 2 for t in targets):
        return
    coup.judged = True
    claims.plein_not_made(replay, coup, wrong[0].line)
