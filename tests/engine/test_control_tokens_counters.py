"""Control changes (engine.control), Tokens (engine.tokens) and counters (engine.counters).

A monster taken moves to the taking duelist's Monster Card Zone (the activator's; seed 001 A:
"Each Duelist has 5 Monster Card Zones"); "your opponent controls" is both opponents (seed 001
E: "cards that reference a card "your opponent controls" count both opponent's sides of the
field"); control returns to the owner ("the Duelist whose Deck the card started in", seed 001
E), to a free zone of the owner's or, with none, to the owner's Graveyard.
"""

from __future__ import annotations

import pytest

from engine.samples import SCRIPTS, SHEEP, card
from engine.table import at, names
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Duel,
    DuelistSetup,
    IllegalActionError,
    MonsterSetup,
    Phase,
    Reason,
    Seat,
    SetupError,
    SpellTrapSetup,
    TableSetup,
)
from tagduel.engine.cardevents import ControlChanged, CountersChanged, TokenVanished
from tagduel.engine.ops import destroy

HEART = card("Change of Heart")
SNATCH = card("Snatch Steal")
GOAT = card("Scapegoat")
BREAKER = card("Breaker the Magical Warrior")
HOLE = card("Dark Hole")
BLADE = card("Dark Blade")
ELF = card("Gemini Elf")
SKULL = card("Summoned Skull")
DECK = (ELF,) * 10


def _seat(
    *, hand: tuple[Card, ...] = (), monsters: tuple[Card, ...] = (), st: tuple[Card, ...] = ()
) -> DuelistSetup:
    return DuelistSetup(
        hand=hand,
        deck=DECK,
        monsters=tuple(MonsterSetup(m) for m in monsters),
        st=tuple(SpellTrapSetup(c, True) for c in st),
    )


def _duel(seats: dict[Seat, DuelistSetup], *, turn: int = 1) -> Duel:
    return at(seats, turn=turn, scripts=SCRIPTS)


# -- control --------------------------------------------------------------------------------------


def test_change_of_heart_takes_the_other_opponents_monster_until_the_end_phase() -> None:
    duel = _duel(
        {S1A: _seat(hand=(HEART,)), S2A: _seat(monsters=(ELF,)), S2B: _seat(monsters=(SKULL,))}
    )
    events = duel.play('1A activate "Change of Heart" target 2B:"Summoned Skull"')
    events += duel.resolve()
    assert names(duel, S1A, "monsters") == ["Summoned Skull"]
    assert names(duel, S2B, "monsters") == []
    assert [(e.seat, e.source) for e in events if isinstance(e, ControlChanged)] == [(S1A, S2B)]
    skull = duel.state.zones[S1A].monsters[0]
    assert skull is not None and skull.owner is S2B and skull.controller is S1A
    duel.play("1A end-turn")
    duel.resolve()
    assert names(duel, S2B, "monsters") == ["Summoned Skull"]
    assert names(duel, S1A, "monsters") == []


def test_the_taken_monster_may_be_tributed_by_its_new_controller_and_goes_to_its_owners_gy() -> (
    None
):
    duel = _duel({S1A: _seat(hand=(HEART, card("Jinzo"))), S2A: _seat(monsters=(ELF,))})
    duel.play('1A activate "Change of Heart" target 2A:"Gemini Elf"')
    duel.resolve()
    duel.play('1A summon "Jinzo" tribute 1A:"Gemini Elf"')
    assert names(duel, S2A, "gy") == ["Gemini Elf"]
    assert names(duel, S1A, "monsters") == ["Jinzo"]


def test_with_no_free_monster_zone_no_monster_can_be_taken() -> None:
    full = (BLADE, BLADE, BLADE, BLADE, BLADE)
    duel = _duel({S1A: _seat(hand=(HEART,), monsters=full), S2A: _seat(monsters=(ELF,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Change of Heart" target 2A:"Gemini Elf"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_control_returning_to_a_full_field_sends_the_monster_to_its_owners_graveyard() -> None:
    seats = {S1A: _seat(hand=(HEART,)), S2A: _seat(monsters=(ELF,))}
    duel = _duel(seats)
    duel.play('1A activate "Change of Heart" target 2A:"Gemini Elf"')
    duel.resolve()
    for _ in range(5):  # 2A's zones fill up while 1A holds the Elf
        from tagduel.engine.ops import new_card, summon_to_field
        from tagduel.engine.zones import Location, Position

        filler = new_card(duel.state, BLADE, S2A, Location.HAND)
        summon_to_field(duel.state, filler, S2A, Position.ATTACK, "special")
    duel.play("1A end-turn")
    duel.resolve()
    assert names(duel, S2A, "gy") == ["Gemini Elf"]
    assert names(duel, S1A, "monsters") == []


def test_snatch_steal_keeps_control_while_it_stays_and_gives_it_back_when_it_leaves() -> None:
    duel = _duel({S1A: _seat(hand=(SNATCH,)), S2A: _seat(monsters=(ELF,))})
    duel.play('1A activate "Snatch Steal" target 2A:"Gemini Elf"')
    duel.resolve()
    duel.play("1A end-turn")
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Gemini Elf"]  # no end-of-turn return
    snatch = duel.state.zones[S1A].st[0]
    assert snatch is not None
    destroy(duel.state, snatch, "effect")
    assert names(duel, S2A, "monsters") == ["Gemini Elf"]


def test_a_taken_monster_may_attack_for_its_new_controller() -> None:
    seats = {S1B: _seat(hand=(HEART,)), S2B: _seat(monsters=(SKULL,))}
    duel = _duel(seats, turn=7)  # 1B's turn: attacks allowed
    duel.play('1B activate "Change of Heart" target 2B:"Summoned Skull"')
    duel.resolve()
    duel.play("1B phase battle")
    duel.resolve()
    duel.play('1B attack 1B:"Summoned Skull" direct')
    duel.resolve()
    assert duel.state.lp[S2A.team] == 16000 - 2500


# -- Tokens ---------------------------------------------------------------------------------------


def test_scapegoat_summons_four_tokens_in_defense_position() -> None:
    duel = _duel({S1A: _seat(hand=(GOAT,), monsters=(BLADE,))})
    duel.play('1A activate "Scapegoat"')
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Dark Blade"] + ["Sheep Token"] * 4
    tokens = [c for c in duel.state.zones[S1A].monsters if c is not None and c.traits.token]
    assert all(t.position is not None and t.position.value == "defense" for t in tokens)


def test_a_token_that_leaves_the_field_ceases_to_exist() -> None:
    duel = _duel({S1A: _seat(hand=(GOAT, HOLE))})
    duel.play('1A activate "Scapegoat"')
    duel.resolve()
    duel.play('1A activate "Dark Hole"')
    events = duel.resolve()
    assert names(duel, S1A, "gy") == ["Scapegoat", "Dark Hole"]  # no Token in a Graveyard
    assert len([e for e in events if isinstance(e, TokenVanished)]) == 4
    assert len(duel.state.vanished) == 4
    assert all(duel.state.find(uid) is None for uid in duel.state.vanished)


def test_a_token_may_be_tributed_and_is_gone_after() -> None:
    duel = _duel({S1A: _seat(hand=(GOAT, card("Jinzo")))})
    duel.play('1A activate "Scapegoat"')
    duel.resolve()
    duel.play('1A summon "Jinzo" tribute 1A.monsters[1]:"Sheep Token"')
    assert names(duel, S1A, "monsters").count("Sheep Token") == 3
    assert names(duel, S1A, "gy") == ["Scapegoat"]


def test_tokens_fill_only_the_free_zones() -> None:
    duel = _duel({S1A: _seat(hand=(GOAT,), monsters=(BLADE, BLADE, BLADE))})
    duel.play('1A activate "Scapegoat"')
    duel.resolve()
    assert names(duel, S1A, "monsters").count("Sheep Token") == 2


def test_a_token_is_never_set_up_in_a_pile() -> None:
    with pytest.raises(SetupError):
        Duel.from_position(TableSetup({S1A: DuelistSetup(hand=(SHEEP,))}))


# -- counters -------------------------------------------------------------------------------------


def test_breaker_gets_a_spell_counter_when_normal_summoned_and_300_atk_for_it() -> None:
    duel = _duel({S1A: _seat(hand=(BREAKER,)), S2A: _seat(st=(HOLE,))})
    events = duel.play('1A summon "Breaker the Magical Warrior"')
    events += duel.resolve()
    breaker = duel.state.zones[S1A].monsters[0]
    assert breaker is not None
    changes = [(e.counter, e.count) for e in events if isinstance(e, CountersChanged)]
    assert changes == [("Spell Counter", 1)]
    assert breaker.attack_value() == 1600 + 300


def test_removing_the_counter_destroys_a_spell_trap_and_the_atk_falls_back() -> None:
    duel = _duel({S1A: _seat(hand=(BREAKER,)), S2A: _seat(st=(HOLE,))})
    duel.play('1A summon "Breaker the Magical Warrior"')
    duel.resolve()
    duel.play('1A activate "Breaker the Magical Warrior" effect 3 target 2A.st[1]:"Dark Hole"')
    duel.resolve()
    breaker = duel.state.zones[S1A].monsters[0]
    assert breaker is not None and breaker.attack_value() == 1600
    assert names(duel, S2A, "gy") == ["Dark Hole"]
    with pytest.raises(IllegalActionError):  # no counter left to remove
        duel.play('1A activate "Breaker the Magical Warrior" effect 3')


def test_counters_go_when_their_card_leaves_the_field() -> None:
    duel = _duel({S1A: _seat(hand=(BREAKER,))})
    duel.play('1A summon "Breaker the Magical Warrior"')
    duel.resolve()
    breaker = duel.state.zones[S1A].monsters[0]
    assert breaker is not None and breaker.memory == {"counter:Spell Counter": 1}
    destroy(duel.state, breaker, "effect")
    assert breaker.memory == {}
    assert duel.state.phase is Phase.MAIN1
