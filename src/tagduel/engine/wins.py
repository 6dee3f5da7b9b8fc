"""Special win conditions that cards declare (a CONTINUOUS effect with `wins`), checked whenever
the duel changes.

Seed 001 A: "If a Duelist reaches a special win condition (such as Final Countdown or Exodia the
Forbidden One), that team wins." The check runs for each card whose script declares one, where
the effect applies (`where`, default face-up on the field; Exodia: `(Location.HAND,)`); a
condition that holds records the win for the card holder's team (`DuelState.special_winners`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.context import EffectContext
from tagduel.engine.effects import FACE_UP_FIELD, EffectKind
from tagduel.engine.events import WinConditionMet
from tagduel.engine.game import Game
from tagduel.engine.zones import CardInstance, Location

_KEY: Final = "wins"


def check(game: Game) -> None:
    """Record every team whose win condition holds now (once per change of state)."""
    state = game.state
    version = len(state.events)
    memo = game.memo.get(_KEY)
    if memo is not None and memo[0] == version:
        return
    for card in _holders(game):
        for index, effect in enumerate(game.scripts.effects(card.card)):
            number = index + 1  # effects are numbered from 1
            if effect.kind is not EffectKind.CONTINUOUS or effect.wins is None:
                continue
            if card.location not in (effect.where or FACE_UP_FIELD):
                continue
            ctx = EffectContext(game, card.zone_seat, card, effect=number)
            if card.zone_seat.team not in state.special_winners and effect.wins(ctx):
                state.special_winners.add(card.zone_seat.team)
                state.emit(WinConditionMet(card.zone_seat, card.name))
    game.memo[_KEY] = (len(state.events), None)


def _holders(game: Game) -> list[CardInstance]:
    codes, where = game.scripts.winners, game.scripts.win_where
    out: list[CardInstance] = []
    for zones in game.state.zones.values():
        for location in where:
            for card in zones.cards_in(location):
                if (card.card.passcode in codes or card.card.alias in codes) and (
                    card.face_up or card.location is Location.HAND
                ):
                    out.append(card)
    return out
