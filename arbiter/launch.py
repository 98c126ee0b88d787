"""The ``arbiter`` command's entry point: the plain ruling of a coup, without click.

``arbiter rule COUP.tric [--format F] [--lang L]`` printed on standard output is what a referee
at the table and the scripts run most, and importing click (with the parts of the standard
library it brings) was an eighth of that whole process. :func:`main` recognises exactly that
command line, with values click would accept, and gives the ruling through the very functions
the ``rule`` command calls (:mod:`arbiter.cli`), written as ``click.echo`` writes it.

Everything else goes to :func:`arbiter.cli.main`, which handles it all from the start: another
command or option, ``--help``, standard input (``-``), ``-o``, an option given twice, a séance,
a file that cannot be read or is not a valid record (its diagnostics and exit code are the
click command's), a ruling the engine fails on, an output that is not a UTF-8 text stream or a
ruling holding an escape character (click would strip colour codes from it). Giving up costs
nothing but the time spent: nothing has been written then.
"""

from __future__ import annotations

import os
import sys

from arbiter.limits import MAX_INPUT_BYTES  # a longer file is left to the command line

FORMATS = ("text", "html", "json")
LANGS = ("fr", "en")
_OPTIONS = {"-f": "format", "--format": "format", "--lang": "lang"}


def plain_rule(args: list[str]) -> tuple[str, str, str] | None:
    """(file, format, lang) when ``args`` is ``rule FILE`` with at most one ``--format``/``-f``
    and one ``--lang``, each with a value click accepts, given as ``--name value`` or
    ``--name=value``; None for any other command line."""
    if not args or args[0] != "rule":
        return None
    file: str | None = None
    chosen: dict[str, str] = {}
    rest = args[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        if not arg.startswith("-"):
            if file is not None:
                return None
            file = arg
            i += 1
            continue
        if arg.startswith("--") and "=" in arg:
            name, value = arg.split("=", 1)
            i += 1
        elif arg in _OPTIONS and i + 1 < len(rest):
            name, value = arg, rest[i + 1]
            i += 2
        else:               # -, --, -h, -o, -fjson, an unknown option: click's to read
            return None
        key = _OPTIONS.get(name)
        if key is None or key in chosen:
            return None
        chosen[key] = value
    fmt, lang = chosen.get("format", "text"), chosen.get("lang", "fr")
    if file is None or fmt not in FORMATS or lang not in LANGS:
        return None
    return file, fmt, lang


def _plain_stdout() -> bool:
    """Whether standard output is a UTF-8 text stream, the one ``click.echo`` writes to as it
    is (click wraps any other, or writes nowhere when there is none)."""
    import io

    out = sys.stdout
    if not isinstance(out, io.TextIOWrapper):
        return False
    import codecs

    try:
        return codecs.lookup(out.encoding or "ascii").name == "utf-8"
    except LookupError:
        return False


def ruling(file: str, fmt: str, lang: str) -> str | None:
    """The ruling of the coup in ``file`` as the ``rule`` command renders it, or None where the
    command line must answer instead (see the module's docstring)."""
    import stat

    try:
        if not stat.S_ISREG(os.stat(file).st_mode):
            return None     # a pipe or a device (/dev/stdin) cannot be read twice
        with open(file, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_INPUT_BYTES:
        return None
    try:
        text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
    except UnicodeDecodeError:
        return None
    from arbiter.record_kind import is_seance

    if is_seance(text):
        return None
    from arbiter.engine import decide
    from arbiter.notation import NotationError, parse
    from arbiter.render import render

    try:
        record = parse(text, source=file)
    except NotationError:   # the command line prints the diagnostics
        return None
    try:
        content = render(decide(record, source_text=text), fmt, lang)  # type: ignore[arg-type]
    except Exception:       # the command line reports it as the internal error it is
        return None
    return None if "\x1b" in content else content


def _print(content: str, leave: bool = False) -> None:
    """Write ``content`` as ``arbiter.cli`` does (``click.echo``, then a flush) and exit as
    click's ``main`` does on success, a broken pipe or another write error.

    With ``leave`` (the console script), success ends the process at once: everything is
    written and flushed, the caches saved, and the interpreter's teardown (freeing every
    module and object one by one) would only add a tenth of the run to what the referee
    waits for."""
    try:
        sys.stdout.write(content)
        sys.stdout.flush()
        if leave:
            sys.stderr.flush()
            os._exit(0)
    except OSError as err:
        import errno

        if err.errno == errno.EPIPE:
            from click.utils import _PacifyFlushWrapper

            sys.stdout = _PacifyFlushWrapper(sys.stdout)  # type: ignore[assignment]
            sys.stderr = _PacifyFlushWrapper(sys.stderr)  # type: ignore[assignment]
            sys.exit(1)
        from arbiter import cli

        cli._silence_stdout()
        error = cli.CannotWrite("standard output", err)
        error.show()
        sys.exit(error.exit_code)
    sys.exit(0)


def _aborted() -> None:
    """What click's ``main`` prints and exits with when the user interrupts a command."""
    from gettext import gettext

    import click

    click.echo(file=sys.stderr)
    click.echo(gettext("Aborted!"), file=sys.stderr)
    sys.exit(1)


def console() -> None:
    """The ``arbiter`` console script: :func:`main`, leaving at once after a plain ruling."""
    main(leave=True)


def main(argv: list[str] | None = None, *, leave: bool = False) -> None:
    """Entry point: the plain ruling here, anything else by :func:`arbiter.cli.main`.

    Shell completion (``_ARBITER_COMPLETE``) is click's, so it goes there too. ``leave``
    ends the process without the interpreter's teardown once a plain ruling is written (for
    the console script; a program that calls this gets :class:`SystemExit` as from click)."""
    args = sys.argv[1:] if argv is None else list(argv)
    plain = None if os.environ.get("_ARBITER_COMPLETE") else plain_rule(args)
    if plain is not None and _plain_stdout():
        import gc

        from arbiter import codecache

        gc.set_threshold(50_000, 20, 100)       # as arbiter.cli.main, for the same reason
        codecache.install()
        try:
            content = ruling(*plain)
        except KeyboardInterrupt:
            _aborted()
        finally:
            codecache.save()
        if content is not None:
            _print(content, leave)
    from arbiter.cli import main as command_line

    command_line(argv)
