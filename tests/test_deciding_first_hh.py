"""Helper hh: with no fault found, an article under which the reasoning only concluded that an
école was not made (the trou's winner left nothing but his reste on his jeton) does not lead
where the dispute speaks no less of the order of marking the reasoning concluded with (exam39
lg-05: who marked first, and what the victim's trou wiped); it still leads where the dispute
speaks of it more closely."""

from __future__ import annotations

from arbiter.cases import find_case, rule_file
from arbiter.engine.citing import deciding_first
from arbiter.engine.findings import Findings
from arbiter.engine.litige import Dispute

MARQUE, OUBLI, BATTRE = ("guiton.III.marque-des-points", "guiton.III.oubli-de-demarquer",
                         "guiton.I.battre")
_WORDS = {
    MARQUE: ("Marque des points", "Ordre de la marque : à vrai avant à faux."),
    OUBLI: ("Oubli de démarquer ses points lorsqu'on a le trou",
            "Marquer le trou en laissant son ancien jeton fait école."),
    BATTRE: ("Battre", "On bat une dame découverte."),
}


def _first(litige: str) -> str:
    findings = Findings()
    findings.cite(OUBLI, MARQUE, BATTRE)
    findings.conclude("Noir a pris le trou, ne laissant que son reste : pas d'école.",
                      "Noir took the trou, leaving only his reste: no école.", OUBLI)
    findings.absent_under(OUBLI)
    findings.law(MARQUE, "Le trou de noir efface les points de blanc, marqués le premier.",
                 "Noir's trou wipes blanc's points, marked first.")
    findings.conclude("Blanc a marqué ce que le coup lui donnait.",
                      "Blanc marked what the throw gave him.", MARQUE)
    findings.absent_under(MARQUE)
    deciding_first(findings, dispute=Dispute.of(litige), wording=lambda law: _WORDS[law])
    return findings.laws[0]


def test_the_order_of_marking_answers_what_the_trou_wiped() -> None:
    # the dispute reaches the order of marking by two words (« trou », « effacé »), less than
    # is measured, and the unmade école by one (« trou »): without the rule the particular
    # article would lead
    assert _first("Blanc soutient que le trou de Noir n'a effacé que ses huit points.") == MARQUE


def test_the_unmade_ecole_still_answers_a_dispute_about_it() -> None:
    assert _first("Blanc soutient que Noir a oublié de démarquer son ancien jeton en prenant "
                  "le trou.") == OUBLI


def test_the_victims_trou_on_the_same_throw_is_said_to_wipe_the_throwers_gain() -> None:
    ruling = rule_file(find_case("lgn-05a-trou-sur-le-de-adverse-efface-les-points-guiton").tric)
    steps = [s for s in ruling["trace"] if s.get("law") == MARQUE]
    assert any("ce trou efface tous ses points" in s["text"] for s in steps), steps
    assert ruling["citations"][0]["law"] == MARQUE
