"""Activating cards and effects, which adds a Chain Link: who may activate what, from where, when.

Seed 001 A: "Teammates may not activate Spell Speed 1 effects ... that are on their teammate's
side of the field." Seed 001 E: Set cards "must be activated by the Duelist who Set them." Seed
001 D: "During a Duelist's turn, either opponent may activate Spell Speed 2 or higher effects
... The teammate may also activate Spell Speed 2 or higher effects" — and a quick effect in the
hand is its holder's to use, whoever's turn it is ("Any of the 4 Duelists may activate the
effect of Honest"). So a duelist may use the Spell Speed 2+ effects of the teammate's face-up
cards (the activator controls that Chain Link), never an opponent's card. A Set Trap or
Quick-Play Spell can be activated from the turn after it was Set. In the Damage Step only Counter Traps and effects marked `in_damage_step` may be activated.
Where a card or effect may be activated from, and by whom: `activation_where.py`.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Final

from tagduel.engine import protection, restrictions, summon_negation
from tagduel.engine.actions import Action, Activate
from tagduel.engine.activatable import activatable_cards
from tagduel.engine.activation_where import _card_where_problem, _where_problem
from tagduel.engine.activation_where import _where_ok as _where_ok  # responding.py's too
from tagduel.engine.chain_events import Activated
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import FACE_UP_FIELD, Effect, EffectKind, Targets, speed_of
from tagduel.engine.errors import Reason
from tagduel.engine.game import Game, Problem, cached_action, choices, ref_of
from tagduel.engine.priority import after_activation
from tagduel.engine.seats import Seat
from tagduel.engine.spelltrap import one_field_spell, place
from tagduel.engine.state import ChainLink, Phase, SpellSpeed, WindowKind
from tagduel.engine.zones import PLACES, CardInstance, Location
from tagduel.i18n import later, lazy

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATION, _DAMAGE, _HAND = EffectKind.ACTIVATION, WindowKind.DAMAGE, Location.HAND
_MAIN1, _MAIN2 = Phase.MAIN1, Phase.MAIN2
_ONE, _TWO, _THREE = SpellSpeed.ONE, SpellSpeed.TWO, SpellSpeed.THREE

_ACTIVATABLE: Final = (EffectKind.ACTIVATION, EffectKind.IGNITION, EffectKind.QUICK)
Choice = tuple[CardInstance, ...]


def required_speed(game: Game) -> SpellSpeed:
    """Spell Speed needed now: 1 in a Main Phase open state, else 2; 3 to answer Spell Speed 3."""
    state = game.state
    if state.window is None:
        return _ONE if state.phase in (_MAIN1, _MAIN2) else _TWO
    if state.chain and state.chain[-1].speed is _THREE:
        return _THREE
    return _TWO


def in_damage_step(game: Game) -> bool:
    window = game.state.window
    return window is not None and window.kind is _DAMAGE


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
        return Reason.CANNOT_ACTIVATE, later(
            '"{card}" has no effect {effect} to activate', card=card.name, effect=effect_no
        )
    effect = effects[effect_no - 1]
    problem = _where_problem(game, seat, card, effect)
    problem = problem or _speed_problem(game, seat, card, effect, answering)
    waiting = problem is None and summon_negation.only_answers(game)
    if waiting and not summon_negation.answers(game, card):
        return (
            Reason.CANNOT_ACTIVATE,
            later('"{card}" can\'t answer a monster that would be Summoned', card=card.name),
        )

    problem = problem or _restriction_problem(game, seat, card)
    return problem or hook_problem(game, seat, card, effect_no, effect, targets, costs)


def _speed_problem(
    game: Game, seat: Seat, card: CardInstance, effect: Effect, answering: int | None
) -> Problem | None:
    chain = game.state.chain
    if answering is not None and answering != len(chain):
        latest = lazy("Chain Link {link}", link=len(chain)) if chain else lazy("no Chain Link")
        return Reason.NOT_LATEST_CHAIN_LINK, later(
            "a response answers the latest Chain Link only: {latest}, not Chain Link {link}",
            latest=latest,
            link=answering,
        )
    speed, needed = speed_of(effect, card.card), required_speed(game)
    if speed < needed:
        return Reason.SPELL_SPEED_TOO_LOW, later(
            '"{card}" is Spell Speed {speed}; Spell Speed {needed} is needed now',
            card=card.name,
            speed=int(speed),
            needed=int(needed),
        )
    if in_damage_step(game) and not effect.in_damage_step and speed < SpellSpeed.THREE:
        return Reason.CANNOT_ACTIVATE, later(
            '"{card}" can\'t be activated in the Damage Step', card=card.name
        )
    return None


def _restriction_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    if restrictions.can_activate(game, seat, card):
        return None
    return Reason.CANNOT_ACTIVATE, later(
        'an effect on the field prevents activating "{card}"', card=card.name
    )


def hook_problem(
    game: Game,
    seat: Seat,
    card: CardInstance,
    number: int,
    effect: Effect,
    targets: Choice,
    costs: Choice,
    event: int = -1,
) -> Problem | None:
    """The card's own hooks: once per turn, condition, targets, cost."""
    ctx = EffectContext(game, seat, card, targets, costs, effect=number)
    if event >= 0:
        ctx.event = game.state.events[event]
    problem = _gate_problem(ctx, effect)
    if problem is not None:
        return problem
    low = effect.target_count if effect.target_min is None else effect.target_min
    if not _chosen_ok(ctx, _targetable(effect.targets), low, effect.target_count, targets):
        return Reason.BAD_TARGETS, later('those are not legal targets for "{card}"', card=card.name)
    if not _chosen_ok(ctx, effect.cost_cards, effect.cost_count, effect.cost_count, costs):
        return Reason.CANNOT_ACTIVATE, later(
            'those cards can\'t pay the cost of "{card}"', card=card.name
        )
    return _cost_problem(ctx, effect)


def _gate_problem(ctx: EffectContext, effect: Effect) -> Problem | None:
    """Once per turn and the condition: whatever the targets and costs."""
    card = ctx.card
    if effect.once_per_turn and card.memory.get(_opt_key(ctx.effect)) == ctx.state.turn:
        return Reason.CANNOT_ACTIVATE, later('"{card}" was already used this turn', card=card.name)
    if effect.condition is not None and not effect.condition(ctx):
        return Reason.CANNOT_ACTIVATE, later('the condition of "{card}" is not met', card=card.name)
    return None


def _gate_ok(ctx: EffectContext, effect: Effect) -> bool:
    """`_gate_problem` is None, asked without writing the reason (the listings ask it often)."""
    if effect.once_per_turn and ctx.card.memory.get(_opt_key(ctx.effect)) == ctx.state.turn:
        return False
    return effect.condition is None or bool(effect.condition(ctx))


def _cost_problem(ctx: EffectContext, effect: Effect) -> Problem | None:
    if effect.cost is not None and not effect.cost(ctx, True):
        return Reason.CANNOT_ACTIVATE, later(
            'the cost of "{card}" can\'t be paid', card=ctx.card.name
        )
    return None


def _opt_key(number: int) -> str:
    return _OPT_KEYS[number] if number < len(_OPT_KEYS) else f"used:{number}"


_OPT_KEYS: Final = tuple(f"used:{n}" for n in range(16))  # made once: the listings ask them often


def _chosen_ok(
    ctx: EffectContext, hook: Targets | None, low: int, high: int, chosen: Choice
) -> bool:
    if hook is None or high == 0:
        return not chosen
    allowed = {c.uid for c in hook(ctx)}
    uids = {c.uid for c in chosen}
    return low <= len(chosen) <= high and len(uids) == len(chosen) and uids <= allowed


def _targetable(hook: Targets | None) -> Targets | None:
    """The targets hook, less the cards this effect's controller may not target
    (`protection.targetable`: "your opponent cannot target ... with card effects")."""
    if hook is None:
        return None
    return lambda ctx: protection.targetable(ctx.game, ctx.seat, hook(ctx))


def _options(ctx: EffectContext, hook: Targets | None, low: int, high: int) -> list[Choice]:
    if hook is None or high == 0:
        return [()]
    return list(choices(list(hook(ctx)), low, high))


def choice_actions(
    game: Game, seat: Seat, card: CardInstance, number: int, effect: Effect, event: int = -1
) -> Iterator[Activate]:
    """Every legal way (targets × costs) to activate effect `number` of `card`, hooks only."""
    if effect.plain:
        yield cached_action(card, number, Activate, seat, ref_of(card), number)
        return
    ctx = EffectContext(game, seat, card, effect=number)
    if event >= 0:
        ctx.event = game.state.events[event]
    if _gate_ok(ctx, effect):
        yield from _choices(ctx, effect)


def _choices(ctx: EffectContext, effect: Effect) -> Iterator[Activate]:
    """The target × cost combinations whose cost can be paid (the gate already passed)."""
    seat, number, ref = ctx.seat, ctx.effect, ref_of(ctx.card)
    if (effect.targets is None or effect.target_count == 0) and (
        effect.cost_cards is None or effect.cost_count == 0
    ):  # one way, no cards chosen: the same action until the card moves (`cached_action`)
        ctx.targets, ctx.costs = (), ()
        if effect.cost is None or effect.cost(ctx, True):  # `_cost_problem` is None
            yield cached_action(ctx.card, (number, seat), Activate, seat, ref, number, (), ())
        return
    low = effect.target_count if effect.target_min is None else effect.target_min
    for targets, costs in product(
        _options(ctx, _targetable(effect.targets), low, effect.target_count),
        _options(ctx, effect.cost_cards, effect.cost_count, effect.cost_count),
    ):
        ctx.targets, ctx.costs = targets, costs
        if effect.cost is None or effect.cost(ctx, True):  # `_cost_problem` is None
            yield Activate(
                seat,
                ref,
                number,
                tuple([ref_of(c) for c in targets]),
                tuple([ref_of(c) for c in costs]),
            )


def activation_actions(game: Game, seat: Seat) -> list[Action]:
    """Every legal activation for `seat` now (Spells from the hand, Set cards, card effects).

    The same checks as `activation_problem`, cheapest first (Spell Speed, where the card is,
    once per turn and condition, then the restrictions in force): each check alone rules an
    activation out, so their order changes the time taken, never the list.

    One context serves the whole listing, set to each card and effect asked and to no targets
    and costs, as the cheap response test's (`responding._context`): hooks asked in check-only
    mode change only the targets and costs `_choices` sets, so it holds what a fresh
    `EffectContext(game, seat, card, effect=number)` would (`tests/cardscripts/
    test_fast_listing.py` compares the listing with one made with fresh contexts)."""
    out: list[Action] = []
    needed, damage = required_speed(game), in_damage_step(game)
    scripts, rules = game.scripts, game.rules
    answers_only = summon_negation.only_answers(game)  # a monster would be Summoned
    ctx: EffectContext | None = None
    turn = game.state.turn
    for card in activatable_cards(game, seat):
        if answers_only and not summon_negation.answers(game, card):
            continue
        location = card.location
        for number, effect, speed, plain in scripts.activatable(card.card):
            if speed < needed or (damage and speed < _THREE and not effect.in_damage_step):
                continue
            # `_where_ok(game, seat, card, effect, speed)`, written out: asked for each effect
            if effect.kind is _ACTIVATION:
                if not (location is _HAND or (location.on_field and not card.face_up)):
                    continue
                if _card_where_problem(game, seat, card) is not None:
                    continue
            elif location not in (effect.where or FACE_UP_FIELD):
                continue
            elif location.on_field:
                if not card.face_up or not rules.may_activate_from_field(seat, card, speed):
                    continue
            elif card.zone_seat is not seat:
                continue
            if plain:
                if restrictions.can_activate(game, seat, card):
                    out.append(cached_action(card, number, Activate, seat, ref_of(card), number))
                continue
            # `_gate_ok`, written out (once per turn, then the condition): asked for each effect
            if effect.once_per_turn and card.memory.get(_opt_key(number)) == turn:
                continue
            if ctx is None:
                ctx = EffectContext(game, seat, card, effect=number)
            else:  # what a fresh context holds (see the docstring)
                ctx.card, ctx.effect, ctx.targets, ctx.costs = card, number, (), ()
            condition = effect.condition
            if condition is not None and not condition(ctx):
                continue
            if restrictions.can_activate(game, seat, card):
                out.extend(_choices(ctx, effect))
    return out


def perform_activation(
    game: Game,
    seat: Seat,
    card: CardInstance,
    number: int,
    targets: Choice,
    costs: Choice,
    event: int = -1,
) -> None:
    """Turn the card face-up, pay the cost, add the Chain Link and pass priority on."""
    state = game.state
    effect = game.scripts.effects(card.card)[number - 1]
    if effect.kind is _ACTIVATION:
        if card.location is _HAND:
            place(game, seat, card, face_up=True)
        elif not card.face_up:
            card.since = len(state.events)
        card.face_up = True
        if card.traits.field_spell:
            one_field_spell(game, card)
    if effect.once_per_turn:
        card.memory[_opt_key(number)] = state.turn
    ctx = EffectContext(game, seat, card, targets, costs, len(state.chain) + 1, number)
    if event >= 0:
        ctx.event = state.events[event]
    if effect.cost is not None:
        effect.cost(ctx, False)
    speed = speed_of(effect, card.card)
    link = ChainLink(len(state.chain) + 1, seat, card.uid, number, speed)
    link.targets, link.answers, link.event = tuple(t.uid for t in targets), len(state.chain), event
    link.places = tuple(_place_of(t) for t in targets)
    state.chain.append(link)
    state.emit(Activated(seat, card.name, link.number, int(speed)))
    after_activation(game, seat)


def _place_of(card: CardInstance) -> str:
    return PLACES[card.zone_seat, card.location]
