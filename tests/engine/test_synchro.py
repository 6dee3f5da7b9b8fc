"""Synchro Summons (engine.synchro): 1 Tuner + 1 or more non-Tuners, face-up on the team's side
of the field, Levels adding up exactly, from the summoner's own Extra Deck.

Seed 001 A: "Each Duelist has their own Extra Deck. (Duelists may only summon from their own
Extra Deck and not their teammates.)" and "Any member of a team may use any Monster Cards in
play on their team's side of the field for ... Extra Deck Summons".
"""

from __future__ import annotations

import pytest

from engine.samples import card
from engine.table import at, names
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    Duel,
    DuelistSetup,
    IllegalActionError,
    MonsterSetup,
    Position,
    Reason,
    Scripts,
    Seat,
    SpecialSummon,
)
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.events import Summoned

JUNK = card("Junk Synchron")  # Level 3 Tuner
STARDUST = card("Stardust Dragon")  # Level 8 Synchro
CYBER = card("Cyber Dragon")  # Level 5
ELF = card("Gemini Elf")  # Level 4
FROG = card("Treeborn Frog")  # Level 1
DECK = (ELF,) * 10


def _seat(
    *, monsters: tuple[Card | MonsterSetup, ...] = (), extra: tuple[Card, ...] = ()
) -> DuelistSetup:
    mons = tuple(m if isinstance(m, MonsterSetup) else MonsterSetup(m) for m in monsters)
    return DuelistSetup(deck=DECK, extra=extra, monsters=mons)


def _duel(seats: dict[Seat, DuelistSetup], scripts: Scripts | None = None) -> Duel:
    return at(seats, turn=3, scripts=scripts or Scripts())  # 1B's turn


def _synchros(duel: Duel) -> list[str]:
    return [a.to_text() for a in duel.legal_actions() if isinstance(a, SpecialSummon)]


def test_a_synchro_summon_with_the_teammates_tuner_is_listed_and_legal() -> None:
    duel = _duel({S1A: _seat(monsters=(JUNK,)), S1B: _seat(monsters=(CYBER,), extra=(STARDUST,))})
    assert _synchros(duel) == [
        '1B special-summon 1B.extra:"Stardust Dragon" using 1A.monsters[1]:"Junk Synchron" '
        '1B.monsters[1]:"Cyber Dragon"'
    ]
    events = duel.play(
        '1B special-summon "Stardust Dragon" using 1A:"Junk Synchron" 1B:"Cyber Dragon"'
    )
    assert names(duel, S1B, "monsters") == ["Stardust Dragon"]
    assert names(duel, S1A, "gy") == ["Junk Synchron"]  # materials go to their owners' GYs
    assert names(duel, S1B, "gy") == ["Cyber Dragon"]
    summoned = [e for e in events if isinstance(e, Summoned)]
    assert [(e.how, e.position) for e in summoned] == [("synchro", "attack")]


def test_three_materials_whose_levels_add_up_exactly() -> None:
    # 3 + 4 + 1 = 8
    duel = _duel({S1B: _seat(monsters=(JUNK, ELF, FROG), extra=(STARDUST,))})
    assert len(_synchros(duel)) == 1
    duel.play(
        '1B special-summon "Stardust Dragon" using "Junk Synchron" "Gemini Elf" "Treeborn Frog"'
    )
    assert names(duel, S1B, "monsters") == ["Stardust Dragon"]


def test_levels_that_do_not_add_up_exactly_are_refused() -> None:
    duel = _duel({S1B: _seat(monsters=(JUNK, ELF), extra=(STARDUST,))})  # 3 + 4 = 7
    assert _synchros(duel) == []
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B special-summon "Stardust Dragon" using "Junk Synchron" "Gemini Elf"')
    assert err.value.reason is Reason.WRONG_MATERIALS
    assert "add up to 7, not 8" in err.value.message


def test_a_synchro_summon_needs_exactly_one_tuner() -> None:
    duel = _duel({S1B: _seat(monsters=(CYBER, ELF, FROG, ELF), extra=(STARDUST,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play(
            '1B special-summon "Stardust Dragon" using 1B.monsters[1]:"Cyber Dragon" '
            '1B.monsters[3]:"Treeborn Frog" 1B.monsters[2]:"Gemini Elf"'
        )
    assert err.value.reason is Reason.WRONG_MATERIALS and "1 Tuner" in err.value.message


def test_an_opponents_monster_is_not_a_material() -> None:
    duel = _duel({S2A: _seat(monsters=(JUNK,)), S1B: _seat(monsters=(CYBER,), extra=(STARDUST,))})
    assert _synchros(duel) == []
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B special-summon "Stardust Dragon" using 2A:"Junk Synchron" 1B:"Cyber Dragon"')
    assert err.value.reason is Reason.WRONG_MATERIALS


def test_a_set_monster_is_not_a_material() -> None:
    seats = {
        S1A: _seat(monsters=(MonsterSetup(JUNK, Position.SET),)),
        S1B: _seat(monsters=(CYBER,), extra=(STARDUST,)),
    }
    duel = _duel(seats)
    assert _synchros(duel) == []
    assert not duel.is_legal(
        duel.parse_action(
            '1B special-summon "Stardust Dragon" using 1A.monsters[1]:"Junk Synchron" '
            '1B.monsters[1]:"Cyber Dragon"'
        )
    )


def test_not_from_the_teammates_extra_deck() -> None:
    duel = _duel({S1A: _seat(monsters=(JUNK,), extra=(STARDUST,)), S1B: _seat(monsters=(CYBER,))})
    assert _synchros(duel) == []
    with pytest.raises(IllegalActionError) as err:
        duel.play(
            '1B special-summon 1A.extra:"Stardust Dragon" using 1A:"Junk Synchron" '
            '1B:"Cyber Dragon"'
        )
    assert err.value.reason is Reason.NOT_YOUR_CARD


def test_a_synchro_monsters_script_may_name_its_tuner() -> None:
    scripts = Scripts()
    scripts.register(
        STARDUST.passcode,
        Effect(EffectKind.PROCEDURE, tuner_filter=lambda c: c.name == "Some Other Synchron"),
    )
    duel = _duel({S1B: _seat(monsters=(JUNK, CYBER), extra=(STARDUST,))}, scripts)
    assert _synchros(duel) == []


def test_with_full_zones_a_material_of_the_summoners_own_frees_one() -> None:
    own = (ELF, ELF, ELF, ELF, CYBER)
    duel = _duel({S1A: _seat(monsters=(JUNK,)), S1B: _seat(monsters=own, extra=(STARDUST,))})
    assert len(_synchros(duel)) == 1  # Junk Synchron (1A) + Cyber Dragon (1B, frees a zone)
    duel.play('1B special-summon "Stardust Dragon" using 1A:"Junk Synchron" 1B:"Cyber Dragon"')
    assert names(duel, S1B, "monsters").count("Stardust Dragon") == 1


def test_with_full_zones_and_only_the_teammates_materials_there_is_no_room() -> None:
    own = (ELF, ELF, ELF, ELF, ELF)
    seats = {S1A: _seat(monsters=(JUNK, CYBER)), S1B: _seat(monsters=own, extra=(STARDUST,))}
    duel = _duel(seats)
    assert _synchros(duel) == []
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B special-summon "Stardust Dragon" using 1A:"Junk Synchron" 1A:"Cyber Dragon"')
    assert err.value.reason is Reason.ZONES_FULL
