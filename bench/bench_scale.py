#!/usr/bin/env python3
"""How ``arbiter check`` and ``arbiter rule`` grow with the record, and what junk costs.

Usage: python3 bench/bench_scale.py [--runs N]

A record of k coups is the contract coup 02 whose acts are written k times, a « relevé »
between two (each coup replayed from the same position). For k = 1, 10, 100, 300 it times
whole processes (the median of ``--runs``) and reads their peak memory (``wait4``), then prints
the cost of one more coup: time and memory between the smallest and the largest record. Issue
#12 asks for linear growth at about 0.7 ms and 20 KB a coup.

Then the inputs a hostile user would send: 1 MB of random text (refused, over the 64 KiB
limit), 60 KB of junk lines, 60 KB of one long line of 8,000 bad cells, 60 KB of acts that all
fail. Each must be refused (exit 3) in under 2 s and under 200 MB. A script, not a test:
timings depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "casebook" / "contract-02-ecole-par-moins.tric"
SIZES = (1, 10, 100, 300)


def arbiter_command() -> list[str]:
    exe = shutil.which("arbiter")
    return [exe] if exe else [sys.executable, "-m", "arbiter.cli"]


def measure(cmd: list[str], runs: int) -> tuple[float, float, int]:
    """(median seconds, peak MB, exit code) of ``runs`` whole processes."""
    times, peaks, code = [], [], 0
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        times.append(time.perf_counter() - start)
        peaks.append(usage.ru_maxrss / 1024)
        code = os.waitstatus_to_exitcode(status)
        proc.returncode = code
    return statistics.median(times), max(peaks), code


def record(coups: int) -> str:
    head, acts = CASE.read_text(encoding="utf-8").split("actes\n")
    return head + "actes\n" + "  relevé\n".join([acts] * coups)


def junk() -> dict[str, str]:
    rng = random.Random(12)
    alphabet = "abcdefghijklmnopqrstuvwxyz 0123456789\n:-#\"[]éè"
    head = CASE.read_text(encoding="utf-8").split("actes\n")[0] + "actes\n"
    cells = " ".join("30:1" for _ in range(8000))
    return {
        "1 MB of random text": "".join(rng.choice(alphabet) for _ in range(1_000_000)),
        "60 KB of random text": "".join(rng.choice(alphabet) for _ in range(60_000)),
        "60 KB of bad act lines": head + "".join(
            f"blanc {rng.choice(['vole', 'jette', 'joue 3-', 'marque'])} {i}\n"
            for i in range(3000))[: 60_000 - len(head)],
        "8,000 bad cells on a line": head.replace("noir   talon:12", f"noir   talon:12 {cells}"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    arbiter = arbiter_command()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'coups':>6} {'bytes':>8} {'check s':>8} {'rule s':>8} {'rule MB':>8}")
        for k in SIZES:
            path = Path(folder) / f"r{k}.tric"
            path.write_text(record(k), encoding="utf-8")
            check_s, _, c1 = measure([*arbiter, "check", str(path)], args.runs)
            rule_s, rule_mb, c2 = measure([*arbiter, "rule", str(path), "--format", "json"],
                                          args.runs)
            assert (c1, c2) == (0, 0), f"record of {k} coups: exit {c1}, {c2}"
            rows.append((k, check_s, rule_s, rule_mb))
            print(f"{k:>6} {path.stat().st_size:>8} {check_s:>8.3f} {rule_s:>8.3f} "
                  f"{rule_mb:>8.1f}")
        (k0, c0, r0, m0), (k1, c1_, r1, m1) = rows[0], rows[-1]
        per = k1 - k0
        print(f"one more coup: check {(c1_ - c0) / per * 1000:.2f} ms, rule "
              f"{(r1 - r0) / per * 1000:.2f} ms and {(m1 - m0) / per * 1024:.0f} KB")
        print()
        worst_s = worst_mb = 0.0
        for name, text in junk().items():
            path = Path(folder) / "junk.tric"
            path.write_text(text, encoding="utf-8")
            for command in (["check"], ["rule", "--format", "html"]):
                seconds, mb, code = measure([*arbiter, command[0], str(path), *command[1:]],
                                            args.runs)
                worst_s, worst_mb = max(worst_s, seconds), max(worst_mb, mb)
                print(f"{name:<28} {' '.join(command):<20} exit {code}  {seconds:6.3f} s "
                      f"{mb:7.1f} MB")
        verdict = "within" if worst_s < 2 and worst_mb < 200 else "OVER"
        print(f"junk: slowest {worst_s:.2f} s, largest {worst_mb:.0f} MB: {verdict} the "
              "2 s / 200 MB budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
