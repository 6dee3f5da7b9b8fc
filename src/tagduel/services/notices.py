"""The lines the organiser's commands print after a change: an event's settings, a team
registered, dropped or back, a pairing voided, results imported, a penalty deciding a table, the
end-of-match guide's heading.

Every message is a `lazy(...)` text; each function takes `say` (`tagduel.i18n.Say`): English by
default, the reader's language when the caller passes its catalogue's.
"""

from __future__ import annotations

from typing import Any

from tagduel.i18n import Say, Text, english, lazy, lazy_plural
from tagduel.services.amend import Undropped, Voided
from tagduel.services.eventfacts import EventSettings, TieSetting, result_text
from tagduel.services.events import Written
from tagduel.services.projection import EventState
from tagduel.services.registration import Dropped, Registration, TeamRequest
from tagduel.services.results import Imported, RowKind
from tagduel.tournament.model import Pairing
from tagduel.tournament.standings import (
    ByeCount,
    DropCount,
    LossTiming,
    StandingsSettings,
    fraction_text,
)

NO_LIST = lazy("none (construction rules only)")
TIE_WORDS = {TieSetting.PLAY_ON: lazy("play-on"), TieSetting.DRAW: lazy("draw")}
STANDINGS_WORDS = {
    ByeCount.AS_WIN: lazy("as_win"),
    ByeCount.EXCLUDED: lazy("excluded"),
    DropCount.COUNTED: lazy("counted"),
    DropCount.EXCLUDED: lazy("excluded"),
    LossTiming.LATER_RANKS_HIGHER: lazy("later_ranks_higher"),
    LossTiming.EARLIER_RANKS_HIGHER: lazy("earlier_ranks_higher"),
}


def settings_text(settings: EventSettings, say: Say = english) -> str:
    chart = lazy("from the attendance chart")
    rounds = chart if settings.rounds is None else settings.rounds
    cut = chart if settings.top_cut is None else settings.top_cut
    line = lazy(
        "Swiss rounds: {rounds}; top cut: {cut}; rounds of {minutes} minutes; equal LP after "
        "the extra turns: {tie}; ban list: {banlist}; card pool: {pool}; OMW% floor: {floor}; "
        "{draw}.\n",
        rounds=rounds,
        cut=cut,
        minutes=settings.round_minutes,
        tie=TIE_WORDS[settings.tie_rule],
        banlist=settings.banlist.name if settings.banlist else NO_LIST,
        pool=settings.pool or lazy("from the list"),
        floor=fraction_text(settings.standings.min_percentage),
        draw=_draw_text(settings),
    )
    return say(line) + say(_standings_text(settings))


def _draw_text(settings: EventSettings) -> Text:
    value = settings.standings.draw_value
    if value:
        return lazy(
            "in match-win percentages a draw counts as {value} of a win", value=fraction_text(value)
        )
    return lazy("in match-win percentages a draw counts as no win")


def _standings_text(settings: EventSettings) -> str:
    """The standings settings that differ from their defaults, if any."""
    s, default = settings.standings, StandingsSettings()
    parts = [
        Text.joined(": ", [label, STANDINGS_WORDS[getattr(s, key)]])
        for key, label in (
            ("bye", lazy("byes")),
            ("dropped", lazy("dropped opponents")),
            ("loss_timing", lazy("loss timing")),
        )
        if getattr(s, key) != getattr(default, key)
    ]
    if not parts:
        return ""
    return lazy("Standings: {settings}.\n", settings=Text.joined(lazy("; "), parts))


def registration_text(
    written: Written[Registration],
    request: TeamRequest,
    paths: tuple[str, str],
    say: Say = english,
) -> str:
    reg = written.value
    lines = [lazy("Team {team!r} registered (fact #{fact}).", team=reg.team, fact=_seq(written))]
    entries = ((request.a, reg.duelists[0], paths[0]), (request.b, reg.duelists[1], paths[1]))
    for seat, (entry, name, path) in zip("AB", entries, strict=True):
        d = entry.deck
        lines.append(
            lazy(
                "  Duelist {seat}: {name} ({path}: Main {main}, Extra {extra}, Side {side})",
                seat=seat,
                name=name or entry.name.strip(),
                path=path,
                main=len(d.main),
                extra=len(d.extra),
                side=len(d.side),
            )
        )
    listed = reg.report.banlist or lazy("construction rules only")
    lines.append(lazy("  Decks legal as a team ({banlist}).", banlist=listed))
    if reg.missed:
        lines.append(
            lazy(
                "  Late entry: first paired in round {round}; a match loss for {rounds}.",
                round=reg.first_round,
                rounds=rounds_text(1, reg.missed, each=True),
            )
        )
    return "\n".join(say(line) for line in lines) + "\n"


def rounds_text(first: int, last: int, *, each: bool = False) -> Text:
    """'round 1' or 'rounds 1-3' ('each of rounds 1-3' with `each`)."""
    if first == last:
        return lazy("round {round}", round=first)
    if each:
        return lazy("each of rounds {first}-{last}", first=first, last=last)
    return lazy("rounds {first}-{last}", first=first, last=last)


def drop_text(written: Written[Dropped], say: Say = english) -> str:
    d = written.value
    record = next(s for s in written.state.standings() if s.team == d.team).record_text
    values = {"team": d.team, "round": d.after_round, "fact": _seq(written), "record": record}
    text = say(
        lazy(
            "Team {team!r} dropped after round {round} (fact #{fact}): never paired again; it "
            "keeps its record ({record}).\n",
            **values,
        )
        if d.after_round
        else lazy(
            "Team {team!r} dropped before round 1 (fact #{fact}): it will not be paired.\n",
            **values,
        )
    )
    if d.unreported_table is not None:
        text += say(
            lazy(
                "  Its table {table} of round {round} still needs a result.\n",
                table=d.unreported_table,
                round=d.after_round,
            )
        )
    return text


def voided_text(written: Written[Voided], say: Say = english) -> str:
    v = written.value
    head = lazy_plural(
        v.tables,
        "Round {round}'s pairing ({count} table) voided (fact #{fact}): {reason}\n",
        "Round {round}'s pairing ({count} tables) voided (fact #{fact}): {reason}\n",
        round=v.round,
        fact=_seq(written),
        reason=v.reason,
    )
    again = lazy("  Pair round {round} again with `tagduel event pair`.\n", round=v.round)
    return say(head) + say(again)


def undrop_text(written: Written[Undropped], say: Say = english) -> str:
    u = written.value
    values = {
        "team": u.team,
        "fact": _seq(written),
        "drop": u.drop.seq,
        "round": u.drop.after_round + 1,
    }
    if u.reason:
        return say(
            lazy(
                "Team {team!r} is back in the event (fact #{fact} undoes the drop of fact "
                "#{drop}): {reason}; it is paired from round {round}.\n",
                reason=u.reason,
                **values,
            )
        )
    return say(
        lazy(
            "Team {team!r} is back in the event (fact #{fact} undoes the drop of fact #{drop}); "
            "it is paired from round {round}.\n",
            **values,
        )
    )


def import_text(imported: Imported, source: str, say: Say = english) -> str:
    """'Imported 2 results from r.csv (skipped: 3 already recorded, 1 bye).' and each result."""
    count = len(imported.stored)
    skipped = [_skipped(kind, n) for kind in RowKind if (n := imported.skipped.get(kind, 0))]
    if skipped:
        kinds = Text.joined(lazy(", "), skipped)
        head = lazy_plural(
            count,
            "Imported {count} result from {source} (skipped: {skipped}).",
            "Imported {count} results from {source} (skipped: {skipped}).",
            source=source,
            skipped=kinds,
        )
    else:
        head = lazy_plural(
            count,
            "Imported {count} result from {source}.",
            "Imported {count} results from {source}.",
            source=source,
        )
    lines = [say(head)] + [f"  {say(reported.text())}" for reported in imported.stored]
    return "\n".join(lines) + "\n"


def import_summary(imported: Imported, source: str) -> Text:
    """One line for the web: how many results were stored and every skipped row by its line
    and why; when none was stored, why nothing was imported."""
    count = len(imported.stored)
    reasons = _skipped_rows(imported)
    if not reasons:
        return lazy_plural(
            count,
            "{count} result imported from {source}.",
            "{count} results imported from {source}.",
            source=source,
        )
    if not count:
        return lazy(
            "Nothing imported from {source}: no row holds a new result ({skipped}).",
            source=source,
            skipped=reasons,
        )
    return lazy_plural(
        count,
        "{count} result imported from {source}; rows skipped: {skipped}.",
        "{count} results imported from {source}; rows skipped: {skipped}.",
        source=source,
        skipped=reasons,
    )


def _skipped_rows(imported: Imported) -> Text | None:
    """'line 2: already recorded; lines 3, 4: no result given', or None."""
    parts: list[Text] = []
    for kind in (RowKind.ALREADY, RowKind.BYE, RowKind.EMPTY):
        lines = [line for line, k in imported.skipped_rows if k is kind]
        if not lines:
            continue
        parts.append(_row_reason(kind, lines))
    return Text.joined(lazy("; "), parts) if parts else None


def _row_reason(kind: RowKind, lines: list[int]) -> Text:
    n, numbers = len(lines), ", ".join(map(str, lines))
    if kind is RowKind.ALREADY:
        return lazy_plural(
            n, "line {lines}: already recorded", "lines {lines}: already recorded", lines=numbers
        )
    if kind is RowKind.BYE:
        return lazy_plural(
            n,
            "line {lines}: a bye, which takes no result",
            "lines {lines}: byes, which take no result",
            lines=numbers,
        )
    return lazy_plural(
        n, "line {lines}: no result given", "lines {lines}: no result given", lines=numbers
    )


def _skipped(kind: RowKind, n: int) -> Text:
    if kind is RowKind.NEW:
        return lazy_plural(n, "{count} new", "{count} new")
    if kind is RowKind.ALREADY:
        return lazy_plural(n, "{count} already recorded", "{count} already recorded")
    if kind is RowKind.BYE:
        return lazy_plural(n, "{count} bye", "{count} byes")
    return lazy_plural(n, "{count} with no result", "{count} with no result")


def penalty_note(state: EventState, round_number: int, table: int, say: Say = english) -> str:
    deciding = state.effects.deciding.get((round_number, table))
    if not deciding:
        return ""
    result = state.result_at(round_number, table)
    return say(
        lazy(
            "  Note: penalty {numbers} decides this table: the result in force is {result}.\n",
            numbers=", ".join(f"#{n}" for n in deciding),
            result=result_text(result) if result is not None else lazy("none"),
        )
    )


def guide_text(pairing: Pairing, lines: list[str], say: Say = english) -> str:
    head = lazy(
        "Round {round}, table {table}: {team1} (team 1) vs {team2} (team 2). Tier 1 end of "
        "match (Team Dueling Rules B):",
        round=pairing.round,
        table=pairing.table,
        team1=pairing.team1,
        team2=pairing.team2,
    )
    return "\n".join([say(head), *(say(line) for line in lines)]) + "\n"


def _seq(written: Written[Any]) -> int:
    return written.facts[0].seq
