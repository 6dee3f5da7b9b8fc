"""The cheap response test (`engine.responding`) asks every effect with one context per duel
and seat: each ask sees what a fresh context would hold."""

from __future__ import annotations

from dataclasses import fields

from engine.samples import SCRIPTS, card
from engine.seeded import seeded_decisions
from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, S2A, EffectContext
from tagduel.engine.activation import _choices, _gate_ok
from tagduel.engine.responding import _CONTEXTS, _context, _payable

OX = card("Battle Ox")
HOLE = card("Dark Hole")


def _held(ctx: EffectContext) -> list[object]:
    return [getattr(ctx, f.name) for f in fields(EffectContext)]


def test_a_context_asked_again_holds_what_a_fresh_one_holds() -> None:
    duel = at({S1A: seat(hand=(OX, HOLE)), S2A: seat(hand=(OX,))}, turn=1, scripts=SCRIPTS)
    game = duel.game
    ox, hole = game.state.zones[S1A].hand
    first = _context(game, S1A, ox, 1)
    first.targets, first.costs = (ox,), (hole,)  # as `activation._choices` leaves them
    again = _context(game, S1A, hole, 2)
    assert again is first
    assert _held(again) == _held(EffectContext(game, S1A, hole, effect=2))
    theirs = _context(game, S2A, ox, 1)
    assert theirs is not first
    assert _held(theirs) == _held(EffectContext(game, S2A, ox, effect=1))


def test_random_duels_leave_the_asking_contexts_as_fresh_ones_after_every_ask() -> None:
    """Hooks asked in check-only mode change nothing of their context but the targets and
    costs `_context` sets again: at every decision each kept context is a fresh one's equal."""
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    checked = 0
    for duel in seeded_decisions(decks, range(3), all_scripts(), limit=3000):
        game = duel.game
        for seat_, ctx in game.memo.get(_CONTEXTS, (0, {}))[1].items():
            fresh = EffectContext(game, seat_, ctx.card, effect=ctx.effect)
            assert _held(ctx)[5:] == _held(fresh)[5:]  # all but game, seat, card, targets, costs
            checked += 1
    assert checked > 100


def test_the_short_ways_to_a_payable_choice_agree_with_the_listings_choices() -> None:
    """`_payable` (the cost alone when there is nothing to choose; no when there are too few
    candidates) answers as `activation._choices` does, for every effect whose gate passes at
    every decision of seeded duels."""
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    compared = 0
    for duel in seeded_decisions(decks, range(2), all_scripts(), limit=3000):
        game = duel.game
        for inst in game.state.all_cards():
            for number, effect, _, _ in game.scripts.activatable(inst.card):
                ctx = EffectContext(game, inst.zone_seat, inst, effect=number)
                if _gate_ok(ctx, effect):
                    listed = next(_choices(ctx, effect), None) is not None
                    assert (
                        _payable(EffectContext(game, inst.zone_seat, inst, effect=number), effect)
                        is listed
                    )
                    compared += 1
    assert compared > 100
