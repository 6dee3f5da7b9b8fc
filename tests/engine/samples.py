"""Sketches of real cards' scripts over the engine's mechanisms, for the engine's tests and the
mechanism scenarios in tests/engine/scenarios/ (not the cards' own scripts: those belong in
`tagduel.cardscripts`, with their summaries and tag-scope scenarios).

Each is written the way a card script would use the mechanism (one line for most), with the
card's Master Rule 2 era behaviour simplified to what the mechanism needs:

- Fusion: Polymerization, Power Bond (Machine only), De-Fusion; Cyber Twin Dragon (2 "Cyber
  Dragon"), Blue-Eyes Ultimate Dragon (3 "Blue-Eyes White Dragon") name their materials.
- Ritual: Black Luster Ritual for Black Luster Soldier (Levels 8 or more).
- Equip and ATK/DEF: Axe of Despair (+1000), United We Stand (+800 for each face-up monster
  "you control"), Sogen (Warrior and Beast-Warrior +200/+200), Shrink (original ATK halved
  until the end of the turn), Book of Moon (face-down), Snatch Steal (control while equipped).
- Triggers: Man-Eater Bug (FLIP: destroy 1 monster), Peten the Dark Clown ("When ... sent to the
  GY: you can": misses the timing), Lightning Vortex (discard 1 as a cost), and test cards for
  "If ... you can" and "if this card is Tributed".
- Dark Hole (destroy every monster on the field), to clear a field.
- Control, Tokens, counters: Change of Heart, Scapegoat (4 Sheep Tokens), Breaker the Magical
  Warrior (a Spell Counter on Normal Summon, +300 ATK for each, remove one to destroy a
  Spell/Trap).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from tagduel.cards.db import CardDB
from tagduel.cards.model import Attribute, Card, CardType, Race
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.engine import CardInstance, EffectContext, Location, On, Scope, Scripts, kit
from tagduel.engine.effects import CardFilter, Effect, EffectKind, StatChange
from tagduel.engine.events import Moved, Summoned
from tagduel.engine.tokens import token_card

SPELL, TRAP, MONSTER = CardType.SPELL, CardType.TRAP, CardType.MONSTER
EFFECT = MONSTER | CardType.EFFECT

POLYMERIZATION = Card(24094653, "Polymerization", SPELL)
POWER_BOND = Card(37630732, "Power Bond", SPELL)
DE_FUSION = Card(95286165, "De-Fusion", SPELL | CardType.QUICK_PLAY)
CYBER_TWIN = Card(
    74157028,
    "Cyber Twin Dragon",
    EFFECT | CardType.FUSION,
    Attribute.LIGHT,
    Race.MACHINE,
    8,
    2800,
    2100,
)
UNITED = Card(56747793, "United We Stand", SPELL | CardType.EQUIP)
SHRINK = Card(55713623, "Shrink", SPELL | CardType.QUICK_PLAY)
SNATCH = Card(45986603, "Snatch Steal", SPELL | CardType.EQUIP)
CHANGE_OF_HEART = Card(4031928, "Change of Heart", SPELL)
SCAPEGOAT = Card(73915051, "Scapegoat", SPELL | CardType.QUICK_PLAY)
SHEEP = token_card(73915052, "Sheep Token", attribute=Attribute.EARTH, race=Race.BEAST)
BUG = Card(
    54652250,
    "Man-Eater Bug",
    EFFECT | CardType.FLIP,
    Attribute.EARTH,
    Race.INSECT,
    2,
    450,
    600,
)
PETEN = Card(
    52624755, "Peten the Dark Clown", EFFECT, Attribute.DARK, Race.SPELLCASTER, 3, 500, 1200
)
VORTEX = Card(69162969, "Lightning Vortex", SPELL)
IF_CLOWN = Card(93000001, "Test If Clown", EFFECT, Attribute.DARK, Race.SPELLCASTER, 3, 500, 1200)
OFFERING = Card(93000002, "Test Offering", EFFECT, Attribute.LIGHT, Race.FAIRY, 4, 1000, 1000)

NEW_CARDS = (
    POLYMERIZATION,
    POWER_BOND,
    DE_FUSION,
    CYBER_TWIN,
    UNITED,
    SHRINK,
    SNATCH,
    CHANGE_OF_HEART,
    SCAPEGOAT,
    SHEEP,
    BUG,
    PETEN,
    VORTEX,
    IF_CLOWN,
    OFFERING,
)
"""Cards the built-in set does not hold (stats as printed)."""


@cache
def card_db() -> CardDB:
    """The built-in set and the cards above."""
    return builtin_cards().merged(CardDB(NEW_CARDS, label="engine samples"))


def card(name: str) -> Card:
    return card_db().by_name(name)


def _named(name: str) -> CardFilter:
    return kit.named(name)


# -- hooks --------------------------------------------------------------------------------------


def _face_up_you_control(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    """United We Stand: 800 for each face-up monster "you control" (you and your teammate,
    seed 001 E)."""
    count = sum(1 for c in ctx.monsters(Scope.YOURS) if c.face_up)
    return 800 * count, 800 * count


def _halve_original(ctx: EffectContext) -> None:
    for target in ctx.targets:
        half = (target.card.atk or 0) // 2
        ctx.set_stats(target, atk=half, original=True)


def _snatch(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.equip(target):
            ctx.take_control(target, while_this_stays=True)


def _can_take_a_target(ctx: EffectContext) -> bool:
    return any(ctx.can_take_control(c) for c in ctx.monsters(Scope.OPPONENTS_FIELD))


def _peten_banish(ctx: EffectContext) -> None:
    ctx.banish(ctx.card)


def _peten_from_deck(ctx: EffectContext) -> None:
    pool = [c for c in ctx.cards(Location.DECK, Scope.YOURS) if c.name == ctx.card.name]
    for found in ctx.choose_cards(ctx.seat, pool, 1, 1):
        ctx.special_summon(found)


def _clown_banish(ctx: EffectContext) -> None:
    ctx.banish(ctx.card)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal"


def _destroy_all_face_up_opponents(ctx: EffectContext) -> None:
    ctx.destroy_all(c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if c.face_up)


def _hand_cards(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if c is not ctx.card]


def _from_the_field(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Moved) and event.from_field


def scripts() -> Scripts:
    """Every sample above, registered (a registry of its own: nothing of `tagduel.cardscripts`)."""
    s = Scripts()
    trigger, cont = EffectKind.TRIGGER, EffectKind.CONTINUOUS
    machine = kit.race(Race.MACHINE)
    s.register(
        POLYMERIZATION.passcode,
        Effect(condition=kit.can_fusion_summon(), resolve=kit.fusion_summon()),
    )
    s.register(
        POWER_BOND.passcode,
        Effect(condition=kit.can_fusion_summon(machine), resolve=kit.power_bond(machine)),
    )
    s.register(
        DE_FUSION.passcode,
        Effect(
            targets=kit.monsters(Scope.ALL, kit.all_of(kit.face_up, kit.is_fusion)),
            target_count=1,
            resolve=kit.de_fusion,
        ),
    )
    s.register(
        CYBER_TWIN.passcode,
        Effect(EffectKind.PROCEDURE, fusion_materials=(_named("Cyber Dragon"),) * 2),
    )
    s.register(
        card("Blue-Eyes Ultimate Dragon").passcode,
        Effect(EffectKind.PROCEDURE, fusion_materials=(_named("Blue-Eyes White Dragon"),) * 3),
    )
    s.register(
        card("Black Luster Ritual").passcode, kit.ritual_spell(_named("Black Luster Soldier"))
    )
    s.register(card("Axe of Despair").passcode, *kit.equip_spell(kit.gains(1000)))
    s.register(UNITED.passcode, *kit.equip_spell(kit.gains_by(_face_up_you_control)))
    warriors = kit.race(Race.WARRIOR | Race.BEAST_WARRIOR)
    s.register(
        card("Sogen").passcode,
        Effect(),
        Effect(cont, affects=kit.monsters(Scope.ALL, warriors), stats=kit.gains(200, 200)),
    )
    s.register(
        SHRINK.passcode,
        Effect(
            targets=kit.monsters(Scope.ALL, kit.face_up), target_count=1, resolve=_halve_original
        ),
    )
    s.register(
        card("Book of Moon").passcode,
        Effect(
            targets=kit.monsters(Scope.ALL, kit.face_up),
            target_count=1,
            resolve=kit.turn_targets_face_down,
        ),
    )
    s.register(
        SNATCH.passcode,
        Effect(
            condition=_can_take_a_target,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up),
            target_count=1,
            resolve=_snatch,
        ),
    )
    s.register(
        CHANGE_OF_HEART.passcode,
        Effect(
            condition=_can_take_a_target,
            targets=kit.monsters(Scope.OPPONENTS_FIELD),
            target_count=1,
            resolve=kit.take_control_of_targets(until_end_phase=True),
        ),
    )
    s.register(
        SCAPEGOAT.passcode,
        Effect(condition=kit.can_special_summon, resolve=kit.create_tokens(SHEEP, 4)),
    )
    s.register(
        BUG.passcode,
        Effect(
            trigger,
            on=On.FLIPPED,
            targets=kit.monsters(Scope.ALL),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
    s.register(
        PETEN.passcode,
        Effect(
            trigger,
            on=On.SENT_TO_GY,
            optional=True,
            when=True,
            resolve=_peten_banish,
            steps=(_peten_from_deck,),
        ),
    )
    s.register(
        IF_CLOWN.passcode,
        Effect(trigger, on=On.SENT_TO_GY, optional=True, resolve=_clown_banish),
    )
    s.register(OFFERING.passcode, Effect(trigger, on=On.TRIBUTED, resolve=kit.draw(1)))
    s.register(card("Dark Hole").passcode, Effect(resolve=kit.destroy_all(kit.monsters(Scope.ALL))))
    s.register(
        VORTEX.passcode,
        Effect(
            cost_cards=_hand_cards,
            cost_count=1,
            cost=kit.discard_chosen,
            resolve=_destroy_all_face_up_opponents,
        ),
    )
    breaker = card("Breaker the Magical Warrior").passcode
    s.register(
        breaker,
        Effect(
            trigger,
            on=On.SUMMONED,
            condition=_normal_summoned,
            resolve=kit.place_counters("Spell Counter"),
        ),
        Effect(
            cont,
            affects=lambda ctx: [ctx.card],
            stats=StatChange(amount=lambda ctx, m: (300 * ctx.counters(m, "Spell Counter"), 0)),
        ),
        Effect(
            EffectKind.IGNITION,
            cost=kit.remove_own_counters("Spell Counter"),
            targets=kit.field_cards(Scope.ALL, kit.is_spell_or_trap),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
    return s


SCRIPTS = scripts()
