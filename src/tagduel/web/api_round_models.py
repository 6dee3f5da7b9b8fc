"""The JSON API's bodies for rounds: pairing, results (written from the table's point of view:
`team1`, `team2`, `draw`, `double-loss`) and the round clock. The shared pieces and the
events' and teams' bodies are in `api_models.py`."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from tagduel.services.eventfacts import MAX_MINUTES
from tagduel.tournament.attendance import MAX_ROUNDS, MAX_TOP_CUT
from tagduel.web.api_models import NameText, Request, ResultWord

# -- rounds and results -----------------------------------------------------------------------


class PairIn(Request):
    seed: int | None = Field(
        default=None, ge=0, le=2**63 - 1, description="the pairing seed (default: a random one)"
    )
    rounds: int | None = Field(
        default=None, ge=1, le=MAX_ROUNDS, description="override the number of Swiss rounds"
    )
    top_cut: int | None = Field(
        default=None, ge=0, le=MAX_TOP_CUT, description="override the top cut size"
    )


class PairingRowIn(Request):
    table: int
    team1: str = Field(max_length=300)
    team2: str | None = Field(default=None, max_length=300, description="null or 'BYE': a bye")


class PairingRowsIn(Request):
    """A round paired by hand or by another tool: `rows` (problems name row N as 'line N'), or
    `csv` with the columns table,team1,team2. Checked: every active team exactly once."""

    rows: list[PairingRowIn] | None = Field(default=None, max_length=100_000)
    csv: str | None = Field(default=None, max_length=5_000_000)
    source: str = Field(default="API request", max_length=200)


class TableOut(BaseModel):
    table: int
    team1: str
    team2: str | None = Field(description="null: team1 has the bye")
    seats1: list[str] = Field(description="team 1's Duelist A and B: seats 1A and 1B")
    seats2: list[str] = Field(description="team 2's Duelist A and B: seats 2A and 2B")
    result: str | None = Field(description="the result in force; null: none yet")
    source: str = Field(description="report, correction or penalty ('' while missing)")
    claim1: str | None = Field(description="team 1's own report (two-sided reporting)")
    claim2: str | None
    claim_state: str = Field(description="none, one-sided, conflict, agreed, recorded or bye")
    by_penalty: bool
    report_seq: int | None = Field(description="the fact number of the report in force")


class RoundSummaryOut(BaseModel):
    round: int
    tables: int
    missing: int
    conflicts: int
    quality: dict[str, Any] = Field(description="rematches, pair-downs, proven optimal, …")
    seed: int


class RoundsOut(BaseModel):
    event_id: int
    rounds: list[RoundSummaryOut]


class RoundOut(RoundSummaryOut):
    event_id: int
    pairings: list[TableOut]


class PairedOut(RoundOut):
    last_swiss_round: bool
    rounds_planned: int
    top_cut: int
    warnings: list[str] = Field(description="a rematch forced, more rounds than the field allows")
    facts: str


class Voided(BaseModel):
    event_id: int
    round: int
    tables: int
    reason: str
    facts: str


class ResultIn(Request):
    result: ResultWord
    reason: str = Field(
        default="", max_length=500, description="needed to correct a result on record"
    )


class ResultOut(BaseModel):
    event_id: int
    round: int
    table: int
    team1: str
    team2: str
    result: str
    text: str = Field(description="the result in words: 'Black Roses beat Arcadia'")
    corrected: bool
    replaces: int | None = Field(description="the fact a correction replaces")
    facts: str = Field(description="the facts recorded ('' when it was on record already)")


class AcceptIn(Request):
    team: NameText


class Accepted(BaseModel):
    event_id: int
    round: int
    table: int
    team: str
    result: str
    facts: str


class ResultRowIn(Request):
    round: int
    table: int
    result: Literal["team1", "team2", "draw", "double-loss", "bye", ""]
    team1: str = Field(default="", max_length=300, description="checked against the table")
    team2: str = Field(default="", max_length=300)


class ImportIn(Request):
    """Results as `rows` (problems name row N as 'line N'), or `csv` with the columns round,
    table,result (the results export). All or nothing."""

    rows: list[ResultRowIn] | None = Field(default=None, max_length=100_000)
    csv: str | None = Field(default=None, max_length=5_000_000)
    source: str = Field(default="API request", max_length=200)


class StoredResult(BaseModel):
    round: int
    table: int
    result: str


class Imported(BaseModel):
    event_id: int
    stored: list[StoredResult]
    skipped: dict[str, int] = Field(description="rows skipped, by kind")
    facts: str


class RowProblems(BaseModel):
    detail: str
    problems: list[str]


# -- the clock --------------------------------------------------------------------------------


class ClockData(BaseModel):
    """The round clock as the projector counts it down."""

    event_id: int
    state: Literal["not_started", "running", "paused", "time_called", "extra_turns"]
    remaining: int = Field(description="seconds left")
    round: int
    tables_playing: bool
    minutes: int


class TableClock(BaseModel):
    table: int
    state: str = Field(description="playing, extra turns or reported")
    remaining: int
    extra: int = Field(description="seconds this table was extended by")


class GuideOut(BaseModel):
    """The end-of-match procedure of the Team Dueling Rules B for one table."""

    table: int
    team1: str
    team2: str | None
    lines: list[str]


class ClockOut(ClockData):
    tables: list[TableClock]
    guide: GuideOut | None


class ClockIn(Request):
    minutes: int | None = Field(
        default=None, ge=1, le=MAX_MINUTES, description="start: length; extend: extra time"
    )
    table: int | None = Field(default=None, ge=1, description="extend-table: the table")


class ClockChanged(BaseModel):
    event_id: int
    action: str
    clock: ClockData
    facts: str
