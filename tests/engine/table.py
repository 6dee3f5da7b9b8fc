"""Helpers to set up a position in a few lines: `at(turn=5, phase=..., seats={...})`."""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import monster
from tagduel.cards.model import Card
from tagduel.engine import (
    ALL_SEATS,
    Duel,
    DuelistSetup,
    Location,
    MonsterSetup,
    Phase,
    Position,
    Scripts,
    Seat,
    SpellTrapSetup,
    TableSetup,
    TagRules,
    Team,
)

FILLER = monster(90000099, "Test Filler", 4, 1000, 1000)


def seat(
    *,
    hand: tuple[Card, ...] = (),
    deck: tuple[Card, ...] | None = None,
    monsters: tuple[Card | tuple[Card, Position], ...] = (),
    st: tuple[Card | tuple[Card, bool], ...] = (),
    gy: tuple[Card, ...] = (),
    field: Card | None = None,
) -> DuelistSetup:
    """One seat; monsters as Card (Attack) or (Card, Position); st as Card (Set) or (Card, set)."""
    mons = tuple(MonsterSetup(*m) if isinstance(m, tuple) else MonsterSetup(m) for m in monsters)
    sts = tuple(SpellTrapSetup(*s) if isinstance(s, tuple) else SpellTrapSetup(s, True) for s in st)
    return DuelistSetup(
        hand=hand,
        deck=(FILLER,) * 20 if deck is None else deck,
        gy=gy,
        monsters=mons,
        st=sts,
        field=None if field is None else SpellTrapSetup(field, False),
    )


def at(
    seats: Mapping[Seat, DuelistSetup] | None = None,
    *,
    turn: int = 5,
    phase: Phase = Phase.MAIN1,
    lp: Mapping[Team, int] | None = None,
    auto_pass: bool = False,
    scripts: Scripts | None = None,
    first_team: Team = Team.ONE,
    rules: TagRules | None = None,
) -> Duel:
    """A duel at a position; seats not given get an empty field and a Deck of 20 fillers."""
    given = dict(seats or {})
    full = {s: given.get(s, seat()) for s in ALL_SEATS}
    setup = TableSetup(full, turn=turn, phase=phase, lp=lp or {}, first_team=first_team)
    return Duel.from_position(setup, auto_pass=auto_pass, scripts=scripts, rules=rules, debug=True)


def names(duel: Duel, who: Seat, zone: str) -> list[str]:
    return [c.name for c in duel.state.zones[who].cards_in(Location(zone))]
