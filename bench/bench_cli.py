#!/usr/bin/env python3
"""Time the whole ``arbiter rule`` process on a contract coup, against a bare interpreter.

Usage: python3 bench/bench_cli.py [COUP.tric] [--runs N]

Start-up is most of what a referee waits for, so this measures whole processes (spawn, imports,
parse, rule, render, exit), not functions. Prints the median wall time of ``python3 -c pass``
and of ``arbiter rule COUP --format F`` for json, text and html. The budget is 0.35 s.
A script, not a test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT.parent / "shared" / "contract" / "02-ecole-par-moins.tric"
BUDGET = 0.35


def _time(cmd: list[str], runs: int) -> float:
    """Median wall time of ``runs`` runs (after one warm-up run for the OS file cache)."""
    subprocess.run(cmd, capture_output=True, check=True)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("coup", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    if not args.coup.exists():
        parser.error(f"{args.coup} not found (give a .tric file)")

    exe = shutil.which("arbiter")
    arbiter = [exe] if exe else [sys.executable, "-m", "arbiter.cli"]
    base = _time([sys.executable, "-c", "pass"], args.runs)
    print(f"{'python3 -c pass':<28} {base * 1000:7.1f} ms")
    worst = 0.0
    for fmt in ("json", "text", "html"):
        t = _time([*arbiter, "rule", str(args.coup), "--format", fmt], args.runs)
        worst = max(worst, t)
        print(f"{'arbiter rule --format ' + fmt:<28} {t * 1000:7.1f} ms"
              f"   (+{(t - base) * 1000:.1f} ms over python)")
    verdict = "within" if worst < BUDGET else "OVER"
    print(f"slowest {worst * 1000:.1f} ms: {verdict} the {BUDGET * 1000:.0f} ms budget "
          f"({args.runs} runs each, medians)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
