"""The ``arbiter`` command: the only place that reads files, writes files and sets exit codes.

Start-up matters (a referee runs it at the table, scripts run it per case), so this module
imports only click at the top; the parser, the engine, the law base and Jinja2 are imported
inside the commands that need them.

Exit codes: 0 success; 1 casebook run with failures; 2 usage (click's own); 3 invalid input
(every diagnostic on stderr, nothing written); 4 internal error (one line on stderr; the
traceback only with ARBITER_DEBUG=1).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from arbiter import __version__

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
  2  usage error (unknown option, missing file…)
  3  invalid input: every diagnostic printed as file:line:col, nothing written
  4  internal error (ARBITER_DEBUG=1 shows the traceback)"""


class InvalidInput(click.ClickException):
    """The input cannot be ruled on: each diagnostic is already rendered with its source line
    and caret, so :meth:`show` prints them as they are."""

    exit_code = EXIT_INVALID

    def __init__(self, rendered: list[str]) -> None:
        super().__init__("\n".join(rendered))
        self.rendered = rendered

    def show(self, file: Any = None) -> None:
        for block in self.rendered:
            click.echo(block.rstrip("\n"), err=True)


FILE = click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
LANG = click.option("--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True,
                    help="Language of the ruling (the laws are always quoted in French).")
OUT = click.option("-o", "--output", "out", type=click.Path(dir_okay=False, allow_dash=True),
                   default=None, help="Write here (atomically, only on success) instead of "
                                      "standard output.")


def _read(file: str) -> tuple[str, str]:
    """(text, name to show in diagnostics). ``-`` reads standard input."""
    if file == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        data = Path(file).read_bytes()
        name = file
    try:
        return data.decode("utf-8").removeprefix("\ufeff"), name
    except UnicodeDecodeError as err:
        raise InvalidInput([f"{name}:1:{err.start + 1}: not UTF-8 text ({err.reason})"]) \
            from err


def _diagnostics(diagnostics: Any, text: str, lang: Lang) -> list[str]:
    return [d.render(text, lang) if hasattr(d, "render") else str(d) for d in diagnostics]


def _parse(text: str, name: str, lang: Lang) -> CoupRecord:
    from arbiter.notation import NotationError, parse

    try:
        return parse(text, source=name)
    except NotationError as err:
        raise InvalidInput(_diagnostics(err.diagnostics, text, lang)) from err


def _write(out: str | None, content: str) -> None:
    """Standard output, or ``out`` replaced atomically: a reader never sees half a ruling and
    a failed run leaves the previous file as it was."""
    if out is None or out == "-":
        click.echo(content, nl=False)
        return
    import tempfile

    target = Path(out)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as err:
        raise click.BadParameter(f"cannot write {out}: {err.strerror}",
                                 param_hint="'-o'") from err
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(content)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
             epilog=EXIT_CODES)
@click.version_option(__version__, "-V", "--version", prog_name="arbiter")
def cli() -> None:
    """Reasoned rulings on disputed coups of trictrac (Guiton 1822, Lebrun 1828).

    \b
    Record the coup in a .tric file, then:
      arbiter check coup.tric                 is the record well formed?
      arbiter rule coup.tric                  the ruling, as text, in French
      arbiter rule coup.tric --lang en        ... in English (laws quoted in French)
      arbiter rule coup.tric --format html -o ruling.html
      arbiter rule - --format json < coup.tric
      arbiter laws --search "école"           find a law
      arbiter casebook run                    check every case of the casebook

    FILE may be - to read standard input.
    """


@cli.command(epilog=EXIT_CODES)
@FILE
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "html", "json"]),
              default="text", show_default=True, help="text for the terminal, html for a "
              "printable page with the board, json for tools (ruling.v1).")
@OUT
@LANG
def rule(file: str, fmt: str, out: str | None, lang: Lang) -> None:
    """Replay a recorded coup and give the ruling.

    \b
    Examples:
      arbiter rule coup.tric
      arbiter rule coup.tric --format html -o ruling.html
      arbiter rule coup.tric --format json --lang en
    """
    from arbiter.engine import decide
    from arbiter.render import render

    text, name = _read(file)
    record = _parse(text, name, lang)
    ruling = decide(record, source_text=text)
    _write(out, render(ruling, fmt, lang))


@cli.command(epilog=EXIT_CODES)
@FILE
@LANG
def check(file: str, lang: Lang) -> None:
    """Check a record without ruling on it.

    Reports every syntax and semantic problem at once.

    \b
    Example:
      arbiter check coup.tric
    """
    from arbiter.notation import check as check_text

    text, name = _read(file)
    record, diagnostics = check_text(text, source=name)
    rendered = _diagnostics(diagnostics, text, lang)
    errors = record is None or any(getattr(d, "severity", "error") == "error"
                                   for d in diagnostics)
    if errors:
        raise InvalidInput(rendered or [f"{name}: invalid record"])
    for block in rendered:       # warnings only
        click.echo(block.rstrip("\n"), err=True)
    click.echo(f"{name}: ok" if lang == "en" else f"{name} : correct")


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
    _write(out, format_record(_parse(text, name, "fr")))


@cli.command(epilog=EXIT_CODES)
@FILE
@OUT
@LANG
def board(file: str, out: str | None, lang: Lang) -> None:
    """Draw the position of a record as SVG.

    The position is the one recorded, before the acts.

    \b
    Example:
      arbiter board coup.tric -o board.svg
    """
    from arbiter.render.svg import board_document, geometry_for

    text, name = _read(file)
    record = _parse(text, name, lang)
    _write(out, board_document(record.position, None, lang,
                               geometry_for(getattr(record, "headers", ()))))


@cli.command(epilog=EXIT_CODES)
@click.argument("law_id", required=False)
@click.option("-s", "--search", "words", metavar="WORDS",
              help="Only laws whose heading, quote or summary hold these words.")
@LANG
def laws(law_id: str | None, words: str | None, lang: Lang) -> None:
    """List the laws, or show one with its quote.

    One law is shown with its heading, its quote in French and its summary.

    \b
    Examples:
      arbiter laws
      arbiter laws --search "dame touchée"
      arbiter laws guiton-iii-fausse-ecole
    """
    from arbiter.laws import load_laws

    base = load_laws()
    if law_id:
        try:
            law = base.get(law_id)
        except KeyError:
            law = None
        if law is None:
            raise click.BadParameter(f"no law {law_id!r} (arbiter laws lists them)",
                                     param_hint="LAW_ID")
        click.echo(_law_long(law, lang))
        return
    found = list(base.search(words)) if words else list(base)
    for law in found:
        click.echo(f"{law.id}\t{_heading(law)}")
    if words and not found:
        click.echo("no law matches" if lang == "en" else "aucune loi ne correspond", err=True)


def _heading(law: Any) -> str:
    parts = [p for p in (law.source, getattr(law, "chapter", ""), ) if p]
    return f"{', '.join(str(p) for p in parts)}, « {law.article} »"


def _law_long(law: Any, lang: Lang) -> str:
    from arbiter.render.templating import wrap

    summary = law.summary.get(lang) if hasattr(law.summary, "get") else str(law.summary)
    lines = [law.id, wrap(_heading(law)), "", wrap(f"« {law.quote} »", 3), "",
             wrap(summary, 3)]
    use = getattr(law, "use", None)
    if use:
        lines += ["", wrap(f"{'use' if lang == 'en' else 'usage'}: {use}", 3)]
    return "\n".join(lines)


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
def casebook_list() -> None:
    """List the cases: id and what each is about."""
    from arbiter.cases import list_cases

    for case in list_cases():
        click.echo(f"{case.id}\t{case.title}")


@casebook.command("show")
@click.argument("case_id")
def casebook_show(case_id: str) -> None:
    """Print a case: its record and what its ruling must contain."""
    from arbiter.cases import find_case

    case = find_case(case_id)
    if case is None:
        raise click.BadParameter(f"no case {case_id!r} (arbiter casebook list)",
                                 param_hint="CASE_ID")
    click.echo(f"# {case.tric}")
    click.echo(case.tric.read_text(encoding="utf-8").rstrip("\n"))
    click.echo(f"\n# {case.expected}")
    click.echo(case.expected.read_text(encoding="utf-8").rstrip("\n"))


@casebook.command("run")
@click.argument("case_ids", nargs=-1)
def casebook_run(case_ids: tuple[str, ...]) -> None:
    """Rule every case (or those named) and compare with what it must contain.

    Exit code 1 when any case fails.
    """
    from arbiter.cases import check_case, list_cases

    cases = [c for c in list_cases() if not case_ids or c.id in case_ids]
    unknown = set(case_ids) - {c.id for c in cases}
    if unknown:
        raise click.BadParameter(f"no case {', '.join(sorted(unknown))}",
                                 param_hint="CASE_IDS")
    failed = 0
    for case in cases:
        problems = check_case(case)
        click.echo(f"{'FAIL' if problems else 'ok  '} {case.id}")
        for problem in problems:
            click.echo(f"     {problem}")
        failed += bool(problems)
    click.echo(f"{len(cases) - failed} passed, {failed} failed")
    if failed:
        sys.exit(EXIT_CASES_FAILED)


def _internal_error(err: BaseException) -> NoReturn:
    if os.environ.get("ARBITER_DEBUG") == "1":
        import traceback

        traceback.print_exception(err)
    else:
        message = " ".join(str(err).split()) or type(err).__name__
        click.echo(f"arbiter: internal error: {type(err).__name__}: {message[:300]} "
                   "(ARBITER_DEBUG=1 shows the traceback)", err=True)
    sys.exit(EXIT_INTERNAL)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: click handles usage errors and exits; anything else that escapes
    a command is a bug of ours, reported in one line with exit code 4."""
    try:
        cli.main(args=argv, prog_name="arbiter")
    except SystemExit:
        raise
    except Exception as err:
        _internal_error(err)


if __name__ == "__main__":
    main()
