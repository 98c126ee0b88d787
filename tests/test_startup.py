"""Start-up (issue #12): a command imports only what it needs, and the caches that spare a
process the work of the last one are a help, never a condition.

What a process imports is asserted in a fresh interpreter (``sys.modules`` after the command);
how long it takes is measured by ``bench/bench_cli.py``, not here: these tests assert
behaviour only. Each process gets its own cache folder (``XDG_CACHE_HOME``), run twice where
the second run is the one that matters (caches filled by the first).
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter import codecache

ROOT = Path(__file__).resolve().parent.parent
COUP = ROOT / "casebook" / "contract-03-ecole-par-trop.tric"
JACQUET = next(iter(sorted((ROOT / "casebook").glob("j-*.tric"))), None)
SEANCE = next(iter(sorted((ROOT / "casebook" / "ecrire").glob("*.tric"))), None)

_PROBE = """
import json, sys
from arbiter.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exit:
    code = exit.code
sys.stdout.flush()
sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)) + " EXIT " + repr(code) + "\\n")
"""


def _env(cache: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ARBITER_NO_CACHE", "ARBITER_DEBUG")}
    env.update(XDG_CACHE_HOME=str(cache), PYTHONHASHSEED="0", **extra)
    return env


def _probe(args: list[str], cache: Path, **extra: str) -> tuple[bytes, set[str], int]:
    """Run ``arbiter ARGS`` in a fresh interpreter: its standard output, the modules it had
    imported at the end, and its exit code."""
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True,
                          env=_env(cache, **extra), cwd=ROOT, timeout=120)
    tail = done.stderr.decode("utf-8").rsplit("\nMODULES ", 1)[1]
    modules, code = tail.rsplit(" EXIT ", 1)
    return done.stdout, set(json.loads(modules)), int(code.strip() or 0)


def _arbiter(args: list[str], cache: Path, **extra: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "arbiter.cli", *args], capture_output=True,
                          env=_env(cache, **extra), cwd=ROOT, timeout=120)


def _under(modules: set[str], *packages: str) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


# -- what a command imports ---------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_ruling_a_trictrac_coup_imports_neither_yaml_nor_ecrire_nor_jacquet(tmp_path, fmt):
    _probe(["rule", str(COUP), "--format", fmt], tmp_path)          # fills the caches
    out, modules, code = _probe(["rule", str(COUP), "--format", fmt], tmp_path)
    assert code == 0 and out
    assert _under(modules, "yaml", "arbiter.ecrire", "arbiter.games.jacquet",
                  "arbiter.render.html", "arbiter.render.svg") == []
    assert "arbiter.engine.decide" in modules        # it did rule (the probe sees imports)
    if fmt == "json":
        assert _under(modules, "jinja2", "markupsafe") == []


def test_the_law_base_is_read_with_yaml_only_when_its_cache_is_missing(tmp_path):
    _, cold, _ = _probe(["rule", str(COUP), "--format", "json"], tmp_path)
    assert "yaml" in cold                            # first run: parsed, then kept
    _, off, _ = _probe(["rule", str(COUP), "--format", "json"], tmp_path, ARBITER_NO_CACHE="1")
    assert "yaml" in off                             # no cache asked for: parsed again


@pytest.mark.skipif(SEANCE is None, reason="the casebook has no séance (casebook/ecrire/*.tric) "
                                           "to time")
def test_a_seance_is_still_settled_by_rule(tmp_path):
    assert SEANCE is not None
    out, modules, code = _probe(["rule", str(SEANCE)], tmp_path)
    assert code == 0 and out
    assert "arbiter.ecrire.settle" in modules


@pytest.mark.skipif(JACQUET is None, reason="the casebook has no Jacquet case (casebook/j-*.tric) "
                                            "to time")
def test_a_jacquet_coup_loads_its_game_on_demand(tmp_path):
    assert JACQUET is not None
    _, modules, code = _probe(["rule", str(JACQUET), "--format", "json"], tmp_path)
    assert code == 0 and "arbiter.games.jacquet" in modules


def test_the_seance_test_is_the_same_from_both_modules():
    from arbiter.ecrire.notation import is_seance as from_ecrire
    from arbiter.record_kind import is_seance

    assert from_ecrire is is_seance
    assert is_seance("# note\n[Lois \"lebrun-1828\"]\n\n séance 2 marqués\n")
    assert is_seance("\ufeffseance douze-trous\n")
    assert not is_seance("[Blanc \"x\"]\r\nposition\r\n  blanc talon:15\r\n")
    assert not is_seance("")


# -- the cache of compiled code: dataclass methods and regular expressions --------------------
def _kept(cache: Path) -> list[Path]:
    return sorted((cache / "trictrac-arbiter").glob("compiled-*.marshal"))


@pytest.fixture
def fresh_codecache(tmp_path, monkeypatch):
    """The code cache installed in this process on an empty folder, and removed after."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    codecache.uninstall()
    codecache.install()
    yield tmp_path
    codecache.uninstall()


def test_the_code_cache_is_filled_used_and_never_needed(tmp_path):
    args = ["rule", str(COUP), "--format", "text"]
    plain = _arbiter(args, tmp_path / "none", ARBITER_NO_CACHE="1")
    assert plain.returncode == 0 and plain.stdout
    assert not (tmp_path / "none").exists()                 # ARBITER_NO_CACHE: nothing kept

    cold = _arbiter(args, tmp_path / "c")
    assert cold.returncode == 0 and cold.stdout == plain.stdout
    [kept] = _kept(tmp_path / "c")
    first = kept.read_bytes()
    code, regex = codecache._load(str(kept))
    assert len(code) > 100 and len(regex) > 10              # methods and patterns were kept
    warm = _arbiter(args, tmp_path / "c")                   # from the cache
    assert warm.returncode == 0 and warm.stdout == plain.stdout
    assert kept.read_bytes() == first                       # nothing new: not rewritten
    assert [p.name for p in (tmp_path / "c" / "trictrac-arbiter").iterdir()
            if p.name.endswith(".tmp")] == []               # no temporary left behind

    kept.write_bytes(b"\x00 not marshal data")              # corrupt: ignored, then replaced
    broken = _arbiter(args, tmp_path / "c")
    assert broken.returncode == 0 and broken.stdout == plain.stdout
    assert kept.read_bytes() != b"\x00 not marshal data"

    blocked = tmp_path / "a-file"
    blocked.write_text("x")                                 # no folder can be made there
    nowhere = _arbiter(args, blocked)
    assert nowhere.returncode == 0 and nowhere.stdout == plain.stdout and not nowhere.stderr


def test_kept_code_of_another_interpreter_or_shape_is_ignored(tmp_path):
    import marshal

    path = tmp_path / "kept.marshal"
    code = compile("x = 1", "<string>", "exec", dont_inherit=True)
    other = (b"\x00\x00\r\n", *codecache._stamp()[1:])
    path.write_bytes(marshal.dumps((other, {"x = 1": code}, {})))    # another interpreter
    assert codecache._load(str(path)) == ({}, {})
    path.write_bytes(marshal.dumps([1, 2, 3]))
    assert codecache._load(str(path)) == ({}, {})
    regex = {("a+", 0): (32, [1, 2], 0, {}, ()), ("b", 0): "not a compiled pattern"}
    path.write_bytes(marshal.dumps((codecache._stamp(), {"x = 1": code, "y": 3}, regex)))
    assert codecache._load(str(path)) == ({"x = 1": code},
                                          {("a+", 0): (32, [1, 2], 0, {}, ())})
    assert codecache._load(str(tmp_path / "missing")) == ({}, {})


def test_classes_made_with_kept_code_behave_as_without(fresh_codecache):
    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True)
        class Point:
            x: int
            y: int = 0
            tags: tuple[str, ...] = dataclasses.field(default=(), compare=False)

        return Point

    kept_classes = [make(), make()]                          # compiled, then from the table
    codecache.save()
    codecache.uninstall()
    plain = make()
    for kept in kept_classes:
        a, b = plain(1, 2, ("t",)), kept(1, 2, ("t",))
        assert repr(a) == repr(b) and hash(a) == hash(plain(1, 2)) == hash(b)
        assert b == kept(1, 2) and b != kept(2, 2)
        with pytest.raises(dataclasses.FrozenInstanceError):
            b.x = 3                                          # type: ignore[misc]
        assert kept.__init__.__annotations__ == plain.__init__.__annotations__
        assert kept.__init__.__code__.co_filename == plain.__init__.__code__.co_filename
        assert kept.__match_args__ == plain.__match_args__
    [kept_file] = _kept(fresh_codecache)
    code, _ = codecache._load(str(kept_file))
    assert any("__create_fn__" in source and "x" in source for source in code)


def test_patterns_rebuilt_from_kept_code_equal_those_re_compiles(fresh_codecache):
    import re

    sources = [r"(?P<word>[a-zé]+)\s*(\d{1,3})?", r"(?i)séance|seance", rb"\x00+[^\n]*",
               r"(?x) a  # a comment" + "\n" + r" (?:b|c)+"]
    compiled = [re._compiler.compile(s, 0) for s in sources]   # type: ignore[attr-defined]
    assert {(s, 0) for s in sources} <= set(codecache._state["regex"])   # kept
    again = [re._compiler.compile(s, 0) for s in sources]      # type: ignore[attr-defined]
    codecache.uninstall()
    plain = [re._compiler.compile(s, 0) for s in sources]      # type: ignore[attr-defined]
    for kept, fresh, first in zip(again, plain, compiled, strict=True):
        assert kept == fresh == first and kept.groupindex == fresh.groupindex
        assert kept.groups == fresh.groups and kept.flags == fresh.flags
    assert again[0].match("élan 12").groupdict() == {"word": "élan"}
    assert again[1].match("SÉANCE") and again[2].match(b"\x00\x00abc")


# -- the entry point: the plain ruling without click, everything else by click -----------------
def test_the_entry_point_knows_the_plain_ruling_and_nothing_else():
    from arbiter.launch import plain_rule

    assert plain_rule(["rule", "c.tric"]) == ("c.tric", "text", "fr")
    assert plain_rule(["rule", "--lang", "en", "c.tric", "-f", "json"]) == ("c.tric", "json", "en")
    assert plain_rule(["rule", "c.tric", "--format=html", "--lang=fr"]) == ("c.tric", "html", "fr")
    for other in (["check", "c.tric"], ["rule"], ["rule", "-"], ["rule", "c.tric", "-o", "x"],
                  ["rule", "c.tric", "d.tric"], ["rule", "c.tric", "-f", "json", "-f", "text"],
                  ["rule", "c.tric", "-f", "xml"], ["rule", "c.tric", "--lang", "de"],
                  ["rule", "c.tric", "-fjson"], ["rule", "c.tric", "--help"],
                  ["rule", "c.tric", "--form", "json"], ["rule", "--", "c.tric"],
                  ["rule", "c.tric", "-f"], ["-V"], [], ["rule", "c.tric", "--format="]):
        assert plain_rule(other) is None, other


def test_the_entry_point_refuses_what_the_command_line_refuses():
    from arbiter import cli, launch

    assert launch.MAX_INPUT_BYTES == cli.MAX_INPUT_BYTES
    assert set(launch.FORMATS) == {"text", "html", "json"} and set(launch.LANGS) == {"fr", "en"}


_ENTRY = "import sys; from arbiter.launch import main; main(sys.argv[1:])"


def _both(args: list[str], cache: Path, cwd: Path) -> tuple[subprocess.CompletedProcess[bytes],
                                                             subprocess.CompletedProcess[bytes]]:
    """The same command line through the entry point and through arbiter.cli alone."""
    env = _env(cache)
    entry = subprocess.run([sys.executable, "-c", _ENTRY, *args], capture_output=True, env=env,
                           cwd=cwd, timeout=120)
    full = subprocess.run([sys.executable, "-c", "import sys; from arbiter.cli import main; "
                           "main(sys.argv[1:])", *args], capture_output=True, env=env, cwd=cwd,
                          timeout=120)
    return entry, full


def test_the_entry_point_answers_as_the_command_line_does(tmp_path):
    bad = tmp_path / "bad.tric"
    bad.write_text("position\n  blanc talon:15 zzz\n", encoding="utf-8")
    latin = tmp_path / "latin.tric"
    latin.write_bytes(COUP.read_bytes().replace(b"\n", b" \xe9\n", 1))
    lines = [["rule", str(COUP)], ["rule", str(COUP), "-f", "json", "--lang", "en"],
             ["rule", str(COUP), "--format=html"], ["rule", str(bad)], ["rule", str(latin)],
             ["rule", str(tmp_path / "missing.tric")], ["rule", str(tmp_path)],
             ["rule", str(COUP), "-f", "xml"], ["rule", str(COUP), "-f", "json", "-f", "text"],
             ["rule"], ["rule", "--help"]]
    if SEANCE is not None:
        lines.append(["rule", str(SEANCE)])
    for args in lines:
        entry, full = _both(args, tmp_path / "cache", ROOT)
        assert (entry.returncode, entry.stdout, entry.stderr) == \
            (full.returncode, full.stdout, full.stderr), args
    assert _both(["rule", str(COUP)], tmp_path / "cache", ROOT)[0].returncode == 0


def test_the_plain_ruling_does_not_import_click(tmp_path):
    probe = ("import json, sys\nfrom arbiter.launch import main\ntry:\n    main(sys.argv[1:])\n"
             "except SystemExit as e:\n    code = e.code\nsys.stdout.flush()\n"
             "sys.stderr.write('\\nMODULES ' + json.dumps(sorted(sys.modules)) + ' EXIT ' "
             "+ repr(code) + '\\n')\n")
    for args, clicked in ((["rule", str(COUP)], False), (["rule", str(COUP), "-o", "-"], True)):
        done = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True,
                              env=_env(tmp_path), cwd=ROOT, timeout=120)
        modules = set(json.loads(done.stderr.decode().rsplit("\nMODULES ", 1)[1]
                                 .rsplit(" EXIT ", 1)[0]))
        assert done.stdout and ("click" in modules) == clicked, args


def test_the_console_script_writes_the_whole_ruling_before_leaving(tmp_path):
    """``arbiter`` (launch.console) ends a plain ruling without the interpreter's teardown:
    what it wrote must be all there, byte for byte what the command line writes, and any
    other command line must still exit as click does."""
    bad = tmp_path / "bad.tric"
    bad.write_text("position\n  blanc talon:15 zzz\n", encoding="utf-8")
    console = "import sys; from arbiter.launch import console; sys.argv[0] = 'arbiter'; console()"
    for args in (["rule", str(COUP)], ["rule", str(COUP), "-f", "json"],
                 ["rule", str(COUP), "--format=html", "--lang", "en"], ["rule", str(bad)],
                 ["rule", str(COUP), "-f", "xml"]):
        env = _env(tmp_path / "cache")
        short = subprocess.run([sys.executable, "-c", console, *args], capture_output=True,
                               env=env, cwd=ROOT, timeout=120)
        full = subprocess.run([sys.executable, "-c", "import sys; from arbiter.cli import main; "
                               "main(sys.argv[1:])", *args], capture_output=True, env=env,
                              cwd=ROOT, timeout=120)
        assert (short.returncode, short.stdout, short.stderr) == \
            (full.returncode, full.stdout, full.stderr), args
    assert short.returncode != 0                    # the last two are refused, as by click
