"""A bounded fuzz test: mutated records through ``check`` and ``rule`` end no other way than
exit 0 (a record) or exit 3 (bad input, with diagnostics and nothing on standard output).

The mutations are those of the long campaign, ``tools/fuzz.py`` (issue #12); here Hypothesis
draws 150 of them, so the test takes seconds. A failure prints the input Hypothesis
found; replay it with ``arbiter``.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.cli import cli

ROOT = Path(__file__).resolve().parent.parent
FUZZ = ROOT / "tools" / "fuzz.py"


def _fuzz_module():
    if not FUZZ.exists():
        pytest.skip("the fuzzing script (tools/fuzz.py) is missing from this copy")
    spec = importlib.util.spec_from_file_location("arbiter_fuzz_tool", FUZZ)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FUZZ_TOOL = _fuzz_module() if FUZZ.exists() else None
SEEDS = FUZZ_TOOL.seeds() if FUZZ_TOOL else []


def _outcome(args: list[str], data: bytes) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, args, input=data, catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def _assert_clean(data: bytes) -> None:
    for args in (["check", "-"], ["rule", "-", "--format", "json"],
                 ["rule", "-", "--format", "html", "--lang", "en"]):
        code, out, err = _outcome(args, data)
        assert code in (0, 3), (args, code, err[-500:])
        if code == 3:
            assert out == "" and err.strip(), args
            assert "Traceback" not in err and "internal error" not in err


@pytest.mark.skipif(not SEEDS, reason="the casebook's records (casebook/*.tric), which the fuzzer "
                                      "mutates, are missing")
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 10_000), index=st.integers(0, 1_000))
def test_mutated_records_give_a_ruling_or_located_diagnostics(seed, index):
    import random

    rng = random.Random(seed)
    data = FUZZ_TOOL.mutate(rng, SEEDS[index % len(SEEDS)], SEEDS)
    _assert_clean(data)


NOTATION = st.sampled_from(
    ["position", "marque", "actes", "trait", "relevé", "blanc", "noir", "jette", "joue",
     "talon:15", "0-6", "6", "99999999999", "9" * 4400, "#", '"', "[", "]", ":", "\r",
     "\u2028", "\x85", "\f", "\x00", "marque école 4", "points,", "trous"])


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.lists(st.lists(NOTATION, max_size=8).map(" ".join), max_size=12).map("\n".join))
def test_lines_of_notation_words_give_a_ruling_or_located_diagnostics(text):
    _assert_clean(text.encode("utf-8"))
