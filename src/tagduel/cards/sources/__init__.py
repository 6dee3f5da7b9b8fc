"""Card loaders: the built-in set, an EDOPro/YGOPro cards.cdb, and YGOPRODeck API JSON.

Each loader takes a path (or text) at the edge and returns a `CardDB`; every problem a user can
cause becomes an `InputError` naming the source.
"""

from tagduel.cards.sources.builtin import (
    builtin_archetype_names,
    builtin_cards,
    load_card_set_json,
    write_card_set_json,
)
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cards.sources.ygoprodeck import load_ygoprodeck_file, load_ygoprodeck_json

__all__ = [
    "builtin_archetype_names",
    "builtin_cards",
    "load_card_set_json",
    "load_cdb",
    "load_ygoprodeck_file",
    "load_ygoprodeck_json",
    "write_card_set_json",
]
