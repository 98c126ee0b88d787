"""The order of marking when one throw beats both à vrai and à faux: a precept, not a fault.

Guiton III « Attendre que le joueur ait marqué les points qu'il gagne en battant à vrai, pour
marquer ceux qu'il donne en battant à faux »: the player beaten à vrai and à faux by the same
throw should not mark what he gains by the à faux before the thrower has marked what he wins
à vrai. The chapter's preamble names it among « des préceptes dont l'infraction n'entraîne
aucune peine »: marked early, his points stand and no école is made. The ruling says so
wherever it happens, so that a dispute about the order of the two marks is answered by the
article on it, not only by the silence of « Marque des points »; the trou so marked too soon,
which does cost the right to an école of the thrower, is :mod:`.trous`' matter.

The other side of the order: the trou the victim takes on the same throw wipes the thrower's
points, those this throw gave him and he marked first included (:func:`thrower_first_wiped`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine.wording import both
from arbiter.laws.links import applies

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

ATTENDRE_A_VRAI = "guiton.III.attendre-marque-a-vrai"
MARQUE_DES_POINTS = "guiton.III.marque-des-points"
# the law a throw's item names when the dame is beaten à faux (its points go to the beaten)
L_A_FAUX = "guiton.I.battre-a-faux"

_BEATINGS = frozenset({"dame_battue", "coin_battu"})


@applies(ATTENDRE_A_VRAI)
def a_faux_before_a_vrai(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` moves his jeton forward in the opponent's coup, whose throw gives him points
    à faux and the thrower points à vrai, before the thrower has marked anything of it: the
    precept is broken, without penalty (module doc). Said once a ruling."""
    coup = replay.coup
    if coup is None or coup.thrower is colour or ATTENDRE_A_VRAI in replay.findings.laws:
        return
    mine = replay.window(colour)
    theirs = replay.window(coup.thrower)
    # a trou so marked too soon is not this precept's alone: it may cost him the thrower's
    # école (« serait déchu du droit de marquer cette école »), which the trou's laws decide
    if mine is None or theirs is None or mine.closed or theirs.closed or theirs.marked != 0 \
            or mine.expected_trous:
        return
    a_faux = sum(i.points for i in mine.items if i.law == L_A_FAUX)
    a_vrai = sum(i.points for i in theirs.items
                 if i.kind in _BEATINGS and i.law != L_A_FAUX and i.beneficiary is coup.thrower)
    if a_faux and a_vrai:
        replay.findings.law(ATTENDRE_A_VRAI, *both(
            "ecoles.a-faux-before-a-vrai", line=line, colour=colour, thrower=coup.thrower,
            a_faux=a_faux, a_vrai=a_vrai))


@applies(MARQUE_DES_POINTS)
def thrower_first_wiped(replay: Replay, winner: Colour, points: int, line: int) -> None:
    """``winner``, not the thrower, pegs the trou the thrower's own throw gives him, after the
    thrower marked ``points`` of what that throw won him: the trou wipes them with the rest.
    The thrower's gain is marked first (Lebrun « De la Manière de marquer les points »:
    « Celui qui joue ou jette les dés marque toujours ce qu'il gagne avant qu'on puisse marquer
    ce qu'il perd. Quand on marque le trou, on efface tous les points que l'autre joueur avait
    faits »; Guiton III « Marque des points », whose example has the trou marked first wipe the
    other's ten): the priority is of marking, not of keeping. The reasoning says so under the
    order of marking, so that a dispute over who marked first and what the trou wiped is
    answered by it (:mod:`.citing`), not by the step that the trou's winner left nothing of
    his own on his jeton (« Oubli de démarquer… »), an école nobody made. The converse, the
    thrower marking after the victim's trou, is :func:`.trous.marked_before_the_trou`."""
    coup = replay.coup
    if coup is None or coup.thrower is winner or points <= 0:
        return
    replay.findings.law(MARQUE_DES_POINTS, *both(
        "ecoles.marked-first-wiped", line=line, winner=winner, thrower=coup.thrower,
        points=points))
