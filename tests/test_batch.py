"""Issue 21, item 2: ``arbiter rule`` and ``arbiter check`` take several records (and folders)
in one process: JSON Lines for ``--format json``, ``-o DIR`` for one file per record, a
summary line on standard error, the exit code the worst of the records. One record is handled
as it always was."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from arbiter.cli import main

ROOT = Path(__file__).resolve().parent.parent
CASEBOOK = ROOT / "casebook"
ONE = CASEBOOK / "contract-02-ecole-par-moins.tric"
TWO = CASEBOOK / "contract-03-ecole-par-trop.tric"
SEANCE = next(iter(sorted((CASEBOOK / "ecrire").glob("e*.tric"))))
BAD = "position\n  blanc talon:15 zzz\n"


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    return (exit_.value.code or 0), out, err


def single(argv: list[str], capsys) -> str:
    code, out, _ = run(argv, capsys)
    assert code == 0
    return out


def test_json_lines_one_ruling_per_line_as_each_record_alone(capsys):
    code, out, err = run(["rule", str(ONE), str(TWO), str(SEANCE), "--format", "json"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 3
    for line, record in zip(lines, (ONE, TWO, SEANCE), strict=True):
        alone = single(["rule", str(record), "--format", "json"], capsys)
        assert json.loads(line) == json.loads(alone)
    assert err.strip() == "arbiter: 3 records: 3 ok"


def test_a_folder_stands_for_its_records_and_o_dir_gets_one_file_each(tmp_path, capsys):
    folder = tmp_path / "records"
    folder.mkdir()
    for record in (ONE, TWO):
        (folder / record.name).write_bytes(record.read_bytes())
    (folder / "notes.txt").write_text("not a record")
    (folder / "sub").mkdir()
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    for fmt, ext in (("text", ".txt"), ("html", ".html")):
        code, out, err = run(["rule", str(folder), "--format", fmt, "-o", str(out_dir)], capsys)
        assert code == 0 and out == "" and "2 records: 2 ok" in err
        for record in (ONE, TWO):
            made = (out_dir / (record.stem + ext)).read_text(encoding="utf-8")
            assert made == single(["rule", str(record), "--format", fmt], capsys)
    assert sorted(p.name for p in out_dir.iterdir()) == sorted(
        f"{r.stem}{e}" for r in (ONE, TWO) for e in (".txt", ".html"))


def test_the_exit_code_is_the_worst_of_the_records(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.tric"
    bad.write_text(BAD, encoding="utf-8")
    code, out, err = run(["rule", str(ONE), str(bad), str(TWO), "-f", "json"], capsys)
    assert code == 3
    assert len(out.splitlines()) == 2                   # the invalid one has no line
    assert f"{bad}:2:" in err and "3 records: 2 ok, 1 invalid (exit 3)" in err

    import arbiter.engine as engine

    real, second = engine.decide, TWO.read_text(encoding="utf-8")

    def decide(record, *, source_text):      # a bug of ours, on the last record only
        if source_text == second:
            raise RuntimeError("a bug of ours")
        return real(record, source_text=source_text)

    monkeypatch.setattr(engine, "decide", decide)
    code, out, err = run(["rule", str(ONE), str(bad), str(TWO), "-f", "json"], capsys)
    assert code == 4                                     # 4 beats 3 beats 0
    assert len(out.splitlines()) == 1
    assert f"internal error on {TWO}: RuntimeError: a bug of ours" in err
    assert "3 records: 1 ok, 1 invalid (exit 3), 1 internal error (exit 4)" in err


def test_check_takes_several_records_and_folders(tmp_path, capsys):
    bad = tmp_path / "bad.tric"
    bad.write_text(BAD, encoding="utf-8")
    code, out, err = run(["check", str(ONE), str(bad)], capsys)
    assert code == 3 and out == f"{ONE} : correct\n"
    assert "2 records: 1 ok, 1 invalid (exit 3)" in err
    code, out, err = run(["check", str(CASEBOOK / "ecrire")], capsys)
    assert code == 0 and out.count(": correct\n") == len(list((CASEBOOK / "ecrire")
                                                              .glob("*.tric")))


def test_what_a_batch_cannot_do_is_a_usage_error(tmp_path, capsys):
    for argv in (["rule", str(ONE), str(TWO)],                        # text needs -o DIR
                 ["rule", str(ONE), str(TWO), "-f", "html"],
                 ["rule", str(ONE), str(TWO), "-f", "json", "-o", str(tmp_path / "no")],
                 ["rule", str(ONE), str(ONE), "-f", "json", "-o", str(tmp_path)],  # same name
                 ["rule", str(tmp_path), "-f", "json"]):                  # no record in it
        code, out, _ = run(argv, capsys)
        assert code == 2 and out == "", argv
    assert list(tmp_path.iterdir()) == []


def test_one_record_is_handled_as_before(tmp_path, capsys):
    code, out, err = run(["rule", str(ONE)], capsys)
    assert code == 0 and out.startswith("DÉCISION") and err == ""      # no summary line
    code, _, err = run(["rule", str(ONE), "-o", str(tmp_path)], capsys)  # a folder: exit 2
    assert code == 2 and "cannot write" in err
    bad = tmp_path / "bad.tric"
    bad.write_text(BAD, encoding="utf-8")
    code, out, err = run(["rule", str(bad), "-f", "json"], capsys)
    assert code == 3 and out == "" and "records" not in err


def test_the_whole_casebook_rules_in_one_process(capsys):
    code, out, err = run(["rule", str(CASEBOOK), "--format", "json"], capsys)
    records = sorted(CASEBOOK.glob("*.tric"))
    assert code == 0 and len(out.splitlines()) == len(records) > 300
    assert err.strip() == f"arbiter: {len(records)} records: {len(records)} ok"


def test_json_rulings_tool_rules_the_casebook_in_one_batch(tmp_path):
    """tools/json_rulings.py (a refactoring's check) snapshots every ruling with one process."""
    import subprocess

    tool = ROOT / "tools" / "json_rulings.py"
    done = subprocess.run([sys.executable, str(tool), "snapshot", str(tmp_path)],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    made = sorted(tmp_path.glob("*.json"))
    assert len(made) == len(list(CASEBOOK.glob("*.tric")))
    assert json.loads(made[0].read_text(encoding="utf-8"))["schema"] == "ruling.v1"
