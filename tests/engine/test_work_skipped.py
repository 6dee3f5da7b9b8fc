"""The shortcuts that spare the engine work without changing a duel: the passcodes of the duel's
cards (`game.codes_in_duel`) and continuous ATK/DEF worked out when read (`auras.install`)."""

from __future__ import annotations

from engine.samples import SCRIPTS, SHEEP, card
from engine.table import at, seat
from tagduel.engine import S1A, S2A
from tagduel.engine.game import codes_in_duel
from tagduel.engine.ops import destroy
from tagduel.engine.tokens import create_token

SOGEN = card("Sogen")  # Field Spell: Warrior and Beast-Warrior monsters gain 200 ATK
BLADE = card("Dark Blade")  # Warrior, 1800/1500
OX = card("Battle Ox")  # Beast-Warrior, 1700/1000


def test_the_duels_codes_hold_every_card_and_grow_when_a_token_is_made() -> None:
    duel = at({S1A: seat(monsters=(BLADE,)), S2A: seat(hand=(OX,))}, turn=1, scripts=SCRIPTS)
    before = codes_in_duel(duel.game)
    assert {BLADE.passcode, OX.passcode} <= before
    assert SHEEP.passcode not in before
    token = create_token(duel.state, SHEEP, S2A)
    assert token is not None
    assert SHEEP.passcode in codes_in_duel(duel.game)
    assert before <= codes_in_duel(duel.game)  # never smaller


def test_a_token_made_during_the_duel_has_its_continuous_stat_changes_worked_out() -> None:
    duel = at({S1A: seat(field=SOGEN)}, turn=1, scripts=SCRIPTS)
    token = create_token(duel.state, BLADE, S2A)  # a Warrior, whoever controls it
    assert token is not None
    assert token.settle is duel.state.settle
    assert token.attack_value() == 1800 + 200


def test_atk_read_after_several_events_follows_the_last_one() -> None:
    """No ATK is read while the Field Spell and a monster leave: the values read after are
    those the board holds then, the monster's own changes read directly too."""
    seats = {S1A: seat(monsters=(BLADE, OX), field=SOGEN)}
    duel = at(seats, turn=1, scripts=SCRIPTS)
    blade, ox = duel.state.zones[S1A].monsters[:2]
    sogen = duel.state.zones[S1A].field_zone[0]
    assert blade is not None and ox is not None and sogen is not None
    assert (blade.attack_value(), ox.attack_value()) == (2000, 1900)
    destroy(duel.state, ox, "effect")
    destroy(duel.state, sogen, "effect")
    assert blade.auras == []  # read directly: worked out first
    assert blade.attack_value() == 1800
    assert ox.auras == [] and ox.attack_value() == 1700  # it took its change with it
