"""The services' messages for people (web review items 4, 15, 19): a refusal whose remedy is a
command keeps the command for the command line only; a drop before any pairing says so; an
import's summary names every skipped row."""

from __future__ import annotations

import pytest

from services.kit import AT, EVENT, new_event, play_round
from tagduel.errors import TagDuelError, for_cli
from tagduel.i18n import Text
from tagduel.services.amend import undo_drop
from tagduel.services.clock import ClockAction, ClockChange, change_clock
from tagduel.services.errors import EventError
from tagduel.services.events import Events
from tagduel.services.listings import team_status
from tagduel.services.notices import drop_text, import_summary
from tagduel.services.placings import final_placings
from tagduel.services.registration import drop_team
from tagduel.services.results import ResultRow, RowKind, correct_result, import_results
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result

CLI_WORDS = ("--", "tagduel event", "tagduel judge", "`")


def _plain(error: TagDuelError) -> str:
    message = str(error)
    assert not [w for w in CLI_WORDS if w in message], message
    return message


def test_a_refusal_keeps_its_command_for_the_command_line_only(sqlite_events: Events) -> None:
    events = sqlite_events
    new_event(events, 4)
    play_round(events, seed=1)
    with pytest.raises(EventError) as refused:
        correct_result(events, EVENT, 1, 1, Result.DRAW, "  ")
    assert _plain(refused.value) == "a correction needs a written reason"
    assert for_cli(refused.value) == "a correction needs a written reason (--reason TEXT)"
    pair_next(events, EVENT, seed=2)
    with pytest.raises(EventError) as not_started:
        change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, AT))
    assert _plain(not_started.value) == "round 2's clock has not been started: start it first"
    assert "`tagduel event clock 'City Cup' start`" in for_cli(not_started.value)


def test_an_error_without_a_command_line_wording_prints_its_message() -> None:
    error = EventError(Text.of("team {team!r} is not dropped", team="X"))
    assert for_cli(error) == "team 'X' is not dropped"
    assert isinstance(for_cli(error), Text)  # still translatable for the CLI's --lang


def test_placings_not_ready_are_a_translatable_message(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4)
    play_round(sqlite_events, seed=1)
    with pytest.raises(EventError) as refused:
        final_placings(sqlite_events.tournament(EVENT))
    message = refused.value.args[0]
    assert isinstance(message, Text) and "has no final placings yet" in message


def test_a_team_dropped_before_any_pairing_is_dropped_before_round_1(
    sqlite_events: Events,
) -> None:
    new_event(sqlite_events, 4)
    written = drop_team(sqlite_events, EVENT, "Team 3")
    said = drop_text(written)
    assert said.startswith("Team 'Team 3' dropped before round 1 (fact #")
    assert "round 0" not in said
    state = sqlite_events.tournament(EVENT)
    assert team_status(state, state.team("Team 3")) == "dropped before round 1"


def test_an_import_summary_names_every_skipped_row(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4)
    pair_next(sqlite_events, EVENT, seed=1)
    rows = [
        ResultRow(2, "1", "1", "team1"),
        ResultRow(3, "1", "2", ""),
        ResultRow(4, "1", "1", "team1"),
    ]
    first = import_results(sqlite_events, EVENT, rows, "r.csv").value
    assert first.skipped_rows == ((3, RowKind.EMPTY), (4, RowKind.ALREADY))
    assert import_summary(first, "r.csv") == (
        "1 result imported from r.csv; rows skipped: line 4: already recorded; "
        "line 3: no result given."
    )
    again = import_results(sqlite_events, EVENT, rows[:2], "r.csv").value
    assert import_summary(again, "r.csv") == (
        "Nothing imported from r.csv: no row holds a new result (line 2: already recorded; "
        "line 3: no result given)."
    )


def test_a_team_dropped_before_round_1_cannot_come_back_once_round_1_is_paired(
    sqlite_events: Events,
) -> None:
    new_event(sqlite_events, 5)
    drop_team(sqlite_events, EVENT, "Team 3")
    pair_next(sqlite_events, EVENT, seed=1)
    with pytest.raises(EventError) as refused:
        undo_drop(sqlite_events, EVENT, "Team 3")
    assert _plain(refused.value).startswith(
        "team 'Team 3' was dropped before round 1 and round 1 was paired without it"
    )
    assert "`tagduel event void-pairing`" in for_cli(refused.value)
