"""Card data: the model, the card database and its loaders."""

from tagduel.cards.db import CardDB, UnknownCardError
from tagduel.cards.model import Attribute, Availability, Card, CardType, Kind, Race

__all__ = [
    "Attribute",
    "Availability",
    "Card",
    "CardDB",
    "CardType",
    "Kind",
    "Race",
    "UnknownCardError",
]
