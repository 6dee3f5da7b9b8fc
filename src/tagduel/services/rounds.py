"""Pairing the next Swiss round from the event's facts, and knowing when Swiss is over.

Issue 6: every table of the previous round needs its result first; the number of Swiss rounds
and the top cut come from the attendance chart, counting the teams entered for round 1, unless
the organiser overrides them (at `event new`, or when pairing). The structure is recorded with
every `round.paired` fact; the pairing itself is `tagduel.tournament.pair_round` with a
`random.Random(seed)`, and the seed is recorded too, so the round can be reproduced.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from tagduel.i18n import Text, lazy
from tagduel.services.errors import EventError, SwissOverError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState
from tagduel.tournament.attendance import Structure, plan
from tagduel.tournament.pairing import RoundPairing, pair_round


@dataclass(frozen=True, slots=True)
class Paired:
    """A round just paired, the event's structure, and whether Swiss ends with it; `source`
    names the file a round paired elsewhere was entered from (empty: paired here, by `seed`)."""

    pairing: RoundPairing
    structure: Structure
    seed: int
    source: str = ""

    @property
    def last_swiss_round(self) -> bool:
        return self.pairing.round >= self.structure.rounds


def pair_next(
    events: Events,
    name: str,
    seed: int,
    *,
    rounds: int | None = None,
    top_cut: int | None = None,
    request_key: str | None = None,
) -> Written[Paired]:
    """Pair the next round; `rounds`/`top_cut` override the number of rounds and the cut;
    `request_key` as for `Events.write` (a repeated request writes nothing)."""

    def decide(state: EventState) -> tuple[NewFacts, Paired]:
        structure = next_structure(state, rounds, top_cut)
        check_can_pair(state, structure)
        paired = pair_round(
            state.rounds(),
            state.roster(),
            random.Random(seed),
            standings_settings=state.settings.standings,
        )
        outcome = Paired(paired, structure, seed)
        return [(FactKind.ROUND_PAIRED, paired_payload(outcome))], outcome

    return events.write(name, decide, request_key=request_key)


def next_structure(state: EventState, rounds: int | None, top_cut: int | None) -> Structure:
    """The event's shape: fixed at round 1 from the chart and the settings; later overrides
    change only what they name."""
    current = state.structure()
    if current is None:
        teams = len(state.roster().active(1))
        if teams < 2:
            raise EventError(
                lazy(
                    "event {event!r} needs at least 2 teams to pair; it has {teams}",
                    event=state.name,
                    teams=teams,
                )
            )
        settings = state.settings
        return plan(
            teams,
            rounds=rounds if rounds is not None else settings.rounds,
            top_cut=top_cut if top_cut is not None else settings.top_cut,
        )
    if rounds is None and top_cut is None:
        return current
    new_rounds = current.rounds if rounds is None else rounds
    new_cut = current.top_cut if top_cut is None else top_cut
    if new_rounds < len(state.paired):
        raise EventError(
            lazy(
                "{paired} rounds are already paired; cannot plan {rounds}",
                paired=len(state.paired),
                rounds=new_rounds,
            )
        )
    return plan(current.teams, rounds=new_rounds, top_cut=new_cut)


def check_can_pair(state: EventState, structure: Structure) -> None:
    """Refuse to pair during the top cut, before the last round's results, or past Swiss."""
    if state.topcut is not None:
        raise SwissOverError(
            lazy("event {event!r} is in its top cut: Swiss is over", event=state.name)
        )
    if state.paired:
        last = state.paired[-1]
        missing = state.unreported(last.number)
        if missing:
            tables = Text.joined(lazy(", "), [_table_text(state, last.number, t) for t in missing])
            raise EventError(
                lazy(
                    "round {round} still needs a result for table(s) {tables}: report them "
                    "before pairing the next round",
                    round=last.number,
                    tables=tables,
                )
            )
    if len(state.paired) >= structure.rounds:
        raise SwissOverError(
            swiss_over_text(state.name, structure, cli=False),
            cli=swiss_over_text(state.name, structure),
        )


def swiss_over_text(name: str, structure: Structure, *, cli: bool = True) -> str:
    return lazy(
        "Swiss is over: all {rounds} rounds of {event!r} are paired and reported; {next}",
        rounds=structure.rounds,
        event=name,
        next=after_swiss_text(name, structure, cli=cli),
    )


def after_swiss_text(name: str, structure: Structure, *, cli: bool = True) -> str:
    """What follows the last Swiss round: the top cut, or final standings; with the command
    that starts the top cut when `cli`."""
    if structure.top_cut and cli:
        return lazy(
            "the Top {cut} cut is next (`tagduel event topcut {event!r} start`)",
            cut=structure.top_cut,
            event=name,
        )
    if structure.top_cut:
        return lazy("the Top {cut} cut is next", cut=structure.top_cut)
    return lazy("there is no top cut: the standings are final")


def _table_text(state: EventState, number: int, table: int) -> str:
    pairing = state.paired_round(number).pairing_at(table)
    return lazy(
        "{table} ({team1} vs {team2})", table=table, team1=pairing.team1, team2=pairing.team2
    )


def paired_payload(outcome: Paired) -> dict[str, Any]:
    """The `round.paired` fact: tables, diagnostics (with the file of a given pairing), seed
    and the event's structure."""
    paired, s = outcome.pairing, outcome.structure
    diagnostics = dataclasses.asdict(paired.diagnostics)
    solver = paired.diagnostics.solver
    diagnostics["solver"] = solver.value if solver is not None else None
    if outcome.source:
        diagnostics["source"] = outcome.source
    return {
        "round": paired.round,
        "seed": outcome.seed,
        "pairings": [
            {"table": p.table, "team1": p.team1, "team2": p.team2} for p in paired.pairings
        ],
        "diagnostics": diagnostics,
        "structure": {
            "teams": s.teams,
            "rounds": s.rounds,
            "top_cut": s.top_cut,
            "overridden": s.overridden,
        },
    }
