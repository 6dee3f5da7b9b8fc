"""The decks random duels and the random-play benchmark play (`tagduel.cardscripts.decks`).

Issue 13 item 19: the benchmark's Exodia deck held only the head, so Exodia could never win.
Seed 001 A names Exodia the Forbidden One as a special win condition; its script wins with the
head and the four limbs in "your hand" (the passcodes below are the cards' own, typed by hand).
"""

from __future__ import annotations

from collections import Counter

from tagduel.cards.model import CardType
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts.decks import SPECIAL_WINS, rule_passcodes, scripted_deck, scripted_decks
from tagduel.engine.seats import ALL_SEATS

EXODIA_PIECES = {
    33396948: "Exodia the Forbidden One",
    7902349: "Left Arm of the Forbidden One",
    70903634: "Right Arm of the Forbidden One",
    44519536: "Left Leg of the Forbidden One",
    8124921: "Right Leg of the Forbidden One",
}
FINAL_COUNTDOWN = 95308449


def _main(leave_out: frozenset[int] = frozenset()) -> list[int]:
    deck = scripted_deck(builtin_cards(), rule_passcodes(), leave_out=leave_out)
    return [c.passcode for c in deck if not c.is_extra_deck]


def test_every_random_duel_deck_holds_the_five_distinct_exodia_pieces_once_each() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    for seat in ALL_SEATS:
        counts = Counter(c.passcode for c in decks[seat])
        assert {code: counts[code] for code in EXODIA_PIECES} == dict.fromkeys(EXODIA_PIECES, 1)
        names = {c.name for c in decks[seat] if c.passcode in EXODIA_PIECES}
        assert names == set(EXODIA_PIECES.values())


def test_the_deck_with_all_five_pieces_is_still_forty_cards_with_every_scripted_card() -> None:
    main = _main()
    assert len(main) == 40
    assert rule_passcodes() <= set(main) | {84013237}  # Number 39: Utopia is Extra Deck


def test_leaving_out_the_special_wins_gives_their_places_to_level_4_normal_monsters() -> None:
    assert frozenset({*EXODIA_PIECES, FINAL_COUNTDOWN}) == SPECIAL_WINS
    db = builtin_cards()
    main = [db[code] for code in _main(SPECIAL_WINS)]
    assert len(main) == 40
    assert not {c.passcode for c in main} & SPECIAL_WINS
    assert rule_passcodes() - SPECIAL_WINS <= {c.passcode for c in main} | {84013237}
    # 22 scripted Main Deck cards - Final Countdown - Exodia = 20, + 5 Lightsworn = 25: 15 fillers
    fillers = [c for c in main if c.passcode not in rule_passcodes() and "Lightsworn" not in c.name]
    assert len(fillers) == 15
    assert all(c.types & CardType.NORMAL and c.level == 4 for c in fillers)
