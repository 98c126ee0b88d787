"""A marqué whose last coup is recorded in a coup file: the coup is ruled as any coup (the
engine's public ``decide``), and the trous its ruling leaves each side end the marqué.

Only the ``ruling.v1`` JSON is read (``score_after``), so that the settlement depends on the
contract of the coup engine, not on its insides. Reading files is the caller's business: this
module is used by the CLI and the casebook runner, never by the settlement itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arbiter.colour import BOTH
from arbiter.ecrire.record import SeanceRecord, SideTally


@dataclass(frozen=True, slots=True)
class CoupEnd:
    """What a coup's ruling tells the séance: each side's trous after it, and whether it finds
    the leave that ends the coup irregular (a ``depart_irregulier`` fault of the leaver)."""

    sides: tuple[SideTally, ...]
    irregular_leave: tuple[str, ...] = ()     # the colours the ruling faults for leaving


def trous_of_ruling(ruling: dict) -> CoupEnd:
    """Each side's trous after the ruling (a pavillon standing marks the series of trous),
    and the colours whose leave the ruling finds irregular."""
    score = ruling.get("score_after") or {}
    sides = tuple(SideTally(colour, int((score.get(colour.value) or {}).get("trous", 0)),
                            bredouille=bool((score.get(colour.value) or {}).get("pavillon")))
                  for colour in BOTH)
    irregular = tuple(str(f.get("by")) for f in ruling.get("faults") or []
                      if f.get("kind") == "depart_irregulier")
    return CoupEnd(sides, irregular)


def rule_coup(path: Path) -> dict:
    """The ``ruling.v1`` dict of the coup file at ``path`` (NotationError if it is invalid)."""
    from arbiter.engine import decide
    from arbiter.notation import parse

    text = path.read_text(encoding="utf-8")
    return decide(parse(text, source=str(path)), source_text=text).to_json("fr")


def coup_trous(record: SeanceRecord, base: Path) -> dict[str, CoupEnd]:
    """For every coup file the séance names (relative to ``base``) that can be read and ruled,
    the trous it ends on. A file that cannot be read is left out: the settlement then says
    that marqué's trous are unknown."""
    out: dict[str, CoupEnd] = {}
    for marque in record.marques:
        if marque.coup is None or marque.coup in out:
            continue
        try:
            out[marque.coup] = trous_of_ruling(rule_coup(base / marque.coup))
        except (OSError, ValueError):
            continue
    return out

