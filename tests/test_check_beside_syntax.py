"""`arbiter check` reports every mistake at once, even beside a syntax error (issue #14 item 12).

A line of the acts that does not parse is left out; the lines that do are still checked: in
full before it, after it only for what an act says on its own (the board and the turn it
would have changed are unknown). A faulty header or score row is left out and the rest checked in
full; a faulty position row or trait line leaves the board or the turn unknown, so the acts are
read only for what each says alone; a faulty header that chooses the game leaves only the syntax
(docs/NOTATION.md, « What `arbiter check` refuses »).
"""

from __future__ import annotations

from arbiter.notation import check

HEAD = """[Blanc "Jules"]
[Noir "Charles"]

position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2

marque
  blanc  0 points, 3 trous
  noir   0 points, 2 trous
trait    blanc

actes
"""


def _problems(acts: str, head: str = HEAD) -> list[tuple[int, str]]:
    record, diagnostics = check(head + acts, source="t.tric")
    assert record is None
    return [(d.span.line, d.message.fr) for d in diagnostics]


def test_semantic_mistakes_are_reported_beside_a_syntax_error_in_reading_order():
    problems = _problems("  blanc jette 6 5\n"      # 14
                         "  blanc lève 9 3\n"       # 15: no dame there (before the bad line)
                         "  blanc jue 0-6 0-5\n"    # 16: syntax
                         "  noir jette 7 3\n")      # 17: a die of 7 (after it)
    assert [line for line, _ in problems] == [15, 16, 17]
    assert problems[0][1] == "blanc n'a aucune dame sur sa flèche 9"
    assert "« jue » inattendu ici" in problems[1][1]
    assert problems[2][1] == "un dé ne montre pas 7"


def test_acts_after_a_faulty_line_are_not_judged_on_a_board_it_may_have_changed():
    # The faulty line 15 may have been « noir jette … »: the turn after it is unknown, so
    # blanc's second throw is not called out of turn; a die of 9 is wrong whatever it was.
    problems = _problems("  blanc jette 6 5\n"
                         "  noir jete 3 1\n"         # 15: syntax
                         "  blanc jette 9 2\n")      # 16
    assert [line for line, _ in problems] == [15, 16]
    assert problems[1][1] == "un dé ne montre pas 9"
    assert not any("ce n'est pas à" in text for _, text in problems)


def test_a_faulty_position_row_leaves_the_board_unknown_but_the_acts_are_read():
    # the position is not judged (a row is missing) and the acts only for what each says alone
    head = HEAD.replace("  noir   talon:12 5:1 6:2", "  noir   talon:12 5:1 6:2 zz")
    problems = _problems("  blanc jette 7 5\n  noir jette 3 1\n  noir jette 3 1\n"
                         "  blanc joue 0-25\n", head)
    assert [line for line, _ in problems] == [6, 14, 17]
    assert problems[1][1] == "un dé ne montre pas 7"
    assert problems[2][1] == "flèche 25 hors du tablier"


def test_a_misspelt_colour_in_the_position_is_still_a_stand_in_row():
    head = HEAD.replace("  noir   talon:12 5:1 6:2", "  nior   talon:12 5:1 6:2")
    assert [line for line, _ in _problems("  blanc jette 7 5\n", head)] == [6, 14]


def test_a_faulty_header_or_score_row_leaves_everything_else_checked_in_full():
    head = HEAD.replace('[Noir "Charles"]', '[Noir "Charles"').replace(
        "  noir   0 points, 2 trous", "  noir   0 points 2 trous")
    problems = _problems("  blanc jette 6 5\n  blanc jette 4 4\n  noir joue 9-10\n", head)
    assert [line for line, _ in problems] == [2, 10, 15, 16]
    assert problems[2][1] == "ce n'est pas à blanc de jeter les dés"
    assert problems[3][1] == "noir n'a pas de dame sur sa flèche 9 à ce moment"


def test_a_faulty_trait_line_leaves_the_turn_unknown():
    head = HEAD.replace("trait    blanc", "trait    bleu")
    problems = _problems("  noir jette 7 5\n  noir jette 3 1\n", head)
    assert [line for line, _ in problems] == [11, 14]
    assert not any("ce n'est pas à" in text for _, text in problems)


def test_a_faulty_header_that_chooses_the_game_leaves_only_the_syntax():
    head = '[Jeu "jacquet"\n' + HEAD
    problems = _problems("  blanc jette 7 5\n", head)
    assert len(problems) == 1 and problems[0][0] == 1
