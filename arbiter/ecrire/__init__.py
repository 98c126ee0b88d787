"""The partie à écrire: settling a séance of marqués, and the partie en douze trous.

A séance record (a ``.tric`` file whose body opens with ``séance``, docs/NOTATION.md
« Séance ») is read by :mod:`arbiter.ecrire.notation` into a :class:`SeanceRecord`; the body
of law it names (:mod:`arbiter.ecrire.regimes`) pays each marqué; :mod:`arbiter.ecrire.settle`
draws the settlement (the postillon and paris, the queue des jetons, the queue définitive,
jetons into fiches) as a :class:`Settlement` whose trace of findings cites the law that gives
each figure; :mod:`arbiter.ecrire.render` shows it as text, JSON (``settlement.v1``) or HTML.

Nothing here touches the coup engine except through its public ``decide`` and the
``ruling.v1`` JSON, for a marqué whose last coup is recorded in a coup file of its own.
"""

from __future__ import annotations

from arbiter.ecrire.notation import check_seance, is_seance, parse_seance
from arbiter.ecrire.record import MarqueRecord, PartieRecord, SeanceRecord, SideTally
from arbiter.ecrire.settle import settle
from arbiter.ecrire.settlement import SCHEMA, Settlement

__all__ = ["SCHEMA", "MarqueRecord", "PartieRecord", "SeanceRecord", "Settlement", "SideTally",
           "check_seance", "is_seance", "parse_seance", "settle"]
