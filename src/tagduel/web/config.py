"""What a server is started with: its database, its address, the card set, its limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tagduel.cards.db import CardDB

MAX_UPLOAD_BYTES = 1_000_000
"""The most a deck or results file may hold (read no further: a larger one is refused)."""


@dataclass(frozen=True)
class WebConfig:
    """A server's settings. `base_url` is where people reach it (for setup links and QR codes
    on match slips); `secure` marks cookies Secure (behind HTTPS)."""

    db_url: str = "sqlite:///tagduel.sqlite"
    base_url: str = "http://127.0.0.1:8000"
    secure: bool = False
    cards: CardDB | None = None
    login_attempts: int = 5
    login_window_seconds: int = 300
    session_days: int = 14
    slip_token_days: int = 3
    extra: dict[str, str] = field(default_factory=dict)
