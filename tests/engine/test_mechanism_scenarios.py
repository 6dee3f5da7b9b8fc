"""The mechanism scenarios (tests/engine/scenarios/*.yaml, scenario format 1.1 with the `atk`/
`def` expectations) pass: Fusion, Ritual, Equip Spells, the order of ATK changes, FLIP effects,
missing the timing, control, Tokens and counters, played with the sample scripts of real cards
in `engine.samples` (each file cites its line of the Team Dueling Rules in `source`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.samples import SCRIPTS, card_db
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(FOLDER.glob("*.yaml"))


def test_there_is_a_scenario_for_each_mechanism() -> None:
    stems = " ".join(p.stem for p in FILES)
    for word in ("fusion", "power-bond", "ritual", "axe", "shrink", "book-of-moon", "bug"):
        assert word in stems
    for word in ("misses-the-timing", "change-of-heart", "scapegoat", "breaker", "sogen"):
        assert word in stems


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_mechanism_scenario_passes(path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), card_db(), source=path.name)
    assert scenario.source
    result = run_scenario(scenario, scripts=SCRIPTS)
    assert result.passed, [f.to_dict() for f in result.failures] + result.events
