"""The manual mode scenarios (tests/scenarios/manual/*.yaml: scenario format 1.1 plus the manual
verbs of docs/scenario-manual.md) pass with the real card database, whose Normal Spells, Traps
and Counter Traps used there have no script (each file cites its line of the Team Dueling Rules
in `source`). Skipped, with the reason, when ../shared/data/cards.cdb is absent."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "manual"
FILES = sorted(FOLDER.glob("*.yaml"))


@cache
def _db(path: str) -> CardDB:
    return builtin_cards().merged(load_cdb(path))


def test_there_is_a_scenario_for_each_case() -> None:
    stems = " ".join(p.stem for p in FILES)
    for word in ("spell-by-hand", "counter-trap", "set-this-turn", "spell-speed-2", "full-zone"):
        assert word in stems


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_manual_scenario_passes(path: Path, real_cdb_path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), _db(str(real_cdb_path)), source=path.name)
    assert scenario.manual and scenario.source
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events


BY_HAND = [p for p in FILES if " done\n" in p.read_text("utf-8")]


@pytest.mark.parametrize("path", BY_HAND, ids=lambda p: p.name)
def test_the_same_lines_fail_with_manual_mode_off(path: Path, real_cdb_path: Path) -> None:
    """Without `manual: true` the cards play without effects: no manual operation is taken."""
    text = path.read_text("utf-8").replace("  manual: true\n", "")
    scenario = load_scenario(text, _db(str(real_cdb_path)), source=path.name)
    assert not scenario.manual
    result = run_scenario(scenario, scripts=all_scripts())
    assert not result.passed
