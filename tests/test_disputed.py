"""The decision answers the dispute first: of several faults, the one the record's [Litige] is
about opens the decision (and so « Réponse » in the summary); the others follow. A dispute
about an école's term is answered with what became of it."""

from __future__ import annotations

from pathlib import Path

from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.engine.disputed import answer_first
from arbiter.engine.litige import Dispute
from arbiter.i18n import Msg
from arbiter.notation import parse
from arbiter.render.summary import in_short
from arbiter.ruling import Fault

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _rule(name: str):
    path = next(CASEBOOK.glob(f"{name}*.tric"))
    text = path.read_text(encoding="utf-8")
    return decide(parse(text, source=path.name), source_text=text)


def _fault(kind: str, by: Colour, points: int | None, act: int | None,
           consummated: bool = True) -> Fault:
    return Fault(kind=kind, by=by, summary=Msg(kind, kind), laws=(), points=points,
                 consummated=consummated, act=act)


MOINS = _fault("ecole_par_moins", Colour.BLANC, 4, 30)
TROP = _fault("ecole_par_trop", Colour.NOIR, 2, 33)
DEPART = _fault("depart_irregulier", Colour.NOIR, None, 35)


def test_the_kind_the_dispute_names_comes_first_whatever_was_found_first():
    leave = Dispute.of("Noir s'en va sur un trou que lui donne l'école.")
    assert answer_first([MOINS, DEPART], leave)[0] is DEPART
    assert answer_first([DEPART, MOINS], Dispute.of("Blanc n'a pas marqué ses points."))[0] is MOINS


def test_then_the_points_it_names_then_the_fault_found_last():
    plain = "Blanc met Noir à l'école de quatre points."
    assert answer_first([TROP, MOINS], Dispute.of(plain))[0] is MOINS
    assert answer_first([MOINS, TROP], Dispute.of("Qui doit quoi après ce coup ?"))[0] is TROP


def test_an_open_fault_never_answers_before_a_consummated_one():
    open_moins = _fault("ecole_par_moins", Colour.NOIR, 4, None, consummated=False)
    assert answer_first([TROP, open_moins], Dispute.of("Qui doit quoi ?"))[0] is TROP


def test_without_a_dispute_the_order_found_stands():
    assert answer_first([MOINS, TROP], None) == [MOINS, TROP]


def test_la_11_answers_the_leave_not_the_ecole_found_before_it():
    answer = in_short(_rule("la-11"))["answer"]
    assert "propre dé" in answer and "école par moins" not in answer


def test_a_dispute_about_the_term_is_answered_with_the_term():
    late = in_short(_rule("mx-06"))["answer"]
    assert "école par trop" in late and "a pris fin à la ligne 36" in late \
        and "noir garde ces points" in late
    in_time = in_short(_rule("mx-07"))["answer"]
    assert "blanc l'a marquée à temps" in in_time and "Lebrun" in in_time
