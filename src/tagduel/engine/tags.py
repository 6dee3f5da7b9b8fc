"""Tags on effect records: what an effect does that other rules and cards ask about.

Two families, both written on `Effect.tags`:

- what an activated effect *includes*, which cards answering an activation read (Ash Blossom &
  Joyous Spring negates an effect that adds a card from the Deck to the hand, Special Summons
  from the Deck, or sends a card from the Deck to the Graveyard): `SEARCH`,
  `SUMMON_FROM_DECK`, `SEND_FROM_DECK`. A script declares them; an effect without tags
  includes none of them (scripts written before the tags existed should add theirs).
- what a continuous effect *grants* to the cards its `affects` hook finds (default: its own
  card), while its card is face-up on the field, not negated, and its `condition` holds:
  piercing battle damage (`battle_guards.pierces`, beside `card_properties.Property.PIERCING`),
  a second attack (`battle_extras.py`), protection from destruction or from being targeted
  (`protection.py`). Its `who` scope names the duelists the protection holds against ("your
  opponent's card effects": `Scope.PREVENTED_OPPONENTS`; any card: `Scope.ALL`).
"""

from __future__ import annotations

import enum
from typing import Final


class Tag(enum.Enum):
    """One thing an effect includes (activated effects) or grants (continuous effects)."""

    __hash__ = object.__hash__

    # -- what an activated effect includes ------------------------------------------------------
    SEARCH = "search"  # add a card from the Deck to the hand
    SUMMON_FROM_DECK = "summon_from_deck"  # Special Summon a monster from the Deck
    SEND_FROM_DECK = "send_from_deck"  # send a card from the Deck to the Graveyard

    # -- what a continuous effect grants ----------------------------------------------------------
    PIERCE = "pierce"  # inflicts piercing battle damage (`battle_guards.pierces`)
    SECOND_ATTACK = "second_attack"  # may make a second attack during each Battle Phase
    DIRECT_ATTACK = "direct_attack"  # may attack directly while the opponents control monsters
    NOT_DESTROYED_BY_BATTLE = "not_destroyed_by_battle"
    NOT_DESTROYED_BY_EFFECTS = "not_destroyed_by_effects"  # the effects of the seats `who` names
    UNTARGETABLE = "untargetable"  # by the card effects of the seats `who` names
    UNAFFECTED = "unaffected"  # by the card effects of the seats `who` names
    SUBSTITUTE = "substitute"  # an Equip Card destroyed instead of its monster
    NEGATES_TARGETING_SPELL_TRAP = "negates_targeting_spell_trap"  # (Cyber Phoenix)
    SHIELDS_SYNCHRO = "shields_synchro"  # a Synchro Monster summoned with it as material is
    # protected (`applies_to` picks which Synchro Monsters, `who` against whom)


INCLUDED: Final = frozenset({Tag.SEARCH, Tag.SUMMON_FROM_DECK, Tag.SEND_FROM_DECK})
"""The tags an activated effect may carry (Ash Blossom & Joyous Spring answers these)."""
