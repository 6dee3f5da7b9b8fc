"""Protection that is used up: "Once per turn, this card cannot be destroyed by battle" (Naturia
Beans), "Once per turn, this card cannot be destroyed by Spell/Trap effects" (Blackwing - Kris
the Crack of Dawn), "During each of your opponent's turns, the first "Blackwing" monster you
control that would be destroyed by battle, is not destroyed" (Blackwing - Silverwind the
Ascendant).

A script declares one with `battle_guard()` or `spell_trap_guard()`: a CONTINUOUS record this
module recognises (it covers the monsters its `affects` hook finds, default its own card, while
its card is face-up on the field, not negated, and its `condition` holds). Each guard works once
per turn: the first time a monster it covers would be destroyed that way in a turn, the
destruction does not happen and the guard is used up for the turn (the record's `used:N` mark
on its card, as for an activated once-per-turn effect). Unlimited protection ("cannot be
destroyed by battle") is `Tag.NOT_DESTROYED_BY_BATTLE` (`protection.py`).

"Would be destroyed by battle" is decided by damage calculation: `battle.py` asks `spare` for
the monsters damage calculation destroys, and those spared stay on the field. A Spell/Trap
effect's destruction is decided in `EffectContext.destroy`, which asks `spared_from_effect`.

Seed 001 E: "you control" counts the teammate's monsters (Silverwind guards the team's
"Blackwing" monsters), and "your opponent's turns" are both opponents' turns.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from tagduel.engine import lastingwords, restrictions
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Condition, Effect, EffectKind, Targets
from tagduel.engine.events import LastingApplied
from tagduel.engine.game import Game
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import lazy


def _battle(ctx: object) -> None:
    """The marker of a once-per-turn guard against destruction by battle."""


def _spell_trap(ctx: object) -> None:
    """The marker of a once-per-turn guard against destruction by Spell/Trap effects."""


def battle_guard(
    description: str, *, affects: Targets | None = None, condition: Condition | None = None
) -> Effect:
    """ "Once per turn, <the monsters `affects` finds> cannot be destroyed by battle"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description=description,
        resolve=_battle,
        once_per_turn=True,
        affects=affects,
        condition=condition,
    )


def spell_trap_guard(description: str, *, condition: Condition | None = None) -> Effect:
    """ "Once per turn, this card cannot be destroyed by Spell/Trap effects"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description=description,
        resolve=_spell_trap,
        once_per_turn=True,
        condition=condition,
    )


def _guards(game: Game, marker: object) -> Iterator[tuple[CardInstance, int, Effect]]:
    """The guards of this kind in force now, not yet used this turn."""
    codes, scripts, turn = game.scripts.continuous, game.scripts, game.state.turn
    for card in game.state.field_cards():
        if not card.face_up or (card.card.passcode not in codes and card.card.alias not in codes):
            continue
        for index, effect in enumerate(scripts.effects(card.card)):
            number = index + 1  # effects are numbered from 1
            if effect.resolve is not marker or card.memory.get(f"used:{number}") == turn:
                continue
            if restrictions.is_negated(game, card):
                break
            yield card, number, effect


def _covers(game: Game, source: CardInstance, number: int, effect: Effect) -> list[int]:
    ctx = EffectContext(game, source.zone_seat, source, effect=number)
    if effect.condition is not None and not effect.condition(ctx):
        return []
    covered = [source] if effect.affects is None else effect.affects(ctx)
    return [c.uid for c in covered if c.location is Location.MONSTERS]


_BY_BATTLE: Final = lazy("by battle (once per turn)")
_BY_SPELL_TRAP: Final = lazy("by a Spell/Trap effect (once per turn)")


def _use(game: Game, monster: CardInstance, marker: object, how: str) -> bool:
    """Spend the first guard of this kind covering `monster`; True when one was there."""
    for source, number, effect in list(_guards(game, marker)):
        if monster.uid in _covers(game, source, number, effect):
            source.memory[f"used:{number}"] = game.state.turn
            what = lastingwords.not_destroyed(monster.zone_seat, monster.name, how)
            game.state.emit(LastingApplied(source.zone_seat, source.name, what))
            return True
    return False


def spare(game: Game, doomed: tuple[int, ...]) -> tuple[int, ...]:
    """The monsters damage calculation destroys (`doomed`), less those a guard spares now."""
    if not doomed or not game.scripts.continuous:
        return doomed
    kept: list[int] = []
    for uid in doomed:
        monster = game.state.find(uid)
        if monster is None or not _use(game, monster, _battle, _BY_BATTLE):
            kept.append(uid)
    return tuple(kept)


def spared_from_effect(ctx: EffectContext, monster: CardInstance) -> bool:
    """True when `monster`, about to be destroyed by this effect, is spared: the effect is a
    Spell/Trap Card's and a guard against Spell/Trap effects covers it (used up now)."""
    if ctx.card.card.is_monster or not ctx.game.scripts.continuous:
        return False
    return _use(ctx.game, monster, _spell_trap, _BY_SPELL_TRAP)
