"""The end-of-match guide for a physical table: the Tier 1 End of Match procedure as numbered
lines for the judge, once a round's time is called.

Seed 001 B: "utilize the Tier 1 End of Match procedures. • Turn Duelist will end his/her turn,
and each other Duelist will count as the (3) Extra Turns." The procedure itself is
`tournament/endofmatch.py`; this module finds the table's pairing in the event and the tie rule
the event set.
"""

from __future__ import annotations

from tagduel.i18n import lazy
from tagduel.services.clock import current_round
from tagduel.services.clockrounds import check_table, clock_tables, cut_round_of
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import TieSetting
from tagduel.services.projection import EventState
from tagduel.tournament.model import Pairing


def end_of_match_guide(
    state: EventState,
    table: int,
    turn_duelist: str,
    first_team: int = 1,
    round_number: int | None = None,
) -> tuple[Pairing, list[str]]:
    """The Tier 1 procedure as numbered lines for the judge at `table` (seed 001 B)."""
    from tagduel.engine.seats import Seat, Team
    from tagduel.tournament.endofmatch import EndOfMatch, TieRule

    number = current_round(state, round_number)
    if cut_round_of(state, number) is None:
        pairing = state.paired_round(number).pairing_at(table)
    else:
        check_table(state, number, table)
        pairing = next(t.pairing for t in clock_tables(state, number) if t.pairing.table == table)
    if pairing.is_bye:
        raise EventError(
            lazy(
                "round {round} table {table} is a bye: there is no match to end",
                round=number,
                table=table,
            )
        )
    tie = TieRule.DRAW if state.settings.tie_rule is TieSetting.DRAW else TieRule.SUDDEN_DEATH
    if first_team not in (1, 2):
        raise EventError(lazy("the team that went first is 1 or 2, not {first}", first=first_team))
    procedure = EndOfMatch(tie, Team.ONE if first_team == 1 else Team.TWO)
    return pairing, procedure.guide(Seat.parse(turn_duelist))
