"""A server reads the events in play before it serves (`Events.warm`, `tagduel serve`): the
first duelist to report at a round end does not wait for a 2,048-team log to be read, nor does
everyone behind them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from services.kit import new_event
from tagduel.services.events import Events
from tagduel.store import EventStore
from web.conftest import serve_command


def test_the_events_active_lately_are_read_the_latest_first(db_url: str) -> None:
    now = [datetime(2026, 5, 1, 12, tzinfo=UTC)]
    with EventStore.open(db_url, clock=lambda: now[0]) as store:
        events = Events(store)
        new_event(events, 4, name="Old Cup")
        now[0] += timedelta(days=5)
        new_event(events, 4, name="Warm Cup")
        now[0] += timedelta(minutes=5)
        new_event(events, 4, name="Warmer Cup")
        since = now[0] - timedelta(days=2)
        fresh = Events(store)  # a server starting
        assert fresh.warm(since, 8) == ["Warmer Cup", "Warm Cup"]
        assert fresh.warm(since, 1) == ["Warmer Cup"]
        for name in ("Warm Cup", "Warmer Cup"):  # kept: read without asking the database
            kept = fresh.state(name, fresh=False)
            assert kept.last_seq == store.last_seq(store.event(name).id)
            assert len(kept.teams) == 4
        assert store.event("Old Cup").id not in fresh._states


def test_serve_reads_the_events_in_play_before_serving(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'warm.sqlite'}"
    with EventStore.open(url) as store:
        new_event(Events(store), 4, name="Warm Cup")
    with serve_command(url) as (_proc, lines):
        assert "Events in play, read before serving: Warm Cup\n" in lines, lines
