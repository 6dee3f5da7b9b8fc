"""Normal Summon, Tribute Summon, Set, Flip Summon and changing battle positions.

Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side of the
field for Tribute Summons" — the candidates come from `TagRules.tribute_candidates`. The same
predicates decide `legal_actions()` and `apply()`.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from tagduel.engine.actions import Action, ChangePosition, Set, Summon
from tagduel.engine.errors import Reason
from tagduel.engine.events import CardSet, PositionChanged, Summoned, Tributed
from tagduel.engine.game import Game, Problem, first_by_name, ref_of
from tagduel.engine.ops import place_on_field, remove, send_to_gy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import WindowKind
from tagduel.engine.zones import CardInstance, Location, Position


def _normal_summonable(card: CardInstance) -> bool:
    return card.traits.normal_summonable


def summon_problem(
    game: Game, seat: Seat, card: CardInstance, tributes: tuple[CardInstance, ...]
) -> Problem | None:
    """Why `seat` may not Normal/Tribute Summon or Set `card` with `tributes`, or None."""
    state = game.state
    if card.location is not Location.HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, f'"{card.name}" is not in {seat.value}\'s hand'
    if not _normal_summonable(card):
        return Reason.CANNOT_NORMAL_SUMMON, f'"{card.name}" cannot be Normal Summoned or Set'
    if state.normal_summoned:
        return (
            Reason.ALREADY_NORMAL_SUMMONED,
            f"{seat.value} has already Normal Summoned or Set this turn",
        )
    needed = game.rules.tributes_needed(card.card.level)
    if len(tributes) != needed or len({t.uid for t in tributes}) != needed:
        return (
            Reason.WRONG_TRIBUTES,
            f'"{card.name}" needs {needed} Tribute(s), not {len(tributes)}',
        )
    allowed = {c.uid for c in game.rules.tribute_candidates(state, seat)}
    for tribute in tributes:
        if tribute.uid not in allowed:
            return Reason.WRONG_TRIBUTES, (
                f"{seat.value} can't Tribute {tribute.zone_seat.value}'s \"{tribute.name}\": "
                "only monsters on the team's side of the field"
            )
    freed = sum(1 for t in tributes if t.zone_seat is seat)
    if state.zones[seat].free_slot(Location.MONSTERS) < 0 and freed == 0:
        return Reason.ZONES_FULL, f"{seat.value}'s Monster Card Zones are full"
    return None


def summon_actions(game: Game, seat: Seat) -> Iterator[Action]:
    """Every legal Normal/Tribute Summon and monster Set for `seat` (one copy per name)."""
    state = game.state
    if state.normal_summoned:
        return
    monsters = [c for c in first_by_name(state.zones[seat].hand) if _normal_summonable(c)]
    if not monsters:
        return
    pool = game.rules.tribute_candidates(state, seat)
    for card in monsters:
        needed = game.rules.tributes_needed(card.card.level)
        for tributes in combinations(pool, needed):
            if summon_problem(game, seat, card, tributes) is None:
                refs = tuple(ref_of(t) for t in tributes)
                yield Summon(seat, ref_of(card), refs)
                yield Set(seat, ref_of(card), refs)


def perform_summon(
    game: Game, seat: Seat, card: CardInstance, tributes: tuple[CardInstance, ...], *, set_: bool
) -> None:
    """Tribute, then place `card`; a Summon (not a Set) opens a round of priority."""
    state = game.state
    for tribute in tributes:
        state.emit(Tributed(tribute.zone_seat, tribute.name, seat))
        send_to_gy(state, tribute)
    remove(state, card)
    slot = state.zones[seat].free_slot(Location.MONSTERS)
    position = Position.SET if set_ else Position.ATTACK
    place_on_field(state, card, seat, Location.MONSTERS, slot, face_up=not set_, position=position)
    state.normal_summoned = True
    if set_:
        card.set_by = seat
        state.emit(CardSet(seat, card.name, "monsters"))
        return
    how = "tribute" if tributes else "normal"
    state.emit(Summoned(seat, card.name, how, "attack"))
    open_window(game, WindowKind.ACTION, seat)


def position_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    """Why `seat` may not change `card`'s battle position (or Flip Summon it), or None."""
    state = game.state
    if card.location is not Location.MONSTERS or card.zone_seat is not seat:
        return Reason.NOT_YOUR_CARD, f'{seat.value} does not control "{card.name}"'
    if card.placed_turn == state.turn:
        return Reason.SUMMONED_THIS_TURN, (
            f'"{card.name}" was summoned or Set this turn: its position can\'t change yet'
        )
    if card.position_changed_turn == state.turn:
        return Reason.POSITION_ALREADY_CHANGED, f'"{card.name}" already changed position this turn'
    if card.attacked_turn == state.turn:
        return Reason.CANNOT_CHANGE_POSITION, f'"{card.name}" attacked this turn'
    return None


def position_actions(game: Game, seat: Seat) -> Iterator[Action]:
    for card in game.state.zones[seat].monsters_on_field():
        if position_problem(game, seat, card) is None:
            yield ChangePosition(seat, ref_of(card))


def perform_position_change(game: Game, seat: Seat, card: CardInstance) -> None:
    """Attack ↔ Defense; a Set monster is Flip Summoned into Attack Position."""
    state = game.state
    card.position_changed_turn = state.turn
    if card.position is Position.SET:
        card.position, card.face_up = Position.ATTACK, True
        state.emit(Summoned(seat, card.name, "flip", "attack"))
        open_window(game, WindowKind.ACTION, seat)
        return
    card.position = Position.DEFENSE if card.position is Position.ATTACK else Position.ATTACK
    state.emit(PositionChanged(seat, card.name, card.position.value))
