"""Running a scenario: set up the position, play the `do:` lines, check the `expect:` lines.

A `do:` line the engine rejects fails the scenario with the engine's reason (the lines after it
are not played and the expectations are not checked); `steps.py` plays the lines. `illegal:`/
`legal:` lines are checked against the final position with the engine's own legality check,
which never changes it. A broken engine invariant (a bug in tagduel, never the scenario's
fault) fails the scenario at the line that broke it, so a folder run goes on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tagduel.engine.codec import state_hash
from tagduel.engine.duel import Duel
from tagduel.engine.errors import InvariantError, RulesError
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat, Team
from tagduel.engine.zones import CardInstance, Location
from tagduel.scenario.model import Expectation, Place, Scenario, Subject
from tagduel.scenario.steps import Player, action_for

LAST_EVENTS = 8


@dataclass(frozen=True, slots=True)
class Failure:
    """Why a scenario failed: the line, what was expected, what was found."""

    text: str
    place: Place
    expected: str
    actual: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "line": self.place.line,
            "text": self.text,
            "expected": self.expected,
            "actual": self.actual,
        }


@dataclass(slots=True)
class Result:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    events: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": self.scenario.file,
            "title": self.scenario.title,
            "status": "PASS" if self.passed else "FAIL",
            "failures": [f.to_dict() for f in self.failures],
            "last_events": self.events if self.failures else [],
        }


def run_scenario(
    scenario: Scenario, *, scripts: Scripts | None = None, debug: bool = True
) -> Result:
    """Play a scenario and check it. `debug` checks the engine's invariants after every step."""
    duel = Duel.from_position(
        scenario.setup,
        seed=scenario.seed,
        scripts=scripts,
        debug=debug,
        manual=scenario.manual,
    )
    result = Result(scenario)
    player = Player(duel)
    steps = scenario.steps
    for i, step in enumerate(steps):
        following = steps[i + 1].text if i + 1 < len(steps) else None
        try:
            player.play(step.text, following)
        except RulesError as exc:
            result.failures.append(
                Failure(step.text, step.place, "the engine accepts it", f"rejected: {exc}")
            )
            break
        except InvariantError as exc:
            result.failures.append(
                Failure(step.text, step.place, "the engine accepts it", f"a bug in tagduel: {exc}")
            )
            break
    else:
        for expectation in scenario.expectations:
            failure = check(duel, expectation)
            if failure is not None:
                result.failures.append(failure)
    result.events = [e.to_text() for e in duel.events[-LAST_EVENTS:]]
    return result


def check(duel: Duel, e: Expectation) -> Failure | None:
    """None when the expectation holds, else what was found instead."""
    if e.subject in (Subject.ILLEGAL, Subject.LEGAL):
        return _legality(duel, e)
    actual = _observe(duel, e)
    if e.subject is Subject.HAS:
        ok = any(c.name.casefold() == e.card.casefold() for c in _cards(duel, e))
    elif e.subject is Subject.LACKS:
        ok = not any(c.name.casefold() == e.card.casefold() for c in _cards(duel, e))
    else:
        ok = e.op.holds(actual, e.value)
    return None if ok else Failure(e.text, e.place, e.text, _show(actual))


def _observe(duel: Duel, e: Expectation) -> object:
    state = duel.state
    if e.subject is Subject.LP:
        return state.lp[Team.parse(e.who)]
    if e.subject is Subject.COUNT:
        return len(_cards(duel, e))
    if e.subject in (Subject.HAS, Subject.LACKS):
        return [c.name for c in _cards(duel, e)]
    if e.subject is Subject.POSITION:
        found = [c for c in _cards(duel, e) if c.name.casefold() == e.card.casefold()]
        return found[0].position.value if found and found[0].position else f'no "{e.card}" there'
    if e.subject is Subject.ATK or e.subject is Subject.DEF:
        found = [c for c in _cards(duel, e) if c.name.casefold() == e.card.casefold()]
        if not found:
            return f'no "{e.card}" there'
        return found[0].attack_value() if e.subject is Subject.ATK else found[0].defense_value()
    if e.subject is Subject.TURN:
        return state.turn
    if e.subject is Subject.TURN_DUELIST:
        return state.turn_seat.value
    if e.subject is Subject.PHASE:
        return state.phase.value
    if e.subject is Subject.PENDING:
        return duel.pending.seat.value if duel.pending else "none"
    outcome = duel.outcome
    if outcome is None:
        return "none"
    return "draw" if outcome.winner is None else outcome.winner.to_text().replace(" ", "").lower()


def _cards(duel: Duel, e: Expectation) -> list[CardInstance]:
    return duel.state.zones[Seat.parse(e.who)].cards_in(Location(e.zone))


def _legality(duel: Duel, e: Expectation) -> Failure | None:
    before = state_hash(duel.state)
    try:
        duel.check(action_for(duel, e.action))
        legal, why = True, "accepted"
    except RulesError as exc:
        legal, why = False, f"rejected: {exc}"
    if state_hash(duel.state) != before:
        return Failure(e.text, e.place, "the position unchanged", "checking the action changed it")
    if legal == (e.subject is Subject.LEGAL):
        return None
    wanted = "rejected" if e.subject is Subject.ILLEGAL else "accepted"
    return Failure(e.text, e.place, f"the engine {wanted} it", why)


def _show(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(f'"{v}"' for v in value) + "]"
    return str(value)
