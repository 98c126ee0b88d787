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

from typing import TYPE_CHECKING

from arbiter.ecrire.notation import check_seance, is_seance, parse_seance
from arbiter.ecrire.record import MarqueRecord, PartieRecord, SeanceRecord, SideTally, TableRecord
from arbiter.ecrire.settle import settle as settle_two
from arbiter.ecrire.settlement import SCHEMA, Settlement

if TYPE_CHECKING:
    from collections.abc import Mapping

    from arbiter.ecrire.coups import CoupEnd
    from arbiter.ecrire.table_result import TableSettlement


def settle(record: SeanceRecord | TableRecord, coups: Mapping[str, CoupEnd] | None = None,
           laws_sha256: str = "") -> Settlement | TableSettlement:
    """The settlement of a séance of two players or of several (the chouette, two against
    two, à tourner, the poule: :mod:`arbiter.ecrire.table_settle`)."""
    if isinstance(record, TableRecord):
        from arbiter.ecrire.table_settle import settle_table

        return settle_table(record, coups, laws_sha256)
    return settle_two(record, coups, laws_sha256)

__all__ = ["SCHEMA", "MarqueRecord", "PartieRecord", "SeanceRecord", "Settlement", "SideTally",
           "TableRecord", "check_seance", "is_seance", "parse_seance", "settle"]
