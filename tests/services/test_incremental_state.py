"""The incremental projection: a state advanced fact by fact is the state projected from the
whole log (the oracle: one fold over every fact, from nothing), an advanced state leaves the
state it came from as it was, and one `Events` sees what another process wrote."""

from __future__ import annotations

import random

import pytest

from services.kit import EVENT, cards, new_event, penalty, play_round, team
from tagduel.services.events import Events
from tagduel.services.penalties import PenaltyService
from tagduel.services.projection import EventState, project
from tagduel.services.registration import register_team
from tagduel.services.results import correct_result, report_result
from tagduel.services.rounds import pair_next
from tagduel.store import EventStore, Repeated
from tagduel.tournament.model import Pairing, Result


def _summary(state: EventState) -> object:
    """Everything a page shows of an event, as plain values."""
    return (
        state.last_seq,
        sorted(state.teams),
        [(r.number, r.pairings, r.results) for r in state.rounds()],
        [(s.team, s.points, s.record_text) for s in state.standings()],
        [
            (p.number, p.infraction.id if hasattr(p.infraction, "id") else p.infraction)
            for p in state.penalties
        ],
        sorted(state.drops),
    )


def _random_results(rng: random.Random) -> object:
    choices = [Result.WIN, Result.LOSS, Result.DRAW]
    return lambda _p: rng.choice(choices)


def test_folding_each_fact_in_turn_gives_the_state_of_the_whole_log(sqlite_url: str) -> None:
    rng = random.Random(20261201)
    with EventStore.open(sqlite_url) as store:
        events = Events(store)
        new_event(events, 9, rounds=4)
        for seed in (1, 2):
            play_round(events, seed, _random_results(rng))
        PenaltyService(store).issue(
            EVENT,
            penalty("tardiness", "Duelist 3A", "Team 3", round_=2, facts={"minutes_late": "12:00"}),
        )
        pairing = pair_next(events, EVENT, seed=3).value.pairing.pairings[0]
        report_result(events, EVENT, 3, pairing.table, Result.DRAW)
        correct_result(events, EVENT, 3, pairing.table, Result.WIN, reason="slip misread")
        info = store.event(EVENT)
        facts = store.facts(info.id)
        catalogue = events.penalties.catalogue
        whole = project(info, facts, catalogue)
        step = EventState(info, catalogue)
        for fact in facts:
            step = step.advanced([fact])
        assert _summary(step) == _summary(whole)
        assert _summary(events.tournament(EVENT)) == _summary(whole)


def test_advancing_a_state_leaves_the_state_it_came_from_unchanged(sqlite_url: str) -> None:
    with EventStore.open(sqlite_url) as store:
        events = Events(store)
        new_event(events, 4, rounds=3)
        table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0].table
        before = events.tournament(EVENT)
        standings_before = [(s.team, s.points) for s in before.standings()]
        written = report_result(events, EVENT, 1, table, Result.WIN)
        assert written.state is before or written.state.last_seq == before.last_seq
        assert before.reported(1, table) is None and before.unreported(1) != []
        assert [(s.team, s.points) for s in before.standings()] == standings_before
        after = events.tournament(EVENT)
        assert after.reported(1, table) is not None and after is written.after


def test_a_state_read_again_with_nothing_new_is_the_same_object(sqlite_url: str) -> None:
    with EventStore.open(sqlite_url) as store:
        events = Events(store)
        new_event(events, 4)
        assert events.tournament(EVENT) is events.tournament(EVENT)


def test_one_events_service_sees_what_another_wrote(db_url: str) -> None:
    """Two server processes on one database: each keeps its own states and folds in the
    facts the other wrote on its next read or write."""
    with EventStore.open(db_url) as one_store, EventStore.open(db_url) as two_store:
        one, two = Events(one_store), Events(two_store)
        new_event(one, 4, rounds=3)
        assert len(two.tournament(EVENT).teams) == 4
        register_team(two, EVENT, team(5), cards())
        assert len(one.tournament(EVENT).teams) == 5
        pairings = pair_next(one, EVENT, seed=1).value.pairing.pairings
        table = next(p.table for p in pairings if not p.is_bye)
        report_result(two, EVENT, 1, table, Result.LOSS)
        assert one.tournament(EVENT).result_at(1, table) is Result.LOSS


def test_a_request_repeated_with_its_key_is_recorded_once(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        events = Events(store)
        new_event(events, 4, rounds=3)
        table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0].table

        def report(state: EventState) -> tuple[list[tuple[object, dict[str, object]]], Pairing]:
            from tagduel.services.eventfacts import FactKind

            pairing = state.paired_round(1).pairing_at(table)
            return [
                (FactKind.RESULT_REPORTED, {"round": 1, "table": table, "result": "team1"})
            ], pairing

        first = events.write(EVENT, report, request_key="slip-1-" + str(table))  # type: ignore[arg-type]
        with pytest.raises(Repeated, match=f"fact #{first.facts[0].seq}"):
            events.write(EVENT, report, request_key="slip-1-" + str(table))  # type: ignore[arg-type]
        assert len(events.tournament(EVENT).reports[(1, table)]) == 1


def test_a_fact_the_projection_cannot_read_is_never_committed(sqlite_url: str) -> None:
    from tagduel.services.errors import EventError
    from tagduel.services.eventfacts import FactKind

    with EventStore.open(sqlite_url) as store:
        events = Events(store)
        new_event(events, 4, rounds=3)
        before = store.last_seq(store.event(EVENT).id)
        bad = [(FactKind.RESULT_REPORTED, {"round": 1, "table": 1, "result": "win"})]
        with pytest.raises(EventError, match="cannot be read"):
            events.write(EVENT, lambda _state: (bad, None))
        assert store.last_seq(store.event(EVENT).id) == before


def test_every_earlier_state_stays_as_it_was_while_later_ones_share_what_they_did_not_change(
    sqlite_url: str,
) -> None:
    """A fold copies a container only when it changes it (copy on write): every state made
    fact by fact keeps exactly what it held when made, however many states were made after it
    from the same containers; and a state shares the containers its fact did not touch."""
    from copy import copy
    from datetime import UTC, datetime

    from tagduel.services.clock import ClockAction, ClockChange, change_clock
    from tagduel.services.folds import CONTAINERS as _CONTAINERS
    from tagduel.services.registration import drop_team
    from tagduel.services.selfreport import claim_result

    with EventStore.open(sqlite_url) as store:
        events = Events(store)
        new_event(events, 9, rounds=4)
        play_round(events, 1)
        PenaltyService(store).issue(
            EVENT,
            penalty("tardiness", "Duelist 3A", "Team 3", round_=1, facts={"minutes_late": "12:00"}),
        )
        drop_team(events, EVENT, "Team 5", "went home")
        paired = pair_next(events, EVENT, seed=2).value.pairing.pairings
        change_clock(events, EVENT, ClockChange(ClockAction.STARTED, datetime.now(UTC)))
        first, second = paired[0], paired[1]
        claim_result(events, EVENT, 2, first.table, str(first.team1), Result.WIN, "A")
        claim_result(events, EVENT, 2, first.table, str(first.team2), Result.WIN, "B")
        report_result(events, EVENT, 2, second.table, Result.DRAW)
        correct_result(events, EVENT, 2, second.table, Result.WIN, reason="slip misread")
        info = store.event(EVENT)
        facts = store.facts(info.id)
        catalogue = events.penalties.catalogue
        states, snapshots = [], []
        state = EventState(info, catalogue)
        for fact in facts:
            before = state
            state = state.advanced([fact])
            states.append(state)
            snapshots.append({n: copy(getattr(state, n)) for n in _CONTAINERS})
            changed = {n for n in _CONTAINERS if getattr(state, n) != getattr(before, n)}
            for name in set(_CONTAINERS) - changed:  # untouched: shared, not copied
                assert getattr(state, name) is getattr(before, name), (fact.kind, name)
        kinds = {f.kind for f in facts}
        assert {"result.claimed", "result.corrected", "team.dropped", "round.clock"} <= kinds
        for k, (made, held) in enumerate(zip(states, snapshots, strict=True)):
            assert {n: getattr(made, n) for n in _CONTAINERS} == held, facts[k].kind
            assert _summary(made) == _summary(project(info, facts[: k + 1], catalogue))
