"""A void throw and the points its thrower still had to mark (Guiton III, « Époque où les écoles
sont consommées »: « du moment où celui qui la fait a jeté les dés »; Lebrun, « De la Manière
de marquer les points »: « jette le dé sans l'avoir marqué »).

A void throw is no coup, but it is a throw: the points the opponent's coup gave and that were
left unmarked are an école from it on, and the ruling says why (dx-10, dx-11). Marked before
the void throw, they stand and nothing is said (the near case).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import find_case, rule_file

SAID = "ce jet est nul, mais"


def _steps(ruling: dict) -> list[str]:
    return [step["text"] for step in ruling["trace"]]


@pytest.mark.parametrize("case", ["dx-10-a-faux-non-marque-avant-un-jet-nul-guiton-noir",
                                  "dx-11-a-faux-non-marque-avant-un-jet-nul-lebrun"])
def test_the_void_throw_consummates_the_points_left_unmarked_and_says_why(case: str):
    found = find_case(case)
    assert found is not None, case
    ruling = rule_file(found.tric)
    assert any(f["kind"] == "ecole_par_moins" and f["consummated"] for f in ruling["faults"])
    assert any(SAID in text for text in _steps(ruling)), _steps(ruling)


def test_points_marked_before_the_void_throw_stand(tmp_path: Path):
    found = find_case("dx-10-a-faux-non-marque-avant-un-jet-nul-guiton-noir")
    assert found is not None
    text = found.tric.read_text("utf-8")
    # the near case: Charles marks his 4 before the throw that proves void
    acts = text[text.index("actes"):]
    near = text[:text.index("actes")] + acts.replace(
        "  noir jette 6 5 hors\n  noir marque 4\n", "  noir marque 4\n  noir jette 6 5 hors\n"
    ).split("  blanc efface adversaire 4")[0]
    record = tmp_path / "near.tric"
    record.write_text(near, "utf-8")
    ruling = rule_file(record)
    assert not ruling["faults"], ruling["faults"]
    assert not any(SAID in text for text in _steps(ruling))
    assert ruling["score_after"]["noir"]["points"] == 4
