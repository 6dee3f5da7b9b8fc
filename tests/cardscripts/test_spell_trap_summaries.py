"""Each Spell/Trap script module names the right passcode, describes it in a sentence of its
own, and is in the registry the duel uses."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import (
    all_scripts,
    call_of_the_haunted,
    dark_bribe,
    dark_hole,
    final_countdown,
    hand_destruction,
    mirror_force,
    reckless_greed,
    secret_barrel,
    smashing_ground,
    summaries,
    swords_of_revealing_light,
    vanitys_emptiness,
)

MODULES = {
    "Call of the Haunted": call_of_the_haunted,
    "Dark Bribe": dark_bribe,
    "Dark Hole": dark_hole,
    "Final Countdown": final_countdown,
    "Hand Destruction": hand_destruction,
    "Mirror Force": mirror_force,
    "Reckless Greed": reckless_greed,
    "Secret Barrel": secret_barrel,
    "Smashing Ground": smashing_ground,
    "Swords of Revealing Light": swords_of_revealing_light,
    "Vanity's Emptiness": vanitys_emptiness,
}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_module_scripts_the_passcode_of_the_named_card(name: str) -> None:
    module: ModuleType = MODULES[name]
    assert builtin_cards().by_name(name).passcode == module.PASSCODE
    assert set(module.SUMMARY) == {module.PASSCODE}
    assert module.PASSCODE in all_scripts()
    assert summaries()[module.PASSCODE] == module.SUMMARY[module.PASSCODE]


@cache
def _real_cards(path: Path) -> CardDB:
    return load_cdb(path)


def _shares_a_run(ours: str, theirs: str, size: int = 30) -> bool:
    return any(ours[i : i + size] in theirs for i in range(max(0, len(ours) - size + 1)))


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_summary_is_a_short_sentence_of_our_own(name: str, real_cdb_path: Path) -> None:
    module: ModuleType = MODULES[name]
    ours = module.SUMMARY[module.PASSCODE]
    theirs = _real_cards(real_cdb_path)[module.PASSCODE].text
    assert theirs and ours.endswith(".") and len(ours) <= 160
    assert not _shares_a_run(ours.casefold(), theirs.casefold())
