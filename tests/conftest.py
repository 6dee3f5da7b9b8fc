"""Shared test fixtures: the real data in ../shared/data, skipped with a reason when absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# CI runs on a shared, busy machine: no deadline, no "too slow" health check, derandomised, so a
# green suite stays green under load. Select another profile with HYPOTHESIS_PROFILE=dev.
settings.register_profile(
    "ci",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
    print_blob=True,
)
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

pytest_plugins = ["databases"]

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SHARED_DATA = SHARED / "data"
SEEDS = SHARED / "seeds"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """The folder of real data written by others (card DB, ban lists, decks, ydke vectors)."""
    if not (SHARED_DATA / "cards.cdb").is_file():
        pytest.skip(f"../shared/data is absent (looked in {SHARED_DATA.name} beside the repo)")
    return SHARED_DATA


@pytest.fixture(scope="session")
def real_cdb_path(shared_data: Path) -> Path:
    return shared_data / "cards.cdb"
