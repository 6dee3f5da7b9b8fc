"""The engine compiled by mypyc (`sh tools/compile-engine.sh`) plays exactly the duels the
interpreted engine plays, keeps every invariant, and replays and round-trips its states.

The compiled build is what reaches the benchmark's speed target (`bench_random_play.py
--compiled`), so it has to be the same engine: the same questions, the same legal answers in the
same order, the same event log and final state for every seeded duel (`tools/duel_digests.py`
run once on each build and the outputs compared byte for byte), and the soak's promises
(`tools/random_duels.py`: invariants on, every duel replayed from its answers and read back from
JSON to the same state hash).

The build is the `compiled_src` fixture's (tests/conftest.py): build/compiled when it is current,
else one made once a session; skipped, saying why, without a C compiler.
"""

from __future__ import annotations

import enum
import os
import subprocess
import sys
import types
import typing
from pathlib import Path

import pytest

from tagduel.engine.codec import _EVENT_TYPES, OPTIONAL_ENUM_FIELDS

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data"
TIMEOUT = 1800  # generous: a busy machine


def _run(args: list[str], path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(path), "PYTHONHASHSEED": "0", **env}
    return subprocess.run(
        args, cwd=REPO, env=environment, capture_output=True, text=True, timeout=TIMEOUT
    )


def _digests(path: Path, *args: str) -> str:
    done = _run([sys.executable, "tools/duel_digests.py", *args], path)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_compiled_build_loads_compiled_and_says_so(compiled_src: Path) -> None:
    probe = "from tagduel.buildinfo import engine_build; print(engine_build())"
    compiled = _run([sys.executable, "-c", probe], compiled_src)
    interpreted = _run([sys.executable, "-c", probe], REPO / "src")
    assert (compiled.stdout.strip(), interpreted.stdout.strip()) == ("compiled", "interpreted")


def test_the_rules_decks_play_the_same_duels_compiled(compiled_src: Path) -> None:
    args = ("--decks", "rules", "--duels", "40")
    interpreted = _digests(REPO / "src", *args)
    assert len(interpreted.splitlines()) == 40
    assert _digests(compiled_src, *args) == interpreted


@pytest.mark.skipif(not (DATA / "cards.cdb").is_file(), reason=f"no real card data in {DATA}")
def test_the_classic_decks_play_the_same_duels_compiled(compiled_src: Path) -> None:
    args = ("--decks", "classic", "--duels", "40", "--data", str(DATA))
    interpreted = _digests(REPO / "src", *args)
    assert len(interpreted.splitlines()) == 40
    assert _digests(compiled_src, *args) == interpreted


@pytest.mark.skipif(not (DATA / "cards.cdb").is_file(), reason=f"no real card data in {DATA}")
def test_compiled_duels_keep_the_invariants_replay_and_round_trip(compiled_src: Path) -> None:
    args = ["--duels", "25", "--replay-every", "1", "--data", str(DATA), "--minutes", "30"]
    done = _run([sys.executable, "tools/random_duels.py", *args], compiled_src)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "25 duels," in done.stdout and "every invariant held" in done.stdout, done.stdout


def test_the_codec_knows_every_optional_enum_field_of_the_events() -> None:
    """What a compiled build cannot read from the events' annotations, the codec's table holds:
    it must name exactly the fields the interpreter reads as `SomeEnum | None`."""
    found: dict[tuple[str, str], type] = {}
    for name, cls in _EVENT_TYPES.items():
        for field, hint in typing.get_type_hints(cls).items():
            if isinstance(hint, types.UnionType):
                (inner,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
                assert issubclass(inner, enum.Enum), f"{name}.{field}: {hint}"
                found[name, field] = inner
    assert found == OPTIONAL_ENUM_FIELDS


@pytest.mark.skipif(not (DATA / "cards.cdb").is_file(), reason=f"no real card data in {DATA}")
def test_every_scenario_file_passes_on_the_compiled_engine(compiled_src: Path) -> None:
    """Every ruling of tests/scenarios (the Team Dueling Rules' examples, the cards' effects and
    tag scopes, manual mode) gives the same verdicts compiled as interpreted: all of them pass."""
    cli = "import sys; from tagduel.cli import main; sys.exit(main(sys.argv[1:]))"
    command = [sys.executable, "-c", cli, "scenario", "run", "tests/scenarios"]
    command += ["--cards", str(DATA / "cards.cdb")]
    compiled = _run(command, compiled_src)
    interpreted = _run(command, REPO / "src")
    summary = compiled.stdout.strip().splitlines()[-1]
    assert compiled.returncode == 0 and summary.endswith(" passed, 0 failed"), compiled.stdout
    assert summary == interpreted.stdout.strip().splitlines()[-1]
    assert compiled.stdout == interpreted.stdout
