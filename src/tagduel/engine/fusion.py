"""Fusion Summons by card effects (Polymerization, Power Bond) and De-Fusion.

A Fusion Monster's script names its Fusion Materials (its PROCEDURE effect's
`fusion_materials`: one card filter per material, e.g. 3 × "Blue-Eyes White Dragon"); a
Fusion Monster without one can't be Fusion Summoned by the engine. An effect that "Fusion
Summons 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as Fusion
Material" (`summon`) lets its controller choose a Fusion Monster of their own Extra Deck (seed
001 A: "Duelists may only summon from their own Extra Deck and not their teammates") and one
set of materials that fits it, from their own hand and the monsters on the team's side of the
field (`TagRules.fusion_material_candidates`; seed 001 A: "Any member of a team may use any
Monster Cards in play on their team's side of the field for ... Extra Deck Summons"). The
materials go to their owners' Graveyards and the monster is Special Summoned to the summoner's
field in Attack Position, as one thing. The materials used are noted on the monster
(`ops.record_materials`) while it stays on the field.

There is no Contact Fusion (a Fusion Summon without Polymerization) in this era's card pool.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations
from math import comb
from typing import Final

from tagduel.engine import extra_deck, ops, summon_limits
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import CardFilter
from tagduel.engine.game import CHOICES_LIMIT, Game, choices, first_by_name, procedure_of
from tagduel.engine.scope import Scope
from tagduel.engine.seats import Seat
from tagduel.engine.timing import together
from tagduel.engine.wording import quoted
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import lazy

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_MONSTERS: Final = Location.MONSTERS

Group = tuple[CardInstance, ...]
Options = list[tuple[CardInstance, list[Group]]]


def materials_of(game: Game, card: CardInstance) -> tuple[CardFilter, ...]:
    """The Fusion Materials a Fusion Monster's script names (empty: none known)."""
    procedure = procedure_of(game, card.card)
    return () if procedure is None else procedure.fusion_materials


def fits(filters: Sequence[CardFilter], group: Sequence[CardInstance]) -> bool:
    """True when each card of `group` can stand for a different one of `filters`."""
    if len(filters) != len(group):
        return False
    return any(
        all(f(card) for f, card in zip(filters, order, strict=True))
        for order in permutations(group)
    )


def groups_for(game: Game, seat: Seat, card: CardInstance) -> list[Group]:
    """Every set of Fusion Materials `seat` could use for `card` now (copies of one name in one
    hand counted as alike), keeping a Monster Card Zone free for it."""
    return list(_groups(game, seat, card))


def _groups(
    game: Game, seat: Seat, card: CardInstance, candidates: list[CardInstance] | None = None
) -> Iterator[Group]:
    """`groups_for`, one set at a time (`candidates`: `fusion_material_candidates`, when
    already read)."""
    filters = materials_of(game, card)
    if not filters:
        return
    if candidates is None:
        candidates = game.rules.fusion_material_candidates(game.state, seat)
    pool = [c for c in candidates if any(f(c) for f in filters)]
    if len(pool) < len(filters):
        return
    room = game.state.zones[seat].free_slot(_MONSTERS) >= 0
    for group in choices(pool, len(filters), len(filters)):
        if fits(filters, group) and (room or _frees_a_zone(group, seat)):
            yield group


def _any_group(game: Game, seat: Seat, card: CardInstance, candidates: list[CardInstance]) -> bool:
    """`_groups` yields a set: each filter matched to a different card of the pool, found by
    trying each filter's cards in turn instead of listing every set. Copies of one name in one
    hand are alike, so the sets `choices` lists are exactly the distinct cards; when `choices`
    would stop at its limit before the end, the sets are listed as `_groups` lists them.

    Each filter's cards are read from the candidates directly (the same lists as from the
    pool, which holds every candidate some filter accepts); a filter that accepts none ends it,
    as no set can fit then."""
    filters = materials_of(game, card)
    if not filters or len(candidates) < len(filters):
        return False
    each: list[list[CardInstance]] = []
    for i, picks in enumerate(filters):
        if i and picks is filters[i - 1]:  # 3 x "Cyber Dragon": the same filter, the same cards
            each.append(each[-1])
            continue
        accepted = [c for c in candidates if picks(c)]
        if not accepted:
            return False
        each.append(accepted)
    pooled = len(set().union(*each)) if len(each) > 1 else len(each[0])
    if pooled < len(filters):
        return False
    if comb(pooled, len(filters)) > CHOICES_LIMIT:
        return next(_groups(game, seat, card, candidates), None) is not None
    room = game.state.zones[seat].free_slot(_MONSTERS) >= 0
    return _matched(each, 0, (), seat, room)


def _matched(each: list[list[CardInstance]], at: int, used: Group, seat: Seat, room: bool) -> bool:
    """Can filters `at`.. each take a card of `each[i]` not in `used` (a zone free after)?"""
    if at == len(each):
        return room or _frees_a_zone(used, seat)
    return any(
        _matched(each, at + 1, (*used, c), seat, room)
        for c in each[at]
        if all(c is not u for u in used)
    )


def _frees_a_zone(group: Sequence[CardInstance], seat: Seat) -> bool:
    return any(c.location is _MONSTERS and c.zone_seat is seat for c in group)


def _monsters(ctx: EffectContext, picks: CardFilter | None) -> list[CardInstance]:
    """The Fusion Monsters of the controller's own Extra Deck it may summon (one per name)."""
    fusion = extra_deck.of(ctx.game, ctx.seat).fusion  # read once per Extra Deck
    extra = list(fusion) if picks is None else [c for c in fusion if picks(c)]
    extra = summon_limits.allowed(ctx.state, ctx.seat, extra)  # "except ..." this turn
    return first_by_name(extra)


def options(ctx: EffectContext, picks: CardFilter | None = None) -> Options:
    """The Fusion Monsters of the controller's own Extra Deck (`picks`: e.g. Machine only) with
    the material sets that fit each."""
    found: Options = []
    for card in _monsters(ctx, picks):
        groups = groups_for(ctx.game, ctx.seat, card)
        if groups:
            found.append((card, groups))
    return found


def can_summon(ctx: EffectContext, picks: CardFilter | None = None) -> bool:
    """Could this effect's controller Fusion Summon now (for an activation's condition)? The
    same question as `options` being non-empty, stopping at the first set of materials."""
    if not ctx.can_special_summon():
        return False
    monsters = _monsters(ctx, picks)
    if not monsters:
        return False
    game, seat = ctx.game, ctx.seat
    candidates = game.rules.fusion_material_candidates(game.state, seat)
    return any(_any_group(game, seat, card, candidates) for card in monsters)


def summon(ctx: EffectContext, picks: CardFilter | None = None) -> CardInstance | None:
    """Fusion Summon: the controller chooses the Fusion Monster, then its materials; returns
    the monster summoned (None when none could be). Asks first, then changes the duel."""
    if not ctx.can_special_summon():
        return None
    found = options(ctx, picks)
    if not found:
        return None
    prompt = lazy("choose the Fusion Monster to Fusion Summon")
    monster = ctx.choose_cards(ctx.seat, [m for m, _ in found], 1, 1, prompt)[0]
    groups = next(g for m, g in found if m is monster)
    prompt = lazy("choose the Fusion Materials for {card}", card=quoted(monster.name))
    used = ctx.choose_group(ctx.seat, groups, prompt)
    state = ctx.state
    with together(state):
        for material in used:
            ops.send_to_gy(state, material)
        if not ops.summon_to_field(state, monster, ctx.seat, Position.ATTACK, "fusion"):
            return None
        ops.record_materials(monster, used)
    return monster


def power_bond(ctx: EffectContext, picks: CardFilter | None = None) -> None:
    """Power Bond: Fusion Summon; the monster gains ATK equal to its original ATK (while it
    stays on the field); in the End Phase of this turn the controller's team takes damage equal
    to that original ATK (seed 001 A: the team's Life Points are one total)."""
    monster = summon(ctx, picks)
    if monster is None:
        return
    original = monster.card.atk or 0
    ctx.boost(monster, original, this_turn=False)
    ctx.damage_at_end_phase(original)


def defuse(ctx: EffectContext, monster: CardInstance) -> None:
    """De-Fusion: return the Fusion Monster to its owner's Extra Deck; then, if all the Fusion
    Materials used for its Fusion Summon are in "your" Graveyard (the controller's or the
    teammate's, seed 001 A: "Duelists may use their teammate's Graveyard as if it was their
    own"), the controller may Special Summon them all to their field."""
    if monster.location is not Location.MONSTERS or not monster.traits.fusion:
        return
    used = _materials_back(ctx, monster)
    summon_them = bool(used) and ctx.yes_no(
        ctx.seat, f'Special Summon the Fusion Materials of "{monster.name}"?'
    )
    ops.move_to_pile(ctx.state, monster, Location.EXTRA)
    if summon_them:
        with together(ctx.state):
            for card in used:
                ctx.special_summon(card)


def _materials_back(ctx: EffectContext, monster: CardInstance) -> list[CardInstance]:
    """The materials of `monster`, if all are in "your" Graveyard and can all be summoned."""
    found = [ctx.state.find(uid) for uid in ops.materials_used(monster)]
    yours = ctx.seats(Scope.YOURS)
    cards = [c for c in found if c is not None and c.location is Location.GY]
    if not found or len(cards) != len(found) or any(c.zone_seat not in yours for c in cards):
        return []
    zones = ctx.state.zones[ctx.seat].monsters
    room = sum(1 for z in zones if z is None) + (monster.zone_seat is ctx.seat)
    if room < len(cards) or not ctx.can_special_summon():
        return []
    return cards
