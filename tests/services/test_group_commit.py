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


def _run_loop(main: Callable[[], Any]) -> Any:
    """`asyncio.run(main())` on a thread of its own (a browser test's loop may be running on
    the main thread of the test session)."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(main())).result(timeout=300)


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


def test_writes_awaited_on_an_event_loop_and_from_threads_mix_in_one_queue(
    events: Events,
) -> None:
    """`Events.submit` (a web request on the event loop, `tagduel.web.writes.write_soon`) and
    `Events.write` (a thread that waits) share the event's queue: every request is decided on
    the state the ones before it left, answered after its commit, and a repeated key is
    recorded once; none is lost when the batches are led by a thread that no request of its
    own keeps waiting."""
    import asyncio

    from tagduel.web.writes import write_soon

    new_event(events, 4)
    event_id = events.store.event(EVENT).id
    before = events.store.last_seq(event_id)
    payload = {"settings": events.tournament(EVENT).settings.to_payload()}

    def configured(state: EventState) -> tuple[list[Any], int]:
        return [(FactKind.CONFIGURED, payload)], state.last_seq

    async def awaited() -> list[Any]:
        async def one(i: int) -> Any:
            key = "twice" if i < 3 else None
            try:
                return (await write_soon(events, EVENT, configured, request_key=key)).value
            except Repeated as exc:
                return exc

        loop = asyncio.get_running_loop()
        threads = [
            loop.run_in_executor(None, lambda: events.write(EVENT, configured).value)
            for _ in range(THREADS // 2)
        ]
        return list(await asyncio.gather(*(one(i) for i in range(THREADS)), *threads))

    results = _run_loop(lambda: asyncio.wait_for(awaited(), 120))
    repeats = [r for r in results if isinstance(r, Repeated)]
    seen = [r for r in results if isinstance(r, int)]
    assert len(repeats) == 2  # the key "twice" sent three times: recorded once
    assert len(seen) == THREADS - 2 + THREADS // 2
    assert len(set(seen)) == len(seen)  # each decided on a different log length
    assert events.store.last_seq(event_id) == before + len(seen)
    assert max(seen) == before + len(seen) - 1


def test_a_write_awaited_on_an_event_loop_gets_the_error_of_its_decision(
    sqlite_events: Events,
) -> None:

    from tagduel.web.writes import write_soon

    new_event(sqlite_events, 4)

    def refuse(_state: EventState) -> tuple[list[Any], None]:
        raise TagDuelError("not this table")

    with pytest.raises(TagDuelError, match="not this table"):
        _run_loop(lambda: write_soon(sqlite_events, EVENT, refuse))
    assert _run_loop(lambda: write_soon(sqlite_events, EVENT, lambda s: ([], s.last_seq))).value > 0


def test_requests_awaited_on_a_loop_behind_a_thread_s_batch_are_led_by_that_thread(
    sqlite_events: Events,
) -> None:
    """A thread's write is being committed when writes awaited on the event loop arrive: no
    thread of their own waits for them, so the thread that led the batch before them leads
    theirs too (else they would wait for ever)."""
    import asyncio
    import threading

    from tagduel.web.writes import write_soon

    events = sqlite_events
    new_event(events, 4)
    gate, inside = threading.Event(), threading.Event()

    def slow(state: EventState) -> tuple[list[Any], int]:
        inside.set()
        assert gate.wait(timeout=60)
        return [], state.last_seq

    async def scenario() -> list[int]:
        loop = asyncio.get_running_loop()
        first = loop.run_in_executor(None, lambda: events.write(EVENT, slow).value)
        assert await loop.run_in_executor(None, inside.wait, 60)  # the thread's batch is open
        behind = [
            asyncio.ensure_future(write_soon(events, EVENT, lambda s: ([], s.last_seq)))
            for _ in range(5)
        ]
        await asyncio.sleep(0)  # each queued behind the open batch
        gate.set()
        written = await asyncio.wait_for(asyncio.gather(*behind), 60)
        return [await first, *(w.value for w in written)]

    results = _run_loop(scenario)
    assert len(results) == 6 and all(isinstance(r, int) for r in results)


def test_a_request_gets_the_store_ids_of_its_facts(events: Events) -> None:
    new_event(events, 4)
    payload = {"settings": events.tournament(EVENT).settings.to_payload()}
    written = _at_once(
        [lambda: events.write(EVENT, lambda _s: ([(FactKind.CONFIGURED, payload)], None))] * 6
    )
    event_id = events.store.event(EVENT).id
    stored = {f.seq: f for f in events.store.facts(event_id)}
    for w in written:
        (fact,) = w.facts
        assert fact == stored[fact.seq]  # the id, payload and time the store holds


def test_a_batch_the_database_refuses_is_written_again_request_by_request(
    events: Events, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should the database refuse the batch's facts stored together, each request is written
    again in a savepoint of its own: every request is answered as if nothing had happened."""
    from tagduel.store import EventWriter, StoreError

    new_event(events, 4)
    before = events.store.last_seq(events.store.event(EVENT).id)
    refused = []

    def refuse(self: EventWriter) -> dict[int, int]:
        refused.append(len(self._staged))
        raise StoreError("the database refused the batch")

    monkeypatch.setattr(EventWriter, "flush", refuse)
    payload = {"settings": events.tournament(EVENT).settings.to_payload()}

    def write(i: int) -> Callable[[], object]:
        def decide(_s: EventState) -> tuple[list[Any], int]:
            if i == 5:
                raise TagDuelError("request 5 refused")
            return [(FactKind.CONFIGURED, payload)], i

        key = f"k{i if i < 8 else i - 8}"  # requests 8-11 repeat the keys of 0-3
        return lambda: events.write(EVENT, decide, request_key=key).value

    results = _at_once([write(i) for i in range(12)])
    assert refused, "the batch path was tried first"
    assert isinstance(results[5], TagDuelError) and "5 refused" in str(results[5])
    assert sum(1 for r in results if isinstance(r, Repeated)) == 4  # one of each pair
    seqs = [f.seq for f in events.store.facts(events.store.event(EVENT).id, after=before)]
    assert seqs == list(range(before + 1, before + 8))  # 0-3 (or their twins), 4, 6, 7
