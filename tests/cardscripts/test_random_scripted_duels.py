"""The 1,000-duel invariant run with every card script on (issue 4: "the random-play benchmark and
the 1,000-duel invariant run exercise them all"): decks from `tagduel.cardscripts.decks`, random
legal actions, every invariant checked after every step (debug mode)."""

from __future__ import annotations

import os
from collections import Counter

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts, summaries
from tagduel.cardscripts.decks import rule_passcodes, scripted_deck, scripted_decks
from tagduel.engine.random_play import random_duel

DUELS = int(os.environ.get("TAGDUEL_SCRIPTED_RANDOM_DUELS", "1000"))
"""How many duels the run plays (CI size; set TAGDUEL_SCRIPTED_RANDOM_DUELS to change)."""


def test_every_card_the_rules_name_is_scripted_with_a_summary() -> None:
    db = builtin_cards()
    named = [
        "Call of the Haunted", "Judgment Dragon", "Chaos Sorcerer", "Dark Armed Dragon",
        "Number 39: Utopia", "Jinzo", "Cannon Soldier", "Dark Hole", "Mystic Tomato", "Mirror Force",
        "Final Countdown", "Exodia the Forbidden One", "Honest", "Secret Barrel", "Smashing Ground",
        "Dark Bribe", "Hand Destruction", "Cyber Dragon", "Vanity's Emptiness", "Treeborn Frog",
        "Kycoo the Ghost Destroyer", "Reckless Greed", "Swords of Revealing Light",
    ]  # fmt: skip
    scripted = summaries()
    for name in named:
        passcode = db.by_name(name).passcode
        assert passcode in all_scripts(), name
        assert len(scripted[passcode]) > 10, name


def test_the_random_duel_decks_hold_every_scripted_card() -> None:
    deck = scripted_deck(builtin_cards(), rule_passcodes())
    main = [c for c in deck if not c.is_extra_deck]
    assert len(main) == 40
    in_deck = {c.passcode for c in deck}
    assert rule_passcodes() <= in_deck


def test_random_scripted_duels_keep_every_invariant_and_all_end() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    scripts = all_scripts()
    endings: Counter[str] = Counter()
    for seed in range(DUELS):
        result = random_duel(decks, seed, scripts=scripts, debug=True, with_text=False)
        assert result.outcome is not None, f"seed {seed} did not finish"
        endings[result.outcome.termination[0].value] += 1
    assert len(endings) >= 2 or DUELS < 50, endings
