"""Ritual Summons by Ritual Spells.

A Ritual Spell Ritual Summons a Ritual Monster from its activator's hand by Tributing monsters
whose Levels add up to the Ritual Monster's Level or more ("equal 8 or more": the era's
wording; `exact` for "exactly equal"). The Tributes come from the activator's own hand and the
monsters on the team's side of the field, face-up or Set (`TagRules.ritual_tribute_candidates`;
seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side of the
field for Tribute Summons, Ritual Summons, and Extra Deck Summons"; seed 001 E: "A Duelist can
allow their teammate to use monsters in their Monster Card Zones as Tribute Summons, Ritual
Summons"). No more Tributes than needed: with "or more", taking away any one Tribute must
leave less than the Level. The Ritual Monster comes from the activator's own hand (the one
who Summons it) to their field, in Attack Position; Tributing and summoning are one thing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from tagduel.engine import ops
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import CardFilter
from tagduel.engine.events import Tributed
from tagduel.engine.game import Game, alike, first_by_name
from tagduel.engine.seats import Seat
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import lazy

Group = tuple[CardInstance, ...]
Options = list[tuple[CardInstance, list[Group]]]
LIMIT: Final = 5000


def enough(levels: list[int], level: int, *, exact: bool) -> bool:
    """Do Tributes of these Levels fit a Ritual Monster of `level` (none too many)?"""
    total = sum(levels)
    if exact:
        return total == level
    return total >= level and total - min(levels) < level


def groups_for(
    game: Game, seat: Seat, card: CardInstance, *, exact: bool, first: bool = False
) -> list[Group]:
    """Every set of Tributes `seat` could offer for `card` now (copies of one name in one hand
    alike), keeping a zone free for it; with `first`, only the first found (at most LIMIT)."""
    pool = [
        c
        for c in game.rules.ritual_tribute_candidates(game.state, seat)
        if c is not card and c.card.level > 0 and not c.traits.xyz
    ]
    room = game.state.zones[seat].free_slot(Location.MONSTERS) >= 0
    found: list[Group] = []
    for group in _tribute_sets(pool, card.card.level, exact):
        if room or any(c.location is Location.MONSTERS and c.zone_seat is seat for c in group):
            found.append(group)
            if first or len(found) >= LIMIT:
                break
    return found


def _tribute_sets(pool: list[CardInstance], level: int, exact: bool) -> Iterator[Group]:
    """The sets that fit (`enough`), searched highest Level first: once a set reaches the Level,
    any further Tribute (of a Level no higher) would be one too many."""
    kinds = sorted(alike(pool), key=lambda group: -group[0].card.level)
    left = [0] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        left[i] = left[i + 1] + sum(c.card.level for c in kinds[i])
    yield from _extend(kinds, left, 0, (), 0, level, exact)


def _extend(
    kinds: list[list[CardInstance]],
    left: list[int],
    index: int,
    chosen: Group,
    total: int,
    level: int,
    exact: bool,
) -> Iterator[Group]:
    if chosen and (total == level if exact else total >= level):
        if enough([c.card.level for c in chosen], level, exact=exact):
            yield chosen
        return
    if index == len(kinds) or total + left[index] < level or (exact and total > level):
        return
    group = kinds[index]
    for take in range(len(group), -1, -1):
        picked = total + take * group[0].card.level
        if exact and picked > level:
            continue
        yield from _extend(
            kinds, left, index + 1, chosen + tuple(group[:take]), picked, level, exact
        )


def options(
    ctx: EffectContext, picks: CardFilter | None, *, exact: bool, first: bool = False
) -> Options:
    """The Ritual Monsters in the controller's own hand (`picks`) with the Tribute sets that
    fit each (`first`: stop at the first that has one)."""
    hand = [
        c for c in ctx.state.zones[ctx.seat].hand if c.traits.ritual and (picks is None or picks(c))
    ]
    found: Options = []
    for card in first_by_name(hand):
        groups = groups_for(ctx.game, ctx.seat, card, exact=exact, first=first)
        if groups:
            found.append((card, groups))
            if first:
                break
    return found


def can_summon(ctx: EffectContext, picks: CardFilter | None = None, *, exact: bool = False) -> bool:
    """Could this effect's controller Ritual Summon now (for a Ritual Spell's condition)?"""
    return ctx.can_special_summon() and bool(options(ctx, picks, exact=exact, first=True))


def summon(
    ctx: EffectContext, picks: CardFilter | None = None, *, exact: bool = False
) -> CardInstance | None:
    """Ritual Summon: the controller chooses the Ritual Monster, then the Tributes; returns the
    monster summoned (None when none could be)."""
    if not ctx.can_special_summon():
        return None
    found = options(ctx, picks, exact=exact)
    if not found:
        return None
    prompt = lazy("choose the Ritual Monster to Ritual Summon")
    monster = ctx.choose_cards(ctx.seat, [m for m, _ in found], 1, 1, prompt)[0]
    groups = next(g for m, g in found if m is monster)
    used = ctx.choose_group(ctx.seat, groups, f'choose the Tributes for "{monster.name}"')
    state = ctx.state
    with together(state):
        for tribute in used:
            state.emit(Tributed(tribute.zone_seat, tribute.name, ctx.seat, tribute.uid))
            ops.send_to_gy(state, tribute)
        if not ops.summon_to_field(state, monster, ctx.seat, Position.ATTACK, "ritual"):
            return None
        ops.record_materials(monster, used)
    return monster
