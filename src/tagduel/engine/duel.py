"""`Duel`: the one door to the engine for the UI, the AI, the tests and the scenario runner.

The engine runs until it needs a person, then waits with `pending` (whose decision, what kind,
the legal answers). `apply(action)` checks the action, carries it out and runs on to the next
decision; an illegal action raises `IllegalActionError` with a `Reason` and a sentence, and
leaves the duel unchanged.

    duel = Duel.new({S1A: deck_1a, S2A: deck_2a, S1B: deck_1b, S2B: deck_2b}, seed=7)
    duel.pending            # Decision(seat=1A, kind=MAIN, actions=(...))
    duel.play('1A summon "Mystic Tomato"')
"""

from __future__ import annotations

import dataclasses
import itertools
import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Mapping, Sequence
from typing import Final

from tagduel.cards.model import Card
from tagduel.engine import actions as notation
from tagduel.engine import auras, flow, invariants, manual_checks, manual_ops, moves, phases
from tagduel.engine import manual as manual_mode
from tagduel.engine.actions import Action, CardRef, Pass, Yes
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.errors import AmbiguousActionError, IllegalActionError, Reason
from tagduel.engine.events import Event
from tagduel.engine.game import Game, Problem, lookup, ref_of
from tagduel.engine.manual import ManualScripts, manual_scripts
from tagduel.engine.manual_actions import CORRECTORS, Correction, ManualOp
from tagduel.engine.rules import TagRules
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat, Team, turn_order
from tagduel.engine.setup import TableSetup, deal, empty_state, state_from_setup
from tagduel.engine.state import DuelState, Outcome, Phase
from tagduel.engine.wording import readable_result
from tagduel.engine.zones import Location
from tagduel.i18n import lazy


class Duel:
    """A Tag Duel in progress. Build one with `new` or `from_position`."""

    __slots__ = (
        "_decision",
        "_game",
        "_legal",
        "_perform",
        "auto_pass",
        "auto_passed",
        "debug",
        "history",
        "rng",
    )

    def __init__(
        self,
        game: Game,
        rng: random.Random,
        *,
        auto_pass: bool = True,
        debug: bool = False,
        manual: bool = False,
    ) -> None:
        if manual:
            game.manual = True
            if not isinstance(game.scripts, ManualScripts):
                game.scripts = manual_scripts(game.scripts)
        self._perform = manual_mode.perform if game.manual else moves.perform
        self._game = game
        self.rng = rng
        self.auto_pass = auto_pass
        self.debug = debug
        self.history: list[Action] = []
        self._legal: frozenset[Action] | None = None
        # the seats the engine passed for (no legal response) since the last action:
        self.auto_passed: list[Seat] = []
        auras.install(game)
        self._decision = flow.advance(game, auto_pass=auto_pass, passed=self.auto_passed)
        if debug:
            invariants.check(game, self._decision)

    @classmethod
    def new(
        cls,
        decks: Mapping[Seat, Sequence[Card]],
        *,
        seed: int = 0,
        first_team: Team = Team.ONE,
        rules: TagRules | None = None,
        scripts: Scripts | None = None,
        auto_pass: bool = True,
        debug: bool = False,
        manual: bool = False,
    ) -> Duel:
        """A new duel: each deck (Main and Extra Deck cards mixed) is shuffled with
        `random.Random(seed)`, each duelist draws 5, and Duelist A of `first_team` opens.
        With `manual`, cards without a script are played by hand (see `manual.py`)."""
        rules = rules or TagRules()
        rng = random.Random(seed)
        state = empty_state(first_team, rules)
        deal(state, decks, rng, rules.starting_hand)
        game = Game(state, rules, scripts or Scripts())
        phases.begin_turn(game, turn_order(first_team)[0])
        return cls(game, rng, auto_pass=auto_pass, debug=debug, manual=manual)

    @classmethod
    def from_position(
        cls,
        setup: TableSetup,
        *,
        seed: int = 0,
        rules: TagRules | None = None,
        scripts: Scripts | None = None,
        auto_pass: bool = True,
        debug: bool = False,
        manual: bool = False,
    ) -> Duel:
        """A duel set up at any position (see `TableSetup`), at the start of `setup.phase`:
        a Draw Phase start draws for the turn duelist (except on turn 1). Decks are not
        shuffled. Raises SetupError for a position the rules do not allow."""
        rules = rules or TagRules()
        game = Game(state_from_setup(setup, rules), rules, scripts or Scripts())
        if setup.phase in (Phase.DRAW, Phase.STANDBY, Phase.END):
            phases.enter_phase(game, setup.phase)
        else:
            game.state.phase = setup.phase
        return cls(game, random.Random(seed), auto_pass=auto_pass, debug=debug, manual=manual)

    @property
    def state(self) -> DuelState:
        return self._game.state

    @property
    def game(self) -> Game:
        return self._game

    @property
    def rules(self) -> TagRules:
        return self._game.rules

    @property
    def events(self) -> list[Event]:
        return self._game.state.events

    @property
    def pending(self) -> Decision | None:
        """The decision the engine waits for; None when the duel is over."""
        return self._decision

    @property
    def manual(self) -> bool:
        """Manual mode: cards without a script are played by hand."""
        return self._game.manual

    @property
    def outcome(self) -> Outcome | None:
        return self._game.state.outcome

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self._decision is None else self._decision.actions

    def _legal_set(self) -> frozenset[Action]:
        if self._legal is None:
            self._legal = frozenset(self.legal_actions())
        return self._legal

    def check(self, action: Action) -> None:
        """Raise IllegalActionError (with the reason) unless `action` is legal now."""
        decision = self._decision
        if decision is None:
            outcome = self.outcome.to_text() if self.outcome else "over"
            shown = readable_result(outcome) or outcome
            raise IllegalActionError(
                Reason.DUEL_OVER, lazy("the duel is over: {outcome}", outcome=shown)
            )
        for legal in decision.actions:
            if legal is action:
                return
        if action in self._legal_set():
            return
        if isinstance(action, Correction):
            problem = _correction_problem(self._game, action)
        else:
            problem = manual_mode.problem(self._game, decision, action)
        if problem is not None:
            raise IllegalActionError(*problem)

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        """Check and carry out `action`, then run to the next decision; returns the new events."""
        self.check(action)
        game = self._game
        mark = len(game.state.events)
        before = dict(game.state.lp) if self.debug else None
        decision = self._decision
        assert decision is not None
        if type(action) is Correction:
            manual_ops.perform(game, action.op, action.by)
        else:
            self._perform(game, decision, action)
        self.history.append(action)
        self.auto_passed = []
        self._decision = flow.advance(game, auto_pass=self.auto_pass, passed=self.auto_passed)
        self._legal = None
        new = game.state.events[mark:]
        if self.debug:
            invariants.check(game, self._decision, lp_before=before, events=new)
        return new

    def correct(self, op: ManualOp, *, by: str) -> list[Event]:
        """Apply the manual operation `op` outside a resolution: a correction asked for by a
        judge (`by="judge"`) or by the four duelists agreeing (`by="duelists"`). It is recorded
        in the action log (`history`) like an answer, so a replay repeats it and a rewind to
        before it takes it back. Raises IllegalActionError when it can't be done."""
        return self.apply(Correction(op.seat, op, by))

    def resolve(self) -> list[Event]:
        """Every seat passes, in priority order, until no window of priority is open (the chain
        resolved, the action completed); stops at any decision that is not a response."""
        out: list[Event] = []
        while self._decision is not None and self._decision.kind is DecisionKind.RESPOND:
            out.extend(self.apply(Pass(self._decision.seat)))
        return out

    def play(self, text: str) -> list[Event]:
        """Parse one action line (loose card references allowed) and apply it."""
        return self.apply(self.parse_action(text))

    def parse_action(self, text: str) -> Action:
        """Read an action line; loose references ("Jinzo", 1A:"Jinzo") are completed from the
        legal actions, or from the cards on the table when none fits (so `apply` can say why)."""
        pattern = notation.parse_action(text)
        refs = pattern.card_refs()
        if isinstance(pattern, Yes) and pattern not in self._legal_set():
            return self._yes_means_activate(pattern)
        if all(r.is_exact for r in refs):
            return pattern
        fits = [a for a in self.legal_actions() if _fits(pattern, a)]
        if len(fits) == 1:
            return _keep_answering(pattern, fits[0])
        if len(fits) > 1:
            raise AmbiguousActionError(
                lazy("{text} could mean", text=repr(text)), [a.to_text() for a in fits]
            )
        return self._complete(pattern)

    def _yes_means_activate(self, pattern: Yes) -> Action:
        """`yes` to a trigger effect with a choice of targets: the one activation, if unique."""
        fits = [
            a
            for a in self.legal_actions()
            if isinstance(a, notation.Activate) and a.seat is pattern.seat
        ]
        if len(fits) > 1:
            raise AmbiguousActionError(
                lazy("{text} could mean", text=repr(pattern.to_text())),
                [a.to_text() for a in fits],
            )
        return fits[0] if fits else pattern

    def _complete(self, pattern: Action) -> Action:
        if isinstance(pattern, Correction):
            op = self._complete(pattern.op)
            assert isinstance(op, ManualOp)
            return dataclasses.replace(pattern, op=op)
        changes: dict[str, object] = {}
        for f in dataclasses.fields(pattern):
            value = getattr(pattern, f.name)
            on_field = f.name in _FIELD_REFS or isinstance(pattern, _FIELD_VERBS)
            wheres = _ON_FIELD if on_field else _ANY
            if isinstance(value, CardRef):
                changes[f.name] = self._locate(pattern.seat, value, wheres)
            elif isinstance(value, tuple) and value and isinstance(value[0], CardRef):
                changes[f.name] = tuple(self._locate(pattern.seat, r, wheres) for r in value)
        return dataclasses.replace(pattern, **changes)  # type: ignore[arg-type]

    def _locate(self, seat: Seat, ref: CardRef, wheres: tuple[Location, ...]) -> CardRef:
        if ref.is_exact:
            return ref
        state = self.state
        seats = [ref.seat] if ref.seat else [seat, seat.teammate, *seat.opponents]
        wheres = (ref.zone,) if ref.zone else wheres
        for who in seats:
            for where in wheres:
                try:
                    return ref_of(lookup(state, CardRef(ref.name, who, where, ref.slot)))
                except IllegalActionError:
                    continue
        raise IllegalActionError(
            Reason.NO_SUCH_CARD, lazy("there is no {card} to use", card=ref.to_text())
        )


def _correction_problem(game: Game, action: Correction) -> Problem | None:
    if action.by not in CORRECTORS:
        return Reason.WRONG_KIND_OF_ANSWER, lazy(
            "a correction is asked for by a judge or the duelists"
        )
    return manual_checks.problem(game, action.op)


_ANY: Final = (
    Location.HAND,
    Location.MONSTERS,
    Location.ST,
    Location.FIELD,
    Location.GY,
    Location.EXTRA,
    Location.MATERIAL,
    Location.BANISHED,
)
_ON_FIELD: Final = (Location.MONSTERS, Location.ST, Location.FIELD)
_FIELD_REFS: Final = frozenset({"tributes", "attacker", "target"})
_FIELD_VERBS: Final = (notation.Attack, notation.ChangePosition)


def _fits(pattern: Action, exact: Action) -> bool:
    if type(pattern) is not type(exact):
        return False
    for f in dataclasses.fields(pattern):
        want, have = getattr(pattern, f.name), getattr(exact, f.name)
        if f.name == "answering":
            continue
        if isinstance(want, CardRef):
            if not isinstance(have, CardRef) or not want.matches(have):
                return False
        elif isinstance(want, tuple):
            if not _same_cards(want, have):
                return False
        elif want != have:
            return False
    return True


def _same_cards(want: tuple[CardRef, ...], have: tuple[CardRef, ...]) -> bool:
    """The references name the same cards, in any order (materials, targets, costs)."""
    if len(want) != len(have):
        return False
    if all(w.matches(h) for w, h in zip(want, have, strict=True)):
        return True
    if len(want) > 6:
        return False
    return any(
        all(w.matches(h) for w, h in zip(want, order, strict=True))
        for order in itertools.permutations(have)
    )


def _keep_answering(pattern: Action, exact: Action) -> Action:
    answering = getattr(pattern, "answering", None)
    if answering is None:
        return exact
    return dataclasses.replace(exact, answering=answering)  # type: ignore[call-arg]
