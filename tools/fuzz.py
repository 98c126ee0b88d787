#!/usr/bin/env python3
"""A long fuzz campaign against the arbiter, as a hostile user would run one.

Usage: python3 tools/fuzz.py [--inputs 100000] [--seed 1] [--jobs N] [--limit 5]
                             [--save-dir fuzz-findings]

Each input is a recorded coup of the casebook (and of ../shared/contract when present) put
through one to eight random mutations (bytes flipped, inserted, deleted, repeated; lines
swapped, cut, repeated a thousand times; numbers of thousands of digits; every kind of line
separator; bytes that are not UTF-8; keywords of the notation; pieces of another record). Input
number i goes to one of five uses in turn: ``check FILE``, ``rule FILE --format json``,
``rule FILE --format html``, ``check -`` and ``rule -`` (standard input), run in worker
processes through click's test runner, so a campaign of 100,000 inputs takes minutes, not
hours.

An *internal error* is any outcome but exit 0 or 3 (a traceback, exit 4, a usage error on an
input that exists); an input *over the time limit* took more than ``--limit`` seconds of
processor time (or was stopped after ten times that, by the clock). Processor time, because the
campaign shares the machine with its own workers and whatever else runs: the wall-clock time
is reported too, as the number of inputs that took more than the limit by the clock. Internal
errors and inputs over the limit are saved under ``--save-dir`` to be replayed with
``arbiter``. The last line is ``N inputs, C internal errors, H over the time limit``; the exit
code is 1 when C or H is not zero. Mutation is seeded: the same seed gives the same inputs.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import signal
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
USES = (
    ("check", "file", []),
    ("rule", "file", ["--format", "json"]),
    ("rule", "file", ["--format", "html"]),
    ("check", "stdin", []),
    ("rule", "stdin", ["--lang", "en"]),
)

WORDS = [
    b"position", b"marque", b"actes", b"trait", b"relev\xc3\xa9", b"relev\xc3\xa8", b"blanc",
    b"noir", b"jette", b"joue", b"remet", b"l\xc3\xa8ve", b"pose", b"sur", b"touche",
    b"adoube", b"efface", b"adversaire", b"d\xc3\xa9", b"d\xc3\xa9s", b"enl\xc3\xa8ve",
    b"trou", b"trous", b"points", b"bredouille", b"pavillon", b"\xc3\xa9cole", b"talon",
    b"coin", b"bande", b"constate", b"dames", b"dit", b"rompt", b"abandonne", b"rentre",
    b"jeton", b"nouveau-jeton", b"sans-bouger", b"d\xc3\xa9marque", b"premier", b"suivant",
    b"cass\xc3\xa9", b"pirouettant", b"hors", b"un-seul", b"main", b"s\xc3\xa9par\xc3\xa9s",
    b"sans-bande", b"dress\xc3\xa9s", b"heurt\xc3\xa9",
    b"?", b"&", b"-", b":", b",", b"#",
    b'"', b"\\", b"[", b"]", b'[Partie "a-ecrire"]', b'[Lois "lebrun-1828"]', b"0", b"24",
    b"25", b"-1", b"7", b"99", b"9" * 4400, b"0" * 5000 + b"3", b"1" * 20,
    b"\n", b"\r", b"\r\n", b"\n\n\n", b"\t", b"\f", b"\v", b"\x00", b"\x1c", b"\x1e",
    b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9", b"\xef\xbb\xbf", b"\xff", b"\xe9", b"\xc3",
    b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x80\xae", b"\xcc\x81", b"\xf0\x9f\x8e\xb2",
    b"<script>", b"&amp;", b"{{ x }}", b"{% if %}", b"%s", b"${x}",
]


def seeds() -> list[bytes]:
    found = sorted((ROOT / "casebook").glob("*.tric"))
    shared = ROOT.parent / "shared" / "contract"
    if shared.is_dir():
        found += sorted(shared.glob("*.tric"))
    return [p.read_bytes() for p in found]


def mutate(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    """One to eight random mutations of ``data``."""
    for _ in range(rng.randint(1, 8)):
        data = MUTATIONS[rng.randrange(len(MUTATIONS))](rng, data, pool)
        if len(data) > 600_000:
            data = data[:600_000]
    return data


def _at(rng: random.Random, data: bytes) -> int:
    return rng.randint(0, len(data))


def _flip(rng, data, pool):
    if not data:
        return data
    i = rng.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]


def _byte(rng, data, pool):
    i = _at(rng, data)
    return data[:i] + bytes([rng.randrange(256)]) + data[i:]


def _delete(rng, data, pool):
    i = _at(rng, data)
    return data[:i] + data[i + rng.randint(1, 40):]


def _word(rng, data, pool):
    i = _at(rng, data)
    return data[:i] + rng.choice(WORDS) + data[i:]


def _replace_word(rng, data, pool):
    parts = data.split(b" ")
    if len(parts) > 1:
        parts[rng.randrange(len(parts))] = rng.choice(WORDS)
    return b" ".join(parts)


def _number(rng, data, pool):
    digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
    if not digits:
        return data
    i = rng.choice(digits)
    new = str(rng.choice([0, 7, 13, 24, 25, 36, 99, 10 ** rng.randint(3, 30),
                          int("9" * rng.randint(50, 300))])).encode()
    if rng.random() < 0.05:
        new = b"9" * rng.randint(4300, 9000)
    return data[:i] + new + data[i + 1:]


def _lines(rng, data, pool):
    lines = data.split(b"\n")
    if len(lines) < 2:
        return data
    a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
    choice = rng.randrange(4)
    if choice == 0:
        lines[a], lines[b] = lines[b], lines[a]
    elif choice == 1:
        del lines[a]
    elif choice == 2:
        lines.insert(b, lines[a])
    else:
        line = lines[a][:2000]         # bounded, so that the generator itself stays small
        lines[a:a + 1] = [line] * rng.choice([10, 100, 1000, 5000])
    return b"\n".join(lines)


def _long_line(rng, data, pool):
    lines = data.split(b"\n")
    a = rng.randrange(len(lines))
    piece = rng.choice([b" 30:1", b" 0-6", b" x", b" 9" * 3, b"\xe2\x80\xa8", b" jette 6 5"])
    lines[a] = lines[a][:2000] + piece * rng.choice([100, 1000, 8000])
    return b"\n".join(lines)


def _endings(rng, data, pool):
    return data.replace(b"\n", rng.choice([b"\r", b"\r\n", b"\xe2\x80\xa8", b"\x85",
                                           b"\n\r", b"\x0c\n"]))


def _splice(rng, data, pool):
    other = rng.choice(pool)
    i, j = _at(rng, data), rng.randint(0, len(other))
    return data[:i] + other[j:j + rng.randint(1, 400)] + data[i:]


def _truncate(rng, data, pool):
    return data[:_at(rng, data)]


MUTATIONS = [_flip, _byte, _delete, _word, _word, _replace_word, _number, _number, _lines,
             _long_line, _endings, _splice, _truncate]


# -- running -------------------------------------------------------------------------------------
class _Overtime(Exception):
    pass


def _alarm(signum, frame):
    raise _Overtime


def _worker_init() -> None:
    signal.signal(signal.SIGALRM, _alarm)
    os.environ.pop("ARBITER_DEBUG", None)
    import arbiter.cli  # noqa: F401  (imports paid once per worker, not per input)


def run_one(job: tuple[int, bytes, str, float]) -> tuple[int, str, float, str, float]:
    """(index, outcome, seconds, detail, peak MB of this worker so far): outcome is ok,
    invalid, internal or overtime."""
    from click.testing import CliRunner

    from arbiter.cli import cli

    index, data, folder, limit = job
    command, how, extra = USES[index % len(USES)]
    runner = CliRunner()
    if how == "file":
        path = Path(folder) / f"in-{os.getpid()}.tric"
        path.write_bytes(data)
        args, stdin = [command, str(path), *extra], None
    else:
        args, stdin = [command, "-", *extra], data
    signal.alarm(int(limit * 10) + 1)
    start = time.perf_counter()
    cpu = time.process_time()
    try:
        result = runner.invoke(cli, args, input=stdin, catch_exceptions=True)
    except _Overtime:
        return index, "overtime", time.perf_counter() - start, "stopped", _peak()
    finally:
        signal.alarm(0)
    wall = time.perf_counter() - start
    seconds = time.process_time() - cpu
    exc = result.exception
    if isinstance(exc, _Overtime):
        return index, "overtime", seconds, "stopped", _peak()
    if exc is not None and not isinstance(exc, SystemExit):
        return index, "internal", seconds, f"{type(exc).__name__}: {str(exc)[:200]}", _peak()
    if result.exit_code not in (0, 3):
        return (index, "internal", seconds, f"exit {result.exit_code}: {result.output[-300:]}",
                _peak())
    if seconds > limit:
        return index, "overtime", seconds, f"{seconds:.1f} s of processor time", _peak()
    outcome = "ok" if result.exit_code == 0 else "invalid"
    return (index, outcome + (" (slow by the clock)" if wall > limit else ""), seconds, "",
            _peak())


def _peak() -> float:
    """Peak resident memory of this worker process so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


WORKER_TASKS = 250
"""A worker is replaced after this many batches of eight inputs, so that the peak memory of a
worker measures 2,000 inputs, not whatever a test harness keeps over a whole campaign."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--limit", type=float, default=5.0, help="seconds an input may take")
    parser.add_argument("--save-dir", type=Path, default=Path("fuzz-findings"))
    args = parser.parse_args()

    pool = seeds()
    if not pool:
        parser.error("no seed records found under casebook/")
    rng = random.Random(args.seed)
    outcomes: Counter[str] = Counter()
    slowest = (0.0, -1)
    findings: list[tuple[int, str, str]] = []
    started = time.perf_counter()
    done = 0
    peak = 0.0
    with tempfile.TemporaryDirectory() as folder, \
            ProcessPoolExecutor(args.jobs, initializer=_worker_init,
                                max_tasks_per_child=WORKER_TASKS) as executor:
        for first in range(0, args.inputs, 1000):      # a batch at a time: bounded memory
            batch = [(index, mutate(rng, rng.choice(pool), pool), folder, args.limit)
                     for index in range(first, min(first + 1000, args.inputs))]
            for (_, data, _, _), (index, outcome, seconds, detail, worker_mb) in zip(
                    batch, executor.map(run_one, batch, chunksize=8), strict=True):
                done += 1
                peak = max(peak, worker_mb)
                outcomes[outcome] += 1
                slowest = max(slowest, (seconds, index))
                if outcome in ("internal", "overtime"):
                    findings.append((index, outcome, detail))
                    args.save_dir.mkdir(parents=True, exist_ok=True)
                    (args.save_dir / f"{outcome}-{index}.tric").write_bytes(data)
                    use = " ".join([USES[index % len(USES)][0], USES[index % len(USES)][1]])
                    print(f"input {index} ({use}): {outcome}: {detail}", file=sys.stderr)
                if done % 5000 == 0:
                    rate = done / (time.perf_counter() - started)
                    print(f"  {done} inputs, {rate:.0f}/s, {dict(outcomes)}", file=sys.stderr,
                          flush=True)
    elapsed = time.perf_counter() - started
    print(f"uses: {', '.join(' '.join([c, h, *e]) for c, h, e in USES)} (in turn)")
    print(f"outcomes: {dict(sorted(outcomes.items()))}; slowest input {slowest[1]}: "
          f"{slowest[0]:.2f} s of processor time; peak memory of a worker "
          f"({WORKER_TASKS * 8} inputs each) {peak:.0f} MB; "
          f"{elapsed:.0f} s in all")
    print(f"{args.inputs} inputs, {outcomes['internal']} internal errors, "
          f"{outcomes['overtime']} over the time limit")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
