"""Random-legal-play throughput of the engine on one core.

    .venv/bin/python benchmarks/bench_random_play.py [--quick] [--compiled|--compare] [--duels N]
        [--repeat R] [--seed S] [--decks classic|scripted|vanilla] [--data DIR]

`--compiled` measures the engine compiled by `sh tools/compile-engine.sh` (mypyc, into
build/compiled/src; it plays exactly the same duels, about twice as fast); without it, the code
in src/ as the interpreter runs it. The first line and the RESULT line (`engine=`) say which was
measured, and warn when the compiled build is older than the sources. `--compare` runs both,
alternating, three rounds, each in a fresh process, and prints their medians and the speed-up
measured in the same minutes (`RESULT bench=random_play_compare ...`; the targets then apply to
the compiled engine).

`--decks classic` plays the eight classic decks (`tagduel.cardscripts.classic`) with the real
card database, four of them drawn for each duel by its seed, all scripts on; they are read from
`--data` (default: `../shared/data` beside the repository: `cards.cdb` and `decks/`), and the
benchmark stops with a clear message when that folder is missing. `--decks scripted` plays the decks `tagduel duel` plays: every scripted card
(Exodia's five pieces included), with all card scripts on; then the same decks with Final
Countdown and Exodia left out (fillers take their places), so the duels-per-second figure does
not lean on the cards that end a duel early. `--decks vanilla` plays the whole built-in set with
no scripts (every card a Normal Monster or a Spell/Trap that does nothing), the engine's bare
rules.

The same seeded duels are played `--repeat` times; the figures are medians over those passes,
by wall-clock time and by the process's CPU time (steadier on a shared machine; the verdict uses
it). Every decision is a uniform choice among the legal actions; with auto-pass on, a seat whose
only answer is Pass is not asked (and not counted). Prints how the duels ended, then as the last
line `RESULT ... target=... ok=yes|no`. Targets: 20,000 decisions per second, 50 duels per
second without Final Countdown and Exodia (issue 11: the figure must not lean on one card), and
no duel cut off unfinished. `--quick`: 20 duels, 3 passes.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchkit import (
    add_compiled,
    add_quick,
    build_note,
    engine_build,
    median,
    result_line,
    use_compiled,
)
from tagduel.buildinfo import COMPILED, INTERPRETED
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import SPECIAL_WINS, rule_passcodes, scripted_decks
from tagduel.engine.duel import Duel
from tagduel.engine.random_play import decks_from, play_randomly
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat
from tagduel.engine.soak import end_reason

TARGET_DECISIONS = 20_000
TARGET_DUELS = 50
QUICK_DUELS, QUICK_REPEAT = 20, 3
COMPARE_ROUNDS = 3

Decks = Mapping[Seat, Sequence[Card]]
DeckChoice = Callable[[int], Decks]
"""The four decks of the duel of a seed."""
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


@dataclass
class Pass:
    """One pass over the seeds: times summed over the duels (set-up and play), and the work."""

    wall: float = 0.0
    cpu: float = 0.0
    decisions: int = 0
    turns: int = 0
    endings: Counter[str] = field(default_factory=Counter)


@dataclass(frozen=True)
class Figures:
    """Medians over the passes of one deck set."""

    label: str
    duels: int
    first: Pass
    decisions_wall: float
    decisions_cpu: float
    duels_wall: float
    duels_cpu: float


def play_pass(decks: DeckChoice, scripts: Scripts, seeds: range) -> Pass:
    result = Pass()
    for seed in seeds:
        chosen = decks(seed)
        wall, cpu = time.perf_counter(), time.process_time()
        duel = Duel.new(chosen, seed=seed, scripts=scripts)
        played = play_randomly(duel, random.Random(f"choices:{seed}"), with_text=False)
        result.wall += time.perf_counter() - wall
        result.cpu += time.process_time() - cpu
        result.decisions += played.decisions
        result.turns += played.turns
        result.endings[end_reason(duel)] += 1
    return result


def measure(label: str, decks: DeckChoice, scripts: Scripts, seeds: range, repeat: int) -> Figures:
    passes = [play_pass(decks, scripts, seeds) for _ in range(max(1, repeat))]
    first, n = passes[0], len(seeds)
    return Figures(
        label,
        n,
        first,
        median([p.decisions / p.wall for p in passes]),
        median([p.decisions / p.cpu for p in passes]),
        median([n / p.wall for p in passes]),
        median([n / p.cpu for p in passes]),
    )


def report(f: Figures, repeat: int) -> None:
    first = f.first
    endings = ", ".join(f"{count} {how}" for how, count in first.endings.most_common())
    print(f"\ndecks: {f.label}")
    print(f"  duels:            {f.duels} per pass, {repeat} passes (medians below)")
    print(f"  endings:          {endings}")
    print(f"  decisions:        {first.decisions:,} ({first.decisions / f.duels:.0f} per duel)")
    print(f"  turns per duel:   {first.turns / f.duels:.1f}")
    print(f"  decisions/second: {f.decisions_wall:,.0f} wall, {f.decisions_cpu:,.0f} CPU")
    print(f"  duels/second:     {f.duels_wall:.1f} wall, {f.duels_cpu:.1f} CPU")


def special_share(figures: Figures) -> float:
    """The share of duels won by Final Countdown or Exodia (a draw naming one counts too)."""
    names = ("Final Countdown", "Exodia the Forbidden One")
    won = sum(n for how, n in figures.first.endings.items() if any(c in how for c in names))
    return won / figures.duels


def fixed(decks: Decks) -> DeckChoice:
    return lambda seed: decks


def classic_decks(data: Path) -> DeckChoice:
    """Four of the eight classic decks drawn by each duel's seed (they hold no special-win card,
    so their figures are already those without Final Countdown and Exodia)."""
    from tagduel.cards.sources.cdb import load_cdb

    cdb = data / "cards.cdb"
    if not cdb.is_file():
        raise SystemExit(f"--decks classic needs the real card database: {cdb} is missing")
    db = builtin_cards().merged(load_cdb(cdb))
    cards = classic.read_decks(data / "decks", db)
    if any(c.passcode in SPECIAL_WINS for deck in cards.values() for c in deck):
        raise SystemExit("a classic deck holds a special-win card: its figures would lean on it")
    return lambda seed: classic.seat_decks(classic.seat_names([classic.RANDOM], seed), cards)


def deck_sets(choice: str, data: Path) -> list[tuple[str, DeckChoice, Scripts]]:
    if choice == "vanilla":
        label = "vanilla (the built-in set, no scripts)"
        return [(label, fixed(decks_from(builtin_cards())), Scripts())]
    scripts = all_scripts()
    if choice == "classic":
        every = classic_decks(data)
        label = (
            "classic (four of the eight per duel, all scripts on; "
            "none holds Final Countdown or Exodia)"
        )
        return [(label, every, scripts)]
    db, scripted = builtin_cards(), rule_passcodes()
    return [
        (
            "scripted (the rules' cards, all scripts on)",
            fixed(scripted_decks(db, scripted)),
            scripts,
        ),
        (
            "scripted without Final Countdown and Exodia",
            fixed(scripted_decks(db, scripted, leave_out=SPECIAL_WINS)),
            scripts,
        ),
    ]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--duels", type=int, default=200, help="duels per pass (default 200)")
    parser.add_argument("--repeat", type=int, default=3, help="passes over the duels (default 3)")
    parser.add_argument("--seed", type=int, default=0, help="the first duel's seed (default 0)")
    parser.add_argument("--decks", choices=("classic", "scripted", "vanilla"), default="scripted")
    parser.add_argument(
        "--data", type=Path, default=DATA, help="the folder with cards.cdb and decks/ (classic)"
    )
    add_quick(parser)
    add_compiled(parser)
    parser.add_argument(
        "--compare",
        action="store_true",
        help=f"both engines, alternating, {COMPARE_ROUNDS} rounds: their medians and the speed-up",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.duels, args.repeat = min(args.duels, QUICK_DUELS), min(args.repeat, QUICK_REPEAT)
    if args.duels < 1 or args.repeat < 1:
        parser.error("--duels and --repeat must be at least 1")
    return args


def result_fields(line: str) -> dict[str, str]:
    """The `name=value` fields of a RESULT line."""
    if not line.startswith("RESULT "):
        raise SystemExit(f"--compare: a run ended without its RESULT line: {line!r}")
    return dict(part.split("=", 1) for part in line.split()[1:])


def compare(argv: Sequence[str], rounds: int) -> int:
    """The interpreted and the compiled engine on the same duels, alternating, each run in a
    fresh process, `rounds` times: their medians and the speed-up measured in the same minutes."""
    base = [arg for arg in argv if arg not in ("--compare", "--compiled")]
    rates: dict[str, list[float]] = {INTERPRETED: [], COMPILED: []}
    steady: list[float] = []
    fields: dict[str, str] = {}
    for number in range(1, rounds + 1):
        for build, extra in ((INTERPRETED, []), (COMPILED, ["--compiled"])):
            done = subprocess.run(
                [sys.executable, __file__, *base, *extra],
                capture_output=True,
                text=True,
                timeout=3600,
            )
            if done.returncode != 0:
                raise SystemExit(
                    f"--compare: the {build} run failed:\n{done.stderr or done.stdout}"
                )
            fields = result_fields(done.stdout.strip().splitlines()[-1])
            if fields["engine"] != build:
                raise SystemExit(
                    f"--compare: the {build} run measured the {fields['engine']} engine "
                    "(rebuild with `sh tools/compile-engine.sh`, and leave PYTHONPATH unset)"
                )
            rates[build].append(float(fields["decisions_per_s_cpu"]))
            if build == COMPILED:
                steady.append(float(fields["duels_per_s_cpu_without_special_wins"]))
            print(f"round {number}, {build}: {rates[build][-1]:,.0f} decisions/s CPU")
    interpreted, compiled = median(rates[INTERPRETED]), median(rates[COMPILED])
    print(
        f"median: {interpreted:,.0f} interpreted, {compiled:,.0f} compiled, "
        f"{compiled / interpreted:.2f}x"
    )
    ok = compiled >= TARGET_DECISIONS and median(steady) >= TARGET_DUELS
    out = {
        "decks": fields["decks"],
        "duels": fields["duels"],
        "rounds": rounds,
        "decisions_per_s_cpu_interpreted": round(interpreted),
        "decisions_per_s_cpu_compiled": round(compiled),
        "speedup": compiled / interpreted,
        "duels_per_s_cpu_without_special_wins_compiled": median(steady),
    }
    target = (
        f"decisions_per_s_cpu_compiled>={TARGET_DECISIONS},"
        f"duels_per_s_cpu_without_special_wins_compiled>={TARGET_DUELS}"
    )
    print(result_line("random_play_compare", out, target, ok))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.compare:
        return compare(sys.argv[1:] if argv is None else argv, COMPARE_ROUNDS)
    if args.compiled:
        use_compiled(__file__, sys.argv[1:] if argv is None else argv)
    build = engine_build()
    print(build_note(build))
    seeds = range(args.seed, args.seed + args.duels)
    results = [measure(*s, seeds, args.repeat) for s in deck_sets(args.decks, args.data)]
    for figures in results:
        report(figures, args.repeat)
    main_set, steady = results[0], results[-1]
    fields = {
        "decks": args.decks,
        "engine": build,
        "duels": args.duels,
        "passes": args.repeat,
        "decisions_per_s_cpu": round(main_set.decisions_cpu),
        "duels_per_s_cpu": main_set.duels_cpu,
        "duels_per_s_cpu_without_special_wins": steady.duels_cpu,
        "decisions_per_s_wall": round(main_set.decisions_wall),
        "special_win_share": special_share(main_set),
        "unfinished": sum(f.first.endings["unfinished"] for f in results),
    }
    ok = (
        main_set.decisions_cpu >= TARGET_DECISIONS
        and steady.duels_cpu >= TARGET_DUELS
        and fields["unfinished"] == 0
    )
    target = (
        f"decisions_per_s_cpu>={TARGET_DECISIONS},"
        f"duels_per_s_cpu_without_special_wins>={TARGET_DUELS},unfinished=0"
    )
    print(result_line("random_play", fields, target, ok))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
