"""Helper hj's refactors of :func:`arbiter.engine.citing.deciding_first`: how closely the
dispute speaks of each law (``near``) is measured once by the caller and shared where it is the
same measure, and taken again where the hearing reads the dispute otherwise (a plea set out)."""

from __future__ import annotations

from arbiter.engine.citing import deciding_first
from arbiter.engine.findings import Findings
from arbiter.engine.litige import Dispute, Hearing

TOUCHED, SIX_TABLES = "guiton.III.dames-touchees", "guiton.V.jan-de-six-tables"
_WORDS = {
    TOUCHED: ("On doit jouer toutes les dames touchées",
              "Toute dame touchée et levée doit être jouée."),
    SIX_TABLES: ("Jan de six tables", "Six dames abattues en trois coups gagnent quatre points."),
}


def _laws(**given: object) -> list[str]:
    findings = Findings()
    findings.cite(TOUCHED, SIX_TABLES)
    deciding_first(findings, wording=lambda law: _WORDS[law], **given)  # type: ignore[arg-type]
    return findings.laws


def test_the_measure_given_is_the_one_ranked_by_where_no_plea_is_set_out() -> None:
    # no dispute to measure again: the order follows the measure the caller took
    assert _laws() == [TOUCHED, SIX_TABLES]
    assert _laws(near={TOUCHED: 0, SIX_TABLES: 2}) == [SIX_TABLES, TOUCHED]


def test_a_plea_set_out_is_measured_again() -> None:
    # the hearing reads the loser's plea against the other side's acts: a measure of the whole
    # dispute, as the caller took it, is not that one, and is not used
    dispute = Dispute.of("Blanc dit qu'il n'a fait que toucher sa dame sans la lever ; "
                         "Noir a marqué l'école.")
    hearing = Hearing.of(dispute, ("blanc", ""))
    assert hearing.plea is not None and hearing.plea is not dispute
    assert _laws(dispute=dispute, hearing=hearing, near={TOUCHED: 0, SIX_TABLES: 2}) == [
        TOUCHED, SIX_TABLES]
