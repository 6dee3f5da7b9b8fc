"""The Main Phase listing of activations (`activation.activation_actions`) asks every effect
with one context per listing: each ask sees what a fresh context would hold."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from engine.seeded import seeded_decisions
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import ALL_SEATS, EffectContext, activation
from tagduel.engine.effects import Effect
from tagduel.engine.script_registry import Activatable, Scripts


def _held(ctx: EffectContext) -> list[object]:
    return [getattr(ctx, f.name) for f in fields(EffectContext)]


def test_random_duels_ask_every_listed_effect_with_a_fresh_contexts_equal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At every decision of seeded duels, for every seat, each condition the listing asks gets
    a context equal to `EffectContext(game, seat, card, effect=number)` (leaving the targets or
    costs of the effect asked before, or its card or number, fails this). The listing asks the
    conditions itself (`_gate_ok` written out), so each listed effect's condition is wrapped."""
    scripts = all_scripts()
    original = Scripts.activatable
    wrapped: dict[int, Effect] = {}
    asked = 0

    def checking(effect: Effect) -> Effect:
        condition = effect.condition

        def checked(ctx: EffectContext) -> bool:
            nonlocal asked
            fresh = EffectContext(ctx.game, ctx.seat, ctx.card, effect=ctx.effect)
            assert _held(ctx) == _held(fresh)
            assert ctx.game.scripts.effects(ctx.card.card)[ctx.effect - 1] is effect
            asked += 1
            return condition is None or bool(condition(ctx))

        return replace(effect, condition=checked)

    def activatable(self: Scripts, card: Card) -> tuple[Activatable, ...]:
        return tuple(
            (n, wrapped.get(id(e)) or wrapped.setdefault(id(e), checking(e)), speed, plain)
            for n, e, speed, plain in original(self, card)
        )

    decks = scripted_decks(builtin_cards(), rule_passcodes())
    for duel in seeded_decisions(decks, range(3), scripts, limit=2000):
        with monkeypatch.context() as patched:
            patched.setattr(Scripts, "activatable", activatable)
            for seat in ALL_SEATS:
                activation.activation_actions(duel.game, seat)
    assert asked > 1000
