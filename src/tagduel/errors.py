"""The root of tagduel's error hierarchy: every error a user can cause derives from TagDuelError.

Adapters (CLI, web) catch TagDuelError and print its message; anything else is a bug. A
message shown on the web pages and in the API never holds command-line syntax: an error whose
remedy is a command carries the command-line wording apart (`cli`), and the CLI prints that
(`for_cli`).
"""

from __future__ import annotations

from tagduel.i18n import Text, lazy, message_of


class TagDuelError(Exception):
    """An error caused by input, with a message a person can act on.

    `cli`, when given, is the same refusal worded for the command line (with the option or
    command to type, e.g. "(--reason TEXT)"); the message itself names no command."""

    def __init__(self, *args: object, cli: str | None = None) -> None:
        super().__init__(*args)
        self.cli = cli


def for_cli(error: BaseException) -> str:
    """The message the command line prints for `error`: its command-line wording when it has
    one, else its message (kept translatable, see `tagduel.i18n.message_of`)."""
    cli = getattr(error, "cli", None)
    return cli if isinstance(cli, str) else message_of(error)


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
