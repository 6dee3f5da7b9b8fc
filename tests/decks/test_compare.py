"""Deck list vs presented deck (seed 000, デッキリストに関する違反: duel loss; remedy: make the
deck match the list)."""

from __future__ import annotations

from decks.cardset import DARK_HOLE, DB, MIRROR_FORCE, MYSTIC_TOMATO, MYSTIC_TOMATO_ALT, deck
from tagduel.decks.compare import diff_decks
from tagduel.decks.model import Deck, Section
from tagduel.decks.problems import Infraction


def test_the_same_cards_in_another_order_match() -> None:
    listed = deck(DARK_HOLE.passcode)
    shuffled = Deck(tuple(reversed(listed.main)))
    result = diff_decks(listed, shuffled, DB)
    assert result.matches and result.infraction is None


def test_a_swapped_card_is_missing_in_one_place_and_extra_in_another() -> None:
    listed = deck(DARK_HOLE.passcode, side=(MIRROR_FORCE.passcode,))
    presented = deck(MIRROR_FORCE.passcode, side=(DARK_HOLE.passcode,))
    result = diff_decks(listed, presented, DB)
    assert result.infraction is Infraction.DECK_LIST_MISMATCH
    main, _, side = result.sections
    assert main.section is Section.MAIN
    assert main.missing == ((DARK_HOLE.passcode, 1),) and main.extra == (
        (MIRROR_FORCE.passcode, 1),
    )
    assert side.missing == ((MIRROR_FORCE.passcode, 1),) and side.extra == (
        (DARK_HOLE.passcode, 1),
    )
    lines = result.lines(DB)
    assert 'Main Deck: 1 × "Dark Hole" (53129443) missing from the deck' in lines
    assert result.to_dict(DB)["remedy"].startswith("Make the deck match")


def test_counts_are_exact() -> None:
    tomato = MYSTIC_TOMATO.passcode
    result = diff_decks(deck(tomato, tomato, tomato), deck(tomato), DB)
    assert result.sections[0].missing == ((tomato, 2),)


def test_an_alternate_art_matches_its_original_on_the_list() -> None:
    listed = deck(MYSTIC_TOMATO.passcode)
    presented = deck(MYSTIC_TOMATO_ALT.passcode)
    assert diff_decks(listed, presented, DB).matches
    assert not diff_decks(listed, presented).matches  # without a database, printings differ
