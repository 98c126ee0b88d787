"""What is said at a Jacquet table and a claim made too late (arbiter.engine.jacquet_paroles),
and Jacquet's flèches named by the quarters of each colour's circuit (.names).

The casebook cases j-11, j-42, j-46, j-48 and j-49 rule these through the whole engine; here
each reading is pinned on its own, with the sentences a referee reads.
"""

from __future__ import annotations

import pytest

from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.engine.jacquet_paroles import named_dice, says_on_dames
from arbiter.games.jacquet.names import fleche_name, from_fleche
from arbiter.notation import parse
from arbiter.vocabulary import FaultKind, Outcome

B, N = Colour.BLANC, Colour.NOIR

HEAD = """[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]

position
  blanc  talon:14 9:1
  noir   talon:14 2:1

trait    blanc

actes
"""


def _rule(acts: str, head: str = HEAD):
    return decide(parse(head + acts, source="t.tric"))


def _said(ruling, lang: str = "fr") -> str:
    return " ".join(s.text.get(lang) for s in ruling.trace)


@pytest.mark.parametrize(("words", "named"), [
    ("deux et cinq", (2, 5)),
    ("Cinq et deux !", (5, 2)),
    ("6 et as", (6, 1)),
    ("sonnez", (6, 6)),          # a doublet by its name (Lebrun « Manière de jouer … »)
    ("le six est sur mes dames", None),
    ("votre dame devait aller sur la 15 ou la 13", None),
])
def test_the_dice_named_are_read_in_the_order_said(words, named):
    assert named_dice(words) == named


@pytest.mark.parametrize(("words", "on"), [
    ("le six est sur mes dames, le coup est nul", True),
    ("le dé est sur une dame", True),
    ("le dé est sur la bande", False),
    ("il a posé sa dame sur mes dames", False),      # no die named: not a die on dames
    ("un dé sur les dames, le coup est nul", True),
    ("deux et cinq", False),
])
def test_a_die_said_to_lie_on_dames(words, on):
    assert says_on_dames(words) is on


def test_the_lower_die_named_first_is_no_fault_and_cites_section_9():
    ruling = _rule('  blanc jette 5 2\n  blanc dit "deux et cinq"\n  blanc joue 9-11-16\n')
    assert ruling.faults == ()
    assert "lalanne.I.annoncer-le-plus-fort" in [c.law for c in ruling.citations]
    assert "en commençant par le plus faible" in _said(ruling)
    assert "names his dice lower first" in _said(ruling, "en")


def test_the_higher_die_named_first_is_as_it_must_be():
    ruling = _rule('  blanc jette 5 2\n  blanc dit "cinq et deux"\n  blanc joue 9-11-16\n')
    assert ruling.faults == ()
    assert "en commençant par le plus fort, comme on le doit" in _said(ruling)


def test_a_die_on_dames_recorded_without_incident_lay_flat_and_is_good():
    ruling = _rule('  blanc jette 6 4\n  noir dit "le six est sur mes dames"\n'
                   '  blanc joue 9-15-19\n')
    assert ruling.faults == ()
    assert "lalanne.I.des-a-plat" in [c.law for c in ruling.citations]
    assert "« les dés posés à plat sur les dames sont bons »" in _said(ruling)


def test_other_words_bind_nobody_and_are_not_left_unjudged():
    ruling = _rule('  blanc jette 6 4\n  noir dit "bien joué"\n  blanc joue 9-15-19\n')
    assert ruling.questions == ()
    assert "les paroles de noir n'engagent personne" in _said(ruling)


def test_a_misplaced_dame_claimed_after_the_opponents_throw_lapses_at_his_throw():
    ruling = _rule("  blanc jette 5 3\n  blanc joue 9-15\n  noir jette 4 2\n")
    assert [f.kind for f in ruling.faults] == [FaultKind.DAME_MAL_POSEE]
    assert ruling.options == ()
    assert "guiton.III.fausse-case-consommee" in [c.law for c in ruling.citations]
    assert any("sont tombées à son jet (ligne 14)" in d.fr for d in ruling.decision)
    assert any("lapsed at his throw (line 14)" in d.en for d in ruling.decision)


def test_words_after_the_opponents_throw_are_said_to_come_after_it():
    ruling = _rule('  blanc jette 5 3\n  blanc joue 9-15\n  noir jette 4 2\n'
                   '  noir dit "votre dame devait aller ailleurs"\n')
    assert "noir ne parle du coup de blanc qu'après avoir jeté ses dés (ligne 14)" in \
        _said(ruling)
    assert "noir speaks of blanc's coup only after throwing his dice (line 14)" in \
        _said(ruling, "en")


def test_before_the_opponents_throw_his_options_stay_open():
    ruling = _rule("  blanc jette 5 3\n  blanc joue 9-15\n")
    assert [o.holder for o in ruling.options] == [N]


def test_a_dame_left_on_a_held_fleche_after_the_opponents_throw_is_question_q3():
    head = HEAD.replace("blanc  talon:14 9:1", "blanc  talon:13 7:1 19:1").replace(
        "noir   talon:14 2:1", "noir   talon:13 1:1 20:1")
    ruling = _rule("  blanc jette 6 1\n  blanc joue 7-13 0-1\n  noir jette 4 2\n", head)
    assert ruling.outcome == Outcome.UNDECIDED
    assert any("Q3" in q.fr for q in ruling.questions)


def test_a_talon_dame_lifted_and_put_back_is_touched():
    ruling = _rule("  blanc jette 6 2\n  blanc lève talon\n  blanc remet talon\n"
                   "  blanc joue 9-15-17\n")
    assert ruling.faults == ()      # it could not be played before the courier arrived
    assert "lalanne.I.dame-touchee" in [c.law for c in ruling.citations]
    assert "La dame touchée sur le talon de blanc ne pouvait être jouée" in _said(ruling)


# -- names --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("colour", "k", "fr", "en"), [
    (B, 0, "le talon de blanc", "White (blanc)'s talon"),
    (B, 1, "la deuxième flèche du premier quadrant de blanc",
     "the second flèche of White (blanc)'s first quarter"),
    (B, 13, "la deuxième flèche du troisième quadrant de blanc",
     "the second flèche of White (blanc)'s third quarter"),
    (N, 23, "la sixième flèche du quatrième quadrant de noir",
     "the sixth flèche of Black (noir)'s fourth quarter"),
    (N, 24, "hors du tablier", "off the board"),
])
def test_a_jacquet_fleche_is_named_by_the_quarters_of_its_owners_circuit(colour, k, fr, en):
    assert fleche_name(colour, k) == fr
    assert fleche_name(colour, k, "en") == en


def test_from_a_fleche_contracts_as_french_does():
    assert from_fleche(B, 0) == "du talon de blanc"
    assert from_fleche(B, 7) == "de la deuxième flèche du deuxième quadrant de blanc"


def test_an_illegal_play_names_the_fleche_by_its_quarter_in_both_languages():
    head = HEAD.replace("noir   talon:14 2:1", "noir   talon:14 3:1")   # noir 3 = blanc 15
    ruling = _rule("  blanc jette 6 4\n  blanc joue 9-15-19\n", head)
    [fault] = ruling.faults
    assert "la quatrième flèche du troisième quadrant de blanc, où est une dame de noir" in \
        fault.summary.fr
    assert "the fourth flèche of White (blanc)'s third quarter, which holds a dame of noir" \
        in fault.summary.en
    assert "sa flèche" not in fault.summary.fr and "his flèche" not in fault.summary.en


def test_the_body_of_law_is_called_the_default_only_when_the_record_names_none():
    said = _said(_rule("  blanc jette 6 4\n  blanc joue 9-15-19\n"))
    assert "Corps de lois : lalanne-2003 (par défaut)." in said
    named = HEAD.replace('[Noir "Charles"]\n', '[Noir "Charles"]\n[Lois "lepeintre-1818"]\n')
    said = _said(_rule("  blanc jette 6 4\n  blanc joue 9-15-19\n", named))
    assert "Corps de lois : lepeintre-1818." in said and "(par défaut)" not in said


@pytest.mark.parametrize(("words", "breaks"), [
    ("je romps", True),
    ("Je romps !", True),
    ("non, je romps", True),
    ("je romps ?", False),
    ("si je romps, vous rejouez", False),
    ("il dit je romps", False),
])
def test_check_and_rule_read_je_romps_the_same_way(words, breaks):
    """« je romps » said breaks the dice at Jacquet as in trictrac (Guiton ch. III « Rompre les
    dés », « ou même de la parole »): ``check`` then accepts the same player's new throw and
    the engine voids the first; words asked or put as a condition break nothing, so ``check``
    refuses that throw and the engine keeps the first."""
    from arbiter.notation import check

    acts = f'  blanc jette 6 5\n  noir dit "{words}"\n  blanc jette 4 2\n  blanc joue 9-13-15\n'
    record, diagnostics = check(HEAD + acts, source="t.tric")
    assert (record is not None and not diagnostics) is breaks, [str(d) for d in diagnostics]
    ruling = _rule(f'  blanc jette 6 5\n  noir dit "{words}"\n')
    assert (ruling.coups[0].void is not None) is breaks
    assert any(c.law == "guiton.III.rompre-les-des" for c in ruling.citations)


# -- a play under way and a dame taken up again (the jf cases' fixes) ------------------------
HEAD_REST = HEAD.replace("talon:14 9:1", "talon:14 3:1").replace("talon:14 2:1", "talon:14 20:1")


def test_a_dame_resting_on_the_intermediate_fleche_is_a_play_under_way():
    # 6-5, the courier on 3: the five is playable only after the six (3-9, then 9-14). S004
    # § 7 a) makes the rest on 9 « impératif »: a record that stops there is not a play short.
    ruling = _rule("  blanc jette 6 5\n  blanc joue 3-9\n", HEAD_REST)
    assert ruling.faults == ()
    assert "son coup n'est pas fini" in _said(ruling)


def test_the_same_play_said_to_be_over_leaves_the_five_owed():
    ruling = _rule("  blanc jette 6 5\n  blanc joue 3-9\n  blanc dit \"j'ai joué\"\n",
                   HEAD_REST)
    assert [f.kind for f in ruling.faults] == [FaultKind.COUP_IRREGULIER]


def test_a_dame_set_down_and_taken_up_again_is_the_same_dame():
    # Guiton « Fausse case »: until « posées et abandonnées » the player « a le choix »
    head = HEAD.replace("talon:14 9:1", "talon:13 3:1 19:1").replace("talon:14 2:1",
                                                                      "talon:14 19:1")
    acts = ("  blanc jette 6 5\n  blanc lève 3\n  blanc pose 8\n  blanc lève 8\n"
            "  blanc pose 9\n  blanc abandonne\n  blanc joue 0-5\n")
    ruling = _rule(acts, head)
    assert ruling.faults == ()
    assert "reprend la dame qu'il avait posée" in _said(ruling)
    let_go = acts.replace("  blanc pose 8\n", "  blanc pose 8\n  blanc abandonne\n")
    assert FaultKind.DAME_MAL_POSEE in {f.kind for f in _rule(let_go, head).faults}


def test_a_borrowed_law_is_said_once_a_heading():
    """Four laws of seed 004 § 12 « Sortie des dames » borrowed under Lebrun at a bearing off
    are one borrowing: the page names steps by heading, four identical steps say nothing more."""
    text = """[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]
[Lois "lebrun-1828"]
[Conventions "double"]

position
  blanc  18:5 19:5 21:5
  noir   22:1 24:14

trait    blanc

actes
  blanc jette 3 2
  blanc joue 21-24 19-21
  noir jette 4 2
  noir joue 22-24
"""
    ruling = decide(parse(text), source_text=text).to_json("fr")
    headings = {c["law"]: c["article"] for c in ruling["citations"]}
    borrowed = [headings.get(t.get("law")) for t in ruling["trace"]
                if "empruntée" in str(t.get("text"))]
    assert "Sortie des dames" in borrowed
    assert len(borrowed) == len(set(borrowed))          # one note a heading
    assert len(borrowed) >= 2                            # distinct headings each said


def test_a_play_judged_on_j_ai_joue_is_not_also_said_unfinished():
    text = """[Jeu "jacquet"]
[Blanc "Jules"]
[Noir "Charles"]

position
  blanc  talon:14 9:1
  noir   talon:14 14:1

trait    noir

actes
  noir jette 6 4
  noir joue 14-18
"""
    def steps(record: str) -> str:
        ruling = decide(parse(record), source_text=record).to_json("fr")
        return " ".join(str(t.get("text")) for t in ruling["trace"]), ruling["faults"]

    said, faults = steps(text + '  noir dit "j\'ai joué"\n')
    assert faults and "peut encore jouer le reste" not in said
    # near case: the record simply stops: the play is not over, nothing is judged omitted
    said, faults = steps(text)
    assert not faults and "peut encore jouer le reste" in said
