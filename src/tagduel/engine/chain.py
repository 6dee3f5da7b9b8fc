"""The chain: resolving Chain Links last-in first-out, and what a seat may answer with.

Seed 001 D: "If Duelist 2A chooses not to add any effects to the chain and Duelist 1B adds to the
chain (Chain Link 2), Duelist 2B may not activate a Counter Trap Card to counter the effect in
Chain Link 1." A response always answers the latest Chain Link (see `spelltrap.required_speed`
and the `answering` check).
"""

from __future__ import annotations

from tagduel.engine.actions import Action, Pass
from tagduel.engine.effects import Effect, EffectContext, EffectKind
from tagduel.engine.events import ChainLinkResolved
from tagduel.engine.game import Game
from tagduel.engine.ops import send_to_gy
from tagduel.engine.seats import Seat
from tagduel.engine.spelltrap import activation_actions
from tagduel.engine.state import ChainLink
from tagduel.engine.zones import CardInstance, Location


def response_actions(game: Game, seat: Seat) -> list[Action]:
    """What `seat` may do with priority in an open window: its activations, then Pass."""
    if not game.rules.may_respond(game.state, seat):
        return [Pass(seat)]
    actions = list(activation_actions(game, seat))
    actions.append(Pass(seat))
    return actions


def resolve_chain(game: Game) -> None:
    """Resolve every Chain Link, the last one first."""
    state = game.state
    while state.chain and state.outcome is None:
        link = state.chain.pop()
        card = state.find(link.uid)
        if card is None:
            continue
        effect = game.scripts.effects(card.card)[link.effect - 1]
        _resolve_link(game, link, card, effect)


def _resolve_link(game: Game, link: ChainLink, card: CardInstance, effect: Effect) -> None:
    state = game.state
    if effect.resolve is not None:
        targets = tuple(t for uid in link.targets if (t := state.find(uid)) is not None)
        effect.resolve(EffectContext(state, link.seat, card, targets, (), link.number))
    state.emit(ChainLinkResolved(link.seat, card.name, link.number))
    if effect.kind is EffectKind.ACTIVATION and _leaves_after_resolving(card):
        send_to_gy(state, card)


def _leaves_after_resolving(card: CardInstance) -> bool:
    """Normal and Quick-Play Spells, Normal and Counter Traps go to the Graveyard once resolved
    (so does an Equip Spell with nothing to equip); Continuous and Field cards stay."""
    on_field = card.location in (Location.ST, Location.FIELD) and card.face_up
    return on_field and not card.traits.stays_on_field
