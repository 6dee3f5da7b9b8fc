"""`EffectContext` is made by its own `__init__` (which also keeps `state`): it takes the
dataclass's arguments, holds the game's state, and compares and copies as the dataclass did."""

from __future__ import annotations

import dataclasses

from engine.samples import SCRIPTS, card
from engine.table import at, seat
from tagduel.engine import S1A, S2A, EffectContext, Scope
from tagduel.engine.scope import seats

OX = card("Battle Ox")


def test_a_context_holds_its_arguments_and_the_games_state() -> None:
    duel = at({S1A: seat(hand=(OX, OX))}, turn=1, scripts=SCRIPTS)
    game = duel.game
    ox, other = game.state.zones[S1A].hand
    ctx = EffectContext(game, S1A, ox, (other,), (ox,), 2, 3, None, [True], 1, 4)
    assert ctx.state is game.state
    held = [getattr(ctx, f.name) for f in dataclasses.fields(EffectContext) if f.init]
    assert held == [game, S1A, ox, (other,), (ox,), 2, 3, None, [True], 1, 4]
    bare = EffectContext(game, S1A, ox)
    assert (bare.targets, bare.costs, bare.chain_link, bare.effect) == ((), (), 0, 0)
    assert (bare.event, bare.answers, bare.asked, bare.mark) == (None, None, 0, 0)
    assert bare == EffectContext(game=game, seat=S1A, card=ox) != ctx
    copied = dataclasses.replace(ctx, seat=S2A)
    assert copied.state is game.state and copied.seat is S2A and copied.targets == (other,)


def test_a_context_reads_each_scope_as_scope_seats_does() -> None:
    duel = at({S1A: seat(hand=(OX,))}, turn=1, scripts=SCRIPTS)
    ox = duel.game.state.zones[S1A].hand[0]
    for who in Scope:
        for controller in (S1A, S2A):
            ctx = EffectContext(duel.game, controller, ox)
            assert ctx.seats(who) == seats(who, controller)
