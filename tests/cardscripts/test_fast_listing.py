"""The fast listing of activations (cheapest checks first, per-passcode effect index) lists
exactly what the straightforward listing does: every effect of every candidate card checked with
the `activation_problem` predicates in their documented order, then every target × cost choice.
Compared, in order, for all four seats at every decision of random duels with every script on
(every other duel without auto-pass, so every window of priority is looked at)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import activatable, activation, summon_negation
from tagduel.engine.actions import Action, Activate
from tagduel.engine.duel import Duel
from tagduel.engine.effects import EffectKind
from tagduel.engine.game import Game, first_by_name, lookup, lookup_all
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.state import Phase
from tagduel.engine.zones import CardInstance

DUELS = 12
Decks = Mapping[Seat, Sequence[Card]]
_ACTIVATABLE = (EffectKind.ACTIVATION, EffectKind.IGNITION, EffectKind.QUICK)


def _straightforward(game: Game, seat: Seat) -> list[Action]:
    """The reference: each effect of each candidate card, checked where → speed → restriction →
    hooks, listed by `choice_actions` (the path the trigger effects use too)."""
    out: list[Action] = []
    for card in _candidates(game, seat):
        if summon_negation.only_answers(game) and not summon_negation.answers(game, card):
            continue  # a monster would be Summoned: only the cards that answer that
        for number, effect in enumerate(game.scripts.effects(card.card), start=1):
            if effect.kind not in _ACTIVATABLE:
                continue
            if activation._where_problem(game, seat, card, effect):
                continue
            if activation._speed_problem(game, seat, card, effect, None):
                continue
            if activation._restriction_problem(game, seat, card) is None:
                out.extend(activation.choice_actions(game, seat, card, number, effect))
    return out


def _candidates(game: Game, seat: Seat) -> list[CardInstance]:
    """Every card of `seat` that might activate something, one of each name in the hand and
    Graveyard: Spells in the hand on its own turn, scripted hand effects, Set or scripted cards
    in the Spell & Trap and Field Spell Zones, scripted monsters, scripted Graveyard effects;
    then every face-up scripted card on the teammate's field (whose Spell Speed 2+ effects the
    seat may use, seed 001 A, D: the where check rules out the rest)."""
    state, scripts, zones = game.state, game.scripts, game.state.zones[seat]
    cards: list[CardInstance] = []
    if seat is state.turn_seat:
        in_window = state.window is not None or state.phase not in (Phase.MAIN1, Phase.MAIN2)
        cards = first_by_name(
            [c for c in zones.hand if activatable._may_play_from_hand(c, in_window)]
        )
    cards += [c for c in first_by_name(zones.hand) if _coded(c, scripts.hand_effects)]
    for card in (*zones.st, zones.field_zone[0]):
        if card is not None and (not card.face_up or scripts.has_effects(card.card)):
            cards.append(card)
    cards += [c for c in zones.monsters if c is not None and scripts.has_effects(c.card)]
    cards += [c for c in first_by_name(zones.gy) if _coded(c, scripts.gy_effects)]
    mate = game.state.zones[seat.teammate]
    for card in (*mate.st, mate.field_zone[0], *mate.monsters):
        if card is not None and card.face_up and scripts.has_effects(card.card):
            cards.append(card)
    return list(dict.fromkeys(cards))


def _coded(card: CardInstance, codes: set[int]) -> bool:
    return card.card.passcode in codes or card.card.alias in codes


def _positions(seed: int, decks: Decks | None = None) -> Iterator[Duel]:
    decks = decks or scripted_decks(builtin_cards(), rule_passcodes())
    duel = Duel.new(decks, seed=seed, scripts=all_scripts(), auto_pass=seed % 2 == 1)
    rng = random.Random(f"listing:{seed}")
    while duel.pending is not None and len(duel.history) < 2_000:
        yield duel
        duel.apply(rng.choice(duel.pending.actions))


def test_fast_activation_listing_matches_the_straightforward_listing_in_random_duels() -> None:
    _compare(range(DUELS), lambda seed: None)


def test_the_same_holds_with_the_classic_decks(shared_data: Path) -> None:
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    cards = classic.read_decks(shared_data / "decks", db)
    _compare(
        range(6),
        lambda seed: classic.seat_decks(classic.seat_names(["classic"], seed), cards),
    )


def _compare(seeds: range, decks_of: Callable[[int], Decks | None]) -> None:
    compared = nonempty = 0
    for seed in seeds:
        for duel in _positions(seed, decks_of(seed)):
            for seat in ALL_SEATS:
                fast = activation.activation_actions(duel.game, seat)
                assert fast == _straightforward(duel.game, seat), (seed, seat, duel.history[-1:])
                compared += 1
                nonempty += bool(fast)
    assert compared > 1_000 and nonempty > 100, (compared, nonempty)


def test_random_duels_list_activations_of_a_teammates_face_up_card() -> None:
    found = 0
    for seed in range(DUELS):
        for duel in _positions(seed):
            for seat in ALL_SEATS:
                for action in activation.activation_actions(duel.game, seat):
                    assert isinstance(action, Activate)
                    found += lookup(duel.game.state, action.card).zone_seat is seat.teammate
    assert found > 0


def test_every_fast_listed_activation_passes_the_legality_predicate() -> None:
    checked = 0
    for duel in _positions(DUELS):
        game = duel.game
        for seat in ALL_SEATS:
            for action in activation.activation_actions(game, seat):
                assert isinstance(action, Activate)
                card = lookup(game.state, action.card)
                targets = lookup_all(game.state, action.targets)
                costs = lookup_all(game.state, action.costs)
                problem = activation.activation_problem(
                    game, seat, card, action.effect, targets, costs
                )
                assert problem is None, (action.to_text(), problem)
                checked += 1
    assert checked > 20, checked
