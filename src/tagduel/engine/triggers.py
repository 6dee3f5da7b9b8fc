"""Trigger effects: noticing what triggers them, and putting them on the chain in order.

After every action and every resolved Chain Link the engine looks at the new events: a card's
own trigger effects answer what happens to it (summoned, flipped, destroyed, sent to the
Graveyard, attacking, attacked, inflicting battle damage); `watch` triggers on face-up cards
answer what happens to any card; phase triggers answer the Standby and End Phases. Triggered
effects wait in `DuelState.triggers` until the chain is empty, then go on a chain together.

Seed 001 D: "If multiple trigger effects activate at the same time, the turn Duelist's effects
will be added to the chain first, followed by their teammate's effects, and finally the
opponents' effects (in an order of their choosing)." Within each of the three groups the group
orders its own effects (an ORDER decision when there is a real choice); for the opponents the
decision goes to the opponent who comes next in turn order, speaking for both. An optional
("you can") trigger, or one with a choice of targets, asks its controller (a TRIGGER decision:
`yes`/an activation with targets, or `no`); a mandatory one goes on the chain by itself.

When the waiting triggers form a batch, an optional trigger worded "When ... you can"
(`Effect.when`) whose happening was not the last thing to happen misses the timing and is
dropped (`timing.py`). Trigger effects that trigger in the Damage Step before damage
calculation (a FLIP effect of a Set monster flipped face-up by the attack) wait, and go on a
chain after damage calculation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from tagduel.engine import damage_step_timing, restrictions
from tagduel.engine.actions import Action, Activate, CardRef, Choose, No, Yes
from tagduel.engine.activation import choice_actions, perform_activation
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.cardevents import BattlePhaseEnded, DamageStepReached, TimingMissed
from tagduel.engine.chain_events import Activated
from tagduel.engine.context import EffectContext
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.effects import FACE_UP_FIELD, Effect, On
from tagduel.engine.errors import Reason
from tagduel.engine.events import (
    Destroyed,
    Event,
    Flipped,
    LifePointsChanged,
    LpCause,
    Moved,
    PhaseEntered,
    Summoned,
    Tributed,
)
from tagduel.engine.game import Game, Problem, codes_in_duel, lookup_all, ref_of
from tagduel.engine.seats import ALL_SEATS, Seat, next_seat
from tagduel.engine.state import BattleStep, DuelState, PendingTrigger
from tagduel.engine.timing import is_last_thing
from tagduel.engine.trigger_index import own_kinds, placed_watchers
from tagduel.engine.wording import quoted
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import later, lazy

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATED: Final = On.ACTIVATED
_BATTLE: Final = LpCause.BATTLE
_LEFT_FIELD: Final = On.LEFT_FIELD
_O_DAMAGE: Final = On.DAMAGE
_SENT_TO_GY: Final = On.SENT_TO_GY

_PHASES: Final = {
    "standby": On.STANDBY_PHASE,
    "end": On.END_PHASE,
    "battle_end": On.BATTLE_PHASE_END,
}
_PHASE_KINDS: Final = frozenset(_PHASES.values())
_NO_KINDS: Final[frozenset[On]] = frozenset()
_DAMAGE: Final = (LpCause.BATTLE, LpCause.EFFECT_DAMAGE)


def _moved(event: Moved) -> list[tuple[On, int]]:
    out = [(_SENT_TO_GY, event.uid)] if event.destination == "gy" else []
    if event.destination == "banished":
        out = [(On.BANISHED, event.uid)]
    return [*out, (_LEFT_FIELD, event.uid)] if event.from_field else out


def _destroyed(event: Destroyed) -> list[tuple[On, int]]:
    battle = [(On.DESTROYED_BY_BATTLE, event.uid)] if event.by == "battle" else []
    return [(On.DESTROYED, event.uid), *battle]


def _summoned(event: Summoned) -> list[tuple[On, int]]:
    flip = [(On.FLIPPED, event.uid)] if event.how == "flip" else []
    return [(On.SUMMONED, event.uid), *flip]


def _attack_declared(event: AttackDeclared) -> list[tuple[On, int]]:
    target = [(On.TARGETED_FOR_ATTACK, event.target_uid)] if event.target_uid else []
    return target if event.replay else [(On.ATTACK_DECLARED, event.attacker_uid), *target]


def _lp_changed(event: LifePointsChanged) -> list[tuple[On, int]]:
    taken = [(_O_DAMAGE, 0)] if event.delta < 0 and event.cause in _DAMAGE else []
    if event.cause is _BATTLE and event.source:
        return [(On.BATTLE_DAMAGE, event.source), *taken]
    return taken


def _phase_entered(event: PhaseEntered) -> list[tuple[On, int]]:
    on = _PHASES.get(event.phase)
    return [] if on is None else [(on, 0)]


def _nothing(event: Event) -> list[tuple[On, int]]:
    return []


_BY_CLASS: Final[tuple[tuple[type, Callable[[Any], list[tuple[On, int]]]], ...]] = (
    (Moved, _moved),
    (Destroyed, _destroyed),
    (Summoned, _summoned),
    (Flipped, lambda event: [(On.FLIPPED, event.uid)]),
    (AttackDeclared, _attack_declared),
    (Tributed, lambda event: [(On.TRIBUTED, event.uid)]),
    (LifePointsChanged, _lp_changed),
    (PhaseEntered, _phase_entered),
    (BattlePhaseEnded, lambda event: [(On.BATTLE_PHASE_END, 0)]),
    (Activated, lambda event: [(_ACTIVATED, 0)]),
    (DamageStepReached, damage_step_timing.happenings),
)
"""The classes of event that can mean something, each with its reader, in the order asked."""
_READERS: Final[dict[type, Callable[[Any], list[tuple[On, int]]]]] = {}


def _reader(kind: type) -> Callable[[Any], list[tuple[On, int]]]:
    """The reader of the first of `_BY_CLASS` an event of class `kind` is; `_nothing` for an
    event of any other class (a draw, a Chain Link resolving)."""
    for cls, read in _BY_CLASS:
        if issubclass(kind, cls):
            return read
    return _nothing


def collect(game: Game) -> None:
    """Look at the events not yet looked at and record the trigger effects they trigger."""
    state = game.state
    end = len(state.events)
    start, state.scanned = state.scanned, end
    if start >= end or not game.scripts.triggers:
        return
    watching: dict[On, set[int]] = {}
    own = _NO_KINDS
    asked = False  # the indexes are asked at the first event that means something
    watchers: dict[On, list[CardInstance]] = {}
    events, readers = state.events, _READERS
    for index in range(start, end):
        # What the event means for triggers: (kind of happening, uid of the card it happened
        # to), read by a reader chosen by the event's class, found once per class (`_reader`).
        event = events[index]
        read = readers.get(type(event))
        if read is None:
            read = readers[type(event)] = _reader(type(event))
        if read is _nothing:
            continue  # most events mean nothing for triggers (a draw, a Chain Link resolving)
        happenings = read(event)
        if happenings and not asked:
            watching, own, asked = _watched_in_duel(game), own_kinds(game), True
        for on, uid in happenings:
            if uid and on in own:  # `trigger_index.py`: skip the searches that find nothing
                _own(game, index, on, uid)
            if on not in watching:
                continue
            cards = watchers.get(on)
            if cards is None:
                cards = watchers[on] = _watching_cards(game, on)
            for card in cards:
                _consider_all(game, card, index, on, watch=True)


def _watched_in_duel(game: Game) -> dict[On, set[int]]:
    """`Scripts.watching` less the happenings no card of the duel watches (worked out again
    when a card instance is made, as `codes_in_duel` is)."""
    present = codes_in_duel(game)
    memo = game.memo.get(_WATCHED)
    if memo is not None and memo[0] == game.present[0]:
        return memo[1]  # type: ignore[no-any-return]
    found = {on: c for on, c in game.scripts.watching.items() if not c.isdisjoint(present)}
    game.memo[_WATCHED] = (game.present[0], found)
    return found


_WATCHED: Final = "watched in duel"


def _watched_piles(game: Game, on: On) -> tuple[Location, ...]:
    """The piles where a card of the duel may watch for `on` (`Scripts.pile_watchers`; a card
    in another pile triggers nothing): worked out again when a card instance is made."""
    present = codes_in_duel(game)
    memo = game.memo.get(_PILES)
    if memo is None or memo[0] != game.present[0]:
        memo = (game.present[0], {})
        game.memo[_PILES] = memo
    found: dict[On, tuple[Location, ...]] = memo[1]
    piles = found.get(on)
    if piles is None:
        watchers, every = game.scripts.pile_watchers, game.scripts.watch_piles.get(on, ())
        piles = found[on] = tuple(
            w for w in every if not watchers.get((on, w), set()).isdisjoint(present)
        )
    return piles


_PILES: Final = "watched piles in duel"


def _own(game: Game, index: int, on: On, uid: int) -> None:
    card = game.state.find(uid)
    if card is not None:
        _consider_all(game, card, index, on, watch=False)


def _watching_cards(game: Game, on: On) -> list[CardInstance]:
    """The cards that may have a watching or phase trigger effect for `on`."""
    state, scripts = game.state, game.scripts
    piles = _watched_piles(game, on)
    placed = placed_watchers(game, on, piles)  # `trigger_index.py`: the same cards
    if len(placed) < 2:
        return placed  # no order to keep
    codes = scripts.watching[on]
    out = [
        c
        for c in state.field_cards()
        if c.face_up and (c.card.passcode in codes or c.card.alias in codes)
    ]
    for where in piles:
        for seat in ALL_SEATS:
            pile = state.zones[seat].cards_in(where)
            out += [c for c in pile if c.card.passcode in codes or c.card.alias in codes]
    return out


def _consider_all(game: Game, card: CardInstance, index: int, on: On, *, watch: bool) -> None:
    for number, effect in game.scripts.triggers.get(game.scripts.code(card.card), ()):
        wanted = effect.on is on and (effect.watch or on in _PHASE_KINDS) == watch
        if wanted and _triggers(game, card, number, effect, index):
            game.state.triggers.append(PendingTrigger(card.uid, number, card.zone_seat, index))


def _triggers(game: Game, card: CardInstance, number: int, effect: Effect, index: int) -> bool:
    where = effect.where
    if where is None and (effect.watch or effect.on in _PHASE_KINDS):
        where = FACE_UP_FIELD
    if where is not None and card.location not in where:
        return False
    if card.location.on_field and (not card.face_up or restrictions.is_negated(game, card)):
        return False
    if effect.once_per_turn and card.memory.get(f"used:{number}") == game.state.turn:
        return False
    if effect.condition is None:
        return True
    ctx = EffectContext(game, card.zone_seat, card, effect=number, event=game.state.events[index])
    return effect.condition(ctx)


def _groups(state: DuelState) -> list[tuple[Seat, list[PendingTrigger]]]:
    """Seed 001 D order: the turn duelist's, the teammate's, then the opponents' triggers (of
    the batch being put on the chain)."""
    turn = state.turn_seat
    speaker = next_seat(turn, state.first_team)  # the opponent next in turn order
    out: list[tuple[Seat, list[PendingTrigger]]] = []
    for decider, seats in (
        (turn, (turn,)),
        (turn.teammate, (turn.teammate,)),
        (speaker, turn.opponents),
    ):
        group = [t for t in state.triggers if t.ready and t.seat in seats]
        if group:
            out.append((decider, group))
    return out


def _card(game: Game, pending: PendingTrigger) -> CardInstance:
    card = game.state.find(pending.uid)
    assert card is not None
    return card


def _options(game: Game, pending: PendingTrigger) -> list[Activate]:
    """The legal activations of a pending trigger now (empty: it can't be activated)."""
    card = _card(game, pending)
    effect = game.scripts.effects(card.card)[pending.effect - 1]
    if effect.where is not None and card.location not in effect.where:
        return []
    if not restrictions.can_activate(game, pending.seat, card):
        return []
    return list(choice_actions(game, pending.seat, card, pending.effect, effect, pending.event))


def placing(game: Game) -> bool:
    """True when waiting triggers go on the chain now: the chain is empty (and damage
    calculation is not about to happen), or a batch is being put on it."""
    state = game.state
    if state.chain:
        return any(t.ready for t in state.triggers)
    attack = state.attack
    if attack is None or attack.step is not BattleStep.BEFORE_CALC or state.window is None:
        return True
    return damage_step_timing.due(game)  # "before damage calculation" triggers go on now


def _form_batch(game: Game) -> None:
    """The chain is empty: every waiting trigger joins the batch, except a "When ... you can"
    one whose happening was not the last thing to happen, which misses the timing."""
    state = game.state
    for pending in list(state.triggers):
        if pending.ready or damage_step_timing.waits(game, pending):
            continue
        card = state.find(pending.uid)
        if card is None:  # a Token that ceased to exist
            state.triggers.remove(pending)
        elif _misses_timing(game, card, pending):
            state.triggers.remove(pending)
            state.emit(TimingMissed(pending.seat, card.name, card.uid))
        else:
            pending.ready = True


def _misses_timing(game: Game, card: CardInstance, pending: PendingTrigger) -> bool:
    effect = game.scripts.effects(card.card)[pending.effect - 1]
    return effect.when and effect.optional and not is_last_thing(game.state, pending.event)


def next_decision(game: Game) -> Decision | None:
    """Put waiting triggers on the chain in order until one needs a decision (returned).

    Triggers wait while a chain is being built; when the chain is empty they all form the next
    batch (`ready`); those that trigger while the batch goes on wait for the next chain."""
    state = game.state
    if not state.chain:
        _form_batch(game)
    while True:
        groups = _groups(state)
        if not groups:
            return None
        decider, group = groups[0]
        front = next((t for t in group if t.chosen), None)
        if front is None:
            refs = _distinct_refs(game, group)
            if len(refs) > 1:
                choices = tuple(Choose(decider, (ref,)) for ref in refs.values())
                prompt = lazy("choose the trigger effect to put on the chain next")
                return Decision(decider, DecisionKind.ORDER, choices, prompt)
            front = group[0]
        options = _options(game, front)
        effect = game.scripts.effects(_card(game, front).card)[front.effect - 1]
        if not options:
            state.triggers.remove(front)
            continue
        if effect.optional or len(options) > 1:
            return _ask(game, front, options, effect.optional)
        _activate(game, front, options[0])
    return None


def _distinct_refs(game: Game, group: list[PendingTrigger]) -> dict[str, CardRef]:
    refs: dict[str, CardRef] = {}
    for pending in group:
        ref = ref_of(_card(game, pending))
        refs.setdefault(ref.to_text(), ref)
    return refs


def _ask(game: Game, front: PendingTrigger, options: list[Activate], optional: bool) -> Decision:
    seat, name = front.seat, _card(game, front).name
    plain = len(options) == 1 and not options[0].targets and not options[0].costs
    actions: list[Action] = [Yes(seat)] if plain else list(options)
    if optional:
        actions.append(No(seat))
    prompt = lazy("activate the trigger effect of {card}?", card=quoted(name))
    return Decision(seat, DecisionKind.TRIGGER, tuple(actions), prompt)


def _activate(game: Game, front: PendingTrigger, action: Activate) -> None:
    state = game.state
    state.triggers.remove(front)
    targets = lookup_all(state, action.targets)
    costs = lookup_all(state, action.costs)
    card = _card(game, front)
    perform_activation(game, front.seat, card, front.effect, targets, costs, front.event)


def problem(decision: Decision, action: Action) -> Problem | None:
    """Why `action` does not answer a TRIGGER or ORDER decision (its legal answers are all
    listed), or None."""
    if action in decision.actions:
        return None
    shown = " | ".join(a.to_text() for a in decision.actions)
    return Reason.BAD_CHOICE, later("answer with one of: {answers}", answers=shown)


def perform(game: Game, decision: Decision, action: Action) -> None:
    """Carry out a legal answer to a TRIGGER or ORDER decision."""
    state = game.state
    group = _groups(state)[0][1]
    if decision.kind is DecisionKind.ORDER:
        assert isinstance(action, Choose)
        wanted = action.cards[0].to_text()
        pick = next(t for t in group if ref_of(_card(game, t)).to_text() == wanted)
        pick.chosen = True
        return
    front = next((t for t in group if t.chosen), group[0])
    if isinstance(action, No):
        state.triggers.remove(front)
    elif isinstance(action, Yes):
        _activate(game, front, _options(game, front)[0])
    else:
        assert isinstance(action, Activate)
        _activate(game, front, action)
