"""Writes that arrive together are committed together: each decided on the state the ones
before it left, one request's error taking back only its own facts, every request answered
after the commit that stores it, a repeated key recorded once."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from services.kit import EVENT, new_event
from tagduel.errors import TagDuelError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.services.projection import EventState
from tagduel.services.rounds import pair_next
from tagduel.store import Repeated

THREADS = 24


def _at_once(actions: list[Callable[[], Any]]) -> list[Any]:
    """Run the actions in threads released together; each slot holds a result or an error."""
    results: list[Any] = [None] * len(actions)
    start = threading.Barrier(len(actions))

    def run(i: int) -> None:
        start.wait(timeout=60)
        try:
            results[i] = actions[i]()
        except BaseException as exc:
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(actions))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    return results


def test_concurrent_writes_each_see_the_facts_of_those_before_them(events: Events) -> None:
    """Each request decides on the state the earlier ones left: no two requests see the same
    log length (the last fact number of the state they decide on)."""
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    pairing = events.tournament(EVENT).paired_round(1).pairing_at(1)

    def claim(i: int) -> Callable[[], int]:
        def decide(state: EventState) -> tuple[list[Any], int]:
            seen = state.last_seq
            payload = {
                "round": 1,
                "table": 1,
                "team": str(pairing.team1),
                "result": "team1",
                "by": f"d{i}",
            }
            return [(FactKind.RESULT_CLAIMED, payload)], seen

        return lambda: events.write(EVENT, decide).value

    seen = _at_once([claim(i) for i in range(THREADS)])
    assert all(isinstance(s, int) for s in seen)
    assert len(set(seen)) == THREADS  # every request saw a different log length
    assert events.store.last_seq(events.store.event(EVENT).id) == max(seen) + 1


def test_an_error_in_one_request_takes_back_only_its_own_facts(events: Events) -> None:
    new_event(events, 4)
    before = events.store.last_seq(events.store.event(EVENT).id)

    def note(i: int) -> Callable[[], object]:
        def decide(_state: EventState) -> tuple[list[Any], int]:
            if i % 3 == 0:
                raise TagDuelError(f"request {i} refused")
            return [
                (FactKind.RESULT_CLAIMED, {"round": 1, "table": 1, "team": "x", "result": "bad"})
            ] if i == 4 else [], i

        return lambda: events.write(EVENT, decide).value

    results = _at_once([note(i) for i in range(THREADS)])
    refused = [r for r in results if isinstance(r, TagDuelError)]
    assert len(refused) == len(range(0, THREADS, 3)) + 1  # every third, and the unreadable fact
    assert events.store.last_seq(events.store.event(EVENT).id) == before  # nothing else written


def test_the_same_request_key_twice_in_one_batch_is_recorded_once(events: Events) -> None:
    new_event(events, 4)
    before = events.store.last_seq(events.store.event(EVENT).id)
    payload = {"reason": "x", "settings": events.tournament(EVENT).settings.to_payload()}

    def configured(_state: EventState) -> tuple[list[Any], None]:
        return [(FactKind.CONFIGURED, payload)], None

    results = _at_once(
        [lambda: events.write(EVENT, configured, request_key="same") for _ in range(8)]
    )
    assert sum(1 for r in results if isinstance(r, Repeated)) == 7
    assert events.store.last_seq(events.store.event(EVENT).id) == before + 1


def test_a_failed_commit_answers_every_request_of_the_batch_with_the_error(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    new_event(events, 4)
    events.store.close()  # the database goes away under the writers
    events.store._engine.dispose()
    events.store.read_only = True
    results = _at_once(
        [
            lambda: events.write(EVENT, lambda s: ([(FactKind.CONFIGURED, {})], None))
            for _ in range(4)
        ]
    )
    assert all(isinstance(r, TagDuelError) for r in results)


@pytest.mark.parametrize("count", [1, 2])
def test_a_lone_request_is_answered_without_waiting_for_others(
    sqlite_events: Events, count: int
) -> None:
    new_event(sqlite_events, 4)
    for _ in range(count):
        assert sqlite_events.write(EVENT, lambda s: ([], s.last_seq)).value > 0


def test_a_request_taken_back_after_its_facts_were_appended_leaves_the_next_numbers_right(
    events: Events,
) -> None:
    """A request whose fact the projection cannot read is taken back (its savepoint) after
    the append: the requests after it in the batch still get consecutive numbers."""
    new_event(events, 4)
    before = events.store.last_seq(events.store.event(EVENT).id)
    good = {"settings": events.tournament(EVENT).settings.to_payload()}
    bad = {"round": 1, "table": 1, "team": "x", "result": "bad"}

    def write(payload: dict[str, object], kind: FactKind) -> Callable[[], object]:
        return lambda: events.write(EVENT, lambda _s: ([(kind, payload)], None))

    actions = []
    for i in range(12):
        actions.append(
            write(bad, FactKind.RESULT_CLAIMED) if i % 2 else write(good, FactKind.CONFIGURED)
        )
    results = _at_once(actions)
    assert sum(1 for r in results if isinstance(r, TagDuelError)) == 6
    seqs = [f.seq for f in events.store.facts(events.store.event(EVENT).id, after=before)]
    assert seqs == list(range(before + 1, before + 7))
