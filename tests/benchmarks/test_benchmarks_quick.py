"""The benchmarks' convention (issue 13 item 19): every benchmark takes `--quick` and prints as
its last line `RESULT name=value ... target=... ok=yes|no`, so a target is checked with one
command. Each script is run for real, as a user runs it, on a tiny input (their `--quick` runs
take 2-45 s on a busy machine, too long for the suite); no figure is asserted, only the shape
and the verdict's logic."""

from __future__ import annotations

import functools
import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

TINY = {
    "bench_cdb_load.py": ["--repeat", "1"],
    "bench_deck_check.py": ["--repeat", "1", "--seconds", "0.05"],
    "bench_pairing.py": ["--sizes", "16", "--repeat", "1", "--all-pairs-up-to", "16"],
    "bench_random_play.py": ["--duels", "2", "--repeat", "1"],
    "bench_standings.py": ["64", "2", "--repeat", "1"],
    "bench_table_load.py": ["--duels", "2", "--seconds", "3", "--backends", "sqlite"],
    "bench_web_burst.py": ["--teams", "8", "--clients", "2", "--backends", "sqlite"],
}
NEEDS_SHARED_DATA = {"bench_cdb_load.py", "bench_deck_check.py"}


@functools.cache
def _run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The script run as a user runs it (each distinct command once per test session)."""
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _result(stdout: str) -> dict[str, str]:
    """The last line's name=value fields, in order; fails unless it is a RESULT line."""
    last = stdout.rstrip("\n").splitlines()[-1]
    word, *tokens = last.split(" ")
    assert word == "RESULT", last
    assert all(t.count("=") >= 1 and not t.startswith("=") for t in tokens), last
    fields = dict(t.split("=", 1) for t in tokens)
    assert next(iter(fields)) == "bench" and list(fields)[-2:] == ["target", "ok"], last
    assert fields["ok"] in {"yes", "no"}, last
    return fields


def _load(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_benchmark_script_is_covered_here() -> None:
    scripts = {p.name for p in BENCHMARKS.glob("bench_*.py")}
    assert scripts == set(TINY)


@pytest.mark.parametrize("script", sorted(TINY))
def test_every_benchmark_takes_quick_and_ends_with_a_result_line(
    script: str, request: pytest.FixtureRequest
) -> None:
    if script in NEEDS_SHARED_DATA:
        request.getfixturevalue("shared_data")
    assert "--quick" in _run(script, "--help").stdout
    done = _run(script, *TINY[script])
    assert done.returncode == 0, done.stderr
    assert _result(done.stdout)["bench"] == script.removeprefix("bench_").removesuffix(".py")


def test_the_random_play_benchmark_counts_every_duel_by_how_it_ended() -> None:
    done = _run("bench_random_play.py", *TINY["bench_random_play.py"])
    sections = done.stdout.split("\ndecks: ")[1:]
    assert [s.splitlines()[0] for s in sections] == [
        "scripted (the rules' cards, all scripts on)",
        "scripted without Final Countdown and Exodia",
    ]
    for section in sections:
        endings = next(line for line in section.splitlines() if "endings:" in line)
        counts = [int(part.split()[0]) for part in endings.split(":", 1)[1].split(",")]
        assert sum(counts) == 2, endings  # --duels 2
    without = sections[1].split("endings:", 1)[1].splitlines()[0]
    assert "Final Countdown" not in without and "Exodia" not in without
    fields = _result(done.stdout)
    assert {"duels_per_s_cpu", "duels_per_s_cpu_without_special_wins"} <= set(fields)
    assert fields["target"].startswith("decisions_per_s_cpu>=20000,")


def test_the_random_play_benchmark_plays_the_classic_decks_drawn_by_seed(shared_data: Path) -> None:
    done = _run("bench_random_play.py", "--decks", "classic", "--duels", "2", "--repeat", "1",
                "--data", str(shared_data))  # fmt: skip
    assert done.returncode == 0, done.stderr
    sections = done.stdout.split("\ndecks: ")[1:]
    assert len(sections) == 1 and sections[0].startswith("classic (four of the eight per duel")
    endings = next(line for line in sections[0].splitlines() if "endings:" in line)
    assert sum(int(part.split()[0]) for part in endings.split(":", 1)[1].split(",")) == 2
    assert _result(done.stdout)["decks"] == "classic"


def test_the_random_play_benchmark_says_where_the_classic_decks_are_missing(tmp_path: Path) -> None:
    done = _run("bench_random_play.py", "--decks", "classic", "--data", str(tmp_path))
    assert done.returncode != 0
    assert f"{tmp_path / 'cards.cdb'} is missing" in done.stderr


def test_the_pairing_benchmark_times_all_nine_rounds_on_both_libraries_both_ways() -> None:
    done = _run("bench_pairing.py", *TINY["bench_pairing.py"])
    lines = [line for line in done.stdout.splitlines() if line[:7].strip().isdigit()]
    rows = [line.split() for line in lines]
    assert [row[0] for row in rows] == [str(n) for n in range(1, 10)]
    # ours on rustworkx, all pairs on rustworkx, ratio, the same on networkx, networkx ÷ rustworkx
    assert all(len(row) >= 8 and row[3].endswith("x") and row[6].endswith("x") for row in rows)
    # the all-pairs optimum agrees with ours on (rematches, points gap) in every round
    assert all(line.endswith("= all pairs") for line in lines), lines
    fields = _result(done.stdout)
    assert {"all_pairs_over_ours_rustworkx_at_16", "all_pairs_over_ours_networkx_at_16"} <= set(
        fields
    )
    assert "networkx_over_rustworkx_ours_at_16" in fields


def test_a_run_smaller_than_the_target_size_never_reports_the_target_met() -> None:
    """Pairing 16 teams or standings of 64 teams is fast, but the targets are about 4,096."""
    pairing = _run("bench_pairing.py", *TINY["bench_pairing.py"])
    assert _result(pairing.stdout)["ok"] == "no"
    standings = _run("bench_standings.py", *TINY["bench_standings.py"])
    assert _result(standings.stdout)["ok"] == "no"


def test_bad_benchmark_arguments_get_one_line_of_error_and_exit_2() -> None:
    done = _run("bench_pairing.py", "--sizes", "15")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines()[-1] == (
        "bench_pairing.py: error: every size must be an even number of teams, at least 2;"
        " --repeat at least 1"
    )
    assert _run("bench_random_play.py", "--duels", "0").returncode == 2


def test_quick_runs_are_bounded_to_small_fixed_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    play = _load("bench_random_play", monkeypatch).parse_args(["--quick", "--duels", "500"])
    assert (play.duels, play.repeat) == (20, 3)
    pairing = _load("bench_pairing", monkeypatch).parse_args(["--quick"])
    assert pairing.sizes == [128, 4096] and pairing.networkx_repeat == 1
    assert (pairing.all_pairs_up_to, pairing.networkx_up_to) == (128, 128)


def test_a_result_line_keeps_every_value_free_of_spaces(monkeypatch: pytest.MonkeyPatch) -> None:
    benchkit = _load("benchkit", monkeypatch)
    line = benchkit.result_line("x", {"rate": 1234.5678, "proven": True}, "rate>=1", ok=False)
    assert line == "RESULT bench=x rate=1235 proven=yes target=rate>=1 ok=no"
    with pytest.raises(ValueError, match="contains a space"):
        benchkit.result_line("x", {"name": "two words"}, "t", ok=True)


def test_the_random_play_benchmark_says_which_engine_it_measured() -> None:
    done = _run("bench_random_play.py", *TINY["bench_random_play.py"])
    assert done.stdout.splitlines()[0] == "engine: interpreted"
    assert _result(done.stdout)["engine"] == "interpreted"


def test_compiled_without_a_build_says_how_to_make_one(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "bench_random_play.py"), "--compiled", "--duels", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "TAGDUEL_COMPILED_SRC": str(tmp_path / "src")},
    )
    assert done.returncode != 0
    assert "sh tools/compile-engine.sh" in done.stderr and str(tmp_path) in done.stderr


def test_the_benchmark_measures_the_compiled_engine_and_compares_the_two(
    compiled_src: Path,
) -> None:
    env = {**os.environ, "TAGDUEL_COMPILED_SRC": str(compiled_src)}
    tiny = [*TINY["bench_random_play.py"], "--decks", "vanilla"]

    def run(*extra: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, str(BENCHMARKS / "bench_random_play.py"), *tiny, *extra]
        return subprocess.run(command, capture_output=True, text=True, timeout=600, env=env)

    compiled = run("--compiled")
    assert compiled.returncode == 0, compiled.stderr
    assert compiled.stdout.splitlines()[0] == "engine: compiled"
    assert _result(compiled.stdout)["engine"] == "compiled"
    compared = run("--compare")
    assert compared.returncode == 0, compared.stderr
    fields = _result(compared.stdout)
    assert fields["bench"] == "random_play_compare" and fields["rounds"] == "3"
    rounds = [line for line in compared.stdout.splitlines() if line.startswith("round ")]
    assert [line.split(":")[0] for line in rounds] == [
        f"round {n}, {build}" for n in (1, 2, 3) for build in ("interpreted", "compiled")
    ]
    interpreted, fast = (
        float(fields[f"decisions_per_s_cpu_{b}"]) for b in ("interpreted", "compiled")
    )
    assert abs(float(fields["speedup"]) - fast / interpreted) < 0.01 * fast / interpreted
    assert fields["target"] == (
        "decisions_per_s_cpu_compiled>=20000,duels_per_s_cpu_without_special_wins_compiled>=50"
    )
