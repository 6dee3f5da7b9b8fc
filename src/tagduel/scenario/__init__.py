"""Executable scenarios (../shared/spec/scenario-format.md, format version 1.1): a tag duel
position, actions, and expectations; judges show rulings with them, tests use them."""

from tagduel.scenario.loader import load_scenario
from tagduel.scenario.model import Expectation, Place, Scenario, ScenarioFormatError, Step
from tagduel.scenario.runner import Failure, Result, run_scenario

__all__ = [
    "Expectation",
    "Failure",
    "Place",
    "Result",
    "Scenario",
    "ScenarioFormatError",
    "Step",
    "load_scenario",
    "run_scenario",
]
