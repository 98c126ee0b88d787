#!/usr/bin/env python3
"""Check the casebook's files for form, not for law.

For every ``casebook/*.tric``:

* the file opens with comments, one of which names its source (« Source: Guiton 1822, ch. … »,
  « Source: Lebrun 1828 … », and for Jacquet « Source: Lalanne 2003 … » or « Source: Lepeintre
  1818 … »; the contract copies say « Guiton 1822, ch. … » without the label) and one the seed
  case (« Seed case: S7 », « L1 », or « law illustrated »; not asked of
  the contract copies, which must stay as shared/contract has them);
* it parses with ``arbiter.notation.parse`` when the project has one (otherwise the position,
  the marks and the act lines are read by the small reader below, enough for the checks);
* each position is sound: ``arbiter.board.structural_problems`` (dame counts, two colours on
  one flèche) and, when available, ``arbiter.games.trictrac.rules.position_problems`` (lone
  dame on a coin de repos, dame on the opponent's coin). Fourteen or sixteen dames are allowed
  only in a case whose acts say ``constate 14 dames`` / ``constate 16 dames``. A record of
  another game (``[Jeu "jacquet"]``) is checked by that game's own rules instead (its board
  is not trictrac's: no coins, talons on the diagonal, 14 or 16 dames an open question);
* its ``.expected.yaml`` exists, loads, uses only the keys of the contract's subset format
  (and ``deciding``, the law id the ruling must cite first, which must be in the law base),
  the known fault kinds, ``blanc``/``noir`` for colours, and cites at least one article.

``--earnings`` also prints, for information only, where the rules layer's tariff
(``arbiter.games.trictrac.earnings``) differs from the entitlements the case expects for its
first coup. The casebook's values come from the texts, never from that output.

Usage: tools/casebook_lint.py [--earnings] [CASE ...]     (default: every case in casebook/)
Exit status 1 if any problem is found. This is a tool for the casebook's author, not a test.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FAULT_KINDS = {
    "ecole_par_moins", "ecole_par_trop", "fausse_ecole", "augmentation_ecole",
    "ecole_deux_jetons", "dame_touchee", "dame_mal_posee", "fausse_case", "coup_irregulier",
    "coin_par_puissance", "dame_dans_jan_adverse", "impuissance_creee", "quatorze_dames",
    "seize_dames", "depart_irregulier", "trous_de_trop", "faute",
    "jet_premature", "des_couverts", "priorite_du_de",
}
EXPECTED_KEYS = {"coups", "faults", "no_faults", "options", "score_after", "cites", "outcome",
                 "result", "questions", "deciding"}
OUTCOMES = {"decided", "undecided", "nothing-to-decide"}
COLOURS = {"blanc", "noir"}
SOURCE_RE = re.compile(
    r"#\s*(?:Source:\s*)?(Guiton 1822, ch\. (I|III|IV|V|VI|VII|VIII)\b|Lebrun 1828"
    r"|Lalanne 2003|Lepeintre 1818)")
NEAR_RE = re.compile(r"#\s*Seed cases?:\s*law illustrated \(the near case of ")
GAME_RE = re.compile(r'^\[Jeu\s+"([^"]*)"\]', re.M)
SEED_RE = re.compile(r"#\s*Seed cases?:\s*(S\d+|L\d+|law illustrated)")
ALIASES = {"talon": 0, "coin": 11}


def read_rows(text: str) -> dict[str, dict[int, int]]:
    """The ``position`` block as {colour: {flèche: count}} (tolerant, for checks only)."""
    rows: dict[str, dict[int, int]] = {}
    in_position = False
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if not raw.startswith((" ", "\t")):
            in_position = line.strip() == "position"
            continue
        if in_position:
            colour, *cells = line.split()
            row = rows.setdefault(colour, {})
            for cell in cells:
                key, _, count = cell.partition(":")
                fleche = ALIASES.get(key)
                fleche = int(key) if fleche is None else fleche
                row[fleche] = row.get(fleche, 0) + int(count)
    return rows


def game_position_problems(text: str, key: str) -> list[str]:
    """The position of a record of another game than trictrac, by that game's own rules."""
    try:
        from arbiter.games import registry
        from arbiter.notation.parser import read
    except ImportError as err:
        return [f"(game {key!r} cannot be checked: {err})"]
    try:
        game = registry.get_game(key)
    except KeyError:
        return [f"unknown game {key!r}"]
    record, _diagnostics, _sections = read(text, "lint")   # read, not checked: the position
    if record is None:                                      # is judged below, by the game
        return []
    try:
        found = game.rules_of(record).position_problems(record.position)
    except ValueError:     # headers the game cannot read: the parse above reports them
        return []
    return [f"position: {p.code}: {p.message.en}" for p in found]


def position_problems(rows: dict[str, dict[int, int]], allowed_totals: set[int]) -> list[str]:
    problems = []
    try:
        from arbiter.board import Position, structural_problems
        from arbiter.colour import Colour
        position = Position.from_mapping({Colour.BLANC: rows.get("blanc", {}),
                                          Colour.NOIR: rows.get("noir", {})})
        try:
            from arbiter.games.trictrac.rules import position_problems as game_problems
            found = game_problems(position)
        except ImportError:
            found = structural_problems(position)
        for p in found:
            message = p.message.en if hasattr(p.message, "en") else p.message
            problems.append(f"position: {p.code}: {message}")
    except ImportError as err:  # the board module is not there: check by hand
        problems.append(f"(arbiter.board not importable: {err}; hand checks only)")
    for colour in ("blanc", "noir"):
        row = rows.get(colour, {})
        total = sum(row.values())
        if total not in allowed_totals:
            problems.append(f"position: {colour} has {total} dames")
        if row.get(11) == 1:
            problems.append(f"position: {colour} has a lone dame on his coin de repos")
        if row.get(12):
            problems.append(f"position: {colour} has dames on the opponent's coin")
    blanc, noir = rows.get("blanc", {}), rows.get("noir", {})
    for f in range(24):
        if blanc.get(f) and noir.get(23 - f):
            problems.append(f"position: blanc's {f} / noir's {23 - f} holds both colours")
    # a structural check may be reported twice (board module and hand check): keep one of each
    return sorted(set(problems), key=problems.index)


def check_expected(path: pathlib.Path) -> list[str]:
    if not path.exists():
        return [f"missing {path.name}"]
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as err:
        return [f"{path.name} does not load: {err}"]
    problems = [f"unknown key {k!r}" for k in data if k not in EXPECTED_KEYS]
    for i, coup in enumerate(data.get("coups", [])):
        if coup.get("thrower") not in COLOURS:
            problems.append(f"coup {i}: thrower {coup.get('thrower')!r}")
        dice = coup.get("dice", [])
        if len(dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            problems.append(f"coup {i}: dice {dice!r}")
        for side in coup.get("entitlements", {}):
            if side not in COLOURS:
                problems.append(f"coup {i}: entitlement side {side!r}")
    for fault in data.get("faults", []):
        if fault.get("kind") not in FAULT_KINDS:
            problems.append(f"fault kind {fault.get('kind')!r}")
        if fault.get("by") not in COLOURS:
            problems.append(f"fault by {fault.get('by')!r}")
    for kind in data.get("no_faults", []):
        if kind not in FAULT_KINDS:
            problems.append(f"no_faults kind {kind!r}")
    for option in data.get("options", []):
        if option.get("holder") not in COLOURS:
            problems.append(f"option holder {option.get('holder')!r}")
    for side in data.get("score_after", {}):
        if side not in COLOURS:
            problems.append(f"score_after side {side!r}")
    tric = path.with_name(path.name.removesuffix(".expected.yaml") + ".tric")
    near = tric.exists() and NEAR_RE.search(tric.read_text(encoding="utf-8"))
    if not data.get("cites") and not near:
        # a near case where nothing bears (« Seed case: law illustrated (the near case of …) »)
        # rightly cites nothing: its point is that the article is not cited
        problems.append("cites no article")
    if "outcome" in data and data["outcome"] not in OUTCOMES:
        problems.append(f"outcome {data['outcome']!r}")
    if "deciding" in data:
        problems += deciding_problems(data["deciding"])
    return problems


def deciding_problems(law: object) -> list[str]:
    """``deciding`` names one law of the base by its id: a slip in it would only show as a
    failing case, whose message (« first citation is …, want … ») hides that the id is wrong."""
    if not isinstance(law, str):
        return [f"deciding {law!r}: want one law id"]
    try:
        from arbiter.laws import load_laws
    except ImportError as err:
        return [f"(deciding {law} cannot be checked: {err})"]
    if law not in load_laws():
        return [f"deciding {law}: no such law id in the law base"]
    return []


def check_case(case: pathlib.Path, earnings: bool) -> tuple[list[str], list[str]]:
    text = case.read_text(encoding="utf-8")
    problems: list[str] = []
    notes: list[str] = []
    lines = text.splitlines()
    head = []
    for line in lines:
        if not line.startswith("#"):
            break
        head.append(line)
    if not head:
        problems.append("no header comment")
    if not any(SOURCE_RE.match(h) for h in head):
        problems.append("header comment does not name its source "
                        "(« # Source: Guiton 1822, ch. … »)")
    # the contract copies stay byte for byte as shared/contract has them: no seed-case line there
    if not case.name.startswith("contract-") and not any(SEED_RE.match(h) for h in head):
        problems.append("header comment does not name the seed case (« # Seed case: S7 »)")
    try:
        from arbiter.notation import parse  # type: ignore[attr-defined]
    except ImportError:
        parse = None
    if parse is not None:
        try:
            parse(text)
        except Exception as err:
            problems.append(f"does not parse: {type(err).__name__}: {err}")
    rows = read_rows(text)
    allowed = {15}
    if re.search(r"constate\s+14\s+dames", text):
        allowed.add(14)
    if re.search(r"constate\s+16\s+dames", text):
        allowed.add(16)
    game = GAME_RE.search(text)
    key = game.group(1).strip().lower() if game else "trictrac"
    if key == "trictrac":
        problems += position_problems(rows, allowed)
    else:
        problems += game_position_problems(text, key)
    expected = case.with_suffix("").with_suffix(".expected.yaml")
    problems += check_expected(expected)
    if earnings and expected.exists():
        notes += compare_earnings(rows, expected, text)
    return problems, notes


def compare_earnings(rows, expected: pathlib.Path, text: str) -> list[str]:
    try:
        from arbiter.board import Position
        from arbiter.colour import Colour
        from arbiter.games.base import ThrowContext
        from arbiter.games.trictrac.earnings import earnings
    except ImportError as err:
        return [f"(no tariff to compare with: {err})"]
    data = yaml.safe_load(expected.read_text(encoding="utf-8")) or {}
    coups = data.get("coups") or []
    if not coups or "entitlements" not in coups[0]:
        return []
    first = coups[0]
    position = Position.from_mapping({Colour.BLANC: rows.get("blanc", {}),
                                      Colour.NOIR: rows.get("noir", {})})
    thrower = Colour.BLANC if first["thrower"] == "blanc" else Colour.NOIR
    items = earnings(position, thrower, tuple(first["dice"]), ThrowContext())
    got = {"blanc": 0, "noir": 0}
    for item in items:
        got[item.beneficiary.value] += item.points
    want = first["entitlements"]
    if any(got[s] != v for s, v in want.items()):
        return [f"tariff says {got}, case expects {want}"]
    return []


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--earnings", action="store_true",
                    help="also compare the first coup's entitlements with the rules layer")
    ap.add_argument("cases", nargs="*", type=pathlib.Path)
    args = ap.parse_args(argv)
    cases = args.cases or sorted((ROOT / "casebook").glob("*.tric"))
    bad = 0
    for case in cases:
        problems, notes = check_case(case, args.earnings)
        if problems:
            bad += 1
            print(f"FAIL {case.name}")
            for p in problems:
                print(f"     {p}")
        elif notes:
            print(f"note {case.name}")
        else:
            print(f"ok   {case.name}")
        for n in notes:
            print(f"     {n}")
    print(f"{len(cases) - bad} clean, {bad} with problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
