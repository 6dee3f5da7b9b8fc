"""Eternal Soul's "a Dark Magician to Summon" remembers per Graveyard, until a card moves,
whether it holds a "Dark Magician" (the duelist and the teammate share the team's Graveyards):
the answer follows a card sent there, for each seat of the team."""

from __future__ import annotations

from pathlib import Path

from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S1B, EffectContext, Location, ops


def test_a_dark_magician_sent_to_the_teammates_graveyard_is_found_by_both(
    shared_data: Path,
) -> None:
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    soul, magician = db.by_name("Eternal Soul"), db.by_name("Dark Magician")
    scripts = all_scripts()
    duel = at({S1A: seat(st=(soul,)), S1B: seat(monsters=(magician,))}, turn=1, scripts=scripts)
    state, game = duel.state, duel.game
    held, monster = state.zones[S1A].st[0], state.zones[S1B].monsters[0]
    assert held is not None and monster is not None
    held.face_up = True
    summon = scripts.effects(held.card)[2]  # "Special Summon 1 Dark Magician ..."
    assert summon.condition is not None
    asked = [EffectContext(game, s, held, effect=3) for s in (S1A, S1B)]
    assert [summon.condition(ctx) for ctx in asked] == [False, False]  # on the field only
    ops.destroy(state, monster, "effect")  # to its owner's Graveyard: S1B's
    assert [summon.condition(ctx) for ctx in asked] == [True, True]
    ops.move_to_pile(state, monster, Location.BANISHED)  # out of every Graveyard again
    assert [summon.condition(ctx) for ctx in asked] == [False, False]
