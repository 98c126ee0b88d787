"""The engine on small records written in the notation: behaviours the casebook does not
isolate (a count of throws, what a missing fact becomes, the first relevé)."""

from __future__ import annotations

from arbiter.engine import decide
from arbiter.notation import parse

HEAD = """\
position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2
marque
  blanc  0 points, {trous} trous
  noir   0 points, {trous} trous
relevé   blanc 5, noir 5
trait    blanc
actes
"""


def _rule(acts: str, trous: int = 3):
    return decide(parse(HEAD.format(trous=trous) + acts))


def test_a_record_of_throws_only_is_a_count_not_a_dispute():
    ruling = _rule("  blanc jette 6 5\n  noir jette 3 1\n")
    assert ruling.outcome == "nothing-to-decide"
    assert ruling.faults == ()
    first, second = ruling.coups
    assert [i.kind for i in first.items] == ["dame_battue"]
    assert sum(i.points for i in first.items) == 4 and second.items == ()


def test_the_same_throw_with_a_play_and_no_mark_is_an_ecole():
    ruling = _rule("  blanc jette 6 5\n  blanc joue 0-6 0-5\n")
    (fault,) = ruling.faults
    assert (fault.kind, fault.points, fault.consummated, fault.act) == (
        "ecole_par_moins", 4, True, 11)


def test_a_die_still_spinning_is_judged_with_the_number_it_showed():
    ruling = _rule("  blanc jette 6 ?\n  blanc marque 4\n  blanc dé 5\n  blanc joue 0-6 0-5\n")
    assert ruling.coups[0].dice == (6, 5)
    assert ruling.faults == ()


def test_a_spinning_die_never_told_leaves_the_case_undecided():
    ruling = _rule("  blanc jette 6 ?\n  blanc joue 0-6\n")
    assert ruling.outcome == "undecided"
    assert any("second dé" in q.fr for q in ruling.questions)


def test_sixteen_dames_without_trous_is_the_first_relevé():
    text = HEAD.format(trous=0).replace("talon:11 6:2", "talon:12 6:2") + \
        "  noir constate 16 dames blanc\n"
    ruling = decide(parse(text))
    assert [f.kind for f in ruling.faults] == ["seize_dames"]
    assert ruling.options == ()              # no annulment in the first relevé
    assert ruling.questions == ()


def test_sixteen_dames_later_in_the_partie_leaves_the_choice():
    text = HEAD.format(trous=3).replace("talon:11 6:2", "talon:12 6:2") + \
        "  noir constate 16 dames blanc\n"
    ruling = decide(parse(text))
    assert [o.holder.value for o in ruling.options] == ["noir"]


def test_moving_the_opponents_fichet_back_moves_his_not_ones_own():
    ruling = _rule("  blanc jette 6 5\n  blanc joue 0-6 0-5\n  noir efface trou adversaire\n")
    assert ruling.score_after.blanc.trous == 2 and ruling.score_after.noir.trous >= 3


def test_a_broken_throw_is_void_and_thrown_again():
    # Guiton III « Rompre les dés »: the broken 6 et 5 earns nothing; the 3 et 1 is the coup.
    ruling = _rule("  blanc jette 6 5\n  noir rompt\n  blanc jette 3 1\n  blanc joue 0-3 0-1\n")
    assert ruling.faults == ()
    assert "guiton.III.rompre-les-des" in [c.law for c in ruling.citations]


def test_an_impuissance_made_by_the_first_dame_cites_its_own_paragraph():
    # The paragraph at the end of Guiton III « Fausse case » (guiton.III.impuissance-creee).
    text = (HEAD.replace("talon:11 6:2 7:2", "5:1 6:3 7:2 8:2 9:2 10:3 11:2")
            .replace("talon:12 5:1 6:2", "talon:3 6:2 7:2 8:2 9:2 10:2 11:2")
            + "  blanc jette 6 5\n  blanc marque 4\n  blanc joue 5-10\n")
    ruling = decide(parse(text.format(trous=3)))
    assert [f.kind for f in ruling.faults] == ["impuissance_creee"]
    assert "guiton.III.impuissance-creee" in [c.law for c in ruling.citations]


def test_a_false_trou_with_the_jeton_at_the_bande_then_the_game_broken_is_one_ecole():
    """Guiton V « Peine qu'encourt celui qui, croyant avoir le trou… » gives the école of the
    points he lacked; his jeton abandoned in marking the trou made that very école already
    (III « Points effacés mal à propos »): one école of 2, not two (casebook g5-ap01)."""
    head = HEAD.replace("blanc  0 points", "blanc  6 points")
    ruling = decide(parse(head.format(trous=3) + "  blanc jette 6 5\n  blanc marque trou\n"
                          "  blanc jeton 0\n  blanc relève\n"))
    ecoles = [f for f in ruling.faults if f.kind == "ecole_par_trop"]
    assert [(f.by.value, f.points) for f in ecoles] == [("blanc", 2)]
    assert "depart_irregulier" in [f.kind for f in ruling.faults]
    assert ruling.score_after.noir.points == 2
