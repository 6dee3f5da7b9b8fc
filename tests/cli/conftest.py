"""The command line's tests read what the commands print in English unless they ask for another
language: a $TAGDUEL_LANG in the developer's environment must not change them."""

from __future__ import annotations

import pytest

from tagduel.cli.common import LANG_ENV


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(LANG_ENV, raising=False)
