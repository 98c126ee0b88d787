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
from arbiter.ecrire.record import SeanceRecord, SideTally, TableRecord
from arbiter.i18n import Msg
from arbiter.limits import MAX_INPUT_BYTES
from arbiter.notation.diagnostics import Diagnostic
from arbiter.span import Span


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


class TooLong(Exception):
    """A coup file over the bound every record is held to (:data:`MAX_INPUT_BYTES`)."""


class Refused(Exception):
    """A coup file the séance may not name: outside the séance's folder, not a regular file
    (a named pipe would make the arbiter wait, a device read forever), or a name the system
    cannot hold (a NUL). ``args[0]`` says why, as a :class:`Msg`."""


def _inside(base: Path, name: str) -> Path:
    """The coup file ``name`` of a séance whose folder is ``base``: only a file inside that
    folder (a séance handed to a referee must not make him quote /etc/passwd), found once
    every ``..`` and symbolic link is followed."""
    if "\0" in name:
        raise Refused(Msg("son nom contient un caractère nul", "its name holds a NUL character"))
    folder = base.resolve()
    path = (folder / name).resolve()
    if not path.is_relative_to(folder) or path == folder:
        raise Refused(Msg("il n'est pas dans le dossier de la séance",
                          "it is not in the séance's folder"))
    return path


def _read_regular(path: Path) -> bytes:
    """At most one byte more than :data:`MAX_INPUT_BYTES` of ``path``, which must be a regular
    file: it is opened without waiting (a named pipe with no writer) and checked before it is
    read."""
    import os
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    with open(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused(Msg("ce n'est pas un fichier ordinaire", "it is not a regular file"))
        return handle.read(MAX_INPUT_BYTES + 1)


def rule_coup(path: Path) -> dict:
    """The ``ruling.v1`` dict of the coup file at ``path`` (NotationError if it is invalid,
    :class:`TooLong` if it is over the bound a record on the command line is held to: a séance
    must not be a way round it)."""
    from arbiter.engine import decide
    from arbiter.notation import parse

    data = _read_regular(path)
    if len(data) > MAX_INPUT_BYTES:
        raise TooLong(path)
    text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
    return decide(parse(text, source=str(path)), source_text=text).to_json("fr")


def read_coups(record: SeanceRecord | TableRecord, base: Path, source: str = "<texte>"
               ) -> tuple[dict[str, CoupEnd], list[Diagnostic]]:
    """The trous each coup file the séance names (relative to ``base``) ends on, and a
    diagnostic, at the marqué's line of the séance, for each file that cannot be read or is no
    valid coup record: that is bad input, which the referee must mend, not a question of law."""
    from arbiter.notation import NotationError

    out: dict[str, CoupEnd] = {}
    problems: list[Diagnostic] = []
    for marque in record.marques:
        if marque.coup is None or marque.coup in out:
            continue
        try:
            out[marque.coup] = trous_of_ruling(rule_coup(_inside(base, marque.coup)))
            continue
        except Refused as err:
            why = err.args[0]
        except NotationError as err:
            first = err.diagnostics[0] if err.diagnostics else None
            more = len(err.diagnostics) - 1
            why = Msg(f"ce n'est pas un relevé valide ({first.span} : {first.message.fr}"
                      + (f", et {more} de plus" if more > 0 else "") + ")",
                      f"it is not a valid record ({first.span}: {first.message.en}"
                      + (f", and {more} more" if more > 0 else "") + ")") if first else \
                Msg("ce n'est pas un relevé valide", "it is not a valid record")
        except UnicodeDecodeError:
            why = Msg("il n'est pas écrit en UTF-8", "it is not written in UTF-8")
        except TooLong:
            kib = MAX_INPUT_BYTES // 1024
            why = Msg(f"il est trop long (plus de {kib} Kio)", f"it is too long (over {kib} KiB)")
        except (OSError, ValueError) as err:
            reason = getattr(err, "strerror", None) or type(err).__name__
            why = Msg(f"il ne peut être lu ({reason})", f"it cannot be read ({reason})")
        problems.append(Diagnostic(
            Span(marque.line, 1), Msg(f"le coup « {marque.coup} » : {why.fr}",
                                      f"the coup “{marque.coup}”: {why.en}"),
            Msg("un relevé de coup lisible, nommé par rapport au fichier de la séance",
                "a readable coup record, named relative to the séance file"), source=source))
    return out, problems


def coup_trous(record: SeanceRecord | TableRecord, base: Path) -> dict[str, CoupEnd]:
    """:func:`read_coups` for a caller that lets the settlement say a marqué's trous are
    unknown when its coup file cannot be read (the casebook runner)."""
    return read_coups(record, base)[0]
