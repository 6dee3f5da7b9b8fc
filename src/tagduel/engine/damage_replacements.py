"""Effect damage replaced: "If you would take damage from a card effect, place 1 Black Feather
Counter on this card instead" (Black-Winged Dragon).

A script declares it with `counter_instead(name)`, a CONTINUOUS record this module recognises.
While such a monster is face-up on the field with its effects not negated, effect damage its
controller's team would take is not taken: one counter is placed on it instead (the first such
monster found, when the team has several). Seed 001 A: the team's Life Points are one total, so
"you" is the team: damage to the teammate is replaced too. Battle damage and costs are not
effect damage. Hook: `EffectContext.damage` asks `replaced`.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.engine import counters, restrictions
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.seats import Team
from tagduel.engine.zones import CardInstance


@dataclass(frozen=True, slots=True)
class _Instead:
    """The marker of the record, naming its counter (it resolves nothing by itself)."""

    counter: str

    def __call__(self, ctx: object) -> None:
        return None


def counter_instead(counter: str) -> Effect:
    """The record: "If you would take damage from a card effect, place 1 `counter` on this card
    instead"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description=f"effect damage to you: place 1 {counter} on this card instead",
        resolve=_Instead(counter),
    )


def _counter_of(game: Game, card: CardInstance) -> str | None:
    """The counter `card`'s replacement record places, if it has one."""
    for effect in game.scripts.effects(card.card):
        if isinstance(effect.resolve, _Instead):
            return effect.resolve.counter
    return None


def replaced(game: Game, team: Team) -> bool:
    """When `team` would take effect damage now: a counter goes on a replacing monster of the
    team instead (True: no damage is taken)."""
    if not game.scripts.continuous:
        return False
    for monster in game.state.monsters(team.seats):
        if not monster.face_up or not game.scripts.has_effects(monster.card):
            continue
        counter = _counter_of(game, monster)
        if counter is not None and not restrictions.is_negated(game, monster):
            return counters.add(game.state, monster, counter)
    return False
