"""Test-only cards with scripted effects, one per mechanism the card scripts will need.

Each is a short declaration over `tagduel.engine.kit`, the way a real card script will read;
names start with "Test" so they never clash with real cards. `scripts()` registers them all.
"""

from __future__ import annotations

from tagduel.cards.model import Attribute, Card, CardType
from tagduel.engine import EffectContext, Forbid, On, Scope, Scripts, kit
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.events import Moved
from tagduel.engine.zones import CardInstance, Location, Position

LIGHT, DARK, EARTH = Attribute.LIGHT, Attribute.DARK, Attribute.EARTH
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
SHINE = 0x38  # a test archetype code
NO_FLAGS = CardType(0)


def mon(
    code: int,
    name: str,
    level: int,
    atk: int,
    defense: int,
    attribute: Attribute = DARK,
    *,
    extra: CardType = NO_FLAGS,
    archetypes: tuple[int, ...] = (),
) -> Card:
    return Card(
        code,
        name,
        EFFECT_MONSTER | extra,
        attribute,
        level=level,
        atk=atk,
        defense=defense,
        archetypes=archetypes,
    )


def spell(code: int, name: str, extra: CardType = NO_FLAGS) -> Card:
    return Card(code, name, CardType.SPELL | extra)


def trap(code: int, name: str, extra: CardType = NO_FLAGS) -> Card:
    return Card(code, name, CardType.TRAP | extra)


# -- triggers ---------------------------------------------------------------------------------
TOMATO = mon(92000001, "Test Tomato", 4, 1400, 1100)
BURNER = mon(92000002, "Test Burner", 4, 1500, 1000, EARTH)
FROG = mon(92000003, "Test Frog", 1, 100, 100, EARTH)
FLIPPER = mon(92000004, "Test Flipper", 3, 900, 1200, EARTH, extra=CardType.FLIP)
MOURNER = mon(92000005, "Test Mourner", 4, 1000, 1000, EARTH)
EMPTINESS = trap(92000006, "Test Emptiness", CardType.CONTINUOUS)
GHOST = mon(92000007, "Test Ghost", 4, 1800, 700, DARK)
# -- choices ----------------------------------------------------------------------------------
ORACLE = spell(92000010, "Test Oracle")
CHARITY = spell(92000011, "Test Charity")
SMASH = spell(92000012, "Test Smash")
HAND_DESTRUCTION = spell(92000013, "Test Hand Destruction", CardType.QUICK_PLAY)
BAD_ASKER = spell(92000014, "Test Bad Asker")
# -- summons ----------------------------------------------------------------------------------
SORCERER = mon(92000020, "Test Sorcerer", 6, 2300, 2000, DARK)
JUDGE = mon(92000021, "Test Judge", 8, 3000, 2600, LIGHT, archetypes=(SHINE,))
CYBER = mon(92000022, "Test Cyber", 5, 2100, 1600, LIGHT)
ARMED = mon(92000023, "Test Armed", 7, 2800, 1000, DARK)
HOPE = Card(
    92000024,
    "Test Hope",
    CardType.MONSTER | CardType.EFFECT | CardType.XYZ,
    LIGHT,
    level=4,
    atk=2500,
    defense=2000,
)
SHINERS = tuple(
    mon(92000030 + i, f"Test Shiner {i}", 4, 1000 + i, 1000, LIGHT, archetypes=(SHINE,))
    for i in range(1, 6)
)
# -- damage step, restrictions, lasting effects -------------------------------------------------
HONEST = mon(92000040, "Test Honest", 4, 1100, 1900, LIGHT)
JINZO = mon(92000041, "Test Jinzo", 6, 2400, 1500, DARK)
HAUNT = trap(92000042, "Test Haunting", CardType.CONTINUOUS)
AXE = spell(92000043, "Test Axe", CardType.EQUIP)
SWORDS = spell(92000044, "Test Swords")
COUNTDOWN = spell(92000045, "Test Countdown")
GREED = trap(92000046, "Test Greed")
BRIBE = trap(92000047, "Test Bribe", CardType.COUNTER)
BARREL = trap(92000048, "Test Barrel")
HOLE = spell(92000049, "Test Hole")
CANNON = mon(92000050, "Test Cannon", 4, 1400, 1300, DARK)
HEAD = mon(92000051, "Test Head", 3, 1000, 1000, DARK)
LIMBS = tuple(
    Card(92000052 + i, f"Test Limb {i}", CardType.MONSTER | CardType.NORMAL, DARK, level=1)
    for i in range(4)
)
LIGHT_HERO = mon(92000060, "Test Light Hero", 4, 1600, 1000, LIGHT)


def _sent_from_deck_or_field_to_your_gy(ctx: EffectContext) -> bool:
    event = ctx.event
    return (
        isinstance(event, Moved)
        and event.destination == "gy"
        and event.seat in ctx.seats(Scope.YOURS)
        and (event.from_field or event.source.endswith(".deck"))
    )


def _destroy_self(ctx: EffectContext) -> None:
    ctx.destroy(ctx.card)


def _banish_targets(ctx: EffectContext) -> None:
    for card in ctx.targets:
        ctx.banish(card)


def _summon_self(ctx: EffectContext) -> None:
    ctx.special_summon(ctx.card)


def _no_spell_trap_you_control(ctx: EffectContext) -> bool:
    return not ctx.field_cards(Scope.YOURS) or all(
        c.card.is_monster for c in ctx.field_cards(Scope.YOURS)
    )


def _oracle(ctx: EffectContext) -> None:
    word = ctx.choose_option(ctx.seat, ("draw", "burn"), "draw or burn?")
    n = ctx.choose_number(ctx.seat, 1, 3, "how many?")
    if word == "draw":
        ctx.draw(ctx.seat, n)
    else:
        ctx.damage_opponent(100 * n)


def _discard_two(ctx: EffectContext) -> None:
    ctx.discard(ctx.choose_cards(ctx.seat, ctx.state.zones[ctx.seat].hand, 2, 2))


def _smash(ctx: EffectContext) -> None:
    face_up = [c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if c.face_up]
    if not face_up:
        return
    best = max(c.defense_value() for c in face_up)
    tied = [c for c in face_up if c.defense_value() == best]
    ctx.destroy_all(ctx.choose_cards(ctx.seat, tied, 1, 1, "destroy which?"))


def _bad_asker(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, 1)
    ctx.yes_no(ctx.seat)


def _hand_destruction_ok(ctx: EffectContext) -> bool:
    return all(
        len([c for c in ctx.state.zones[s].hand if c is not ctx.card]) >= 2
        for s in ctx.seats(Scope.EACH_PLAYER)
    )


def _one_light_one_dark(ctx: EffectContext, check_only: bool) -> bool:
    attributes = sorted(int(c.card.attribute) for c in ctx.costs)
    if attributes != sorted((int(LIGHT), int(DARK))):
        return False
    return kit.banish_chosen(ctx, check_only)


def _banish_field_target(ctx: EffectContext) -> None:
    for card in ctx.targets:
        ctx.banish(card)
    ctx.forbid_attack_this_turn(ctx.card)


def _light_of_yours_battling(ctx: EffectContext) -> bool:
    if not kit.before_damage_calculation(ctx):
        return False
    battle = ctx.battling()
    if battle is None or battle[1] is None:
        return False
    yours = ctx.seats(Scope.YOURS)
    return any(m.zone_seat in yours and m.card.attribute == LIGHT for m in battle)


def _honest(ctx: EffectContext) -> None:
    battle = ctx.battling()
    if battle is None or battle[1] is None:
        return
    yours = ctx.seats(Scope.YOURS)
    mine = [m for m in battle if m.zone_seat in yours and m.card.attribute == LIGHT]
    if mine:
        other = battle[1] if mine[0] is battle[0] else battle[0]
        ctx.boost(mine[0], other.attack_value())


def _is_trap_on_field(card: CardInstance) -> bool:
    return card.traits.is_trap and card.location.on_field


def _haunt(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.special_summon(target):
            ctx.bind(ctx.card, target)
            ctx.bind(target, ctx.card, on_destruction=True)


def _axe(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is Location.MONSTERS and target.face_up:
            ctx.boost(target, 1000, this_turn=False, source=ctx.card)
            ctx.bind(target, ctx.card)


def _swords(ctx: EffectContext) -> None:
    for card in ctx.monsters(Scope.OPPONENTS_FIELD):
        if card.position is Position.SET:
            card.position, card.face_up = Position.DEFENSE, True
    ctx.start_countdown(ctx.seats(Scope.OPPONENTS_FIELD), 3, while_on_field=True)


def _countdown(ctx: EffectContext) -> None:
    ctx.start_countdown(ctx.seats(Scope.ALL), 20, counted=1)


def _greed(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, 2)
    ctx.skip_draws(Scope.PREVENTED_YOU, 2)


def _answers_opponents_spell_trap(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    return (
        link is not None
        and card is not None
        and link.seat.team is not ctx.team
        and not card.card.is_monster
        and ctx.scripts.effects(card.card)[link.effect - 1].kind is EffectKind.ACTIVATION
    )


def _bribe(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is not None:
        ctx.draw(ctx.seat.across, 1)
        ctx.negate_link(link)


def _barrel(ctx: EffectContext) -> None:
    across = ctx.seats(Scope.OPPONENT_ACROSS)[0]
    zones = ctx.state.zones[across]
    ctx.damage_opponent(200 * (len(zones.hand) + len(zones.field_cards())))


def _holds_all_pieces(ctx: EffectContext) -> bool:
    names = {c.name for c in ctx.state.zones[ctx.card.zone_seat].hand}
    return all(limb.name in names for limb in LIMBS)


def scripts() -> Scripts:
    """Every test card above, registered."""
    s = Scripts()
    trigger, quick, cont = EffectKind.TRIGGER, EffectKind.QUICK, EffectKind.CONTINUOUS
    procedure, ignition = EffectKind.PROCEDURE, EffectKind.IGNITION
    dark_1500 = kit.all_of(kit.attribute(DARK), kit.atk_at_most(1500))
    s.register(
        TOMATO.passcode,
        Effect(
            trigger,
            on=On.DESTROYED_BY_BATTLE,
            optional=True,
            condition=kit.in_location(Location.GY),
            resolve=kit.summon_from(Location.DECK, Scope.YOURS, dark_1500),
        ),
    )
    s.register(BURNER.passcode, Effect(trigger, on=On.SUMMONED, resolve=kit.damage_opponent(300)))
    s.register(
        FROG.passcode,
        Effect(
            trigger,
            on=On.STANDBY_PHASE,
            where=(Location.GY,),
            optional=True,
            once_per_turn=True,
            condition=kit.both(kit.your_turn, _no_spell_trap_you_control, kit.can_special_summon),
            resolve=_summon_self,
        ),
    )
    s.register(FLIPPER.passcode, Effect(trigger, on=On.FLIPPED, resolve=kit.draw(1)))
    s.register(MOURNER.passcode, Effect(trigger, on=On.DESTROYED, resolve=kit.damage_opponent(100)))
    s.register(
        EMPTINESS.passcode,
        Effect(),
        Effect(cont, forbid=Forbid.SPECIAL_SUMMON, who=Scope.ALL),
        Effect(
            trigger,
            on=On.SENT_TO_GY,
            watch=True,
            condition=_sent_from_deck_or_field_to_your_gy,
            resolve=_destroy_self,
        ),
    )
    s.register(
        GHOST.passcode,
        Effect(cont, forbid=Forbid.BANISH_FROM_GY, who=Scope.PREVENTED_OPPONENTS),
        Effect(
            trigger,
            on=On.BATTLE_DAMAGE,
            optional=True,
            targets=kit.cards(Location.GY, Scope.OPPONENT_ACROSS, kit.is_monster),
            target_min=1,
            target_count=2,
            resolve=_banish_targets,
        ),
    )
    s.register(ORACLE.passcode, Effect(resolve=_oracle))
    s.register(CHARITY.passcode, Effect(resolve=kit.draw(3), steps=(_discard_two,)))
    s.register(SMASH.passcode, Effect(resolve=_smash))
    s.register(
        HAND_DESTRUCTION.passcode,
        Effect(condition=_hand_destruction_ok, steps=kit.each_player_discards_then_draws(2)),
    )
    s.register(BAD_ASKER.passcode, Effect(resolve=_bad_asker))
    light_or_dark = kit.cards(
        Location.GY, Scope.YOURS, lambda c: c.card.attribute in (LIGHT, DARK) and c.card.is_monster
    )
    s.register(
        SORCERER.passcode,
        Effect(
            procedure,
            exclusive=True,
            cost_cards=light_or_dark,
            cost_count=2,
            cost=_one_light_one_dark,
        ),
        Effect(
            ignition,
            once_per_turn=True,
            targets=kit.monsters(Scope.ALL, kit.face_up),
            target_count=1,
            resolve=_banish_field_target,
        ),
    )
    shine_in_gy = kit.cards(
        Location.GY, Scope.YOURS, kit.all_of(kit.is_monster, kit.archetype(SHINE))
    )
    s.register(
        JUDGE.passcode,
        Effect(procedure, exclusive=True, condition=kit.distinct_names_at_least(shine_in_gy, 4)),
        Effect(
            ignition,
            cost=kit.pay_lp(1000),
            resolve=lambda ctx: ctx.destroy_all(
                c for c in ctx.field_cards(Scope.ALL) if c is not ctx.card
            ),
        ),
    )
    s.register(
        CYBER.passcode,
        Effect(
            procedure,
            condition=kit.both(
                kit.none_in(kit.monsters(Scope.YOURS)),
                kit.count_at_least(kit.monsters(Scope.OPPONENTS_FIELD), 1),
            ),
        ),
    )
    dark_in_gy = kit.cards(Location.GY, Scope.YOURS, kit.attribute(DARK))
    s.register(
        ARMED.passcode,
        Effect(procedure, exclusive=True, condition=kit.count_exactly(dark_in_gy, 3)),
        Effect(
            ignition,
            cost_cards=dark_in_gy,
            cost_count=1,
            cost=kit.banish_chosen,
            targets=kit.field_cards(Scope.ALL),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
    s.register(
        HOPE.passcode,
        Effect(procedure, material_count=2),
        Effect(
            quick,
            condition=kit.opponent_attacks,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=kit.negate_attack,
        ),
        Effect(
            trigger,
            on=On.TARGETED_FOR_ATTACK,
            condition=lambda ctx: not ctx.card.materials,
            resolve=_destroy_self,
        ),
    )
    s.register(
        HONEST.passcode,
        Effect(
            quick,
            where=(Location.HAND,),
            in_damage_step=True,
            condition=_light_of_yours_battling,
            cost=kit.send_self_to_gy,
            resolve=_honest,
        ),
    )
    s.register(
        JINZO.passcode,
        Effect(cont, forbid=Forbid.ACTIVATE, who=Scope.ALL, applies_to=kit.is_trap),
        Effect(cont, negate=_is_trap_on_field),
    )
    s.register(
        HAUNT.passcode,
        Effect(
            targets=kit.cards(Location.GY, Scope.YOURS, kit.is_monster),
            target_count=1,
            condition=kit.can_special_summon,
            resolve=_haunt,
        ),
    )
    s.register(
        AXE.passcode,
        Effect(
            targets=kit.monsters(Scope.ALL, kit.face_up),
            target_count=1,
            resolve=_axe,
            remains_on_field=True,
        ),
    )
    s.register(
        SWORDS.passcode,
        Effect(resolve=_swords, remains_on_field=True, expire=_destroy_self),
        Effect(cont, forbid=Forbid.DECLARE_ATTACK, who=Scope.PREVENTED_OPPONENTS),
    )
    s.register(
        COUNTDOWN.passcode, Effect(cost=kit.pay_lp(2000), resolve=_countdown, expire=kit.win)
    )
    s.register(GREED.passcode, Effect(resolve=_greed))
    s.register(BRIBE.passcode, Effect(condition=_answers_opponents_spell_trap, resolve=_bribe))
    s.register(BARREL.passcode, Effect(resolve=_barrel))
    s.register(HOLE.passcode, Effect(resolve=kit.destroy_all(kit.monsters(Scope.ALL))))
    s.register(
        CANNON.passcode,
        Effect(
            ignition,
            cost_cards=kit.tributes,
            cost_count=1,
            cost=kit.tribute_chosen,
            resolve=kit.damage_opponent(500),
        ),
    )
    s.register(HEAD.passcode, Effect(cont, where=(Location.HAND,), wins=_holds_all_pieces))
    return s


SCRIPTS = scripts()
