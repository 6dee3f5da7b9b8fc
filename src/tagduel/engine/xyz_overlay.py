"""Xyz Summons on top of an Xyz Monster: Number S39: Utopia the Lightning may also be Xyz
Summoned by using a Rank 4 "Utopia" monster of the team as its one material, which hands over
its own materials.

An Xyz Monster's script declares it with a second PROCEDURE record (after the one naming its
usual materials) whose `material_count` is 1 and whose `material_filter` picks the Xyz Monster
it may be summoned on. The summon is the usual action, `special-summon CARD using MONSTER`,
from the summoner's own Extra Deck; the monster used is a face-up Xyz Monster on the team's side
of the field (seed 001 A: "Any member of a team may use any Monster Cards in play on their
team's side of the field for ... Extra Deck Summons"). Its materials are transferred first, then
it becomes a material itself. `procedures.py` asks this module through `actions`,
`applies` and `summon`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.actions import Action, SpecialSummon
from tagduel.engine.effects import CardFilter
from tagduel.engine.errors import Reason
from tagduel.engine.extra_deck import overlay_filter
from tagduel.engine.game import Game, Problem, ref_of
from tagduel.engine.ops import attach, summon_to_field
from tagduel.engine.seats import Seat
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_MONSTERS: Final = Location.MONSTERS

Used = tuple[CardInstance, ...]


def actions(
    game: Game,
    seat: Seat,
    pool: list[CardInstance],
    overlays: tuple[tuple[CardInstance, CardFilter], ...],
) -> list[Action]:
    """Every Xyz Summon on top of an Xyz Monster `seat` may make now: `overlays` are the Xyz
    Monsters of its Extra Deck that may be (`extra_deck.ExtraDeck.overlays`), `pool` the team's
    face-up monsters (`TagRules.material_candidates`)."""
    out: list[Action] = []
    if not overlays:
        return out
    xyz = [c for c in pool if c.traits.xyz and c.face_up]
    if not xyz:
        return out  # no Xyz Monster to summon on
    room = game.state.zones[seat].free_slot(_MONSTERS) >= 0
    for card, picks in overlays:
        for base in xyz:
            if picks(base) and (room or base.zone_seat is seat):
                out.append(SpecialSummon(seat, ref_of(card), (ref_of(base),)))
    return out


def _bases(game: Game, seat: Seat, picks: CardFilter) -> list[CardInstance]:
    pool = game.rules.material_candidates(game.state, seat)
    return [c for c in pool if c.traits.xyz and c.face_up and picks(c)]


def applies(game: Game, card: CardInstance, used: Used) -> bool:
    """True when `used` asks for this kind of summon of `card` (one Xyz Monster)."""
    return len(used) == 1 and used[0].traits.xyz and overlay_filter(game, card) is not None


def problem(game: Game, seat: Seat, card: CardInstance, used: Used) -> Problem | None:
    """Why `seat` may not Xyz Summon `card` on top of `used[0]`, or None (the common checks
    of `procedures.py` come first)."""
    picks = overlay_filter(game, card)
    assert picks is not None
    base = used[0]
    if base.uid not in {c.uid for c in _bases(game, seat, picks)}:
        return Reason.WRONG_MATERIALS, later(
            '{owner}\'s "{base}" can\'t be used to Xyz Summon "{card}": it must be a face-up '
            "Xyz Monster it names, on the team's side of the field",
            owner=base.zone_seat.value,
            base=base.name,
            card=card.name,
        )
    return None


def summon(game: Game, seat: Seat, card: CardInstance, used: Used) -> None:
    """Transfer the base's materials, attach the base, and summon (one thing)."""
    state = game.state
    base = used[0]
    with together(state):
        for material in list(base.materials):
            attach(state, card, material)
        attach(state, card, base)
        summon_to_field(state, card, seat, Position.ATTACK, "xyz")
