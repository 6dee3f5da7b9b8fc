"""The clock as the pages show it: the state the browser counts down from (`clock_data`), with
what the clock times ("Round 3", "Top cut: Semifinal", or that the event is over) in the
reader's language."""

from __future__ import annotations

import json
from datetime import datetime

from tagduel import i18n as text_i18n
from tagduel.i18n import Text, lazy
from tagduel.services.clock import current_round
from tagduel.services.clockrounds import clock_title
from tagduel.services.projection import EventState
from tagduel.web import i18n
from tagduel.web.phase import placings_of
from tagduel.web.views import clock_data


def clock_name(state: EventState) -> Text | None:
    """What the clock times now (None before round 1 is paired)."""
    if not state.paired:
        return None
    if placings_of(state) is not None:
        return lazy("The event is over")
    return clock_title(state, current_round(state, None))


def clock_json(state: EventState, at: datetime, lang: str) -> str:
    """`clock_data` with its `title`, as JSON for a clock face; once the event is over, its
    state is `over` (the face then shows only its title: no time, no state word)."""
    name = clock_name(state)
    title = "" if name is None else text_i18n.render(name, i18n.gettext_for(lang))
    data = clock_data(state, at)
    if placings_of(state) is not None:
        data = {**data, "state": "over", "remaining": 0, "tables_playing": False}
    return json.dumps({**data, "title": title})
