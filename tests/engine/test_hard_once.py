"""Once per turn by card name (`engine.hard_once`): the counter's key names the controller's
team, read from a table by seat, so both duelists of a team share a use and the opponents don't."""

from __future__ import annotations

from engine.samples import SCRIPTS, card
from engine.table import at, seat
from tagduel.engine import S1A, S1B, S2A, S2B, EffectContext
from tagduel.engine.hard_once import cost, mark, unused, used

OX = card("Battle Ox")


def test_the_key_names_the_team_and_binds_the_teammate() -> None:
    duel = at({S1A: seat(hand=(OX,))}, turn=1, scripts=SCRIPTS)
    game = duel.game
    ox = game.state.zones[S1A].hand[0]
    contexts = {s: EffectContext(game, s, ox) for s in (S1A, S1B, S2A, S2B)}
    mark(contexts[S1B], "Ox:1")
    assert game.state.counters["once:1:Ox:1"] == game.state.turn
    assert "once:2:Ox:1" not in game.state.counters
    assert used(contexts[S1A], "Ox:1") and used(contexts[S1B], "Ox:1")
    assert not used(contexts[S2A], "Ox:1") and unused("Ox:1")(contexts[S2B])
    pay = cost("Ox:1")
    assert not pay(contexts[S1A], True) and pay(contexts[S2B], True)
    assert pay(contexts[S2B], False) and game.state.counters["once:2:Ox:1"] == game.state.turn
    assert not used(contexts[S1A], "Ox:2")
