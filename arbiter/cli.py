"""The ``arbiter`` command: the only place that reads files, writes files and sets exit codes.

Start-up matters (a referee runs it at the table, scripts run it per case), so this module
imports only click at the top; the parser, the engine, the law base and Jinja2 are imported
inside the commands that need them.

Exit codes: 0 success; 1 casebook run with failures; 2 usage (click's own, and a file that
cannot be read or written); 3 invalid input (the diagnostics on stderr, nothing written);
4 internal error (one line on stderr; the traceback only with ARBITER_DEBUG=1). docs/CLI.md
says which case gives which code.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from typing import TYPE_CHECKING, Any, NoReturn

import click

from arbiter import __version__
from arbiter.limits import MAX_INPUT_BYTES

if TYPE_CHECKING:
    from arbiter.i18n import Lang
    from arbiter.notation.record import CoupRecord

EXIT_OK = 0
EXIT_CASES_FAILED = 1
EXIT_USAGE = 2
EXIT_INVALID = 3
EXIT_INTERNAL = 4

EXIT_CODES = """\b
Exit codes:
  0  success
  1  casebook run: some case failed
  2  usage error (unknown option, missing file…), or a file that cannot be
     read or written (no permission, disk full…)
  3  invalid input: the diagnostics printed as file:line:col, nothing written
  4  internal error (ARBITER_DEBUG=1 shows the traceback)"""


class InvalidInput(click.ClickException):
    """The input cannot be ruled on. :meth:`show` renders the diagnostics one at a time, each
    with its source line and caret, as it prints them (the parser keeps a bounded number)."""

    exit_code = EXIT_INVALID

    def __init__(self, diagnostics: Any, text: str = "", lang: Lang = "fr") -> None:
        self.diagnostics = diagnostics
        self.text = text
        self.lang = lang
        super().__init__("invalid input")

    def show(self, file: Any = None) -> None:
        _echo_diagnostics(self.diagnostics, self.text, self.lang)


class CannotWrite(click.ClickException):
    """An output that cannot be written: a usage problem the user can fix (exit code 2)."""

    exit_code = EXIT_USAGE

    def __init__(self, where: str, err: OSError | str) -> None:
        reason = err if isinstance(err, str) else (err.strerror or str(err))
        super().__init__(f"cannot write {where}: {reason}")


class CannotRead(click.ClickException):
    """An input that cannot be read at all (as opposed to read and found invalid)."""

    exit_code = EXIT_USAGE

    def __init__(self, where: str, err: OSError | str) -> None:
        reason = err if isinstance(err, str) else (err.strerror or str(err))
        super().__init__(f"cannot read {where}: {reason}")


FILE = click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
FILES = click.argument("files", nargs=-1, required=True, metavar="FILE...",
                       type=click.Path(exists=True, allow_dash=True))
LANG = click.option("--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True,
                    help="Language of the ruling (the laws are always quoted in French).")
OUT = click.option("-o", "--output", "out", type=click.Path(dir_okay=False, allow_dash=True),
                   default=None, help="Write here (atomically, only on success) instead of "
                                      "standard output.")
OUT_OR_FOLDER = click.option(
    "-o", "--output", "out", type=click.Path(allow_dash=True), default=None,
    help="Write here (atomically, only on success) instead of standard output; with several "
         "records, an existing folder that gets one file per record.")


def _read(file: str, lang: Lang = "fr") -> tuple[str, str]:
    """(text, name to show in diagnostics). ``-`` reads standard input.

    The text is as in the file (its hash goes in the ruling's receipt) less a leading BOM;
    the parser reads LF, CRLF and CR line endings alike.
    """
    if file == "-":
        if sys.stdin is None:
            raise CannotRead("standard input", "it is closed")
        name = "<stdin>"
        try:
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        except OSError as err:
            raise CannotRead(name, err) from err
    else:
        name = file
        try:
            with open(file, "rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
        except OSError as err:
            raise CannotRead(file, err) from err
    if len(data) > MAX_INPUT_BYTES:
        raise InvalidInput([_whole_file(
            name, f"fichier trop long (plus de {MAX_INPUT_BYTES // 1024} Kio)",
            f"file too long (over {MAX_INPUT_BYTES // 1024} KiB)",
            "un coup tient en quelques kilo-octets", "a coup fits in a few kilobytes")],
            "", lang)
    data = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return data.decode("utf-8"), name
    except UnicodeDecodeError as err:
        raise _not_utf8(data, err, name, lang) from err


def _whole_file(name: str, fr: str, en: str, expected_fr: str, expected_en: str) -> Any:
    from arbiter.i18n import Msg
    from arbiter.notation.diagnostics import Diagnostic
    from arbiter.span import NOWHERE

    return Diagnostic(NOWHERE, Msg(fr, en), Msg(expected_fr, expected_en), source=name)


def _not_utf8(data: bytes, err: UnicodeDecodeError, name: str, lang: Lang) -> InvalidInput:
    """The first byte that is not UTF-8, at its line and column, with the line shown."""
    from arbiter.i18n import Msg
    from arbiter.notation.diagnostics import Diagnostic
    from arbiter.span import SourceLines, Span

    shown = data.decode("utf-8", errors="replace")
    offset = len(data[:err.start].decode("utf-8"))
    line, column = SourceLines(shown).locate(offset)
    byte = data[err.start]
    diagnostic = Diagnostic(
        Span(line, column),
        Msg(f"l'octet 0x{byte:02x} n'est pas du texte UTF-8",
            f"byte 0x{byte:02x} is not UTF-8 text"),
        Msg("un fichier texte enregistré en UTF-8", "a text file saved as UTF-8"),
        source=name)
    return InvalidInput([diagnostic], shown, lang)


def _echo_diagnostics(diagnostics: Any, text: str, lang: Lang) -> None:
    """Render and print each diagnostic in turn: no list of rendered text is ever built."""
    for diagnostic in diagnostics:
        block = diagnostic.render(text, lang) if hasattr(diagnostic, "render") \
            else str(diagnostic)
        click.echo(block.rstrip("\n"), err=True)


def _parse(text: str, name: str, lang: Lang) -> CoupRecord:
    from arbiter.notation import NotationError, parse

    try:
        return parse(text, source=name)
    except NotationError as err:
        raise InvalidInput(err.diagnostics, text, lang) from err


def _write(out: str | None, content: str) -> None:
    """Standard output, or the file ``out``.

    A regular file is replaced atomically (a reader never sees half a ruling; a failed run
    leaves the previous file as it was), with the mode an ordinary write would give it: an
    existing file keeps its mode and owner, a new one gets 0666 less the umask. A symlink is
    written through, to its target. A file with other hard links, a device or a pipe
    (``-o /dev/stdout``) is written in place, since replacing it would cut the links or fail;
    so is a writable file in a folder where no new file may be made. Any failure is
    :class:`CannotWrite` (exit code 2).
    """
    if out is None or out == "-":
        _write_stdout(content)
        return
    if not out:
        raise CannotWrite("''", "an empty file name (give -o FILE, or - for standard output)")
    if out.endswith(("/", os.sep)):
        raise CannotWrite(out, "a file name does not end with a slash")
    import stat

    try:
        target = os.path.realpath(out)
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    except (OSError, ValueError) as err:
        raise CannotWrite(out, err if isinstance(err, OSError) else "not a file name") from err
    if st is not None and stat.S_ISREG(st.st_mode) and not os.access(target, os.W_OK):
        # refused as « > FILE » would be, rather than replaced by a rename beside it
        raise CannotWrite(out, os.strerror(errno.EACCES))
    in_place = st is not None and (not stat.S_ISREG(st.st_mode) or st.st_nlink > 1)
    try:
        if not in_place:
            try:
                _replace(target, content, st)
                return
            except PermissionError:
                # a folder we may not create files in, holding a file we may write: an
                # ordinary write succeeds there, so do that rather than fail
                if st is None or not os.access(target, os.W_OK):
                    raise
        with open(target, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
    except OSError as err:
        raise CannotWrite(out, err) from err


def _replace(target: str, content: str, st: os.stat_result | None) -> None:
    """Write ``content`` to a new file beside ``target`` and rename it over ``target``."""
    import tempfile

    folder, name = os.path.split(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder or ".")
    try:
        if st is None:
            mode = 0o666 & ~_umask()
        else:
            mode = st.st_mode & 0o7777
            if (st.st_uid, st.st_gid) != (os.getuid(), os.getgid()):
                # as an ordinary user this fails and the file becomes ours, as cp would do
                with contextlib.suppress(OSError):
                    os.fchown(fd, st.st_uid, st.st_gid)
        os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _write_stdout(content: str) -> None:
    """Print ``content``; a closed or failing standard output is :class:`CannotWrite`."""
    if sys.stdout is None:
        raise CannotWrite("standard output", "it is closed")
    try:
        click.echo(content, nl=False)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as err:
        _silence_stdout()
        raise CannotWrite("standard output", err) from err


def _silence_stdout() -> None:
    """Point standard output at /dev/null so that Python's own flush at exit cannot fail
    again on what is left in its buffer."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _records(files: tuple[str, ...]) -> list[str] | None:
    """None for one record named as a file (handled as it always was); otherwise every record
    named, a folder standing for its ``.tric`` files in name order (not its sub-folders)."""
    if len(files) == 1 and (files[0] == "-" or not os.path.isdir(files[0])):
        return None
    records: list[str] = []
    for file in files:
        if file != "-" and os.path.isdir(file):
            found = sorted(name for name in os.listdir(file) if name.endswith(".tric")
                           and os.path.isfile(os.path.join(file, name)))
            if not found:
                raise click.UsageError(f"no .tric file in the folder {file!r}")
            records.extend(os.path.join(file, name) for name in found)
        else:
            records.append(file)
    return records


def _not_the_input(file: str, out: str | None) -> None:
    """Refuse (exit 2, before anything is read or written) an output that is the very record
    being read: the ruling would replace the record. Only ``fmt`` rewrites a record."""
    if out in (None, "", "-") or file == "-":
        return
    try:
        same = os.path.samefile(file, out)  # type: ignore[arg-type]
    except (OSError, ValueError):           # no such output yet, or not a name at all
        return
    if same:
        raise CannotWrite(out, "it is the record being read")  # type: ignore[arg-type]


_EXTENSIONS = {"text": ".txt", "html": ".html", "json": ".json"}
_OUTCOMES = {EXIT_OK: "ok", EXIT_USAGE: "not read or not written (exit 2)",
             EXIT_INVALID: "invalid (exit 3)", EXIT_INTERNAL: "internal error (exit 4)"}


def _batch(records: list[str], make: Any, out: str | None, fmt: str) -> NoReturn:
    """Run ``make`` on each record in turn, as the one-record command would, and exit with
    the worst exit code of them (0 < 2 < 3 < 4), after a summary line on standard error.

    ``fmt`` ``json`` without ``-o`` writes JSON Lines (one ruling per line) on standard
    output; with ``-o DIR`` (an existing folder) each record's output goes to
    ``DIR/<name>.<txt|html|json>``, written as ``-o FILE`` writes. ``check`` prints what it
    prints for one record. A record's failure is reported as for one record (its diagnostics,
    or one line) and the next record is still done."""
    import json

    folder = None if out in (None, "-") else out
    if folder is not None and not os.path.isdir(folder):
        raise CannotWrite(folder, "with several records, -o names an existing folder")
    if folder is None and fmt in ("text", "html"):
        raise click.UsageError(f"several records in {fmt} are written with -o DIR, one file "
                               "per record (--format json writes JSON Lines)")
    targets: list[str] = []
    if folder is not None:
        for file in records:
            stem = "stdin" if file == "-" else os.path.splitext(os.path.basename(file))[0]
            targets.append(os.path.join(folder, stem + _EXTENSIONS[fmt]))
        twice = sorted({t for t in targets if targets.count(t) > 1})
        if twice:
            raise click.UsageError("two records would be written to the same file: "
                                   + ", ".join(twice))
    codes: list[int] = []
    for index, file in enumerate(records):
        try:
            content = make(file)
            if folder is not None:
                _not_the_input(file, targets[index])
                _write(targets[index], content)
            elif fmt == "json":
                line = json.dumps(json.loads(content), ensure_ascii=False,
                                  separators=(",", ":"))
                _write_stdout(line + "\n")
            codes.append(EXIT_OK)
        except CannotWrite as err:
            if folder is None:          # standard output is gone: so is every later record
                raise
            err.show()
            codes.append(err.exit_code)
        except click.ClickException as err:
            err.show()
            codes.append(err.exit_code)
        except BrokenPipeError:
            raise
        except Exception as err:        # a bug of ours, on this record: the others are done
            _report_internal(err, file)
            codes.append(EXIT_INTERNAL)
    counts = {code: codes.count(code) for code in sorted(set(codes))}
    said = ", ".join(f"{n} {_OUTCOMES.get(code, f'exit {code}')}" for code, n in counts.items())
    click.echo(f"arbiter: {len(records)} records: {said}", err=True)
    sys.exit(max(codes, default=EXIT_OK))


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
             epilog=EXIT_CODES)
@click.version_option(__version__, "-V", "--version", prog_name="arbiter")
def cli() -> None:
    """Reasoned rulings on disputed coups of trictrac (Guiton 1822, Lebrun 1828).

    \b
    Three kinds of record, each a text file (« arbiter new » writes one to fill in):
      a coup of trictrac     position, marque, relevé, trait, then the acts
      a coup of Jacquet      the same with [Jeu "jacquet"] (no marque nor relevé)
      a séance à écrire      « séance 8 marqués », then one line per marqué

    \b
    Record the coup in a .tric file, then:
      arbiter check coup.tric                 is the record well formed?
      arbiter rule coup.tric                  the ruling, as text, in French
      arbiter rule coup.tric --lang en        ... in English (laws quoted in French)
      arbiter rule coup.tric --format html -o ruling.html
      arbiter rule - --format json < coup.tric
      arbiter settle seance.tric              settle a séance of the partie à écrire
      arbiter laws --search "école"           find a law
      arbiter casebook run                    check every case of the casebook

    FILE may be - to read standard input.
    """


@cli.command(epilog=EXIT_CODES)
@FILES
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "html", "json"]),
              default="text", show_default=True, help="text for the terminal, html for a "
              "printable page with the board, json for tools (ruling.v1).")
@OUT_OR_FOLDER
@LANG
def rule(files: tuple[str, ...], fmt: str, out: str | None, lang: Lang) -> None:
    """Replay a recorded coup and give the ruling.

    A séance record of the partie à écrire is settled instead, as « arbiter settle » does.
    Several records (or a folder, for its .tric files) are ruled in one run: JSON Lines on
    standard output with --format json (one ruling per line), or one file per record in
    the folder -o DIR; a summary on standard error; the exit code is the worst of them.

    \b
    Examples:
      arbiter rule coup.tric
      arbiter rule coup.tric --format html -o ruling.html
      arbiter rule coup.tric --format json --lang en
      arbiter rule casebook/ --format json > rulings.jsonl
      arbiter rule a.tric b.tric --format html -o pages/
    """
    records = _records(files)
    if records is None:         # one record: its ruling, on standard output or in -o FILE
        _not_the_input(files[0], out)
        _write(out, _ruling(files[0], fmt, lang))
        return
    _batch(records, lambda file: _ruling(file, fmt, lang), out, fmt)


def _ruling(file: str, fmt: str, lang: Lang) -> str:
    """The ruling of the record ``file`` in ``fmt`` (a séance's settlement sheet)."""
    from arbiter.engine import decide
    from arbiter.render import render

    text, name = _read(file, lang)
    if _is_seance(text):        # a séance of the partie à écrire: its settlement
        return _settlement(text, name, file, fmt, lang)
    record = _parse(text, name, lang)
    return render(decide(record, source_text=text), fmt, lang)


@cli.command(epilog=EXIT_CODES)
@FILES
@LANG
def check(files: tuple[str, ...], lang: Lang) -> None:
    """Check a record without ruling on it.

    Reports every syntax and semantic problem at once. Several records (or a folder, for
    its .tric files) are checked in one run, with a summary on standard error; the exit
    code is the worst of them.

    \b
    Examples:
      arbiter check coup.tric
      arbiter check casebook/
    """
    records = _records(files)
    if records is None:
        _check(files[0], lang)
        return
    _batch(records, lambda file: _check(file, lang), None, "check")


def _check(file: str, lang: Lang) -> str:
    """Check the record ``file``: its warnings printed, « FILE : correct » on standard output;
    :class:`InvalidInput` with every diagnostic when it has an error."""
    from arbiter.notation import check as check_text

    text, name = _read(file, lang)
    seance = _is_seance(text)
    if seance:
        from arbiter.ecrire import check_seance as check_text  # type: ignore[assignment]
    record, diagnostics = check_text(text, source=name)
    if seance and record is not None:   # the coup files it names are part of what is checked
        from pathlib import Path

        from arbiter.ecrire.coups import read_coups

        base = Path(file).parent if file != "-" else Path.cwd()
        diagnostics = [*diagnostics, *read_coups(record, base, name)[1]]  # type: ignore[arg-type]
    errors = record is None or any(getattr(d, "severity", "error") == "error"
                                   for d in diagnostics)
    if errors:
        raise InvalidInput(diagnostics or [f"{name}: invalid record"], text, lang)
    _echo_diagnostics(diagnostics, text, lang)      # warnings only
    _write_stdout(f"{name}: ok\n" if lang == "en" else f"{name} : correct\n")
    return ""


@cli.command(epilog=EXIT_CODES)
@FILE
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "html", "json"]),
              default="text", show_default=True, help="text for the terminal, html for a "
              "printable sheet, json for tools (settlement.v1).")
@OUT
@LANG
def settle(file: str, fmt: str, out: str | None, lang: Lang) -> None:
    """Settle a séance of the partie à écrire: who pays whom.

    Each marqué paid by the body of law of the file, the postillon and the paris, the
    queue des jetons and the queue, jetons into fiches, with the law of each figure.
    Also values a partie en douze trous (« séance douze-trous »). A marqué line may name
    a coup file (relative to the séance file): it is ruled and its trous end the marqué.

    \b
    Examples:
      arbiter settle seance.tric
      arbiter settle seance.tric --format html -o seance.html
      arbiter settle seance.tric --format json --lang en
    """
    _not_the_input(file, out)
    text, name = _read(file, lang)
    if not _is_seance(text):
        raise InvalidInput([f"{name}:1:1: not a séance record (its first line after the "
                            "headers is « séance N marqués » or « séance douze-trous »); "
                            "a coup is ruled with « arbiter rule »"])
    _write(out, _settlement(text, name, file, fmt, lang))


def _is_seance(text: str) -> bool:
    from arbiter.record_kind import is_seance  # not arbiter.ecrire: a coup never needs it

    return is_seance(text)


def _settlement(text: str, name: str, file: str, fmt: str, lang: Lang) -> str:
    """The settlement sheet of a séance record; invalid input exits 3 with every diagnostic."""
    from pathlib import Path

    from arbiter.ecrire import parse_seance, settle
    from arbiter.ecrire.coups import read_coups
    from arbiter.ecrire.render import render_settlement
    from arbiter.laws import load_laws
    from arbiter.notation import NotationError

    try:
        record = parse_seance(text, source=name)
    except NotationError as err:
        raise InvalidInput(err.diagnostics, text, lang) from err
    base = Path(file).parent if file != "-" else Path.cwd()
    ends, problems = read_coups(record, base, name)
    if problems:                # a coup file named by the séance is missing or invalid
        raise InvalidInput(problems, text, lang)
    settlement = settle(record, ends, laws_sha256=load_laws().sha256)
    return render_settlement(settlement, fmt, lang)


@cli.command(epilog=EXIT_CODES)
@FILE
@OUT
def fmt(file: str, out: str | None) -> None:
    """Print a record in canonical form.

    Same meaning, one way of writing it.

    \b
    Examples:
      arbiter fmt coup.tric
      arbiter fmt coup.tric -o coup.tric      rewrite in place
    """
    from arbiter.notation import format_record

    text, name = _read(file)
    if _is_seance(text):
        from arbiter.ecrire import parse_seance
        from arbiter.ecrire.printer import format_seance
        from arbiter.notation import NotationError

        try:
            _write(out, _fits(format_seance(parse_seance(text, source=name)), name))
        except NotationError as err:
            raise InvalidInput(err.diagnostics, text, "fr") from err
        return
    _write(out, _fits(format_record(_parse(text, name, "fr")), name))


def _fits(content: str, name: str) -> str:
    """``content``, a record in canonical form, when ``check`` would read it: a record just
    under the bound can grow under ``fmt`` (indentation, spelled-out words), and ``fmt``
    never writes what ``check`` refuses (exit 3, nothing written)."""
    if len(content.encode("utf-8")) > MAX_INPUT_BYTES:
        kib = MAX_INPUT_BYTES // 1024
        raise InvalidInput([_whole_file(
            name, f"la forme canonique dépasserait {kib} Kio",
            f"the canonical form would be over {kib} KiB",
            "un relevé plus court", "a shorter record")])
    return content


@cli.command(epilog=EXIT_CODES)
@click.option("--jeu", "kind", type=click.Choice(["trictrac", "jacquet", "seance"]),
              default="trictrac", show_default=True,
              help="The kind of record: a coup of trictrac, a coup of Jacquet, or a séance "
                   "of the partie à écrire.")
@OUT
@click.option("--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True,
              help="Language of the comments (the notation's keywords are French).")
def new(kind: str, out: str | None, lang: Lang) -> None:
    """Write a commented record to fill in.

    Every part of the record is in its place with an example value and a comment saying
    what goes there; « arbiter check » accepts it as it stands, so replace the examples
    with what you saw and check again.

    \b
    Examples:
      arbiter new -o coup.tric
      arbiter new --jeu jacquet -o jacquet.tric
      arbiter new --jeu seance --lang en -o seance.tric
    """
    from arbiter.starter import starter

    if out not in (None, "-") and os.path.exists(out):
        raise click.BadParameter(f"{out} exists already: choose another name (a record is "
                                 "never overwritten by a blank one)", param_hint="-o")
    _write(out, starter(kind, lang))


@cli.command(epilog=EXIT_CODES)
@FILE
@OUT
@LANG
@click.option("--after", "after", type=click.IntRange(min=0), default=None, metavar="N",
              help="Draw the position after the first N acts of the record (0: before "
                   "any), as the arbiter replays them.")
def board(file: str, out: str | None, lang: Lang, after: int | None) -> None:
    """Draw the position of a record as SVG.

    The position is the one recorded, before the acts; with --after N, the position once
    the first N acts are replayed (the acts are counted from 1 in the « actes » section).

    \b
    Examples:
      arbiter board coup.tric -o board.svg
      arbiter board coup.tric --after 2 -o after-2.svg
    """
    from arbiter.render.svg import board_document, geometry_for

    _not_the_input(file, out)
    text, name = _read(file, lang)
    record = _parse(text, name, lang)
    position = record.position
    if after is not None:
        position = _position_after(record, after)
    _write(out, board_document(position, None, lang,
                               geometry_for(getattr(record, "headers", ()))))


def _position_after(record: CoupRecord, after: int) -> Any:
    """The board once the first ``after`` acts of ``record`` are replayed by the engine (the
    same replay a ruling makes, stopped there)."""
    from dataclasses import replace

    from arbiter.engine.decide import replay_for
    from arbiter.games import registry
    from arbiter.words import naming

    if after > len(record.acts):
        raise click.BadParameter(f"the record has {len(record.acts)} acts; N goes from 0 to "
                                 f"{len(record.acts)}", param_hint="--after")
    try:
        game = registry.get_game(registry.game_key(record))
    except KeyError as err:
        raise click.BadParameter("the record's game is unknown: only its recorded position "
                                 "can be drawn", param_hint="--after") from err
    replay = replay_for(replace(record, acts=record.acts[:after]), game)
    with naming(game.geometry.namer):
        replay.run()
    return replay.position


@cli.command(epilog=EXIT_CODES)
@click.argument("law_id", required=False)
@click.option("-s", "--search", "words", metavar="WORDS",
              help="Only laws whose heading, quote or summary hold these words.")
@click.option("-g", "--game", metavar="GAME",
              help="Only the laws of this game (trictrac, jacquet).")
@LANG
def laws(law_id: str | None, words: str | None, lang: Lang, game: str | None = None) -> None:
    """List the laws, or show one with its quote.

    One law is shown with its heading, its quote in French and its summary.

    \b
    Examples:
      arbiter laws
      arbiter laws --search "dame touchée"
      arbiter laws --game jacquet
      arbiter laws guiton-iii-fausse-ecole
    """
    from arbiter.laws import load_laws

    base = load_laws()
    sharing = _sharing_headings(base)
    if law_id:
        try:
            law = base.get(law_id)
        except KeyError:
            law = None
        if law is None:
            raise click.BadParameter(f"no law {law_id!r} (arbiter laws lists them)",
                                     param_hint="LAW_ID")
        click.echo(_law_long(law, lang, [x for x in sharing.get(_heading(law), ())
                                          if x != law.id]))
        return
    found = list(base.search(words)) if words else list(base)
    if game:
        found = [law for law in found if game.strip().lower() in law.games]
    for law in found:
        # two laws under one heading (« Fausse case ») are told apart by their first words
        shared = len(sharing.get(_heading(law), ())) > 1
        click.echo(f"{law.id}\t{_heading(law)}" + (f" — « {_opening(law.quote)} »"
                                                     if shared else ""))
    if words and not found:
        click.echo("no law matches" if lang == "en" else "aucune loi ne correspond", err=True)


def _heading(law: Any) -> str:
    parts = [p for p in (law.source, getattr(law, "chapter", ""), ) if p]
    return f"{', '.join(str(p) for p in parts)}, « {law.article} »"


def _sharing_headings(base: Any) -> dict[str, list[str]]:
    """Heading as listed -> the ids of the laws printed under it (most have one; a paragraph
    without a heading of its own shares the heading of the article it closes)."""
    out: dict[str, list[str]] = {}
    for law in base:
        out.setdefault(_heading(law), []).append(law.id)
    return out


def _opening(quote: str, words: int = 8) -> str:
    """The first words of a quote: enough to tell two laws under one heading apart."""
    parts = quote.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _law_long(law: Any, lang: Lang, same_heading: list[str] | None = None) -> str:
    from arbiter.render.templating import wrap

    summary = law.summary.get(lang) if hasattr(law.summary, "get") else str(law.summary)
    lines = [law.id, wrap(_heading(law)), "", wrap(f"« {law.quote} »", 3), "",
             wrap(summary, 3)]
    if same_heading:
        said = "same heading as:" if lang == "en" else "même titre que :"
        lines += ["", wrap(f"{said} {', '.join(same_heading)}", 3)]
    use = getattr(law, "use", None)
    if use:
        said = _LAW_USE.get(use, {}).get(lang, use)
        reason = getattr(law, "use_reason", None)
        if reason and lang == "en":
            said += " " + (reason.get(lang) if hasattr(reason, "get") else str(reason))
        lines += ["", wrap(said, 3)]
    return "\n".join(lines)


# What the law base's ``use`` means, in the words a referee reads (never the code word).
_LAW_USE = {
    "applied": {"fr": "L'arbitre décide avec cette loi.",
                "en": "The arbiter decides with this law."},
    "advisory": {"fr": "Précepte sans sanction : l'arbitre le cite quand il y a lieu.",
                 "en": "A precept without penalty: the arbiter cites it where it bears."},
    "not-decidable": {"fr": "L'arbitre ne peut en décider seul : elle demande des faits "
                            "qu'un relevé ne porte pas.",
                      "en": "The arbiter cannot decide with it alone: it needs facts a "
                            "record does not carry."},
    "not-yet-applied": {"fr": "L'arbitre ne l'applique pas encore.",
                        "en": "The arbiter does not apply it yet."},
}


@cli.group(epilog=EXIT_CODES)
def casebook() -> None:
    """Cases with the ruling each must produce.

    \b
    Examples:
      arbiter casebook list
      arbiter casebook show contract-02-ecole-par-moins
      arbiter casebook run
    """


@casebook.command("list")
@click.argument("words", nargs=-1)
def casebook_list(words: tuple[str, ...]) -> None:
    """List the cases: id and what each is about.

    With WORDS, only the cases whose id, title or record holds every one of them (accents
    and capitals aside).

    \b
    Examples:
      arbiter casebook list
      arbiter casebook list postillon
      arbiter casebook list école trop
    """
    from arbiter.words import fold

    wanted = [fold(w) for w in words]
    for case, _ in _all_cases():
        if wanted:
            haystack = fold(f"{case.id} {case.title} "
                            f"{case.tric.read_text(encoding='utf-8')}")
            if not all(w in haystack for w in wanted):
                continue
        click.echo(f"{case.id}\t{case.title}")


def _all_cases() -> list[tuple[Any, Any]]:
    """Every case of the casebook with the function that checks it: the recorded coups, then
    the séances of the partie à écrire (``casebook/ecrire/``), ruled and settled alike."""
    from arbiter.cases import check_case, list_cases
    from arbiter.ecrire.cases import check_seance_case, list_seance_cases

    return [*((c, check_case) for c in list_cases()),
            *((c, check_seance_case) for c in list_seance_cases())]


@casebook.command("show")
@click.argument("case_id")
@LANG
def casebook_show(case_id: str, lang: Lang) -> None:
    """Print a case: its record, what its ruling must contain, and the ruling itself (the
    settlement, for a séance)."""
    case = next((c for c, _ in _all_cases() if c.id == case_id), None)
    if case is None:
        raise click.BadParameter(f"no case {case_id!r} (arbiter casebook list)",
                                 param_hint="CASE_ID")
    text = case.tric.read_text(encoding="utf-8")
    click.echo(f"# {case.tric}")
    click.echo(text.rstrip("\n"))
    click.echo(f"\n# {case.expected}")
    click.echo(case.expected.read_text(encoding="utf-8").rstrip("\n"))
    click.echo("\n# " + ("the ruling" if lang == "en" else "la décision") + "\n")
    try:
        if _is_seance(text):
            ruled = _settlement(text, str(case.tric), str(case.tric), "text", lang)
        else:
            from arbiter.engine import decide
            from arbiter.render import render

            ruled = render(decide(_parse(text, str(case.tric), lang), source_text=text),
                           "text", lang)
    except InvalidInput as err:     # a case being written: show why it cannot be ruled yet
        err.show()
        return
    click.echo(ruled.rstrip("\n"))


@casebook.command("run")
@click.argument("case_ids", nargs=-1)
def casebook_run(case_ids: tuple[str, ...]) -> None:
    """Rule every case (or those named) and compare with what it must contain.

    The séances of the partie à écrire are settled and compared alike.
    Exit code 1 when any case fails.
    """
    cases = [(c, check) for c, check in _all_cases() if not case_ids or c.id in case_ids]
    unknown = set(case_ids) - {c.id for c, _ in cases}
    if unknown:
        raise click.BadParameter(f"no case {', '.join(sorted(unknown))}",
                                 param_hint="CASE_IDS")
    failed = 0
    for case, check in cases:
        problems = check(case)
        click.echo(f"{'FAIL' if problems else 'ok  '} {case.id}")
        for problem in problems:
            click.echo(f"     {problem}")
        failed += bool(problems)
    click.echo(f"{len(cases) - failed} passed, {failed} failed")
    if failed:
        sys.exit(EXIT_CASES_FAILED)


# -- the recorder: a page to record a coup by pointing, and the server behind it ----------------
HOST = click.option("--host", default="127.0.0.1", show_default=True,
                    help="Address to listen on (keep the default: only this machine).")
PORT = click.option("--port", type=click.IntRange(0, 65535), default=8023, show_default=True,
                    help="Port to listen on (0: any free port).")


def _serve(host: str, port: int, initial: str, name: str, browser: bool) -> None:
    """Serve the recorder until interrupted; print its address (and open it if asked)."""
    from arbiter.serve import start

    try:
        server, thread = start(host, port, initial, name)
    except OSError as err:
        raise click.UsageError(f"cannot listen on {host}:{port}: {err.strerror or err}") from err
    click.echo(f"arbiter: the recorder is at {server.url} (Ctrl-C stops it)")
    sys.stdout.flush()
    if browser:
        import webbrowser

        webbrowser.open(server.url)
    try:
        while thread.is_alive():
            thread.join(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        server.server_close()


@cli.command(epilog=EXIT_CODES)
@click.argument("file", required=False,
                type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@HOST
@PORT
@click.option("--no-browser", is_flag=True, help="Print the address; do not open a browser.")
def record(file: str | None, host: str, port: int, no_browser: bool) -> None:
    """Record a coup by pointing at the board, in the browser.

    Starts the server (as « arbiter serve ») and opens the recorder page, with FILE
    in it if given. The page works offline; Save downloads the record.

    \b
    Examples:
      arbiter record
      arbiter record coup.tric --no-browser
    """
    text, name = _read(file) if file else ("", "")
    _serve(host, port, text, os.path.basename(name) if file and file != "-" else "",
           not no_browser)


@cli.command(epilog=EXIT_CODES)
@HOST
@PORT
def serve(host: str, port: int) -> None:
    """Serve the recorder page and the arbiter to this machine's browser.

    \b
    GET  /                      the recorder page
    POST /check[?lang=en]       the record's diagnostics (JSON)
    POST /rule[?lang=en]        the ruling as HTML; ?format=json gives ruling.v1
    Bodies over 64 KiB are refused (413), requests from other sites too (403).

    \b
    Example:
      arbiter serve --port 8023
    """
    _serve(host, port, "", "", False)


def _internal_error(err: BaseException) -> NoReturn:
    _report_internal(err)
    sys.exit(EXIT_INTERNAL)


def _report_internal(err: BaseException, file: str = "") -> None:
    """One line on standard error for a bug of ours (the traceback with ARBITER_DEBUG=1)."""
    if os.environ.get("ARBITER_DEBUG") == "1":
        import traceback

        traceback.print_exception(err)
    else:
        message = " ".join(str(err).split()) or type(err).__name__
        where = f" on {file}" if file else ""
        click.echo(f"arbiter: internal error{where}: {type(err).__name__}: {message[:300]} "
                   "(ARBITER_DEBUG=1 shows the traceback)", err=True)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: click handles usage errors and exits; anything else that escapes
    a command is a bug of ours, reported in one line with exit code 4.

    The collector of reference cycles runs rarely: a run is short and its input bounded
    (:data:`MAX_INPUT_BYTES`), and with the default thresholds it ran dozens of times over the
    objects of the imports alone, a tenth of a ruling's time."""
    import gc

    gc.set_threshold(50_000, 20, 100)
    try:
        cli.main(args=argv, prog_name="arbiter")
    except SystemExit:
        raise
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG):
            _silence_stdout()
            click.echo(f"arbiter: cannot write: {err.strerror}", err=True)
            sys.exit(EXIT_USAGE)
        _internal_error(err)
    except Exception as err:
        _internal_error(err)


if __name__ == "__main__":
    main()
