"""Shared words of the Cyber Dragon and Dark Magician decks' scripts (windbot-AI_CyberDragon,
windbot-AI_DarkMagician): names a card takes on the field, the cards that list or mention a
name, and the places a card is taken from. No card is registered here.

Names. "This card's name becomes "Cyber Dragon" while on the field (or in the GY)" (Proto-Cyber
Dragon: on the field; Cyber Dragon Core and Cyber Dragon Drei: on the field and in the GY) and
"This card's name becomes "Dark Magician" while on the field or in the GY" (Dark Magician the
Dragon Knight): `named_as` reads the name a card has where it is now, so Fusion Materials, costs
and conditions that name "Cyber Dragon" or "Dark Magician" accept them there, and nowhere else
(a Proto-Cyber Dragon in the hand is not a "Cyber Dragon").

Places (the readings these scripts share, after seed 001 A and E):
- "you control", "your Graveyard": the team's (`Scope.YOURS`; A: "Duelists may use their
  teammate's Graveyard as if it was their own"; E: "you control" counts the teammate's zones);
- a card taken out of "your hand" or "your Deck" (added, Special Summoned, banished, looked at)
  comes from the activating duelist's own hand or Deck: a duelist plays only their own hand
  (the Fusion and Ritual rules of the engine read A's "in play" the same way), and a card added
  "to your hand" ends in its owner's hand (E: the owner is "the Duelist whose Deck the card
  started in"), as `searching.py` reads "from your Deck to your hand".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, EffectContext, Location, Scope
from tagduel.engine.effects import CardFilter
from tagduel.engine.events import Summoned
from tagduel.engine.state import DuelState

CYBER_DRAGON: Final = "Cyber Dragon"
DARK_MAGICIAN: Final = "Dark Magician"
CYBER_DRAGON_ARCHETYPE: Final = 0x1093  # "Cyber Dragon" monsters
CYBER_ARCHETYPE: Final = 0x93  # "Cyber" cards
DARK_MAGICIAN_ARCHETYPE: Final = 0x10A2  # "Dark Magician" monsters
SPELLBOOK: Final = 0x106E
WINDWITCH: Final = 0xF0
ODD_EYES: Final = 0x99
CLEAR_WING: Final = 0xFF
MECHA_PHANTOM_BEAST: Final = 0x101B

PROTO_CYBER_DRAGON: Final = 26439287
CYBER_DRAGON_CORE: Final = 23893227
CYBER_DRAGON_DREI: Final = 59281922
DARK_MAGICIAN_THE_DRAGON_KNIGHT: Final = 41721210
CYBER_TWIN_DRAGON: Final = 74157028
CYBER_END_DRAGON: Final = 1546123

_FIELD: Final = frozenset({Location.MONSTERS})
_FIELD_AND_GY: Final = frozenset({Location.MONSTERS, Location.GY})
RENAMED: Final[dict[int, tuple[str, frozenset[Location]]]] = {
    PROTO_CYBER_DRAGON: (CYBER_DRAGON, _FIELD),
    CYBER_DRAGON_CORE: (CYBER_DRAGON, _FIELD_AND_GY),
    CYBER_DRAGON_DREI: (CYBER_DRAGON, _FIELD_AND_GY),
    DARK_MAGICIAN_THE_DRAGON_KNIGHT: (DARK_MAGICIAN, _FIELD_AND_GY),
}
"""Passcode → (the name it takes, where it takes it)."""

LISTS_CYBER_DRAGON: Final = frozenset({CYBER_TWIN_DRAGON, CYBER_END_DRAGON})
"""The Fusion Monsters of these decks that list "Cyber Dragon" as a Fusion Material."""


def current_name(card: CardInstance) -> str:
    """The card's name where it is now (a face-down monster keeps its printed name)."""
    renamed = RENAMED.get(card.card.original)
    if renamed is None or card.location not in renamed[1]:
        return card.card.name
    face_down = card.location is Location.MONSTERS and not card.face_up
    return card.card.name if face_down else renamed[0]


def named_as(name: str) -> CardFilter:
    """A card whose name is `name` where it is now."""
    return lambda card: current_name(card) == name


def is_cyber_dragon(card: CardInstance) -> bool:
    printed = card.card
    if printed.name != CYBER_DRAGON and printed.original not in RENAMED:
        return False  # a card that is never renamed has its printed name (asked very often)
    return current_name(card) == CYBER_DRAGON


def is_dark_magician(card: CardInstance) -> bool:
    printed = card.card
    if printed.name != DARK_MAGICIAN and printed.original not in RENAMED:
        return False  # a card that is never renamed has its printed name (asked very often)
    return current_name(card) == DARK_MAGICIAN


def any_dark_magician(cards: Sequence[CardInstance]) -> bool:
    """`any(map(is_dark_magician, cards))`, printed names first: a Graveyard is long and holds
    few cards that can be named "Dark Magician" (asked at every window by Eternal Soul)."""
    maybe = [c for c in cards if c.card.name == DARK_MAGICIAN or c.card.original in RENAMED]
    return any(map(is_dark_magician, maybe))


def lists_cyber_dragon(card: CardInstance) -> bool:
    """A Fusion Monster that lists "Cyber Dragon" as a Fusion Material."""
    return card.traits.fusion and card.card.original in LISTS_CYBER_DRAGON


def mentions(*names: str) -> CardFilter:
    """A card whose text names one of `names` in quotes ("a Spell/Trap that mentions "Dark
    Magician""); read from the card database's text, so a card without text mentions none."""
    quoted = tuple(f'"{name}"' for name in names)
    return lambda card: any(q in card.card.text for q in quoted)


def face_up_monsters(ctx: EffectContext, who: Scope) -> list[CardInstance]:
    return [c for c in ctx.monsters(who) if c.face_up]


def own(ctx: EffectContext, location: Location, picks: CardFilter) -> list[CardInstance]:
    """The cards of the activating duelist's own `location` (hand, Deck) `picks` accepts."""
    return [c for c in ctx.state.zones[ctx.seat].cards_in(location) if picks(c)]


FROM_EXTRA: Final = "from_extra_deck"  # on a monster an effect Special Summoned from the Extra Deck


def summoned_how(state: DuelState, card: CardInstance) -> str:
    """How `card` last came onto the field ("xyz", "synchro", "fusion", "special", ...), read
    from the event its arrival emitted (`CardInstance.since`); "" when unknown."""
    if 0 <= card.since < len(state.events):
        event = state.events[card.since]
        if isinstance(event, Summoned) and event.uid == card.uid:
            return event.how
    return ""


def from_extra_deck(state: DuelState, card: CardInstance) -> bool:
    """A face-up monster Special Summoned from the Extra Deck (Xyz, Synchro or Fusion Summoned,
    or Special Summoned from there by an effect that marked it)."""
    if card.location is not Location.MONSTERS or not card.card.is_extra_deck:
        return False
    how = summoned_how(state, card)
    return how in ("xyz", "synchro", "fusion") or bool(card.memory.get(FROM_EXTRA))


def summon_from_extra(ctx: EffectContext, card: CardInstance) -> bool:
    """Special Summon `card` from the Extra Deck by an effect (not an Extra Deck Summon)."""
    if card.location is not Location.EXTRA or not ctx.special_summon(card):
        return False
    card.memory[FROM_EXTRA] = 1
    return True


def free_zone(ctx: EffectContext) -> bool:
    """The controller has a free Monster Card Zone."""
    return ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0


def summon_chosen(ctx: EffectContext, pool: Sequence[CardInstance], count: int = 1) -> None:
    """The controller chooses `count` of `pool` and Special Summons them (a resolution step)."""
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, pool, count, count):
        ctx.special_summon(card)
