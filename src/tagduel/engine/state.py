"""The whole mutable state of a duel: four duelists' zones, team Life Points, turn, phase, the
chain, the open priority window and the outcome.

The state holds data only; what happens next is decided from it by `flow.py`, so a state read
back from JSON continues exactly where it stopped (no hidden resume points).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from tagduel.engine.events import NARRATIONS, Event
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.zones import CardInstance, Location, Zones


class Phase(enum.Enum):
    """The six phases of a turn, in order. Values are the scenario format's words."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    DRAW = "draw"
    STANDBY = "standby"
    MAIN1 = "main1"
    BATTLE = "battle"
    MAIN2 = "main2"
    END = "end"

    @property
    def index(self) -> int:
        return _PHASE_ORDER.index(self)

    def next(self) -> Phase:
        return _PHASE_ORDER[self.index + 1]


_PHASE_ORDER: Final = tuple(Phase)


class SpellSpeed(enum.IntEnum):
    """Spell Speed 1, 2 or 3: a response needs at least 2, and 3 to answer a Spell Speed 3."""

    ONE = 1
    TWO = 2
    THREE = 3


class WindowKind(enum.Enum):
    """Why priority is going round the table, which says what happens when all four pass."""

    ACTION = "action"  # after an activation from the open state or a summon: back to open state
    LEAVE_PHASE = "leave_phase"  # the turn duelist moves on: enter `target` (chain: stay)
    ATTACK = "attack"  # after an attack declaration: the damage step
    PHASE = "phase"  # Draw, Standby and End Phase: on to what follows
    DAMAGE = "damage"  # a step of the Damage Step (`PendingAttack.step` says which)
    SUMMON = "summon"  # a monster would be Summoned: then it is (see `summon_negation.py`)


class BattleStep(enum.Enum):
    """Where a pending attack is: declared, then the steps of the Damage Step."""

    DECLARED = "declared"  # the attack declaration's window of priority (the Battle Step)
    START = "start"  # start of the Damage Step
    BEFORE_CALC = "before_calc"  # before damage calculation (a Set defender is flipped)
    AFTER_CALC = "after_calc"  # damage calculated; monsters it destroyed are still there
    END = "end"  # end of the Damage Step: monsters destroyed by battle have left

    # A plain attribute of each member, set below (the Damage Step's windows ask it of every
    # step): damage calculation has happened, so the Damage Step runs to its end whatever leaves.
    calculated: bool


for _step in BattleStep:
    _step.calculated = _step is BattleStep.AFTER_CALC or _step is BattleStep.END


@dataclass(slots=True)
class Window:
    """An open round of priority: `next_seat` decides; it closes after 4 passes in a row."""

    kind: WindowKind
    next_seat: Seat
    passes: int = 0
    target: Phase | None = None


@dataclass(slots=True)
class ChainLink:
    """One activation on the chain (Chain Link `number`, from 1)."""

    number: int
    seat: Seat
    uid: int
    effect: int
    speed: SpellSpeed
    targets: tuple[int, ...] = ()
    answers: int = 0
    negated: bool = False
    event: int = -1  # a trigger's triggering event (index in `DuelState.events`), else -1
    places: tuple[str, ...] = ()  # where each target was ("1B.gy") when it was targeted


@dataclass(slots=True)
class PendingAttack:
    """The attack being made: attacker and target uids (target None = direct attack).

    `foes` are the monsters on the opponents' side when the target was chosen (a change before
    the Damage Step is a replay: `replay` while the attacking duelist decides; `replayed` once a
    target is chosen again). `doomed` are the monsters damage calculation destroyed, which
    leave at the end of the Damage Step."""

    attacker: int
    target: int | None
    step: BattleStep = BattleStep.DECLARED
    negated: bool = False
    foes: tuple[int, ...] = ()
    replay: bool = False
    replayed: bool = False
    doomed: tuple[int, ...] = ()


@dataclass(slots=True)
class PendingTrigger:
    """A trigger effect that has triggered and waits to go on the chain (seed 001 D order).

    `seat` controls it (the card's controller, or its owner in a pile); `event` is the index in
    `DuelState.events` of what triggered it; `ready` marks the triggers of the batch being put on
    the chain (the chain was empty when it started); `chosen` the one picked to go on next.
    """

    uid: int
    effect: int
    seat: Seat
    event: int
    chosen: bool = False
    ready: bool = False


class AskKind(enum.Enum):
    """What a question asked while an effect resolves wants: cards, an option, a number, yes/no."""

    CARDS = "cards"
    OPTION = "option"
    NUMBER = "number"
    YES_NO = "yes_no"
    MANUAL = "manual"  # manual mode: the effect is carried out by hand (see `manual.py`)


@dataclass(frozen=True, slots=True)
class Ask:
    """A question asked while a Chain Link resolves. CARDS: choose `low`..`high` of `cards`
    (uids), or, when `groups` is given, exactly one of those groups of cards (e.g. the sets of
    Fusion Materials that fit); NUMBER: a number from `low` to `high`; OPTION: one of
    `options`."""

    seat: Seat
    kind: AskKind
    prompt: str
    cards: tuple[int, ...] = ()
    low: int = 1
    high: int = 1
    options: tuple[str, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()


Answer = tuple[int, ...] | str | int | bool
"""An answer: chosen card uids, an option word, a number, or yes/no."""


@dataclass(slots=True)
class Resolving:
    """A Chain Link paused while resolving: its `step` waits for `ask` to be answered.

    Each step re-runs from its start with `answers` (a step asks before it changes anything),
    so the state needs no hidden resume point.
    """

    link: ChainLink
    step: int = 0
    answers: list[Answer] = field(default_factory=list)
    ask: Ask | None = None


class Forbid(enum.Enum):
    """Actions a restriction can forbid (see `restrictions.py`)."""

    __hash__ = object.__hash__

    NORMAL_SUMMON = "normal_summon"
    SPECIAL_SUMMON = "special_summon"
    BANISH_FROM_GY = "banish_from_gy"
    DECLARE_ATTACK = "declare_attack"
    ACTIVATE = "activate"
    CHANGE_POSITION = "change_position"
    ADD_FROM_DECK = "add_from_deck"  # add cards from the Main Deck to the hand, except by drawing


class LastingKind(enum.Enum):
    """Effects that outlast their resolution."""

    COUNTDOWN = "countdown"  # after `count` of `seats`' turns, at that End Phase: `expire` hook
    SKIP_DRAW = "skip_draw"  # `seats` skip their next `count` Draw Phases (a team's, together)
    FORBID = "forbid"  # `seats` may not do `forbid` until the end of turn `count`
    END_DAMAGE = "end_damage"  # in the End Phase of turn `count`, `seat`'s team takes `amount`
    CONTROL = "control"  # `seat` controls monster `amount` until the End Phase of turn `count`
    # (0: no time limit) or, `while_on_field`, while card `source` stays on the field


@dataclass(slots=True)
class Lasting:
    """One lasting effect; `source`/`effect` name the card effect that made it."""

    kind: LastingKind
    seat: Seat
    seats: tuple[Seat, ...]
    count: int
    counted: int = 0
    source: int = 0
    effect: int = 0
    forbid: Forbid | None = None
    while_on_field: bool = False  # ends when the source card leaves the field
    amount: int = 0  # END_DAMAGE: the damage; CONTROL: the uid of the monster taken


class Termination(enum.Enum):
    """How a duel ended (seed 001 A)."""

    LIFE_POINTS = "life_points"
    DECK_OUT = "deck_out"
    SPECIAL_WIN = "special_win"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result: `winner` None means a draw (both teams lost at once)."""

    winner: Team | None
    termination: tuple[Termination, ...]

    def to_text(self) -> str:
        how = ", ".join(t.value.replace("_", " ") for t in self.termination)
        if self.winner is None:
            return f"draw ({how})"
        return f"{self.winner.to_text()} wins ({how})"


@dataclass(slots=True)
class DuelState:
    """Everything that changes during a duel."""

    zones: dict[Seat, Zones]
    first_team: Team = Team.ONE
    lp: dict[Team, int] = field(default_factory=lambda: {Team.ONE: 16000, Team.TWO: 16000})
    turn: int = 0
    turn_seat: Seat = Seat.ONE_A
    phase: Phase = Phase.DRAW
    turns_taken: dict[Seat, int] = field(default_factory=lambda: dict.fromkeys(ALL_SEATS, 0))
    normal_summoned: bool = False
    heading_to: Phase | None = None
    chain: list[ChainLink] = field(default_factory=list)
    window: Window | None = None
    attack: PendingAttack | None = None
    decked_out: set[Team] = field(default_factory=set)
    special_winners: set[Team] = field(default_factory=set)
    outcome: Outcome | None = None
    next_uid: int = 1
    events: list[Event] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    triggers: list[PendingTrigger] = field(default_factory=list)
    scanned: int = 0  # events before this index have been looked at for triggers
    resolving: Resolving | None = None
    lasting: list[Lasting] = field(default_factory=list)
    thing: int = 0
    """How many things have happened (see `timing.py`): events emitted together, as one
    operation, belong to one thing."""
    things: list[int] = field(default_factory=list)
    """For each event of `events`, the thing it belongs to."""
    vanished: list[int] = field(default_factory=list)
    """The uids of the Tokens that left the field and ceased to exist."""
    depth: int = field(default=0, repr=False, compare=False)
    """How deep inside one operation the engine is (0: between operations; never saved)."""
    opened: bool = field(default=False, repr=False, compare=False)
    """The operation under way has begun its thing (never saved)."""
    moved: int = field(default=0, repr=False, compare=False)
    """How many times a card has come, gone or moved (never saved): bumped by the functions that
    move cards (`ops.remove`, `ops.new_card`, `ops.draw`, `ops.move_monster`, shuffles), so an
    answer read from the zones alone holds while it is unchanged (`moved.py`)."""
    by_uid: dict[int, CardInstance] = field(default_factory=dict, repr=False, compare=False)
    """An index of the card instances by uid, rebuilt when a uid is missing (never saved)."""
    on_change: Callable[[], None] | None = field(default=None, repr=False, compare=False)
    """Called after each event when continuous effects must be worked out again (never saved;
    see `auras.py`)."""
    settle: Callable[[], None] | None = field(default=None, repr=False, compare=False)
    """Works the continuous stat changes out again if an event came since (never saved; given
    to each card instance, see `auras.py`)."""

    def emit(self, event: Event) -> None:
        """Record `event`: a happening outside an operation is a new thing (`timing.py`)."""
        if type(event) not in NARRATIONS:
            if self.depth == 0:
                self.thing += 1
            elif not self.opened:
                self.thing += 1
                self.opened = True
        self.events.append(event)
        self.things.append(self.thing)
        if self.on_change is not None:
            self.on_change()

    def all_cards(self) -> list[CardInstance]:
        out: list[CardInstance] = []
        zones = self.zones
        for seat in ALL_SEATS:
            out += zones[seat].all_cards()
        return out

    def find(self, uid: int) -> CardInstance | None:
        """The card instance with this uid, wherever it is (instances live for the whole duel)."""
        card = self.by_uid.get(uid)
        if card is None and uid not in self.vanished:  # a Token that left the field is gone:
            # asked for by what it did (a Chain Link, an attack), it would rebuild every time
            self.by_uid = {c.uid: c for c in self.all_cards()}
            card = self.by_uid.get(uid)
        return card

    def field_cards(self, seats: tuple[Seat, ...] = ALL_SEATS) -> list[CardInstance]:
        """The cards on the field of each of `seats`, in `Zones.field_cards`' order."""
        out: list[CardInstance] = []
        zones = self.zones
        for seat in seats:
            held = zones[seat]
            out += [card for card in held.monsters + held.st + held.field_zone if card is not None]
        return out

    def monsters(self, seats: tuple[Seat, ...] = ALL_SEATS) -> list[CardInstance]:
        out: list[CardInstance] = []
        zones = self.zones
        for seat in seats:
            out += [card for card in zones[seat].monsters if card is not None]
        return out

    def cards_in(self, location: Location, seats: tuple[Seat, ...]) -> list[CardInstance]:
        """The cards in `location` of each of `seats` (e.g. "your Graveyard" = you + teammate)."""
        out: list[CardInstance] = []
        for seat in seats:
            out.extend(self.zones[seat].cards_in(location))
        return out
