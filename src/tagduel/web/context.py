"""What every route reaches through `request.app.state.ctx`: the services of one server."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from tagduel.cards.db import CardDB
from tagduel.services.accounts import Accounts
from tagduel.services.events import Events
from tagduel.store import EventStore
from tagduel.web.auth import Limiter
from tagduel.web.config import WebConfig
from tagduel.web.live import Hub


@dataclass
class WebContext:
    config: WebConfig
    store: EventStore
    events: Events
    accounts: Accounts
    hub: Hub
    secret: str
    limiter: Limiter
    slips: dict[str, bytes] = field(default_factory=dict)

    @cached_property
    def cards(self) -> CardDB:
        """The card set decks are read with: the server's card database, else the built-in."""
        if self.config.cards is not None:
            return self.config.cards
        from tagduel.cards.sources.builtin import builtin_cards

        return builtin_cards()
