"""The JSON API's request and response bodies (`/api/v1`): pydantic models, so the OpenAPI
document describes every field. Requests refuse unknown fields (a misspelt field is a 422, not
silently ignored); responses name the event (`event_id`), teams by name, rounds and tables by
number. Results are written from the table's point of view: `team1` (team 1 wins), `team2`,
`draw`, `double-loss` (`bye` for a bye).

This module holds the shared pieces and the events' and teams' bodies; the rounds' and the
clock's are in `api_round_models.py`, the standings', the top cut's, the duelists' and the
public views' in `api_play_models.py`."""

from __future__ import annotations

from typing import Annotated, Literal

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
