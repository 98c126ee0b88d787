"""When a fault of play is consummated: at the victim's throw, not at the author's release.

One rule for the faults of the play of the dames (a dame touchée, mal posée, a fausse case, a
coup irrégulier, a coin taken par puissance, an impuissance créée, a dame brought into the
opponent's jan): the fault is committed when its author lets the dame go, and consummated
when its victim's right to claim against it lapses, which is when he throws without claiming
(Guiton III « Fausse case »: « Quand un joueur ne s'aperçoit de la fausse case qu'après avoir
jeté son dé, il ne peut plus réclamer contre le coup, qui par-là se trouve consommé »; « On ne
peut placer des dames… »: « Si cet adversaire ne réclame pas, et jette son dé, l'erreur est
consommée »). Until then the ruling says « pas encore consommée » (committed on its line);
once he has thrown, the fault's ``act`` is that throw. A throw made before the author had
finished his coup consummates nothing of it (« Ne pas jeter les dés avant que l'adversaire ait
achevé de jouer son coup »). The écoles keep their own term (« Époque où les écoles sont
consommées »: the author's act), and Jacquet, whose « consummated » is the lapse of the
victim's option, applies the same rule in :mod:`arbiter.engine.jacquet_paroles`.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

PLAY_KINDS = frozenset({FaultKind.DAME_TOUCHEE, FaultKind.DAME_MAL_POSEE,
                        FaultKind.FAUSSE_CASE, FaultKind.COUP_IRREGULIER,
                        FaultKind.COIN_PAR_PUISSANCE, FaultKind.IMPUISSANCE_CREEE,
                        FaultKind.DAME_DANS_JAN_ADVERSE})
"""The faults of the play of the dames, against which the victim may claim until his throw."""


@applies("guiton.III.fausse-case-consommee", "guiton.III.jans-adversaire-plein")
def consummate_at_victims_throw(replay: Replay) -> None:
    """Date each fault of play at its victim's first regular throw after it (consummated), or
    leave it not consummated when he has not thrown since (he may still claim). Only for a
    game whose claims against the handling lapse at the throw by this family's law
    (``Conduct.handling_claims_lapse_at_throw``); Jacquet dates its own."""
    if not replay.conduct.handling_claims_lapse_at_throw:
        return
    early = {a.span.line for a in replay.record.acts if isinstance(a, A.Throw) and a.early}
    throws = sorted((c.line, c.thrower) for c in replay.coups
                    if not c.void and c.line not in early)
    faults = replay.findings.faults
    for i, fault in enumerate(faults):
        if fault.kind not in PLAY_KINDS or fault.act is None:
            continue
        victim = fault.by.opponent
        lapse = next((line for line, who in throws if who is victim and line > fault.act), None)
        faults[i] = replace(fault, consummated=lapse is not None,
                            act=lapse if lapse is not None else fault.act)
