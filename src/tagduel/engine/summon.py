"""Normal Summon, Tribute Summon, Set, Flip Summon and changing battle positions.

Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side of the
field for Tribute Summons" — the candidates come from `TagRules.tribute_candidates`. The same
predicates decide `legal_actions()` and `apply()`.
"""

from __future__ import annotations

from itertools import combinations

from tagduel.engine import restrictions
from tagduel.engine.actions import Action, ChangePosition, Set, Summon
from tagduel.engine.errors import Reason
from tagduel.engine.events import CardSet, PositionChanged, Summoned, Tributed
from tagduel.engine.game import Game, Problem, cached_action, first_by_name, ref_of
from tagduel.engine.ops import place_on_field, remove, send_to_gy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import WindowKind
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position


def _normal_summonable(game: Game, card: CardInstance) -> bool:
    """Printed type allows it, and no script says "Cannot be Normal Summoned/Set"."""
    return card.traits.normal_summonable and (
        not game.scripts.procedures or game.scripts.normal_summonable(card.card)
    )


def _now_problem(game: Game, seat: Seat) -> Problem | None:
    """May `seat` Normal Summon or Set at all now?"""
    if game.state.normal_summoned:
        return (
            Reason.ALREADY_NORMAL_SUMMONED,
            f"{seat.value} has already Normal Summoned or Set this turn",
        )
    if not restrictions.can_normal_summon(game, seat):
        return Reason.CANNOT_NORMAL_SUMMON, (
            f"an effect on the field prevents {seat.value} from Normal Summoning"
        )
    return None


def _tributes_problem(
    seat: Seat,
    card: CardInstance,
    tributes: tuple[CardInstance, ...],
    needed: int,
    allowed: set[int],
    room: bool,
) -> Problem | None:
    """Are these the right Tributes for `card`, with a Monster Card Zone for it after?"""
    if len(tributes) != needed or len({t.uid for t in tributes}) != needed:
        return (
            Reason.WRONG_TRIBUTES,
            f'"{card.name}" needs {needed} Tribute(s), not {len(tributes)}',
        )
    for tribute in tributes:
        if tribute.uid not in allowed:
            return Reason.WRONG_TRIBUTES, (
                f"{seat.value} can't Tribute {tribute.zone_seat.value}'s \"{tribute.name}\": "
                "only monsters on the team's side of the field"
            )
    if not room and not any(t.zone_seat is seat for t in tributes):
        return Reason.ZONES_FULL, f"{seat.value}'s Monster Card Zones are full"
    return None


def summon_problem(
    game: Game, seat: Seat, card: CardInstance, tributes: tuple[CardInstance, ...]
) -> Problem | None:
    """Why `seat` may not Normal/Tribute Summon or Set `card` with `tributes`, or None."""
    state = game.state
    if card.location is not Location.HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, f'"{card.name}" is not in {seat.value}\'s hand'
    if not _normal_summonable(game, card):
        return Reason.CANNOT_NORMAL_SUMMON, f'"{card.name}" cannot be Normal Summoned or Set'
    problem = _now_problem(game, seat)
    if problem is not None:
        return problem
    needed = game.rules.tributes_needed(card.card.level)
    allowed = {c.uid for c in game.rules.tribute_candidates(state, seat)}
    room = state.zones[seat].free_slot(Location.MONSTERS) >= 0
    return _tributes_problem(seat, card, tributes, needed, allowed, room)


def summon_actions(game: Game, seat: Seat) -> list[Action]:
    """Every legal Normal/Tribute Summon and monster Set for `seat` (one copy per name)."""
    out: list[Action] = []
    state = game.state
    if state.normal_summoned:
        return out
    monsters = [c for c in state.zones[seat].hand if _normal_summonable(game, c)]
    if not monsters or _now_problem(game, seat) is not None:
        return out
    room = state.zones[seat].free_slot(Location.MONSTERS) >= 0
    pool: list[CardInstance] | None = None
    allowed: set[int] = set()
    for card in first_by_name(monsters):
        needed = game.rules.tributes_needed(card.card.level)
        ref = ref_of(card)
        if needed == 0:
            if room:
                out.append(cached_action(card, Summon, Summon, seat, ref))
                out.append(cached_action(card, Set, Set, seat, ref))
            continue
        if pool is None:
            pool = game.rules.tribute_candidates(state, seat)
            allowed = {c.uid for c in pool}
        for tributes in combinations(pool, needed):
            if _tributes_problem(seat, card, tributes, needed, allowed, room) is None:
                refs = tuple(ref_of(t) for t in tributes)
                out.append(Summon(seat, ref, refs))
                out.append(Set(seat, ref, refs))
    return out


def perform_summon(
    game: Game, seat: Seat, card: CardInstance, tributes: tuple[CardInstance, ...], *, set_: bool
) -> None:
    """Tribute, then place `card` (one thing that happens); a Summon (not a Set) opens a round
    of priority."""
    state = game.state
    with together(state):
        for tribute in tributes:
            state.emit(Tributed(tribute.zone_seat, tribute.name, seat, tribute.uid))
            send_to_gy(state, tribute)
        remove(state, card)
        slot = state.zones[seat].free_slot(Location.MONSTERS)
        position = Position.SET if set_ else Position.ATTACK
        place_on_field(
            state, card, seat, Location.MONSTERS, slot, face_up=not set_, position=position
        )
        state.normal_summoned = True
        if set_:
            card.set_by = seat
            state.emit(CardSet(seat, card.name, "monsters"))
            return
        how = "tribute" if tributes else "normal"
        state.emit(Summoned(seat, card.name, how, "attack", card.uid))
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
    if not restrictions.can_change_position(game, seat, card):
        return Reason.CANNOT_CHANGE_POSITION, (
            f'an effect on the field prevents changing the position of "{card.name}"'
        )
    return None


def position_actions(game: Game, seat: Seat) -> list[Action]:
    turn = game.state.turn
    out: list[Action] = []
    for card in game.state.zones[seat].monsters:
        if card is None or turn in (card.placed_turn, card.position_changed_turn):
            continue
        if card.attacked_turn != turn and position_problem(game, seat, card) is None:
            out.append(cached_action(card, ChangePosition, ChangePosition, seat, ref_of(card)))
    return out


def perform_position_change(game: Game, seat: Seat, card: CardInstance) -> None:
    """Attack ↔ Defense; a Set monster is Flip Summoned into Attack Position."""
    state = game.state
    card.position_changed_turn = state.turn
    if card.position is Position.SET:
        card.position, card.face_up = Position.ATTACK, True
        card.since = len(state.events)
        state.emit(Summoned(seat, card.name, "flip", "attack", card.uid))
        open_window(game, WindowKind.ACTION, seat)
        return
    card.position = Position.DEFENSE if card.position is Position.ATTACK else Position.ATTACK
    state.emit(PositionChanged(seat, card.name, card.position.value))
