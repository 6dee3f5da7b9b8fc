"""Answers read from the zones, remembered until a card moves (`engine.moved`): every kind of
move moves the count on, so a remembered answer is never stale; random duels check it at every
decision against the zones themselves."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.samples import SCRIPTS, SHEEP, card
from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, S2A, Duel, EffectContext, Location, Position, Seat, ops
from tagduel.engine.game import Game
from tagduel.engine.moved import answers, remembered
from tagduel.engine.shuffling import shuffle_deck
from tagduel.engine.state import DuelState
from tagduel.engine.tokens import create_token
from tagduel.engine.zones import CardInstance

BLADE = card("Dark Blade")
OX = card("Battle Ox")
HOLE = card("Dark Hole")


def _holds(where: Location, uid: int) -> Callable[[EffectContext], bool]:
    """A condition read from the zones alone: the card `uid` is in the seat's `where`."""
    return lambda ctx: any(c.uid == uid for c in ctx.state.zones[ctx.seat].cards_in(where))


def _moved_by(state: DuelState, move: Callable[[], object]) -> None:
    before = state.moved
    move()
    assert state.moved > before


def test_every_kind_of_move_throws_the_remembered_answers_away() -> None:
    duel = at(
        {S1A: seat(hand=(BLADE, OX, HOLE), monsters=(OX,)), S2A: seat(monsters=(BLADE,))},
        turn=1,
        scripts=SCRIPTS,
    )
    state, game = duel.state, duel.game
    blade, ox, hole = state.zones[S1A].hand
    host = state.zones[S1A].monsters[0]
    theirs = state.zones[S2A].monsters[0]
    assert host is not None and theirs is not None
    top = state.zones[S1A].deck[0]

    def check(inst: CardInstance, where: Location, seat_: Seat, move: Callable[[], object]) -> None:
        """Asked before the move (no), then after it: the answer follows the move."""
        condition = _holds(where, inst.uid)
        asked = remembered(condition)
        ctx = EffectContext(game, seat_, host)
        assert asked(ctx) is condition(ctx) is False
        _moved_by(state, move)
        assert asked(ctx) is condition(ctx) is True

    check(top, Location.HAND, S1A, lambda: ops.draw(state, S1A))
    check(
        blade,
        Location.MONSTERS,
        S1A,
        lambda: ops.summon_to_field(state, blade, S1A, Position.ATTACK, "special"),
    )
    check(blade, Location.GY, S1A, lambda: ops.destroy(state, blade, "effect"))
    check(blade, Location.BANISHED, S1A, lambda: ops.move_to_pile(state, blade, Location.BANISHED))
    check(blade, Location.DECK, S1A, lambda: ops.move_to_pile(state, blade, Location.DECK))
    check(hole, Location.GY, S1A, lambda: ops.send_to_gy(state, hole))
    check(hole, Location.HAND, S1A, lambda: ops.move_to_pile(state, hole, Location.HAND))
    check(
        ox,
        Location.MONSTERS,
        S1A,
        lambda: ops.summon_to_field(state, ox, S1A, Position.SET, "special"),
    )
    check(theirs, Location.MONSTERS, S1A, lambda: ops.move_monster(state, theirs, S1A))
    assert host.materials == []
    material = state.zones[S1A].hand[0]
    condition = lambda ctx: bool(ctx.card.materials)  # noqa: E731
    asked, ctx = remembered(condition), EffectContext(game, S1A, host)
    assert asked(ctx) is condition(ctx) is False
    _moved_by(state, lambda: ops.attach(state, host, material))
    assert asked(ctx) is condition(ctx) is True
    made = ops.new_card(state, BLADE, S1A, Location.GY)
    assert _holds(Location.GY, made.uid)(ctx)
    token = create_token(state, SHEEP, S1A)
    assert token is not None
    check(token, Location.MONSTERS, S2A, lambda: ops.move_monster(state, token, S2A))
    gone = remembered(_holds(Location.MONSTERS, token.uid))
    assert gone(EffectContext(game, S2A, host))
    _moved_by(state, lambda: ops.destroy(state, token, "effect"))  # a Token ceases to exist
    assert not gone(EffectContext(game, S2A, host))
    _moved_by(state, lambda: shuffle_deck(state, S1A))


def _zones_now(state: DuelState) -> dict[object, object]:
    """Which cards are where: the cards of each pile (not their order), each zone's card, each
    monster's materials: what an unchanged count stands for."""
    now: dict[object, object] = {}
    for seat_, zones in state.zones.items():
        for location in Location:
            if location.is_pile:
                now[seat_, location] = frozenset(c.uid for c in zones.pile(location))
            elif location.on_field:
                now[seat_, location] = tuple(c and c.uid for c in zones.slots(location))
        for monster in zones.monsters:
            if monster is not None:
                now[monster.uid] = tuple(m.uid for m in monster.materials)
    return now


def _play_checking(duel: Duel, rng: random.Random) -> int:
    """Play `duel` at random; at every decision, the zones are as remembered at the same count."""
    game: Game = duel.game
    checked = 0
    while duel.pending is not None and checked < 3000:
        table = answers(game)
        now = _zones_now(duel.state)
        if "zones" in table:
            assert table["zones"] == now, "a card moved without moving the count"
        table["zones"] = now
        duel.apply(rng.choice(duel.pending.actions))
        checked += 1
    return checked


def test_random_duels_never_move_a_card_without_moving_the_count() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    scripts = all_scripts()
    for seed in range(4):
        duel = Duel.new(decks, seed=seed, scripts=scripts)
        assert _play_checking(duel, random.Random(f"choices:{seed}")) > 0
