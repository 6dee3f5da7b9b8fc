"""Treeborn Frog: the team must control no Spell/Trap Card to activate and to resolve its
effect (seed 001 E: "His teammate may not activate the effect of Treeborn Frog that would
Special Summon itself from the Graveyard as his teammate controls a Spell/Trap Card.")."""

from __future__ import annotations

from engine.table import at, names, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S1B, DecisionKind, Duel, EffectContext, Phase

card = builtin_cards().by_name


def _frog_in_1bs_standby(*, a_set_spell_for_1a: bool) -> Duel:
    st = (card("Dark Hole"),) if a_set_spell_for_1a else ()
    seats = {S1A: seat(st=st), S1B: seat(gy=(card("Treeborn Frog"),))}
    return at(seats, turn=3, phase=Phase.STANDBY, scripts=all_scripts())


def _resolve_frog_now(duel: Duel) -> None:
    frog = duel.state.zones[S1B].gy[0]
    effect = all_scripts().effects(frog.card)[0]
    for step in effect.resolution:
        step(EffectContext(duel.game, S1B, frog))


def test_the_frog_is_offered_in_its_owners_standby_phase() -> None:
    duel = _frog_in_1bs_standby(a_set_spell_for_1a=False)
    assert duel.pending is not None and duel.pending.kind is DecisionKind.TRIGGER
    assert duel.pending.seat is S1B


def test_the_frog_does_not_summon_itself_if_the_teammate_controls_a_spell_trap_at_resolution() -> (
    None
):
    duel = _frog_in_1bs_standby(a_set_spell_for_1a=True)
    _resolve_frog_now(duel)
    assert names(duel, S1B, "gy") == ["Treeborn Frog"]


def test_the_frog_summons_itself_at_resolution_when_the_team_controls_no_spell_trap() -> None:
    duel = _frog_in_1bs_standby(a_set_spell_for_1a=False)
    _resolve_frog_now(duel)
    assert names(duel, S1B, "monsters") == ["Treeborn Frog"]
