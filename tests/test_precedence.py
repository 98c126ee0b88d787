"""Precedence as data: the exceptions to the école par moins in order, Lebrun as overrides."""

from __future__ import annotations

from arbiter.engine import ecoles, regimes
from arbiter.laws import load_laws


def test_the_exceptions_to_the_ecole_par_moins_are_ordered_and_labelled():
    assert [e.label for e in ecoles.EXCEPTIONS] == [
        "jeton-not-moved-back", "jeton-moved-back-in-time", "marked-enough",
        "misled-by-the-opponent", "covered-by-the-ecole", "not-yet-consummated",
        "warned-ne-marque-pas"]
    laws = load_laws()
    assert all(e.law in laws for e in ecoles.EXCEPTIONS)


def test_lebrun_is_a_set_of_overrides_of_named_laws_of_guiton():
    overridden = regimes.OVERRIDES[regimes.LEBRUN]
    assert set(overridden) == {"guiton.III.ecole-deux-jetons",
                               "guiton.VII.points-effaces-sortie"}
    laws = load_laws()
    # each override is Lebrun's opinion against that very article
    opinions = {law.opinion_of: law.id for law in laws if law.opinion_of}
    assert all(law_id in opinions for law_id in overridden)
    assert regimes.GUITON not in regimes.OVERRIDES
