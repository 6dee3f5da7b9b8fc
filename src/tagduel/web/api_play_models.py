"""The JSON API's bodies for standings, the top cut, the duelists' own pages and the public
views. The shared pieces are in `api_models.py`, the rounds' and the clock's in
`api_round_models.py`."""

from __future__ import annotations

from pydantic import BaseModel, Field

from tagduel.tournament.attendance import MAX_TOP_CUT
from tagduel.web.api_models import NameText, Request, ResultWord
from tagduel.web.api_round_models import ClockData

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
