"""Events: read an event's state and append facts decided from it, one writer at a time.

Every use case of the tournament services follows one pattern: take the event's write lock
(`EventStore.writer`: SQLite's write lock, a PostgreSQL advisory lock per event, so several
server processes can share one database), fold the facts written since the state this process
last saw into it (`EventState.advanced`), decide from that state what facts to append, append
them and commit. Writers of one event queue; none is refused for being busy, and a fact, once
`write` returns, is committed (the store's durability). A request may carry an idempotency key:
a repeat of it (a double click, a retry) writes nothing and raises `Repeated`.

An `Events` keeps the newest state of each event it has read, so a read costs one query for the
facts written since (usually none) and never re-projects the whole log. Writes that arrive
together (a round end: every table reporting at once) are committed together: the first request
leads, takes every request waiting for that event, decides each on the state the ones before it
left (a request's error stages none of its facts), stores the facts of all of them in two
statements, commits once (should the database refuse the batch, each request is written again
in a savepoint of its own, so only the one at fault fails), answers them all, and hands the
lead to the next request that arrived meanwhile. A request is answered only after the commit
that stores it. `submit` queues a write without a thread waiting for it (an asynchronous web
request): its outcome is handed to a callback, and the thread leading the batches leads the
next one too when it holds only such requests.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Generic, TypeVar, cast

from tagduel.i18n import lazy
from tagduel.names import name_key
from tagduel.penalties.catalogue import Catalogue
from tagduel.services.eventfacts import EventSettings, FactKind
from tagduel.services.penalties import PenaltyService
from tagduel.services.projection import EventState
from tagduel.store import EventExistsError, EventInfo, EventStore, EventWriter, Fact, Repeated

T = TypeVar("T")
NewFacts = Sequence[tuple[FactKind, Mapping[str, Any]]]
Decide = Callable[[EventState], tuple[NewFacts, T]]
Done = Callable[["Written[Any] | None", "BaseException | None"], None]
BATCH_MAX = 256
"""The most requests committed together."""

__all__ = ["Decide", "Events", "NewFacts", "Repeated", "Written"]


@dataclass(frozen=True, slots=True)
class Written(Generic[T]):
    """The facts stored for a request (none when it changed nothing), what it decided, the
    state it was decided on, and the state with the new facts (`after`)."""

    facts: tuple[Fact, ...]
    value: T
    state: EventState
    after: EventState


@dataclass(eq=False)
class _Request:
    """A write waiting for its batch: what it decides, its key, and (when done) its outcome."""

    decide: Decide[Any]
    key: str | None
    lead: bool = False
    outcome: tuple[Written[Any] | None, BaseException | None] | None = None
    wake: threading.Event | None = None
    """What the thread waiting for it (`write`) waits on; None for `submit`."""
    done: Done | None = None
    """Told the outcome (`submit`); None: a thread waits on `wake` (`write`)."""

    def finish(self) -> None:
        if self.wake is not None:
            self.wake.set()
        if self.done is not None and self.outcome is not None:
            self.done(*self.outcome)


class Events:
    """The tournament's door to the store: create an event, read its state, append facts."""

    def __init__(self, store: EventStore, catalogue: Catalogue | None = None) -> None:
        self.store = store
        self.penalties = PenaltyService(store, catalogue)
        self._states: dict[int, EventState] = {}
        self._guard = threading.Lock()
        self._writers: dict[int, threading.Lock] = {}
        self._queues: dict[int, list[_Request]] = {}
        self._infos: dict[str, EventInfo] = {}
        self._readers: dict[int, threading.Lock] = {}
        self._leading: dict[int, bool] = {}
        self.listeners: list[Callable[[int, int], None]] = []
        """Called as (event id, last fact number) after every write this service commits."""

    def create(self, name: str, settings: EventSettings) -> tuple[EventInfo, bool]:
        """A new tournament event; an event a judge's penalty created is set up in place
        (True: it existed already and got an `event.configured` fact)."""
        payload = settings.to_payload()
        try:
            return self.store.create_event(name, payload), False
        except EventExistsError:
            pass
        info = self.store.event(name)
        with self._writer_lock(info.id), self.store.writer(info.id) as writer:
            state = self._advance(info, writer.facts(after=self._known(info.id)))
            if state.configured:
                raise EventExistsError(
                    lazy("an event named {event!r} already exists", event=state.name)
                ) from None
            stored = writer.append_all([(FactKind.CONFIGURED.value, {"settings": payload})])
        self._tell(info.id, stored[-1].seq)
        return state.info, True

    def info(self, name: str) -> EventInfo:
        """The event of that name (kept once found: events are never renamed or removed)."""
        key = name_key(name)
        found = self._infos.get(key)
        if found is None:
            found = self.store.event(name)
            self._infos[key] = found
        return found

    def info_by_id(self, event_id: int) -> EventInfo | None:
        """The event numbered `event_id`, or None."""
        for info in self._infos.values():
            if info.id == event_id:
                return info
        found = next((e for e in self.store.events() if e.id == event_id), None)
        if found is not None:
            self._infos[name_key(found.name)] = found
        return found

    def state(self, name: str, *, fresh: bool = True) -> EventState:
        """The event's state now: its facts projected, with the penalties in force.

        Readers of one event take turns to fetch what was written since (the second reader
        finds the first one's state and fetches little or nothing). `fresh=False` gives the
        state this process knows without asking the database (for checking a request's
        parameters before a write, which decides again on the state under the write lock).
        """
        info = self.info(name)
        if not fresh:
            known = self._states.get(info.id)
            if known is not None:
                return known
        with self._reader_lock(info.id):
            return self._advance(info, self.store.facts(info.id, after=self._known(info.id)))

    def warm(self, since: datetime, most: int) -> list[str]:
        """Read the states of the events active since `since` (at most `most`, the most
        recently active first), so that their first request does not wait for the whole log
        to be read; the names of those read. An event that cannot be read is left for its
        first request to report."""
        read = []
        for info in self.store.active_events(since)[:most]:
            try:
                self.state(info.name)
            except Exception:  # its first request will say what is wrong with it
                continue
            read.append(info.name)
        return read

    def tournament(self, name: str) -> EventState:
        """The state of an event set up with `event new` (else a clear error)."""
        state = self.state(name)
        state.require_tournament()
        return state

    def write(self, name: str, decide: Decide[T], *, request_key: str | None = None) -> Written[T]:
        """Decide from the current state and append, holding the event's write lock.

        With `request_key`, a request already recorded under that key raises `Repeated`
        (nothing written); otherwise the key is stored with the facts. Requests that arrive
        together are committed together (`_commit`): each is decided on the state the ones
        before it left, and all are stored and answered after one commit.
        """
        info = self.info(name)
        wake = threading.Event()
        request = _Request(decide, request_key, wake=wake)
        self._enqueue(info, request)
        while request.outcome is None:
            if request.lead:
                self._lead(info)
            else:
                wake.wait()
                wake.clear()
        result, error = request.outcome
        if error is not None:
            raise error
        assert result is not None
        return cast(Written[T], result)

    def submit(
        self, name: str, decide: Decide[T], done: Done, *, request_key: str | None = None
    ) -> Callable[[], None] | None:
        """Queue a write as `write` does, without waiting: `done(written, error)` is called on
        the thread that commits it, once committed (or refused). When no batch of the event is
        being committed, this request leads: the work to run on a thread of the caller's
        choosing is returned (else None, and a thread already leading takes it)."""
        info = self.info(name)
        request = _Request(decide, request_key, done=done)
        if self._enqueue(info, request):
            return lambda: self._lead(info)
        return None

    def _enqueue(self, info: EventInfo, request: _Request) -> bool:
        """Queue `request`; True when it leads (no batch of the event is being committed)."""
        with self._guard:
            self._queues.setdefault(info.id, []).append(request)
            if not self._leading.get(info.id):
                self._leading[info.id] = True
                request.lead = True
        return request.lead

    def _lead(self, info: EventInfo) -> None:
        """Commit the waiting requests of the event as one batch, then hand the lead on: to the
        thread waiting for the next request, or, when no thread waits for it (`submit`), lead
        its batch too."""
        while True:
            with self._guard:
                queue = self._queues[info.id]
                batch = queue[:BATCH_MAX]
                del queue[: len(batch)]
            try:
                self._commit(info, batch)
            finally:
                with self._guard:
                    rest = self._queues[info.id]
                    following = rest[0] if rest else None
                    if following is not None:
                        following.lead = True
                    else:
                        self._leading[info.id] = False
                for request in batch:
                    request.finish()
                if following is not None and following.wake is not None:
                    following.wake.set()
            if following is None or following.wake is not None:
                return

    def _commit(self, info: EventInfo, batch: list[_Request]) -> None:
        """Decide and append each request in turn, in one transaction and one commit: the
        facts of the whole batch are stored together (`_commit_together`); when the database
        refuses them, each request is written again in a savepoint of its own, so only the
        request at fault fails (`_commit_each`)."""
        try:
            state = self._commit_together(info, batch)
        except Exception:
            for request in batch:
                request.outcome = None
            self._commit_each(info, batch)
            return
        except BaseException as exc:
            for request in batch:
                request.outcome = (None, exc)
            raise
        self._remember(state)
        self._tell(info.id, state.last_seq)

    def _commit_together(self, info: EventInfo, batch: list[_Request]) -> EventState:
        """The batch decided request by request, every fact and request key stored in two
        statements at the end; the outcomes given once committed."""
        decided: list[tuple[_Request, list[Fact], Any, EventState, EventState]] = []
        with self._writer_lock(info.id), self.store.writer(info.id) as writer:
            state = self._advance(info, writer.facts(after=self._known(info.id)))
            seen = writer.recorded(r.key for r in batch if r.key is not None)
            for request in batch:
                state = self._decide_staged(writer, state, request, seen, decided)
            ids = writer.flush()
        for request, staged, value, before, after in decided:
            stored = tuple(replace(f, id=ids[f.seq]) for f in staged)
            request.outcome = (Written(stored, value, before, after), None)
        return state

    def _decide_staged(
        self,
        writer: EventWriter,
        state: EventState,
        request: _Request,
        seen: dict[str, tuple[int, int]],
        decided: list[tuple[_Request, list[Fact], Any, EventState, EventState]],
    ) -> EventState:
        """One request of `_commit_together`: its error stages nothing."""
        key = request.key
        try:
            if key is not None and key in seen:
                raise Repeated(key, *seen[key])
            state.require_tournament()
            items, value = request.decide(state)
            staged = writer.stage([(k.value, p) for k, p in items], request_key=key)
            try:
                after = state.advanced(staged)  # a fact the projection cannot read is not kept
            except BaseException:
                writer.unstage(staged)
                raise
        except Exception as exc:
            request.outcome = (None, exc)
            return state
        if key is not None and staged:
            seen[key] = (staged[0].seq, staged[-1].seq)
        decided.append((request, staged, value, state, after))
        return after

    def _commit_each(self, info: EventInfo, batch: list[_Request]) -> None:
        """The batch again, each request in a savepoint of its own."""
        try:
            with self._writer_lock(info.id), self.store.writer(info.id) as writer:
                state = self._advance(info, writer.facts(after=self._known(info.id)))
                for request in batch:
                    state = self._decide_one(writer, state, request)
        except BaseException as exc:  # the commit failed: nothing of the batch is stored
            for request in batch:
                if request.outcome is None or request.outcome[1] is None:
                    request.outcome = (None, exc)
            if not isinstance(exc, Exception):
                raise
            return
        self._remember(state)
        self._tell(info.id, state.last_seq)

    def _decide_one(self, writer: EventWriter, state: EventState, request: _Request) -> EventState:
        """One request within the batch's transaction; its error takes back only its facts."""
        try:
            with writer.savepoint():
                if request.key is not None:
                    writer.check_request(request.key)
                state.require_tournament()
                items, value = request.decide(state)
                stored: list[Fact] = []
                after = state
                if items:
                    stored = writer.append_all(
                        [(kind.value, payload) for kind, payload in items],
                        request_key=request.key,
                        checked=True,
                    )
                    after = state.advanced(stored)  # a fact the projection cannot read is not kept
        except Exception as exc:
            request.outcome = (None, exc)
            return state
        request.outcome = (Written(tuple(stored), value, state, after), None)
        return after

    # -- the states this process knows -------------------------------------------------------

    def _known(self, event_id: int) -> int:
        known = self._states.get(event_id)
        return known.last_seq if known is not None else 0

    def _advance(self, info: EventInfo, facts: Sequence[Fact]) -> EventState:
        known = self._states.get(info.id)
        base = known if known is not None else EventState(info, self.penalties.catalogue)
        return self._remember(base.advanced(facts))

    def _remember(self, state: EventState) -> EventState:
        """Keep `state` unless a newer one is kept already (another thread read further)."""
        with self._guard:
            known = self._states.get(state.info.id)
            if known is None or known.last_seq < state.last_seq:
                self._states[state.info.id] = state
                return state
            return known if known.last_seq > state.last_seq else state

    def _tell(self, event_id: int, seq: int) -> None:
        for listener in list(self.listeners):
            listener(event_id, seq)

    def _reader_lock(self, event_id: int) -> threading.Lock:
        with self._guard:
            return self._readers.setdefault(event_id, threading.Lock())

    def _writer_lock(self, event_id: int) -> threading.Lock:
        """One writer per event within this process (other processes wait at the store)."""
        with self._guard:
            return self._writers.setdefault(event_id, threading.Lock())
