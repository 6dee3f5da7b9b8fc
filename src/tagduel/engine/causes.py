"""What caused a happening, read from the event log: which Chain Link's resolution sent a card
from a Deck to the Graveyard, or inflicted damage, and whose card that was.

Card text asks it: Felis, Lightsworn Archer answers only a monster's effect milling it;
Garoth answers only the effects of Lightsworn monsters; Gorz the Emissary of Darkness answers
only damage dealt by an opponent's card. The log says it without any state of
its own: the events between a `ChainLinkResolving` and its `ChainLinkResolved` are that Chain
Link's doing; a cost is paid before the `Activated` event, outside every resolution, and a
rule (drawing, the hand limit, battle) acts outside them too. Battle damage names the monster
that inflicted it (`LifePointsChanged.source`).

Trigger conditions get the triggering event (`EffectContext.event`); `event_index` finds it in
the log, and the functions below read back from there.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Card
from tagduel.engine.chain_events import ChainLinkResolved, ChainLinkResolving
from tagduel.engine.events import Event, LifePointsChanged, LpCause, Moved
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState


def event_index(state: DuelState, event: Event | None) -> int:
    """The index of `event` in the log (the same record, searched from the end), or -1."""
    if event is None:
        return -1
    events = state.events
    for index in range(len(events) - 1, -1, -1):
        if events[index] is event:
            return index
    return -1


def resolving_at(state: DuelState, index: int) -> ChainLinkResolving | None:
    """The Chain Link whose resolution event `index` belongs to, or None (a cost, a rule)."""
    events = state.events
    for back in range(index - 1, -1, -1):
        found = events[back]
        if isinstance(found, ChainLinkResolving):
            return found
        if isinstance(found, ChainLinkResolved):
            return None
    return None


def card_named(state: DuelState, name: str) -> Card | None:
    """The card data of a card of this name in the duel (copies share it)."""
    for card in state.all_cards():
        if card.card.name == name:
            return card.card
    return None


def effect_card_at(state: DuelState, index: int) -> tuple[Seat, Card] | None:
    """(the seat controlling it, the card) of the effect whose resolution did event `index`."""
    link = resolving_at(state, index)
    if link is None:
        return None
    card = card_named(state, link.card)
    return None if card is None else (link.seat, card)


def by_monster_effect(state: DuelState, index: int) -> bool:
    """Event `index` was done by the resolution of a monster's effect."""
    found = effect_card_at(state, index)
    return found is not None and found[1].is_monster


def from_deck_to_gy(event: Event | None) -> bool:
    """A card went from a Deck to a Graveyard (milled, sent as a cost, or by an effect)."""
    return isinstance(event, Moved) and event.destination == "gy" and event.source.endswith(".deck")


def deck_seat(event: Moved) -> Seat:
    """The seat whose Deck (or other place) the moved card came from."""
    return Seat(event.source.split(".", 1)[0])


DAMAGE_CAUSES: Final = (LpCause.BATTLE, LpCause.EFFECT_DAMAGE)


def damage(event: Event | None) -> LifePointsChanged | None:
    """The event, if it is battle or effect damage taken by a team (not a cost)."""
    if isinstance(event, LifePointsChanged) and event.delta < 0 and event.cause in DAMAGE_CAUSES:
        return event
    return None


def damage_dealt_by(state: DuelState, index: int) -> Team | None:
    """The team whose card inflicted the damage of event `index`: the controller of the monster
    that inflicted battle damage, or of the effect that inflicted effect damage; None when no
    card did (a cost, a rule)."""
    event = state.events[index]
    if not isinstance(event, LifePointsChanged):
        return None
    if event.cause is LpCause.BATTLE:
        monster = state.find(event.source) if event.source else None
        return None if monster is None else monster.zone_seat.team
    found = effect_card_at(state, index)
    return None if found is None else found[0].team
