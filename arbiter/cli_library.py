"""The commands that read the arbiter's own library: ``arbiter laws`` (the law base, searched
or shown law by law) and ``arbiter casebook`` (the cases with the ruling each must produce).

They are registered on the command group by :mod:`arbiter.cli`. Like it, this module imports
only click at the top: the law base and the casebook are loaded by the command that reads them.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

from arbiter.cli_files import (
    EXIT_CASES_FAILED,
    EXIT_CODES,
    InvalidInput,
    is_seance_text,
    parse_record,
    settlement_sheet,
)
from arbiter.cli_options import LANG

if TYPE_CHECKING:
    from arbiter.i18n import Lang


@click.command(epilog=EXIT_CODES)
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


@click.group(epilog=EXIT_CODES)
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
        if is_seance_text(text):
            ruled = settlement_sheet(text, str(case.tric), str(case.tric), "text", lang)
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
