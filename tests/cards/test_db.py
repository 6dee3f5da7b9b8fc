"""CardDB look-ups over the built-in set, and the Card model's derived properties."""

from __future__ import annotations

import pytest

from tagduel.cards.db import CardDB, UnknownCardError
from tagduel.cards.model import Card, CardType, Kind
from tagduel.cards.sources.builtin import builtin_cards

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT_ART = 36996508


EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT


# ---- look-ups ---------------------------------------------------------------------------------


def test_a_card_is_found_by_passcode() -> None:
    assert builtin_cards()[83011277].name == "Mystic Tomato"


def test_a_card_is_found_by_name_whatever_the_case_and_spacing() -> None:
    db = builtin_cards()
    assert db.by_name("mystic   TOMATO").passcode == 83011277
    assert (
        db.by_name("Vanity\u2019s Emptiness").passcode == db.by_name("Vanity's Emptiness").passcode
    )


def test_an_unknown_passcode_raises_unknown_card_error() -> None:
    with pytest.raises(UnknownCardError, match="unknown card passcode 12345678"):
        builtin_cards()[12345678]
    assert builtin_cards().get(12345678) is None


def test_an_unknown_name_suggests_the_closest_names() -> None:
    with pytest.raises(UnknownCardError) as err:
        builtin_cards().by_name("Mystic Tomatoe")
    assert err.value.suggestions[0] == "Mystic Tomato"
    assert "did you mean 'Mystic Tomato'" in str(err.value)


def test_a_fragment_of_a_name_suggests_names_containing_it() -> None:
    with pytest.raises(UnknownCardError) as err:
        builtin_cards().by_name("Forbidden")
    assert any("Forbidden One" in name for name in err.value.suggestions)


def test_an_alternate_art_resolves_to_its_original() -> None:
    db = builtin_cards()
    assert db[DARK_MAGICIAN_ALT_ART].original == DARK_MAGICIAN
    assert db.original(DARK_MAGICIAN_ALT_ART) == DARK_MAGICIAN
    assert db.by_name("Dark Magician").passcode == DARK_MAGICIAN


def test_original_of_an_unknown_passcode_is_itself() -> None:
    assert builtin_cards().original(99999999) == 99999999


def test_a_merged_database_holds_both_and_the_other_side_wins_a_clash() -> None:
    own = CardDB([Card(1, "Mystic Tomato", EFFECT_MONSTER, atk=9999)], label="mine")
    merged = builtin_cards().merged(own)
    assert merged.by_name("Mystic Tomato").passcode == 83011277
    assert merged[1].atk == 9999
    assert len(merged) == len(builtin_cards()) + 1
    assert merged.label == "built-in + mine"
    assert 1 not in builtin_cards()


def test_a_merged_card_with_the_same_passcode_replaces_the_built_in_one() -> None:
    with_text = Card(83011277, "Mystic Tomato", EFFECT_MONSTER, text="text")
    merged = builtin_cards().merged(CardDB([with_text]))
    assert merged[83011277].text == "text"
    assert merged.by_name("mystic tomato").text == "text"


# ---- the model --------------------------------------------------------------------------------


def test_kind_follows_the_type_flags() -> None:
    db = builtin_cards()
    assert db.by_name("Jinzo").kind is Kind.MONSTER
    assert db.by_name("Dark Hole").kind is Kind.SPELL
    assert db.by_name("Mirror Force").kind is Kind.TRAP


@pytest.mark.parametrize(
    ("name", "extra_deck"),
    [
        ("Blue-Eyes Ultimate Dragon", True),  # Fusion
        ("Stardust Dragon", True),  # Synchro
        ("Number 39: Utopia", True),  # Xyz
        ("Decode Talker", True),  # Link
        ("Black Luster Soldier", False),  # Ritual: Main Deck
        ("Cyber Dragon", False),
        ("Dark Hole", False),
    ],
)
def test_fusion_synchro_xyz_and_link_monsters_belong_in_the_extra_deck(
    name: str, extra_deck: bool
) -> None:
    assert builtin_cards().by_name(name).is_extra_deck is extra_deck


def test_an_extra_deck_spell_flag_alone_does_not_make_an_extra_deck_card() -> None:
    spell = Card(5, "Odd Spell", CardType.SPELL | CardType.FUSION)
    assert not spell.is_extra_deck


def test_rank_is_the_level_of_an_xyz_and_zero_otherwise() -> None:
    db = builtin_cards()
    assert db.by_name("Number 39: Utopia").rank == 4
    assert db.by_name("Gagaga Magician").rank == 0
    assert db.by_name("Gagaga Magician").level == 4


def test_in_archetype_matches_sub_archetypes_but_not_the_reverse() -> None:
    soldier = builtin_cards().by_name("Black Luster Soldier")  # 0x10cf: a "Chaos" sub-archetype
    assert soldier.in_archetype(0xCF)
    assert soldier.in_archetype(0x10CF)
    sorcerer = builtin_cards().by_name("Chaos Sorcerer")  # plain 0xcf
    assert sorcerer.in_archetype(0xCF)
    assert not sorcerer.in_archetype(0x10CF)
    assert not sorcerer.in_archetype(0x38)


def test_type_words_list_the_printed_type_line() -> None:
    assert builtin_cards().by_name("Junk Synchron").type_words() == ["Monster", "Effect", "Tuner"]
