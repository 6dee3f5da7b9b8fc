"""The tournament package's errors: mistakes an organiser can make, with a message to act on."""

from __future__ import annotations

from tagduel.errors import TagDuelError


class TournamentError(TagDuelError):
    """An event's facts or an organiser's request that the tournament rules cannot accept."""


class ClockError(TournamentError):
    """A round clock asked to do something its state does not allow (resume a running clock)."""


class EndOfMatchError(TournamentError):
    """The end-of-match procedure was told something out of order (a turn after the match ended)."""
