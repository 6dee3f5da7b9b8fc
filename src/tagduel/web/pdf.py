"""Printed pages as A4 PDFs (WeasyPrint): a round's pairings, its match slips (round, table,
both teams with seats 1A/1B/2A/2B, result boxes, signature lines, a QR code opening that table's
report page) and the standings. Japanese names render with the Noto CJK fonts."""

from __future__ import annotations

from typing import Any

import segno

from tagduel.services.projection import EventState
from tagduel.web.auth import TableAccess
from tagduel.web.context import WebContext
from tagduel.web.pages import fragment
from tagduel.web.phase import standings_heading
from tagduel.web.slips import slip_url
from tagduel.web.views import public_pairings, table_rows


def render_pdf(html: str) -> bytes:
    from weasyprint import HTML

    document: Any = HTML(string=html, base_url=None)
    return bytes(document.write_pdf())


def qr_svg(url: str) -> str:
    """The QR code of `url` as inline SVG (medium error correction: survives a crease)."""
    return str(segno.make(url, error="m").svg_inline(scale=3, border=2))


def pairings_pdf(state: EventState, round_number: int, lang: str) -> bytes:
    number, rows = public_pairings(state) if round_number == len(state.paired) else (0, [])
    by_table = table_rows(state, round_number)
    html = fragment(
        lang,
        "pdf_pairings.html",
        state=state,
        number=round_number,
        rows=rows,
        tables=by_table,
        by_name=bool(number),
    )
    return render_pdf(html)


def slips_pdf(
    ctx: WebContext,
    state: EventState,
    event_id: int,
    round_number: int,
    lang: str,
    first: int = 1,
    last: int | None = None,
) -> bytes:
    slips = []
    for row in table_rows(state, round_number):
        if row.team2 is None or row.table < first or (last is not None and row.table > last):
            continue
        url = slip_url(ctx, TableAccess(event_id, round_number, row.table))
        slips.append({"row": row, "qr": qr_svg(url), "url": url})
    html = fragment(lang, "pdf_slips.html", state=state, number=round_number, slips=slips)
    return render_pdf(html)


def standings_pdf(state: EventState, lang: str) -> bytes:
    html = fragment(
        lang,
        "pdf_standings.html",
        state=state,
        standings=state.standings(),
        heading=standings_heading(state),
    )
    return render_pdf(html)
