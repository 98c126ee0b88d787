"""The acts that change whose coup is open: a throw before the opponent has finished
(``jette … avant-fin``), covering the dice (``couvre dés``), breaking them (``rompt``), and
putting one's dames back on the pile (``empile``); and void throws, which are no coups.

Issue #14 items 1 and 12, issue #8 item 7 (docs/NOTATION.md, « Throwing the dice », « Handling
the dames », « The order of the acts »).
"""

from __future__ import annotations

from arbiter.colour import Colour
from arbiter.engine import decide as rule
from arbiter.notation import acts as A
from arbiter.notation import check, format_record, parse

HEAD = """[Blanc "Jules"]
[Noir "Charles"]
position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2
marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 5, noir 5
trait    blanc
actes
"""

SORTIE = """[Blanc "Jules"]
[Noir "Charles"]
position
  blanc  22:1 23:1 24:13
  noir   17:3 18:3 19:3 20:3 21:3
marque
  blanc  4 points, 3 trous
  noir   0 points, 2 trous
relevé   blanc 30, noir 30
trait    blanc
actes
  blanc jette 2 1
  blanc joue 22-24 23-24
"""


def _messages(text: str) -> list[str]:
    _, diagnostics = check(text, source="t.tric")
    return [d.message.fr for d in diagnostics]


# -- the notation -----------------------------------------------------------------------------
def test_the_new_acts_are_read_and_written_back_the_same():
    text = HEAD + ("  blanc jette 4 2\n  blanc joue 0-4\n  noir jette 5 3 cassé avant-fin\n"
                   "  noir couvre des\n  blanc joue 0-2\n  noir empile\n")
    record = parse(text)
    early, cover, empile = record.acts[2], record.acts[3], record.acts[5]
    assert isinstance(early, A.Throw) and early.early and early.incident is A.DiceIncident.CASSE
    assert isinstance(cover, A.CoverDice) and cover.actor is Colour.NOIR
    assert isinstance(empile, A.Empile)
    printed = format_record(record)
    assert "noir jette 5 3 cassé avant-fin" in printed and "noir couvre dés" in printed
    assert "noir empile" in printed
    assert parse(printed).acts == record.acts


def test_an_early_throw_is_an_ordinary_turn_for_the_check():
    assert _messages(HEAD + "  blanc jette 4 2\n  blanc joue 0-4\n  noir jette 5 3 avant-fin\n"
                            "  blanc joue 0-2\n  noir joue 0-5 0-3\n  blanc jette 6 6\n") == []


def test_the_player_whose_dice_were_broken_throws_again():
    for breaking in ("  noir rompt\n", '  noir dit "je romps !"\n'):
        assert _messages(HEAD + "  blanc jette 4 2\n" + breaking + "  blanc jette 6 5\n") == []
    # the one who broke them does not throw in his stead
    assert _messages(HEAD + "  blanc jette 4 2\n  noir rompt\n  noir jette 6 5\n") == [
        "ce n'est pas à noir de jeter les dés"]


def test_after_empile_either_side_throws_and_the_board_is_the_pile():
    text = SORTIE.replace("4 points, 3 trous", "0 points, 3 trous") + (
        "  noir empile\n  blanc marque 4\n  blanc empile\n  blanc jette 6 5\n"
        "  blanc joue 0-6 0-5\n")
    assert _messages(text) == []


# -- the engine -------------------------------------------------------------------------------
def test_the_dame_played_after_an_early_throw_finishes_the_coup_it_belongs_to():
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4\n"
                               "  noir jette 5 3 avant-fin\n  blanc joue 0-2\n"
                               "  noir joue 0-5 0-3\n"))
    assert [(f.kind, f.by) for f in ruling.faults] == [("jet_premature", Colour.NOIR)]
    assert [c.thrower for c in ruling.coups] == [Colour.BLANC, Colour.NOIR]


def test_the_same_record_without_the_word_reads_the_late_dame_as_a_new_coup():
    # what the notation could not say before: blanc's second dame is then no part of his coup
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4\n  noir jette 5 3\n"
                               "  blanc joue 0-2\n  noir joue 0-5 0-3\n"))
    assert not any(f.kind == "jet_premature" for f in ruling.faults)
    assert any(f.by is Colour.BLANC for f in ruling.faults)


def test_a_throw_recorded_early_after_the_coup_was_played_out_is_ordinary():
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4 0-2\n"
                               "  noir jette 5 3 avant-fin\n  noir joue 0-5 0-3\n"))
    assert ruling.faults == ()


def test_covering_the_dice_is_a_fault_and_the_throw_stands():
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4\n"
                               "  noir jette 5 3 avant-fin\n  noir couvre dés\n"
                               "  blanc joue 0-2\n  noir joue 0-5 0-3\n"))
    assert {f.kind for f in ruling.faults} == {"jet_premature", "des_couverts"}
    assert [c.dice for c in ruling.coups] == [(4, 2), (5, 3)]
    assert all(c.void is None for c in ruling.coups)


def test_early_dice_broken_by_the_opponent_are_void_and_thrown_again():
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4\n"
                               "  noir jette 5 3 avant-fin\n  blanc rompt\n  blanc joue 0-2\n"
                               "  noir jette 6 1\n  noir joue 0-6 0-1\n"))
    assert [(c.dice, c.void is not None) for c in ruling.coups] == [
        ((4, 2), False), ((5, 3), True), ((6, 1), False)]
    early = [f for f in ruling.faults if f.kind == "jet_premature"]
    assert len(early) == 1 and "rompus" in early[0].summary.fr
    assert "ne se rejoue pas" not in early[0].summary.fr   # no fact the record belies


def test_relever_after_the_sortie_is_re_piling_not_leaving_and_offers_nothing():
    ruling = rule(parse(SORTIE + "  blanc marque 4\n  blanc relève\n"))
    assert ruling.faults == () and ruling.options == ()
    assert (ruling.score_after.of(Colour.BLANC).points,
            ruling.score_after.of(Colour.BLANC).trous) == (8, 3)


def test_only_the_first_out_re_piling_his_own_dames_consummates_his_sortie():
    unmarked = SORTIE.replace("4 points, 3 trous", "0 points, 3 trous")
    late = rule(parse(unmarked + "  noir empile\n  blanc marque 4\n  blanc empile\n"))
    assert late.faults == ()
    missed = rule(parse(unmarked + "  blanc empile\n  blanc marque 4\n"))
    assert [(f.kind, f.points) for f in missed.faults if f.kind.startswith("ecole")] == [
        ("ecole_par_moins", 4), ("ecole_par_trop", 4)]


def test_a_void_throw_is_no_coup_of_the_relevé():
    # Charles's third coup makes the jan de six tables; a broken die before it changes nothing
    head = HEAD.replace("  blanc  talon:11 6:2 7:2", "  blanc  talon:11 2:2 4:2").replace(
        "  noir   talon:12 5:1 6:2", "  noir   talon:11 1:1 2:1 3:1 4:1").replace(
        "relevé   blanc 5, noir 5", "relevé   blanc 2, noir 2").replace(
        "trait    blanc", "trait    noir")
    for void in ("", "  noir jette 6 5 cassé\n",
                 "  noir jette 6 5 hors\n  noir jette 3 3 incliné\n"):
        ruling = rule(parse(head + void + "  noir jette 6 5\n  noir marque 4\n"
                                          "  noir joue 0-6 0-5\n"))
        counted = [c for c in ruling.coups if c.void is None]
        assert len(counted) == 1 and counted[0].points(Colour.NOIR) == 4, void
        assert ruling.faults == (), void


# -- the facts and options of a ruling are true (issue #14 item 10) ----------------------------
def test_no_option_leaves_a_dame_on_the_opponents_coin():
    ruling = rule(parse(HEAD.replace("  noir   talon:12 5:1 6:2", "  noir   talon:11 6:2 7:2")
                        + "  blanc jette 5 4\n  blanc joue 0-5\n  blanc joue 6-12\n"))
    keys = [c.key for o in ruling.options for c in o.choices]
    assert "laisser" not in keys and "placer-10" in keys


def test_a_fichet_moved_back_is_no_negative_marking():
    text = HEAD.replace("  blanc  0 points, 3 trous", "  blanc  8 points, 3 trous").replace(
        "  noir   talon:12 5:1 6:2", "  noir   talon:11 3:1 6:2 9:1").replace(
        "  blanc  talon:11 6:2 7:2", "  blanc  talon:9 4:2 5:2 8:2")
    ruling = rule(parse(text + "  blanc jette 6 3\n  blanc démarque trou\n  blanc jeton 0\n"
                               "  blanc joue 0-6 0-3\n  blanc marque trou\n"))
    assert ruling.faults == ()
    assert not any("-" in step.text.fr.split("sur")[0] for step in ruling.trace
                   if "n'a marqué que" in step.text.fr)
    assert ruling.score_after.of(Colour.BLANC).trous == 3


def test_the_json_score_after_names_the_choices_it_counts():
    # Jules marks 4 for nothing: an école par trop that Charles has not marked yet
    ruling = rule(parse(HEAD + "  blanc jette 4 2\n  blanc marque 4\n  blanc joue 0-4 0-2\n"))
    data = ruling.to_json("fr")
    assert data["score_after_assumes"] == [
        {"option": i, "holder": "noir", "choice": "marquer"}
        for i, o in enumerate(data["options"]) if o["holder"] == "noir"]
    assert data["score_after_assumes"]
    clean = rule(parse(HEAD + "  blanc jette 4 2\n  blanc joue 0-4 0-2\n")).to_json("fr")
    assert clean["score_after_assumes"] == []


def test_once_the_dames_are_back_on_the_pile_no_option_asks_to_play_them():
    # Jules bears off with a défaillant as (21 + 2 is not the bande): an irregular coup that
    # Charles could have had replayed, until the dames went back to the pile
    text = SORTIE.replace("22:1 23:1", "21:1 23:1").replace("  blanc joue 22-24 23-24\n",
                                                              "  blanc joue 21-24 23-24\n")
    before = rule(parse(text))
    assert any(c.key == "rejouer" for o in before.options for c in o.choices)
    after = rule(parse(text + "  noir empile\n"))
    assert not any(c.key in ("rejouer", "remettre") for o in after.options for c in o.choices)
    assert {f.kind for f in after.faults} >= {f.kind for f in before.faults}
    assert any("ne peut plus s'exercer" in step.text.fr for step in after.trace)
