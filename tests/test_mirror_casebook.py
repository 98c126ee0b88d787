"""Every casebook coup, colours swapped, is ruled as the mirror of the original (issue #20, §3).

The laws name no colour: the same dispute with blanc and noir exchanged (players' names kept
with their side, every act's actor and every ``blanc``/``noir`` word of the notation swapped,
comments and quoted words left as they are) must give the same faults by the other side, the
same options to the other side, the same score after with the sides exchanged. A difference
is a law applied to one colour only — as the option to place a dame mal posée was, where two
colours on one flèche were filed under blanc's name whoever moved there.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from arbiter.cases import list_cases
from arbiter.engine import decide
from arbiter.notation import parse

SWAP = {"blanc": "noir", "noir": "blanc", "Blanc": "Noir", "Noir": "Blanc"}
_QUOTED = re.compile(r'("[^"]*")')
_COLOUR = re.compile(r"\b(blanc|noir)\b")
_NAME = re.compile(r'^\[(Blanc|Noir) "(.*)"\]\s*$')


def swap_colours(text: str) -> str:
    """``text`` with the two sides exchanged (see the module docstring)."""
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            out.append(line)
            continue
        name = _NAME.match(line)
        if name:
            out.append(f'[{SWAP[name.group(1)]} "{name.group(2)}"]')
            continue
        if line.startswith("["):
            out.append(line)
            continue
        out.append("".join(part if part.startswith('"') else
                           _COLOUR.sub(lambda m: SWAP[m.group(1)], part)
                           for part in _QUOTED.split(line)))
    return "\n".join(out) + "\n"


def _rule(text: str, source: str) -> dict[str, Any]:
    return decide(parse(text, source=source), source_text=text).to_json("fr")


def mirror_view(ruling: dict[str, Any], *, swapped: bool) -> dict[str, Any]:
    """What must agree between a ruling and its mirror, with colours renamed if ``swapped``."""
    def side(colour: str) -> str:
        return SWAP.get(colour, colour) if swapped else colour

    return {
        "outcome": ruling["outcome"],
        "questions": len(ruling["questions"]),
        "coups": [(side(c["thrower"]), tuple(c["dice"]),
                   sorted((side(k), v["points"]) for k, v in c["entitlements"].items()))
                  for c in ruling["coups"]],
        "faults": sorted((f["kind"], side(f["by"]), f.get("points"), f["consummated"],
                          f.get("act")) for f in ruling["faults"]),
        "options": sorted((side(o["holder"]), tuple((c["key"], c["default"])
                                                    for c in o["choices"]))
                          for o in ruling["options"]),
        "score_after": {side(k): (v["points"], v["trous"], v["bredouille"])
                        for k, v in ruling["score_after"].items()},
    }


CASES = list_cases()


def test_swap_colours_exchanges_actors_and_keeps_quotes() -> None:
    text = ('[Blanc "Jules"]\n# blanc comment\nblanc jette 6 5\n'
            'noir dit "blanc a tort"\n')
    assert swap_colours(text) == ('[Noir "Jules"]\n# blanc comment\nnoir jette 6 5\n'
                                  'blanc dit "blanc a tort"\n')


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_mirrored_coup_gets_the_mirrored_ruling(case) -> None:
    text = case.tric.read_text(encoding="utf-8")
    original = _rule(text, str(case.tric))
    mirrored = _rule(swap_colours(text), f"{case.tric}:mirrored")
    assert mirror_view(mirrored, swapped=False) == mirror_view(original, swapped=True)
