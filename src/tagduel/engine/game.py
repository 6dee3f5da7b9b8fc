"""`Game`: the state with the rules and scripts it is played under, and card references.

Rule modules (summon, spelltrap, battle, chain, phases, flow) take a `Game`. This module also
turns card instances into the exact `CardRef` of the action notation and back: a card on the
field is named by seat, zone and zone number; a card in a pile by seat, pile and name (meaning
the first card of that name there, the one the legal actions always offer); an Xyz Material by
seat, `material` and name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, TypeVar

from tagduel.cards.model import Card
from tagduel.engine.actions import CardRef
from tagduel.engine.effects import Effect
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.rules import TagRules
from tagduel.engine.script_registry import Scripts
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import Later, lazy

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_FIELD: Final = Location.FIELD
_PROCEDURES: Final = "procedures by passcode"

Problem = tuple[Reason, str | Later]
"""Why an action is illegal: a reason and a sentence a duelist can read (a `Later` is made into
a `Text` when an `IllegalActionError` is raised with it)."""


@dataclass(slots=True)
class Game:
    """A duel's state, rules and card scripts, passed to every rule module.

    `memo` holds values derived from the state (e.g. the active restrictions), each keyed by the
    length of the event log when it was worked out: every change of state emits an event."""

    state: DuelState
    rules: TagRules
    scripts: Scripts
    memo: dict[str, tuple[int, Any]] = field(default_factory=dict)
    checked: int = -1  # the event count when the win/loss conditions were last checked
    manual: bool = False  # manual mode: cards without a script are played by hand (`manual.py`)
    present: tuple[int, frozenset[int]] = (0, frozenset())  # see `codes_in_duel`


def codes_in_duel(game: Game) -> frozenset[int]:
    """The passcodes and aliases of the duel's card instances: a first filter, since a script
    whose card is not in the duel has nothing to do (no Exodia piece: no win to check). Worked
    out again, never smaller, when a card instance is made (a Token: `DuelState.next_uid`)."""
    made, codes = game.present
    state = game.state
    if made != state.next_uid:
        found = set(codes)
        for card in state.all_cards():
            found.add(card.card.passcode)
            found.add(card.card.alias)
        codes = frozenset(found)
        game.present = (state.next_uid, codes)
    return codes


def procedure_of(game: Game, card: Card) -> Effect | None:
    """`Scripts.procedure`, looked up once per passcode for the duel: a game's scripts never
    change, and the listings ask for the procedures of the same few cards at every decision."""
    memo = game.memo.get(_PROCEDURES)
    if memo is None:
        memo = game.memo[_PROCEDURES] = (0, {})
    known: dict[tuple[int, int], Effect | None] = memo[1]
    key = (card.passcode, card.alias)
    if key not in known:
        known[key] = game.scripts.procedure(card)
    return known[key]


def ref_of(card: CardInstance) -> CardRef:
    """The exact reference to `card` in the action notation (kept on the card until it moves)."""
    ref: CardRef | None = card.ref
    if ref is not None:
        return ref
    location = card.location
    if location.on_field:
        slot = card.slot + 1 if location is not _FIELD else None
        ref = CardRef(card.card.name, card.zone_seat, location, slot)
    else:
        ref = CardRef(card.card.name, card.zone_seat, location)
    card.ref = ref
    return ref


A = TypeVar("A")


def cached_action(card: CardInstance, key: object, make: Callable[..., A], *args: object) -> A:
    """`make(*args)`, an action naming `card` where it is now, made once and reused until the
    card moves (listing legal actions makes the same few actions again and again)."""
    found = card.acts.get(key)
    if found is None:
        found = card.acts[key] = make(*args)
    return found  # type: ignore[return-value]


def first_by_name(cards: list[CardInstance]) -> list[CardInstance]:
    """The first card of each name, in order: the copies a legal action may name."""
    if len(cards) < 2:
        return list(cards)
    firsts: dict[str, CardInstance] = {}
    for card in cards:
        firsts.setdefault(card.card.name, card)
    return list(firsts.values())


def lookup(state: DuelState, ref: CardRef) -> CardInstance:
    """The card an exact reference names; IllegalActionError(NO_SUCH_CARD) when there is none."""
    if ref.seat is None or ref.zone is None:
        raise IllegalActionError(
            Reason.NO_SUCH_CARD, lazy("say where {card} is", card=ref.to_text())
        )
    zones = state.zones[ref.seat]
    key = ref.name.casefold()
    if ref.zone.on_field:
        slots = zones.slots(ref.zone)
        indexes = [ref.slot - 1] if ref.slot is not None else range(len(slots))
        for i in indexes:
            found = slots[i] if 0 <= i < len(slots) else None
            if found is not None and found.card.name.casefold() == key:
                return found
    else:
        for card in zones.cards_in(ref.zone):
            if card.card.name.casefold() == key:
                return card
    raise IllegalActionError(Reason.NO_SUCH_CARD, lazy("there is no {card}", card=ref.to_text()))


def lookup_all(state: DuelState, refs: tuple[CardRef, ...]) -> tuple[CardInstance, ...]:
    """The cards several exact references name; a pile reference repeated names the next copy
    of that name in the pile (`choose 1A.hand:"X" 1A.hand:"X"` = two copies of "X")."""
    out: list[CardInstance] = []
    for ref in refs:
        card = lookup(state, ref)
        if any(c is card for c in out) and ref.zone is not None and not ref.zone.on_field:
            key = ref.name.casefold()
            zones = state.zones[ref.seat] if ref.seat is not None else None
            pool = zones.cards_in(ref.zone) if zones is not None else []
            spare = [
                c for c in pool if c.card.name.casefold() == key and all(c is not o for o in out)
            ]
            if not spare:
                raise IllegalActionError(
                    Reason.NO_SUCH_CARD,
                    lazy("there are not that many copies of {card}", card=ref.to_text()),
                )
            card = spare[0]
        out.append(card)
    return tuple(out)


def alike(cards: Sequence[CardInstance]) -> list[list[CardInstance]]:
    """`cards` grouped as the notation tells them apart (see `_groups`)."""
    return _groups(cards)


def _groups(cards: Sequence[CardInstance]) -> list[list[CardInstance]]:
    """Cards grouped as the notation tells them apart: each field card alone; copies of one
    name in one pile together (a choice names "a copy", not which copy)."""
    groups: list[list[CardInstance]] = []
    by_key: dict[tuple[object, ...], list[CardInstance]] = {}
    for card in cards:
        if card.location.on_field:
            groups.append([card])
            continue
        key = (card.zone_seat, card.location, card.card.name)
        group = by_key.get(key)
        if group is None:
            group = by_key[key] = []
            groups.append(group)
        group.append(card)
    return groups


CHOICES_LIMIT: Final = 5000
"""At most this many ways to choose are listed (`choices`)."""


def choices(
    cards: Sequence[CardInstance], low: int, high: int, limit: int = CHOICES_LIMIT
) -> Iterator[tuple[CardInstance, ...]]:
    """Every distinct way to choose `low`..`high` of `cards` (copies of one name in one pile
    counted as alike), smallest first; at most `limit` of them."""
    groups = _groups(cards)
    if low == high == 1:  # the usual question (one target, one cost): `_pick`'s first copies
        for group in groups[:limit] if limit >= 1 else groups[:1]:
            yield (group[0],)
        return
    made = 0
    for size in range(low, high + 1):
        for picked in _pick(groups, 0, size):
            yield picked
            made += 1
            if made >= limit:
                return


def _pick(
    groups: list[list[CardInstance]], start: int, size: int
) -> Iterator[tuple[CardInstance, ...]]:
    if size == 0:
        yield ()
        return
    for i in range(start, len(groups)):
        group = groups[i]
        for take in range(min(size, len(group)), 0, -1):
            for rest in _pick(groups, i + 1, size - take):
                yield (*group[:take], *rest)
