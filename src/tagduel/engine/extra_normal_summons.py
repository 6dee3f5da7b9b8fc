"""An additional Normal Summon of some monsters only: "you can Normal Summon 1 "Frog" monster
during your Main Phase this turn, except "Swap Frog", in addition to your Normal Summon/Set"
(Swap Frog).

Once the turn's Normal Summon or Set is used, the turn duelist may still Normal Summon (not Set)
1 monster of the archetype granted, other than the card excluded, in a Main Phase of this turn
(a Tribute Summon is a Normal Summon too). The grant is the turn duelist's own: it is made on
their turn, for "your Main Phase". It is kept in `DuelState.counters` (saved with the state):
`extra_summon` holds the turn it was granted, `extra_summon_archetype` and
`extra_summon_except` what it allows, `extra_summon_used` the turn it was used.

Hooks: `summon.py` asks `covers` (a Summon otherwise refused as "already Normal Summoned"),
`available` and `fits` (listing), and calls `use` when the extra Summon is made.
"""

from __future__ import annotations

from tagduel.engine import lastingwords
from tagduel.engine.errors import Reason
from tagduel.engine.events import LastingApplied
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState, Phase
from tagduel.engine.zones import CardInstance

GRANTED, USED = "extra_summon", "extra_summon_used"
ARCHETYPE, EXCEPT = "extra_summon_archetype", "extra_summon_except"


def grant(state: DuelState, seat: Seat, by: str, archetype: int, excluded: int) -> None:
    """`seat` (the turn duelist) may Normal Summon 1 more monster of `archetype`, except the
    card `excluded` (a passcode), this turn."""
    counters = state.counters
    counters[GRANTED], counters[ARCHETYPE], counters[EXCEPT] = state.turn, archetype, excluded
    state.emit(LastingApplied(seat, by, lastingwords.one_more_normal_summon()))


def available(state: DuelState, seat: Seat) -> bool:
    """The turn duelist `seat` still has the additional Normal Summon, in a Main Phase now."""
    counters = state.counters
    if not counters or counters.get(GRANTED) != state.turn or counters.get(USED) == state.turn:
        return False
    return seat is state.turn_seat and state.phase in (Phase.MAIN1, Phase.MAIN2)


def fits(state: DuelState, card: CardInstance) -> bool:
    """`card` is a monster the additional Normal Summon allows."""
    counters = state.counters
    code = counters.get(ARCHETYPE, 0)
    return card.card.in_archetype(code) and card.card.original != counters.get(EXCEPT)


def covers(state: DuelState, seat: Seat, card: CardInstance, reason: Reason, set_: bool) -> bool:
    """True when a Normal Summon refused for `reason` is allowed by the additional one."""
    if reason is not Reason.ALREADY_NORMAL_SUMMONED or set_:
        return False
    return available(state, seat) and fits(state, card)


def use(state: DuelState) -> None:
    """The additional Normal Summon is made."""
    state.counters[USED] = state.turn
