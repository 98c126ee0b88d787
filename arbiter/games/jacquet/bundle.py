"""Jacquet as a :class:`~arbiter.games.bundle.Game`: no points, a rotated board, and rules
that depend on the record's body of law and conventions.

The body of law (``[Lois]``) and the conventions (``[Conventions]``) switch Jacquet's rules
(the courier per die or per throw, forbidden blocks, bearing off onto the opposing talon, the
value of a game), so the game builds its rules per record (:func:`rules_for`). The laws of
conduct are the engine's, named here by key: « des » and « dames », cited through
:data:`~arbiter.games.jacquet.conduct.CONDUCT` (Jacquet's own law where S004 has one, else
trictrac's by Lebrun's word, the dice, or by analogy, the ruling saying which), and Jacquet's
own families « paroles-jacquet » (the words at the table, a claim after the opponent's throw)
and « dames-jacquet » (a dame touched before one has thrown), which live in the engine
(``arbiter/engine/jacquet_*.py``): the game never imports them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.games.bundle import Conduct, Game
from arbiter.games.geometry import ROTATED
from arbiter.games.jacquet import laws as _laws  # noqa: F401  (declares the rules' laws)
from arbiter.games.jacquet import names, sortie
from arbiter.games.jacquet.conduct import CONDUCT
from arbiter.games.jacquet.questions import Q3_ILLEGAL_LANDING_CONSUMMATED
from arbiter.games.jacquet.regimes import regime
from arbiter.games.jacquet.rules import JACQUET, Jacquet
from arbiter.i18n import Msg
from arbiter.notation.record import JACQUET_LOIS

if TYPE_CHECKING:
    from arbiter.notation.record import CoupRecord

CONVENTIONS_HEADER = "Conventions"


def rules_for(record: CoupRecord) -> Jacquet:
    """Jacquet's rules under the record's body of law and conventions. ValueError (from
    :func:`~arbiter.games.jacquet.regimes.regime`) names an unknown or misplaced convention."""
    return Jacquet(regime(record.lois, record.header(CONVENTIONS_HEADER) or ""))


FAMILIES = ("des", "dames", "paroles-jacquet", "dames-jacquet")
"""The engine's families that judge Jacquet, by key (see :mod:`arbiter.engine.families`)."""

GAME = Game(
    key="jacquet",
    name=Msg("jacquet", "jacquet"),
    rules=JACQUET,
    geometry=replace(ROTATED, namer=names.fleche_name),
    marking=None,
    families=FAMILIES,
    lois=(*JACQUET_LOIS, "lebrun-1828", "guiton-1822"),
    conduct=Conduct(
        bearing_off_laws=("lalanne.I.sortie", "lalanne.I.sortie-bande",
                          "lalanne.I.sortie-excedant", "lalanne.I.sortie-jouer-dedans"),
        sortie_laws=sortie.sortie_laws,
        last_quarter=range(18, 24),
        doublet_times=4,
        adoube_covers_trial=False,
        may_stand=frozenset({"courier", "sortie-not-all-in", "sortie-opponent-on-talon"}),
        throw_consummates_the_play=False,
        silence_leaves_the_play=True,
        carried_on_laws=("lalanne.I.coup-simple", "lalanne.I.doublet"),
        bande_a_fleche="lalanne.I.sortie-bande",
        borrowed=CONDUCT,
        held_landing_question=Q3_ILLEGAL_LANDING_CONSUMMATED),
    rules_for=rules_for,
    named_dames=names.named_dames,
)
