"""A monster that "would be Summoned", and negating its Summon (Solemn Judgment, Solemn Warning).

A Normal or Tribute Summon, a Flip Summon, or a Special Summon by a card's own procedure, Xyz or
Synchro Summon puts the monster in its zone, but it is not yet Summoned: if a duelist holds a
card that may answer it (`card_properties.Property.ANSWERS_SUMMON`: a Set Solemn Judgment, a
face-up card with such a quick effect), a round of priority opens first (`WindowKind.SUMMON`),
starting after the summoner (seed 001 D: "When a Duelist activates an effect or performs an
action, the other Duelists must be given the opportunity to ... respond to the action before it
is resolved"). Until a chain starts, only such cards may be activated; once one is, the chain
is answered as any other. When the round ends, the monster is Summoned (its `Summoned` event,
its triggers, the usual round of priority after a summon) unless its Summon was negated: then
it is destroyed and goes to its owner's Graveyard from where it came (it was never on the field,
except for a Flip Summon). Summons made by a resolving effect cannot be answered this way.

The monster waiting carries `summoning` (how it is summoned) and `summoning_from` (where it came
from) in its memory, saved with the state; its continuous effects do not apply yet
(`restrictions.py` skips it). Hooks: `summon.py` and `procedures.py` call `attempt`,
`flow.close_window` calls `complete`, `activation.py` asks `only_answers`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import ops
from tagduel.engine.card_properties import Property, has
from tagduel.engine.cardevents import SummonNegated
from tagduel.engine.context import EffectContext
from tagduel.engine.events import Destroyed, Moved, Summoned
from tagduel.engine.game import Game
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState, WindowKind
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ST: Final = Location.ST
_SUMMON: Final = WindowKind.SUMMON

MARK: Final = "summoning"
ORIGIN: Final = "summoning_from"
HOWS: Final = ("normal", "tribute", "flip", "special", "xyz", "synchro")
_ORIGINS: Final = (Location.HAND, Location.MONSTERS, Location.EXTRA, Location.GY, Location.DECK)


def answerable(game: Game) -> bool:
    """Someone holds a card that may answer a monster that would be Summoned: a Set card, or
    a face-up card on the field, that declares it."""
    if not game.scripts.continuous:
        return False
    for card in game.state.field_cards():
        if card.location is _ST and card.face_up:
            continue
        if game.scripts.has_effects(card.card) and has(game, card, Property.ANSWERS_SUMMON):
            return True
    return False


def attempt(
    game: Game,
    seat: Seat,
    card: CardInstance,
    how: str,
    origin: Location = Location.HAND,
    *,
    check: bool = True,
) -> bool:
    """`card`, in `seat`'s Monster Card Zone, would be Summoned (`how`, from `origin`): when a
    card could answer (or without `check`: the caller found one before), the Summon waits for
    a round of priority (True); else False, and the caller completes it."""
    if check and not answerable(game):
        return False
    card.memory[MARK] = HOWS.index(how) + 1
    card.memory[ORIGIN] = _ORIGINS.index(origin) + 1
    open_window(game, WindowKind.SUMMON, seat)
    return True


def pending(state: DuelState) -> CardInstance | None:
    """The monster that would be Summoned now, if any."""
    for card in state.monsters():
        if card.memory and card.memory.get(MARK):
            return card
    return None


def only_answers(game: Game) -> bool:
    """True while a monster would be Summoned and no chain has started: only the cards that
    answer it may be activated."""
    window = game.state.window
    return window is not None and window.kind is _SUMMON and not game.state.chain


def answers(game: Game, card: CardInstance) -> bool:
    return has(game, card, Property.ANSWERS_SUMMON)


def complete(game: Game) -> None:
    """The round of priority of a monster that would be Summoned has ended: it is Summoned
    (unless its Summon was negated meanwhile), and the round after a summon opens."""
    state = game.state
    card = pending(state)
    if card is None:
        return
    how = HOWS[card.memory.pop(MARK) - 1]
    card.memory.pop(ORIGIN, None)
    position = card.position.value if card.position else "attack"
    state.emit(Summoned(card.zone_seat, card.name, how, position, card.uid))
    open_window(game, WindowKind.ACTION, card.zone_seat)


def negate(ctx: EffectContext) -> bool:
    """Negate the Summon of the monster that would be Summoned, and destroy it. False when no
    monster is waiting."""
    state = ctx.state
    card = pending(state)
    if card is None:
        return False
    how = HOWS[card.memory.pop(MARK) - 1]
    origin = _ORIGINS[card.memory.pop(ORIGIN, 1) - 1]
    with together(state):
        state.emit(SummonNegated(card.zone_seat, card.name, card.uid))
        if how == "flip":
            ops.destroy(state, card, "effect")
        else:
            _destroy_unsummoned(state, card, origin)
    return True


def _destroy_unsummoned(state: DuelState, card: CardInstance, origin: Location) -> None:
    """A monster whose Summon was negated goes to its owner's Graveyard from where it came: it
    was never Summoned (no "leaves the field" happening)."""
    seat = card.zone_seat
    state.emit(Destroyed(seat, card.name, "effect", card.uid))
    for material in list(card.materials):
        ops.move_to_pile(state, material, Location.GY)
    ops.remove(state, card)
    ops.place_in_pile(state, card, Location.GY)
    source = f"{seat.value}.{origin.value}"
    state.emit(Moved(card.owner, card.name, source, "gy", card.uid))
