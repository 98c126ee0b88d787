"""Which open école a victim's mark goes to: the fausse école whose own points he has just
wiped, before the rest of an older école he marked in part (lj-04, examiner lj).

« le premier joueur doit effacer ces quatre points et les marquer à son profit » (Guiton III
« Fausse école »): wiping them and marking them is one act. Read otherwise, the mark completed
the école par moins and the fausse école stood wiped only; the score is the same either way,
so the casebook's figures cannot tell: the option the offender keeps on the école par moins
marked in part does."""

from __future__ import annotations

from pathlib import Path

from arbiter.colour import Colour
from arbiter.engine import decide
from arbiter.notation import parse

CASE = Path(__file__).resolve().parent.parent / "casebook" / "lj-04-ecole-en-partie-lebrun.tric"


def _ruling(text: str):
    return decide(parse(text, source=str(CASE)))


def test_the_mark_after_the_wiping_is_the_fausse_ecole_s_and_the_part_marked_stays_a_part():
    ruling = _ruling(CASE.read_text("utf-8"))
    assert [(o.holder, [c.key for c in o.choices]) for o in ruling.options] \
        == [(Colour.NOIR, ["exiger", "laisser"])]
    assert (ruling.score_after.blanc.points, ruling.score_after.noir.points) == (4, 0)


def test_without_the_wiping_the_mark_completes_the_ecole_marked_in_part():
    # Noir's fausse école not wiped: Blanc's second mark of 2 is not its own points wiped and
    # marked, and goes to the école par moins he had marked in part
    text = CASE.read_text("utf-8").replace("  blanc efface adversaire 2\n", "")
    assert [o.holder for o in _ruling(text).options] == []
