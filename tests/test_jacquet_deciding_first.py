"""At Jacquet the deciding article is cited first (issue #20 § 5.9): the lapse of the victim's
options at his throw when he claimed after it, else the law of the fault the answer names,
else what the reasoning concluded; the laws that only explain (the courier's state) follow.
Which law leads each case is its expected file's ``deciding:``; here, the order after it.
And a play the victim had set right before his throw is not consummated (in a Jacquet ruling
« consummated » means his option lapsed), nor shown as « not yet » consummated."""

from pathlib import Path

import pytest

from arbiter.cases import rule_file
from arbiter.render.summary import in_short

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"

def test_under_lebrun_his_article_then_the_lapse():
    """Under Lebrun's name his own article leads (the courier's, the fault's law), then the
    lapse at the victim's throw that answers the claim (Guiton, by analogy), before the laws
    that only explain."""
    ruling = rule_file(CASEBOOK / "jc-12-talon-trop-tot-reclame-apres-le-jet-lebrun-noir.tric")
    laws = [c["law"] for c in ruling["citations"]]
    assert laws[0] == "lebrun.jacquet-premiere-dame", laws
    # Lebrun's own text on the lapse's matter, if the law base gives one, comes with it,
    # just before it (:mod:`arbiter.engine.bodies`), and nothing else between
    lapse = laws.index("guiton.III.fausse-case-consommee")
    from arbiter.engine.bodies import stands_for
    from arbiter.laws import load_laws
    assert all(stands_for(law, "guiton.III.fausse-case-consommee", load_laws())
               for law in laws[1:lapse]), laws


@pytest.mark.parametrize("case", ["jc-10-sortie-adverse-remise-partie-double",
                                  "jc-20-talon-remis-par-l-adversaire-lebrun"])
def test_a_play_set_right_is_not_consummated(case):
    from arbiter.engine import decide
    from arbiter.notation import parse

    text = (CASEBOOK / f"{case}.tric").read_text(encoding="utf-8")
    ruling = decide(parse(text), source_text=text)
    fault, = ruling.faults
    assert not fault.consummated
    said = in_short(ruling, "fr", marks=False)["faults"][0]["text"]
    assert "réparée" in said and "pas encore" not in said, said


def test_words_on_a_dame_played_are_not_a_die_on_dames():
    """« votre six est posé sur ma dame », said after the play, speaks of the dame played by
    the six: the ruling does not read a die lying on dames (seed 004 § 6) into it."""
    ruling = rule_file(CASEBOOK / "jy-22-six-pose-sur-une-fleche-tenue.tric")
    assert all(c["law"] != "lalanne.I.des-a-plat" for c in ruling["citations"]), \
        [c["law"] for c in ruling["citations"]]
