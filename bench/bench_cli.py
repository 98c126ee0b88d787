#!/usr/bin/env python3
"""Time the whole ``arbiter rule`` process on a contract coup, against a bare interpreter.

Usage: python3 bench/bench_cli.py [COUP.tric] [--runs N] [--instructions]

Start-up is most of what a referee waits for, so this measures whole processes (spawn, imports,
parse, rule, render, exit), not functions. Prints the median wall time of ``python3 -c pass``
and of ``arbiter rule COUP --format F`` for json, text and html, each with its ratio to the
bare interpreter, and the processor time of each (less sensitive to a busy machine). Issue #21
sets the budget at about 16 times a bare ``python3 -c pass`` for a contract coup (by default
casebook/contract-03), whole process, installed package (``pip install .``; an editable install
adds its import hook). The arbiter keeps nothing between runs: the warm-up run only fills the
OS's file cache. A script, not a test: timings depend on the machine. With
``PYTHONDONTWRITEBYTECODE=1`` in the environment of a checkout, every module is compiled from
source on every run, which an installed package never does; the script says so.

On a shared machine the times move with the load; ``--instructions`` also counts the
instructions each process executes (``valgrind --tool=callgrind``, when installed), a figure
that does not depend on the load, and prints its ratio to a bare interpreter's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "casebook" / "contract-03-ecole-par-trop.tric"
BUDGET = 16.0
"""The slowest format's whole process, in times a bare ``python3 -c pass``."""


def _time(cmd: list[str], runs: int) -> tuple[float, float]:
    """Median wall time and median processor time (user + system) of ``runs`` runs, after
    one warm-up run for the OS file cache and the arbiter's own caches."""
    subprocess.run(cmd, capture_output=True, check=True)
    times, cpu = [], []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        times.append(time.perf_counter() - start)
        cpu.append(usage.ru_utime + usage.ru_stime)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"{' '.join(cmd)} failed")
    return statistics.median(times), statistics.median(cpu)


def _instructions(cmd: list[str]) -> int | None:
    """The instructions one run of ``cmd`` executes, by callgrind, or None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    done = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd],
                          capture_output=True, text=True, check=True)
    for line in done.stderr.splitlines():
        if "Collected :" in line:
            return int(line.rsplit(":", 1)[1])
    return None


def _count(cmd: list[str], label: str, base: int | None) -> int | None:
    count = _instructions(cmd)
    if count is None:
        print(f"{label:<28} (valgrind not found: no instruction count)")
    else:
        ratio = f"   {count / base:4.1f} times python" if base else ""
        print(f"{label:<28} {count / 1e6:7.0f} M instructions{ratio}")
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("coup", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (independent of the load)")
    args = parser.parse_args()
    if not args.coup.exists():
        parser.error(f"{args.coup} not found (give a .tric file)")

    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set: modules of a checkout are compiled on "
              "every run (an installed package is not)")
    exe = shutil.which("arbiter")
    arbiter = [exe] if exe else [sys.executable, "-m", "arbiter.cli"]
    base, base_cpu = _time([sys.executable, "-c", "pass"], args.runs)
    print(f"{'python3 -c pass':<28} {base * 1000:7.1f} ms   processor {base_cpu * 1000:6.1f} ms")
    worst = 0.0
    for fmt in ("json", "text", "html"):
        t, cpu = _time([*arbiter, "rule", str(args.coup), "--format", fmt], args.runs)
        worst = max(worst, t)
        print(f"{'arbiter rule --format ' + fmt:<28} {t * 1000:7.1f} ms   processor "
              f"{cpu * 1000:6.1f} ms   {t / base:4.1f} times python")
    if args.instructions:
        base_count = _count([sys.executable, "-c", "pass"], "python3 -c pass", None)
        for fmt in ("json", "text", "html"):
            _count([*arbiter, "rule", str(args.coup), "--format", fmt],
                   "arbiter rule --format " + fmt, base_count)
    verdict = "within" if worst / base <= BUDGET else "OVER"
    print(f"slowest {worst * 1000:.1f} ms, {worst / base:.1f} times a bare python3 "
          f"({base * 1000:.1f} ms): {verdict} the budget of {BUDGET:.0f} times "
          f"({args.runs} runs each, medians)")
    if os.getloadavg()[0] > (os.cpu_count() or 1):
        print(f"note: load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} processors: "
              "wall times are inflated; the ratios to python3 are the fairer figure")
    return 0


if __name__ == "__main__":
    sys.exit(main())
