"""Protection: cards that can't be destroyed (by battle, by card effects, by the opponents' card
effects), can't be targeted, are unaffected by the opponents' card effects, or have an Equip Card
destroyed in their place; and Spell/Trap effects negated because of what they target.

Where it comes from:
- a continuous effect tagged with what it grants (`tags.py`): `Tag.NOT_DESTROYED_BY_BATTLE`,
  `NOT_DESTROYED_BY_EFFECTS`, `UNTARGETABLE`, `UNAFFECTED`, `SUBSTITUTE` (Armored Cybern: the
  Equip Card is destroyed instead), `NEGATES_TARGETING_SPELL_TRAP` (Cyber Phoenix); it covers
  the cards its `affects` hook finds (default: its own card) and holds against the seats its
  `who` scope names, read from its controller (seed 001 E: "If a card effect prevents your
  opponent from performing an action, it prevents both opponents": "your opponent's card
  effects" are both opponents', `Scope.PREVENTED_OPPONENTS`);
- a lasting mark on a monster ("it cannot be destroyed by battle or card effects this turn":
  `protect_this_turn`), kept in its memory, so it ends when the monster leaves the field;
- the material it was summoned with (`Tag.SHIELDS_SYNCHRO`: "a WIND Synchro Monster that was
  Summoned using this card as material cannot be destroyed by your opponent's card effects").

The hooks: `EffectContext.destroy` and the Damage Step's end (`battle.py`) ask `goes_ahead`
before destroying (`EffectContext.destroy_all` decides for all its cards first, so monsters
destroyed together are judged on the board before any goes); `EffectContext` asks `unaffected`
before banishing, returning or taking control; `activation.py` lists only targets `targetable`
allows; `chain.py` asks `negates_link` when a Chain Link resolves. The grants in force are
worked out once per change of state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from tagduel.engine import field_sources, lastingwords, ops, restrictions, scope
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import EffectKind
from tagduel.engine.events import LastingApplied
from tagduel.engine.game import Game
from tagduel.engine.seats import Seat
from tagduel.engine.state import ChainLink
from tagduel.engine.tags import Tag
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_CONTINUOUS: Final = EffectKind.CONTINUOUS
_NEGATES_TARGETING: Final = Tag.NEGATES_TARGETING_SPELL_TRAP
_NOT_BY_BATTLE: Final = Tag.NOT_DESTROYED_BY_BATTLE
_NOT_BY_EFFECTS: Final = Tag.NOT_DESTROYED_BY_EFFECTS
_SUBSTITUTE: Final = Tag.SUBSTITUTE
_UNAFFECTED: Final = Tag.UNAFFECTED
_UNTARGETABLE: Final = Tag.UNTARGETABLE

BATTLE_MARK: Final = "protected:battle"
EFFECT_MARK: Final = "protected:effect"
_KEY: Final = "grants"
_BY_TAG: Final = "granting cards on the field by kind"  # `_granting_by_tag`
_SAVING: Final = (  # the grants that keep a card from being destroyed (`goes_ahead`)
    Tag.NOT_DESTROYED_BY_BATTLE,
    Tag.NOT_DESTROYED_BY_EFFECTS,
    Tag.UNAFFECTED,
    Tag.SUBSTITUTE,
)
_CANDIDATES: Final = "granting cards"


@dataclass(frozen=True, slots=True)
class Grant:
    """One continuous effect granting `tag` to the cards `covers` against the seats `against`."""

    tag: Tag
    source: int
    covers: frozenset[int]
    against: frozenset[Seat]


def grants(game: Game) -> tuple[Grant, ...]:
    """Every grant in force now (worked out once per change of state)."""
    state = game.state
    if not game.scripts.continuous:
        return ()
    version = len(state.events)
    memo = game.memo.get(_KEY)
    if memo is not None and memo[0] == version:
        return memo[1]  # type: ignore[no-any-return]
    granting = field_sources.on_field(game, _CANDIDATES, game.scripts.granting)
    if not any(c.face_up for c in granting):
        game.memo[_KEY] = (version, ())
        return ()  # no card that grants anything is face-up on the field (`_compute`)
    game.memo[_KEY] = (version, ())  # a condition asking for grants sees none
    found = tuple(_compute(game, granting))
    game.memo[_KEY] = (version, found)
    return found


def _compute(game: Game, granting: tuple[CardInstance, ...]) -> list[Grant]:
    """The grants of `granting`, the cards that can grant on the field in field order."""
    scripts = game.scripts
    out: list[Grant] = []
    for card in granting:
        if not card.face_up:
            continue
        for index, effect in enumerate(scripts.effects(card.card)):
            number = index + 1  # effects are numbered from 1
            if effect.kind is not _CONTINUOUS or not effect.tags:
                continue
            if restrictions.is_negated(game, card):
                break
            ctx = EffectContext(game, card.zone_seat, card, effect=number)
            if effect.condition is not None and not effect.condition(ctx):
                continue
            covered = [card] if effect.affects is None else effect.affects(ctx)
            covers = frozenset(c.uid for c in covered)
            against = frozenset(scope.seats(effect.who, card.zone_seat))
            out.extend(Grant(tag, card.uid, covers, against) for tag in effect.tags)
    return out


def _may_grant(game: Game, tag: Tag) -> bool:
    """A card with a continuous effect that can grant `tag` is face-up on the field: when none
    is, no grant of `tag` is in force, whatever else `grants` would find (it is not asked)."""
    if not game.scripts.continuous:
        return False
    cards = _granting_by_tag(game).get(tag)
    return cards is not None and any(c.face_up for c in cards)


def _granting_by_tag(game: Game) -> dict[Tag, tuple[CardInstance, ...]]:
    """The cards that can grant on the field (`grants`' own), by the kinds of grant their
    continuous effects carry: read from the cards' scripts alone, so remembered as the cards
    on the field are (until a card moves or a card instance is made); whether a card is
    face-up is read by the caller each time."""
    state = game.state
    memo = game.memo.get(_BY_TAG)
    if memo is not None and memo[0] == state.moved and memo[1][0] == state.next_uid:
        return memo[1][1]  # type: ignore[no-any-return]
    scripts = game.scripts
    found: dict[Tag, list[CardInstance]] = {}
    for card in field_sources.on_field(game, _CANDIDATES, scripts.granting):
        tags = {t for e in scripts.effects(card.card) if e.kind is _CONTINUOUS for t in e.tags}
        for tag in tags:
            found.setdefault(tag, []).append(card)
    by_tag = {tag: tuple(cards) for tag, cards in found.items()}
    game.memo[_BY_TAG] = (state.moved, (state.next_uid, by_tag))
    return by_tag


def _granted(game: Game, tag: Tag, card: CardInstance, seat: Seat | None) -> Grant | None:
    if not _may_grant(game, tag):
        return None
    for grant in grants(game):
        if (
            grant.tag is tag
            and card.uid in grant.covers
            and (seat is None or seat in grant.against)
        ):
            return grant
    return None


def has(game: Game, tag: Tag, card: CardInstance) -> bool:
    """True when a continuous effect grants `tag` to `card` now (e.g. `Tag.PIERCE`)."""
    return _granted(game, tag, card, None) is not None


# -- destruction ------------------------------------------------------------------------------


def protect_this_turn(
    ctx: EffectContext, monster: CardInstance, *, battle: bool = True, effects: bool = True
) -> None:
    """`monster` can't be destroyed by battle and/or card effects this turn (a lasting mark)."""
    if monster.location is not Location.MONSTERS:
        return
    if battle:
        monster.memory[BATTLE_MARK] = ctx.state.turn
    if effects:
        monster.memory[EFFECT_MARK] = ctx.state.turn
    what = lastingwords.not_destroyed_this_turn(monster.zone_seat, monster.name)
    ctx.state.emit(LastingApplied(ctx.seat, ctx.card.name, what))


def _shielded_by_material(game: Game, monster: CardInstance, seat: Seat) -> bool:
    """A Synchro Monster summoned with a material that shields it (Windwitch - Snow Bell)."""
    if not monster.traits.synchro:
        return False
    for uid in ops.materials_used(monster):
        material = game.state.find(uid)
        if material is None:
            continue
        for effect in game.scripts.effects(material.card):
            if Tag.SHIELDS_SYNCHRO not in effect.tags:
                continue
            against = scope.seats(effect.who, monster.zone_seat)
            picks = effect.applies_to
            if seat in against and (picks is None or picks(monster)):
                return True
    return False


def cannot_be_destroyed(
    game: Game, card: CardInstance, seat: Seat | None, *, battle: bool = False
) -> bool:
    """True when `card` can't be destroyed now: by battle (`battle`), or by the card effect of
    `seat` (None: an effect of no duelist's, e.g. a rule)."""
    turn = game.state.turn
    if battle:
        if card.memory.get(BATTLE_MARK) == turn:
            return True
        return _granted(game, _NOT_BY_BATTLE, card, None) is not None
    if card.memory.get(EFFECT_MARK) == turn:
        return True
    if seat is None:
        return False
    if _granted(game, _NOT_BY_EFFECTS, card, seat) is not None:
        return True
    if _granted(game, _UNAFFECTED, card, seat) is not None:
        return True
    return _shielded_by_material(game, card, seat)


def substitute(game: Game, card: CardInstance) -> CardInstance | None:
    """The Equip Card destroyed instead of `card` (Armored Cybern), if there is one."""
    grant = _granted(game, _SUBSTITUTE, card, None)
    if grant is None:
        return None
    found = game.state.find(grant.source)
    return found if found is not None and found.location.on_field else None


def goes_ahead(game: Game, card: CardInstance, seat: Seat | None, *, battle: bool = False) -> bool:
    """Before destroying `card` (by battle, or by `seat`'s card effect): False when it can't be
    destroyed, or when an Equip Card is destroyed in its place (done here)."""
    if not card.memory and not any(_may_grant(game, tag) for tag in _SAVING):
        return True  # nothing that `cannot_be_destroyed` or `substitute` reads
    if cannot_be_destroyed(game, card, seat, battle=battle):
        return False
    instead = substitute(game, card)
    if instead is None:
        return True
    ops.destroy(game.state, instead, "effect")
    return False


# -- targeting and being affected ----------------------------------------------------------------


def targetable(game: Game, seat: Seat, cards: Sequence[CardInstance]) -> Sequence[CardInstance]:
    """The cards of `cards` that `seat`'s card effects may target."""
    if not cards or not _may_grant(game, _UNTARGETABLE):  # no candidates: no grant asked
        return cards
    found = grants(game)
    if not any(g.tag is _UNTARGETABLE for g in found):
        return cards
    return [c for c in cards if _granted(game, _UNTARGETABLE, c, seat) is None]


def unaffected(game: Game, seat: Seat, card: CardInstance) -> bool:
    """True when `card` is unaffected by `seat`'s card effects."""
    if not card.location.on_field:
        return False
    return _granted(game, _UNAFFECTED, card, seat) is not None


def negates_link(game: Game, link: ChainLink, card: CardInstance) -> bool:
    """True when a Spell/Trap effect that targets exactly 1 card is negated because of that
    target (Cyber Phoenix: a Machine monster its controller's team controls)."""
    if len(link.targets) != 1 or card.card.is_monster:
        return False
    if not _may_grant(game, _NEGATES_TARGETING):
        return False
    for grant in grants(game):
        if grant.tag is _NEGATES_TARGETING and link.targets[0] in grant.covers:
            return True
    return False
