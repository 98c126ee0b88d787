"""Issue 21, item 6: edges found by a fuzz campaign. Each answer is a located diagnostic or a
refusal with its documented exit code, never an internal error, a hang or a file quoted that
the record had no business naming."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli import MAX_INPUT_BYTES, main

ROOT = Path(__file__).resolve().parent.parent
COUP = ROOT / "casebook" / "contract-02-ecole-par-moins.tric"
SECRET = "root:x:0:0:the-secret-line"


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    return (exit_.value.code or 0), out, err


def seance(folder: Path, coup: str) -> Path:
    """A séance in ``folder`` whose marqué names the coup file ``coup`` (as written)."""
    path = folder / "seance.tric"
    path.write_text('[Blanc "Jules"]\n[Noir "Charles"]\nséance 8 marqués\nfiche 10 jetons\n'
                    f'marqué coup "{coup}", part blanc\n', encoding="utf-8")
    return path


# -- a séance opens only coup files inside its own folder ------------------------------------
@pytest.mark.parametrize("name", ["../outside.tric", "../../outside.tric", "{outside}",
                                  "link.tric", "sub/../../outside.tric"])
def test_a_seance_opens_only_coup_files_inside_its_folder(tmp_path, capsys, name):
    outside = tmp_path / "outside.tric"
    outside.write_text(f"[Blanc \"{SECRET}\"]\n{SECRET}\n", encoding="utf-8")
    folder = tmp_path / "a" / "b"
    folder.mkdir(parents=True)
    (folder / "sub").mkdir()
    (folder / "link.tric").symlink_to(outside)       # a link out of the folder is out too
    path = seance(folder, name.format(outside=outside))
    for command in ("settle", "check", "rule"):
        code, out, err = run([command, str(path)], capsys)
        assert code == 3 and out == "", command
        assert "n'est pas dans le dossier de la séance" in err and SECRET not in err
        assert f"{path}:5:1:" in err


def test_a_coup_file_inside_the_folder_is_still_read(tmp_path, capsys):
    (tmp_path / "coups").mkdir()
    (tmp_path / "coups" / "m1.tric").write_bytes(COUP.read_bytes())
    code, out, _ = run(["settle", str(seance(tmp_path, "coups/./m1.tric")), "-f", "json"],
                       capsys)
    assert code == 0 and '"settlement.v1"' in out


def test_a_coup_file_that_is_a_fifo_or_a_device_is_refused_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / "pipe.tric")
    os.symlink("/dev/zero", tmp_path / "zero.tric")
    for name in ("pipe.tric", "zero.tric"):
        path = seance(tmp_path, name)
        done = subprocess.run([sys.executable, "-m", "arbiter.cli", "settle", str(path)],
                              capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert done.returncode == 3, name
        assert "ce n'est pas un fichier ordinaire" in done.stderr or \
            "n'est pas dans le dossier" in done.stderr      # /dev/zero: outside as well


def test_a_device_inside_the_folder_is_refused(tmp_path, capsys, monkeypatch):
    """The check is on what is opened, not on the name: a character device bound inside the
    folder (here a FIFO stands for it, which needs no privilege) is never read."""
    os.mkfifo(tmp_path / "dev.tric")
    code, _, err = run(["check", str(seance(tmp_path, "dev.tric"))], capsys)
    assert code == 3 and "ce n'est pas un fichier ordinaire" in err


def test_a_nul_in_a_coup_file_name_is_a_located_error(tmp_path, capsys):
    path = seance(tmp_path, "m\x00.tric")
    for command in ("settle", "check"):
        code, out, err = run([command, str(path)], capsys)
        assert code == 3 and out == ""
        assert f"{path}:5:1:" in err and "caractère nul" in err and "\x00" not in err


# -- -o ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", ["rule", "settle", "board"])
def test_o_naming_the_input_record_is_refused(tmp_path, capsys, command):
    source = ROOT / "casebook" / "ecrire" / "e01-lebrun-six-en-bredouille.tric" \
        if command == "settle" else COUP
    record = tmp_path / "record.tric"
    record.write_bytes(source.read_bytes())
    link = tmp_path / "link.tric"
    link.symlink_to(record)
    for out in (str(record), str(link), str(tmp_path / "." / "record.tric")):
        code, _, err = run([command, str(record), "-o", out], capsys)
        assert code == 2 and "it is the record being read" in err, out
    assert record.read_bytes() == source.read_bytes()


def test_fmt_may_still_rewrite_a_record_in_place(tmp_path, capsys):
    record = tmp_path / "record.tric"
    record.write_bytes(COUP.read_bytes())
    code, _, _ = run(["fmt", str(record), "-o", str(record)], capsys)
    assert code == 0


def test_o_over_a_read_only_file_is_refused_as_a_plain_write_is(tmp_path, capsys,
                                                                monkeypatch):
    out = tmp_path / "ruling.txt"
    out.write_text("previous")
    out.chmod(0o444)
    try:
        with open(out, "a"):
            plain_write_fails = False
    except PermissionError:
        plain_write_fails = True
    code, _, err = run(["rule", str(COUP), "-o", str(out)], capsys)
    assert (code == 2) == plain_write_fails
    if plain_write_fails:
        assert "Permission denied" in err and out.read_text() == "previous"
    # as a user who may not write it (root may): refused, left as it was
    import arbiter.cli as cli_module

    out.chmod(0o644)
    out.write_text("previous")
    out.chmod(0o444)
    monkeypatch.setattr(cli_module.os, "access", lambda path, mode, **kw: not mode & os.W_OK)
    code, _, err = run(["rule", str(COUP), "-o", str(out)], capsys)
    assert code == 2 and "cannot write" in err and "Permission denied" in err
    assert out.read_text() == "previous"
    assert stat.S_IMODE(out.stat().st_mode) == 0o444


@pytest.mark.parametrize("command", ["rule", "fmt", "board"])
def test_o_newname_slash_is_an_error(tmp_path, capsys, command):
    code, _, err = run([command, str(COUP), "-o", str(tmp_path / "newname") + "/"], capsys)
    assert code == 2 and "cannot write" in err
    assert list(tmp_path.iterdir()) == []


# -- fmt never makes a record that check refuses -------------------------------------------------
def test_fmt_never_writes_a_record_check_would_refuse(tmp_path, capsys):
    """A record just under 64 KiB whose canonical form is longer (« #x » becomes « # x »)."""
    body = COUP.read_text(encoding="utf-8")
    tight = "#x\n" * ((MAX_INPUT_BYTES - len(body.encode()) - 10) // 3) + body
    assert len(tight.encode()) <= MAX_INPUT_BYTES
    record = tmp_path / "big.tric"
    record.write_text(tight, encoding="utf-8")
    out = tmp_path / "canonical.tric"
    code, stdout, err = run(["fmt", str(record), "-o", str(out)], capsys)
    assert code == 3 and not out.exists() and stdout == ""
    assert "la forme canonique dépasserait 64 Kio" in err
    code, _, _ = run(["fmt", str(COUP), "-o", str(out)], capsys)          # an ordinary one
    assert code == 0
    code, _, _ = run(["check", str(out)], capsys)
    assert code == 0


# -- control characters in a quoted word of a diagnostic ---------------------------------------
def test_control_characters_in_a_quoted_word_are_escaped_as_in_the_echoed_line(tmp_path,
                                                                               capsys):
    record = tmp_path / "ctl.tric"
    record.write_bytes(COUP.read_bytes().replace(b'[Lois "guiton-1822"]',
                                                 b'[Lois "gui\x1b[31mton\x07"]', 1))
    code, _, err = run(["check", str(record)], capsys)
    assert code == 3
    assert "\x1b" not in err and "\x07" not in err
    assert "« gui\ufffd[31mton\ufffd »" in err        # the word as the echoed line shows it
    assert '[Lois "gui\ufffd[31mton\ufffd"]' in err
