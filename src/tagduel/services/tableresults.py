"""The result of a tournament table's duel, confirmed by both teams, becomes the match report.

When the duel is over, a duelist of each team confirms its result at the table; each
confirmation is that team's report (`selfreport.claim_result`, from the table's point of view),
so the second team's confirmation records the result, two-sided, as if both had reported it on
their phones. A team that disagrees reports otherwise on its own page: the organiser decides.
"""

from __future__ import annotations

from tagduel.engine.seats import Seat, Team
from tagduel.i18n import lazy
from tagduel.services.events import Events
from tagduel.services.selfreport import claim_result
from tagduel.services.tableopen import TableError
from tagduel.services.tablerooms import RowKind
from tagduel.services.tables import Tables
from tagduel.tournament.model import Result


def duel_result(winner: Team | None) -> Result:
    """The table's result as a tournament records it: team 1's point of view."""
    if winner is None:
        return Result.DRAW
    return Result.WIN if winner is Team.ONE else Result.LOSS


def confirm_result(tables: Tables, events: Events, table_id: int, seat: Seat) -> bool:
    """`seat`'s team confirms the duel's result; True when both teams have (it is recorded)."""
    room = tables.room(table_id)
    event = room.event
    duel = room.duel
    if event is None:
        raise TableError(lazy("only a tournament table's result is reported"))
    if duel is None or duel.outcome is None:
        raise TableError(lazy("the duel is not over"))
    holder = room.holder(seat)
    if holder is None or holder.bot:
        raise TableError(lazy("only a duelist at the table confirms its result"))
    team = seat.team
    result = duel_result(duel.outcome.winner)
    name = str(event["team1"] if team is Team.ONE else event["team2"])
    claimed = claim_result(
        events,
        str(event["name"]),
        int(event["round"]),
        int(event["table"]),
        name,
        result,
        holder.name,
    )
    payload = {"team": team.value, "by": holder.name, "result": result.value}
    tables.record(table_id, RowKind.CONFIRMED, payload, seat)
    return claimed.value.recorded
