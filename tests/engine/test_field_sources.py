"""The cards that can add to a registry, and which of them are on the field
(`engine.field_sources`): remembered until a card instance is made or a card moves, so never
stale; the registries built on them answer as a scan of the whole field does."""

from __future__ import annotations

from pathlib import Path

from engine.samples import SCRIPTS, SHEEP, card
from engine.seeded import seeded_decisions
from engine.table import at, seat
from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, S1B, S2A, S2B, Location, Position, ops, protection, restrictions
from tagduel.engine.effects import EffectKind
from tagduel.engine.events import Flipped
from tagduel.engine.field_sources import instances, on_field
from tagduel.engine.game import Game
from tagduel.engine.state import Forbid, Lasting, LastingKind
from tagduel.engine.tags import Tag
from tagduel.engine.tokens import create_token
from tagduel.engine.zones import CardInstance

BLADE = card("Dark Blade")
OX = card("Battle Ox")
CODES = frozenset({BLADE.passcode, SHEEP.passcode})


def test_a_card_instance_made_later_is_found() -> None:
    duel = at({S1A: seat(hand=(BLADE,))}, turn=1, scripts=SCRIPTS)
    game = duel.game
    assert [c.name for c in instances(game, "test", CODES)] == ["Dark Blade"]
    assert [c.name for c in on_field(game, "test on field", CODES)] == []
    token = create_token(duel.state, SHEEP, S1A)
    assert token is not None
    assert token in instances(game, "test", CODES)
    assert on_field(game, "test on field", CODES) == (token,)


def test_the_cards_on_the_field_follow_every_move() -> None:
    duel = at({S1A: seat(hand=(BLADE, OX), monsters=(OX,))}, turn=1, scripts=SCRIPTS)
    state, game = duel.state, duel.game
    blade = state.zones[S1A].hand[0]
    assert on_field(game, "test", CODES) == ()
    ops.summon_to_field(state, blade, S1A, Position.ATTACK, "special")
    assert on_field(game, "test", CODES) == (blade,)
    ops.move_monster(state, blade, S2A)
    assert on_field(game, "test", CODES) == (blade,)
    assert blade.zone_seat is S2A
    ops.destroy(state, blade, "effect")
    assert on_field(game, "test", CODES) == ()
    token = create_token(state, SHEEP, S1B)
    assert token is not None
    assert on_field(game, "test", CODES) == (token,)
    ops.destroy(state, token, "effect")  # a Token ceases to exist, keeping its last place
    assert on_field(game, "test", CODES) == ()


def test_the_cards_on_the_field_come_in_the_order_of_the_field() -> None:
    duel = at(
        {S2A: seat(monsters=(BLADE,)), S1A: seat(monsters=(OX, BLADE))}, turn=1, scripts=SCRIPTS
    )
    found = on_field(duel.game, "test", CODES)
    assert [(c.zone_seat, c.slot) for c in found] == [(S1A, 1), (S2A, 0)]
    assert all(c.location is Location.MONSTERS for c in found)


def test_a_restriction_without_condition_follows_its_card_turning_face_up_or_down() -> None:
    """Swords of Revealing Light has no condition: its registry is kept while its card is the
    same, on the same side, face-up the same way, and not waiting to be Summoned."""
    swords = card("Swords of Revealing Light")
    duel = at(
        {S1A: seat(st=(swords,)), S2A: seat(monsters=(BLADE,))}, turn=1, scripts=all_scripts()
    )
    state, game = duel.state, duel.game
    held, attacker = state.zones[S1A].st[0], state.zones[S2A].monsters[0]
    assert held is not None and attacker is not None and not held.face_up

    def changed() -> None:  # every change of state emits an event (`Game.memo`)
        state.emit(Flipped(S1A, held.name, held.uid))

    assert restrictions.can_declare_attack(game, S2A, attacker)
    held.face_up = True  # activated: face-up without moving
    changed()
    assert not restrictions.can_declare_attack(game, S2A, attacker)
    held.memory["summoning"] = 1
    changed()
    assert restrictions.can_declare_attack(game, S2A, attacker)
    del held.memory["summoning"]
    changed()
    assert not restrictions.can_declare_attack(game, S2A, attacker)
    held.face_up = False
    changed()
    assert restrictions.can_declare_attack(game, S2A, attacker)


def test_a_kept_restriction_registry_follows_what_lasting_effects_forbid() -> None:
    """The registry of a card without conditions is kept while the lasting effects forbid the
    same: a lasting effect of another kind leaves it as it is, a lasting FORBID joins it."""
    swords = card("Swords of Revealing Light")
    duel = at(
        {S1A: seat(st=(swords,)), S2A: seat(monsters=(BLADE,))}, turn=1, scripts=all_scripts()
    )
    state, game = duel.state, duel.game
    held, attacker = state.zones[S1A].st[0], state.zones[S2A].monsters[0]
    assert held is not None and attacker is not None
    held.face_up = True

    def changed() -> None:  # every change of state emits an event (`Game.memo`)
        state.emit(Flipped(S1A, held.name, held.uid))

    changed()
    assert not restrictions.can_declare_attack(game, S2A, attacker)
    assert restrictions.can_special_summon(game, S2A)
    state.lasting.append(Lasting(LastingKind.END_DAMAGE, S1A, (S2A,), state.turn, amount=500))
    changed()
    assert not restrictions.can_declare_attack(game, S2A, attacker)
    assert restrictions.can_special_summon(game, S2A)
    forbid = Lasting(
        LastingKind.FORBID, S2A, (S2A,), state.turn, source=7, forbid=Forbid.SPECIAL_SUMMON
    )
    state.lasting.append(forbid)
    changed()
    assert not restrictions.can_special_summon(game, S2A)
    assert not restrictions.can_declare_attack(game, S2A, attacker)
    forbid.seats = (S2B,)
    changed()
    assert restrictions.can_special_summon(game, S2A)
    assert not restrictions.can_special_summon(game, S2B)
    state.lasting.remove(forbid)
    held.face_up = False
    changed()
    assert restrictions.registry(game) == restrictions.EMPTY  # only an END_DAMAGE lasts
    state.lasting.append(forbid)
    changed()
    assert not restrictions.can_special_summon(game, S2B)


def _scanned(game: Game, codes: frozenset[int] | set[int]) -> tuple[CardInstance, ...]:
    """The cards with one of `codes` found by a scan of the whole field, in its order."""
    return tuple(
        c for c in game.state.field_cards() if c.card.passcode in codes or c.card.alias in codes
    )


def test_random_duels_find_on_the_field_what_a_scan_of_the_field_finds() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    scripts = all_scripts()
    seen = 0
    for duel in seeded_decisions(decks, range(4), scripts):
        game = duel.game
        for key, codes in (
            ("restricting", scripts.restricting),  # Swords of Revealing Light, Jinzo, ...
            ("resolving", scripts.continuous_resolving),
        ):
            found = on_field(game, key, codes)
            assert found == _scanned(game, codes)
            seen += bool(found)
        assert restrictions.registry(game) == _registry_scanned(game)
    assert seen > 100


def _registry_scanned(game: Game) -> restrictions.Registry:
    """The registry worked out again with its cards found by a scan of the field."""
    if not game.scripts.continuous and not game.state.lasting:
        return restrictions.EMPTY
    cards = _scanned(game, game.scripts.restricting)
    original = restrictions._on_field
    restrictions._on_field = lambda game: cards  # type: ignore[assignment]
    try:
        return restrictions._compute(game)
    finally:
        restrictions._on_field = original


def _by_tag_scanned(game: Game) -> dict[Tag, tuple[CardInstance, ...]]:
    """The cards that can grant each kind on the field, found by a scan of the field."""
    found: dict[Tag, list[CardInstance]] = {}
    for held in _scanned(game, game.scripts.granting):
        for effect in game.scripts.effects(held.card):
            if effect.kind is EffectKind.CONTINUOUS:
                for tag in effect.tags:
                    if held not in found.setdefault(tag, []):
                        found[tag].append(held)
    return {tag: tuple(cards) for tag, cards in found.items()}


def test_random_duels_keep_the_granting_cards_a_scan_finds(
    shared_data: Path,
) -> None:
    """`protection._granting_by_tag` is remembered until a card moves or a card instance is
    made: at every decision of seeded duels of the classic decks (cards with grants) it is what
    a scan of the field gives, and each kind of grant is "may grant" exactly when one of its
    cards is face-up."""
    cards = classic.read_decks(shared_data / "decks", _classic_db(shared_data))
    scripts = all_scripts()
    granting = 0
    for duel in seeded_decisions(
        lambda seed: classic.seat_decks(classic.seat_names([classic.RANDOM], seed), cards),
        range(6),
        scripts,
    ):
        game = duel.game
        by_tag = _by_tag_scanned(game)
        assert protection._granting_by_tag(game) == by_tag
        for tag in Tag:
            face_up = any(c.face_up for c in by_tag.get(tag, ()))
            assert protection._may_grant(game, tag) is face_up
        granting += bool(by_tag)
    assert granting > 50


def test_the_granting_cards_follow_a_card_summoned_and_destroyed(shared_data: Path) -> None:
    """A card that can grant is found as it comes onto and leaves the field (taking `moved` out
    of `_granting_by_tag`'s key fails this)."""
    granter = _a_granting_monster(_classic_db(shared_data), _TAG)
    duel = at({S1A: seat(hand=(granter,))}, turn=1, scripts=all_scripts())
    state, game = duel.state, duel.game
    held = state.zones[S1A].hand[0]
    assert not protection._may_grant(game, _TAG)
    ops.summon_to_field(state, held, S1A, Position.ATTACK, "special")
    assert protection._granting_by_tag(game)[_TAG] == (held,)
    assert protection._may_grant(game, _TAG)
    ops.destroy(state, held, "effect")
    assert _TAG not in protection._granting_by_tag(game)
    assert not protection._may_grant(game, _TAG)


_TAG = Tag.NOT_DESTROYED_BY_BATTLE  # Spirit Reaper's, Marshmallon's


def _classic_db(shared_data: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))


def _a_granting_monster(db: CardDB, tag: Tag) -> Card:
    """A monster of `db` whose continuous effect can grant `tag`."""
    scripts = all_scripts()
    for printed in db:
        if (
            printed.passcode in scripts.granting
            and printed.is_monster
            and not printed.is_extra_deck
            and any(
                e.kind is EffectKind.CONTINUOUS and tag in e.tags for e in scripts.effects(printed)
            )
        ):
            return printed
    raise AssertionError(f"no monster grants {tag.name}")
