"""The JSON API's request and response bodies (`/api/v1`): pydantic models, so the OpenAPI
document describes every field. Requests refuse unknown fields (a misspelt field is a 422, not
silently ignored); responses name the event (`event_id`), teams by name, rounds and tables by
number. Results are written from the table's point of view: `team1` (team 1 wins), `team2`,
`draw`, `double-loss` (`bye` for a bye)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tagduel.services.eventfacts import MAX_MINUTES, ROUND_MINUTES
from tagduel.tournament.attendance import MAX_ROUNDS, MAX_TOP_CUT

ResultWord = Literal["team1", "team2", "draw", "double-loss"]
MAX_DECK_TEXT = 200_000
NameText = Annotated[str, Field(min_length=1, max_length=300)]
NextStep = Literal["register", "pair", "report", "topcut", "cut_report", "finished"]


class Request(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- answers every write may give -------------------------------------------------------------


class Problem(BaseModel):
    detail: str = Field(description="what is wrong, in one line")


class Problems(BaseModel):
    detail: str | list[str] = Field(description="each field's problem, or one line")


class RepeatedOut(BaseModel):
    """The request's `Idempotency-Key` was already used: nothing new was recorded."""

    repeated: Literal[True] = True
    facts: str = Field(description="the facts the first request recorded: '#12' or '#12-14'")
    detail: str


# -- events -----------------------------------------------------------------------------------


class EventIn(Request):
    """Every setting of `tagduel event new` (the same checks as the event form)."""

    name: NameText
    rounds: int | None = Field(
        default=None, ge=1, le=MAX_ROUNDS, description="Swiss rounds (default: the chart)"
    )
    top_cut: int | None = Field(
        default=None, ge=0, le=MAX_TOP_CUT, description="top cut size, 0 for none"
    )
    round_minutes: int = Field(
        default=ROUND_MINUTES,
        ge=1,
        le=MAX_MINUTES,
        description="a round's length (Team Dueling Rules B: 40 minutes)",
    )
    tie_rule: Literal["play-on", "draw"] = "play-on"
    banlist: str = Field(
        default="none",
        max_length=200,
        pattern=r"^(none|text|builtin(:.+)?)$",
        description="'none', 'builtin' or 'builtin:NAME' (a built-in list), or 'text': the "
        "lflist.conf in banlist_text",
    )
    banlist_text: str = Field(default="", max_length=1_000_000)
    banlist_name: str = Field(default="", max_length=200, description="a list of banlist_text")
    pool: Literal["tcg", "ocg", "any"] | None = None
    min_percentage: str | float = Field(default="0", description="0 to 1: 1/3, 0.25 or 25%")
    draw_value: str | float = Field(default="0", description="a draw in a match-win percentage")
    loss_timing: Literal["later", "earlier"] = "later"
    bye_count: Literal["win", "excluded"] = "win"
    dropped_count: Literal["counted", "excluded"] = "counted"


class SettingsOut(BaseModel):
    rounds: int | None
    top_cut: int | None
    tie_rule: str
    round_minutes: int
    banlist: str | None = Field(description="the Forbidden & Limited list's name, if any")
    banlist_source: str
    pool: str | None
    min_percentage: float
    draw_value: float
    loss_timing: str
    bye_count: str
    dropped_count: str


class EventOut(BaseModel):
    event_id: int
    name: str
    created: str
    teams: int
    rounds: int
    stage: str


class EventsOut(BaseModel):
    events: list[EventOut]


class EventCreated(BaseModel):
    event_id: int
    name: str
    settings: SettingsOut


class EventSummary(BaseModel):
    event_id: int
    name: str
    stage: str
    next_step: NextStep
    teams: int
    active: int
    dropped: int
    rounds_paired: int
    rounds_planned: int | None
    top_cut: int | None
    unreported: int = Field(description="tables of the latest round without a result")
    conflicts: int = Field(description="tables whose two teams reported different results")
    has_join_code: bool
    settings: SettingsOut


class JoinCodeOut(BaseModel):
    event_id: int
    code: str = Field(description="shown once; the event's previous code stops working")


# -- teams ------------------------------------------------------------------------------------


class TeamIn(Request):
    """Duelist A is the first name on the registration form, Duelist B the second (Team
    Dueling Rules A). A deck is a ydke:// URL, a deck code, a .ydk file's text or a text list."""

    team: NameText
    a: NameText
    b: NameText
    deck_a: str = Field(min_length=1, max_length=MAX_DECK_TEXT)
    deck_b: str = Field(min_length=1, max_length=MAX_DECK_TEXT)
    late: bool = Field(default=False, description="a match loss for each round already paired")


class TeamChangeIn(Request):
    """What changes (a name typed wrong, a deck replaced), and why: kept with the change."""

    a: str | None = Field(default=None, max_length=300)
    b: str | None = Field(default=None, max_length=300)
    deck_a: str | None = Field(default=None, max_length=MAX_DECK_TEXT)
    deck_b: str | None = Field(default=None, max_length=MAX_DECK_TEXT)
    reason: str = Field(min_length=1, max_length=500)


class ReasonIn(Request):
    reason: str = Field(default="", max_length=500)


class DeckCopies(BaseModel):
    duelist: str
    section: str
    count: int


class DeckProblem(BaseModel):
    code: str
    infraction: str = Field(description="the penalty regulations' deck infraction")
    message: str
    duelists: list[str]
    passcode: int | None
    card: str
    section: str | None
    actual: int | None
    limit: int | None
    copies: list[DeckCopies]


class DeckReport(BaseModel):
    legal: bool
    banlist: str
    duelists: list[str]
    problems: list[DeckProblem]


class IllegalDecksOut(BaseModel):
    """The team's decks break the deck rules: nothing was stored; every problem at once."""

    detail: str
    team: str
    report: DeckReport


class TeamOut(BaseModel):
    name: str
    a: str
    b: str
    first_round: int
    late: bool
    dropped: bool
    record: str = Field(description="wins-losses-draws, a bye counted as a win")
    points: int
    decks: str = Field(description="main+extra+side of Duelist A / of Duelist B")


class TeamsOut(BaseModel):
    event_id: int
    teams: list[TeamOut]


class Registered(BaseModel):
    event_id: int
    team: str
    a: str
    b: str
    first_round: int
    missed: int = Field(description="rounds already paired: a match loss each (late entry)")
    deck_check: DeckReport
    facts: str


class Amended(BaseModel):
    event_id: int
    team: str
    changed: list[str]
    facts: str


class Dropped(BaseModel):
    event_id: int
    team: str
    after_round: int
    unreported_table: int | None = Field(description="its table still waiting for a result")
    facts: str


class Undropped(BaseModel):
    event_id: int
    team: str
    facts: str


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


# -- standings and the top cut ----------------------------------------------------------------


class StandingOut(BaseModel):
    rank: int
    team: str
    points: int
    record: str
    wins: int
    losses: int
    draws: int
    double_losses: int
    byes: int
    win_pct: float
    omw: float = Field(description="opponents' match-win percentage, 0 to 1")
    oomw: float
    loss_round_squares: int
    code: str = Field(description="the tiebreaker number AABBBCCCDDD")
    dropped: bool


class StandingsOut(BaseModel):
    event_id: int
    rounds: int
    standings: list[StandingOut]


class CutMatchOut(BaseModel):
    match: int = Field(description="the number the organiser reports it by")
    round: int
    slot: int
    team1: str | None
    team2: str | None
    winner: str | None
    ready: bool
    bye: bool


class CutRoundOut(BaseModel):
    round: int
    name: str
    matches: list[CutMatchOut]


class BracketOut(BaseModel):
    event_id: int
    planned: int | None = Field(description="the top cut's planned size")
    champion: str | None
    rounds: list[CutRoundOut]


class CutStartIn(Request):
    size: int | None = Field(
        default=None, ge=2, le=MAX_TOP_CUT, description="default: the event's planned cut"
    )


class CutStarted(BracketOut):
    seeds: list[str]
    facts: str


class CutResultIn(Request):
    winner: NameText
    reason: str = Field(default="", max_length=500, description="needed to correct a winner")


class CutReported(BaseModel):
    event_id: int
    match: int
    winner: str
    corrected: bool
    champion: str | None
    facts: str


# -- duelists and the public ------------------------------------------------------------------


class JoinIn(Request):
    code: str = Field(min_length=1, max_length=40)
    name: NameText


class Joined(BaseModel):
    token: str = Field(description="send as `Authorization: Bearer …`")
    event_id: int
    event: str
    team: str
    seat: str = Field(description="A or B, as on the registration form")
    name: str


class MyTableOut(BaseModel):
    round: int
    table: int | None
    bye: bool
    my_seats: list[str]
    my_names: list[str]
    opponent: str | None
    opponent_seats: list[str]
    opponent_names: list[str]
    result: str | None
    record: str


class SlipOut(BaseModel):
    round: int
    table: int


class MeOut(BaseModel):
    event_id: int
    event: str
    team: str | None
    seat: str | None
    name: str | None
    table: MyTableOut | None
    slips: list[SlipOut] = Field(description="tables opened from a match slip's QR code")
    clock: ClockData


class ClaimIn(Request):
    result: ResultWord
    team: str | None = Field(
        default=None, max_length=300, description="only for a match slip: the reporting team"
    )


class Claimed(BaseModel):
    event_id: int
    round: int
    table: int
    team1: str
    team2: str
    team: str
    result: str
    state: str = Field(description="one-sided, conflict, agreed or recorded")
    recorded: bool = Field(description="both teams agree: the result is recorded")
    facts: str


class PublicPairing(BaseModel):
    team: str
    table: int | None
    seats: str
    opponent: str | None


class PublicPairings(BaseModel):
    event_id: int
    round: int
    pairings: list[PublicPairing]
