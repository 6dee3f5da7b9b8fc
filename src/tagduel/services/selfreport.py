"""Two-sided reporting: each team reports its own table's result; matching reports count.

A duelist reports for their team (a `result.claimed` fact, from the table's point of view: team1
wins, team2 wins, draw, double loss). When the other team's latest report says the same, the
result is recorded at once (`result.reported`, source "both teams"). When they differ the table
is flagged for the organiser, who decides (an ordinary report or correction), or accepts one
team's report as it stands. A team may change its own report until a result is recorded; after
that only the organiser changes it. Users of other tools confuse sides, so every text names both
teams.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tagduel.i18n import lazy
from tagduel.names import name_key
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind, describe, result_word
from tagduel.services.events import Decide, Events, NewFacts, Written
from tagduel.services.projection import ClaimFact, EventState, ReportFact
from tagduel.tournament.model import Pairing, Result


class ClaimState(enum.Enum):
    """Where a table's self-reports stand."""

    NONE = "none"
    ONE_SIDED = "one-sided"
    CONFLICT = "conflict"
    AGREED = "agreed"
    RECORDED = "recorded"


@dataclass(frozen=True, slots=True)
class TableClaims:
    """The table's pairing, each team's latest report, and the result on record."""

    pairing: Pairing
    claims: dict[str, ClaimFact]
    recorded: ReportFact | None

    @property
    def state(self) -> ClaimState:
        if self.recorded is not None:
            return ClaimState.RECORDED
        results = {c.result for c in self.claims.values()}
        if not self.claims:
            return ClaimState.NONE
        if len(self.claims) == 1:
            return ClaimState.ONE_SIDED
        return ClaimState.AGREED if len(results) == 1 else ClaimState.CONFLICT


@dataclass(frozen=True, slots=True)
class Claimed:
    """What a team's report did: stored (and whether it completed the result), or nothing."""

    table: TableClaims
    claim: ClaimFact | None
    recorded: bool
    already: bool = False


def table_claims(state: EventState, round_number: int, table: int) -> TableClaims:
    pairing = state.paired_round(round_number).pairing_at(table)
    return TableClaims(
        pairing,
        dict(state.claims.get((round_number, table), {})),
        state.reported(round_number, table),
    )


def conflicts(state: EventState, round_number: int) -> list[TableClaims]:
    """The round's tables whose two teams reported different results (the organiser decides)."""
    out = []
    for pairing in state.paired_round(round_number).pairings:
        if pairing.is_bye:
            continue
        claims = table_claims(state, round_number, pairing.table)
        if claims.state is ClaimState.CONFLICT:
            out.append(claims)
    return out


def claim_result(
    events: Events,
    name: str,
    round_number: int,
    table: int,
    team: str,
    result: Result,
    by: str,
    *,
    request_key: str | None = None,
) -> Written[Claimed]:
    """Team `team`'s report of its table; recorded as the result when the other team agrees."""
    decide = claim_decision(round_number, table, team, result, by)
    return events.write(name, decide, request_key=request_key)


def claim_decision(
    round_number: int, table: int, team: str, result: Result, by: str
) -> Decide[Claimed]:
    """What team `team`'s report of its table writes, decided on the event's state (for
    `Events.write`, or `Events.submit` where nothing may wait for the commit)."""

    def decide(state: EventState) -> tuple[NewFacts, Claimed]:
        pairing = state.paired_round(round_number).pairing_at(table)
        own = _team_at(state, pairing, team)
        if result is Result.BYE or pairing.is_bye:
            raise EventError(
                lazy(
                    "round {round} table {table} is a bye: it needs no result",
                    round=round_number,
                    table=table,
                )
            )
        current = table_claims(state, round_number, table)
        if current.recorded is not None:
            if current.recorded.result is result:
                return [], Claimed(current, current.claims.get(own), recorded=True, already=True)
            raise EventError(
                lazy(
                    "round {round} table {table} ({team1} vs {team2}) is already recorded: "
                    "{described}; only the organiser can change it now: ask them or a judge",
                    round=round_number,
                    table=table,
                    team1=pairing.team1,
                    team2=pairing.team2,
                    described=_described(current.recorded.result, pairing),
                )
            )
        mine = current.claims.get(own)
        if mine is not None and mine.result is result:
            return [], Claimed(current, mine, recorded=False, already=True)
        payload = {
            "round": round_number,
            "table": table,
            "team": own,
            "result": result_word(result),
            "by": by,
        }
        facts: NewFacts = [(FactKind.RESULT_CLAIMED, payload)]
        other = current.claims.get(_other(pairing, own))
        agreed = other is not None and other.result is result
        if agreed:
            facts = [*facts, (FactKind.RESULT_REPORTED, _report_payload(pairing, result))]
        return facts, Claimed(current, None, recorded=agreed)

    return decide


def accept_claim(
    events: Events,
    name: str,
    round_number: int,
    table: int,
    team: str,
    *,
    request_key: str | None = None,
) -> Written[Result]:
    """The organiser records one team's report as the table's result (the other team did not
    report, or the organiser heard both and decided for this one)."""

    def decide(state: EventState) -> tuple[NewFacts, Result]:
        pairing = state.paired_round(round_number).pairing_at(table)
        own = _team_at(state, pairing, team)
        current = table_claims(state, round_number, table)
        claim = current.claims.get(own)
        if claim is None:
            raise EventError(
                lazy(
                    "{team} has not reported round {round} table {table}",
                    team=own,
                    round=round_number,
                    table=table,
                )
            )
        if current.recorded is not None:
            raise EventError(
                lazy(
                    "round {round} table {table} already has a result (fact #{seq}): correct "
                    "it instead, with a reason",
                    round=round_number,
                    table=table,
                    seq=current.recorded.seq,
                )
            )
        payload = {**_report_payload(pairing, claim.result), "source": f"report of {own}"}
        return [(FactKind.RESULT_REPORTED, payload)], claim.result

    return events.write(name, decide, request_key=request_key)


def _team_at(state: EventState, pairing: Pairing, team: str) -> str:
    key = name_key(team)
    for name in (pairing.team1, pairing.team2):
        if name is not None and name_key(str(name)) == key:
            return str(name)
    raise EventError(
        lazy(
            "team {team!r} does not play at round {round} table {table} ({team1} vs {team2})",
            team=team,
            round=pairing.round,
            table=pairing.table,
            team1=pairing.team1,
            team2=pairing.team2 or "BYE",
        )
    )


def _described(result: Result, pairing: Pairing) -> str:
    return describe(
        result, str(pairing.team1), None if pairing.team2 is None else str(pairing.team2)
    )


def _other(pairing: Pairing, team: str) -> str:
    return str(pairing.team2 if team == pairing.team1 else pairing.team1)


def _report_payload(pairing: Pairing, result: Result) -> dict[str, object]:
    return {
        "round": pairing.round,
        "table": pairing.table,
        "result": result_word(result),
        "team1": pairing.team1,
        "team2": pairing.team2,
        "source": "both teams",
    }
