"""What every benchmark shares: the `--quick` flag, medians of repeated runs, and the closing
`RESULT name=value ... target=... ok=yes|no` line that lets anyone check a target with one
command (`python benchmarks/bench_x.py --quick | tail -1`).

Values in the RESULT line never contain spaces; a target reads like `median_s<1`, several
joined by commas.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")

QUICK_HELP = "a short, bounded run (under a minute on a busy 2-core machine): fewer repeats/sizes"


REPO = Path(__file__).resolve().parents[1]
COMPILED_SRC = Path(os.environ.get("TAGDUEL_COMPILED_SRC") or REPO / "build" / "compiled" / "src")
"""Where `sh tools/compile-engine.sh` puts the compiled engine (a copy of `src`; another build's
`src` folder with TAGDUEL_COMPILED_SRC)."""
_REEXEC = "TAGDUEL_BENCH_COMPILED"


def add_quick(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)


def add_compiled(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--compiled",
        action="store_true",
        help="run with the engine compiled by `sh tools/compile-engine.sh` (build/compiled/src)",
    )


def engine_build() -> str:
    """`interpreted`, `compiled`, or `compiled-stale` (compiled from sources since edited)."""
    from tagduel.buildinfo import engine_build as build

    return build(REPO / "src")


def use_compiled(script: str, argv: Sequence[str]) -> None:
    """Run `script` again with the compiled engine first on the path, unless it already is;
    a clear stop when there is no compiled build, or it does not load."""
    if engine_build() != "interpreted":
        return
    if os.environ.get(_REEXEC):
        raise SystemExit(f"--compiled: the engine in {COMPILED_SRC} did not load compiled")
    if not (COMPILED_SRC / "tagduel").is_dir():
        raise SystemExit(
            f"--compiled needs the compiled engine in {COMPILED_SRC}: "
            "build it first with `sh tools/compile-engine.sh`"
        )
    path = os.pathsep.join(filter(None, (str(COMPILED_SRC), os.environ.get("PYTHONPATH"))))
    env = {**os.environ, "PYTHONPATH": path, _REEXEC: "1"}
    sys.stdout.flush()
    os.execve(sys.executable, [sys.executable, script, *argv], env)


def build_note(build: str) -> str:
    """The line a benchmark prints about the engine it measured."""
    if build == "compiled-stale":
        return "engine: compiled, from sources edited since (rebuild: sh tools/compile-engine.sh)"
    return f"engine: {build}"


@dataclass(frozen=True)
class Timed(Generic[T]):
    """Seconds per run, by the wall clock and by this process's CPU time, and the last value.

    On a shared machine the wall time includes waiting for a core; the CPU time does not, so a
    wall figure far above the CPU figure means the machine was busy, not that the code slowed."""

    wall: list[float]
    cpu: list[float]
    value: T


def repeat_timed(run: Callable[[], T], repeat: int) -> Timed[T]:
    """Run `run` `repeat` times (at least once), timing each run."""
    wall: list[float] = []
    cpu: list[float] = []
    values: list[T] = []
    for _ in range(max(1, repeat)):
        start, start_cpu = time.perf_counter(), time.process_time()
        values.append(run())
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return Timed(wall, cpu, values[-1])


def busy_note(wall: float, cpu: float) -> str:
    """A warning to print after a CPU figure when the wall time is well above it."""
    return " (well below the wall time: the machine was busy)" if cpu < 0.8 * wall else ""


def median(values: list[float]) -> float:
    return statistics.median(values)


def result_line(name: str, fields: Mapping[str, object], target: str, ok: bool) -> str:
    """`RESULT bench=NAME k=v ... target=TARGET ok=yes|no` (floats to 4 significant digits)."""
    parts = [f"bench={name}"] + [f"{key}={_value(value)}" for key, value in fields.items()]
    parts += [f"target={target}", f"ok={'yes' if ok else 'no'}"]
    line = "RESULT " + " ".join(parts)
    if any(" " in part for part in parts):
        raise ValueError(f"a RESULT value contains a space: {line}")
    return line


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)
