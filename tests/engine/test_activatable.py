"""The listing's first filter (`engine.activatable.activatable_cards`): a face-up card on the
field is a candidate only where one of its effects may be used, read once per passcode for the
duel's scripts; a Set card that answers only an attack declaration waits for one."""

from __future__ import annotations

from engine.samples import card
from engine.table import at, seat
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S2A, Phase
from tagduel.engine.activatable import activatable_cards
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.script_registry import Scripts
from tagduel.engine.state import BattleStep, PendingAttack

BREAKER = card("Breaker the Magical Warrior")  # an ignition effect on the field
JINZO = card("Jinzo")  # continuous effects only
SWORDS = card("Swords of Revealing Light")  # its activation, then a continuous effect
MIRROR = card("Mirror Force")  # only at an opponent's attack declaration


def test_a_face_up_card_is_a_candidate_only_with_an_effect_to_use_there() -> None:
    duel = at(
        {S1A: seat(monsters=(BREAKER, JINZO), st=((SWORDS, False), SWORDS))},
        turn=1,
        scripts=all_scripts(),
    )
    zones = duel.state.zones[S1A]
    breaker, set_swords = zones.monsters[0], zones.st[1]
    assert activatable_cards(duel.game, S1A) == [set_swords, breaker]


def test_a_set_card_waiting_for_an_attack_declaration_is_a_candidate_only_at_one() -> None:
    duel = at(
        {S1A: seat(st=(MIRROR,)), S2A: seat(monsters=(BREAKER,))},
        turn=2,
        phase=Phase.BATTLE,
        scripts=all_scripts(),
    )
    state = duel.state
    mirror, attacker = state.zones[S1A].st[0], state.zones[S2A].monsters[0]
    assert mirror is not None and attacker is not None
    assert activatable_cards(duel.game, S1A) == []
    state.attack = PendingAttack(attacker.uid, None)
    assert state.attack.step is BattleStep.DECLARED
    assert activatable_cards(duel.game, S1A) == [mirror]


def test_each_duel_reads_the_places_from_its_own_scripts() -> None:
    """The places are kept per duel: a duel whose scripts give Breaker no effect does not see
    the other duel's (a table shared by every duel fails this)."""
    scripted = at({S1A: seat(monsters=(BREAKER,))}, turn=1, scripts=all_scripts())
    assert activatable_cards(scripted.game, S1A) == scripted.state.zones[S1A].monsters[:1]
    others = Scripts()
    others.register(JINZO.passcode, Effect(EffectKind.CONTINUOUS))  # none of them Breaker's
    unscripted = at({S1A: seat(monsters=(BREAKER,))}, turn=1, scripts=others)
    assert activatable_cards(unscripted.game, S1A) == []
