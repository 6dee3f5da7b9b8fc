"""Errors of the tournament services: what an organiser asked for that the event's facts refuse.

Each carries a message that says what is wrong and what to do instead; the CLI prints it.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tagduel.errors import TagDuelError
from tagduel.i18n import Text, lazy, lazy_plural

if TYPE_CHECKING:
    from tagduel.decks.model import Deck
    from tagduel.decks.problems import Report
    from tagduel.decks.validate import DeckRules


class EventError(TagDuelError):
    """A request the event's current state does not allow (pair before results are in, …)."""


class NotATournamentError(EventError):
    """The event exists (e.g. created by a judge's penalty) but was never set up with `new`."""


class UnknownTeamError(EventError, LookupError):
    """A team name the event does not know."""

    @classmethod
    def named(cls, event: str, team: str, known: Iterable[str]) -> UnknownTeamError:
        """The event has no team `team`: a short message naming it, with at most
        `SIMILAR_MAX` registered names close to it (never the whole list of teams)."""
        similar = similar_names(team, known)
        listed = ", ".join(f"“{name}”" for name in similar)
        if similar:
            message = lazy(
                "{event} has no team “{team}”. Did you mean {names}?",
                event=event,
                team=team,
                names=listed,
            )
        else:
            message = lazy("{event} has no team “{team}”.", event=event, team=team)
        cli = (
            lazy(
                "event {event!r} has no team {team!r} (similar: {names})",
                event=event,
                team=team,
                names=", ".join(repr(name) for name in similar),
            )
            if similar
            else lazy("event {event!r} has no team {team!r}", event=event, team=team)
        )
        return cls(message, cli=cli)


SIMILAR_MAX = 3


def similar_names(name: str, known: Iterable[str]) -> list[str]:
    """At most `SIMILAR_MAX` of `known` that look like `name` (case and spaces ignored)."""
    names = {" ".join(k.casefold().split()): k for k in known}
    key = " ".join(name.casefold().split())
    close = difflib.get_close_matches(key, list(names), n=SIMILAR_MAX, cutoff=0.6)
    return [names[k] for k in close]


class ConflictingReportError(EventError):
    """A second, different result for a table: a change must go through a correction."""


class SwissOverError(EventError):
    """Every planned Swiss round is paired: the top cut (or the end of the event) is next."""


class IllegalDecksError(EventError):
    """A team's decks break the deck rules: nothing is recorded; `report` says every problem."""

    def __init__(
        self,
        team: str,
        report: Report,
        decks: dict[str, Deck],
        rules: DeckRules,
        refused: str = lazy("not registered"),
    ) -> None:
        self.team = team
        self.report = report
        self.decks = decks
        self.rules = rules
        super().__init__(
            lazy_plural(
                len(report.problems),
                "team {team!r} {refused}: its decks have {count} problem: {problems}",
                "team {team!r} {refused}: its decks have {count} problems: {problems}",
                team=team,
                refused=refused,
                problems=Text.joined(" ", [p.message for p in report.problems]),
            )
        )


class ImportRowsError(EventError):
    """A results file with bad rows: nothing was imported; `problems` names every bad row."""

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__(
            lazy_plural(
                len(self.problems),
                "{source}: nothing imported, {count} bad row: {problems}",
                "{source}: nothing imported, {count} bad rows: {problems}",
                source=source,
                problems=Text.joined("; ", self.problems),
            )
        )
