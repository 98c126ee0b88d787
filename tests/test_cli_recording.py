"""Help for recording: a record to start from (``new``), the board after act N, the casebook
filtered by word and shown with its ruling, and ``--help`` naming the kinds of record."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import cli
from arbiter.starter import KINDS, starter

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_a_new_record_is_accepted_by_check_as_it_stands(kind, lang, tmp_path):
    target = tmp_path / "record.tric"
    code, _ = _run("new", "--jeu", kind, "--lang", lang, "-o", str(target))
    assert code == 0 and target.read_text(encoding="utf-8") == starter(kind, lang)
    code, out = _run("check", str(target), "--lang", lang)
    assert code == 0, out
    assert sum(line.startswith("#") for line in starter(kind, lang).splitlines()) >= 3


def test_the_new_records_are_ruled_and_settled():
    from arbiter.ecrire.notation import parse_seance
    from arbiter.engine import decide
    from arbiter.notation import parse

    assert decide(parse(starter("trictrac"))).faults      # the example is a dispute
    assert decide(parse(starter("jacquet", "en"))).faults
    assert parse_seance(starter("seance")).marques


def test_new_never_overwrites_a_record(tmp_path):
    target = tmp_path / "coup.tric"
    target.write_text("mine", encoding="utf-8")
    code, out = _run("new", "-o", str(target))
    assert code == 2 and "exists" in out and target.read_text(encoding="utf-8") == "mine"


def test_the_board_after_act_n_shows_the_dames_moved(tmp_path):
    record = tmp_path / "coup.tric"
    record.write_text(starter("trictrac"), encoding="utf-8")

    def blanc(svg: str) -> dict[int, int]:
        return {int(f): int(n) for f, n in re.findall(
            r'class="pile" data-colour="blanc" data-fleche="(\d+)" data-count="(\d+)"', svg)}

    assert blanc(_run("board", str(record))[1]) == {0: 11, 6: 2, 7: 2}
    assert blanc(_run("board", str(record), "--after", "1")[1]) == {0: 11, 6: 2, 7: 2}
    # act 2: blanc joue 0-6 0-5
    assert blanc(_run("board", str(record), "--after", "2")[1]) == {0: 9, 5: 1, 6: 3, 7: 2}
    code, out = _run("board", str(record), "--after", "4")
    assert code == 2 and "3 acts" in out


def test_casebook_list_filters_by_words_and_show_gives_the_ruling():
    from arbiter.words import fold

    code, out = _run("casebook", "list", "postillon", "huit")
    assert code == 0 and out.splitlines()
    # each case listed holds both words in its id, title or record (« huit » may be the id's)
    for line in out.splitlines():
        case_id, title = line.split("\t", 1)
        [record] = [*ROOT.glob(f"casebook/{case_id}.tric"),
                    *ROOT.glob(f"casebook/ecrire/{case_id}.tric")]
        haystack = fold(f"{case_id} {title} {record.read_text(encoding='utf-8')}")
        assert "postillon" in haystack and "huit" in haystack, line
    assert "e11-postillon-huit-marques" in out and "contract-02" not in out
    code, out = _run("casebook", "show", "contract-02-ecole-par-moins")
    assert code == 0 and "# la décision" in out and "EN BREF" in out
    code, out = _run("casebook", "show", "e11-postillon-huit-marques", "--lang", "en")
    assert code == 0 and "Charles (noir) pays Jules (blanc) 10 fiches" in out


def test_help_names_the_three_kinds_of_record():
    code, out = _run("--help")
    assert code == 0
    for kind in ("trictrac", "Jacquet", "séance"):
        assert kind in out
    assert "arbiter new" in out


def test_shell_completion_as_documented_completes_the_commands():
    """docs/CLI.md: ``eval "$(_ARBITER_COMPLETE=bash_source arbiter)"``; the script asks
    arbiter back with ``bash_complete``, which names the commands."""
    runner = CliRunner()
    source = runner.invoke(cli, [], prog_name="arbiter",
                           env={"_ARBITER_COMPLETE": "bash_source"})
    assert "_arbiter_completion" in source.output
    done = runner.invoke(cli, [], prog_name="arbiter",
                         env={"_ARBITER_COMPLETE": "bash_complete", "COMP_WORDS": "arbiter ne",
                              "COMP_CWORD": "1"})
    assert "plain,new" in done.output
    assert "_ARBITER_COMPLETE=bash_source arbiter" in (ROOT / "docs" / "CLI.md").read_text(
        encoding="utf-8")
