"""The duel log (`playbyplay.py`) and the two forms of an event: the rulebook's names, a heading
per turn, the opening hands, a Chain Link's effects under its "resolves" line, and hidden cards
named only for the team that may see them (a public form and a full form per event, as Showdown
splits a secret line from a public one)."""

from __future__ import annotations

import random

import pytest

from engine.cards import vanilla_deck
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import ALL_SEATS, S1A, S1B, S2A, S2B, Duel, Team
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.chain_events import ChainLinkResolved, ChainLinkResolving
from tagduel.engine.codec import event_from_data, event_to_data
from tagduel.engine.events import (
    CardSet,
    Chose,
    Destroyed,
    Drew,
    Event,
    Moved,
    PhaseEntered,
    Summoned,
)
from tagduel.engine.playbyplay import FULL, PUBLIC, View, log_lines
from tagduel.engine.random_play import play_randomly
from tagduel.scenario import load_scenario


def _duel(state: str) -> Duel:
    scenario = load_scenario(f"title: t\nstate:\n{state}", builtin_cards())
    return Duel.from_position(scenario.setup, scripts=all_scripts(), debug=True)


HAND_DESTRUCTION = """  turn: 5
  1A: {hand: ["Hand Destruction", "Vorse Raider", "Battle Ox", "Dark Blade"]}
  2B: {hand: ["Luster Dragon", "Gemini Elf"]}
"""
"""1A chooses 2 of 3 cards to discard; 2B, across, discards both (seed 001 E)."""


@pytest.mark.parametrize(
    ("phase", "text"),
    [
        ("draw", "1A enters the Draw Phase"),
        ("standby", "1A enters the Standby Phase"),
        ("main1", "1A enters Main Phase 1"),
        ("battle", "1A enters the Battle Phase"),
        ("main2", "1A enters Main Phase 2"),
        ("end", "1A enters the End Phase"),
    ],
)
def test_phases_are_named_as_the_rulebook_names_them(phase: str, text: str) -> None:
    assert PhaseEntered(S1A, phase).to_text() == text


def test_zones_are_named_as_the_rulebook_names_them() -> None:
    assert Moved(S1B, "Jinzo", "1B.monsters", "gy").to_text() == (
        "\"Jinzo\" goes from 1B's Monster Zone to 1B's Graveyard"
    )
    assert Moved(S1B, "Dark Hole", "1B.st", "gy").to_text() == (
        "\"Dark Hole\" goes from 1B's Spell & Trap Zone to 1B's Graveyard"
    )
    assert Moved(S2A, "Jinzo", "2A.gy", "banished").to_text() == (
        '"Jinzo" is banished from 2A\'s Graveyard'
    )
    assert Summoned(S1A, "Jinzo", "tribute", "attack").to_text() == (
        '1A Tribute Summons "Jinzo" in Attack Position'
    )
    assert Destroyed(S2A, "Jinzo", "effect").to_text() == '2A\'s "Jinzo" is destroyed by an effect'


def test_a_choice_of_cards_reads_as_names_and_places_and_an_option_word_stays() -> None:
    choice = Chose(S1B, '1B.hand:"Vorse Raider" 2A.monsters[2]:"Jinzo"')
    assert (
        choice.to_text()
        == '1B chooses "Vorse Raider" (1B\'s hand) and "Jinzo" (2A\'s Monster Zone)'
    )
    assert Chose(S1A, "burn").to_text() == "1A chooses burn"


def test_a_drawn_card_is_named_for_the_drawers_team_only() -> None:
    # seed 001 A: "Teammates may talk, compare hands, and share information freely"
    drew = Drew(S1A, "Jinzo")
    assert drew.text_for(Team.ONE) == '1A draws "Jinzo"'
    assert drew.text_for(Team.TWO) == drew.text_for(None) == "1A draws a card"


def test_a_set_card_is_a_card_or_a_monster_to_everyone_else() -> None:
    spell = CardSet(S2B, "Mirror Force", "st")
    monster = CardSet(S2B, "Mystic Tomato", "monsters")
    assert spell.public_text() == "2B Sets a card in the Spell & Trap Zone"
    assert spell.text_for(Team.TWO) == '2B Sets "Mirror Force" in the Spell & Trap Zone'
    assert monster.public_text() == "2B Sets a monster in the Monster Zone"
    face_down = Summoned(S1A, "Mystic Tomato", "special", "set")
    assert face_down.public_text() == "1A Special Summons a monster in face-down Defense Position"


def test_an_attack_on_a_set_monster_does_not_name_it_in_public() -> None:
    attack = AttackDeclared(S1A, "Jinzo", S2A, "Mystic Tomato", 1, 2, True)
    assert attack.public_text() == "1A's \"Jinzo\" attacks 2A's Set monster"
    assert attack.text_for(Team.TWO) == '1A\'s "Jinzo" attacks 2A\'s Set monster "Mystic Tomato"'
    open_attack = AttackDeclared(S1A, "Jinzo", S2A, "Battle Ox", 1, 2)
    assert open_attack.public_text() == '1A\'s "Jinzo" attacks 2A\'s "Battle Ox"'


def test_a_card_moved_between_hidden_places_is_a_card_but_a_discard_is_named() -> None:
    hidden = Moved(S1A, "Jinzo", "1A.hand", "deck", hidden=True)
    assert hidden.public_text() == "A card goes from 1A's hand to 1A's Deck"
    assert hidden.text_for(Team.ONE) == "\"Jinzo\" goes from 1A's hand to 1A's Deck"
    discard = Moved(S1A, "Jinzo", "1A.hand", "gy")
    assert discard.public_text() == discard.to_text() and discard.private_to() is None


def test_new_event_fields_survive_saving() -> None:
    for event in (
        Moved(S1A, "Jinzo", "1A.hand", "deck", 3, False, True),
        AttackDeclared(S1A, "Jinzo", S2A, "Mystic Tomato", 1, 2, True),
        ChainLinkResolving(S1A, "Dark Hole", 1),
    ):
        assert event_from_data(event_to_data(event)) == event


def test_a_chain_link_is_announced_before_its_effects_and_closed_after() -> None:
    duel = _duel(HAND_DESTRUCTION)
    events = duel.play('1A activate "Hand Destruction"')
    events += duel.play('1A choose 1A.hand:"Vorse Raider" 1A.hand:"Battle Ox"')
    kinds = [type(e) for e in events]
    start, end = kinds.index(ChainLinkResolving), kinds.index(ChainLinkResolved)
    assert start < kinds.index(Moved) < kinds.index(Drew) < end


def test_a_chain_links_effects_are_indented_under_its_resolves_line() -> None:
    duel = _duel(HAND_DESTRUCTION)
    mark = len(duel.events)
    duel.play('1A activate "Hand Destruction"')
    duel.play('1A choose 1A.hand:"Vorse Raider" 1A.hand:"Battle Ox"')
    lines = log_lines(duel.events[mark:], FULL)
    start = lines.index('  Chain Link 1 resolves: 1A\'s "Hand Destruction"')
    assert lines[start - 1].startswith('  1A activates "Hand Destruction"')
    assert lines[start + 1] == (
        '    1A chooses "Vorse Raider" (1A\'s hand) and "Battle Ox" (1A\'s hand)'
    )
    assert "    \"Gemini Elf\" goes from 2B's hand to 2B's Graveyard" in lines
    assert any(line.startswith('    1A draws "') and " and " in line for line in lines)
    assert lines[-1] == (
        "  \"Hand Destruction\" goes from 1A's Spell & Trap Zone to 1A's Graveyard"
    )


def test_a_new_duels_log_opens_with_the_hands_and_a_heading_for_turn_1() -> None:
    duel = Duel.new({s: vanilla_deck() for s in ALL_SEATS}, seed=3)
    public = log_lines(duel.events, PUBLIC)
    assert public[:7] == [
        "Opening hands",
        "  1A draws 5 cards",
        "  2A draws 5 cards",
        "  1B draws 5 cards",
        "  2B draws 5 cards",
        "",
        "Turn 1: 1A",
    ]
    full = log_lines(duel.events, FULL)
    names = [c.name for c in duel.state.zones[S1A].hand]
    assert (
        full[1] == "  1A draws " + ", ".join(f'"{n}"' for n in names[:-1]) + f' and "{names[-1]}"'
    )


def _random_duel_events() -> list[Event]:
    decks = {s: vanilla_deck() for s in ALL_SEATS}
    duel = Duel.new(decks, seed=11)
    play_randomly(duel, random.Random(11), with_text=False)
    return duel.events


def test_the_public_log_holds_no_secret_text() -> None:
    events = _random_duel_events()
    public = "\n".join(log_lines(events, PUBLIC))
    secrets = [e for e in events if e.private_to() is not None]
    assert any(isinstance(e, CardSet) for e in secrets) and any(
        isinstance(e, Drew) for e in secrets
    )
    for event in secrets:
        assert event.to_text() not in public
    assert 'draws "' not in public and 'Sets "' not in public


def test_a_team_reads_its_own_secrets_and_not_the_other_teams() -> None:
    events = _random_duel_events()
    team_one = "\n".join(log_lines(events, View(team=Team.ONE)))
    for seat in (S1A, S1B):
        assert f'{seat.value} draws "' in team_one
    for seat in (S2A, S2B):
        assert f'{seat.value} draws "' not in team_one and f"{seat.value} draws a card" in team_one
    full = "\n".join(log_lines(events, FULL))
    assert all(f'{seat.value} draws "' in full for seat in ALL_SEATS)
