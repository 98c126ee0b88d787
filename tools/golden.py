#!/usr/bin/env python3
"""Golden rulings: a few pages kept word for word, so that a change of wording is a diff.

Usage: python tools/golden.py             compare today's pages with tests/golden/ (exit 1
                                          and a diff when one differs)
       python tools/golden.py --update    rewrite tests/golden/ from today's pages

The set is small on purpose (a trictrac coup with one fault, one with several faults and open
options, one with a fault told twice, a Jacquet coup, two séances; text and HTML; French and
English): each page is read by eye when it changes, then accepted with ``--update`` and
committed with the change that made it. ``tests/test_golden.py`` runs the comparison in the
suite. The pages are made from this work tree (not an installed copy), and the receipt's
fingerprints are masked: the law base's changes whenever laws.yaml does, and that is no change
of wording.
"""

from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
CASEBOOK = ROOT / "casebook"

# (record under casebook/, format, language): each golden page is one of these
PAGES: tuple[tuple[str, str, str], ...] = (
    ("contract-02-ecole-par-moins.tric", "text", "fr"),
    ("contract-02-ecole-par-moins.tric", "html", "en"),
    ("g3-s13-dame-dans-le-grand-jan.tric", "text", "en"),
    ("g3-s13-dame-dans-le-grand-jan.tric", "html", "fr"),
    ("lb-l2-sonnez-de-charles.tric", "text", "fr"),
    ("j-08-courrier-arrive-au-milieu-lepeintre.tric", "text", "fr"),
    ("j-08-courrier-arrive-au-milieu-lepeintre.tric", "html", "en"),
    ("ecrire/e11-postillon-huit-marques.tric", "text", "fr"),
    ("ecrire/e11-postillon-huit-marques.tric", "html", "en"),
    ("ecrire/e24-seize-dames-option.tric", "text", "en"),
)

_SHA256 = re.compile(r"\b[0-9a-f]{64}\b")


def golden_name(record: str, fmt: str, lang: str) -> str:
    """« contract-02-ecole-par-moins.fr.txt »: the file a page is kept in."""
    return f"{Path(record).stem}.{lang}.{'txt' if fmt == 'text' else 'html'}"


def page(record: str, fmt: str, lang: str) -> str:
    """Today's page of ``record``, as ``arbiter rule`` (or ``settle`` for a séance) writes
    it, the receipt's fingerprints masked."""
    if str(ROOT) not in sys.path[:1]:
        sys.path.insert(0, str(ROOT))
    path = CASEBOOK / record
    text = path.read_text(encoding="utf-8")
    if record.startswith("ecrire/"):
        from arbiter.ecrire.coups import coup_trous
        from arbiter.ecrire.notation import parse_seance
        from arbiter.ecrire.render import render_settlement
        from arbiter.ecrire.settle import settle

        seance = parse_seance(text, source=str(path))
        out = render_settlement(settle(seance, coup_trous(seance, path.parent)), fmt, lang)
    else:
        from arbiter.engine import decide
        from arbiter.notation import parse
        from arbiter.render import render

        out = render(decide(parse(text, source=str(path)), source_text=text), fmt, lang)
    return _SHA256.sub("<sha256>", out)


def differences() -> list[str]:
    """A unified diff per golden page that today's differs from (or that is missing)."""
    out = []
    for record, fmt, lang in PAGES:
        name = golden_name(record, fmt, lang)
        kept = GOLDEN / name
        now = page(record, fmt, lang)
        before = kept.read_text(encoding="utf-8") if kept.exists() else ""
        if now != before:
            out.append("".join(difflib.unified_diff(
                before.splitlines(keepends=True), now.splitlines(keepends=True),
                f"tests/golden/{name}", f"today's {name}")) or f"{name}: missing\n")
    return out


def update() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    names = set()
    for record, fmt, lang in PAGES:
        name = golden_name(record, fmt, lang)
        names.add(name)
        (GOLDEN / name).write_text(page(record, fmt, lang), encoding="utf-8")
    for stale in GOLDEN.iterdir():
        if stale.suffix in (".txt", ".html") and stale.name not in names:
            stale.unlink()
    print(f"{len(PAGES)} golden pages written to {GOLDEN.relative_to(ROOT)}/; "
          "read the diff (git diff tests/golden) before committing it")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--update"]:
        return update()
    if argv:
        print(__doc__)
        return 2
    diffs = differences()
    for diff in diffs:
        sys.stdout.write(diff)
    print(f"{len(diffs)} of {len(PAGES)} golden pages differ"
          + ("; after reading the diff, accept it with: python tools/golden.py --update"
             if diffs else ""))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
