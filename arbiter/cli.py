"""The ``arbiter`` command: its sub-commands, their options and their help.

With :mod:`arbiter.cli_files` (how it reads records, writes rulings and fails),
:mod:`arbiter.cli_library` (the commands that read the law base and the casebook) and
:mod:`arbiter.cli_options` (the options they share), this is the only place that reads files,
writes files and sets exit codes. Start-up matters (a referee runs it at the table, scripts run
it per case), so this module imports only click at the top; the parser, the engine, the law
base and Jinja2 are imported inside the commands that need them. The exit codes are listed in
:data:`EXIT_CODES` and docs/CLI.md.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import TYPE_CHECKING, Any

import click

from arbiter import __version__
from arbiter.cli_files import (
    EXIT_CODES,
    EXIT_USAGE,
    InvalidInput,
    batch,
    echo_diagnostics,
    internal_error,
    is_seance_text,
    not_the_input,
    parse_record,
    read_record,
    records_named,
    settlement_sheet,
    silence_stdout,
    whole_file,
    write,
    write_stdout,
)
from arbiter.cli_library import casebook, laws
from arbiter.cli_options import FILE, FILES, LANG, OUT, OUT_OR_FOLDER
from arbiter.limits import MAX_INPUT_BYTES

if TYPE_CHECKING:
    from arbiter.i18n import Lang
    from arbiter.notation.record import CoupRecord



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
    records = records_named(files)
    if records is None:         # one record: its ruling, on standard output or in -o FILE
        not_the_input(files[0], out)
        write(out, _ruling(files[0], fmt, lang))
        return
    batch(records, lambda file: _ruling(file, fmt, lang), out, fmt)


def _ruling(file: str, fmt: str, lang: Lang) -> str:
    """The ruling of the record ``file`` in ``fmt`` (a séance's settlement sheet)."""
    from arbiter.engine import decide
    from arbiter.render import render

    text, name = read_record(file, lang)
    if is_seance_text(text):        # a séance of the partie à écrire: its settlement
        return settlement_sheet(text, name, file, fmt, lang)
    record = parse_record(text, name, lang)
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
    records = records_named(files)
    if records is None:
        _check(files[0], lang)
        return
    batch(records, lambda file: _check(file, lang), None, "check")


def _check(file: str, lang: Lang) -> str:
    """Check the record ``file``: its warnings printed, « FILE : correct » on standard output;
    :class:`InvalidInput` with every diagnostic when it has an error."""
    from arbiter.notation import check as check_text

    text, name = read_record(file, lang)
    seance = is_seance_text(text)
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
    echo_diagnostics(diagnostics, text, lang)      # warnings only
    write_stdout(f"{name}: ok\n" if lang == "en" else f"{name} : correct\n")
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
    not_the_input(file, out)
    text, name = read_record(file, lang)
    if not is_seance_text(text):
        raise InvalidInput([f"{name}:1:1: not a séance record (its first line after the "
                            "headers is « séance N marqués » or « séance douze-trous »); "
                            "a coup is ruled with « arbiter rule »"])
    write(out, settlement_sheet(text, name, file, fmt, lang))




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

    text, name = read_record(file)
    if is_seance_text(text):
        from arbiter.ecrire import parse_seance
        from arbiter.ecrire.printer import format_seance
        from arbiter.notation import NotationError

        try:
            write(out, _fits(format_seance(parse_seance(text, source=name)), name))
        except NotationError as err:
            raise InvalidInput(err.diagnostics, text, "fr") from err
        return
    write(out, _fits(format_record(parse_record(text, name, "fr")), name))


def _fits(content: str, name: str) -> str:
    """``content``, a record in canonical form, when ``check`` would read it: a record just
    under the bound can grow under ``fmt`` (indentation, spelled-out words), and ``fmt``
    never writes what ``check`` refuses (exit 3, nothing written)."""
    if len(content.encode("utf-8")) > MAX_INPUT_BYTES:
        kib = MAX_INPUT_BYTES // 1024
        raise InvalidInput([whole_file(
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
    write(out, starter(kind, lang))


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

    not_the_input(file, out)
    text, name = read_record(file, lang)
    record = parse_record(text, name, lang)
    position = record.position
    if after is not None:
        position = _position_after(record, after)
    write(out, board_document(position, None, lang,
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
    text, name = read_record(file) if file else ("", "")
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


cli.add_command(laws)
cli.add_command(casebook)


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
            silence_stdout()
            click.echo(f"arbiter: cannot write: {err.strerror}", err=True)
            sys.exit(EXIT_USAGE)
        internal_error(err)
    except Exception as err:
        internal_error(err)


if __name__ == "__main__":
    main()
