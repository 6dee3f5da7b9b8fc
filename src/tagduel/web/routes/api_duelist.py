"""The JSON API for duelists and the public. Duelists (no account) join with the event's join
code and their registered name, and get a `Bearer tdm_…` token: their team's table, seats,
opponents and the clock; their own table's result, reported two-sided (the other team reports
too: matching reports are recorded at once, differing ones go to the organiser). The public
reads what the projector shows: pairings by team name, the clock, standings, the bracket."""

from __future__ import annotations

from datetime import UTC, datetime

from fastapi import HTTPException, Request

from tagduel.services.access import JoinError, join
from tagduel.services.eventfacts import parse_result, result_word
from tagduel.services.selfreport import claim_result, table_claims
from tagduel.tournament.model import Pairing
from tagduel.web import api_models as m
from tagduel.web import api_play_models as pm
from tagduel.web import api_round_models as rm
from tagduel.web.auth import Principal, Role, TableAccess, client_host, declare, principal_of
from tagduel.web.routes.api_common import (
    IdempotencyKey,
    answers,
    api_router,
    facts_text,
    key,
    table_of,
)
from tagduel.web.routes.api_views import bracket_out, clock_out, standings_out
from tagduel.web.routes.common import ctx_of, event_state
from tagduel.web.sessions import duelist_token
from tagduel.web.views import my_table, public_pairings

router = api_router("duelists and the public")


@router.post("/join", **declare(Role.PUBLIC), responses={429: {"model": m.Problem}})
def join_event(request: Request, body: pm.JoinIn) -> pm.Joined:
    """Join an event as a duelist with its join code and your name as registered; send the
    token back as `Authorization: Bearer …`. Failed attempts are limited per address."""
    ctx = ctx_of(request)
    where = f"join:{client_host(request)}"
    wait = ctx.limiter.wait(where)
    if wait:
        raise HTTPException(429, f"too many failed attempts: try again in {wait} seconds")
    try:
        member = join(ctx.events, body.code, body.name)
    except JoinError:
        ctx.limiter.failed(where)
        raise
    return pm.Joined(
        token=duelist_token(ctx, member),
        event_id=member.event_id,
        event=member.event,
        team=member.team,
        seat=member.seat,
        name=member.name,
    )


@router.get("/events/{event_id}/me", **declare(Role.DUELIST))
def me(request: Request, event_id: int) -> pm.MeOut:
    """My team's place in the latest round (table, seats, opponents, result), and the clock."""
    state = event_state(request, event_id)
    who = principal_of(request)
    member = who.membership(event_id)
    view = my_table(state, member.team) if member else None
    return pm.MeOut(
        event_id=event_id,
        event=state.name,
        team=member.team if member else None,
        seat=member.seat if member else None,
        name=member.name if member else None,
        table=None if view is None else pm.MyTableOut.model_validate(view, from_attributes=True),
        slips=[pm.SlipOut(round=s.round, table=s.table) for s in who.slips(event_id)],
        clock=clock_out(state, event_id, datetime.now(UTC)),
    )


@router.post(
    "/events/{event_id}/rounds/{number}/tables/{table}/claim",
    **declare(Role.DUELIST),
    **answers(pm.Claimed),
)
def claim(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    body: pm.ClaimIn,
    idempotency_key: IdempotencyKey = None,
) -> pm.Claimed | m.RepeatedOut:
    """Report my table's result for my team (from the table's view: team1 means team 1
    wins). Recorded when the other team's report says the same; a team may change its report
    until a result is recorded."""
    state = event_state(request, event_id)
    pairing = table_of(state, number, table)
    who = principal_of(request)
    own = _own_team(who, event_id, pairing, body.team)
    member = who.membership(event_id)
    written = claim_result(
        ctx_of(request).events,
        state.name,
        number,
        table,
        own,
        parse_result(body.result),
        member.name if member else "match slip",
        request_key=key("claim", event_id, idempotency_key),
    )
    after = table_claims(written.after, number, table)
    return pm.Claimed(
        event_id=event_id,
        round=number,
        table=table,
        team1=str(pairing.team1),
        team2=str(pairing.team2),
        team=own,
        result=result_word(parse_result(body.result)),
        state=after.state.value,
        recorded=after.recorded is not None,
        facts=facts_text(written.facts),
    )


def _own_team(who: Principal, event_id: int, pairing: Pairing, named: str | None) -> str:
    """The caller's team at this table: a member's own team; with the table's match slip,
    the team named (422 without one of the table's teams). Anyone else: 403."""
    teams = [str(t) for t in pairing.teams]
    member = who.membership(event_id)
    if member is not None and member.team in teams:
        return member.team
    if TableAccess(event_id, pairing.round, pairing.table) not in who.tables:
        raise HTTPException(403, "you can report only your own table")
    if named not in teams:
        raise HTTPException(
            422, f"name the team you report for (team): {' or '.join(repr(t) for t in teams)}"
        )
    return str(named)


# -- the public (projector pages) -------------------------------------------------------------


@router.get("/events/{event_id}/public/pairings", **declare(Role.PUBLIC))
def public_pairings_(request: Request, event_id: int) -> pm.PublicPairings:
    """The latest round's pairings by team name, alphabetically (as the projector shows)."""
    number, rows = public_pairings(event_state(request, event_id))
    out = [pm.PublicPairing.model_validate(r, from_attributes=True) for r in rows]
    return pm.PublicPairings(event_id=event_id, round=number, pairings=out)


@router.get("/events/{event_id}/public/clock", **declare(Role.PUBLIC))
def public_clock(request: Request, event_id: int) -> rm.ClockData:
    """The round clock's state as the projector counts it down."""
    return clock_out(event_state(request, event_id), event_id, datetime.now(UTC))


@router.get("/events/{event_id}/public/standings", **declare(Role.PUBLIC))
def public_standings(request: Request, event_id: int) -> pm.StandingsOut:
    """The standings as the projector shows them."""
    return standings_out(event_state(request, event_id), event_id)


@router.get("/events/{event_id}/public/bracket", **declare(Role.PUBLIC))
def public_bracket(request: Request, event_id: int) -> pm.BracketOut:
    """The top cut bracket and the champion."""
    return bracket_out(event_state(request, event_id), event_id)
