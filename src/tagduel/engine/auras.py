"""Continuous effects that change ATK and DEF, applied in a defined order and worked out again
whenever the board changes.

A CONTINUOUS effect with `stats` (a `StatChange`) changes the ATK/DEF of each face-up monster
its `affects` hook finds (default: every monster on the fields its scope `who` names), while
its card is face-up on the field and not negated, and while its `condition` holds: a Field
Spell ("all Warrior monsters on the field gain 200 ATK"), an Equip Spell ("the equipped
monster gains 1000 ATK", `affects=kit.equipped_monster`), "gains 800 ATK for each face-up
monster you control" (`StatChange.amount`, worked out again each time).

The order (see `zones.layered`): a monster's ATK starts from its printed ATK; every change,
lasting (an effect that resolved: "gains 1000 ATK until the end of this turn") or continuous,
applies in the order it began to apply (a lasting change when it resolved, a continuous one
when its card came face-up onto the field); "becomes X" replaces the value so far, "gains X"
adds to it, and the result is never below 0.

The continuous changes are not saved: they follow from the state, so this module works them
out again after every event (`DuelState.on_change`), when the duel's scripts have any; each
monster keeps them in `CardInstance.auras`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tagduel.engine import restrictions, scope
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game, codes_in_duel
from tagduel.engine.seats import ALL_SEATS
from tagduel.engine.zones import Boost, CardInstance, Location


def install(game: Game) -> None:
    """Keep the continuous stat changes of `game` up to date (only if any script has one).

    Every event marks them out of date (`DuelState.on_change`); reading a monster's changes
    (`CardInstance.auras`, its ATK or DEF) works them out again first when they are. As every
    change of state emits an event (`Game.memo`), this gives what working them out after each
    event gives, without the work for the events after which nobody reads them."""
    state = game.state
    if not game.scripts.stat_codes:
        state.on_change = None
        return
    stale = [True]

    def on_change() -> None:
        stale[0] = True

    def settle() -> None:
        if stale[0]:
            stale[0] = False  # a hook reading ATK while they are worked out reads them as they are
            refresh(game)

    state.on_change = on_change
    state.settle = settle
    for card in state.all_cards():
        card.settle = settle
    settle()


def refresh(game: Game) -> None:
    """Work out every monster's continuous stat changes from the board as it is now."""
    if game.scripts.stat_codes.isdisjoint(codes_in_duel(game)):
        return  # no card of the duel has such an effect: every monster's auras stay empty
    state = game.state
    monsters = state.monsters()
    for monster in monsters:
        if monster.stored_auras:
            monster.stored_auras = []
    for card, number, effect in _sources(game):
        ctx = EffectContext(game, card.zone_seat, card, effect=number)
        stats = effect.stats
        assert stats is not None
        for monster in _affected(ctx, effect, monsters):
            atk, defense = (
                (stats.atk, stats.defense) if stats.amount is None else stats.amount(ctx, monster)
            )
            monster.stored_auras.append(Boost(atk, defense, 0, 0, stats.sets, card.since))


def _affected(
    ctx: EffectContext, effect: Effect, monsters: list[CardInstance]
) -> Iterator[CardInstance]:
    if effect.affects is not None:
        found: Sequence[CardInstance] = effect.affects(ctx)
    else:
        seats = scope.seats(effect.who, ctx.seat)
        found = [m for m in monsters if m.zone_seat in seats]
    for monster in found:
        if monster.location is Location.MONSTERS and monster.face_up:
            yield monster


def _sources(game: Game) -> list[tuple[CardInstance, int, Effect]]:
    """The face-up cards whose stat-changing continuous effects apply now."""
    codes, scripts = game.scripts.stat_codes, game.scripts
    out: list[tuple[CardInstance, int, Effect]] = []
    for card in _face_up_coded(game, codes):
        if scripts.negators and restrictions.is_negated(game, card):
            continue
        for index, effect in enumerate(scripts.effects(card.card)):
            number = index + 1  # effects are numbered from 1
            if effect.kind is EffectKind.CONTINUOUS and effect.stats is not None:
                ctx = EffectContext(game, card.zone_seat, card, effect=number)
                if effect.condition is None or effect.condition(ctx):
                    out.append((card, number, effect))
    return out


def _face_up_coded(game: Game, codes: set[int]) -> list[CardInstance]:
    """The face-up cards on the field whose passcode or alias is in `codes`, in the order of
    `DuelState.field_cards`."""
    out: list[CardInstance] = []
    zones = game.state.zones
    for seat in ALL_SEATS:
        side = zones[seat]
        for slots in (side.monsters, side.st, side.field_zone):
            for card in slots:
                if (
                    card is not None
                    and card.face_up
                    and (card.card.passcode in codes or card.card.alias in codes)
                ):
                    out.append(card)
    return out
