"""The chain: resolving Chain Links last-in first-out, and what a seat may answer with.

Seed 001 D: "If Duelist 2A chooses not to add any effects to the chain and Duelist 1B adds to the
chain (Chain Link 2), Duelist 2B may not activate a Counter Trap Card to counter the effect in
Chain Link 1." A response always answers the latest Chain Link (see
`activation.required_speed` and the `answering` check).

A Chain Link resolves step by step (`Effect.resolution`); a step that asks a question pauses the
chain (`DuelState.resolving`) until the answer comes, then runs again from its start with it.
A negated activation, or an effect negated when it resolves (e.g. a Trap effect on the field
while Jinzo is face-up), does nothing. Targets that have moved since they were targeted are no
longer targets.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import destroyed_when_targeted, protection, restrictions
from tagduel.engine.actions import Action, Pass
from tagduel.engine.activation import activation_actions
from tagduel.engine.chain_events import ChainLinkResolved, ChainLinkResolving
from tagduel.engine.context import EffectContext, Pause
from tagduel.engine.effects import EffectKind
from tagduel.engine.game import Game
from tagduel.engine.ops import send_to_gy
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.state import Resolving
from tagduel.engine.timing import same_thing
from tagduel.engine.triggers import collect
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATION: Final = EffectKind.ACTIVATION
_FIELD: Final = Location.FIELD
_ST: Final = Location.ST


def response_actions(game: Game, seat: Seat) -> list[Action]:
    """What `seat` may do with priority in an open window: its activations, then Pass."""
    if not game.rules.may_respond(game.state, seat):
        return [_PASS[seat]]
    actions = list(activation_actions(game, seat))
    actions.append(_PASS[seat])
    return actions


_PASS: Final = {seat: Pass(seat) for seat in ALL_SEATS}


def resolve_chain(game: Game) -> bool:
    """Resolve Chain Links, the last one first; False when a question paused the chain."""
    state = game.state
    while state.outcome is None:
        if state.resolving is None:
            if not state.chain:
                return True
            state.resolving = Resolving(state.chain.pop())
            _announce(game, state.resolving)
        if not _run(game, state.resolving):
            return False
        state.resolving = None
        collect(game)
    return True


def _announce(game: Game, resolving: Resolving) -> None:
    """The link starts to resolve: the log prints what it does under this line."""
    link = resolving.link
    card = game.state.find(link.uid)
    if card is not None:
        game.state.emit(ChainLinkResolving(link.seat, card.name, link.number))


def _run(game: Game, resolving: Resolving) -> bool:
    """Run the link's remaining steps; False when one asks a question not yet answered."""
    state, link = game.state, resolving.link
    card = state.find(link.uid)
    if card is None:
        return True
    effect = game.scripts.effects(card.card)[link.effect - 1]
    negated = link.negated or _negated_now(game, card) or protection.negates_link(game, link, card)
    steps = () if negated else effect.resolution
    targets = _targets_still_there(game, link.targets, link.places)
    event = state.events[link.event] if link.event >= 0 else None
    while resolving.step < len(steps):
        ctx = EffectContext(
            game,
            link.seat,
            card,
            targets,
            (),
            link.number,
            link.effect,
            event,
            resolving.answers,
            0,
            len(state.events),
        )
        try:
            steps[resolving.step](ctx)
        except Pause as pause:
            resolving.ask = pause.ask
            return False
        resolving.step += 1
        resolving.answers = []
    state.emit(ChainLinkResolved(link.seat, card.name, link.number))
    leaves = not effect.remains_on_field and _leaves_after_resolving(card)
    if effect.kind is _ACTIVATION and leaves:
        with same_thing(state):  # the rules finishing the resolution, not a new happening
            send_to_gy(state, card)
    if targets and not negated:
        destroyed_when_targeted.after_resolving(game, targets)  # Spirit Reaper
    return True


def _negated_now(game: Game, card: CardInstance) -> bool:
    return card.location.on_field and restrictions.is_negated(game, card)


def _targets_still_there(
    game: Game, uids: tuple[int, ...], places: tuple[str, ...]
) -> tuple[CardInstance, ...]:
    out: list[CardInstance] = []
    for i, uid in enumerate(uids):
        card = game.state.find(uid)
        if card is None:
            continue
        if i < len(places) and f"{card.zone_seat.value}.{card.location.value}" != places[i]:
            continue
        out.append(card)
    return tuple(out)


def _leaves_after_resolving(card: CardInstance) -> bool:
    """Normal and Quick-Play Spells, Normal and Counter Traps go to the Graveyard once resolved
    (so does an Equip Spell that is equipped to nothing); Continuous and Field cards stay."""
    on_field = card.location in (_ST, _FIELD) and card.face_up
    return on_field and not card.traits.stays_on_field and not card.equipped_to
