"""The JSON API's Swiss rounds: pair the next round (by seed, or from rows paired elsewhere),
void an unplayed pairing, read a round's pairings and results, report or correct a table,
accept one team's own report, import results."""

from __future__ import annotations

import secrets

from fastapi import HTTPException, Request

from tagduel.services.amend import void_round
from tagduel.services.errors import ConflictingReportError
from tagduel.services.eventfacts import describe, parse_result, result_word
from tagduel.services.events import Written
from tagduel.services.exports import parse_results_csv
from tagduel.services.pairfile import PairingRow, pair_from_rows, parse_pairing_csv
from tagduel.services.results import ResultRow, correct_result, import_results, report_result
from tagduel.services.rounds import Paired, pair_next
from tagduel.services.selfreport import accept_claim
from tagduel.services.views import field_warning, rematch_warning
from tagduel.web import api_models as m
from tagduel.web import api_round_models as rm
from tagduel.web.auth import Role, declare
from tagduel.web.routes.api_common import (
    BAD_ROWS,
    CONFLICT,
    IdempotencyKey,
    answers,
    api_router,
    facts_text,
    key,
    paired,
    table_of,
)
from tagduel.web.routes.api_views import round_out, rounds_out
from tagduel.web.routes.common import ctx_of, event_state

router = api_router("rounds and results")


@router.get("/events/{event_id}/rounds", **declare(Role.ORGANISER))
def rounds(request: Request, event_id: int) -> rm.RoundsOut:
    """Every paired round: tables, results missing, conflicts, the pairing's quality."""
    return rounds_out(event_state(request, event_id), event_id)


@router.post(
    "/events/{event_id}/rounds", status_code=201, **declare(Role.ORGANISER), **answers(rm.PairedOut)
)
def pair(
    request: Request,
    event_id: int,
    body: rm.PairIn | None = None,
    idempotency_key: IdempotencyKey = None,
) -> rm.PairedOut | m.RepeatedOut:
    """Pair the next Swiss round (every result of the round before must be in)."""
    state = event_state(request, event_id)
    asked = body or rm.PairIn()
    seed = asked.seed if asked.seed is not None else secrets.randbelow(2**31)
    written = pair_next(
        ctx_of(request).events,
        state.name,
        seed,
        rounds=asked.rounds,
        top_cut=asked.top_cut,
        request_key=key("pair", event_id, idempotency_key),
    )
    return _paired(written, event_id)


@router.post(
    "/events/{event_id}/rounds/from-rows",
    status_code=201,
    **declare(Role.ORGANISER),
    **answers(rm.PairedOut, BAD_ROWS),
)
def pair_from(
    request: Request,
    event_id: int,
    body: rm.PairingRowsIn,
    idempotency_key: IdempotencyKey = None,
) -> rm.PairedOut | m.RepeatedOut:
    """Enter the next round's pairing as paired by hand or by another tool: checked (every
    active team exactly once, no unknown team), stored whole or not at all."""
    state = event_state(request, event_id)
    if (body.rows is None) == (body.csv is None):
        raise HTTPException(422, "give the pairing as rows or as csv (one of the two)")
    if body.csv is not None:
        rows = parse_pairing_csv(body.csv, body.source)
    else:
        rows = [
            PairingRow(n, str(r.table), r.team1, r.team2 or "")
            for n, r in enumerate(body.rows or [], start=1)
        ]
    written = pair_from_rows(
        ctx_of(request).events,
        state.name,
        rows,
        body.source,
        request_key=key("pairfile", event_id, idempotency_key),
    )
    return _paired(written, event_id)


def _paired(written: Written[Paired], event_id: int) -> rm.PairedOut:
    outcome = written.value
    number = outcome.pairing.round
    after = written.after
    round_ = after.paired_round(number)
    warnings = [w for w in (rematch_warning(after, round_), field_warning(after, round_)) if w]
    return rm.PairedOut(
        **round_out(after, event_id, number).model_dump(),
        last_swiss_round=outcome.last_swiss_round,
        rounds_planned=outcome.structure.rounds,
        top_cut=outcome.structure.top_cut,
        warnings=warnings,
        facts=facts_text(written.facts),
    )


@router.get("/events/{event_id}/rounds/{number}", **declare(Role.ORGANISER))
def round_tables(request: Request, event_id: int, number: int) -> rm.RoundOut:
    """A round's pairings (tables, seats 1A/1B/2A/2B) with each table's result and reports."""
    state = event_state(request, event_id)
    paired(state, number)
    return round_out(state, event_id, number)


@router.post(
    "/events/{event_id}/rounds/{number}/void", **declare(Role.ORGANISER), **answers(rm.Voided)
)
def void(
    request: Request,
    event_id: int,
    number: int,
    body: m.ReasonIn,
    idempotency_key: IdempotencyKey = None,
) -> rm.Voided | m.RepeatedOut:
    """Withdraw the latest round's pairing while no table has a result (a reason is needed)."""
    state = event_state(request, event_id)
    paired(state, number)
    written = void_round(
        ctx_of(request).events,
        state.name,
        body.reason,
        number,
        request_key=key("void", event_id, idempotency_key),
    )
    v = written.value
    return rm.Voided(
        event_id=event_id,
        round=v.round,
        tables=v.tables,
        reason=v.reason,
        facts=facts_text(written.facts),
    )


@router.put(
    "/events/{event_id}/rounds/{number}/tables/{table}/result",
    **declare(Role.ORGANISER),
    **answers(rm.ResultOut, CONFLICT),
)
def put_result(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    body: rm.ResultIn,
    idempotency_key: IdempotencyKey = None,
) -> rm.ResultOut | m.RepeatedOut:
    """Record a table's result. With one on record: the same result changes nothing; a
    different one is a correction and needs a reason (without one: 409)."""
    state = event_state(request, event_id)
    pairing = table_of(state, number, table)
    chosen = parse_result(body.result)
    current = state.reported(number, table)
    events = ctx_of(request).events
    stored = key("result", event_id, idempotency_key)
    if current is not None and current.result is not chosen:
        if not body.reason.strip():
            raise ConflictingReportError(
                f"round {number} table {table} already has a result "
                f"({result_word(current.result)}, fact #{current.seq}): send the new result "
                "with a reason to correct it"
            )
        written = correct_result(
            events, state.name, number, table, chosen, body.reason, request_key=stored
        )
    else:
        written = report_result(events, state.name, number, table, chosen, request_key=stored)
    replaced = written.value.replaced
    team2 = str(pairing.team2)
    return rm.ResultOut(
        event_id=event_id,
        round=number,
        table=table,
        team1=str(pairing.team1),
        team2=team2,
        result=result_word(chosen),
        text=describe(chosen, str(pairing.team1), team2),
        corrected=replaced is not None,
        replaces=replaced.seq if replaced else None,
        facts=facts_text(written.facts),
    )


@router.post(
    "/events/{event_id}/rounds/{number}/tables/{table}/accept",
    **declare(Role.ORGANISER),
    **answers(rm.Accepted),
)
def accept(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    body: rm.AcceptIn,
    idempotency_key: IdempotencyKey = None,
) -> rm.Accepted | m.RepeatedOut:
    """Record one team's own report as the table's result (the other team did not report, or
    the two differ and the organiser decides for this one)."""
    state = event_state(request, event_id)
    table_of(state, number, table)
    written = accept_claim(
        ctx_of(request).events,
        state.name,
        number,
        table,
        body.team,
        request_key=key("accept", event_id, idempotency_key),
    )
    return rm.Accepted(
        event_id=event_id,
        round=number,
        table=table,
        team=body.team,
        result=result_word(written.value),
        facts=facts_text(written.facts),
    )


@router.post(
    "/events/{event_id}/results/import",
    **declare(Role.ORGANISER),
    **answers(rm.Imported, BAD_ROWS),
)
def import_rows(
    request: Request,
    event_id: int,
    body: rm.ImportIn,
    idempotency_key: IdempotencyKey = None,
) -> rm.Imported | m.RepeatedOut:
    """Import results: every row checked first, all new results stored together or none."""
    state = event_state(request, event_id)
    if (body.rows is None) == (body.csv is None):
        raise HTTPException(422, "give the results as rows or as csv (one of the two)")
    if body.csv is not None:
        rows = parse_results_csv(body.csv, body.source)
    else:
        rows = [
            ResultRow(n, str(r.round), str(r.table), r.result, (r.team1, r.team2))
            for n, r in enumerate(body.rows or [], start=1)
        ]
    written = import_results(
        ctx_of(request).events,
        state.name,
        rows,
        body.source,
        request_key=key("import", event_id, idempotency_key),
    )
    done = written.value
    stored = [
        rm.StoredResult(round=r.pairing.round, table=r.pairing.table, result=result_word(r.result))
        for r in done.stored
    ]
    skipped = {kind.value: count for kind, count in done.skipped.items()}
    return rm.Imported(
        event_id=event_id, stored=stored, skipped=skipped, facts=facts_text(written.facts)
    )
