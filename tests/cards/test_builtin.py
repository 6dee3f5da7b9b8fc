"""The built-in card set: real passcodes and stats, every card the Team Dueling Rules name."""

from __future__ import annotations

import dataclasses
import json
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.cards.model import Attribute, Availability, CardType, Kind, Race
from tagduel.cards.sources.builtin import (
    builtin_archetype_names,
    builtin_cards,
    load_card_set_json,
    write_card_set_json,
)
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cards.sources.words import parse_race, race_word
from tagduel.errors import InputError

SEED_001 = "../shared/seeds/001_5d8f2e069f44ff61.txt"
LIGHTSWORN = 0x38

# Every card named in seed 001, with the line that names it (spelled as the seed spells it).
SEED_CARDS: list[tuple[str, int]] = [
    ("Call of the Haunted", 15),
    ("Judgment Dragon", 16),
    ("Chaos Sorcerer", 17),
    ("Dark Armed Dragon", 18),
    ("Number 39: Utopia", 25),
    ("Jinzo", 26),
    ("Cannon Soldier", 30),
    ("Dark Hole", 31),
    ("Final Countdown", 35),
    ("Exodia the Forbidden One", 35),
    ("Mirror Force", 42),
    ("Mystic Tomato", 48),
    ("Honest", 91),
    ("Swords of Revealing Light", 103),
    ("Secret Barrel", 110),
    ("Smashing Ground", 111),
    ("Dark Bribe", 111),
    ("Hand Destruction", 119),
    ("Cyber Dragon", 123),
    ("Vanity\u2019s Emptiness", 124),
    ("Treeborn Frog", 125),
    ("Kycoo the Ghost Destroyer", 133),
    ("Reckless Greed", 134),
]
# Line 35 names Exodia's special win condition, which needs all five pieces.
EXODIA_PIECES = [
    "Left Arm of the Forbidden One",
    "Right Arm of the Forbidden One",
    "Left Leg of the Forbidden One",
    "Right Leg of the Forbidden One",
]


@pytest.mark.parametrize(("name", "line"), SEED_CARDS, ids=[n for n, _ in SEED_CARDS])
def test_every_card_named_in_seed_001_is_built_in(name: str, line: int) -> None:
    assert builtin_cards().find(name) is not None, f"{SEED_001}:{line} names {name!r}"


@pytest.mark.parametrize("name", EXODIA_PIECES)
def test_all_exodia_pieces_are_built_in(name: str) -> None:
    card = builtin_cards().by_name(name)
    assert card.in_archetype(0x40)


def test_judgment_dragon_has_at_least_four_differently_named_lightsworn_monsters() -> None:
    # seed 001 line 16: 4 different "Lightsworn" Monsters across the team's Graveyards.
    names = {c.name for c in builtin_cards() if c.is_monster and c.in_archetype(LIGHTSWORN)}
    assert len(names) >= 4


def test_filler_normal_monsters_include_level_4_light_and_dark() -> None:
    normals = [c for c in builtin_cards() if c.has(CardType.NORMAL) and not c.alias]
    assert len(normals) >= 10
    level_4 = {c.attribute for c in normals if c.level == 4}
    assert {Attribute.LIGHT, Attribute.DARK} <= level_4


def test_there_are_at_least_two_field_spells_for_the_one_field_spell_rule() -> None:
    fields = [c for c in builtin_cards() if c.kind is Kind.SPELL and c.has(CardType.FIELD)]
    assert len(fields) >= 2


def test_exactly_one_alternate_art_resolves_to_a_built_in_original() -> None:
    db = builtin_cards()
    arts = [c for c in db if c.alias]
    assert len(arts) == 1
    original = db[arts[0].alias]
    assert (original.name, original.alias) == (arts[0].name, 0)


def test_built_in_cards_carry_no_card_text() -> None:
    assert all(card.text == "" for card in builtin_cards())


def test_the_built_in_set_is_loaded_once() -> None:
    assert builtin_cards() is builtin_cards()


def test_archetype_names_cover_lightsworn() -> None:
    assert builtin_archetype_names()[LIGHTSWORN] == "Lightsworn"


def test_every_built_in_card_matches_the_real_cards_cdb(real_cdb_path: Path) -> None:
    real = load_cdb(real_cdb_path)
    mismatches = [
        (card, real.get(card.passcode))
        for card in builtin_cards()
        if card.passcode not in real or dataclasses.replace(real[card.passcode], text="") != card
    ]
    assert mismatches == []


def test_every_built_in_card_is_legal_in_the_tcg() -> None:
    assert all(card.legal_in(Availability.TCG) for card in builtin_cards())


@pytest.mark.parametrize("race", list(Race))
def test_every_monster_type_word_reads_back(race: Race) -> None:
    assert parse_race(race_word(race)) is race


# ---- the schema -------------------------------------------------------------------------------


def card_set(*cards: dict[str, object]) -> str:
    return json.dumps({"format": "tagduel-cards", "version": 1, "cards": list(cards)})


MONSTER = {
    "passcode": 1,
    "name": "Example",
    "types": ["Monster", "Normal"],
    "attribute": "LIGHT",
    "race": "Beast-Warrior",
    "level": 4,
    "atk": 1000,
    "def": None,
    "availability": ["TCG"],
    "archetypes": ["0x38"],
}


def test_a_card_set_entry_reads_into_a_card() -> None:
    card = load_card_set_json(card_set(MONSTER))[1]
    assert card.race is Race.BEAST_WARRIOR
    assert (card.atk, card.defense, card.archetypes) == (1000, None, (0x38,))
    assert card.availability == Availability.TCG


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"types": ["Monster", "Sparkly"]}, "unknown card type word 'Sparkly'"),
        ({"race": "Robot"}, "unknown Monster Type 'Robot'"),
        ({"attribute": "SHADOW"}, "unknown Attribute"),
        ({"availability": ["Moon"]}, "unknown availability"),
        ({"archetypes": ["zz"]}, "hexadecimal codes"),
        ({"atk": "1000"}, "'atk' must be a whole number"),
        ({"passcode": 0}, "positive 'passcode'"),
        ({"level": None}, "'level' must be a whole number"),
    ],
)
def test_a_bad_card_set_entry_names_the_card_and_the_problem(
    change: dict[str, object], message: str
) -> None:
    with pytest.raises(InputError, match=message) as err:
        load_card_set_json(card_set({**MONSTER, **change}), source="set.json")
    assert err.value.source == "set.json"
    assert "card #1" in str(err.value)


def test_a_monster_without_def_is_refused_unless_it_is_a_link() -> None:
    entry = {k: v for k, v in MONSTER.items() if k != "def"}
    with pytest.raises(InputError, match="needs 'def'"):
        load_card_set_json(card_set(entry))
    link = {**entry, "types": ["Monster", "Effect", "Link"]}
    assert load_card_set_json(card_set(link))[1].defense is None


def test_text_in_another_format_is_refused() -> None:
    with pytest.raises(InputError, match="not a 'tagduel-cards' card set"):
        load_card_set_json('{"data": []}')


FIELD_VALUES = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(max_size=6)
    | st.lists(st.text(max_size=6), max_size=3)
)


PLAUSIBLE = (
    st.sampled_from(["DARK", "Dragon", "Spellcaster", "Winged Beast", "OCG", "0x10a2"])
    | st.integers(-2, 5000)
    | st.lists(
        st.sampled_from(["Monster", "Spell", "Trap", "Effect", "Link", "Xyz", "Quick-Play"]),
        max_size=3,
    )
    | st.lists(st.sampled_from(["OCG", "TCG", "Speed", "video game", "0x38", "0x107f"]))
)
ANY_ENTRY = st.fixed_dictionaries({}, optional=dict.fromkeys([*MONSTER, "alias"], FIELD_VALUES))
"""Any object at all: almost always refused."""
NEAR_VALID_ENTRY = st.builds(
    lambda changes, dropped: {k: v for k, v in {**MONSTER, **changes}.items() if k not in dropped},
    st.dictionaries(st.sampled_from([*MONSTER, "alias"]), PLAUSIBLE, max_size=2),
    st.sets(st.sampled_from(list(MONSTER)), max_size=1),
)
"""A valid entry with a few fields changed or left out: often still a card."""


@settings(max_examples=200)
@given(entry=ANY_ENTRY | NEAR_VALID_ENTRY)
def test_any_card_set_entry_round_trips_or_names_the_card(entry: dict[str, object]) -> None:
    # issue 14 item 8: a load that succeeds writes back as the same card; an error names it.
    try:
        db = load_card_set_json(card_set(entry), source="set.json")
    except InputError as error:
        assert error.source == "set.json" and str(error).startswith("set.json: card #1")
        assert "\n" not in str(error)
    else:
        [card] = list(db)
        assert card.passcode == entry["passcode"] and card.name == entry["name"]
        assert list(load_card_set_json(write_card_set_json(db))) == [card]


def test_writing_the_built_in_set_gives_the_card_lines_of_its_data_file() -> None:
    data = resources.files("tagduel.cards").joinpath("data/builtin.json").read_text("utf-8")
    listed = [line.rstrip(",") for line in data.splitlines() if line.startswith('    {"passcode"')]
    written = write_card_set_json(builtin_cards()).splitlines()
    assert [line.rstrip(",") for line in written if line.startswith("    {")] == listed
    assert list(load_card_set_json(write_card_set_json(builtin_cards()))) == list(builtin_cards())


def test_a_written_card_set_with_no_cards_reads_back_empty() -> None:
    assert len(load_card_set_json(write_card_set_json([]))) == 0
