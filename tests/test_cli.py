"""The command line: exit codes, atomic output, stdin, and the commands end to end.

The parser, the engine and the law base are written by others at the same time; the exit-code
machinery is tested here with stand-ins for them (monkeypatched into their modules), and the
end-to-end tests run against the real ones, skipping while they have not landed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from render_sample import sample_ruling

import arbiter.engine
import arbiter.notation
from arbiter import __version__
from arbiter.cli import main

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT.parent / "shared" / "contract"

RECORD = """[Blanc "Jules"]
[Noir "Charles"]

position
  blanc  talon:11 6:2 7:2
  noir   talon:12 5:1 6:2
actes
  blanc jette 6 5
"""


def run(argv: list[str], capsys, stdin: str | None = None,
        monkeypatch=None) -> tuple[int, str, str]:
    """Run the console entry point in this process; (exit code, stdout, stderr)."""
    if stdin is not None:
        import io

        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    code = exit_.value.code
    return (0 if code is None else code), out, err


# -- stand-ins for the modules being written ---------------------------------------------------
@dataclass
class FakeDiagnostic:
    line: int
    column: int
    message: str

    def render(self, text: str, lang: str) -> str:
        source = text.splitlines()[self.line - 1]
        return (f"coup.tric:{self.line}:{self.column}: {self.message}\n  {source}\n"
                f"  {' ' * (self.column - 1)}^\n  expected: a flèche number")


class FakeNotationError(Exception):
    def __init__(self, diagnostics):
        super().__init__("invalid")
        self.diagnostics = diagnostics


@pytest.fixture
def fakes(monkeypatch):
    """parse() accepts anything without "bad"; decide() returns the sample ruling."""
    def parse(text, source="<string>"):
        if "bad" in text:
            raise FakeNotationError([FakeDiagnostic(2, 3, "unknown verb « bad »"),
                                     FakeDiagnostic(3, 1, "second problem")])
        if "crash" in text:
            raise RuntimeError("engine\nexploded")
        return object()

    monkeypatch.setattr(arbiter.notation, "parse", parse, raising=False)
    monkeypatch.setattr(arbiter.notation, "NotationError", FakeNotationError, raising=False)
    monkeypatch.setattr(arbiter.engine, "decide",
                        lambda record, source_text="": sample_ruling())
    monkeypatch.delenv("ARBITER_DEBUG", raising=False)


def test_version_and_help(capsys):
    code, out, _ = run(["--version"], capsys)
    assert code == 0 and __version__ in out
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for needle in ["rule", "check", "fmt", "laws", "casebook", "board", "Exit codes",
                   "arbiter rule coup.tric --format html -o ruling.html"]:
        assert needle in out
    code, out, _ = run(["rule", "--help"], capsys)
    assert code == 0 and "--format" in out and "Exit codes" in out


def test_usage_errors_exit_2(capsys, tmp_path):
    assert run(["rule"], capsys)[0] == 2
    assert run(["rule", str(tmp_path / "missing.tric")], capsys)[0] == 2
    (tmp_path / "c.tric").write_text(RECORD)
    assert run(["rule", str(tmp_path / "c.tric"), "--format", "pdf"], capsys)[0] == 2
    assert run(["nonsense"], capsys)[0] == 2


@pytest.mark.usefixtures("fakes")
@pytest.mark.parametrize("fmt", ["text", "html", "json"])
def test_rule_writes_the_ruling(capsys, tmp_path, fmt):
    src = tmp_path / "c.tric"
    src.write_text(RECORD)
    code, out, err = run(["rule", str(src), "--format", fmt], capsys)
    assert code == 0, err
    assert "Jules" in out
    out_file = tmp_path / f"ruling.{fmt}"
    code, out, _ = run(["rule", str(src), "--format", fmt, "-o", str(out_file)], capsys)
    assert code == 0 and out == ""
    assert "Jules" in out_file.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


@pytest.mark.usefixtures("fakes")
def test_rule_reads_stdin_and_speaks_english(capsys, monkeypatch):
    code, out, _ = run(["rule", "-", "--format", "json", "--lang", "en"], capsys,
                       stdin=RECORD, monkeypatch=monkeypatch)
    assert code == 0
    assert json.loads(out)["lang"] == "en"


@pytest.mark.usefixtures("fakes")
def test_invalid_input_exits_3_with_every_diagnostic_and_writes_nothing(capsys, tmp_path):
    src = tmp_path / "c.tric"
    src.write_text(RECORD.replace("position", "bad position"))
    out_file = tmp_path / "ruling.txt"
    out_file.write_text("previous ruling")
    code, out, err = run(["rule", str(src), "-o", str(out_file)], capsys)
    assert code == 3
    assert out == ""
    assert "coup.tric:2:3: unknown verb « bad »" in err
    assert "coup.tric:3:1: second problem" in err
    assert "  ^" in err and "expected" in err
    assert out_file.read_text() == "previous ruling"


@pytest.mark.usefixtures("fakes")
def test_non_utf8_input_is_invalid_input(capsys, tmp_path):
    src = tmp_path / "c.tric"
    src.write_bytes(b"[Blanc \"J\xe9r\xf4me\"]\n")
    code, _, err = run(["rule", str(src)], capsys)
    assert code == 3 and ":1:" in err and "UTF-8" in err


@pytest.mark.usefixtures("fakes")
def test_internal_error_is_one_line_exit_4(capsys, tmp_path, monkeypatch):
    src = tmp_path / "c.tric"
    src.write_text(RECORD + "# crash\n")
    out_file = tmp_path / "ruling.txt"
    code, out, err = run(["rule", str(src), "-o", str(out_file)], capsys)
    assert code == 4 and out == ""
    assert err.count("\n") == 1 and "RuntimeError: engine exploded" in err
    assert "Traceback" not in err
    assert not out_file.exists()

    monkeypatch.setenv("ARBITER_DEBUG", "1")
    code, _, err = run(["rule", str(src)], capsys)
    assert code == 4 and "Traceback" in err


def test_atomic_write_replaces_whole_file(tmp_path):
    from arbiter.cli_files import write as _write

    target = tmp_path / "out.txt"
    target.write_text("old")
    _write(str(target), "new content\n")
    assert target.read_text() == "new content\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


@pytest.mark.usefixtures("fakes")
def test_an_output_folder_that_does_not_exist_is_a_usage_error(capsys, tmp_path):
    src = tmp_path / "c.tric"
    src.write_text(RECORD)
    code, out, err = run(["rule", str(src), "-o", str(tmp_path / "nowhere" / "r.txt")], capsys)
    assert code == 2 and out == "" and "cannot write" in err


def test_board_command_draws_the_recorded_position(capsys, tmp_path, monkeypatch):
    from arbiter.board import Position

    @dataclass
    class Record:
        position: Position

    monkeypatch.setattr(arbiter.notation, "parse",
                        lambda text, source="": Record(Position.initial()), raising=False)
    monkeypatch.setattr(arbiter.notation, "NotationError", FakeNotationError, raising=False)
    src = tmp_path / "c.tric"
    src.write_text(RECORD)
    out_file = tmp_path / "board.svg"
    code, _, err = run(["board", str(src), "-o", str(out_file)], capsys)
    assert code == 0, err
    assert out_file.read_text().startswith("<?xml")
    assert out_file.read_text().count('class="fleche"') == 24


def test_casebook_run_exit_codes(capsys, tmp_path, monkeypatch):
    import arbiter.cases as cases

    (tmp_path / "a.tric").write_text("# Case A\n")
    (tmp_path / "a.expected.yaml").write_text("outcome: decided\n")
    (tmp_path / "b.tric").write_text("# Case B\n")
    (tmp_path / "b.expected.yaml").write_text("outcome: undecided\n")
    monkeypatch.setattr(cases, "casebook_dir", lambda: tmp_path)
    monkeypatch.setattr(cases, "rule_file",
                        lambda path: sample_ruling().to_json("fr"))   # outcome "decided"
    code, out, _ = run(["casebook", "list"], capsys)
    assert code == 0 and out.splitlines() == ["a\tCase A", "b\tCase B"]
    code, out, _ = run(["casebook", "run", "a"], capsys)
    assert code == 0 and "1 passed, 0 failed" in out
    code, out, _ = run(["casebook", "run"], capsys)
    assert code == 1
    assert "FAIL b" in out and "outcome 'decided', want 'undecided'" in out
    code, out, _ = run(["casebook", "show", "b"], capsys)
    assert code == 0 and "# Case B" in out and "outcome: undecided" in out
    assert run(["casebook", "show", "zzz"], capsys)[0] == 2
    assert run(["casebook", "run", "zzz"], capsys)[0] == 2


def test_casebook_commands_take_the_seances_too(capsys, tmp_path, monkeypatch):
    """The séances of the partie à écrire (casebook/ecrire/) are listed, shown and run with
    the coups: a settlement compared with its expected subset like a ruling."""
    import arbiter.cases as cases

    (tmp_path / "ecrire").mkdir()
    (tmp_path / "ecrire" / "s1.tric").write_text(
        '# A séance\n[Blanc "a"]\n[Noir "b"]\nséance 2 marqués\n'
        'marqué blanc 6, noir 2, part blanc\nmarqué noir 6, blanc 0, part noir\n')
    (tmp_path / "ecrire" / "s1.expected.yaml").write_text("schema: settlement.v1\n")
    (tmp_path / "ecrire" / "s2.tric").write_text((tmp_path / "ecrire" / "s1.tric").read_text())
    (tmp_path / "ecrire" / "s2.expected.yaml").write_text("schema: settlement.v0\n")
    monkeypatch.setattr(cases, "casebook_dir", lambda: tmp_path)
    code, out, _ = run(["casebook", "list"], capsys)
    assert code == 0 and out.splitlines() == ["s1\tA séance", "s2\tA séance"]
    code, out, _ = run(["casebook", "run", "s1"], capsys)
    assert code == 0 and "ok   s1" in out and "1 passed, 0 failed" in out, out
    code, out, _ = run(["casebook", "run"], capsys)
    assert code == 1 and "FAIL s2" in out and "1 passed, 1 failed" in out
    code, out, _ = run(["casebook", "show", "s1"], capsys)
    assert code == 0 and "séance 2 marqués" in out and "settlement.v1" in out


@dataclass(frozen=True)
class FakeLaw:
    id: str
    source: str
    chapter: str
    article: str
    quote: str
    summary: object
    use: str = ""


class FakeLaws:
    def __init__(self, laws):
        self.laws = {law.id: law for law in laws}

    def __iter__(self):
        return iter(self.laws.values())

    def get(self, law_id):
        return self.laws[law_id]          # KeyError when unknown, as a mapping would

    def search(self, words):
        return [law for law in self if words.lower() in (law.article + law.quote).lower()]


def test_laws_list_search_and_show(capsys, monkeypatch):
    laws = pytest.importorskip("arbiter.laws", reason="the law base (arbiter.laws) is missing "
                                                      "from this copy")
    from arbiter.i18n import Msg

    base = FakeLaws([
        FakeLaw("g-iii-fausse-ecole", "Guiton 1822", "ch. III", "Fausse école",
                "Celui qui marque une fausse école…", Msg("Il la rend.", "He gives it back.")),
        FakeLaw("g-iii-dame-touchee", "Guiton 1822", "ch. III", "Dame touchée",
                "Dame touchée, dame jouée.", Msg("Touchée, jouée.", "Touched, played."),
                use="engine: conduct"),
    ])
    monkeypatch.setattr(laws, "load_laws", lambda: base, raising=False)
    code, out, _ = run(["laws"], capsys)
    assert code == 0 and out.splitlines() == [
        "g-iii-fausse-ecole\tGuiton 1822, ch. III, « Fausse école »",
        "g-iii-dame-touchee\tGuiton 1822, ch. III, « Dame touchée »"]
    code, out, _ = run(["laws", "--search", "jouée"], capsys)
    assert code == 0 and out.startswith("g-iii-dame-touchee\t") and out.count("\n") == 1
    code, out, err = run(["laws", "--search", "nothing like this"], capsys)
    assert code == 0 and out == "" and "aucune loi" in err
    code, out, _ = run(["laws", "g-iii-dame-touchee", "--lang", "en"], capsys)
    assert code == 0
    assert "« Dame touchée, dame jouée. »" in out and "Touched, played." in out
    assert "engine: conduct" in out
    code, _, err = run(["laws", "g-iii-nope"], capsys)
    assert code == 2 and "no law 'g-iii-nope'" in err


def test_check_and_fmt_with_stand_ins(capsys, tmp_path, monkeypatch):
    @dataclass
    class Warning_:
        severity: str

        def render(self, text, lang):
            return f"c.tric:1:1: {self.severity}: something"

    def check(text, source="<string>"):
        if "bad" in text:
            return None, [Warning_("error"), Warning_("error")]
        if "odd" in text:
            return object(), [Warning_("warning")]
        return object(), []

    monkeypatch.setattr(arbiter.notation, "check", check, raising=False)
    monkeypatch.setattr(arbiter.notation, "parse", lambda text, source="": text, raising=False)
    monkeypatch.setattr(arbiter.notation, "NotationError", FakeNotationError, raising=False)
    monkeypatch.setattr(arbiter.notation, "format_record", lambda r: r.upper(), raising=False)
    src = tmp_path / "c.tric"
    src.write_text("fine\n")
    code, out, err = run(["check", str(src)], capsys)
    assert (code, err) == (0, "") and "correct" in out
    src.write_text("odd\n")
    code, out, err = run(["check", str(src), "--lang", "en"], capsys)
    assert code == 0 and "warning: something" in err and "ok" in out
    src.write_text("bad\n")
    code, out, err = run(["check", str(src)], capsys)
    assert code == 3 and err.count("error: something") == 2 and out == ""

    src.write_text("fine\n")
    code, out, _ = run(["fmt", str(src)], capsys)
    assert (code, out) == (0, "FINE\n")
    code, out, _ = run(["fmt", str(src), "-o", str(src)], capsys)
    assert code == 0 and src.read_text() == "FINE\n"


# -- end to end, against the real parser, engine and law base ---------------------------------
def _need(module: object, *names: str) -> None:
    missing = [n for n in names if not hasattr(module, n)]
    if missing:
        pytest.skip(f"this copy's {module.__name__} has no {', '.join(missing)}")


def _arbiter(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "ARBITER_DEBUG"}
    return subprocess.run([sys.executable, "-m", "arbiter.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, env=env, cwd=ROOT)


def _contract_case() -> Path:
    """The casebook's copy of contract case 02 (the same bytes as shared/contract's)."""
    return ROOT / "casebook" / "contract-02-ecole-par-moins.tric"


def test_real_rule_on_a_contract_coup_in_every_format(tmp_path):
    _need(arbiter.notation, "parse", "NotationError")
    case = _contract_case()
    run_ = _arbiter("rule", str(case), "--format", "json")
    assert run_.returncode == 0, run_.stderr
    assert json.loads(run_.stdout)["schema"] == "ruling.v1"
    for fmt in ("text", "html"):
        out = tmp_path / f"r.{fmt}"
        run_ = _arbiter("rule", str(case), "--format", fmt, "-o", str(out))
        assert run_.returncode == 0, run_.stderr
        assert "Jules" in out.read_text(encoding="utf-8")
    same = _arbiter("rule", "-", "--format", "json", stdin=case.read_text(encoding="utf-8"))
    assert json.loads(same.stdout)["faults"] == json.loads(
        _arbiter("rule", str(case), "--format", "json").stdout)["faults"]


def test_real_syntax_error_exits_3(tmp_path):
    _need(arbiter.notation, "parse", "NotationError")
    src = tmp_path / "broken.tric"
    src.write_text(RECORD.replace("blanc jette 6 5", "blanc jette sept"), encoding="utf-8")
    out = tmp_path / "r.txt"
    run_ = _arbiter("rule", str(src), "-o", str(out))
    assert run_.returncode == 3, run_.stderr
    assert f"{src}:8:" in run_.stderr and "^" in run_.stderr
    assert "Traceback" not in run_.stderr
    assert not out.exists()


def test_real_check_and_fmt():
    _need(arbiter.notation, "check", "format_record", "parse")
    case = _contract_case()
    run_ = _arbiter("check", str(case))
    assert run_.returncode == 0, run_.stderr
    formatted = _arbiter("fmt", str(case))
    assert formatted.returncode == 0, formatted.stderr
    again = _arbiter("fmt", "-", stdin=formatted.stdout)
    assert again.stdout == formatted.stdout      # canonical form is a fixed point


def test_real_laws_listing_and_search():
    laws = pytest.importorskip("arbiter.laws")
    _need(laws, "load_laws")
    run_ = _arbiter("laws")
    assert run_.returncode == 0, run_.stderr
    first = run_.stdout.splitlines()[0].split("\t")[0]
    one = _arbiter("laws", first)
    assert one.returncode == 0 and "«" in one.stdout
    assert _arbiter("laws", "no-such-law").returncode == 2
    found = _arbiter("laws", "--search", "école")
    assert found.returncode == 0 and found.stdout.strip()


def test_real_html_escapes_the_players_names_and_speaks_english(tmp_path):
    src = tmp_path / "names.tric"
    text = _contract_case().read_text(encoding="utf-8").replace(
        '[Blanc "Jules"]', '[Blanc "<script>alert(1)</script> & \\"Jo\\""]')
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "r.html"
    run_ = _arbiter("rule", str(src), "--format", "html", "--lang", "en", "-o", str(out))
    assert run_.returncode == 0, run_.stderr
    page = out.read_text(encoding="utf-8")
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "école par moins" in page or "ecole_par_moins" in page


def test_real_check_reports_every_problem_in_english(tmp_path):
    src = tmp_path / "bad.tric"
    text = _contract_case().read_text(encoding="utf-8")
    text = text.replace("blanc jette 6 5", "blanc jette 7 5").replace(
        "noir marque école 4", "noir marque école 3")
    src.write_text(text, encoding="utf-8")
    run_ = _arbiter("check", str(src), "--lang", "en")
    assert run_.returncode == 3
    assert run_.stderr.count(f"{src}:") == 2, run_.stderr
    assert "a die cannot show 7" in run_.stderr and "expected: a die from 1 to 6" in run_.stderr
    assert "Traceback" not in run_.stderr
