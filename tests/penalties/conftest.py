"""Fixtures for the penalty tests: the shipped catalogue and the lines of seed 000."""

from __future__ import annotations

from pathlib import Path

import pytest

from tagduel.penalties.catalogue import Catalogue, default_catalogue

SEED_000 = (
    Path(__file__).resolve().parents[2].parent / "shared" / "seeds" / "000_3dbd1793d2ab97b4.txt"
)


@pytest.fixture(scope="session")
def catalogue() -> Catalogue:
    return default_catalogue()


@pytest.fixture(scope="session")
def seed_000_lines() -> list[str]:
    """Seed 000's lines; index 0 is line 1."""
    if not SEED_000.is_file():
        pytest.skip(f"seed 000 is absent (looked for ../shared/seeds/{SEED_000.name})")
    return SEED_000.read_text(encoding="utf-8").splitlines()
