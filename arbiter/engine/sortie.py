"""Points wiped by a player's own hand (Guiton ch. III « Points effacés mal à propos »;
ch. VII « Points démarqués en relevant ses dames ne donnent pas lieu à l'école »).

Wiping one's own points without taking a trou loses them but is no école (an abandonment).
At the sortie, Lebrun holds otherwise: the opponent may send him to school once he has thrown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.engine import ecoles, regimes
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

EFFACES = "guiton.III.points-effaces"
SORTIE_GUITON = "guiton.VII.points-effaces-sortie"
SORTIE_LEBRUN = "lebrun.points-effaces-sortie"


def on_own_points_wiped(replay: Replay, act: A.Efface, wiped: int) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    window = replay.window(colour)
    if wiped == 0 or (window is not None and window.fichet > 0):
        return   # wiping the old jeton when the trou is taken is the ordinary way to mark
    borne_off = replay.position.count(colour, OFF) == replay.position.total(colour)
    if borne_off and replay.record.lois == regimes.LEBRUN:
        why = Msg(f"Ligne {line} : {colour}, sorti le premier, efface par méprise ses "
                  f"{points_fr(wiped)} en relevant ses dames : selon Lebrun, on peut l'envoyer "
                  "à l'école de ces points dès qu'il aura jeté les dés.",
                  f"Line {line}: {colour}, first out, wipes his {points_en(wiped)} by mistake "
                  "while re-piling: by Lebrun, he may be sent to school for them once he has "
                  "thrown the dice.")
        fault = replay.findings.fault(Fault(kind="ecole_par_moins", by=colour, summary=why,
                                            laws=(SORTIE_LEBRUN,), points=wiped,
                                            consummated=True, act=line))
        replay.open_ecoles.append(ecoles.OpenEcole(fault, colour.opponent, wiped))
        replay.findings.conclude(why.fr, why.en, SORTIE_LEBRUN, line)
        replay.findings.opinion(
            "Guiton (1822) tient que ces points sont perdus sans école : c'est un abandon.",
            "Guiton (1822) holds that these points are lost with no école: an abandonment.",
            SORTIE_GUITON)
        return
    law = SORTIE_GUITON if borne_off else EFFACES
    why = Msg(f"Ligne {line} : {colour} efface lui-même {points_fr(wiped)} sans prendre de "
              "trou : s'il ne le répare pas avant de jouer ou de jeter, ces points sont perdus, "
              "mais ce n'est pas une école.",
              f"Line {line}: {colour} wipes {points_en(wiped)} of his own without taking a "
              "trou: unless he repairs it before playing or throwing, they are lost, but it is "
              "no école.")
    replay.findings.fault(Fault(kind="faute", by=colour, summary=why, laws=(law,),
                                points=wiped, consummated=False, act=line))
    replay.findings.conclude(why.fr, why.en, law, line)
    if borne_off:
        replay.findings.opinion(
            "Lebrun (1828) tient au contraire qu'on peut l'envoyer à l'école de ces points "
            "dès qu'il a jeté les dés.",
            "Lebrun (1828) holds on the contrary that he may be sent to school for these points "
            "once he has thrown the dice.", SORTIE_LEBRUN)
