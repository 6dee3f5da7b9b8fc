"""Special Summons by a card's own procedure from the hand, and Xyz and Synchro Summons from the
Extra Deck (the `special-summon CARD [using CARD ...]` action; Synchro materials: `synchro.py`).

A card's procedure is its PROCEDURE effect record: `condition` over scope-module zones ("if you
control no monsters" counts the teammate's field, seed 001 E; "your Graveyard" includes the
teammate's, seed 001 A), and the cards it uses (`cost_cards`/`cost_count`, checked and paid by
`cost`, e.g. "banish 1 LIGHT and 1 DARK monster from your GY"). An Xyz monster is Xyz Summoned
from the duelist's own Extra Deck (seed 001 A) with `material_count` (default 2) face-up
monsters of its Rank's Level from either teammate's field (`TagRules.material_candidates`);
the materials are attached under it (a Token can't be one). A summon by procedure opens a
round of priority. Fusion and Ritual Monsters are summoned by the effects of cards
(Polymerization, a Ritual Spell: see `fusion.py`, `ritual.py`), never by this action.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from tagduel.engine import (
    extra_deck,
    restrictions,
    summon_destinations,
    summon_limits,
    summon_negation,
    synchro,
    xyz_overlay,
)
from tagduel.engine.actions import Action, SpecialSummon
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Effect
from tagduel.engine.errors import Reason
from tagduel.engine.game import Game, Problem, choices, first_by_name, procedure_of, ref_of
from tagduel.engine.levels import level_of
from tagduel.engine.ops import attach, record_materials, send_to_gy, summon_to_field
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import WindowKind
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_MONSTERS: Final = Location.MONSTERS
_ACTION: Final = WindowKind.ACTION
_ATTACK: Final = Position.ATTACK
_EXTRA: Final = Location.EXTRA

Used = tuple[CardInstance, ...]
DEFAULT_XYZ_MATERIALS: Final = extra_deck.DEFAULT_XYZ_MATERIALS


def _is_xyz(card: CardInstance) -> bool:
    return card.traits.xyz


def special_summon_actions(game: Game, seat: Seat) -> list[Action]:
    """Every legal Special Summon by procedure and Xyz Summon for `seat` now."""
    out: list[Action] = []
    pool = game.rules.material_candidates(game.state, seat)  # read once for the whole listing
    deck = extra_deck.of(game, seat)  # its Xyz and Synchro Monsters, read once per Extra Deck
    hand, extra = _hand_procedures(game, seat), _xyz_candidates(game, deck, pool)
    tuned = _synchro_candidates(deck, pool)
    if summon_limits.limited(game.state, seat):  # "you cannot Special Summon ... except ..."
        limited = (_allowed(game, seat, c) for c in (hand, extra, tuned))
        hand, extra, tuned = limited
    overlays = xyz_overlay.actions(game, seat, pool, deck.overlays)  # on top of an Xyz Monster
    if not (hand or extra or tuned or overlays) or not restrictions.can_special_summon(game, seat):
        return out
    out.extend(overlays)
    for card in hand:
        out.extend(_procedure_actions(game, seat, card))
    room = game.state.zones[seat].free_slot(_MONSTERS) >= 0
    for card in extra:
        count = _xyz_count(game, card)
        for used in choices(_xyz_pool(game, seat, card, pool), count, count):
            if room or any(m.zone_seat is seat for m in used):
                out.append(SpecialSummon(seat, ref_of(card), tuple([ref_of(c) for c in used])))
    split = synchro.parts(game, pool) if tuned else None  # read once for every Synchro Monster
    for card in tuned:
        for used in synchro.material_sets(game, seat, card, pool, split):
            if room or any(m.zone_seat is seat for m in used):
                out.append(SpecialSummon(seat, ref_of(card), tuple([ref_of(c) for c in used])))
    return out


def _allowed(game: Game, seat: Seat, cards: list[CardInstance]) -> list[CardInstance]:
    """`summon_limits.allowed`, not asked for no cards."""
    return summon_limits.allowed(game.state, seat, cards) if cards else cards


def _hand_procedures(game: Game, seat: Seat) -> list[CardInstance]:
    """Cards in `seat`'s hand with a procedure of their own (one copy per name)."""
    codes = game.scripts.procedures
    if not codes:
        return []
    hand = game.state.zones[seat].hand
    return first_by_name([c for c in hand if c.card.passcode in codes or c.card.alias in codes])


def _xyz_candidates(
    game: Game, deck: extra_deck.ExtraDeck, pool: list[CardInstance]
) -> list[CardInstance]:
    """Xyz monsters in the seat's Extra Deck (`deck`) with enough face-up monsters of their
    Rank's Level on the team's side of the field (`pool`, `TagRules.material_candidates`): a
    quick count before listing the materials."""
    if not pool or not deck.xyz:
        return []  # no material at all, or no Xyz Monster
    levels = [level_of(game.state, c) for c in pool]
    return [card for card, rank, count in deck.xyz if levels.count(rank) >= count]


def _synchro_candidates(deck: extra_deck.ExtraDeck, pool: list[CardInstance]) -> list[CardInstance]:
    """Synchro Monsters in the seat's Extra Deck (`deck`, one copy per name), if a Tuner is
    face-up on the team's side of the field (`pool`): a quick test before listing materials."""
    if len(pool) < 2 or not deck.synchro:
        return []  # a Tuner and at least one non-Tuner
    if not any(c.traits.tuner for c in pool):
        return []
    return list(deck.synchro)


def _procedure_actions(game: Game, seat: Seat, card: CardInstance) -> Iterator[Action]:
    procedure = procedure_of(game, card.card)
    if procedure is None:
        return
    ctx = EffectContext(game, seat, card)
    if procedure.condition is not None and not procedure.condition(ctx):
        return
    pool = list(procedure.cost_cards(ctx)) if procedure.cost_cards else []
    room = game.state.zones[seat].free_slot(_MONSTERS) >= 0
    for used in choices(pool, procedure.cost_count, procedure.cost_count):
        if not room and not any(c.location is _MONSTERS and c.zone_seat is seat for c in used):
            continue
        ctx.costs = used
        if procedure.cost is None or procedure.cost(ctx, True):
            yield SpecialSummon(seat, ref_of(card), tuple([ref_of(c) for c in used]))


def summon_problem(game: Game, seat: Seat, card: CardInstance, used: Used) -> Problem | None:
    """Why `seat` may not Special Summon `card` by its procedure (or Xyz Summon it) using
    `used`, or None."""
    if card.location is Location.EXTRA:
        problem = _extra_problem(game, seat, card)
        if problem is None and card.traits.synchro:
            problem = _common_problem(game, seat, card, used)
            return problem or synchro.problem(game, seat, card, used)
        if problem is None and xyz_overlay.applies(game, card, used):
            problem = _common_problem(game, seat, card, used)
            return problem or xyz_overlay.problem(game, seat, card, used)
        return problem or _xyz_problem(game, seat, card, used)
    if card.location is not Location.HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, later(
            '"{card}" is not in {seat}\'s hand', card=card.name, seat=seat.value
        )
    procedure = game.scripts.procedure(card.card)
    if procedure is None:
        if card.traits.ritual:
            return (
                Reason.CANNOT_SPECIAL_SUMMON,
                later('"{card}" is Ritual Summoned by a Ritual Spell', card=card.name),
            )
        return (
            Reason.CANNOT_SPECIAL_SUMMON,
            later('"{card}" has no procedure to Special Summon itself', card=card.name),
        )
    problem = _common_problem(game, seat, card, used)
    return problem or _procedure_problem(game, seat, card, procedure, used)


def _extra_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    if card.zone_seat not in game.rules.extra_deck_seats(seat):
        return Reason.NOT_YOUR_CARD, later(
            "{seat} may only summon from their own Extra Deck, not {owner}'s",
            seat=seat.value,
            owner=card.zone_seat.value,
        )
    if card.traits.fusion:
        return Reason.CANNOT_SPECIAL_SUMMON, later(
            '"{card}" is Fusion Summoned by a card effect (such as Polymerization)', card=card.name
        )
    if not _is_xyz(card) and not card.traits.synchro:
        return Reason.CANNOT_SPECIAL_SUMMON, later(
            '"{card}" is summoned by a card effect', card=card.name
        )
    return None


def _common_problem(game: Game, seat: Seat, card: CardInstance, used: Used) -> Problem | None:
    if not restrictions.can_special_summon(game, seat):
        return Reason.CANNOT_SPECIAL_SUMMON, later(
            "an effect on the field prevents {seat} from Special Summoning", seat=seat.value
        )
    if not summon_limits.allows(game.state, seat, card):
        return Reason.CANNOT_SPECIAL_SUMMON, later(
            'an effect applied this turn prevents {seat} from Special Summoning "{card}"',
            seat=seat.value,
            card=card.name,
        )
    freed = sum(1 for c in used if c.location is Location.MONSTERS and c.zone_seat is seat)
    if game.state.zones[seat].free_slot(Location.MONSTERS) < 0 and freed == 0:
        return Reason.ZONES_FULL, later("{seat}'s Monster Card Zones are full", seat=seat.value)
    if len({c.uid for c in used}) != len(used):
        return Reason.WRONG_MATERIALS, later("the same card is named twice")
    return None


def _procedure_problem(
    game: Game, seat: Seat, card: CardInstance, procedure: Effect, used: Used
) -> Problem | None:
    ctx = EffectContext(game, seat, card, costs=used)
    if procedure.condition is not None and not procedure.condition(ctx):
        return (
            Reason.CANNOT_SPECIAL_SUMMON,
            later('the condition to Special Summon "{card}" is not met', card=card.name),
        )
    allowed = {c.uid for c in procedure.cost_cards(ctx)} if procedure.cost_cards else set()
    if len(used) != procedure.cost_count or any(c.uid not in allowed for c in used):
        return Reason.WRONG_MATERIALS, later(
            'those cards can\'t be used to Special Summon "{card}"', card=card.name
        )
    if procedure.cost is not None and not procedure.cost(ctx, True):
        return Reason.WRONG_MATERIALS, later(
            'those cards can\'t pay to Special Summon "{card}"', card=card.name
        )
    return None


def _xyz_count(game: Game, card: CardInstance) -> int:
    return extra_deck.xyz_count(game, card)


def _xyz_pool(
    game: Game, seat: Seat, card: CardInstance, pool: list[CardInstance] | None = None
) -> list[CardInstance]:
    """Face-up monsters of the team with a Level equal to the Xyz monster's Rank (from `pool`,
    `TagRules.material_candidates` when already read)."""
    procedure = procedure_of(game, card.card)
    picks = procedure.material_filter if procedure is not None else None
    rank = card.card.level if card.traits.xyz else card.card.rank  # `Card.rank`, cheaper
    if pool is None:
        pool = game.rules.material_candidates(game.state, seat)
    return [
        c
        for c in pool
        if level_of(game.state, c) == rank
        and not _is_xyz(c)
        and not c.traits.token
        and (picks is None or picks(c))
    ]


def _xyz_problem(game: Game, seat: Seat, card: CardInstance, used: Used) -> Problem | None:
    problem = _common_problem(game, seat, card, used)
    if problem is not None:
        return problem
    count = _xyz_count(game, card)
    allowed = {c.uid for c in _xyz_pool(game, seat, card)}
    if len(used) != count:
        return Reason.WRONG_MATERIALS, later(
            '"{card}" needs {count} Xyz Materials, not {used}',
            card=card.name,
            count=count,
            used=len(used),
        )
    for material in used:
        if material.uid not in allowed:
            return Reason.WRONG_MATERIALS, later(
                '{owner}\'s "{material}" can\'t be an Xyz Material for "{card}": it must be a '
                "face-up Level {rank} monster on the team's side of the field",
                owner=material.zone_seat.value,
                material=material.name,
                card=card.name,
                rank=card.card.rank,
            )
    return None


def perform(game: Game, seat: Seat, card: CardInstance, used: Used) -> None:
    """Pay the procedure (or use the materials), summon, and open a round of priority: one
    thing that happens (`timing.together`)."""
    state = game.state
    held = summon_negation.answerable(game)  # the Summoned event waits (Solemn Judgment)
    origin, how = card.location, "special"
    with together(state):
        if origin is _EXTRA and card.traits.synchro:
            for material in used:  # the materials leave the field first, freeing their zones
                send_to_gy(state, material)
            how = "synchro"
            summon_to_field(state, card, seat, _ATTACK, how, announce=not held)
            record_materials(card, used)
        elif origin is _EXTRA and xyz_overlay.applies(game, card, used):
            held = False  # announced by `xyz_overlay`
            xyz_overlay.summon(game, seat, card, used)
        elif origin is _EXTRA:
            for material in used:
                attach(state, card, material)
            how = "xyz"
            summon_to_field(state, card, seat, _ATTACK, how, announce=not held)
        else:
            procedure = game.scripts.procedure(card.card)
            assert procedure is not None
            if procedure.cost is not None:
                procedure.cost(EffectContext(game, seat, card, costs=used), False)
            to = summon_destinations.seat_for(game, seat, card, used)  # Lava Golem: opponent's
            summon_to_field(state, card, to, _ATTACK, how, announce=not held)
        if held and summon_negation.attempt(game, seat, card, how, origin, check=False):
            return
    open_window(game, _ACTION, seat)
