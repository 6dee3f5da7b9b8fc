"""Decks: the model, file formats, ban lists, and team deck legality."""

from tagduel.decks.model import Deck, Section

__all__ = ["Deck", "Section"]
