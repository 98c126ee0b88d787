"""Under Lebrun's body of law the settlement's account cites Lebrun's article before Guiton's.

The house rule (the deciding article first): in the steps of the final account, which Lebrun's
« Trictrac à écrire » decides in his own words (the queue des jetons, the postillons, the queue,
the jetons short of a fiche), the séance's own body of law leads and Guiton's detail follows.
(Steps Lebrun leaves to Guiton, such as an associate touching the jetons, are not concerned.)
Checked on every séance of the casebook that names ``[Lois "lebrun-1828"]``.
"""

from __future__ import annotations

import pytest

from arbiter.ecrire.cases import list_seance_cases, settle_file

ACCOUNT_STEPS = ("queue-jetons", "paris", "queue", "fiches", "paiement")
LEBRUN_SEANCES = [c for c in list_seance_cases()
                  if '[Lois "lebrun-1828"]' in c.tric.read_text(encoding="utf-8")]


def test_there_are_lebrun_seances():
    assert len(LEBRUN_SEANCES) >= 10


@pytest.mark.parametrize("case", LEBRUN_SEANCES, ids=lambda c: c.id)
def test_a_step_citing_lebrun_cites_him_first(case):
    settlement = settle_file(case.tric)
    for finding in settlement["findings"]:
        if finding.get("topic") not in ACCOUNT_STEPS:
            continue
        laws = finding.get("laws") or []
        if any(law.startswith("lebrun.") for law in laws):
            assert laws[0].startswith("lebrun."), (case.id, finding.get("text"), laws)
