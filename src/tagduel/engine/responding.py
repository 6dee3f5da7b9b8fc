"""The cheap test before listing a seat's responses in a window of priority (`could_respond`).

Random play and the table skip a seat that can only pass without listing its answers
(`flow._priority`), and almost every seat asked in a window can only pass. The test must never
hide a response: each check below is one the listing (`activation.activation_actions`) makes
too, with the same context, so when the test says no the listing is Pass alone (the oracle:
tests/cardscripts/test_classic_decks.py checks it at every window of seeded duels).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tagduel.cards.model import Card
from tagduel.engine import gates, moved
from tagduel.engine.activation import (
    _choices,
    _gate_ok,
    _where_ok,
    in_damage_step,
    required_speed,
)
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import SpellSpeed
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATION: Final = EffectKind.ACTIVATION
_GY: Final = Location.GY
_HAND: Final = Location.HAND
_THREE: Final = SpellSpeed.THREE
_TWO: Final = SpellSpeed.TWO

_Asked = tuple[SpellSpeed, bool, tuple[dict[int, bool], int]]
"""What every card asked in a window shares (see `_may_use`)."""
_Cards = tuple[CardInstance, ...]
_QuickCards = tuple[_Cards, _Cards, _Cards]
_Dead = dict[Seat, set[int]]
WindowAsks = tuple[_Asked, dict[Team, list[CardInstance]], dict[Seat, list[CardInstance]], _Dead]
"""What the seats asked in one round of a window share (`window_asks`)."""


def could_respond(game: Game, seat: Seat) -> bool:
    """False when `seat` surely has no response now: no Set card whose activation's condition
    holds, no quick effect (its own card's, its teammate's face-up card's, in its hand or
    Graveyard) that may be used now, no Quick-Play Spell to play."""
    return could_respond_in(game, seat, window_asks(game))


def window_asks(game: Game) -> WindowAsks:
    """What the cheap test asks every seat of a window with: the Spell Speed the window needs,
    whether it is the Damage Step, the kind of window (`_kind_of_window`), and where the
    duel's cards with a quick effect are: each team's face-up cards on the field with one
    (a seat may use its own and its teammate's: `activatable._teammates_quick`) and something
    to use in such a window, and each seat's cards in its hand and Graveyard with one used
    from there (`_quick_cards`).

    The four seats are asked one after another while nothing happens (a seat that may only
    pass passes without acting), so `flow._priority` works this out once per round of the
    table instead of once per seat; and the few cards of the duel that can have such an
    effect are looked at where they are, instead of every seat reading its hand and Graveyard
    (and the field twice: its own side and its teammate's)."""
    fielded, held, dead = _placed(game)
    needed, damage = required_speed(game), in_damage_step(game)
    ask = (needed, damage, _kind_of_window(game, needed, damage))
    skip = ask[2][0]
    lit: dict[Team, list[CardInstance]] = {}
    for card in fielded:
        if card.face_up:  # a card turns face-up or face-down without moving
            nothing = skip.get(card.card.passcode)
            if nothing or (nothing is None and _nothing_to_use(game, ask, card.card)):
                continue
            team = card.zone_seat.team
            if team in lit:
                lit[team].append(card)
            else:
                lit[team] = [card]
    return ask, lit, held, dead


def could_respond_in(game: Game, seat: Seat, window: WindowAsks) -> bool:
    """`could_respond`, with what the window's seats share worked out (`window_asks`). A
    face-down monster is not asked: none of its effects may be used while it is face-down
    (`activation_where._where_ok`). A card with nothing to use in a window of this kind
    (`_nothing_to_use`) is not asked either."""
    state = game.state
    zones = state.zones[seat]
    ask, lit, held, dead = window
    needed, skip, turn = ask[0], ask[2][0], state.turn
    for card in zones.st + zones.field_zone:
        if (
            card is not None
            and not card.face_up
            and card.traits.activation_speed >= needed
            and card.placed_turn < turn
            and not skip.get(card.card.passcode)
            and _may_use(game, seat, ask, card)
        ):
            return True  # a Set card is activated at its own Spell Speed, not the turn it was Set
    team = lit.get(seat.team)
    if team is not None:
        gone = dead.get(seat)
        for card in team:
            if gone is not None and card.uid in gone:
                continue
            if _may_use(game, seat, ask, card):
                return True
            if _dead_until_moved(game, seat, card):
                if gone is None:
                    gone = dead[seat] = set()
                gone.add(card.uid)
    found = held.get(seat)
    if found is not None:
        for card in found:
            if not skip.get(card.card.passcode) and _may_use(game, seat, ask, card):
                return True
    if seat is state.turn_seat and not ask[1]:
        for card in zones.hand:
            if (
                card.traits.quick_spell
                and not skip.get(card.card.passcode)
                and _may_use(game, seat, ask, card)
            ):
                return True
    return False


def _may_use(game: Game, seat: Seat, ask: _Asked, card: CardInstance) -> bool:
    """False when no effect of `card` passes the listing's checks now: Spell Speed, the Damage
    Step, where the card is, once per turn, the condition (Mirror Force outside an opponent's
    attack declaration, Eternal Soul without a Dark Magician to Summon), then one choice of
    targets and costs that can be paid (De-Fusion without a Fusion Monster to target). Only
    the restrictions in force are left to the listing. `ask`: the Spell Speed the window
    needs, whether it is the Damage Step, and the kind of window (`_kind_of_window`: the
    cards known to have nothing to use in it, which the callers skip first)."""
    needed, damage, (skip, _) = ask
    nothing = skip.get(card.card.passcode)
    if nothing or (nothing is None and _nothing_to_use(game, ask, card.card)):
        return False  # known: asked by the callers first
    for number, effect, speed, plain in game.scripts.activatable(card.card):
        if speed < needed or (damage and speed < _THREE and not effect.in_damage_step):
            continue
        if not _where_ok(game, seat, card, effect, speed):
            continue
        if plain:
            return True
        ctx = _context(game, seat, card, number)
        if _gate_ok(ctx, effect) and _payable(ctx, effect):
            return True
    return False


def _payable(ctx: EffectContext, effect: Effect) -> bool:
    """One choice of targets and costs whose cost can be paid (`activation._choices` yields
    one). With nothing to choose, its one choice is no targets and no costs, which the context
    already holds: only the cost is asked, without making the action. With fewer candidates
    than the effect must choose (De-Fusion without a Fusion Monster) there is no choice: the
    candidates the rules let it target or pay with are some of these, so the listing's
    protections (`protection.targetable`) need not be worked out to say no."""
    targets, cost_cards = effect.targets, effect.cost_cards
    if targets is not None and effect.target_count:
        low = effect.target_count if effect.target_min is None else effect.target_min
        if len(targets(ctx)) < low:
            return False
    elif cost_cards is None or not effect.cost_count:
        return effect.cost is None or bool(effect.cost(ctx, True))
    if cost_cards is not None and effect.cost_count and len(cost_cards(ctx)) < effect.cost_count:
        return False
    for _ in _choices(ctx, effect):
        return True
    return False


def _context(game: Game, seat: Seat, card: CardInstance, number: int) -> EffectContext:
    """The context to ask effect `number` of `card` for `seat` with: one per duel and seat, set
    to the card and effect asked and to no targets and costs, instead of a context made for
    each effect asked. It holds what a fresh `EffectContext(game, seat, card, effect=number)`
    holds: a hook asked in check-only mode changes only `targets` and `costs` (set by
    `activation._choices`, reset here); its `event`, `chain_link` and the answers of a
    resolving effect stay unset (`tests/engine/test_responding.py` checks it)."""
    memo = game.memo.get(_CONTEXTS)
    if memo is None:
        memo = game.memo[_CONTEXTS] = (0, {})
    contexts: dict[Seat, EffectContext] = memo[1]
    ctx = contexts.get(seat)
    if ctx is None:
        ctx = contexts[seat] = EffectContext(game, seat, card, effect=number)
        return ctx
    ctx.card, ctx.effect, ctx.targets, ctx.costs = card, number, (), ()
    return ctx


_CONTEXTS: Final = "asking contexts"


def _placed(game: Game) -> tuple[list[CardInstance], dict[Seat, list[CardInstance]], _Dead]:
    """Which of the duel's quick cards (`_quick_cards`) are on the field, and each seat's in
    its hand and Graveyard with an effect used from there: remembered until a card moves
    (`DuelState.moved`, bumped by every move and by every card instance made), since where each
    card is changes only then; whether one on the field is face-up is read at every window."""
    state = game.state
    moved = state.moved
    memo = game.memo.get(_PLACED)
    if memo is not None and memo[0] == moved:
        return memo[1]  # type: ignore[no-any-return]
    on_field, in_hand, in_gy = _quick_cards(game)
    fielded = [card for card in on_field if card.location.on_field]
    held: dict[Seat, list[CardInstance]] = {}
    for cards, where in ((in_hand, _HAND), (in_gy, _GY)):
        for card in cards:
            if card.location is where:
                seat = card.zone_seat
                if seat in held:
                    held[seat].append(card)
                else:
                    held[seat] = [card]
    dead: _Dead = {}  # filled by `could_respond_in` (`_dead_until_moved`)
    game.memo[_PLACED] = (moved, (fielded, held, dead))
    return fielded, held, dead


_PLACED: Final = "quick cards placed"


def _quick_cards(game: Game) -> _QuickCards:
    """The duel's card instances with a quick effect used while face-up
    (`Scripts.quick_face_up`), then those with a Spell Speed 2 or higher effect activated from
    the hand, and from the Graveyard (`Scripts.quick_from`; never a Token: a Token that left
    the field still names the pile it was sent to). A card instance keeps its printed card for
    the whole duel, so this is worked out again only when a card instance is made (as
    `codes_in_duel` is); where each card is, is read when a card moves (`_placed`)."""
    made = game.state.next_uid
    memo = game.memo.get(_QUICK)
    if memo is not None and memo[0] == made:
        return memo[1]  # type: ignore[no-any-return]
    scripts = game.scripts
    found: tuple[list[CardInstance], list[CardInstance], list[CardInstance]] = ([], [], [])
    piles = ((scripts.hand_effects, Location.HAND), (scripts.gy_effects, Location.GY))
    for card in game.state.all_cards():
        printed = card.card
        if scripts.quick and scripts.quick_face_up(printed):
            found[0].append(card)
        for (codes, where), out in zip(piles, found[1:3]):  # noqa: B905 (compiled: a loop)
            if (
                (printed.passcode in codes or printed.alias in codes)
                and not card.traits.token
                and scripts.quick_from(printed, where)
            ):
                out.append(card)
    all_three = (tuple(found[0]), tuple(found[1]), tuple(found[2]))
    game.memo[_QUICK] = (made, all_three)
    return all_three


_QUICK: Final = "quick cards"


def _kind_of_window(game: Game, needed: SpellSpeed, damage: bool) -> _Kind:
    """What a card needs to be asked in this window (`_nothing_to_use`): the passcodes known to
    have no effect to use in such a window (True) or some (False), kept per duel for each kind
    of window (the Spell Speed needed, the Damage Step, what `gates.now` holds), with what
    the kind is."""
    now = gates.now(game)
    kind = now | (8 if damage else 0) | (16 if needed is _THREE else 32 if needed is _TWO else 0)
    memo = game.memo.get(_SKIPPED)
    if memo is None:
        memo = game.memo[_SKIPPED] = (0, {})
    tables: dict[int, _Kind] = memo[1]
    found = tables.get(kind)
    if found is None:
        found = tables[kind] = ({}, now)
    return found


def _nothing_to_use(game: Game, ask: _Asked, card: Card) -> bool:
    """None of the card's activatable effects may be used in a window like the one `ask` is
    for (`_kind_of_window`): each is too slow, not one used in the Damage Step, or has a
    condition that needs what does not hold (`gates.needs`: Mirror Force outside an attack
    declaration, Honest outside the Damage Step, Ash Blossom with no Chain Link to answer).
    Read from the card's scripts alone, and kept for the kind of window."""
    needed, damage, (skip, now) = ask
    nothing = skip[card.passcode] = all(
        speed < needed
        or (damage and speed < _THREE and not effect.in_damage_step)
        or gates.needs(effect.condition) & ~now
        for _, effect, speed, _ in game.scripts.activatable(card)
    )
    return nothing


_Kind = tuple[dict[int, bool], int]


def _dead_until_moved(game: Game, seat: Seat, card: CardInstance) -> bool:
    """No effect of the face-up card `card` on the field may be used by `seat` in any window
    until a card moves, once `_may_use` said no: each activatable effect is a card's
    activation (never from face-up) or one whose condition has a part read from the zones
    alone (`moved.remembered`, Eternal Soul's "a Dark Magician to Summon") that said no for
    this seat and card since the last card moved. Kept by `could_respond_in` with where the
    duel's quick cards are (`_placed`: until a card moves), and asked only for face-up cards
    on the field, as when it was worked out: a card turned face-down is asked as a Set card."""
    memo = game.memo.get(_ZONED)
    if memo is None:
        memo = game.memo[_ZONED] = (0, {})
    table: dict[int, _Zoned] = memo[1]
    passcode = card.card.passcode
    zoned = table.get(passcode)
    if zoned is None:
        zoned = table[passcode] = tuple(
            (effect.kind is _ACTIVATION, moved.zone_parts(effect.condition))
            for _, effect, _, _ in game.scripts.activatable(card.card)
        )
    if not zoned:
        return False
    answers, uid = moved.answers(game), card.uid
    for activation, parts in zoned:
        if activation:
            continue  # `activation_where._where_ok`: never the activation of a face-up card
        if not any(moved.said_no(answers, part, seat, uid) for part in parts):
            return False
    return True


_Zoned = tuple[tuple[bool, tuple[Callable[..., bool], ...]], ...]
_ZONED: Final = "zone parts"
_SKIPPED: Final = "cards with nothing to use"
