"""The ``arbiter`` command: its sub-commands, their options and their help.

With :mod:`arbiter.cli_files` (how it reads records, writes rulings and fails), this is the
only place that reads files, writes files and sets exit codes. Start-up matters (a referee
runs it at the table, scripts run it per case), so this module imports only click at the top;
the parser, the engine, the law base and Jinja2 are imported inside the commands that need
them. The exit codes are listed in :data:`EXIT_CODES` and docs/CLI.md.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import TYPE_CHECKING, Any

import click

from arbiter import __version__
from arbiter.cli_files import (
    EXIT_CASES_FAILED,
    EXIT_CODES,
    EXIT_USAGE,
    InvalidInput,
    batch,
    echo_diagnostics,
    internal_error,
    not_the_input,
    parse_record,
    read_record,
    records_named,
    silence_stdout,
    whole_file,
    write,
    write_stdout,
)
from arbiter.limits import MAX_INPUT_BYTES

if TYPE_CHECKING:
    from arbiter.i18n import Lang
    from arbiter.notation.record import CoupRecord

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
    if _is_seance(text):        # a séance of the partie à écrire: its settlement
        return _settlement(text, name, file, fmt, lang)
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
    if not _is_seance(text):
        raise InvalidInput([f"{name}:1:1: not a séance record (its first line after the "
                            "headers is « séance N marqués » or « séance douze-trous »); "
                            "a coup is ruled with « arbiter rule »"])
    write(out, _settlement(text, name, file, fmt, lang))


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

    text, name = read_record(file)
    if _is_seance(text):
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

            ruled = render(decide(parse_record(text, str(case.tric), lang), source_text=text),
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
