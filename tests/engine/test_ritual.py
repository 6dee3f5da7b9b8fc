"""Ritual Summons by a Ritual Spell (engine.ritual): Tributes from the summoner's hand and the
team's side of the field whose Levels equal or exceed the Ritual Monster's, none too many.

Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side of the
field for Tribute Summons, Ritual Summons, and Extra Deck Summons"; seed 001 E: "A Duelist can
allow their teammate to use monsters in their Monster Card Zones as Tribute Summons, Ritual
Summons".
"""

from __future__ import annotations

import pytest

from engine.samples import SCRIPTS, card
from engine.table import at, names
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    DecisionKind,
    Duel,
    DuelistSetup,
    IllegalActionError,
    MonsterSetup,
    Position,
    Reason,
    Seat,
)
from tagduel.engine.events import Summoned, Tributed
from tagduel.engine.ritual import enough

RITUAL = card("Black Luster Ritual")
SOLDIER = card("Black Luster Soldier")  # Level 8
SKULL = card("Summoned Skull")  # Level 6
ELF = card("Gemini Elf")  # Level 4
STONE = card("Giant Soldier of Stone")  # Level 3
DECK = (ELF,) * 10


def _seat(
    *, hand: tuple[Card, ...] = (), monsters: tuple[Card | MonsterSetup, ...] = ()
) -> DuelistSetup:
    mons = tuple(m if isinstance(m, MonsterSetup) else MonsterSetup(m) for m in monsters)
    return DuelistSetup(hand=hand, deck=DECK, monsters=mons)


def _duel(seats: dict[Seat, DuelistSetup]) -> Duel:
    return at(seats, turn=3, scripts=SCRIPTS)  # 1B's turn


@pytest.mark.parametrize(
    ("levels", "exact", "fits"),
    [
        ([8], False, True),
        ([4, 4], False, True),
        ([6, 3], False, True),  # 9 >= 8, and without the 3 only 6 is left
        ([6, 4, 3], False, False),  # the 3 is not needed: 10 is still >= 8
        ([4, 3], False, False),
        ([6, 3], True, False),
        ([4, 4], True, True),
    ],
)
def test_tributes_equal_or_exceed_the_level_with_none_too_many(
    levels: list[int], exact: bool, fits: bool
) -> None:
    assert enough(levels, 8, exact=exact) is fits


def test_a_ritual_summon_tributes_the_teammates_set_monster_and_one_from_hand() -> None:
    seats = {
        S1A: _seat(monsters=(MonsterSetup(SKULL, Position.SET),)),
        S1B: _seat(hand=(RITUAL, SOLDIER, STONE)),
    }
    duel = _duel(seats)
    events = duel.play('1B activate "Black Luster Ritual"')
    events += duel.resolve()
    assert names(duel, S1B, "monsters") == ["Black Luster Soldier"]
    assert names(duel, S1A, "gy") == ["Summoned Skull"]
    assert names(duel, S1B, "gy") == ["Giant Soldier of Stone", "Black Luster Ritual"]
    tributed = {(e.seat, e.card, e.by) for e in events if isinstance(e, Tributed)}
    assert tributed == {(S1A, "Summoned Skull", S1B), (S1B, "Giant Soldier of Stone", S1B)}
    assert [e.how for e in events if isinstance(e, Summoned)] == ["ritual"]


def test_the_summoner_chooses_the_tributes_among_the_sets_that_fit() -> None:
    seats = {S1A: _seat(monsters=(ELF, ELF)), S1B: _seat(hand=(RITUAL, SOLDIER, SKULL, STONE))}
    duel = _duel(seats)
    duel.play('1B activate "Black Luster Ritual"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.CHOOSE
    shown = {a.to_text() for a in pending.actions}
    # 4+4, 6+4 (either Elf), 6+3; never 3+4 (7) nor 6+4+3 (one too many)
    assert len(shown) == 4
    duel.play('1B choose 1B.hand:"Summoned Skull" 1B.hand:"Giant Soldier of Stone"')
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Gemini Elf", "Gemini Elf"]
    assert names(duel, S1B, "monsters") == ["Black Luster Soldier"]


def test_not_enough_levels_on_the_team_side_and_hand_means_no_activation() -> None:
    seats = {S1A: _seat(monsters=(STONE,)), S1B: _seat(hand=(RITUAL, SOLDIER, ELF))}
    duel = _duel(seats)  # 3 + 4 = 7 < 8
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B activate "Black Luster Ritual"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_an_opponents_monster_is_not_a_tribute() -> None:
    seats = {S2A: _seat(monsters=(SKULL, ELF)), S1B: _seat(hand=(RITUAL, SOLDIER))}
    assert not _duel(seats).is_legal(_duel(seats).parse_action('1B activate "Black Luster Ritual"'))


def test_the_teammates_hand_holds_no_tributes() -> None:
    seats = {S1A: _seat(hand=(SKULL, ELF)), S1B: _seat(hand=(RITUAL, SOLDIER))}
    duel = _duel(seats)
    assert not duel.is_legal(duel.parse_action('1B activate "Black Luster Ritual"'))


def test_the_ritual_monster_comes_from_the_summoners_own_hand() -> None:
    seats = {S1A: _seat(hand=(SOLDIER,), monsters=(SKULL, ELF)), S1B: _seat(hand=(RITUAL,))}
    duel = _duel(seats)
    assert not duel.is_legal(duel.parse_action('1B activate "Black Luster Ritual"'))


def test_a_ritual_monster_is_not_normal_summoned_or_summoned_by_the_action() -> None:
    duel = _duel({S1B: _seat(hand=(SOLDIER,), monsters=(SKULL, ELF))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B special-summon "Black Luster Soldier"')
    assert err.value.reason is Reason.CANNOT_SPECIAL_SUMMON
    assert "Ritual Spell" in err.value.message
