"""Call of the Haunted's link with its monster (seed 001 A: the monster may come from the
teammate's Graveyard; it goes back to its owner's Graveyard)."""

from __future__ import annotations

from cardscripts.spell_trap_kit import TYPHOON, card, cards, scripts
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, Duel


def _revived_from_1bs_graveyard() -> Duel:
    seats = {
        S1A: seat(hand=(TYPHOON,), st=(card("Call of the Haunted"),)),
        S1B: seat(gy=cards("Summoned Skull")),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Call of the Haunted" target 1B.gy:"Summoned Skull"')
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Summoned Skull"]
    return duel


def test_when_call_of_the_haunted_is_destroyed_its_monster_is_destroyed_too() -> None:
    duel = _revived_from_1bs_graveyard()
    duel.play('1A activate "Test Typhoon" target 1A.st:"Call of the Haunted"')
    duel.resolve()
    assert names(duel, S1A, "monsters") == []
    assert names(duel, S1B, "gy") == ["Summoned Skull"]
    assert "Call of the Haunted" in names(duel, S1A, "gy")


def test_the_revived_monster_belongs_to_the_teammate_while_1a_controls_it() -> None:
    duel = _revived_from_1bs_graveyard()
    skull = duel.state.zones[S1A].monsters[0]
    assert skull is not None and skull.owner is S1B and skull.zone_seat is S1A
