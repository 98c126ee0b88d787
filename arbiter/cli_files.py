"""Files and exit codes of the ``arbiter`` command: what it reads, what it writes, how it
fails.

The command (:mod:`arbiter.cli`) is the only part of the arbiter that touches files and sets
exit codes, and this module is how it does so: a record read whole (standard input, a size
limit, UTF-8 with its first bad byte located), a ruling written atomically or not at all, a
batch of records each done as one would be, and the one line a bug of ours prints. Like the
command, it imports only click at the top.

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
        echo_diagnostics(self.diagnostics, self.text, self.lang)


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


def read_record(file: str, lang: Lang = "fr") -> tuple[str, str]:
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
        raise InvalidInput([whole_file(
            name, f"fichier trop long (plus de {MAX_INPUT_BYTES // 1024} Kio)",
            f"file too long (over {MAX_INPUT_BYTES // 1024} KiB)",
            "un coup tient en quelques kilo-octets", "a coup fits in a few kilobytes")],
            "", lang)
    data = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return data.decode("utf-8"), name
    except UnicodeDecodeError as err:
        raise _not_utf8(data, err, name, lang) from err


def whole_file(name: str, fr: str, en: str, expected_fr: str, expected_en: str) -> Any:
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


def echo_diagnostics(diagnostics: Any, text: str, lang: Lang) -> None:
    """Render and print each diagnostic in turn: no list of rendered text is ever built."""
    for diagnostic in diagnostics:
        block = diagnostic.render(text, lang) if hasattr(diagnostic, "render") \
            else str(diagnostic)
        click.echo(block.rstrip("\n"), err=True)


def parse_record(text: str, name: str, lang: Lang) -> CoupRecord:
    from arbiter.notation import NotationError, parse

    try:
        return parse(text, source=name)
    except NotationError as err:
        raise InvalidInput(err.diagnostics, text, lang) from err


def write(out: str | None, content: str) -> None:
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
        write_stdout(content)
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


def write_stdout(content: str) -> None:
    """Print ``content``; a closed or failing standard output is :class:`CannotWrite`."""
    if sys.stdout is None:
        raise CannotWrite("standard output", "it is closed")
    try:
        click.echo(content, nl=False)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as err:
        silence_stdout()
        raise CannotWrite("standard output", err) from err


def silence_stdout() -> None:
    """Point standard output at /dev/null so that Python's own flush at exit cannot fail
    again on what is left in its buffer."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def records_named(files: tuple[str, ...]) -> list[str] | None:
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


def not_the_input(file: str, out: str | None) -> None:
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


def batch(records: list[str], make: Any, out: str | None, fmt: str) -> NoReturn:
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
                not_the_input(file, targets[index])
                write(targets[index], content)
            elif fmt == "json":
                line = json.dumps(json.loads(content), ensure_ascii=False,
                                  separators=(",", ":"))
                write_stdout(line + "\n")
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
            report_internal(err, file)
            codes.append(EXIT_INTERNAL)
    counts = {code: codes.count(code) for code in sorted(set(codes))}
    said = ", ".join(f"{n} {_OUTCOMES.get(code, f'exit {code}')}" for code, n in counts.items())
    click.echo(f"arbiter: {len(records)} records: {said}", err=True)
    sys.exit(max(codes, default=EXIT_OK))


def internal_error(err: BaseException) -> NoReturn:
    report_internal(err)
    sys.exit(EXIT_INTERNAL)


def report_internal(err: BaseException, file: str = "") -> None:
    """One line on standard error for a bug of ours (the traceback with ARBITER_DEBUG=1)."""
    if os.environ.get("ARBITER_DEBUG") == "1":
        import traceback

        traceback.print_exception(err)
    else:
        message = " ".join(str(err).split()) or type(err).__name__
        where = f" on {file}" if file else ""
        click.echo(f"arbiter: internal error{where}: {type(err).__name__}: {message[:300]} "
                   "(ARBITER_DEBUG=1 shows the traceback)", err=True)


def is_seance_text(text: str) -> bool:
    """Whether a record is a séance of the partie à écrire rather than a coup."""
    from arbiter.record_kind import is_seance  # not arbiter.ecrire: a coup never needs it

    return is_seance(text)


def settlement_sheet(text: str, name: str, file: str, fmt: str, lang: Lang) -> str:
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
