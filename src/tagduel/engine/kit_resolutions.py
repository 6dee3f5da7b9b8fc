"""Building blocks for card scripts: the resolutions that need nothing but the context, re-exported
by `kit` (`kit.destroy_all(source)`, `kit.draw(2)`, `kit.damage_opponent(800)`, ...).

Each is a plain function of an `EffectContext` (a `Resolve`, see `effects.py`), or a builder
of one. `DestroyAll` is a resolution that says what it would destroy, for
`destruction_forecast.py`. A resolution that picks from zones by scope (`kit.summon_from`)
stays in `kit.py`, beside the pickers it is built on.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Resolve, Targets
from tagduel.engine.scope import Scope


def destroy_targets(ctx: EffectContext) -> None:
    ctx.destroy_all(ctx.targets)


@dataclass(frozen=True, slots=True)
class DestroyAll:
    """The resolution `destroy_all` builds; `source` says which cards it would destroy now
    (read by `destruction_forecast`: The Huge Revolution is Over)."""

    source: Targets

    def __call__(self, ctx: EffectContext) -> None:
        ctx.destroy_all(self.source(ctx))


def destroy_all(source: Targets) -> Resolve:
    """Destroy every card `source` finds, at once ("destroy all monsters on the field")."""
    return DestroyAll(source)


def damage_opponent(amount: int) -> Resolve:
    return lambda ctx: ctx.damage_opponent(amount)


def draw(count: int) -> Resolve:
    def resolve(ctx: EffectContext) -> None:
        ctx.draw(ctx.seat, count)

    return resolve


def special_summon_targets(ctx: EffectContext) -> None:
    for card in ctx.targets:
        ctx.special_summon(card)


def negate_attack(ctx: EffectContext) -> None:
    ctx.negate_attack()


def win(ctx: EffectContext) -> None:
    ctx.win()


def each_player_discards_then_draws(count: int) -> tuple[Resolve, Resolve]:
    """ "Each player discards `count` cards, then draws `count` cards": the activator and the
    opponent across (seed 001 E), each choosing their own discards. Two steps: the choices and
    discards, then the draws."""

    def discard(ctx: EffectContext) -> None:
        picked = [
            ctx.choose_cards(seat, ctx.state.zones[seat].hand, count, count)
            for seat in ctx.seats(Scope.EACH_PLAYER)
        ]
        for chosen in picked:
            ctx.discard(chosen)

    def draw_(ctx: EffectContext) -> None:
        for seat in ctx.seats(Scope.EACH_PLAYER):
            ctx.draw(seat, count)

    return discard, draw_
