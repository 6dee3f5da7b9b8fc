"""Which cards of the duel may answer which happenings: first filters for `triggers.collect`.

Collecting triggers looks at every new event: for each happening it found the card it happened
to and read that card's trigger effects, and it went through every card on the field and in
the watched piles for the cards watching for it. Most happenings trigger nothing. Two indexes,
worked out again when a card instance is made (as `game.codes_in_duel` is), answer for most
of those searches:

- `own_kinds`: the kinds of happening some card of the duel has a trigger effect of its own
  for (a card destroyed by battle: no card of the duel has an effect for that, no look-up);
- `placed_watchers`: which of the duel's cards that may watch for a happening (their passcode
  or alias in `Scripts.watching`) are face-up on the field or in a pile where they watch: the
  cards the scan of the field and the piles would find. With none or one of them, that is
  the scan's answer; with more, the scan runs, for its order.

tests/engine/test_trigger_index.py compares them with the searches at every decision of
seeded duels.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.effects import On
from tagduel.engine.game import Game, codes_in_duel
from tagduel.engine.seats import ALL_SEATS
from tagduel.engine.zones import CardInstance, Location

_PHASES: Final = frozenset({On.STANDBY_PHASE, On.BATTLE_PHASE_END, On.END_PHASE})


def own_kinds(game: Game) -> frozenset[On]:
    """The kinds of happening a card of the duel answers with a trigger effect of its own (not
    `watch`, not a phase's): `triggers._own` finds nothing for any other kind."""
    present = codes_in_duel(game)
    memo = game.memo.get(_OWN)
    if memo is not None and memo[0] == game.present[0]:
        return memo[1]  # type: ignore[no-any-return]
    triggers = game.scripts.triggers
    found = frozenset(
        effect.on
        for code in present
        for _, effect in triggers.get(code, ())
        if effect.on is not None and not effect.watch and effect.on not in _PHASES
    )
    game.memo[_OWN] = (game.present[0], found)
    return found


def placed_watchers(game: Game, on: On, piles: tuple[Location, ...]) -> list[CardInstance]:
    """The duel's cards that may watch for `on` and are face-up on the field or in one of
    `piles` (the piles where a card of the duel watches for it), each found where it says it
    is: the cards the scan of the field and those piles finds, in the index's order."""
    zones = game.state.zones
    out: list[CardInstance] = []
    for card in _watchers(game, on):
        location = card.location
        if location.on_field:
            if card.face_up and any(c is card for c in zones[card.zone_seat].slots(location)):
                out.append(card)
        elif location in piles and any(card in zones[s].cards_in(location) for s in ALL_SEATS):
            out.append(card)
    return out


def _watchers(game: Game, on: On) -> list[CardInstance]:
    """The duel's card instances whose passcode or alias is in `Scripts.watching[on]`."""
    codes_in_duel(game)
    memo = game.memo.get(_WATCHERS)
    if memo is None or memo[0] != game.present[0]:
        memo = game.memo[_WATCHERS] = (game.present[0], {})
    found: dict[On, list[CardInstance]] = memo[1]
    cards = found.get(on)
    if cards is None:
        codes = game.scripts.watching.get(on, set())
        cards = found[on] = [
            c for c in game.state.all_cards() if c.card.passcode in codes or c.card.alias in codes
        ]
    return cards


_OWN: Final = "own trigger kinds in duel"
_WATCHERS: Final = "watching cards in duel"
