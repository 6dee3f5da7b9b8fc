"""Which cards of the duel may answer which happenings: first filters for `triggers.collect`.

Collecting triggers looks at every new event: for each happening it found the card it happened
to and read that card's trigger effects, and it went through every card on the field and in
the watched piles for the cards watching for it. Most happenings trigger nothing. Two indexes,
worked out again when a card instance is made (as `game.codes_in_duel` is), say when that
search cannot find anything, so it is skipped:

- `own_kinds`: the kinds of happening some card of the duel has a trigger effect of its own
  for (a card destroyed by battle: no card of the duel has an effect for that, no look-up);
- `watchers_placed`: none of the duel's cards that may watch for a happening (their passcode
  or alias in `Scripts.watching`) is face-up on the field or in a pile where it watches, so
  the scan of the field and the piles would find none.

Both only ever skip a search that would find nothing: the search itself, in its own order, runs
whenever they allow it (tests/engine/test_trigger_index.py compares them with the searches at
every event of seeded duels).
"""

from __future__ import annotations

from tagduel.engine.effects import On
from tagduel.engine.game import Game, codes_in_duel
from tagduel.engine.zones import CardInstance, Location

_PHASES = frozenset({On.STANDBY_PHASE, On.BATTLE_PHASE_END, On.END_PHASE})


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


def watchers_placed(game: Game, on: On, piles: tuple[Location, ...]) -> bool:
    """False when no card of the duel that may watch for `on` is face-up on the field or in one
    of `piles` (the piles where a card of the duel watches for it)."""
    for card in _watchers(game, on):
        location = card.location
        if (location.on_field and card.face_up) or location in piles:
            return True
    return False


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


_OWN = "own trigger kinds in duel"
_WATCHERS = "watching cards in duel"
