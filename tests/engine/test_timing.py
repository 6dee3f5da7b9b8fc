"""Trigger timing (engine.timing, engine.triggers): FLIP effects, "if this card is Tributed /
sent to the Graveyard" triggers, and "When ... you can" triggers missing the timing when their
happening was not the last thing to happen (an "If ... you can" one never misses).

Seed 001 D orders simultaneous triggers: "the turn Duelist's effects will be added to the chain
first, followed by their teammate's effects, and finally the opponents' effects".
"""

from __future__ import annotations

from engine import scripted
from engine.samples import SCRIPTS, card
from engine.table import at, names
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S2A,
    DecisionKind,
    Duel,
    DuelistSetup,
    MonsterSetup,
    Phase,
    Position,
    Seat,
    SpellSpeed,
    SpellTrapSetup,
)
from tagduel.engine.cardevents import TimingMissed
from tagduel.engine.chain_events import Activated

PETEN = card("Peten the Dark Clown")
IF_CLOWN = card("Test If Clown")
OFFERING = card("Test Offering")
VORTEX = card("Lightning Vortex")
HOLE = card("Dark Hole")
BUG = card("Man-Eater Bug")
ELF = card("Gemini Elf")
SKULL = card("Summoned Skull")
BLADE = card("Dark Blade")


def _seat(
    *,
    hand: tuple[Card, ...] = (),
    monsters: tuple[Card | MonsterSetup, ...] = (),
    deck: tuple[Card, ...] = (ELF,) * 10,
) -> DuelistSetup:
    mons = tuple(m if isinstance(m, MonsterSetup) else MonsterSetup(m) for m in monsters)
    return DuelistSetup(hand=hand, deck=deck, monsters=mons)


def _duel(seats: dict[Seat, DuelistSetup], *, turn: int = 1, phase: Phase = Phase.MAIN1) -> Duel:
    return at(seats, turn=turn, phase=phase, scripts=SCRIPTS)


def test_a_when_you_can_trigger_of_a_card_discarded_as_a_cost_misses_the_timing() -> None:
    # the cost is paid, then the activation happens: the discard is not the last thing
    seats = {S1A: _seat(hand=(VORTEX, PETEN), deck=(PETEN,) * 3), S2A: _seat(monsters=(ELF,))}
    duel = _duel(seats)
    duel.play('1A activate "Lightning Vortex" cost 1A.hand:"Peten the Dark Clown"')
    events = duel.resolve()
    assert [e.card for e in events if isinstance(e, TimingMissed)] == ["Peten the Dark Clown"]
    assert names(duel, S1A, "gy") == ["Peten the Dark Clown", "Lightning Vortex"]
    assert names(duel, S2A, "gy") == ["Gemini Elf"]
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MAIN


def test_an_if_you_can_trigger_of_a_card_discarded_as_a_cost_does_not_miss() -> None:
    seats = {S1A: _seat(hand=(VORTEX, IF_CLOWN)), S2A: _seat(monsters=(ELF,))}
    duel = _duel(seats)
    duel.play('1A activate "Lightning Vortex" cost 1A.hand:"Test If Clown"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER and pending.seat is S1A
    duel.play("1A yes")
    duel.resolve()
    assert names(duel, S1A, "banished") == ["Test If Clown"]


def test_a_when_you_can_trigger_whose_happening_was_the_last_thing_is_offered() -> None:
    # Dark Hole destroys Peten: the destruction is the last thing the resolution does (the
    # resolved Spell then going to the Graveyard is the rules finishing, not a new happening)
    seats = {S1A: _seat(hand=(HOLE,), monsters=(PETEN,), deck=(PETEN,) * 3)}
    duel = _duel(seats)
    duel.play('1A activate "Dark Hole"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER
    duel.play("1A yes")
    duel.resolve()
    duel.play('1A choose 1A.deck:"Peten the Dark Clown"')  # one of the three copies
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Peten the Dark Clown"]
    assert names(duel, S1A, "banished") == ["Peten the Dark Clown"]


def test_an_if_this_card_is_tributed_trigger_activates() -> None:
    seats = {S1A: _seat(hand=(SKULL,), monsters=(OFFERING,))}
    duel = _duel(seats)
    hand_before = len(duel.state.zones[S1A].hand)
    duel.play('1A summon "Summoned Skull" tribute "Test Offering"')
    duel.resolve()
    assert len(duel.state.zones[S1A].hand) == hand_before - 1 + 1  # summoned one, drew one


def test_a_flip_effect_of_a_monster_flipped_by_an_attack_waits_until_after_damage_calc() -> None:
    seats = {
        S1A: _seat(monsters=(SKULL, BLADE)),
        S2A: _seat(monsters=(MonsterSetup(BUG, Position.SET),)),
    }
    duel = _duel(seats, turn=5, phase=Phase.BATTLE)
    duel.play('1A attack "Summoned Skull" 2A:"Man-Eater Bug"')
    duel.resolve()
    # the Bug is flipped before damage calculation, destroyed by it; its FLIP effect goes on a
    # chain after damage calculation, while the Bug is still on the field
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER and pending.seat is S2A
    assert duel.state.attack is not None and duel.state.attack.step.value == "after_calc"
    assert names(duel, S2A, "monsters") == ["Man-Eater Bug"]
    duel.play('2A activate "Man-Eater Bug" target 1A:"Dark Blade"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Dark Blade"]
    assert names(duel, S2A, "gy") == ["Man-Eater Bug"]


def test_a_flip_summon_triggers_the_flip_effect() -> None:
    seats = {S1A: _seat(monsters=(MonsterSetup(BUG, Position.SET),)), S2A: _seat(monsters=(ELF,))}
    duel = _duel(seats)
    duel.play('1A change-position "Man-Eater Bug"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER
    duel.play('1A activate "Man-Eater Bug" target 2A:"Gemini Elf"')
    duel.resolve()
    assert names(duel, S2A, "gy") == ["Gemini Elf"]


def test_a_trap_cards_trigger_effect_is_spell_speed_2() -> None:
    # Test Emptiness (a face-up Continuous Trap) destroys itself when a card goes from the
    # field to the Graveyard: its trigger effect goes on the chain at Spell Speed 2
    seats = {
        S1A: DuelistSetup(
            deck=(ELF,) * 5,
            hand=(scripted.HOLE,),
            monsters=(MonsterSetup(ELF),),
            st=(SpellTrapSetup(scripted.EMPTINESS),),
        )
    }
    duel = at(seats, scripts=scripted.scripts())
    events = duel.play('1A activate "Test Hole"')
    events += duel.resolve()
    speeds = {e.card: e.speed for e in events if isinstance(e, Activated)}
    assert speeds == {"Test Hole": 1, "Test Emptiness": 2}


def test_trap_effects_are_spell_speed_2_counter_traps_3_and_monster_ignitions_1() -> None:
    from tagduel.engine.effects import Effect, EffectKind, speed_of

    assert speed_of(Effect(EffectKind.IGNITION), ELF) is SpellSpeed.ONE
    assert speed_of(Effect(EffectKind.TRIGGER), ELF) is SpellSpeed.ONE
    assert speed_of(Effect(EffectKind.QUICK), ELF) is SpellSpeed.TWO
    trap = card("Mirror Force")
    counter = card("Solemn Judgment")
    quick_play = card("Book of Moon")
    assert speed_of(Effect(EffectKind.TRIGGER), trap) is SpellSpeed.TWO
    assert speed_of(Effect(EffectKind.IGNITION), trap) is SpellSpeed.TWO
    assert speed_of(Effect(EffectKind.TRIGGER), counter) is SpellSpeed.THREE
    assert speed_of(Effect(EffectKind.IGNITION, where=()), quick_play) is SpellSpeed.TWO
