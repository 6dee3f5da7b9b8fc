"""Taking back an organiser's step by a new fact, never an edit: void a pairing, undo a drop.

- `void_round`: the latest round's pairing is withdrawn while nothing has happened at its
  tables (no result reported, none decided by a penalty), with a written reason; the round can
  then be paired again. A drop or a late entry recorded while the voided pairing stood then dates
  from the round before it (the voided round was never played).
- `undo_drop`: a team the organiser dropped is back, as long as no round has been paired
  without it since (else its record would have a hole); a disqualification is undone by voiding
  the penalty (`tagduel judge void`), not here.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.i18n import lazy, lazy_plural
from tagduel.names import clean_text
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import Drop, EventState, PairedRound


@dataclass(frozen=True, slots=True)
class Voided:
    """The round whose pairing was withdrawn, its number of tables, and why."""

    round: int
    tables: int
    reason: str


@dataclass(frozen=True, slots=True)
class Undropped:
    """The team back in the event, and the drop its fact replaces."""

    team: str
    drop: Drop
    reason: str


def void_round(
    events: Events,
    name: str,
    reason: str,
    round_number: int | None = None,
    *,
    request_key: str | None = None,
) -> Written[Voided]:
    """Withdraw the latest round's pairing (`round_number`, when given, must be it)."""
    why = clean_text(reason, what=lazy("reason"))
    if not why:
        raise EventError(
            lazy("voiding a pairing needs a written reason"),
            cli=lazy("voiding a pairing needs a written reason (--reason TEXT)"),
        )

    def decide(state: EventState) -> tuple[NewFacts, Voided]:
        paired = _voidable(state, round_number)
        payload = {"round": paired.number, "replaces": paired.seq, "reason": why}
        voided = Voided(paired.number, len(paired.pairings), why)
        return [(FactKind.ROUND_VOIDED, payload)], voided

    return events.write(name, decide, request_key=request_key)


def _voidable(state: EventState, round_number: int | None) -> PairedRound:
    if state.topcut is not None:
        raise EventError(
            lazy("event {event!r} is in its top cut: Swiss pairings stay", event=state.name)
        )
    if not state.paired:
        raise EventError(lazy("event {event!r} has no paired round to void", event=state.name))
    latest = state.paired[-1]
    if round_number is not None and round_number != latest.number:
        raise EventError(
            lazy(
                "only the latest round's pairing can be voided: round {latest}, not round {round}",
                latest=latest.number,
                round=round_number,
            )
        )
    reported = sorted(t for (r, t) in state.reports if r == latest.number)
    if reported:
        values = {"round": latest.number, "tables": tables_text(reported)}
        raise EventError(
            lazy(
                "round {round} has results at {tables}: only a pairing with no result can be "
                "voided (a result is changed by a correction)",
                **values,
            ),
            cli=lazy(
                "round {round} has results at {tables}: only a pairing with no result can be "
                "voided (change a result with `tagduel event correct`)",
                **values,
            ),
        )
    decided = sorted(t for (r, t) in state.effects.deciding if r == latest.number)
    if decided:
        raise EventError(
            lazy(
                "a penalty decides the result at {tables} of round {round}: only a pairing "
                "with no result can be voided",
                tables=tables_text(decided),
                round=latest.number,
            )
        )
    return latest


def undo_drop(
    events: Events, name: str, team: str, reason: str = "", *, request_key: str | None = None
) -> Written[Undropped]:
    """Take back the organiser's drop of `team` while no round was paired without it."""
    why = clean_text(reason, what=lazy("reason"))

    def decide(state: EventState) -> tuple[NewFacts, Undropped]:
        entry = state.team(team)
        drop = _undoable(state, entry.name)
        payload = {"team": entry.name, "replaces": drop.seq, "reason": why}
        return [(FactKind.DROP_UNDONE, payload)], Undropped(entry.name, drop, why)

    return events.write(name, decide, request_key=request_key)


def _undoable(state: EventState, team: str) -> Drop:
    if state.topcut is not None:
        raise EventError(
            lazy("event {event!r} is in its top cut: its drops stay", event=state.name)
        )
    if team in state.effects.disqualified:
        raise EventError(
            lazy(
                "team {team!r} is disqualified by a penalty: a judge voids the penalty to take "
                "it back",
                team=team,
            ),
            cli=lazy(
                "team {team!r} is disqualified by a penalty: a judge voids the penalty "
                "(`tagduel judge void`) to take it back",
                team=team,
            ),
        )
    drop = state.drops.get(team)
    if drop is None:
        raise EventError(lazy("team {team!r} is not dropped", team=team))
    if len(state.paired) > drop.after_round:
        missed = drop.after_round + 1
        dropped = (
            lazy("dropped after round {round}", round=drop.after_round)
            if drop.after_round
            else lazy("dropped before round 1")
        )
        values = {"team": team, "dropped": dropped, "missed": missed}
        if len(state.paired) == missed:
            raise EventError(
                lazy(
                    "team {team!r} was {dropped} and round {missed} was paired without it: it "
                    "cannot come back (while round {missed} has no result, voiding its pairing "
                    "withdraws it)",
                    **values,
                ),
                cli=lazy(
                    "team {team!r} was {dropped} and round {missed} was paired without it: it "
                    "cannot come back (while round {missed} has no result, `tagduel event "
                    "void-pairing` withdraws it)",
                    **values,
                ),
            )
        raise EventError(
            lazy(
                "team {team!r} was {dropped} and round {missed} was paired without it: it "
                "cannot come back",
                **values,
            )
        )
    return drop


def tables_text(tables: list[int]) -> str:
    """'table 3' or 'tables 1, 4'."""
    numbers = ", ".join(str(t) for t in tables)
    return lazy_plural(len(tables), "table {numbers}", "tables {numbers}", numbers=numbers)
