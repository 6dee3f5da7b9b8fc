"""Plain-text views of an event for a person (the CLI now, logs and printouts later).

Aligned columns (`tagduel.penalties.printout.table`, which counts display width: wide
characters two columns, combining marks none): the pairings of a round (with a warning for a
rematch the pairing could not avoid), the standings, the top-cut bracket, a round's clock, the
penalties' effects on results; and the lines the organiser's commands print.
"""

from __future__ import annotations

from datetime import timedelta

from tagduel.i18n import Text, lazy, lazy_plural
from tagduel.penalties.printout import table
from tagduel.services.amend import Undropped, Voided
from tagduel.services.clock import ClockStatus
from tagduel.services.eventfacts import EventSettings, result_word
from tagduel.services.events import Written
from tagduel.services.exports import standing_rows
from tagduel.services.projection import EventState, PairedRound
from tagduel.services.registration import Dropped, Registration, TeamRequest
from tagduel.services.results import Imported, RowKind
from tagduel.services.rounds import Paired, after_swiss_text
from tagduel.services.topcut import numbered, round_name
from tagduel.tournament.clock import ClockState
from tagduel.tournament.model import Pairing
from tagduel.tournament.records import team_records
from tagduel.tournament.standings import StandingsSettings, fraction_text
from tagduel.tournament.topcut import Bracket, BracketMatch


def pairings_view(state: EventState, paired: PairedRound) -> str:
    """The round's tables: team 1 and team 2 with their points before the round."""
    before = team_records(state.rounds()[: paired.number - 1], state.roster())
    rows = []
    for p in paired.pairings:
        one = f"{p.team1} ({before[p.team1].points})"
        two = "BYE" if p.team2 is None else f"{p.team2} ({before[p.team2].points})"
        result = state.result_at(paired.number, p.table)
        shown = "" if result is None or p.is_bye else result_word(result)
        rows.append([str(p.table), one, two, shown])
    return table(["table", "team 1 (points)", "team 2 (points)", "result"], rows)


def diagnostics_text(paired: PairedRound) -> str:
    d = paired.diagnostics
    rematches, downs = int(d.get("rematches", 0)), int(d.get("pair_downs", 0))
    counts = f"{rematches} rematch{'es' * (rematches != 1)}, {downs} pair-down{'s' * (downs != 1)}"
    if d.get("source"):
        return f"Pairing entered from {d['source']}: {counts}."
    proven = "proven optimal" if d.get("proven_optimal") else "not proven optimal"
    return f"Pairing: {counts}, {proven} (seed {paired.seed})."


def standings_view(state: EventState) -> str:
    rows = []
    for r in standing_rows(state):
        flags = [
            name
            for name, on in (
                ("dropped", r["dropped"] and not r["disqualified"]),
                ("disqualified", r["disqualified"]),
                ("prizes withdrawn", r["prizes_withdrawn"]),
            )
            if on
        ]
        rows.append(
            [
                str(r["rank"]),
                str(r["team"]),
                str(r["points"]),
                str(r["record"]),
                f"{100 * r['omw']:.2f}",
                f"{100 * r['oomw']:.2f}",
                str(r["code"]),
                ", ".join(flags),
            ]
        )
    header = ["rank", "team", "points", "W-L-D", "OMW%", "OOMW%", "AABBBCCCDDD", "note"]
    return table(header, rows)


def bracket_view(state: EventState, bracket: Bracket) -> str:
    seed_of = {team: n for n, team in enumerate(bracket.seeds, start=1)}

    def shown(team: str | int | None) -> str:
        return "-" if team is None else f"[{seed_of[team]}] {team}"

    rows = []
    for item in numbered(bracket):
        m = item.match
        winner = _cut_winner(state, item.number, m)
        rows.append(
            [str(item.number), round_name(bracket, m.round), shown(m.team1), shown(m.team2), winner]
        )
    lines = table(["match", "round", "team 1", "team 2", "winner"], rows)
    if state.topcut is not None:
        swiss = state.topcut.swiss_rounds
        named = [
            f"{round_name(bracket, r)} = round {swiss + r}"
            for r in range(1, bracket.round_count + 1)
        ]
        lines += f"Rounds a judge names for a penalty: {', '.join(named)}.\n"
    champion = bracket.champion
    withdrawn = state.effects.prizes_withdrawn
    if champion is not None:
        note = " (prizes withdrawn: disqualified)" if champion in withdrawn else ""
        lines += f"Champion: {champion}{note}\n"
    return lines


def _cut_winner(state: EventState, number: int, m: BracketMatch) -> str:
    """The winner column: by report, bye, penalty, double loss, or without playing."""
    key, cut = (m.round, m.slot), state.cut
    deciding = cut.deciding.get(key, ()) if cut is not None else ()
    penalties = ", ".join(f"#{n}" for n in deciding)
    if cut is not None and key in cut.double_losses:
        return f"double loss (penalty {penalties})" if penalties else "nobody (double losses)"
    if m.winner is None:
        return ""
    if m.is_bye:
        return f"{m.winner} (bye)"
    if penalties:
        return f"{m.winner} (penalty {penalties})"
    reported = state.topcut.reported(number) if state.topcut is not None else None
    return str(m.winner) if reported is not None else f"{m.winner} (without playing)"


def clock_view(state: EventState, status: ClockStatus) -> str:
    """The round's clock in words: not started, running, paused, extra turns (time called, a
    table still playing it out) or time called; then each table's time."""
    clock = status.clock
    if clock is None:
        return (
            f"Round {status.round} clock: not started "
            f"(`tagduel event clock {state.name!r} start`).\n"
        )
    length = _minutes(clock.length)
    extra = f" + {_minutes(clock.extension)} extension" if clock.extension else ""
    shown = status.state
    lines = [
        f"Round {clock.round} clock: started {clock.start:%H:%M:%S}, {length}{extra}; "
        f"{shown.value}.",
    ]
    ends = clock.ends_at()
    if shown is ClockState.EXTRA_TURNS:
        lines.append(
            "TIME: time has been called; each table without a result plays the end-of-match "
            "procedure."
        )
    elif shown is ClockState.TIME_CALLED:
        lines.append("TIME: time has been called; every table has its result.")
    else:
        until = f" (time is called at {ends:%H:%M:%S})" if ends else " (paused)"
        lines.append(f"Time left: {_clock_text(status.remaining)}{until}.")
    rows = [
        [
            str(t.table),
            f"{t.pairing.team1} vs {t.pairing.team2}",
            f"+{_minutes(t.extra)}" if t.extra else "",
            "time" if t.called else _clock_text(t.remaining),
            t.state,
        ]
        for t in status.tables
    ]
    return "\n".join(lines) + "\n" + table(["table", "teams", "extra", "left", "status"], rows)


def effects_view(state: EventState) -> str:
    """The penalties that change results, drops or prizes, one line each."""
    lines = [
        f"  penalty #{e.number} ({e.penalty}, {e.person}): {e.text}" for e in state.effects.effects
    ]
    return "\n".join(lines) + ("\n" if lines else "")


def _minutes(delta: timedelta) -> str:
    return f"{int(delta.total_seconds() // 60)} min"


def _clock_text(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    return f"{seconds // 60}:{seconds % 60:02d}"


def settings_text(settings: EventSettings) -> str:
    chart = "from the attendance chart"
    rounds = chart if settings.rounds is None else settings.rounds
    cut = chart if settings.top_cut is None else settings.top_cut
    listed = settings.banlist.name if settings.banlist else "none (construction rules only)"
    return (
        f"Swiss rounds: {rounds}; top cut: {cut}; rounds of {settings.round_minutes} minutes; "
        f"equal LP after the extra turns: {settings.tie_rule.value}; ban list: {listed}; "
        f"card pool: {settings.pool or 'from the list'}; OMW% floor: "
        f"{fraction_text(settings.standings.min_percentage)}; {_draw_text(settings)}.\n"
    ) + _standings_text(settings)


def _draw_text(settings: EventSettings) -> str:
    value = settings.standings.draw_value
    worth = f"as {fraction_text(value)} of a win" if value else "as no win"
    return f"in match-win percentages a draw counts {worth}"


def _standings_text(settings: EventSettings) -> str:
    """The standings settings that differ from their defaults, if any."""
    s, default = settings.standings, StandingsSettings()
    parts = [
        f"{label}: {getattr(s, key).value}"
        for key, label in (
            ("bye", "byes"),
            ("dropped", "dropped opponents"),
            ("loss_timing", "loss timing"),
        )
        if getattr(s, key) != getattr(default, key)
    ]
    return f"Standings: {'; '.join(parts)}.\n" if parts else ""


def registration_text(
    written: Written[Registration], request: TeamRequest, paths: tuple[str, str]
) -> str:
    reg = written.value
    lines = [f"Team {reg.team!r} registered (fact #{written.facts[0].seq})."]
    entries = ((request.a, reg.duelists[0], paths[0]), (request.b, reg.duelists[1], paths[1]))
    for seat, (entry, name, path) in zip("AB", entries, strict=True):
        d = entry.deck
        sizes = f"Main {len(d.main)}, Extra {len(d.extra)}, Side {len(d.side)}"
        lines.append(f"  Duelist {seat}: {name or entry.name.strip()} ({path}: {sizes})")
    lines.append(f"  Decks legal as a team ({reg.report.banlist or 'construction rules only'}).")
    if reg.missed:
        lines.append(
            f"  Late entry: first paired in round {reg.first_round}; a match loss for "
            f"{rounds_text(1, reg.missed, each=True)}."
        )
    return "\n".join(lines) + "\n"


def rounds_text(first: int, last: int, *, each: bool = False) -> str:
    """'round 1' or 'rounds 1-3' ('each of rounds 1-3' with `each`)."""
    if first == last:
        return f"round {first}"
    return f"{'each of ' if each else ''}rounds {first}-{last}"


def drop_text(written: Written[Dropped]) -> str:
    d = written.value
    record = next(s for s in written.state.standings() if s.team == d.team).record_text
    text = (
        f"Team {d.team!r} dropped after round {d.after_round} (fact #{written.facts[0].seq}): "
        f"never paired again; it keeps its record ({record}).\n"
    )
    if d.unreported_table is not None:
        text += f"  Its table {d.unreported_table} of round {d.after_round} still needs a result.\n"
    return text


def paired_text(state: EventState, outcome: Paired) -> str:
    """A newly paired round: its place in the event, the tables, how good the pairing is."""
    paired = state.paired[outcome.pairing.round - 1]
    structure = outcome.structure
    text = round_heading(state, paired) + pairings_view(state, paired)
    text += diagnostics_text(paired) + "\n" + rematch_warning(state, paired)
    text += field_warning(state, paired)
    if outcome.last_swiss_round:
        after = after_swiss_text(state.name, structure)
        text += f"This is the last Swiss round. After it: {after}.\n"
    return text


def round_heading(state: EventState, paired: PairedRound) -> str:
    """'Round 2 of 6 (65 teams: …)': the teams that play this round, and the structure, which
    is set at round 1 (a late entry or a drop changes the field, not the plan)."""
    s = paired.structure
    playing = len(state.roster().active(paired.number))
    if playing == s.teams:
        return f"Round {paired.number} of {s.rounds} ({s.to_text()})\n"
    cut = f"Top {s.top_cut}" if s.top_cut else "no top cut"
    return (
        f"Round {paired.number} of {s.rounds} ({playing} teams play; {plural(s.rounds, 'Swiss round')} "
        f"and {cut}, planned for the {s.teams} teams of round 1)\n"
    )


def rematches(state: EventState, paired: PairedRound) -> list[tuple[Pairing, int]]:
    """The tables of `paired` whose teams met before, with the round they last met in."""
    met: dict[frozenset[object], int] = {}
    for earlier in state.paired[: paired.number - 1]:
        for p in earlier.pairings:
            if p.team2 is not None:
                met[frozenset((p.team1, p.team2))] = earlier.number
    found = []
    for p in paired.pairings:
        last = met.get(frozenset((p.team1, p.team2))) if p.team2 is not None else None
        if last is not None:
            found.append((p, last))
    return found


def rematch_warning(state: EventState, paired: PairedRound) -> str:
    """A warning naming each rematch the pairing could not avoid (none: empty)."""
    found = rematches(state, paired)
    if not found:
        return ""
    tables = Text.joined(
        "; ",
        [
            lazy(
                "table {table}, {team1} vs {team2} (met in round {last})",
                table=p.table,
                team1=p.team1,
                team2=p.team2,
                last=last,
            )
            for p, last in found
        ],
    )
    return lazy_plural(
        len(found),
        "Warning: {count} rematch could not be avoided: {tables}.\n",
        "Warning: {count} rematches could not be avoided: {tables}.\n",
        tables=tables,
    )


def rematch_free_rounds(teams: int) -> int:
    """The most rounds `teams` teams can play without a rematch: every team meets every other
    once (a round robin), with a bye each round when the number is odd."""
    return teams if teams % 2 else teams - 1


def field_warning(state: EventState, paired: PairedRound) -> str:
    """When the plan has more Swiss rounds than the field can play without a rematch, say so
    (at round 1, and when the plan or the field changes); the pairing goes ahead."""
    s = paired.structure
    playing = len(state.roster().active(paired.number))
    most = rematch_free_rounds(playing)
    if s.rounds <= most:
        return ""
    if paired.number > 1:
        before = state.paired[paired.number - 2]
        same_field = len(state.roster().active(before.number)) == playing
        if before.structure == s and same_field:
            return ""
    return lazy_plural(
        s.rounds,
        "Warning: {count} Swiss round for {teams} teams: at most {most} can be paired without "
        "a rematch, so later rounds will have rematches.\n",
        "Warning: {count} Swiss rounds for {teams} teams: at most {most} can be paired without "
        "a rematch, so later rounds will have rematches.\n",
        teams=playing,
        most=most,
    )


def pairings_text(state: EventState, paired: PairedRound) -> str:
    """A paired round printed again (`event pairings`): heading, tables, results so far."""
    text = round_heading(state, paired) + pairings_view(state, paired)
    return text + diagnostics_text(paired) + "\n" + rematch_warning(state, paired)


def voided_text(written: Written[Voided]) -> str:
    v = written.value
    return (
        f"Round {v.round}'s pairing ({v.tables} table{'s' * (v.tables != 1)}) voided "
        f"(fact #{written.facts[0].seq}): {v.reason}\n"
        f"  Pair round {v.round} again with `tagduel event pair`.\n"
    )


def undrop_text(written: Written[Undropped]) -> str:
    u = written.value
    why = f": {u.reason}" if u.reason else ""
    return (
        f"Team {u.team!r} is back in the event (fact #{written.facts[0].seq} undoes the drop "
        f"of fact #{u.drop.seq}){why}; it is paired from round {u.drop.after_round + 1}.\n"
    )


def import_text(imported: Imported, source: str) -> str:
    """'Imported 2 results from r.csv (skipped: 3 already recorded, 1 bye).' and each result."""
    count = len(imported.stored)
    skipped = ", ".join(
        f"{n} {_SKIPPED[kind] if n == 1 else _SKIPPED[kind].replace('bye', 'byes')}"
        for kind in RowKind
        if (n := imported.skipped.get(kind, 0))
    )
    head = f"Imported {count} result{'s' * (count != 1)} from {source}"
    lines = [head + (f" (skipped: {skipped})." if skipped else ".")]
    lines += [f"  {reported.text()}" for reported in imported.stored]
    return "\n".join(lines) + "\n"


_SKIPPED = {
    RowKind.NEW: "new",
    RowKind.ALREADY: "already recorded",
    RowKind.BYE: "bye",
    RowKind.EMPTY: "with no result",
}


def penalty_note(state: EventState, round_number: int, table: int) -> str:
    deciding = state.effects.deciding.get((round_number, table))
    if not deciding:
        return ""
    result = state.result_at(round_number, table)
    numbers = ", ".join(f"#{n}" for n in deciding)
    shown = result_word(result) if result is not None else "none"
    return f"  Note: penalty {numbers} decides this table: the result in force is {shown}.\n"


def guide_text(pairing: Pairing, lines: list[str]) -> str:
    head = (
        f"Round {pairing.round}, table {pairing.table}: {pairing.team1} (team 1) vs "
        f"{pairing.team2} (team 2). Tier 1 end of match (Team Dueling Rules B):"
    )
    return "\n".join([head, *lines]) + "\n"


def plural(count: int, noun: str) -> str:
    """'1 Swiss round', '2 Swiss rounds'."""
    return f"{count} {noun}{'s' * (count != 1)}"
