"""Normal Summon, Tribute Summon, Set, Flip Summon and changing battle positions.

Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side of the
field for Tribute Summons" — the candidates come from `TagRules.tribute_candidates`. The same
predicates decide `legal_actions()` and `apply()`.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from tagduel.engine import (
    extra_normal_summons,
    restrictions,
    summon_conditions,
    summon_negation,
    token_marks,
)
from tagduel.engine.actions import Action, ChangePosition, Set, Summon
from tagduel.engine.errors import Reason
from tagduel.engine.events import CardSet, PositionChanged, Summoned, Tributed
from tagduel.engine.game import Game, Problem, cached_action, first_by_name, procedure_of, ref_of
from tagduel.engine.ops import place_on_field, remove, send_to_gy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import WindowKind
from tagduel.engine.timing import together
from tagduel.engine.zones import WORDS, CardInstance, Location, Position
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ATTACK: Final = Position.ATTACK
_ACTION: Final = WindowKind.ACTION
_DEFENSE: Final = Position.DEFENSE
_MONSTERS: Final = Location.MONSTERS
_SET: Final = Position.SET


def _normal_summonable(game: Game, card: CardInstance) -> bool:
    """Printed type allows it, and no script says "Cannot be Normal Summoned/Set"."""
    if not card.traits.normal_summonable:
        return False
    if not game.scripts.procedures:
        return True
    procedure = procedure_of(game, card.card)  # `Scripts.normal_summonable`, looked up once
    return procedure is None or not procedure.exclusive


_ALREADY: Final = Reason.ALREADY_NORMAL_SUMMONED


def _now_problem(game: Game, seat: Seat) -> Problem | None:
    """May `seat` Normal Summon or Set at all now?"""
    if not summon_conditions.normal_summon_left(game.state):  # Double Summon: a second one
        return (
            Reason.ALREADY_NORMAL_SUMMONED,
            later("{seat} has already Normal Summoned or Set this turn", seat=seat.value),
        )
    if not restrictions.can_normal_summon(game, seat):
        return Reason.CANNOT_NORMAL_SUMMON, later(
            "an effect on the field prevents {seat} from Normal Summoning", seat=seat.value
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
            later(
                '"{card}" needs {needed} Tribute(s), not {count}',
                card=card.name,
                needed=needed,
                count=len(tributes),
            ),
        )
    for tribute in tributes:
        if tribute.uid not in allowed:
            return Reason.WRONG_TRIBUTES, later(
                "{seat} can't Tribute {owner}'s \"{card}\": only monsters on the team's side of "
                "the field",
                seat=seat.value,
                owner=tribute.zone_seat.value,
                card=tribute.name,
            )
    if not room and not any(t.zone_seat is seat for t in tributes):
        return Reason.ZONES_FULL, later("{seat}'s Monster Card Zones are full", seat=seat.value)
    return None


def summon_problem(
    game: Game,
    seat: Seat,
    card: CardInstance,
    tributes: tuple[CardInstance, ...],
    *,
    set_: bool = False,
) -> Problem | None:
    """Why `seat` may not Normal/Tribute Summon or Set (`set_`) `card` with `tributes`, or
    None."""
    state = game.state
    if card.location is not Location.HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, later(
            '"{card}" is not in {seat}\'s hand', card=card.name, seat=seat.value
        )
    if not _normal_summonable(game, card):
        return Reason.CANNOT_NORMAL_SUMMON, later(
            '"{card}" cannot be Normal Summoned or Set', card=card.name
        )
    problem = _now_problem(game, seat)
    if problem is not None and not extra_normal_summons.covers(state, seat, card, problem[0], set_):
        return problem  # (Swap Frog: 1 more Normal Summon of a "Frog")
    only_one = summon_conditions.only_one_problem(game, seat, card)
    if only_one is not None:
        return Reason.CANNOT_NORMAL_SUMMON, only_one
    needed = game.rules.tributes_needed(card.card.level)
    if needed and not tributes and not set_ and summon_conditions.tribute_free(game, card):
        needed = 0  # "you can Normal Summon this card without Tributing"
    allowed = {c.uid for c in token_marks.tributable(game.rules.tribute_candidates(state, seat))}
    room = state.zones[seat].free_slot(_MONSTERS) >= 0
    return _tributes_problem(seat, card, tributes, needed, allowed, room)


def summon_actions(game: Game, seat: Seat) -> list[Action]:
    """Every legal Normal/Tribute Summon and monster Set for `seat` (one copy per name)."""
    out: list[Action] = []
    state = game.state
    extra = not summon_conditions.normal_summon_left(state)  # only Swap Frog's extra is left
    if extra and not extra_normal_summons.available(state, seat):
        return out
    hand = state.zones[seat].hand
    monsters = [c for c in hand if c.traits.normal_summonable and _normal_summonable(game, c)]
    if extra:
        monsters = [c for c in monsters if extra_normal_summons.fits(state, c)]
    if not monsters:
        return out
    problem = _now_problem(game, seat)
    if problem is not None and not (extra and problem[0] is _ALREADY):
        return out
    room = state.zones[seat].free_slot(_MONSTERS) >= 0
    pool: list[CardInstance] | None = None
    allowed: set[int] = set()
    for card in first_by_name(monsters):
        needed = game.rules.tributes_needed(card.card.level)
        ref = ref_of(card)
        if summon_conditions.only_one_problem(game, seat, card) is not None:
            continue
        if needed and room and summon_conditions.tribute_free(game, card):
            out.append(Summon(seat, ref))  # "without Tributing": a Summon, not a Set
        if needed == 0:
            if room:
                out.append(cached_action(card, Summon, Summon, seat, ref))
                if not extra:
                    out.append(cached_action(card, Set, Set, seat, ref))
            continue
        if pool is None:
            pool = token_marks.tributable(game.rules.tribute_candidates(state, seat))
            allowed = {c.uid for c in pool}
        for tributes in combinations(pool, needed):
            if _tributes_problem(seat, card, tributes, needed, allowed, room) is None:
                refs = tuple(ref_of(t) for t in tributes)
                out.append(Summon(seat, ref, refs))
                if not extra:
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
        slot = state.zones[seat].free_slot(_MONSTERS)
        position = _SET if set_ else _ATTACK
        place_on_field(state, card, seat, _MONSTERS, slot, face_up=not set_, position=position)
        if summon_conditions.normal_summon_left(state):
            summon_conditions.use_normal_summon(state)  # sets `normal_summoned`
        else:
            extra_normal_summons.use(state)  # Swap Frog's additional Normal Summon
        if set_:
            card.set_by = seat
            state.emit(CardSet(seat, card.name, "monsters"))
            return
        how = "tribute" if tributes else "normal"
        if summon_negation.attempt(game, seat, card, how):  # Solemn Judgment may answer
            return
        state.emit(Summoned(seat, card.name, how, "attack", card.uid))
    open_window(game, _ACTION, seat)


def position_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    """Why `seat` may not change `card`'s battle position (or Flip Summon it), or None."""
    state = game.state
    if card.location is not _MONSTERS or card.zone_seat is not seat:
        return Reason.NOT_YOUR_CARD, later(
            '{seat} does not control "{card}"', seat=seat.value, card=card.name
        )
    if card.placed_turn == state.turn:
        return Reason.SUMMONED_THIS_TURN, later(
            '"{card}" was summoned or Set this turn: its position can\'t change yet', card=card.name
        )
    if card.position_changed_turn == state.turn:
        return Reason.POSITION_ALREADY_CHANGED, later(
            '"{card}" already changed position this turn', card=card.name
        )
    if card.attacked_turn == state.turn:
        return Reason.CANNOT_CHANGE_POSITION, later('"{card}" attacked this turn', card=card.name)
    if not restrictions.can_change_position(game, seat, card):
        return Reason.CANNOT_CHANGE_POSITION, later(
            'an effect on the field prevents changing the position of "{card}"', card=card.name
        )
    return None


def position_actions(game: Game, seat: Seat) -> list[Action]:
    turn = game.state.turn
    out: list[Action] = []
    for card in game.state.zones[seat].monsters:
        if card is None or turn in (card.placed_turn, card.position_changed_turn):
            continue
        # `position_problem` is None: the card is `seat`'s, neither placed, changed nor attacking
        # this turn, so the restrictions alone are left to ask
        if card.attacked_turn != turn and restrictions.can_change_position(game, seat, card):
            out.append(cached_action(card, ChangePosition, ChangePosition, seat, ref_of(card)))
    return out


def perform_position_change(game: Game, seat: Seat, card: CardInstance) -> None:
    """Attack ↔ Defense; a Set monster is Flip Summoned into Attack Position."""
    state = game.state
    card.position_changed_turn = state.turn
    if card.position is _SET:
        card.position, card.face_up = _ATTACK, True
        card.since = len(state.events)
        if summon_negation.attempt(game, seat, card, "flip", _MONSTERS):
            return
        state.emit(Summoned(seat, card.name, "flip", "attack", card.uid))
        open_window(game, _ACTION, seat)
        return
    card.position = _DEFENSE if card.position is _ATTACK else _ATTACK
    state.emit(PositionChanged(seat, card.name, WORDS[card.position]))
