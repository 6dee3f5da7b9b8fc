"""Setting Spell/Trap cards and activating cards and effects (which adds a Chain Link).

Seed 001 A: "Teammates may not activate Spell Speed 1 effects ... that are on their teammate's
side of the field." Seed 001 E: Set cards "must be activated by the Duelist who Set them." A Set
Trap or Quick-Play Spell can be activated from the turn after it was Set. Only one Field Spell
may be face-up on the whole table (seed 001 A): activating another destroys the first.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from tagduel.engine.actions import Action, Activate, Set
from tagduel.engine.effects import Effect, EffectContext, EffectKind, speed_of
from tagduel.engine.errors import Reason
from tagduel.engine.events import Activated, CardSet
from tagduel.engine.game import Game, Problem, first_by_name, ref_of
from tagduel.engine.ops import destroy, place_on_field, remove, send_to_gy
from tagduel.engine.priority import after_activation
from tagduel.engine.seats import Seat
from tagduel.engine.state import ChainLink, Phase, SpellSpeed
from tagduel.engine.zones import CardInstance, Location

_ACTIVATABLE = (EffectKind.ACTIVATION, EffectKind.IGNITION, EffectKind.QUICK)
Choice = tuple[CardInstance, ...]


def _home(card: CardInstance) -> Location:
    return Location.FIELD if card.traits.field_spell else Location.ST


def _room_for(game: Game, seat: Seat, card: CardInstance) -> bool:
    home = _home(card)
    return home is Location.FIELD or game.state.zones[seat].free_slot(home) >= 0


def set_st_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    if card.location is not Location.HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, f'"{card.name}" is not in {seat.value}\'s hand'
    if not _room_for(game, seat, card):
        return Reason.ZONES_FULL, f"{seat.value}'s Spell & Trap Card Zones are full"
    return None


def set_st_actions(game: Game, seat: Seat) -> Iterator[Action]:
    for card in first_by_name(game.state.zones[seat].hand):
        if not card.traits.is_monster and set_st_problem(game, seat, card) is None:
            yield Set(seat, ref_of(card))


def _place(game: Game, seat: Seat, card: CardInstance, *, face_up: bool) -> None:
    """Put a Spell/Trap from the hand in its zone; a card already in the Field Spell Zone goes."""
    state, home = game.state, _home(card)
    old = state.zones[seat].field_zone[0] if home is Location.FIELD else None
    if old is not None:
        send_to_gy(state, old)
    remove(state, card)
    slot = 0 if home is Location.FIELD else state.zones[seat].free_slot(home)
    place_on_field(state, card, seat, home, slot, face_up=face_up)


def perform_set_st(game: Game, seat: Seat, card: CardInstance) -> None:
    _place(game, seat, card, face_up=False)
    card.set_by = seat
    game.state.emit(CardSet(seat, card.name, card.location.value))


def required_speed(game: Game) -> SpellSpeed:
    """Spell Speed needed now: 1 in a Main Phase open state, else 2; 3 to answer Spell Speed 3."""
    state = game.state
    if state.window is None:
        return SpellSpeed.ONE if state.phase in (Phase.MAIN1, Phase.MAIN2) else SpellSpeed.TWO
    if state.chain and state.chain[-1].speed is SpellSpeed.THREE:
        return SpellSpeed.THREE
    return SpellSpeed.TWO


def _where_problem(game: Game, seat: Seat, card: CardInstance, effect: Effect) -> Problem | None:
    """May `seat` activate `effect` of `card` from where the card is now?"""
    state = game.state
    if card.zone_seat is not seat and not card.location.on_field:
        return Reason.NOT_YOUR_CARD, f'"{card.name}" is not {seat.value}\'s card to activate'
    if effect.kind is not EffectKind.ACTIVATION:
        if not card.location.on_field or not card.face_up:
            return Reason.CANNOT_ACTIVATE, f'"{card.name}" must be face-up on the field'
    elif card.location is Location.HAND:
        if card.traits.is_trap or card.traits.is_monster:
            return Reason.CANNOT_ACTIVATE, f'"{card.name}" can\'t be activated from the hand'
        if seat is not state.turn_seat:
            return Reason.CANNOT_ACTIVATE, "Spells are activated from the hand on your own turn"
        if not _room_for(game, seat, card):
            return Reason.ZONES_FULL, f"{seat.value}'s Spell & Trap Card Zones are full"
        return None
    elif not card.location.on_field or card.face_up:
        return Reason.CANNOT_ACTIVATE, f'"{card.name}" is not a Set card in hand or on the field'
    if not game.rules.may_activate_from_field(seat, card):
        reason = Reason.TEAMMATES_CARD if card.zone_seat is seat.teammate else Reason.NOT_YOUR_CARD
        return reason, (
            f'{seat.value} can\'t activate "{card.name}": it is on '
            f"{card.zone_seat.value}'s side of the field"
        )
    quick = card.traits.is_trap or card.traits.quick_play
    if effect.kind is EffectKind.ACTIVATION and quick and card.placed_turn >= state.turn:
        return Reason.SET_THIS_TURN, f'"{card.name}" was Set this turn'
    return None


def activation_problem(
    game: Game,
    seat: Seat,
    card: CardInstance,
    effect_no: int,
    targets: Choice = (),
    costs: Choice = (),
    answering: int | None = None,
) -> Problem | None:
    """Why `seat` may not activate effect `effect_no` of `card` now, or None."""
    effects = game.scripts.effects(card.card)
    if not 1 <= effect_no <= len(effects) or effects[effect_no - 1].kind not in _ACTIVATABLE:
        return Reason.CANNOT_ACTIVATE, f'"{card.name}" has no effect {effect_no} to activate'
    effect = effects[effect_no - 1]
    problem = _where_problem(game, seat, card, effect)
    problem = problem or _speed_problem(game, seat, card, effect, answering)
    return problem or _hook_problem(game, seat, card, effect, targets, costs)


def _speed_problem(
    game: Game, seat: Seat, card: CardInstance, effect: Effect, answering: int | None
) -> Problem | None:
    chain = game.state.chain
    if answering is not None and answering != len(chain):
        latest = f"Chain Link {len(chain)}" if chain else "no Chain Link"
        return Reason.NOT_LATEST_CHAIN_LINK, (
            f"a response answers the latest Chain Link only: {latest}, not Chain Link {answering}"
        )
    speed, needed = speed_of(effect, card.card), required_speed(game)
    if speed < needed:
        return Reason.SPELL_SPEED_TOO_LOW, (
            f'"{card.name}" is Spell Speed {int(speed)}; Spell Speed {int(needed)} is needed now'
        )
    return None


def _hook_problem(
    game: Game, seat: Seat, card: CardInstance, effect: Effect, targets: Choice, costs: Choice
) -> Problem | None:
    turn = game.state.turn
    if effect.once_per_turn and card.memory.get(_opt_key(game, card, effect)) == turn:
        return Reason.CANNOT_ACTIVATE, f'"{card.name}" was already used this turn'
    ctx = EffectContext(game.state, seat, card, targets, costs)
    if effect.condition is not None and not effect.condition(ctx):
        return Reason.CANNOT_ACTIVATE, f'the condition of "{card.name}" is not met'
    if not _chosen_ok(ctx, effect.targets, effect.target_count, targets):
        return Reason.BAD_TARGETS, f'those are not legal targets for "{card.name}"'
    if not _chosen_ok(ctx, effect.cost_cards, effect.cost_count, costs):
        return Reason.CANNOT_ACTIVATE, f'those cards can\'t pay the cost of "{card.name}"'
    if effect.cost is not None and not effect.cost(ctx, True):
        return Reason.CANNOT_ACTIVATE, f'the cost of "{card.name}" can\'t be paid'
    return None


def _opt_key(game: Game, card: CardInstance, effect: Effect) -> str:
    return f"used:{game.scripts.effects(card.card).index(effect) + 1}"


def _chosen_ok(ctx: EffectContext, hook: object, count: int, chosen: Choice) -> bool:
    if hook is None or count == 0:
        return not chosen
    assert callable(hook)
    allowed = {c.uid for c in hook(ctx)}
    return len(chosen) == count == len({c.uid for c in chosen}) and all(
        c.uid in allowed for c in chosen
    )


def _choices(ctx: EffectContext, hook: object, count: int) -> list[Choice]:
    if hook is None or count == 0:
        return [()]
    assert callable(hook)
    pool = [c for c in hook(ctx) if c.location.on_field] + first_by_name(
        [c for c in hook(ctx) if not c.location.on_field]
    )
    return list(combinations(pool, count))


def activation_actions(game: Game, seat: Seat) -> Iterator[Action]:
    """Every legal activation for `seat` now (Spells from the hand, Set cards, card effects)."""
    state = game.state
    zones = state.zones[seat]
    in_window = state.window is not None or state.phase not in (Phase.MAIN1, Phase.MAIN2)
    cards: list[CardInstance] = []
    if seat is state.turn_seat:
        cards = [c for c in first_by_name(zones.hand) if _may_play_from_hand(c, in_window)]
    cards += [c for c in zones.field_cards() if not c.face_up or game.scripts.has_effects(c.card)]
    for card in cards:
        for number, effect in enumerate(game.scripts.effects(card.card), start=1):
            yield from _effect_actions(game, seat, card, number, effect)


def could_respond(game: Game, seat: Seat) -> bool:
    """A cheap test before listing responses: False when `seat` surely has none (no Set card,
    no scripted card on the field, no Spell it could play from the hand)."""
    state, scripts = game.state, game.scripts
    zones = state.zones[seat]
    scripted = len(scripts) > 0
    for card in (*zones.st, zones.field_zone[0]):
        if card is not None and (not card.face_up or (scripted and scripts.has_effects(card.card))):
            return True
    if scripted:
        cards = [c for c in zones.monsters if c is not None] + zones.hand
        if any(scripts.has_effects(c.card) for c in cards):
            return True
    if seat is state.turn_seat:
        return any(_may_play_from_hand(c, True) for c in zones.hand)
    return False


def _may_play_from_hand(card: CardInstance, in_window: bool) -> bool:
    """A cheap first filter: only Spells are activated from the hand, only Quick-Plays in a
    window of priority (scripted hand effects are checked by their own hooks)."""
    kind = card.traits
    return not kind.is_monster and not kind.is_trap and (kind.quick_play or not in_window)


def _effect_actions(
    game: Game, seat: Seat, card: CardInstance, number: int, effect: Effect
) -> Iterator[Action]:
    if effect.kind not in _ACTIVATABLE:
        return
    if _where_problem(game, seat, card, effect) or _speed_problem(game, seat, card, effect, None):
        return
    ctx = EffectContext(game.state, seat, card)
    for targets, costs in product(
        _choices(ctx, effect.targets, effect.target_count),
        _choices(ctx, effect.cost_cards, effect.cost_count),
    ):
        if _hook_problem(game, seat, card, effect, targets, costs) is None:
            yield Activate(
                seat, ref_of(card), number, tuple(map(ref_of, targets)), tuple(map(ref_of, costs))
            )


def perform_activation(
    game: Game, seat: Seat, card: CardInstance, number: int, targets: Choice, costs: Choice
) -> None:
    """Turn the card face-up, pay the cost, add the Chain Link and pass priority on."""
    state = game.state
    effect = game.scripts.effects(card.card)[number - 1]
    if effect.kind is EffectKind.ACTIVATION:
        if card.location is Location.HAND:
            _place(game, seat, card, face_up=True)
        card.face_up = True
        if card.traits.field_spell:
            _one_field_spell(game, card)
    if effect.once_per_turn:
        card.memory[_opt_key(game, card, effect)] = state.turn
    ctx = EffectContext(state, seat, card, targets, costs, len(state.chain) + 1)
    if effect.cost is not None:
        effect.cost(ctx, False)
    speed = speed_of(effect, card.card)
    link = ChainLink(len(state.chain) + 1, seat, card.uid, number, speed)
    link.targets, link.answers = tuple(t.uid for t in targets), len(state.chain)
    state.chain.append(link)
    state.emit(Activated(seat, card.name, link.number, int(speed)))
    after_activation(game, seat)


def _one_field_spell(game: Game, card: CardInstance) -> None:
    """Seed 001 A: "There can only be 1 Field Spell Card in play at a time, just like a 1-on-1
    Duel." Any other face-up Field Spell on the table is destroyed."""
    for other in game.state.field_cards():
        if other is not card and other.location is Location.FIELD and other.face_up:
            destroy(game.state, other, "rule")
