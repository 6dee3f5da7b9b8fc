"""The classic Cyber Dragon and Dark Magician decks' cards (issue 11, group C3): every scenario in
tests/scenarios/classic/C3 passes with the real card database; every card of the group has its
module, a summary of our own and a scenario; random duels of the two decks keep the engine's
invariants, replay alike and survive a JSON round trip (Team Dueling Rules, sections A-E, as the
scenarios cite them)."""

from __future__ import annotations

import json
import random
import re
import sqlite3
from contextlib import closing
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic_group_c3, summaries
from tagduel.engine import ALL_SEATS, Duel, Seat
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.random_play import play_randomly
from tagduel.engine.replay import Replay, load, save
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "C3"
FILES = sorted(FOLDER.glob("*.yaml"))
MODULES = {
    "Apprentice Illusion Magician": "apprentice_illusion_magician",
    "Armored Cybern": "armored_cybern",
    "Ash Blossom & Joyous Spring": "ash_blossom_joyous_spring",
    "Attack Reflector Unit": "attack_reflector_unit",
    "Bottomless Trap Hole": "bottomless_trap_hole",
    "Clear Wing Fast Dragon": "clear_wing_fast_dragon",
    "Crystal Wing Synchro Dragon": "crystal_wing_synchro_dragon",
    "Cyber Barrier Dragon": "cyber_barrier_dragon",
    "Cyber Dragon Core": "cyber_dragon_core",
    "Cyber Dragon Drei": "cyber_dragon_drei",
    "Cyber Dragon Infinity": "cyber_dragon_infinity",
    "Cyber Dragon Nova": "cyber_dragon_nova",
    "Cyber End Dragon": "cyber_end_dragon",
    "Cyber Kirin": "cyber_kirin",
    "Cyber Laser Dragon": "cyber_laser_dragon",
    "Cyber Phoenix": "cyber_phoenix",
    "Cyber Twin Dragon": "cyber_twin_dragon",
    "Cyber Valley": "cyber_valley",
    "Cybernetic Hidden Technology": "cybernetic_hidden_technology",
    "Dark Magic Attack": "dark_magic_attack",
    "Dark Magic Inheritance": "dark_magic_inheritance",
    "Dark Magical Circle": "dark_magical_circle",
    "Dark Magician": "dark_magician",
    "Dark Magician the Dragon Knight": "dark_magician_the_dragon_knight",
    "De-Fusion": "de_fusion",
    "Different Dimension Capsule": "different_dimension_capsule",
    "Eternal Soul": "eternal_soul",
    "Evolution Burst": "evolution_burst",
    "Illusion Magic": "illusion_magic",
    "Magician Navigation": "magician_navigation",
    "Magician's Rod": "magicians_rod",
    'Maxx "C"': "maxx_c",
    "Mecha Phantom Beast Dracossack": "mecha_phantom_beast_dracossack",
    "Number 11: Big Eye": "number_11_big_eye",
    "Odd-Eyes Absolute Dragon": "odd_eyes_absolute_dragon",
    "Odd-Eyes Wing Dragon": "odd_eyes_wing_dragon",
    "Photon Generator Unit": "photon_generator_unit",
    "Polymerization": "polymerization",
    "Power Bond": "power_bond",
    "Proto-Cyber Dragon": "proto_cyber_dragon",
    "Seven Tools of the Bandit": "seven_tools_of_the_bandit",
    "Solemn Strike": "solemn_strike",
    "Spellbook Magician of Prophecy": "spellbook_magician_of_prophecy",
    "Spellbook of Knowledge": "spellbook_of_knowledge",
    "Spellbook of Secrets": "spellbook_of_secrets",
    "The Eye of Timaeus": "the_eye_of_timaeus",
    "Upstart Goblin": "upstart_goblin",
    "Windwitch - Glass Bell": "windwitch_glass_bell",
    "Windwitch - Ice Bell": "windwitch_ice_bell",
    "Windwitch - Snow Bell": "windwitch_snow_bell",
    "Windwitch - Winter Bell": "windwitch_winter_bell",
    "Wonder Wand": "wonder_wand",
}
"""Card name → its module: the 52 cards of the group scripted here (typed by hand from the
group's list; Cyber Dragon, Call of the Haunted and Dark Hole were scripted before)."""


@cache
def _db(path: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(str(path)))


def _module(name: str) -> ModuleType:
    return __import__(f"tagduel.cardscripts.{MODULES[name]}", fromlist=["PASSCODE"])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_scenario_passes_with_the_real_card_database(path: Path, real_cdb_path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), _db(real_cdb_path), source=path.name)
    assert scenario.source
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events


@pytest.mark.parametrize("name", MODULES)
def test_the_card_is_scripted_under_its_database_passcode(name: str, real_cdb_path: Path) -> None:
    card = _db(real_cdb_path).by_name(name)
    module = _module(name)
    assert card.passcode == module.PASSCODE
    assert list(module.SUMMARY) == [card.passcode]
    assert summaries()[card.passcode] == module.SUMMARY[card.passcode]


def _slug(name: str, words: int = 3) -> str:
    """ "windwitch-ice-bell" for "Windwitch - Ice Bell": the file-name form of a card's name."""
    return "-".join(re.findall(r"[a-z0-9]+", name.casefold().replace("'", ""))[:words])


@pytest.mark.parametrize("name", MODULES)
def test_the_card_has_a_scenario_named_after_it(name: str) -> None:
    assert any(_slug(name) in path.stem for path in FILES)


@pytest.mark.parametrize("name", MODULES)
def test_the_summary_is_our_own_words_not_the_card_text(name: str, real_cdb_path: Path) -> None:
    module = _module(name)
    with closing(sqlite3.connect(real_cdb_path)) as db:
        row = db.execute("select desc from texts where id = ?", (module.PASSCODE,)).fetchone()
    text = row[0].casefold()
    summary = module.SUMMARY[module.PASSCODE].casefold().rstrip(".")
    assert summary not in text
    assert not any(s.strip() and s.strip() in summary for s in text.split(".") if len(s) > 40)


@pytest.mark.parametrize("name", MODULES)
def test_the_module_docstring_gives_the_wording_and_the_seed_001_reading(name: str) -> None:
    doc = _module(name).__doc__ or ""
    assert "wording" in doc.casefold()
    assert re.search(r"Seed 001", doc)


def test_the_link_monsters_of_the_group_have_no_script(real_cdb_path: Path) -> None:
    db = _db(real_cdb_path)
    for code in classic_group_c3.LINK_MONSTERS:
        assert not all_scripts().has_effects(db[code])
        assert code not in summaries()


def _deck(path: Path) -> list[Card]:
    """A windbot deck's Main and Extra Deck (its Side Deck left out)."""
    db = _db(path.parents[1] / "cards.cdb")
    cards: list[Card] = []
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("!"):
            break
        if line.strip().isdigit():
            cards.append(db[int(line)])
    return cards


def _decks(shared_data: Path, seed: int) -> dict[Seat, list[Card]]:
    """Team 1 plays one deck, team 2 the other (A and B of a team the same list)."""
    cyber = _deck(shared_data / "decks" / "windbot-AI_CyberDragon.ydk")
    dark = _deck(shared_data / "decks" / "windbot-AI_DarkMagician.ydk")
    first, second = (cyber, dark) if seed % 2 == 0 else (dark, cyber)
    return {seat: list(first if seat.team.value == 1 else second) for seat in ALL_SEATS}


@pytest.mark.parametrize("seed", [3, 8])
def test_random_duels_of_the_two_classic_decks_keep_every_invariant(
    seed: int, shared_data: Path
) -> None:
    duel = Duel.new(_decks(shared_data, seed), seed=seed, scripts=all_scripts(), debug=True)
    result = play_randomly(duel, random.Random(seed), max_decisions=3000, with_text=False)
    assert result.outcome is not None and duel.pending is None


def test_a_random_duel_of_the_two_decks_replays_and_round_trips_alike(shared_data: Path) -> None:
    decks = _decks(shared_data, 4)
    duel = Duel.new(decks, seed=4, scripts=all_scripts())
    play_randomly(duel, random.Random(4), max_decisions=400, with_text=False)
    data = json.loads(json.dumps(state_to_data(duel.state)))
    assert state_hash(state_from_data(data)) == state_hash(duel.state)
    loaded = load(save(duel), scripts=all_scripts(), debug=True)
    for one in (duel, loaded):
        play_randomly(one, random.Random(40), max_decisions=300, with_text=False)
    assert state_hash(loaded.state) == state_hash(duel.state)
    replay = Replay.of(decks, duel, seed=4)
    again = Replay.from_json(replay.to_json()).play(scripts=all_scripts())
    assert state_hash(again.state) == state_hash(duel.state)
