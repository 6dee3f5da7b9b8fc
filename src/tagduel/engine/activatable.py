"""A first filter before listing activations (`activation.activation_actions`): the cards of a
seat that may have something to activate now, each checked afterwards by the listing itself.

Spells in the turn duelist's hand (only Quick-Play Spells in a window of priority), the first
card of each name in the hand and Graveyard with an effect activated there, the seat's Set
cards and face-up cards with effects, then the teammate's face-up cards with a Spell Speed 2
or higher effect (seed 001 A, D).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.effects import FACE_UP_FIELD, EffectKind
from tagduel.engine.game import Game, first_by_name
from tagduel.engine.gates import attack_declared
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat
from tagduel.engine.state import Phase
from tagduel.engine.zones import CardInstance, Location, Zones

_MAIN1, _MAIN2 = Phase.MAIN1, Phase.MAIN2  # module names: a member read from its Enum is slow
_ACTIVATION: Final = EffectKind.ACTIVATION
_MONSTERS: Final = Location.MONSTERS


def activatable_cards(game: Game, seat: Seat) -> list[CardInstance]:
    """A first filter: the cards of `seat` that may have something to activate now."""
    state, scripts = game.state, game.scripts
    zones = state.zones[seat]
    cards: list[CardInstance] = []
    if seat is state.turn_seat:
        in_window = state.window is not None or state.phase not in (_MAIN1, _MAIN2)
        if in_window:  # `_may_play_from_hand`, read without a call per card
            cards = first_by_name([c for c in zones.hand if c.traits.quick_spell])
        else:
            cards = first_by_name(
                [c for c in zones.hand if not c.traits.is_monster and not c.traits.is_trap]
            )
    with_effects = _coded_firsts(zones.hand, scripts.hand_effects)
    if with_effects:
        cards = list(dict.fromkeys(cards + with_effects))  # a Spell may have a hand effect
    used = _face_up_uses(game)  # by passcode: the field zones a face-up copy may be used in
    waits = not attack_declared(game)
    for card in (*zones.st, zones.field_zone[0]):
        if card is None:
            continue
        if card.face_up:
            places = used.get(card.card.passcode)
            if places is None:
                places = _places(used, scripts, card)
            if card.location not in places:
                continue
        elif waits and scripts.waits_for_attacks(card.card):
            continue  # a Set Mirror Force: its condition holds only at an attack declaration
        cards.append(card)
    if scripts.any:
        for card in zones.monsters:
            if card is None:
                continue
            if card.face_up:
                places = used.get(card.card.passcode)
                if places is None:
                    places = _places(used, scripts, card)
                if _MONSTERS not in places:
                    continue
            elif not scripts.has_effects(card.card):
                continue
            cards.append(card)
    cards += _coded_firsts(zones.gy, scripts.gy_effects)
    return cards + _teammates_quick(state.zones[seat.teammate], scripts)


_USES: Final = "places of face-up use by passcode"


def _face_up_uses(game: Game) -> dict[int, frozenset[Location]]:
    """The per-duel table of `_places` by passcode (a game's scripts never change)."""
    memo = game.memo.get(_USES)
    if memo is None:
        memo = game.memo[_USES] = (0, {})
    return memo[1]


def _places(
    used: dict[int, frozenset[Location]], scripts: Scripts, card: CardInstance
) -> frozenset[Location]:
    """The field zones from which a face-up copy of `card` may have an effect to activate: a
    scripted card's activatable effects other than a Spell/Trap's own activation, used from
    `where`, by default the face-up field (`activation_where._where_ok`: a card's activation
    is never asked face-up). Read once per passcode, from the scripts alone; the listing
    checks the rest."""
    printed = card.card
    found: set[Location] = set()
    if scripts.has_effects(printed):
        for _, effect, _, _ in scripts.activatable(printed):
            if effect.kind is not _ACTIVATION:
                found.update(p for p in (effect.where or FACE_UP_FIELD) if p.on_field)
    places = used[printed.passcode] = frozenset(found)
    return places


def _teammates_quick(zones: Zones, scripts: Scripts) -> list[CardInstance]:
    """The teammate's face-up cards with a Spell Speed 2 or higher effect, which a duelist may
    use (seed 001 A, D): Spell & Trap Card Zones, Field Spell Zone, then Monster Card Zones."""
    if not scripts.quick:
        return []
    return [  # an effect of Spell Speed 2 or higher, used face-up
        c
        for c in (*zones.st, zones.field_zone[0], *zones.monsters)
        if c is not None and c.face_up and scripts.quick_face_up(c.card)
    ]


def _coded_firsts(pile: list[CardInstance], codes: set[int]) -> list[CardInstance]:
    """The first card of each name in `pile`, kept when its passcode or alias is in `codes`."""
    if codes:
        for card in pile:
            if card.card.passcode in codes or card.card.alias in codes:
                return [c for c in first_by_name(pile) if _coded(c, codes)]
    return []


def _coded(card: CardInstance, codes: set[int]) -> bool:
    return card.card.passcode in codes or card.card.alias in codes


def _may_play_from_hand(card: CardInstance, in_window: bool) -> bool:
    """A cheap first filter: only Spells are activated from the hand, only Quick-Plays in a
    window of priority (scripted hand effects are checked by their own hooks)."""
    kind = card.traits
    return kind.quick_spell if in_window else not kind.is_monster and not kind.is_trap
