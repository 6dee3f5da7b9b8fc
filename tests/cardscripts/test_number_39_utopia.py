"""Number 39: Utopia: Xyz Summoned with the teammate's monster (seed 001 A), it negates the
attack of any monster ("When a monster declares an attack", the era wording) by detaching."""

from __future__ import annotations

from dataclasses import replace

from engine.table import at, names, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S1B, S2A, Activate, Duel, Phase, Team

card = builtin_cards().by_name
UTOPIA = "Number 39: Utopia"


def _1a_attacks_with_1bs_utopia_on_the_field() -> Duel:
    seats = {
        S1A: seat(monsters=(card("Gemini Elf"), card("Battle Ox"))),
        S1B: replace(seat(monsters=(card("Vorse Raider"),)), extra=(card(UTOPIA),)),
        S2A: seat(monsters=(card("Mystical Elf"),)),
    }
    duel = at(seats, turn=3, scripts=all_scripts())
    duel.play(f'1B special-summon "{UTOPIA}" using 1A:"Gemini Elf" 1B:"Vorse Raider"')
    for line in ("1B end-turn", "2B end-turn", "1A phase battle"):
        duel.resolve()
        duel.play(line)
    duel.resolve()
    assert duel.state.phase is Phase.BATTLE
    duel.play('1A attack "Battle Ox" 2A:"Mystical Elf"')
    duel.play("2A pass")
    return duel


def test_utopia_may_negate_an_attack_declared_by_its_own_teams_monster() -> None:
    duel = _1a_attacks_with_1bs_utopia_on_the_field()
    offered = [a for a in duel.legal_actions() if isinstance(a, Activate)]
    assert [a.to_text() for a in offered] == [
        f'1B activate 1B.monsters[1]:"{UTOPIA}" effect 2 cost 1B.material:"Vorse Raider"',
        f'1B activate 1B.monsters[1]:"{UTOPIA}" effect 2 cost 1B.material:"Gemini Elf"',
    ]
    duel.apply(offered[1])
    duel.resolve()
    assert duel.state.attack is None
    assert names(duel, S2A, "monsters") == ["Mystical Elf"]
    assert duel.state.lp == {Team.ONE: 16000, Team.TWO: 16000}
    assert names(duel, S1A, "gy") == ["Gemini Elf"]
