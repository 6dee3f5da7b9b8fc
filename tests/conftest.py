"""Shared test fixtures: the real data in ../shared/data, skipped with a reason when absent; the
engine compiled by mypyc, built once a session (or build/compiled when it is current)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tagduel.buildinfo import STAMP_NAME, source_stamp

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


REPO = Path(__file__).resolve().parents[1]
BUILD_TIMEOUT = 3600  # generous: the build takes minutes on a busy machine


def _missing_toolchain() -> str | None:
    if shutil.which(os.environ.get("CC", "cc")) is None:
        return "no C compiler (cc): the compiled engine cannot be built here"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        return "Python's headers (Python.h) are missing: the compiled engine cannot be built here"
    return None


@pytest.fixture(scope="session")
def compiled_src(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The `src` folder of the engine compiled by mypyc (`tools/compile-engine.sh`): build/compiled
    when it was built from today's sources, else a build made here once a session, at the C
    compiler's fastest setting (MYPYC_OPT_LEVEL=0: the same generated code, less optimised).
    Skips, saying why, without a C compiler or Python's headers."""
    reason = _missing_toolchain()
    if reason:
        pytest.skip(reason)
    built = REPO / "build" / "compiled"
    stamp = built / STAMP_NAME
    if stamp.is_file() and stamp.read_text().strip() == source_stamp(REPO / "src"):
        return built / "src"
    out = tmp_path_factory.mktemp("compiled")
    done = subprocess.run(
        ["sh", "tools/compile-engine.sh", str(out)],
        cwd=REPO,
        env={**os.environ, "PYTHON": sys.executable, "MYPYC_OPT_LEVEL": "0"},
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return out / "src"
