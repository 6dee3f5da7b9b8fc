"""Synchro Summons from the duelist's own Extra Deck (the `special-summon CARD using ...`
action): 1 Tuner and 1 or more non-Tuner monsters, face-up on the team's side of the field,
whose Levels add up exactly to the Synchro Monster's Level.

Seed 001 A: "Each Duelist has their own Extra Deck. (Duelists may only summon from their own
Extra Deck and not their teammates.)" and "Any member of a team may use any Monster Cards in
play on their team's side of the field for Tribute Summons, Ritual Summons, and Extra Deck
Summons" (seed 001 E: "A Duelist can allow their teammate to use monsters in their Monster Card
Zones as ... Extra Deck Summons"): the materials come from the summoner's and the teammate's
Monster Card Zones (`TagRules.material_candidates`), never from an opponent's. A Synchro
monster's script may narrow its materials (its PROCEDURE effect's `tuner_filter`, and
`material_filter` for each non-Tuner: "'Junk Synchron' + 1 or more non-Tuner monsters").
The materials go to their owners' Graveyards, then the monster is summoned to the summoner's
field; the summon opens a round of priority.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Final

from tagduel.engine import material_bans
from tagduel.engine.effects import Effect
from tagduel.engine.errors import Reason
from tagduel.engine.game import Game, Problem, procedure_of
from tagduel.engine.seats import Seat
from tagduel.engine.zones import CardInstance
from tagduel.i18n import later

Used = tuple[CardInstance, ...]
MAX_NON_TUNERS: Final = 4
"""At most 4 non-Tuners (5 materials): a duelist and a teammate hold 10 monsters between
them, and 5 is more than any Synchro Monster of the era needs; it bounds the listing."""


def _procedure(game: Game, card: CardInstance) -> Effect | None:
    return procedure_of(game, card.card)


def _materials(game: Game, seat: Seat, pool: list[CardInstance] | None) -> list[CardInstance]:
    return game.rules.material_candidates(game.state, seat) if pool is None else pool


def _tuners(
    game: Game, seat: Seat, card: CardInstance, pool: list[CardInstance] | None = None
) -> list[CardInstance]:
    procedure = _procedure(game, card)
    picks = procedure.tuner_filter if procedure is not None else None
    return [
        c for c in _materials(game, seat, pool) if c.traits.tuner and (picks is None or picks(c))
    ]


def _non_tuners(
    game: Game, seat: Seat, card: CardInstance, pool: list[CardInstance] | None = None
) -> list[CardInstance]:
    procedure = _procedure(game, card)
    picks = procedure.material_filter if procedure is not None else None
    return [
        c
        for c in _materials(game, seat, pool)
        if not c.traits.tuner
        and not c.traits.xyz
        and (picks is None or picks(c))
        and material_bans.synchro_material(game, c)  # "cannot be used as Synchro Material"
    ]


def _fewest(game: Game, card: CardInstance) -> int:
    """The fewest non-Tuners: 1, or the `material_count` of the Synchro Monster's procedure
    ("1 Tuner + 2 or more non-Tuner monsters": Trishula, Dragon of the Ice Barrier)."""
    procedure = _procedure(game, card)
    return max(1, procedure.material_count) if procedure is not None else 1


Parts = tuple[list[CardInstance], list[CardInstance]]


def parts(game: Game, pool: list[CardInstance]) -> Parts:
    """The Tuners of `pool` and the monsters of `pool` that may be non-Tuner Synchro Materials,
    before any Synchro Monster's own filters (read once for every Synchro Monster listed)."""
    tuners = [c for c in pool if c.traits.tuner]
    others = [
        c
        for c in pool
        if not c.traits.tuner
        and not c.traits.xyz
        and material_bans.synchro_material(game, c)  # "cannot be used as Synchro Material"
    ]
    return tuners, others


def material_sets(
    game: Game,
    seat: Seat,
    card: CardInstance,
    pool: list[CardInstance] | None = None,
    split: Parts | None = None,
) -> Iterator[Used]:
    """Every set of materials for `card`: a Tuner first, then non-Tuners, Levels adding up
    (`pool`: the face-up monsters `TagRules.material_candidates` gives, when already read;
    `split`: its `parts`, when already read)."""
    level = card.card.level
    tuners, others = split if split is not None else parts(game, _materials(game, seat, pool))
    procedure = _procedure(game, card)
    fewest = 1
    if procedure is not None:  # the Synchro Monster's own filters ("'Junk Synchron' + ...")
        if procedure.tuner_filter is not None:
            tuners = [c for c in tuners if procedure.tuner_filter(c)]
        if procedure.material_filter is not None:
            others = [c for c in others if procedure.material_filter(c)]
        fewest = max(1, procedure.material_count)
    for tuner in tuners:
        rest = level - tuner.card.level
        pool = [c for c in others if c.uid != tuner.uid and 0 < c.card.level <= rest]
        for size in range(fewest, min(MAX_NON_TUNERS, len(pool)) + 1):
            for group in combinations(pool, size):
                if sum(c.card.level for c in group) == rest:
                    yield (tuner, *group)


def problem(game: Game, seat: Seat, card: CardInstance, used: Used) -> Problem | None:
    """Why these are not materials `seat` may use to Synchro Summon `card`, or None."""
    tuners = [c for c in used if c.traits.tuner]
    fewest = _fewest(game, card)
    if len(tuners) != 1 or len(used) < 1 + fewest:
        return Reason.WRONG_MATERIALS, later(
            '"{card}" needs 1 Tuner and {fewest} or more non-Tuner monsters as Synchro Materials',
            card=card.name,
            fewest=fewest,
        )
    allowed = {c.uid for c in _tuners(game, seat, card)} | {
        c.uid for c in _non_tuners(game, seat, card)
    }
    for material in used:
        if material.uid not in allowed:
            return Reason.WRONG_MATERIALS, later(
                '{owner}\'s "{material}" can\'t be a Synchro Material for "{card}": the '
                "materials are face-up monsters on the team's side of the field",
                owner=material.zone_seat.value,
                material=material.name,
                card=card.name,
            )
    total = sum(c.card.level for c in used)
    if total != card.card.level:
        return Reason.WRONG_MATERIALS, later(
            'the Levels of the Synchro Materials add up to {total}, not {level} ("{card}")',
            total=total,
            level=card.card.level,
            card=card.name,
        )
    return None
