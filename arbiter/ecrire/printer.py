"""The canonical form of a séance record (``arbiter fmt``): one way of writing each thing.

``parse_seance(format_seance(r))`` gives ``r`` back, line numbers aside (checked with
Hypothesis). The opening comment block is kept; other comments are dropped, as for a coup.
"""

from __future__ import annotations

from arbiter.ecrire.record import (
    Arrangement,
    LeaveOn,
    MarqueRecord,
    SeanceKind,
    SeanceRecord,
    Seat,
    SideTally,
    TableMarque,
    TableRecord,
)
from arbiter.notation.syntax import quote


def format_seance(record: SeanceRecord | TableRecord) -> str:
    """The whole file, canonically laid out, ending with a newline."""
    if isinstance(record, TableRecord):
        return format_table(record)
    out = [f"# {line}".rstrip() for line in record.preamble]
    out += [f"[{tag} {quote(value)}]" for tag, value in (*record.headers, ("Lois", record.lois))]
    out.append("")
    if record.kind is SeanceKind.DOUZE_TROUS:
        out.append("séance douze-trous")
    else:
        out.append(f"séance {record.marques_agreed} marqués")
    out += _money(record)
    if record.enjeu_fiches is not None:
        out.append(f"enjeu {record.enjeu_fiches} fiches")
    if record.first_de is not None:
        out.append(f"dé {record.first_de.value}")
    if record.progression:
        out.append("convention progression")
    if record.bredouille_convenue:
        out.append("convention bredouille")
    if record.avantage_ecoles is not None:
        out.append(f"avantage {record.avantage_ecoles.value} écoles")
    out += [_marque(m) for m in record.marques]
    if record.partie is not None:
        out.append("partie " + ", ".join(_side(s) for s in record.partie.sides))
    return "\n".join(out) + "\n"


def _side(side: SideTally) -> str:
    flag = " bredouille" if side.bredouille else ""
    if side.pavillon is not None:
        flag = f" pavillon-oublié {side.pavillon.value}"
    return f"{side.colour.value} {side.trous}{flag}"


def _marque(marque: MarqueRecord) -> str:
    head = (f'coup {quote(marque.coup)}' if marque.coup is not None
            else ", ".join(_side(s) for s in marque.sides))
    parts = [f"marqué {head}", f"part {marque.leaver.value}"]
    if marque.leave_on is not None:
        on = "à-faux" if marque.leave_on is LeaveOn.A_FAUX else "sortie"
        parts[-1] += f" sur {on}" + (" tard" if marque.late else "")
    if marque.egalite is not None:
        parts.append(f"égalité {marque.egalite}")
    if marque.seize is not None:
        parts.append(f"seize-dames {marque.seize.by.value}"
                     + (f" {marque.seize.choice}" if marque.seize.choice else ""))
    parts += [f"école {e.by.value} {e.kind} {e.points}" for e in marque.ecoles]
    return ", ".join(parts)


def format_table(record: TableRecord) -> str:
    """A séance of several players, canonically laid out."""
    out = [f"# {line}".rstrip() for line in record.preamble]
    out += [f"[{tag} {quote(value)}]" for tag, value in (*record.headers, ("Lois", record.lois))]
    out.append("")
    if record.arrangement is Arrangement.POULE:
        out.append("séance poule")
    else:
        out.append(f"séance {record.marques_agreed} marqués {record.arrangement.value}")
    out += [f"joueur {p} {quote(name)}" for p, name in record.joueurs]
    if record.chouette is not None:
        out.append(f"chouette {record.chouette}")
    if record.arrangement is Arrangement.PAIRS:
        out += [f"associés {a} {b}" for a, b in record.associes]
    if record.first_de is not None:
        out.append(f"dé {record.first_de}")
    if record.mise_fiches is not None:
        out.append(f"mise {record.mise_fiches} fiches")
    out += _money(record)
    if record.progression:
        out.append("convention progression")
    out += [_table_line(m, record.arrangement) for m in record.marques]
    return "\n".join(out) + "\n"


def _seat(seat: Seat) -> str:
    flag = " bredouille" if seat.bredouille else ""
    if seat.pavillon is not None:
        flag = f" pavillon-oublié {seat.pavillon.value}"
    return f"{seat.player} {seat.trous}{flag}"


def _table_line(marque: TableMarque, arrangement: Arrangement) -> str:
    notes = ([f"vacant {' '.join(marque.vacant)}"] if marque.vacant is not None else [])
    notes += [f"dé {marque.de}"] if marque.de is not None else []
    notes += [f"touche {p} {what}" for p, what in marque.touches]
    notes += [f"conseille {a} {b}" for a, b in marque.conseils]
    if arrangement is Arrangement.POULE:
        return ", ".join(["partie " + ", ".join(_seat(s) for s in marque.seats), *notes])
    head = (f"coup {quote(marque.coup)}, " + ", ".join(f"{c.value} {p}"
                                                       for c, p in marque.colours)
            if marque.coup is not None else ", ".join(_seat(s) for s in marque.seats))
    parts = [f"marqué {head}", f"part {marque.leaver}"]
    if marque.leave_on is not None:
        on = "à-faux" if marque.leave_on is LeaveOn.A_FAUX else "sortie"
        parts[-1] += f" sur {on}" + (" tard" if marque.late else "")
    if marque.egalite is not None:
        parts.append(f"égalité {marque.egalite}")
    return ", ".join(parts + notes)


def _money(record: SeanceRecord | TableRecord) -> list[str]:
    """The lines of what a fiche is worth and the queue agreed, as every séance writes them."""
    out = []
    if record.fiche_jetons is not None:
        out.append(f"fiche {record.fiche_jetons} jetons")
    if record.prix is not None:
        out.append(f"prix {record.prix[0]} {record.prix[1]}")
    if record.queue_fiches is not None:
        out.append(f"queue {record.queue_fiches} fiches")
    return out
