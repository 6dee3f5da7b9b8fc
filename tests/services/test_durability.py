"""Issue 6: "A process killed at any moment loses no acknowledged fact: test it by killing a
writer mid-round and reopening the event." On SQLite and on PostgreSQL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from services.kit import DECKS
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.store import EventStore

WRITER = """
import sys
from pathlib import Path
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.decks.formats import read_deck
from tagduel.services.eventfacts import EventSettings
from tagduel.services.events import Events
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.store import EventStore
from tagduel.tournament.model import Result

url, decks = sys.argv[1], Path(sys.argv[2])
db = builtin_cards()
light = read_deck((decks / "light-A.ydk").read_bytes(), source="light-A.ydk", db=db)
dark = read_deck((decks / "dark-B.ydk").read_bytes(), source="dark-B.ydk", db=db)

def ack(written):
    for fact in written.facts:
        print(fact.seq, fact.kind, flush=True)

events = Events(EventStore.open(url))
events.create("Crash Cup", EventSettings(rounds=30, top_cut=0))
for i in range(1, 9):
    entry = TeamRequest(f"T{i}", DuelistEntry(f"A{i}", light), DuelistEntry(f"B{i}", dark))
    ack(register_team(events, "Crash Cup", entry, db))
for number in range(1, 31):
    paired = pair_next(events, "Crash Cup", seed=number)
    ack(paired)
    for p in paired.value.pairing.pairings:
        ack(report_result(events, "Crash Cup", number, p.table, Result.WIN))
"""

KILL_AFTER_RESULTS = 6  # round 1 has 4 tables: killed during round 2, after 2 of its results


def test_a_writer_killed_mid_round_loses_no_acknowledged_fact(db_url: str) -> None:
    acknowledged: list[tuple[int, str]] = []
    results = 0
    with subprocess.Popen(
        [sys.executable, "-c", WRITER, db_url, str(Path(DECKS))],
        stdout=subprocess.PIPE,
        text=True,
    ) as proc:
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                seq, kind = line.split()
                acknowledged.append((int(seq), kind))
                results += kind == FactKind.RESULT_REPORTED.value
                if results == KILL_AFTER_RESULTS:
                    proc.kill()
                    break
        finally:
            proc.kill()
            proc.wait(timeout=60)
    assert results == KILL_AFTER_RESULTS, "the writer stopped before it was killed"
    with EventStore.open(db_url) as store:
        state = Events(store).tournament("Crash Cup")
        stored = {(f.seq, f.kind) for f in store.facts(state.info.id)}
    assert set(acknowledged) <= stored
    assert len(state.teams) == 8
    assert len(state.paired) == 2, "killed during round 2"
    reported_in_two = [t for t in range(1, 5) if state.reported(2, t) is not None]
    assert len(reported_in_two) >= 2
    rows = state.standings()
    assert sum(r.points for r in rows) == 3 * (4 + len(reported_in_two))
    assert state.unreported(2) == [t for t in range(1, 5) if t not in reported_in_two]
