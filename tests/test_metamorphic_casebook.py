"""Relations every casebook ruling must keep, whatever the laws decide (issue #20, § 3).

**Mirror.** Every casebook coup, colours swapped, is ruled as the mirror of the original.

The laws name no colour: the same dispute with blanc and noir exchanged (players' names kept
with their side, every act's actor and every ``blanc``/``noir`` word of the notation swapped,
comments and quoted words left as they are) must give the same faults by the other side, the
same options to the other side, the same score after with the sides exchanged. A difference
is a law applied to one colour only — as the option to place a dame mal posée was, where two
colours on one flèche were filed under blanc's name whoever moved there.

**Idle words and comments.** A comment line, or a remark that binds nobody (« quel beau
coup »), put among the acts changes nothing but the line numbers after it — as a record of
throws alone plus such a remark was once ruled as a judged coup, not as a count. The one
exception is written down: a player who breaks his game together with an opponent leaving on
a false trou consents only « without a word in between » (Guiton III « Quand un joueur s'en
va par erreur… »), so any word of his before his relève counts.

**The other body of law.** Every trictrac coup of the casebook, ruled under the other body
of law, gets the same ruling unless one of the two rulings cites an article on which the law
base says the bodies part: a law of Lebrun's marked ``differs-from`` (and the law of Guiton's
it names), or one marked ``undecidable`` (Lebrun rules where Guiton's text names no sanction).
A difference with neither is Lebrun's law applied where the law base says he agrees.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from arbiter.cases import list_cases
from arbiter.engine import decide
from arbiter.laws import load_laws
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


_CONSENT_BY_SILENCE = {
    "g3-fd16-faux-trou-les-deux-rompent", "g3-fd42-faux-trou-l-adversaire-rompt-le-premier",
    "g5-fd16-faux-trou-adversaire-rompt-aussi",
    "lq-14-faux-trou-adversaire-releve-aussi-lebrun-noir",
    "lq-15-trou-par-l-ecole-adversaire-rompt-aussi-guiton",
    "lq-17-reste-marque-adversaire-releve-aussi-lebrun-noir",
    "lq-18-je-reste-puis-s-en-va-adversaire-releve-aussi-guiton"}


def _with_line_before_act(text: str, which: int, make) -> tuple[str, int] | None:
    """``text`` with the line ``make(actor)`` put before its ``which``-th act (negative counts
    from the end), and the number of the line inserted; None without acts."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "actes")
    except StopIteration:
        return None
    acts = [i for i in range(start + 1, len(lines))
            if lines[i].strip() and not lines[i].lstrip().startswith("#")
            and lines[i].split()[0] in ("blanc", "noir")]
    if not acts:
        return None
    at = acts[which]
    lines.insert(at, make(lines[at].split()[0]))
    return "\n".join(lines) + "\n", at + 1


def _lines_view(ruling: dict[str, Any], inserted: int | None) -> dict[str, Any]:
    view = mirror_view(ruling, swapped=False)
    if inserted is not None:
        view["faults"] = sorted(
            (kind, by, points, consummated, act - 1 if act is not None and act > inserted
             else act) for kind, by, points, consummated, act in view["faults"])
    return view


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_an_idle_word_or_a_comment_changes_nothing(case) -> None:
    text = case.tric.read_text(encoding="utf-8")
    original = _lines_view(_rule(text, str(case.tric)), None)
    makers = [lambda actor: "  # le coup se joue sans un mot"]
    if case.id not in _CONSENT_BY_SILENCE:
        makers.append(lambda actor: f'  {actor} dit "quel beau coup"')
    for make in makers:
        for which in (0, -1):
            changed = _with_line_before_act(text, which, make)
            if changed is None:
                return
            noisy, inserted = changed
            assert _lines_view(_rule(noisy, str(case.tric)), inserted) == original, make("x")


def _parting_laws() -> set[str]:
    """The laws on which the two bodies of law may rule otherwise (module docstring)."""
    out: set[str] = set()
    for law in load_laws():
        if law.differs_from:
            out |= {law.id, law.differs_from}
        elif law.lebrun[:1] == ("undecidable",):
            out.add(law.id)
    return out


_TRICTRAC = [c for c in CASES if "[Jeu" not in c.tric.read_text(encoding="utf-8")]


@pytest.mark.parametrize("case", _TRICTRAC, ids=[c.id for c in _TRICTRAC])
def test_under_the_other_body_of_law_a_ruling_changes_only_where_the_bodies_part(case) -> None:
    text = case.tric.read_text(encoding="utf-8")
    record = parse(text, source=str(case.tric))
    rulings = [decide(replace(record, lois=lois), source_text=text).to_json("fr")
               for lois in ("guiton-1822", "lebrun-1828")]
    views = [mirror_view(r, swapped=False) for r in rulings]
    if views[0] == views[1]:
        return
    cited = {c["law"] for r in rulings for c in r["citations"]}
    assert cited & PARTING, (views[0], views[1])


PARTING = _parting_laws()
