"""The monster card scripts of issue 4 (and Exodia's win condition): each module registers its
card, describes it in a sentence of our own, and says which seed 001 line settles its reading."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from types import ModuleType

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import (
    all_scripts,
    cannon_soldier,
    chaos_sorcerer,
    cyber_dragon,
    dark_armed_dragon,
    exodia_the_forbidden_one,
    honest,
    jinzo,
    judgment_dragon,
    kycoo_the_ghost_destroyer,
    mystic_tomato,
    number_39_utopia,
    summaries,
    treeborn_frog,
)

MODULES = {
    "Judgment Dragon": judgment_dragon,
    "Chaos Sorcerer": chaos_sorcerer,
    "Dark Armed Dragon": dark_armed_dragon,
    "Number 39: Utopia": number_39_utopia,
    "Jinzo": jinzo,
    "Cannon Soldier": cannon_soldier,
    "Mystic Tomato": mystic_tomato,
    "Honest": honest,
    "Cyber Dragon": cyber_dragon,
    "Treeborn Frog": treeborn_frog,
    "Kycoo the Ghost Destroyer": kycoo_the_ghost_destroyer,
    "Exodia the Forbidden One": exodia_the_forbidden_one,
}


@pytest.mark.parametrize("name", MODULES)
def test_the_module_scripts_the_built_in_card_of_that_name(name: str) -> None:
    module: ModuleType = MODULES[name]
    card = builtin_cards().by_name(name)
    assert list(module.SUMMARY) == [card.passcode] == [module.PASSCODE]
    assert all_scripts().has_effects(card)
    assert summaries()[card.passcode] == module.SUMMARY[card.passcode]


@pytest.mark.parametrize("name", MODULES)
def test_the_module_docstring_quotes_seed_001(name: str) -> None:
    doc = MODULES[name].__doc__ or ""
    assert "Seed 001" in doc and "Era wording" in doc


@pytest.mark.parametrize("name", MODULES)
def test_the_summary_is_not_the_card_text(name: str, real_cdb_path: Path) -> None:
    module = MODULES[name]
    with closing(sqlite3.connect(real_cdb_path)) as db:
        row = db.execute("select desc from texts where id = ?", (module.PASSCODE,)).fetchone()
    text = row[0].casefold()
    summary = module.SUMMARY[module.PASSCODE].casefold().rstrip(".")
    assert summary not in text
    assert not any(s.strip() and s.strip() in summary for s in text.split(".") if len(s) > 40)
