"""load_ygoprodeck_json: YGOPRODeck card-info JSON becomes the same Cards a cards.cdb gives."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.cards.model import Attribute, Availability, CardType, Race
from tagduel.cards.sources.builtin import load_card_set_json, write_card_set_json
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cards.sources.ygoprodeck import load_ygoprodeck_file, load_ygoprodeck_json
from tagduel.errors import InputError

SAMPLE = Path(__file__).with_name("ygoprodeck_sample.json")


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return document


def entry(sample: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in sample["data"] if c["name"] == name)
    return copy.deepcopy(found)


def one_card(raw: dict[str, Any]) -> dict[str, Any]:
    return {"data": [raw]}


def test_the_sample_file_loads_every_card_and_alternate_art() -> None:
    db = load_ygoprodeck_file(SAMPLE)
    assert len(db) == 11
    assert db.label == SAMPLE.name


def test_xyz_monster_has_its_rank_and_effect_flag() -> None:
    card = load_ygoprodeck_file(SAMPLE).by_name("Number 39: Utopia")
    assert card.types == CardType.MONSTER | CardType.EFFECT | CardType.XYZ
    assert (card.rank, card.atk, card.defense) == (4, 2500, 2000)
    assert (card.attribute, card.race) == (Attribute.LIGHT, Race.WARRIOR)


def test_link_monster_takes_its_rating_from_linkval_and_has_no_defense() -> None:
    card = load_ygoprodeck_file(SAMPLE).by_name("Decode Talker")
    assert card.has(CardType.LINK)
    assert (card.level, card.atk, card.defense) == (3, 2300, None)
    assert card.race is Race.CYBERSE


def test_spell_and_trap_properties_come_from_race() -> None:
    db = load_ygoprodeck_file(SAMPLE)
    assert db.by_name("Mystical Space Typhoon").types == CardType.SPELL | CardType.QUICK_PLAY
    assert db.by_name("Solemn Judgment").types == CardType.TRAP | CardType.COUNTER
    assert db.by_name("Sogen").types == CardType.SPELL | CardType.FIELD
    assert db.by_name("Solemn Judgment").atk is None


def test_alternate_arts_become_alias_cards_of_the_original() -> None:
    db = load_ygoprodeck_file(SAMPLE)
    assert db[36996508].alias == 46986414
    assert db[46986415].name == "Dark Magician"
    assert db.original(36996508) == 46986414
    assert db.by_name("Dark Magician").passcode == 46986414


def test_implied_effect_flags_follow_the_typeline() -> None:
    db = load_ygoprodeck_file(SAMPLE)
    assert (
        db.by_name("Ryko, Lightsworn Hunter").types
        == CardType.MONSTER | CardType.EFFECT | CardType.FLIP
    )
    assert db.by_name("Junk Synchron").types == CardType.MONSTER | CardType.EFFECT | CardType.TUNER
    assert db.by_name("Blue-Eyes Ultimate Dragon").types == CardType.MONSTER | CardType.FUSION


def test_without_typeline_has_effect_decides_for_a_fusion(sample: dict[str, Any]) -> None:
    raw = entry(sample, "Blue-Eyes Ultimate Dragon")
    raw["misc_info"][0]["has_effect"] = 1
    card = load_ygoprodeck_json(one_card(raw))[23995346]
    assert card.has(CardType.EFFECT)


def test_formats_become_availability() -> None:
    db = load_ygoprodeck_file(SAMPLE)
    assert db.by_name("Mystical Space Typhoon").availability == (
        Availability.OCG | Availability.TCG | Availability.SPEED
    )
    assert db.by_name("Sogen").availability == Availability.OCG | Availability.TCG


def test_a_duel_links_only_card_is_a_video_game_card(sample: dict[str, Any]) -> None:
    raw = entry(sample, "Sogen")
    raw["misc_info"] = [{"formats": ["Duel Links"]}]
    assert load_ygoprodeck_json(one_card(raw))[86318356].availability == Availability.VIDEO_GAME


def test_skill_cards_are_skipped() -> None:
    assert 300000001 not in load_ygoprodeck_file(SAMPLE)


def test_archetype_names_become_codes_through_the_given_mapping() -> None:
    db = load_ygoprodeck_file(SAMPLE, archetype_codes={"lightsworn": 0x38})
    assert db.by_name("Ryko, Lightsworn Hunter").in_archetype(0x38)
    assert db.by_name("Junk Synchron").archetypes == ()


def test_desc_is_kept_as_text() -> None:
    assert "fixture" in load_ygoprodeck_file(SAMPLE).by_name("Sogen").text


def test_null_or_negative_atk_means_question_mark(sample: dict[str, Any]) -> None:
    raw = entry(sample, "Junk Synchron")
    raw["atk"] = None
    raw["def"] = -1
    card = load_ygoprodeck_json(one_card(raw))[63977008]
    assert (card.atk, card.defense) == (None, None)


def test_json_text_and_decoded_object_give_the_same_cards(sample: dict[str, Any]) -> None:
    from_text = load_ygoprodeck_json(json.dumps(sample))
    from_obj = load_ygoprodeck_json(sample)
    assert list(from_text) == list(from_obj)


def test_sample_matches_the_real_cards_cdb(real_cdb_path: Path) -> None:
    real = load_cdb(real_cdb_path)
    for card in load_ygoprodeck_file(SAMPLE):
        expected = dataclasses.replace(real[card.passcode], text=card.text, archetypes=())
        assert dataclasses.replace(card, availability=expected.availability) == expected


# ---- errors -----------------------------------------------------------------------------------


def test_malformed_json_reports_the_line() -> None:
    with pytest.raises(InputError, match="malformed JSON") as err:
        load_ygoprodeck_json('{"data": [\n  {"id": 1,}\n]}', source="cards.json")
    assert err.value.line == 2
    assert str(err.value).startswith("cards.json:2:")


def test_absurdly_nested_json_is_an_input_error() -> None:
    with pytest.raises(InputError, match="nested too deeply"):
        load_ygoprodeck_json("[" * 100_000 + "]" * 100_000)


def test_a_document_without_a_data_list_is_refused() -> None:
    with pytest.raises(InputError, match="'data' list"):
        load_ygoprodeck_json('{"error": "No card matching your query was found."}')


@pytest.mark.parametrize("field", ["id", "name", "type", "race", "attribute", "atk", "level"])
def test_a_monster_missing_a_field_names_the_field_and_the_card(
    sample: dict[str, Any], field: str
) -> None:
    raw = entry(sample, "Junk Synchron")
    del raw[field]
    with pytest.raises(InputError, match=f"card #1 .*missing field '{field}'"):
        load_ygoprodeck_json(one_card(raw))


def test_a_link_monster_missing_linkval_is_refused(sample: dict[str, Any]) -> None:
    raw = entry(sample, "Decode Talker")
    del raw["linkval"]
    with pytest.raises(InputError, match="'linkval'"):
        load_ygoprodeck_json(one_card(raw))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("type", "Mystery Monster", "unknown card type"),
        ("race", "Dinosaurish", "unknown Monster Type"),
        ("attribute", "SHADOW", "unknown Attribute"),
        ("atk", "lots", "whole number"),
        ("id", -5, "positive passcode"),
        ("id", "\u00b2", "positive passcode"),
        ("card_images", [{"id": "x"}], "positive passcode"),
    ],
)
def test_a_bad_value_names_the_problem(
    sample: dict[str, Any], field: str, value: object, message: str
) -> None:
    raw = entry(sample, "Junk Synchron")
    raw[field] = value
    with pytest.raises(InputError, match=message):
        load_ygoprodeck_json(one_card(raw))


def test_an_unknown_spell_property_is_refused(sample: dict[str, Any]) -> None:
    raw = entry(sample, "Sogen")
    raw["race"] = "Sideways"
    with pytest.raises(InputError, match="unknown Spell/Trap property 'Sideways'"):
        load_ygoprodeck_json(one_card(raw))


def test_a_missing_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        load_ygoprodeck_file(tmp_path / "none.json")


def test_a_file_that_is_not_utf8_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(b'{"data": ["\xff"]}')
    with pytest.raises(InputError, match="cannot read"):
        load_ygoprodeck_file(path)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


CARD_KEYS = (
    "id",
    "name",
    "type",
    "race",
    "attribute",
    "atk",
    "def",
    "level",
    "linkval",
    "card_images",
    "misc_info",
    "typeline",
    "archetype",
    "desc",
)
SAMPLE_ENTRIES: list[dict[str, Any]] = json.loads(SAMPLE.read_text(encoding="utf-8"))["data"]
PLAUSIBLE = (
    st.sampled_from(
        [
            *("LIGHT", "dark", "Dragon", "Beast-Warrior", "Quick-Play", "Counter"),
            *("Effect Monster", "XYZ Monster", "Link Monster", "Spell Card", "Skill Card"),
            "Normal Tuner Monster",
        ]
    )
    | st.integers(-3, 5000)
    | st.lists(st.fixed_dictionaries({"id": st.integers(-1, 10**9) | st.text(max_size=4)}))
)
ANY_CARD = st.fixed_dictionaries({}, optional=dict.fromkeys(CARD_KEYS, JSON_VALUES))
"""Any object at all: almost always refused."""
NEAR_REAL_CARD = st.builds(
    lambda base, changes: {**base, **changes},
    st.sampled_from(SAMPLE_ENTRIES),
    st.dictionaries(st.sampled_from(CARD_KEYS), PLAUSIBLE | JSON_VALUES, max_size=2),
)
"""A real card with a field or two changed: often still a card."""


@settings(max_examples=200)
@given(card=ANY_CARD | NEAR_REAL_CARD)
def test_any_card_object_loads_cards_that_round_trip_or_names_the_card(
    card: dict[str, Any],
) -> None:
    # issue 14 item 8: every card read is the entry's card or one of its alternate arts, and
    # it writes to tagduel's card-set schema and reads back the same (text aside); an error
    # is one line naming the card.
    try:
        db = load_ygoprodeck_json(one_card(card), source="api.json")
    except InputError as error:
        assert str(error).startswith("api.json: card #1 ") and "\n" not in str(error)
        return
    cards = list(db)
    if not cards:  # a Skill Card, skipped
        assert str(card["type"]).casefold().startswith("skill")
        return
    original, *arts = cards
    assert original.passcode == int(card["id"]) and original.alias == 0
    assert all(art.alias == original.passcode and art.name == original.name for art in arts)
    assert original.name == card["name"]
    plain = [dataclasses.replace(c, text="") for c in cards]
    assert list(load_card_set_json(write_card_set_json(plain))) == plain


@settings(max_examples=100)
@given(
    text=st.text(max_size=60)
    | st.lists(st.sampled_from(["{", "[", "]", "}", ",", '"data"', ":", "\n", "1"])).map("".join)
)
def test_any_text_loads_or_names_the_line_of_malformed_json(text: str) -> None:
    try:
        load_ygoprodeck_json(text, source="api.json")
    except InputError as error:
        assert error.source == "api.json" and "\n" not in str(error)
        if "malformed JSON" in str(error) and "nested" not in str(error):
            assert error.line is not None and 1 <= error.line <= text.count("\n") + 1
            assert str(error).startswith(f"api.json:{error.line}: ")
