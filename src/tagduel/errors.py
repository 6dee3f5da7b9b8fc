"""The root of tagduel's error hierarchy: every error a user can cause derives from TagDuelError.

Adapters (CLI, web) catch TagDuelError and print its message; anything else is a bug.
"""

from __future__ import annotations

from tagduel.i18n import Text, lazy


class TagDuelError(Exception):
    """An error caused by input, with a message a person can act on."""


class InputError(TagDuelError):
    """Malformed input: a file or text that cannot be read. Carries where, when known."""

    def __init__(self, message: str, *, source: str = "", line: int | None = None) -> None:
        self.reason = message
        self.source = source
        self.line = line
        where: str = source
        if line is not None:
            where = Text.joined(":", [where, line]) if where else lazy("line {line}", line=line)
        if where:  # the message stays translatable (a `Text`) when it was one
            message = Text.joined(": ", [where, message])
        super().__init__(message)
