"""What every benchmark shares: the `--quick` flag, medians of repeated runs, and the closing
`RESULT name=value ... target=... ok=yes|no` line that lets anyone check a target with one
command (`python benchmarks/bench_x.py --quick | tail -1`).

Values in the RESULT line never contain spaces; a target reads like `median_s<1`, several
joined by commas.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")

QUICK_HELP = "a short, bounded run (under a minute on a busy 2-core machine): fewer repeats/sizes"


def add_quick(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)


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
