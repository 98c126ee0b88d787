"""An irregular play's account names the plays the throw allowed. A dame carried tout d'une by
two different numbers may rest on either intermediate flèche (seed 004 § 7 a): « 0-6-11 » and
« 0-5-11 » are both lawful when both rests are free, and both are named; a rest on a flèche the
opponent holds is not (§ 11 « une dame ne peut s'arrêter ni même se reposer … »)."""

from __future__ import annotations

from arbiter.engine import decide
from arbiter.notation import parse

RECORD = """[Jeu "jacquet"]
[Lois "lebrun-1828"]
position
  blanc  {blanc}
  noir   talon:15
trait    noir
actes
  noir jette 6 5
  noir joue 0-6 0-5
"""


def _account(blanc: str) -> str:
    text = RECORD.format(blanc=blanc)
    ruling = decide(parse(text), source_text=text).to_json("fr")
    accounts = [f["summary"] for f in ruling["faults"] if "jeux permis" in f["summary"]]
    assert accounts, ruling["faults"]
    return " / ".join(accounts)


def test_both_rests_free_both_plays_named():
    account = _account("talon:15")
    assert "0-6-11" in account and "0-5-11" in account


def test_a_rest_the_opponent_holds_is_not_named():
    # blanc's courier on his 17 is noir's 5: the rest on the five is held
    account = _account("talon:14 17:1")
    assert "0-6-11" in account and "0-5-11" not in account
