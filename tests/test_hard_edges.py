"""Issue #12, the hard edges: whatever the input and however the command line is used, the
arbiter answers with a clear message and its documented exit code, never an internal error;
what it prints is bounded; the files it writes behave like files written by any program; and
the package can be driven many times in one process.

Each test is named after the item of the issue it holds to. Costs are measured by
``bench/`` and ``tools/fuzz.py``, not here: these tests assert behaviour only.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import MAX_INPUT_BYTES, cli, main
from arbiter.notation.diagnostics import MAX_DIAGNOSTICS, WINDOW, Diagnostic
from arbiter.span import SourceLines, normalize_newlines

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "casebook" / "contract-02-ecole-par-moins.tric"
TEXT = CASE.read_text(encoding="utf-8")


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def line_number(text: str, needle: str) -> int:
    """1-based number of the first line holding ``needle``."""
    return next(i for i, line in enumerate(lines_of(text), start=1) if needle in line)


def run(argv: list[str], capsys, stdin: bytes | None = None, monkeypatch=None
        ) -> tuple[int, str, str]:
    """The console entry point in this process: (exit code, stdout, stderr)."""
    if stdin is not None:
        import io

        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    return (exit_.value.code or 0), out, err


def arbiter(*args: str, shell_tail: str = "", **kwargs) -> subprocess.CompletedProcess[str]:
    """A whole process, for what only a process shows (closed descriptors, full disks)."""
    env = {k: v for k, v in os.environ.items() if k != "ARBITER_DEBUG"}
    command = " ".join([sys.executable, "-m", "arbiter.cli", *(f"'{a}'" for a in args)])
    return subprocess.run(f"{command} {shell_tail}", shell=True, capture_output=True,
                          text=True, timeout=60, env=env, cwd=ROOT, **kwargs)


# -- 1. numbers too long to convert --------------------------------------------------------------
LONG = "9" * 5000

LONG_NUMBERS = {
    "a die": ("blanc jette 6 5", f"blanc jette 6 {LONG}", "un dé de 1 à 6"),
    "a flèche of the position": ("noir   talon:12 5:1", f"noir   talon:12 {LONG}:1",
                                 "une flèche de 0 à 23"),
    "a count of dames": ("noir   talon:12 5:1", f"noir   talon:12 5:{LONG}",
                         "un nombre de dames"),
    "a flèche played": ("blanc joue 0-6", f"blanc joue 0-{LONG}", "une flèche"),
    "a count of the relevé": ("relevé   blanc 5", f"relevé   blanc {LONG}",
                              "un nombre de coups"),
    "points marked": ("noir marque école 4", f"noir marque école {LONG}",
                      "un nombre pair de points"),
}


@pytest.mark.parametrize("where", sorted(LONG_NUMBERS))
def test_1_a_number_too_long_is_located_bad_input(where, capsys, tmp_path):
    old, new, expected = LONG_NUMBERS[where]
    assert old in TEXT
    text = TEXT.replace(old, new, 1)
    src = tmp_path / "long.tric"
    src.write_text(text, encoding="utf-8")
    number = line_number(text, LONG)
    column = lines_of(text)[number - 1].index(LONG) + 1
    for argv in (["check", str(src)], ["rule", str(src), "--format", "json"]):
        code, out, err = run(argv, capsys)
        assert code == 3, err
        assert out == ""
        assert f"{src}:{number}:{column}: erreur: nombre trop long (5000 chiffres)" in err
        assert expected in err
        assert "internal error" not in err


def test_1_long_numbers_in_the_score(capsys, tmp_path):
    src = tmp_path / "score.tric"
    score = ("[Blanc \"J\"]\nposition\n  blanc talon:15\n  noir talon:15\nmarque\n"
             f"  blanc {LONG} points, 0 trous\n  noir 0 points, {LONG} trous\ntrait blanc\n")
    src.write_text(score, encoding="utf-8")
    code, _, err = run(["check", str(src)], capsys)
    assert code == 3, err
    assert err.count("nombre trop long") == 2
    assert "de 0 à 10 points" in err and "de 0 à 11 trous" in err


def test_1_leading_zeros_do_not_make_a_number_long():
    from arbiter.notation import check

    record, diagnostics = check(TEXT.replace("jette 6 5", "jette " + "0" * 5000 + "6 5"))
    assert record is not None, [d.message.en for d in diagnostics]


# -- 2. and 3. diagnostics: linear, bounded, streamed -------------------------------------------
def test_2_the_lines_are_indexed_once_for_all_the_diagnostics(monkeypatch):
    import arbiter.notation.diagnostics as diagnostics_module

    built = []
    real = diagnostics_module.SourceLines

    class Counting(real):
        __slots__ = ()

        def __init__(self, text: str) -> None:
            built.append(len(text))
            super().__init__(text)

    monkeypatch.setattr(diagnostics_module, "SourceLines", Counting)
    monkeypatch.setattr(diagnostics_module, "_last", None)
    text = "\n".join(f"ligne {i}" for i in range(2000))
    for i in range(1, 2001, 7):
        from arbiter.i18n import Msg
        from arbiter.span import Span

        block = Diagnostic(Span(i, 1), Msg("x", "x")).render(text)
        assert f"ligne {i - 1}\n" in block
    assert len(built) == 1


def test_3_many_errors_on_one_long_line_are_bounded(capsys, tmp_path):
    cells = " ".join("30:1" for _ in range(8000))
    text = TEXT.replace("noir   talon:12 5:1 6:2", f"noir   talon:12 5:1 6:2 {cells}", 1)
    assert text != TEXT
    src = tmp_path / "many.tric"
    src.write_text(text, encoding="utf-8")
    code, out, err = run(["check", str(src)], capsys)
    assert code == 3 and out == ""
    blocks = [b for b in err.split(f"{src}:") if b]
    assert len(blocks) == MAX_DIAGNOSTICS + 1
    assert blocks[-1].startswith(" erreur: … et ")
    assert int(blocks[-1].split("… et ")[1].split()[0]) == 8000 - MAX_DIAGNOSTICS
    assert len(err) < (MAX_DIAGNOSTICS + 1) * 4 * (len(str(src)) + WINDOW + 100)
    for line in err.splitlines():
        assert len(line) <= WINDOW + 200


def test_3_a_long_line_is_shown_as_a_window_with_the_caret_under_the_fault():
    from arbiter.i18n import Msg
    from arbiter.span import Span

    line = "a" * 5000 + "X" + "b" * 5000
    diagnostic = Diagnostic(Span(2, 5001), Msg("ici", "here"), source="f")
    shown_line, caret_line = diagnostic.render("premier\n" + line + "\n").splitlines()[1:3]
    assert len(shown_line) <= WINDOW + 8
    assert shown_line.strip().startswith("…") and shown_line.endswith("…")
    assert shown_line[caret_line.index("^")] == "X"
    near_start = Diagnostic(Span(1, 3), Msg("ici", "here"), source="f").render(line)
    shown_line, caret_line = near_start.splitlines()[1:3]
    assert not shown_line.strip().startswith("…") and shown_line.endswith("…")
    assert caret_line.index("^") == 4 + 2


def test_3_the_library_keeps_a_bounded_number_of_diagnostics():
    from arbiter.notation import check

    junk = TEXT.split("actes")[0] + "actes\n" + "blanc vole\n" * 3000
    record, diagnostics = check(junk)
    assert record is None
    assert len(diagnostics) == MAX_DIAGNOSTICS + 1
    assert diagnostics[-1].span.line == 0
    assert diagnostics[-1].message.en == f"… and {3000 - MAX_DIAGNOSTICS} more problems"


def test_3_a_file_over_the_size_limit_is_refused_unread(capsys, tmp_path):
    src = tmp_path / "huge.tric"
    src.write_bytes(b"x" * (MAX_INPUT_BYTES + 1))
    code, out, err = run(["check", str(src), "--lang", "en"], capsys)
    assert code == 3 and out == "" and "file too long" in err


# -- 4. the command line's own edges ------------------------------------------------------------
def test_4_an_empty_output_name_is_a_usage_error(capsys):
    code, out, err = run(["rule", str(CASE), "-o", ""], capsys)
    assert code == 2 and out == "" and "empty file name" in err


@pytest.mark.skipif(not Path("/dev/full").exists(),
                    reason="this system has no /dev/full (a Linux device that is always full, "
                           "used to see what happens when the disk is full)")
def test_4_a_full_disk_is_a_clear_write_failure(capsys):
    code, _, err = run(["rule", str(CASE), "-o", "/dev/full"], capsys)
    assert code == 2 and "cannot write /dev/full" in err and "internal error" not in err
    done = arbiter("rule", str(CASE), shell_tail="> /dev/full")
    assert done.returncode == 2, done.stderr
    assert "cannot write standard output" in done.stderr
    assert "Exception ignored" not in done.stderr


def test_4_closed_standard_input_and_output(tmp_path):
    closed_in = arbiter("check", "-", shell_tail="<&-")
    assert closed_in.returncode == 2, closed_in.stderr
    assert "standard input" in closed_in.stderr and "internal error" not in closed_in.stderr
    closed_out = arbiter("rule", str(CASE), shell_tail=">&-")
    assert closed_out.returncode == 2, closed_out.stderr
    assert "standard output" in closed_out.stderr


def test_4_an_input_that_cannot_be_read_is_a_usage_error(capsys, tmp_path):
    src = tmp_path / "c.tric"
    src.write_text(TEXT, encoding="utf-8")
    src.chmod(0)
    try:
        if os.access(src, os.R_OK):
            pytest.skip("the tests run as root (or another user allowed to read every "
                        "file), so a file the arbiter may not read cannot be made")
        code, _, err = run(["check", str(src)], capsys)
        assert code == 2 and "internal error" not in err
    finally:
        src.chmod(0o644)


# -- 5. and 6. what a line is -------------------------------------------------------------------
def test_5_text_that_is_not_utf8_is_located_at_its_line_and_column(capsys, tmp_path):
    src = tmp_path / "latin1.tric"
    data = TEXT.encode("utf-8").replace(b'[Noir "Charles"]', b'[Noir "Ch\xe9rles"]')
    src.write_bytes(data)
    number = line_number(TEXT, '[Noir "Charles"]')
    code, out, err = run(["check", str(src)], capsys)
    assert code == 3 and out == ""
    assert f"{src}:{number}:10: erreur: l'octet 0xe9 n'est pas du texte UTF-8" in err
    shown, caret = err.splitlines()[1:3]
    assert shown.strip() == '[Noir "Ch\ufffdrles"]'
    assert shown[caret.index("^")] == "\ufffd"


@pytest.mark.parametrize("ending", ["\r\n", "\r"])
def test_5_cr_and_crlf_line_endings_read_like_lf(ending, capsys, tmp_path):
    src = tmp_path / "endings.tric"
    src.write_bytes(TEXT.replace("\n", ending).encode("utf-8"))
    code, _, err = run(["check", str(src)], capsys)
    assert code == 0, err
    code, out, err = run(["rule", str(src), "--format", "json"], capsys)
    assert code == 0, err
    _, lf_out, _ = run(["rule", str(CASE), "--format", "json"], capsys)
    import json

    assert json.loads(out)["faults"] == json.loads(lf_out)["faults"]
    bad = TEXT.replace("blanc jette 6 5", "blanc jette 6 9")
    src.write_bytes(bad.replace("\n", ending).encode("utf-8"))
    code, _, err = run(["check", str(src)], capsys)
    number = line_number(bad, "blanc jette 6 9")
    assert code == 3 and f"{src}:{number}:" in err
    assert err.splitlines()[1].strip() == "blanc jette 6 9"


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85", "\x1c", "\x0b", "\f"])
def test_6_other_separators_do_not_end_a_line(separator, capsys, tmp_path):
    text = TEXT.replace('[Noir "Charles"]', f'[Noir "Char{separator}les"]') \
        .replace("blanc jette 6 5", "blanc jette 6 9")
    src = tmp_path / "sep.tric"
    src.write_text(text, encoding="utf-8")
    code, _, err = run(["check", str(src)], capsys)
    number = line_number(text, "blanc jette 6 9")
    assert code == 3 and f"{src}:{number}:" in err, err
    assert err.splitlines()[1].strip() == "blanc jette 6 9"
    # a separator where the grammar does not take it: reported on its own line, the caret under it
    text = TEXT.replace("blanc jette 6 5", f"blanc jette{separator}6 5")
    src.write_text(text, encoding="utf-8")
    code, _, err = run(["check", str(src)], capsys)
    number = line_number(text, "blanc jette")
    if separator == "\f":        # a form feed is blank space, as in the grammar
        assert code == 0, err
        return
    assert code == 3 and f"{src}:{number}:" in err, err
    shown, caret = err.splitlines()[1:3]
    assert "\n" not in shown and shown[caret.index("^")] == "\ufffd"


def test_6_one_definition_of_a_line():
    text = "a\r\nb\rc\nd\u2028e\x85f\x1cg\fh\n\nlast"
    lines = SourceLines(text)
    expected = normalize_newlines(text).split("\n")
    assert len(lines) == len(expected)
    assert [lines.line(i) for i in range(1, len(lines) + 1)] == expected
    assert lines.line(0) is None and lines.line(len(lines) + 1) is None
    assert len(SourceLines("a\n")) == 1 and len(SourceLines("")) == 0
    assert lines.locate(text.index("h")) == (4, 9)


# -- 7. files written with -o -------------------------------------------------------------------
@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.mark.usefixtures("umask_022")
def test_7_a_new_file_gets_the_mode_of_an_ordinary_write(capsys, tmp_path):
    out = tmp_path / "r.txt"
    assert run(["rule", str(CASE), "-o", str(out)], capsys)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["r.txt"]


@pytest.mark.usefixtures("umask_022")
def test_7_an_existing_file_keeps_its_mode_and_its_hard_links(capsys, tmp_path):
    out = tmp_path / "r.txt"
    out.write_text("old")
    out.chmod(0o664)
    link = tmp_path / "link.txt"
    os.link(out, link)
    assert run(["rule", str(CASE), "--format", "json", "-o", str(out)], capsys)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o664
    assert out.stat().st_ino == link.stat().st_ino
    assert link.read_text(encoding="utf-8").startswith("{")
    alone = tmp_path / "alone.txt"
    alone.write_text("old")
    alone.chmod(0o640)
    assert run(["rule", str(CASE), "-o", str(alone)], capsys)[0] == 0
    assert stat.S_IMODE(alone.stat().st_mode) == 0o640 and alone.read_text() != "old"


def test_7_a_symlink_is_written_through_to_its_target(capsys, tmp_path):
    target = tmp_path / "real.html"
    target.write_text("old")
    link = tmp_path / "ruling.html"
    link.symlink_to(target.name)
    assert run(["rule", str(CASE), "--format", "html", "-o", str(link)], capsys)[0] == 0
    assert link.is_symlink()
    assert target.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")
    dangling = tmp_path / "new.html"
    dangling.symlink_to("made.html")
    assert run(["rule", str(CASE), "--format", "html", "-o", str(dangling)], capsys)[0] == 0
    assert dangling.is_symlink() and (tmp_path / "made.html").exists()


def test_7_a_device_is_written_in_place(capsys):
    code, out, err = run(["rule", str(CASE), "-o", os.devnull], capsys)
    assert (code, out) == (0, ""), err


def test_7_a_failed_ruling_still_writes_nothing(capsys, tmp_path):
    out = tmp_path / "r.txt"
    out.write_text("previous")
    src = tmp_path / "bad.tric"
    src.write_text(TEXT.replace("jette 6 5", "jette 6 9"), encoding="utf-8")
    assert run(["rule", str(src), "-o", str(out)], capsys)[0] == 3
    assert out.read_text() == "previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.tric", "r.txt"]


# -- 8. the package as a library ----------------------------------------------------------------
def test_8_check_stays_the_function_after_the_submodule_is_imported():
    import importlib

    import arbiter.notation
    import arbiter.notation.check  # the submodule of the same name as the function

    importlib.import_module("arbiter.notation.check")
    for _ in range(3):
        record, diagnostics = arbiter.notation.check(TEXT, source="x")
        assert record is not None and not [d for d in diagnostics if d.severity == "error"]


def test_8_every_command_runs_many_times_in_one_process(tmp_path):
    runner = CliRunner()
    out = tmp_path / "b.svg"
    commands = [
        (["check", str(CASE)], None),
        (["check", "-"], TEXT),
        (["rule", str(CASE)], None),
        (["rule", str(CASE), "--format", "json", "--lang", "en"], None),
        (["rule", "-", "--format", "html"], TEXT),
        (["fmt", str(CASE)], None),
        (["board", str(CASE), "-o", str(out)], None),
        (["laws"], None),
        (["laws", "--search", "école"], None),
        (["casebook", "list"], None),
        (["casebook", "show", CASE.stem], None),
    ]
    first: dict[int, str] = {}
    for round_ in range(3):
        for i, (args, stdin) in enumerate(commands):
            result = runner.invoke(cli, args, input=stdin)
            assert result.exit_code == 0, (args, result.output, result.exception)
            if round_ == 0:
                first[i] = result.output
            else:
                assert result.output == first[i], args


@pytest.mark.skipif(shutil.which("sh") is None,
                    reason="this test needs a Unix shell (sh), which this system lacks")
def test_8_stand_alone_module_run_is_unchanged():
    done = arbiter("check", str(CASE))
    assert done.returncode == 0, done.stderr


def test_4_a_full_disk_while_writing_keeps_the_old_file(capsys, tmp_path, monkeypatch):
    import errno

    import arbiter.cli as cli_module

    out = tmp_path / "r.txt"
    out.write_text("previous")
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def write(self, text):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(cli_module.os, "fdopen", lambda fd, *a, **k: Full(real_fdopen(fd, "w")))
    code, _, err = run(["rule", str(CASE), "-o", str(out)], capsys)
    assert code == 2 and "cannot write" in err and "No space left" in err
    assert out.read_text() == "previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.txt"]
