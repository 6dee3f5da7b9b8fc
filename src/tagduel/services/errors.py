"""Errors of the tournament services: what an organiser asked for that the event's facts refuse.

Each carries a message that says what is wrong and what to do instead; the CLI prints it.
"""

from __future__ import annotations

from collections.abc import Sequence
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
