"""The JSON API's answers built from the pages' view models (`tagduel.web.views`) and the
services' states: one function per kind of answer, no rule decided here."""

from __future__ import annotations

from datetime import datetime
from typing import cast

from tagduel.services.clockstatus import clock_status
from tagduel.services.eventfacts import EventSettings
from tagduel.services.projection import EventState
from tagduel.tournament.model import Standing
from tagduel.tournament.standings import ByeCount, DropCount, LossTiming
from tagduel.web import api_models as m
from tagduel.web import api_play_models as pm
from tagduel.web import api_round_models as rm
from tagduel.web.views import (
    RoundSummary,
    bracket_view,
    clock_data,
    dashboard,
    round_summaries,
    table_rows,
)


def settings_out(settings: EventSettings) -> m.SettingsOut:
    s = settings.standings
    return m.SettingsOut(
        rounds=settings.rounds,
        top_cut=settings.top_cut,
        tie_rule=settings.tie_rule.value,
        round_minutes=settings.round_minutes,
        banlist=settings.banlist.name if settings.banlist else None,
        banlist_source=settings.banlist_source,
        pool=settings.pool,
        min_percentage=s.min_percentage,
        draw_value=s.draw_value,
        loss_timing="earlier" if s.loss_timing is LossTiming.EARLIER_RANKS_HIGHER else "later",
        bye_count="excluded" if s.bye is ByeCount.EXCLUDED else "win",
        dropped_count="excluded" if s.dropped is DropCount.EXCLUDED else "counted",
    )


def summary_out(state: EventState, event_id: int) -> m.EventSummary:
    view = dashboard(state)
    return m.EventSummary(
        event_id=event_id,
        name=state.name,
        stage=view.stage,
        next_step=cast(m.NextStep, view.next_step),
        teams=view.teams,
        active=view.active,
        dropped=view.dropped,
        rounds_paired=view.rounds_paired,
        rounds_planned=view.rounds_planned,
        top_cut=view.top_cut,
        unreported=view.unreported,
        conflicts=view.conflicts,
        has_join_code=view.has_join_code,
        settings=settings_out(state.settings),
    )


def round_out(state: EventState, event_id: int, number: int) -> rm.RoundOut:
    summary = round_summaries(state)[number - 1]
    tables = [
        rm.TableOut.model_validate(row, from_attributes=True) for row in table_rows(state, number)
    ]
    return rm.RoundOut(**_summary(summary).model_dump(), event_id=event_id, pairings=tables)


def rounds_out(state: EventState, event_id: int) -> rm.RoundsOut:
    return rm.RoundsOut(event_id=event_id, rounds=[_summary(s) for s in round_summaries(state)])


def _summary(s: RoundSummary) -> rm.RoundSummaryOut:
    return rm.RoundSummaryOut(
        round=s.number,
        tables=s.tables,
        missing=s.missing,
        conflicts=s.conflicts,
        quality=s.quality,
        seed=s.seed,
    )


def standings_out(state: EventState, event_id: int) -> pm.StandingsOut:
    rows = [_standing(s) for s in state.standings()]
    return pm.StandingsOut(event_id=event_id, rounds=len(state.paired), standings=rows)


def _standing(s: Standing) -> pm.StandingOut:
    return pm.StandingOut(
        rank=s.rank,
        team=str(s.team),
        points=s.points,
        record=s.record_text,
        wins=s.wins,
        losses=s.losses,
        draws=s.draws,
        double_losses=s.double_losses,
        byes=s.byes,
        win_pct=s.win_pct,
        omw=s.omw,
        oomw=s.oomw,
        loss_round_squares=s.loss_round_squares,
        code=s.code_text,
        dropped=s.dropped,
    )


def bracket_out(state: EventState, event_id: int) -> pm.BracketOut:
    rounds, champion = bracket_view(state)
    structure = state.structure()
    out = [
        pm.CutRoundOut(
            round=r.number,
            name=r.name,
            matches=[
                pm.CutMatchOut(
                    match=x.number,
                    round=x.round,
                    slot=x.slot,
                    team1=x.team1,
                    team2=x.team2,
                    winner=x.winner,
                    ready=x.ready,
                    bye=x.bye,
                )
                for x in r.matches
            ],
        )
        for r in rounds
    ]
    planned = structure.top_cut if structure else state.settings.top_cut
    return pm.BracketOut(event_id=event_id, planned=planned, champion=champion, rounds=out)


def clock_out(state: EventState, event_id: int, at: datetime) -> rm.ClockData:
    """The same data as the projector's clock (`web.views.clock_data`), with the event."""
    data = clock_data(state, at)
    data.setdefault("minutes", state.settings.round_minutes)
    return rm.ClockData.model_validate({**data, "event_id": event_id})


def table_clocks(state: EventState, at: datetime) -> list[rm.TableClock]:
    if not state.paired:
        return []
    return [
        rm.TableClock(
            table=t.table,
            state=t.state,
            remaining=max(0, int(t.remaining.total_seconds())),
            extra=int(t.extra.total_seconds()),
        )
        for t in clock_status(state, at).tables
    ]
