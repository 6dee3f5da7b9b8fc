"""The duel log as a person reads it: a heading per turn, the opening hands, what each Chain
Link does indented under its "resolves" line, consecutive draws on one line.

A log is written for a reader (`View`): a spectator reads every event's public text, a team also
reads the full text of its own secrets (its duelists' draws, its Set cards), and the full log
names every card. The view is chosen per event from its two forms (`Event.text_for`), never by
filtering text afterwards.

Each line is a `tagduel.i18n.Text` (English as a `str`): an adapter renders it in its reader's
language, the indentation kept in front.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from tagduel.engine.chain_events import ChainLinkResolved, ChainLinkResolving
from tagduel.engine.events import Drew, DuelEnded, Event, TurnStarted
from tagduel.engine.seats import Team
from tagduel.engine.wording import listed, quoted
from tagduel.i18n import Text, lazy

INDENT: Final = "  "


@dataclass(frozen=True, slots=True)
class View:
    """Who reads the log: a spectator (`PUBLIC`), one `team`, or everyone's secrets (`FULL`)."""

    team: Team | None = None
    full: bool = False

    def text(self, event: Event) -> str:
        return event.to_text() if self.full else event.text_for(self.team)

    def sees(self, event: Event) -> bool:
        """True when this reader sees the full text of `event`."""
        private = event.private_to()
        return self.full or private is None or private is self.team


PUBLIC: Final = View()
FULL: Final = View(full=True)


def log_lines(events: Sequence[Event], view: View = PUBLIC) -> list[str]:
    """The log of `events` as `view` may read it, one string per line."""
    lines: list[str] = []
    depth = 1
    if events and isinstance(events[0], Drew):
        lines.append(lazy("Opening hands"))
    for group in _groups(events):
        first = group[0]
        if isinstance(first, TurnStarted):
            lines += ["", view.text(first)] if lines else [view.text(first)]
            depth = 1
        elif isinstance(first, DuelEnded):
            lines.append(view.text(first))
        elif isinstance(first, ChainLinkResolved):
            depth = 1
        elif isinstance(first, Drew):
            lines.append(_indented(depth, _draws(group, view)))
        else:
            lines.append(_indented(depth, view.text(first)))
            if isinstance(first, ChainLinkResolving):
                depth = 2
    return lines


def _indented(depth: int, text: str) -> str:
    """`text` after `depth` indents, still translatable."""
    return Text.joined("", (INDENT * depth, text))


def _groups(events: Sequence[Event]) -> Iterator[list[Event]]:
    """Each event alone, except consecutive draws by one seat, which make one group."""
    group: list[Event] = []
    for event in events:
        if group and not _same_draws(group[-1], event):
            yield group
            group = []
        group.append(event)
    if group:
        yield group


def _same_draws(before: Event, event: Event) -> bool:
    return isinstance(before, Drew) and isinstance(event, Drew) and before.seat is event.seat


def _draws(group: list[Event], view: View) -> str:
    """ "1A draws 2 cards" (public), or '1A draws "Jinzo" and "Dark Hole"' for who may see."""
    draws = [e for e in group if isinstance(e, Drew)]
    seat = draws[0].seat.value
    if len(draws) == 1:
        return view.text(draws[0])
    if not view.sees(draws[0]):
        return lazy("{seat} draws {count} cards", seat=seat, count=len(draws))
    names = listed([quoted(d.card) for d in draws])
    return lazy("{seat} draws {card}", seat=seat, card=names)
