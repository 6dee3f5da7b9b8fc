"""The deck-validation vectors of ../shared/data/ydke-test-vectors.json (`validation`), checked
with the real card database and the real TCG/OCG lists. Each vector expects an exact set of
errors; our report must hold exactly the corresponding problems."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.sources.cdb import load_cdb
from tagduel.decks.banlist import parse_lflist
from tagduel.decks.formats import ydke
from tagduel.decks.problems import ProblemCode
from tagduel.decks.validate import ANY_POOL, DeckRules, validate_deck

# The vectors were written against lists older than 2026.05 (Pot of Prosperity, in some of their
# decks, became Limited later), so TCG vectors use the 2024.04 list.
LISTS = {"TCG": "TCG-2024.04.lflist.conf", "OCG": "OCG.lflist.conf"}
SIZE_CODES = {
    ("main", "min"): ProblemCode.MAIN_TOO_SMALL,
    ("main", "max"): ProblemCode.MAIN_TOO_LARGE,
    ("extra", "max"): ProblemCode.EXTRA_TOO_LARGE,
    ("side", "max"): ProblemCode.SIDE_TOO_LARGE,
}


@cache
def _db(path: Path) -> CardDB:
    return load_cdb(path)


def _vectors() -> list[dict[str, Any]]:
    file = Path(__file__).resolve().parents[2].parent / "shared/data/ydke-test-vectors.json"
    if not file.is_file():
        return []
    vectors: list[dict[str, Any]] = json.loads(file.read_text("utf-8"))["validation"]
    return vectors


def _expected(error: dict[str, Any]) -> tuple[ProblemCode, int | None, int]:
    if error["type"] == "size":
        bound = "min" if "min" in error and error["actual"] < error["min"] else "max"
        return SIZE_CODES[(error["target"], bound)], None, error["actual"]
    if error["max"] == 0:
        return ProblemCode.NOT_IN_CARD_POOL, error["target"], error["actual"]
    if error["max"] == 3:
        return ProblemCode.TOO_MANY_COPIES, error["target"], error["actual"]
    return ProblemCode.OVER_TEAM_LIMIT, error["target"], error["actual"]


@pytest.mark.parametrize("vector", _vectors(), ids=lambda v: v["name"])
def test_validation_vector(vector: dict[str, Any], shared_data: Path) -> None:
    deck = ydke.parse(vector["url"])
    assert [len(deck.main), len(deck.extra), len(deck.side)] == vector["sizes"]
    list_key = vector["expected"]["list"].split()[0]
    banlist = parse_lflist((shared_data / "lflist" / LISTS[list_key]).read_text("utf-8")).get()
    # "OCG (prerelease-with-OCG vector)": that suite checks OCG limits without restricting the
    # card pool, so its TCG-only card is no error there.
    pool = ANY_POOL if "prerelease" in vector["expected"]["list"] else None
    rules = DeckRules(banlist=banlist, pool=pool)
    report = validate_deck(deck, _db(shared_data / "cards.cdb"), rules)
    found = sorted((p.code.slug, p.passcode or 0, p.actual or 0) for p in report.problems)
    wanted = sorted(
        (code.slug, passcode or 0, actual)
        for code, passcode, actual in map(_expected, vector["expected"]["errors"])
    )
    assert found == wanted, [p.message for p in report.problems]
