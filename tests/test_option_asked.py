"""The holder of an option who asks for one of its choices is answered by the article that opens
it (:func:`arbiter.engine.answer.option_asked`, rule 6 of :mod:`arbiter.engine.answer`).

Lebrun « Des Ecoles »: « du moment que l'on marque une partie de l'école, l'adversaire peut
obliger de marquer le tout. Une école n'est pas divisible. » Guiton III « On n'est pas obligé de
marquer une école; mais, si elle est marquée, elle doit l'être en totalité ». Jules leaves his
jeton on ten when he pegs his trou (an école of the jeton of 8, « Du privilège de s'en aller »);
Charles marks 4 of it; Jules demands the whole. His demand is his choice « exiger l'école
entière », which the proviso gives him: it decides, not the école of the jeton, which nobody
disputes (lp-02, lpn-02b). Without his demand the école of the jeton keeps the lead.
"""

from __future__ import annotations

import pytest

from arbiter.engine import decide
from arbiter.engine.litige import Dispute
from arbiter.notation import parse

CLAIM = "Noir ne marque que quatre des huit points de l'école du jeton"
DEMAND = " ; Blanc exige qu'il la marque tout entière"

RECORD = """\
[Blanc "Jules"]
[Noir "Charles"]
[Partie "douze-trous"]
[Lois "{lois}"]
[Litige "{litige}."]

position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2

marque
  blanc  10 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 6, noir 6
trait    blanc

actes
  blanc jette 6 5
  blanc marque trou
  blanc joue 0-6 0-5
  noir marque école 4
"""


def first_citation(lois: str, litige: str) -> str:
    text = RECORD.format(lois=lois, litige=litige)
    return decide(parse(text), source_text=text).citations[0].law


def test_the_holder_s_own_demand_is_read() -> None:
    """:meth:`Dispute.demand` leaves out the author's clauses (his plea); what he asks in them
    is read by :meth:`Dispute.asked_by`."""
    dispute = Dispute.of(CLAIM + DEMAND)
    assert dispute is not None
    assert dispute.demand(("blanc", "Jules")) is None
    asked = dispute.asked_by(("blanc", "Jules"))
    assert asked is not None and asked.claim == frozenset({"entier"})
    assert dispute.asked_by(("noir", "Charles")) is None


@pytest.mark.parametrize(("lois", "law"), [
    ("lebrun-1828", "lebrun.ecole-indivisible"),
    ("guiton-1822", "guiton.III.ecole-facultative"),
])
def test_the_whole_ecole_demanded_is_settled_by_the_article_on_a_part_marked(
        lois: str, law: str) -> None:
    assert first_citation(lois, CLAIM + DEMAND) == law


@pytest.mark.parametrize(("lois", "law"), [
    ("lebrun-1828", "lebrun.ecole-du-jeton"),
    ("guiton-1822", "guiton.III.oubli-de-demarquer"),
])
def test_without_the_demand_the_ecole_of_the_jeton_leads(lois: str, law: str) -> None:
    assert first_citation(lois, CLAIM) == law


def test_a_demand_of_the_side_without_the_option_moves_nothing() -> None:
    """Charles, who holds no option, asks to keep his four: the école of the jeton leads."""
    assert first_citation("lebrun-1828", CLAIM + " ; Noir veut s'en tenir à ce qu'il a marqué") \
        == "lebrun.ecole-du-jeton"
