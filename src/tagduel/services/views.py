"""Plain-text views of an event for a person (the CLI now, logs and printouts later).

Aligned columns (`tagduel.penalties.printout.table`, which counts display width: wide
characters two columns, combining marks none): the pairings of a round (with a warning for a
rematch the pairing could not avoid), the standings, the top-cut bracket, a round's clock, the
penalties' effects on results (the lines the organiser's commands print after a change are in
`notices`).

Every message is a `lazy(...)` text, and every view takes `say` (`tagduel.i18n.Say`): English by
default, the reader's language when the caller passes its catalogue's (`tagduel event --lang ja`).
"""

from __future__ import annotations

from datetime import timedelta

from tagduel.i18n import Say, Text, english, lazy, lazy_plural
from tagduel.penalties.printout import table
from tagduel.services.clockstatus import ClockStatus
from tagduel.services.eventfacts import result_text
from tagduel.services.exports import standing_rows
from tagduel.services.projection import EventState, PairedRound
from tagduel.services.rounds import Paired, after_swiss_text
from tagduel.services.topcut import numbered, round_name
from tagduel.tournament.attendance import Structure
from tagduel.tournament.clock import ClockState
from tagduel.tournament.model import Pairing
from tagduel.tournament.records import team_records
from tagduel.tournament.topcut import Bracket, BracketMatch


def pairings_view(state: EventState, paired: PairedRound, say: Say = english) -> str:
    """The round's tables: team 1 and team 2 with their points before the round."""
    before = team_records(state.rounds()[: paired.number - 1], state.roster())
    rows = []
    for p in paired.pairings:
        one = f"{p.team1} ({before[p.team1].points})"
        two = say(lazy("BYE")) if p.team2 is None else f"{p.team2} ({before[p.team2].points})"
        result = state.result_at(paired.number, p.table)
        shown = "" if result is None or p.is_bye else say(result_text(result))
        rows.append([str(p.table), one, two, shown])
    header = [lazy("table"), lazy("team 1 (points)"), lazy("team 2 (points)"), lazy("result")]
    return table([say(h) for h in header], rows)


def diagnostics_text(paired: PairedRound, say: Say = english) -> str:
    d = paired.diagnostics
    rematches, downs = int(d.get("rematches", 0)), int(d.get("pair_downs", 0))
    counts = Text.joined(
        lazy(", "),
        [
            lazy_plural(rematches, "{count} rematch", "{count} rematches"),
            lazy_plural(downs, "{count} pair-down", "{count} pair-downs"),
        ],
    )
    if d.get("source"):
        return say(
            lazy("Pairing entered from {source}: {counts}.", source=d["source"], counts=counts)
        )
    proven = lazy("proven optimal") if d.get("proven_optimal") else lazy("not proven optimal")
    return say(
        lazy(
            "Pairing: {counts}, {proven} (seed {seed}).",
            counts=counts,
            proven=proven,
            seed=paired.seed,
        )
    )


def standings_view(state: EventState, say: Say = english) -> str:
    rows = []
    for r in standing_rows(state):
        flags = [
            say(name)
            for name, on in (
                (lazy("dropped"), r["dropped"] and not r["disqualified"]),
                (lazy("disqualified"), r["disqualified"]),
                (lazy("prizes withdrawn"), r["prizes_withdrawn"]),
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
                say(lazy(", ")).join(flags),
            ]
        )
    words = [lazy("rank"), lazy("team"), lazy("points"), lazy("W-L-D")]
    header = [*(say(w) for w in words), "OMW%", "OOMW%", "AABBBCCCDDD", say(lazy("note"))]
    return table(header, rows)


def bracket_view(state: EventState, bracket: Bracket, say: Say = english) -> str:
    seed_of = {team: n for n, team in enumerate(bracket.seeds, start=1)}

    def shown(team: str | int | None) -> str:
        return "-" if team is None else f"[{seed_of[team]}] {team}"

    rows = []
    for item in numbered(bracket):
        m = item.match
        winner = say(_cut_winner(state, item.number, m))
        name = say(round_name(bracket, m.round))
        rows.append([str(item.number), name, shown(m.team1), shown(m.team2), winner])
    header = [lazy("match"), lazy("round"), lazy("team 1"), lazy("team 2"), lazy("winner")]
    lines = table([say(h) for h in header], rows)
    if state.topcut is not None:
        swiss = state.topcut.swiss_rounds
        named = [
            lazy("{name} = round {number}", name=round_name(bracket, r), number=swiss + r)
            for r in range(1, bracket.round_count + 1)
        ]
        rounds = Text.joined(lazy(", "), named)
        lines += say(lazy("Rounds a judge names for a penalty: {rounds}.\n", rounds=rounds))
    champion = bracket.champion
    if champion is not None:
        if champion in state.effects.prizes_withdrawn:
            lines += say(lazy("Champion: {team} (prizes withdrawn: disqualified)\n", team=champion))
        else:
            lines += say(lazy("Champion: {team}\n", team=champion))
    return lines


def _cut_winner(state: EventState, number: int, m: BracketMatch) -> str:
    """The winner column: by report, bye, penalty, double loss, or without playing."""
    key, cut = (m.round, m.slot), state.cut
    deciding = cut.deciding.get(key, ()) if cut is not None else ()
    penalties = ", ".join(f"#{n}" for n in deciding)
    if cut is not None and key in cut.double_losses:
        if penalties:
            return lazy("double loss (penalty {penalties})", penalties=penalties)
        return lazy("nobody (double losses)")
    if m.winner is None:
        return ""
    if m.is_bye:
        return lazy("{team} (bye)", team=m.winner)
    if penalties:
        return lazy("{team} (penalty {penalties})", team=m.winner, penalties=penalties)
    reported = state.topcut.reported(number) if state.topcut is not None else None
    return (
        str(m.winner) if reported is not None else lazy("{team} (without playing)", team=m.winner)
    )


CLOCK_WORDS = {
    ClockState.NOT_STARTED: lazy("not started"),
    ClockState.RUNNING: lazy("running"),
    ClockState.PAUSED: lazy("paused"),
    ClockState.TIME_CALLED: lazy("time called"),
    ClockState.EXTRA_TURNS: lazy("extra turns"),
}
TABLE_WORDS = {
    "playing": lazy("playing"),
    "extra turns": lazy("extra turns"),
    "reported": lazy("reported"),
}


def clock_view(state: EventState, status: ClockStatus, say: Say = english) -> str:
    """The round's clock in words: not started, running, paused, extra turns (time called, a
    table still playing it out) or time called; then each table's time."""
    clock = status.clock
    if clock is None:
        return say(
            lazy(
                "Round {round} clock: not started (`tagduel event clock {event!r} start`).\n",
                round=status.round,
                event=state.name,
            )
        )
    values = {
        "round": clock.round,
        "start": f"{clock.start:%H:%M:%S}",
        "length": _minutes(clock.length),
        "state": CLOCK_WORDS[status.state],
    }
    if clock.extension:
        head = lazy(
            "Round {round} clock: started {start}, {length} + {extension} extension; {state}.",
            extension=_minutes(clock.extension),
            **values,
        )
    else:
        head = lazy("Round {round} clock: started {start}, {length}; {state}.", **values)
    lines = [say(head), say(_time_line(status))]
    rows = [
        [
            str(t.table),
            say(lazy("{team1} vs {team2}", team1=t.pairing.team1, team2=t.pairing.team2)),
            f"+{say(_minutes(t.extra))}" if t.extra else "",
            say(lazy("time")) if t.called else _clock_text(t.remaining),
            say(TABLE_WORDS.get(t.state, t.state)),
        ]
        for t in status.tables
    ]
    header = [lazy("table"), lazy("teams"), lazy("extra"), lazy("left"), lazy("status")]
    return "\n".join(lines) + "\n" + table([say(h) for h in header], rows)


def _time_line(status: ClockStatus) -> Text:
    shown, ends = status.state, status.clock.ends_at() if status.clock else None
    if shown is ClockState.EXTRA_TURNS:
        return lazy(
            "TIME: time has been called; each table without a result plays the end-of-match "
            "procedure."
        )
    if shown is ClockState.TIME_CALLED:
        return lazy("TIME: time has been called; every table has its result.")
    left = _clock_text(status.remaining)
    if ends:
        return lazy(
            "Time left: {left} (time is called at {ends}).",
            left=left,
            ends=ends.strftime("%H:%M:%S"),
        )
    return lazy("Time left: {left} (paused).", left=left)


def effects_view(state: EventState, say: Say = english) -> str:
    """The penalties that change results, drops or prizes, one line each."""
    lines = [
        say(
            lazy(
                "  penalty #{number} ({penalty}, {person}): {text}",
                number=e.number,
                penalty=e.penalty,
                person=e.person,
                text=e.text,
            )
        )
        for e in state.effects.effects
    ]
    return "\n".join(lines) + ("\n" if lines else "")


def _minutes(delta: timedelta) -> Text:
    return lazy("{minutes} min", minutes=int(delta.total_seconds() // 60))


def _clock_text(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    return f"{seconds // 60}:{seconds % 60:02d}"


def paired_text(state: EventState, outcome: Paired, say: Say = english) -> str:
    """A newly paired round: its place in the event, the tables, how good the pairing is."""
    paired = state.paired[outcome.pairing.round - 1]
    structure = outcome.structure
    text = say(round_heading(state, paired)) + pairings_view(state, paired, say)
    text += diagnostics_text(paired, say) + "\n" + say(rematch_warning(state, paired))
    text += say(field_warning(state, paired))
    if outcome.last_swiss_round:
        after = after_swiss_text(state.name, structure)
        text += say(lazy("This is the last Swiss round. After it: {after}.\n", after=after))
    return text


def round_heading(state: EventState, paired: PairedRound) -> str:
    """'Round 2 of 6 (65 teams: …)': the teams that play this round, and the structure, which
    is set at round 1 (a late entry or a drop changes the field, not the plan)."""
    s = paired.structure
    playing = len(state.roster().active(paired.number))
    if playing == s.teams:
        return lazy(
            "Round {round} of {rounds} ({structure})\n",
            round=paired.number,
            rounds=s.rounds,
            structure=structure_text(s),
        )
    return lazy(
        "Round {round} of {rounds} ({playing} teams play; {swiss} and {cut}, planned for the "
        "{teams} teams of round 1)\n",
        round=paired.number,
        rounds=s.rounds,
        playing=playing,
        swiss=lazy_plural(s.rounds, "{count} Swiss round", "{count} Swiss rounds"),
        cut=_cut_text(s),
        teams=s.teams,
    )


def structure_text(s: Structure) -> Text:
    """'8 teams: 3 Swiss rounds, Top 4' (as `Structure.to_text`), translatable."""
    values = {
        "teams": s.teams,
        "swiss": lazy_plural(s.rounds, "{count} Swiss round", "{count} Swiss rounds"),
        "cut": _cut_text(s),
    }
    if s.overridden:
        return lazy("{teams} teams: {swiss}, {cut} (organiser's choice)", **values)
    return lazy("{teams} teams: {swiss}, {cut}", **values)


def _cut_text(s: Structure) -> Text:
    return lazy("Top {cut}", cut=s.top_cut) if s.top_cut else lazy("no top cut")


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
        lazy("; "),
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


def pairings_text(state: EventState, paired: PairedRound, say: Say = english) -> str:
    """A paired round printed again (`event pairings`): heading, tables, results so far."""
    text = say(round_heading(state, paired)) + pairings_view(state, paired, say)
    return text + diagnostics_text(paired, say) + "\n" + say(rematch_warning(state, paired))
