"""The tournament's facts: their kinds, the event settings, and the result words.

An event is an append-only log (`tagduel.store`). The tournament services write the kinds of
`FactKind`; the penalty service writes its own `penalty.*` facts to the same log. Payloads are
plain JSON; this module turns the settings and result words to and from it. Version 1 layout.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tagduel.cards.model import Availability
from tagduel.decks.banlist import BanList
from tagduel.decks.model import Deck
from tagduel.decks.validate import DeckRules
from tagduel.i18n import lazy, message_of
from tagduel.services.errors import EventError
from tagduel.tournament.attendance import check_rounds, check_top_cut
from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Result
from tagduel.tournament.standings import ByeCount, DropCount, LossTiming, StandingsSettings

VERSION = 1
FORMAT = "tag-swiss"
"""Marks an event set up by `tagduel event new` (a judge's penalty can create a bare event)."""


class FactKind(enum.Enum):
    """The kinds of fact the tournament services append to an event's log."""

    CONFIGURED = "event.configured"
    TEAM_REGISTERED = "team.registered"
    TEAM_DROPPED = "team.dropped"
    DROP_UNDONE = "team.drop_undone"
    ROUND_PAIRED = "round.paired"
    ROUND_VOIDED = "round.voided"
    ROUND_CLOCK = "round.clock"
    RESULT_REPORTED = "result.reported"
    RESULT_CORRECTED = "result.corrected"
    TOPCUT_STARTED = "topcut.started"
    TOPCUT_REPORTED = "topcut.reported"
    TOPCUT_CORRECTED = "topcut.corrected"
    RESULT_CLAIMED = "result.claimed"
    TEAM_AMENDED = "team.amended"
    JOIN_CODE_SET = "access.join_code_set"
    JUDGE_CODE_SET = "access.judge_code_set"
    JUDGE_CALL_MADE = "judge.call_made"
    JUDGE_CALL_CLAIMED = "judge.call_claimed"
    JUDGE_CALL_ESCALATED = "judge.call_escalated"
    JUDGE_CALL_RESOLVED = "judge.call_resolved"


TOURNAMENT_KINDS = frozenset(k.value for k in FactKind)


class TieSetting(enum.Enum):
    """Equal LP after the extra turns (issue 6): play on until they differ (default), or draw."""

    PLAY_ON = "play-on"
    DRAW = "draw"


POOLS = {
    "tcg": Availability.TCG,
    "ocg": Availability.OCG,
    "any": Availability.TCG | Availability.OCG,
}

ROUND_MINUTES = 40
"""Seed 001 B: "Tag Dueling rounds are 40 minutes in length."."""
MAX_MINUTES = 24 * 60
"""The longest round or clock extension accepted: a day (a larger number is a typing slip)."""


@dataclass(frozen=True, slots=True)
class EventSettings:
    """What the organiser chose at `event new`; None for rounds/top cut: the attendance chart."""

    rounds: int | None = None
    top_cut: int | None = None
    tie_rule: TieSetting = TieSetting.PLAY_ON
    round_minutes: int = ROUND_MINUTES
    banlist: BanList | None = None
    banlist_source: str = ""
    pool: str | None = None
    standings: StandingsSettings = field(default_factory=StandingsSettings)

    def __post_init__(self) -> None:
        """Every number bounded (`attendance.MAX_ROUNDS`, `MAX_TOP_CUT`, `MAX_MINUTES`), so a
        typing slip is refused here, for the command line and the web form alike."""
        try:
            if self.rounds is not None:
                check_rounds(self.rounds)
            if self.top_cut is not None:
                check_top_cut(self.top_cut)
        except TournamentError as exc:
            raise EventError(message_of(exc)) from None
        if not 1 <= self.round_minutes <= MAX_MINUTES:
            raise EventError(
                lazy(
                    "a round lasts 1 to {most} minutes, not {minutes}",
                    most=MAX_MINUTES,
                    minutes=self.round_minutes,
                )
            )
        if self.pool is not None and self.pool not in POOLS:
            raise EventError(
                lazy(
                    "unknown card pool {pool!r} (use {pools})",
                    pool=self.pool,
                    pools=", ".join(POOLS),
                )
            )

    def deck_rules(self) -> DeckRules:
        """The team deck rules of this event (seed 001 A), with its list and card pool."""
        return DeckRules(banlist=self.banlist, pool=POOLS[self.pool] if self.pool else None)

    def to_payload(self) -> dict[str, Any]:
        s = self.standings
        return {
            "v": VERSION,
            "format": FORMAT,
            "rounds": self.rounds,
            "top_cut": self.top_cut,
            "tie_rule": self.tie_rule.value,
            "round_minutes": self.round_minutes,
            "banlist": _banlist_payload(self.banlist, self.banlist_source),
            "pool": self.pool,
            "standings": {
                "min_percentage": s.min_percentage,
                "bye": s.bye.value,
                "dropped": s.dropped.value,
                "loss_timing": s.loss_timing.value,
                "draw_value": s.draw_value,
            },
        }

    @classmethod
    def from_payload(cls, data: Mapping[str, Any]) -> EventSettings:
        listed = data.get("banlist")
        s = data.get("standings") or {}
        return cls(
            rounds=data.get("rounds"),
            top_cut=data.get("top_cut"),
            tie_rule=TieSetting(data.get("tie_rule", TieSetting.PLAY_ON.value)),
            round_minutes=int(data.get("round_minutes", ROUND_MINUTES)),
            banlist=_banlist_from(listed) if listed else None,
            banlist_source=str(listed.get("source", "")) if listed else "",
            pool=data.get("pool"),
            standings=StandingsSettings(
                min_percentage=float(s.get("min_percentage", 0.25)),
                bye=ByeCount(s.get("bye", ByeCount.AS_WIN.value)),
                dropped=DropCount(s.get("dropped", DropCount.COUNTED.value)),
                loss_timing=LossTiming(s.get("loss_timing", LossTiming.LATER_RANKS_HIGHER.value)),
                draw_value=float(s.get("draw_value", 0.0)),
            ),
        )


def is_tournament(settings: Mapping[str, Any]) -> bool:
    return settings.get("format") == FORMAT


def _banlist_payload(banlist: BanList | None, source: str) -> dict[str, Any] | None:
    """The whole list is kept in the event, so its deck checks never depend on a file."""
    if banlist is None:
        return None
    return {
        "name": banlist.name,
        "source": source,
        "whitelist": banlist.whitelist,
        "availability": int(banlist.availability) if banlist.availability is not None else None,
        "limits": {str(code): copies for code, copies in sorted(banlist.limits.items())},
    }


def _banlist_from(data: Mapping[str, Any]) -> BanList:
    pool = data.get("availability")
    return BanList(
        name=str(data["name"]),
        limits={int(code): int(copies) for code, copies in data["limits"].items()},
        whitelist=bool(data.get("whitelist", False)),
        availability=Availability(pool) if pool is not None else None,
    )


# -- results --------------------------------------------------------------------------------

RESULT_WORDS: dict[str, Result] = {
    "team1": Result.WIN,
    "team2": Result.LOSS,
    "draw": Result.DRAW,
    "double-loss": Result.DOUBLE_LOSS,
}
"""How a table's result is written (team 1's point of view in the domain)."""

_WORD_OF = {result: word for word, result in RESULT_WORDS.items()}
_ALIASES = {
    "1": "team1",
    "team1 wins": "team1",
    "team 1": "team1",
    "2": "team2",
    "team2 wins": "team2",
    "team 2": "team2",
    "d": "draw",
    "double loss": "double-loss",
    "double_loss": "double-loss",
    "dl": "double-loss",
}


def parse_result(text: str) -> Result:
    """`team1`, `team2`, `draw` or `double-loss` (a few spellings accepted) → a `Result`."""
    word = " ".join(text.strip().lower().split())
    word = _ALIASES.get(word, word)
    if word not in RESULT_WORDS:
        wrong = lazy("not a result: {text!r} (use team1, team2, draw or double-loss)", text=text)
        raise EventError(lazy("choose a result") if not word else wrong, cli=wrong)
    return RESULT_WORDS[word]


def result_word(result: Result) -> str:
    """The word a result is written with; a bye is `bye`."""
    return "bye" if result is Result.BYE else _WORD_OF[result]


_RESULT_TEXTS = {
    Result.WIN: lazy("team1"),
    Result.LOSS: lazy("team2"),
    Result.DRAW: lazy("draw"),
    Result.DOUBLE_LOSS: lazy("double-loss"),
    Result.BYE: lazy("bye"),
}


def result_text(result: Result) -> str:
    """`result_word` in a message a person reads (translatable; the same English)."""
    return _RESULT_TEXTS[result]


def describe(result: Result, team1: str, team2: str | None) -> str:
    """A result in words: 'Black Roses beat Team 5D's', 'draw', 'double loss'."""
    if team2 is None or result is Result.BYE:
        return lazy("{team1} has a bye", team1=team1)
    if result is Result.WIN:
        return lazy("{winner} beat {loser}", winner=team1, loser=team2)
    if result is Result.LOSS:
        return lazy("{winner} beat {loser}", winner=team2, loser=team1)
    if result is Result.DRAW:
        return lazy("{team1} and {team2}: draw", team1=team1, team2=team2)
    return lazy("{team1} and {team2}: double loss", team1=team1, team2=team2)


# -- decks ----------------------------------------------------------------------------------


def deck_payload(deck: Deck) -> dict[str, Any]:
    return {
        "name": deck.name,
        "main": list(deck.main),
        "extra": list(deck.extra),
        "side": list(deck.side),
    }


def deck_from(data: Mapping[str, Any]) -> Deck:
    return Deck(
        tuple(int(c) for c in data.get("main", ())),
        tuple(int(c) for c in data.get("extra", ())),
        tuple(int(c) for c in data.get("side", ())),
        str(data.get("name", "")),
    )
