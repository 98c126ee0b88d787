"""Who has the dé after a leave, under Lebrun (« Du privilège de s'en aller »: « Celui qui s'en
va, a le dé »), where it parts from Guiton's usage of the partie à écrire (ch. III « Priorité du
dé », ch. VIII « Quand il y a refait »). Apart from ``settle`` so that the settlement of a séance
keeps to its size; Guiton's rule is settle's own default (the dé stays or goes to the winner).
"""

from __future__ import annotations

from typing import Any, Protocol

from arbiter.colour import Colour
from arbiter.ecrire.regimes import Regime, times_en, times_fr
from arbiter.i18n import Msg

OTHER_OPINION = "guiton.III.priorite-du-de"
"""Guiton's article, cited after Lebrun's where they part: a ruling under one body of law cites
the other's article it names as the other opinion, as a coup's ruling does."""


class _State(Protocol):
    """What these rules read and change of a séance being settled (``seance_state.SeanceState``)."""

    de: Colour | None
    regime: Regime
    seats: Any

    def find(self, topic: str, fr: str, en: str, laws: tuple[str, ...],
             line: int | None = None, other: Msg | None = None,
             question: Msg | None = None) -> None: ...


def leaver_has_de(state: _State, leaver: Colour, winner: Colour, line: int) -> None:
    """Lebrun's only word on the dé after a leave is « Celui qui s'en va, a le dé », with no
    exception for the partie à écrire; Guiton's usage (the winner of the marqué) is his own
    exception, named as the other opinion. They part only when the loser leaves."""
    state.de = leaver
    state.find("de", f"{leaver} s'en va en perdant le marqué : selon Lebrun, « celui qui s'en "
               f"va, a le dé » ; la priorité du dé au marqué suivant est à {leaver}.",
               f"{leaver} leaves, losing the marqué: by Lebrun « celui qui s'en va, a le dé »; "
               f"the priority of the dé in the next marqué is {leaver}'s.",
               ("lebrun.s-en-va-a-le-de", OTHER_OPINION), line,
               other=Msg(f"Guiton (ch. III, « Priorité du dé ») : à la partie à écrire l'usage "
                         f"donne la priorité à celui qui vient de marquer, {winner}.",
                         f"Guiton (ch. III, « Priorité du dé »): at the partie à écrire usage "
                         f"gives the priority to the winner of the marqué, {winner}."))


def leaver_has_de_at_refait(state: _State, leaver: Colour | None, trous: int, nth: int,
                             line: int) -> bool:
    """Lebrun's refait (« on recommence ») says nothing of the dé; his one rule on it is
    « Celui qui s'en va, a le dé », with no exception: the player whose leave makes the refait
    throws first in the marqué replayed. Guiton keeps it with whoever had it in the void marqué
    (ch. VIII « Quand il y a refait », ch. III « Priorité du dé »), named as the other opinion.
    They part only when the leaver did not have the dé; a table of several players orders the
    dé by its seats. True when Lebrun's rule decided."""
    if state.regime.lois != "lebrun-1828" or leaver is None or state.seats is not None \
            or state.de is None or leaver is state.de:
        return False
    had = state.de
    state.de = leaver
    state.find("refait", f"Au départ de {leaver}, chacun a {trous} trous : refait, le marqué est "
               f"nul et se rejoue ; selon Lebrun, « celui qui s'en va, a le dé » : {leaver} a la "
               f"priorité du dé ; le prochain marqué paiera sa consolation {times_fr(nth + 1)}.",
               f"When {leaver} leaves each side has {trous} trous: refait, the marqué is void and "
               f"replayed; by Lebrun « celui qui s'en va, a le dé »: {leaver} has the priority of "
               f"the dé; the next marqué pays its consolation {times_en(nth + 1)}.",
               (state.regime.refait, "lebrun.s-en-va-a-le-de", OTHER_OPINION), line,
               other=Msg(f"Guiton (ch. VIII « Quand il y a refait » ; ch. III « Priorité du dé ») "
                         f": celui qui avait la priorité au marqué nul la reprend, {had}.",
                         f"Guiton (ch. VIII « Quand il y a refait »; ch. III « Priorité du dé »): "
                         f"whoever had the priority in the void marqué takes it again, {had}."))
    return True
