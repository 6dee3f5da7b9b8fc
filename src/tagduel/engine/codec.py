"""The state of a duel to JSON-ready data and back, without loss, and its hash.

Cards are written once in a table by passcode (so a saved duel needs no card database); card
instances are written where they lie; events are written field by field with their class name.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import types
import typing
from typing import Any, Final

from tagduel.cards.model import Attribute, Availability, Card, CardType, Race
from tagduel.engine import battle_events as battle_events_module
from tagduel.engine import cardevents as cardevents_module
from tagduel.engine import chain_events as chain_events_module
from tagduel.engine import events as events_module
from tagduel.engine import manual_events as manual_events_module
from tagduel.engine.codec_pending import (
    lasting_from_data,
    lasting_to_data,
    link_from_data,
    link_to_data,
    resolving_from_data,
    resolving_to_data,
    trigger_from_data,
    trigger_to_data,
)
from tagduel.engine.events import Event
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.state import (
    BattleStep,
    DuelState,
    Outcome,
    PendingAttack,
    Phase,
    Termination,
    Window,
    WindowKind,
)
from tagduel.engine.zones import PILES, Boost, CardInstance, Location, Position, Zones

FORMAT_VERSION: Final = 1
_EVENT_TYPES: Final = {
    cls.__name__: cls
    for module in (
        events_module,
        chain_events_module,
        battle_events_module,
        cardevents_module,
        manual_events_module,
    )
    for cls in vars(module).values()
    if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
}


def card_to_data(card: Card) -> dict[str, Any]:
    return {
        "passcode": card.passcode,
        "name": card.name,
        "types": int(card.types),
        "attribute": int(card.attribute),
        "race": int(card.race),
        "level": card.level,
        "atk": card.atk,
        "defense": card.defense,
        "alias": card.alias,
        "availability": int(card.availability),
        "archetypes": list(card.archetypes),
        "text": card.text,
    }


def card_from_data(data: dict[str, Any]) -> Card:
    return Card(
        data["passcode"],
        data["name"],
        CardType(data["types"]),
        Attribute(data["attribute"]),
        Race(data["race"]),
        data["level"],
        data["atk"],
        data["defense"],
        data["alias"],
        Availability(data["availability"]),
        tuple(data["archetypes"]),
        data["text"],
    )


def _instance(card: CardInstance) -> dict[str, Any]:
    return {
        "uid": card.uid,
        "passcode": card.card.passcode,
        "owner": card.owner.value,
        "face_up": card.face_up,
        "position": card.position.value if card.position else None,
        "set_by": card.set_by.value if card.set_by else None,
        "placed_turn": card.placed_turn,
        "position_changed_turn": card.position_changed_turn,
        "attacked_turn": card.attacked_turn,
        "memory": dict(card.memory),
        "materials": [_instance(m) for m in card.materials],
        "boosts": [list(b) for b in card.boosts],
        "since": card.since,
        "equipped_to": card.equipped_to,
    }


def _zones(zones: Zones) -> dict[str, Any]:
    out: dict[str, Any] = {loc.value: [_instance(c) for c in zones.pile(loc)] for loc in PILES}
    for loc in (Location.MONSTERS, Location.ST, Location.FIELD):
        out[loc.value] = [None if c is None else _instance(c) for c in zones.slots(loc)]
    return out


def state_to_data(state: DuelState) -> dict[str, Any]:
    """Everything in `state` as JSON-ready data."""
    cards = {str(c.card.passcode): card_to_data(c.card) for c in state.all_cards()}
    window = state.window
    return {
        "version": FORMAT_VERSION,
        "cards": cards,
        "zones": {seat.value: _zones(state.zones[seat]) for seat in ALL_SEATS},
        "first_team": state.first_team.value,
        "lp": {str(t.value): lp for t, lp in state.lp.items()},
        "turn": state.turn,
        "turn_seat": state.turn_seat.value,
        "phase": state.phase.value,
        "turns_taken": {s.value: n for s, n in state.turns_taken.items()},
        "normal_summoned": state.normal_summoned,
        "heading_to": state.heading_to.value if state.heading_to else None,
        "chain": [link_to_data(link) for link in state.chain],
        "window": None
        if window is None
        else {
            "kind": window.kind.value,
            "next_seat": window.next_seat.value,
            "passes": window.passes,
            "target": window.target.value if window.target else None,
        },
        "attack": None
        if state.attack is None
        else {
            "attacker": state.attack.attacker,
            "target": state.attack.target,
            "step": state.attack.step.value,
            "negated": state.attack.negated,
            "foes": list(state.attack.foes),
            "replay": state.attack.replay,
            "replayed": state.attack.replayed,
            "doomed": list(state.attack.doomed),
        },
        "decked_out": sorted(t.value for t in state.decked_out),
        "special_winners": sorted(t.value for t in state.special_winners),
        "outcome": None
        if state.outcome is None
        else {
            "winner": state.outcome.winner.value if state.outcome.winner else None,
            "termination": [t.value for t in state.outcome.termination],
        },
        "next_uid": state.next_uid,
        "counters": dict(state.counters),
        "events": [event_to_data(e) for e in state.events],
        "triggers": [trigger_to_data(t) for t in state.triggers],
        "scanned": state.scanned,
        "resolving": None if state.resolving is None else resolving_to_data(state.resolving),
        "lasting": [lasting_to_data(x) for x in state.lasting],
        "thing": state.thing,
        "things": list(state.things),
        "vanished": list(state.vanished),
    }


def state_from_data(data: dict[str, Any]) -> DuelState:
    """The state written by `state_to_data`."""
    cards = {int(k): card_from_data(v) for k, v in data["cards"].items()}
    state = DuelState(zones={seat: Zones(seat) for seat in ALL_SEATS})
    for seat in ALL_SEATS:
        _read_zones(state.zones[seat], data["zones"][seat.value], cards)
    state.first_team = Team(data["first_team"])
    state.lp = {Team(int(k)): v for k, v in data["lp"].items()}
    state.turn, state.turn_seat = data["turn"], Seat(data["turn_seat"])
    state.phase = Phase(data["phase"])
    state.turns_taken = {Seat(k): v for k, v in data["turns_taken"].items()}
    state.normal_summoned = data["normal_summoned"]
    state.heading_to = Phase(data["heading_to"]) if data["heading_to"] else None
    state.chain = [link_from_data(x) for x in data["chain"]]
    w = data["window"]
    state.window = (
        None
        if w is None
        else Window(
            WindowKind(w["kind"]),
            Seat(w["next_seat"]),
            w["passes"],
            Phase(w["target"]) if w["target"] else None,
        )
    )
    state.attack = _attack_from_data(data["attack"])
    state.decked_out = {Team(t) for t in data["decked_out"]}
    state.special_winners = {Team(t) for t in data["special_winners"]}
    o = data["outcome"]
    state.outcome = (
        None
        if o is None
        else Outcome(
            Team(o["winner"]) if o["winner"] else None,
            tuple(Termination(t) for t in o["termination"]),
        )
    )
    state.next_uid, state.counters = data["next_uid"], dict(data["counters"])
    state.events = [event_from_data(e) for e in data["events"]]
    state.triggers = [trigger_from_data(t) for t in data["triggers"]]
    state.scanned = data["scanned"]
    state.resolving = None if data["resolving"] is None else resolving_from_data(data["resolving"])
    state.lasting = [lasting_from_data(x) for x in data["lasting"]]
    state.thing, state.things = data.get("thing", 0), list(data.get("things", ()))
    state.vanished = list(data.get("vanished", ()))
    if len(state.things) != len(state.events):  # written before things were counted
        state.things = [state.thing] * len(state.events)
    return state


def _attack_from_data(a: dict[str, Any] | None) -> PendingAttack | None:
    if a is None:
        return None
    attack = PendingAttack(a["attacker"], a["target"], BattleStep(a["step"]), a["negated"])
    attack.foes, attack.doomed = tuple(a.get("foes", ())), tuple(a.get("doomed", ()))
    attack.replay, attack.replayed = a.get("replay", False), a.get("replayed", False)
    return attack


def _read_zones(zones: Zones, data: dict[str, Any], cards: dict[int, Card]) -> None:
    for loc in PILES:
        zones.pile(loc).extend(
            _read_instance(x, cards, zones.seat, loc, -1) for x in data[loc.value]
        )
    for loc in (Location.MONSTERS, Location.ST, Location.FIELD):
        slots = zones.slots(loc)
        for i, x in enumerate(data[loc.value]):
            slots[i] = None if x is None else _read_instance(x, cards, zones.seat, loc, i)


def _read_instance(
    x: dict[str, Any], cards: dict[int, Card], seat: Seat, loc: Location, slot: int
) -> CardInstance:
    inst = _bare_instance(x, cards, seat, loc, slot)
    inst.materials = [_read_instance(m, cards, seat, Location.MATERIAL, -1) for m in x["materials"]]
    inst.boosts = [Boost(*b) for b in x["boosts"]]
    inst.since, inst.equipped_to = x.get("since", 0), x.get("equipped_to", 0)
    return inst


def _bare_instance(
    x: dict[str, Any], cards: dict[int, Card], seat: Seat, loc: Location, slot: int
) -> CardInstance:
    return CardInstance(
        x["uid"],
        cards[x["passcode"]],
        Seat(x["owner"]),
        seat,
        loc,
        slot,
        x["face_up"],
        Position(x["position"]) if x["position"] else None,
        Seat(x["set_by"]) if x["set_by"] else None,
        x["placed_turn"],
        x["position_changed_turn"],
        x["attacked_turn"],
        dict(x["memory"]),
    )


def event_to_data(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in dataclasses.fields(event):  # type: ignore[arg-type]
        value = getattr(event, f.name)
        out[f.name] = value.value if isinstance(value, enum.Enum) else value
    return out


def event_from_data(data: dict[str, Any]) -> Event:
    cls = _EVENT_TYPES[data["type"]]
    hints = _hints(cls)
    kwargs = {name: _decode(hints[name], value) for name, value in data.items() if name != "type"}
    return cls(**kwargs)


_HINTS: Final[dict[str, dict[str, Any]]] = {}


OPTIONAL_ENUM_FIELDS: Final[dict[tuple[str, str], type[enum.Enum]]] = {
    ("AttackDeclared", "target_seat"): Seat,
    ("ManualOperation", "team"): Team,
}
"""The events' fields typed `SomeEnum | None`. The compiled engine (mypyc) keeps only plain
classes in the events' annotations (a union reads as `type`), so its codec finds their enum here;
a test checks this table against the annotations the interpreter reads."""


def _hints(cls: type) -> dict[str, Any]:
    if cls.__name__ not in _HINTS:
        hints = typing.get_type_hints(cls)
        for name, hint in hints.items():
            if hint is type:  # a union, in a compiled build
                found = OPTIONAL_ENUM_FIELDS.get((cls.__name__, name))
                if found is None:
                    raise TypeError(f"{cls.__name__}.{name}: a union not in OPTIONAL_ENUM_FIELDS")
                hints[name] = found | None
        _HINTS[cls.__name__] = hints
    return _HINTS[cls.__name__]


def _decode(hint: Any, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(hint, types.UnionType):
        hint = next(a for a in typing.get_args(hint) if a is not type(None))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(value)
    return value


def state_hash(state: DuelState) -> str:
    """A SHA-256 of the state's canonical JSON: equal states, equal hashes."""
    text = json.dumps(state_to_data(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
