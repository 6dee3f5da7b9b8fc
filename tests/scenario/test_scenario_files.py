"""Every scenario file under tests/scenarios passes (each cites its seed line in `source`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios"
CLASSIC = "classic"  # run with the real card database: tests/cardscripts/test_classic_*.py
MANUAL = "manual"  # manual mode, with the real card database: tests/engine/test_manual_scenarios.py
FILES = sorted(
    p for p in FOLDER.rglob("*.yaml") if not {CLASSIC, MANUAL} & set(p.relative_to(FOLDER).parts)
)


def test_there_are_scenario_files() -> None:
    assert len(FILES) >= 25


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(FOLDER)))
def test_scenario_passes(path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), builtin_cards(), source=path.name)
    assert scenario.source, "a scenario of the rules cites its seed line in `source`"
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events
