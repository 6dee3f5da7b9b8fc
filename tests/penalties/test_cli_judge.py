"""`tagduel judge …` end to end, in-process through `tagduel.cli.main`, on a SQLite file."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

from tagduel.cli import main
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.model import Group, MatchConsequence, Penalty, Timing, UpgradeChoice
from tagduel.penalties.record import COLUMNS, Status


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.delenv("TAGDUEL_DB", raising=False)
    return f"sqlite:///{tmp_path / 'judge.sqlite'}"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["judge", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def record_late(db: str, minutes: str, *more: str) -> list[str]:
    return [
        "penalty", "tardiness", "--person", "Aki Izayoi", "--team", "Black Roses", "--seat", "B",
        "--fact", f"minutes_late={minutes}", "--db", db, "--event", "Fall Regional",
        "--round", "1", "--table", "3", "--judge", "Tanaka", "--time", "2026-11-29T10:05+09:00",
        *more,
    ]  # fmt: skip


def test_infractions_prints_the_catalogue_in_english_and_japanese(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "infractions")
    assert status == 0
    assert "rules_extra_draw" in out and "Unintentionally drew extra cards." in out
    assert "dq_forfeit" in out and "recorded" in out
    status, out, _ = run(capsys, "infractions", "--lang", "ja")
    assert status == 0
    assert "故意ではなく、過剰にカードを引いた" in out
    assert "受賞資格を失う失格" in out


def test_penalty_without_an_event_prints_and_records_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, _ = run(
        capsys, "penalty", "rules_extra_draw", "--person", "Aki Izayoi",
        "--fact", "can_undo=no", "--fact", "decisive_card=no",
    )  # fmt: skip
    assert status == 0
    assert "Guideline    Duel loss (default Warning)" in out
    assert "[penalty regulations, line 55]" in out
    assert "Remedy       Nothing can be put back: the duel is lost." in out
    assert "Consequence  The duelist's team loses the duel in progress." in out
    assert "Not recorded" in out
    assert list(tmp_path.iterdir()) == []


def test_penalty_with_an_event_records_it_and_creates_the_event(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    status, out, _ = run(capsys, *record_late(db, "4:59"))
    assert status == 0
    assert "Guideline    Warning\n" in out
    assert "Recorded as penalty #2 of event 'Fall Regional' (event created)" in out
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db)
    assert status == 0
    assert "1 officially recorded, 1 in all" in out
    assert "Fall Regional  #2" in out


def test_the_default_database_is_tagduel_sqlite_in_the_current_directory(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TAGDUEL_DB", raising=False)
    argv = [a for a in record_late("x", "2") if a not in ("--db", "x")]
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert "in sqlite:///tagduel.sqlite." in out
    assert (tmp_path / "tagduel.sqlite").is_file()


def test_a_repeat_shows_the_earlier_penalty_and_waits_for_a_decision(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    assert run(capsys, *record_late(db, "1"))[0] == 0
    status, out, err = run(capsys, *record_late(db, "2"))
    assert status == 2
    assert "Rule B: earlier tardiness for Aki Izayoi" in out
    assert "#2" in out and "Warning" in out
    assert "--accept-upgrade" in out
    assert "Proposed upgrade: warning → duel_loss" in err
    assert "nothing recorded" in err
    status, out, _ = run(capsys, *record_late(db, "2", "--accept-upgrade"))
    assert status == 0
    assert "Actual       Duel loss (raised from the guideline Warning)" in out
    assert "Repeat       repeat of #2 (Rule B); proposed upgrade to Duel loss: accepted" in out
    assert "Recorded as penalty #3" in out


def test_a_declined_upgrade_needs_and_keeps_a_reason(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    assert run(capsys, *record_late(db, "1"))[0] == 0
    status, _, err = run(capsys, *record_late(db, "2", "--decline-upgrade"))
    assert status == 2
    assert "declining the proposed upgrade needs a written reason" in err
    status, out, _ = run(
        capsys, *record_late(db, "2", "--decline-upgrade", "--reason", "train strike")
    )
    assert status == 0
    assert "Actual       Warning (the guideline); reason: train strike" in out
    assert "declined" in out


def test_a_lessened_penalty_needs_a_reason(capsys: pytest.CaptureFixture[str], db: str) -> None:
    base = ["penalty", "marked_cards_pattern", "--person", "Jack Atlas"]
    status, _, err = run(capsys, *base, "--actual", "caution")
    assert status == 2
    assert (
        "Rule A: the guideline penalty is duel_loss; to lessen it to caution give a written reason"
        in err
    )
    status, out, _ = run(capsys, *base, "--actual", "caution", "--reason", "sleeves worn evenly")
    assert status == 0
    assert "Caution (lessened from the guideline Duel loss); reason: sleeves worn evenly" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["penalty", "tardyness", "--person", "A"],
            "unknown infraction id 'tardyness'; did you mean tardiness?",
        ),
        (
            ["penalty", "tardiness", "--person", "A"],
            "tardiness needs fact(s) minutes_late; expected --fact minutes_late=",
        ),
        (
            ["penalty", "tardiness", "--person", "A", "--fact", "minutes_late=soon"],
            "is not a duration",
        ),
        (
            ["penalty", "tardiness", "--person", "A", "--fact", "minutes_late"],
            "is not written key=value",
        ),
        (
            [
                "penalty",
                "tardiness",
                "--person",
                "A",
                "--fact",
                "minutes_late=3",
                "--actual",
                "game_loss",
                "--reason",
                "x",
            ],
            "unknown penalty 'game_loss'",
        ),
        (
            [
                "penalty",
                "talking_received_advice",
                "--person",
                "A",
                "--fact",
                "advice_from=teammate",
            ],
            "teammates may talk, compare hands and share information freely (Team Dueling Rules A)",
        ),
        (
            ["penalty", "fraud_false_report", "--person", "A", "--time", "yesterday"],
            "is not an ISO 8601 time",
        ),
        (
            ["penalty", "fraud_false_report", "--person", "A", "--event", "E"],
            "needs --round and --judge",
        ),
        (
            ["penalty", "slow_play_intentional", "--person", "A", "--next-match", "apply"],
            "penalty regulations, line 14",
        ),
    ],
)
def test_bad_input_exits_2_with_a_message_saying_what_is_expected(
    capsys: pytest.CaptureFixture[str], db: str, argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv, "--db", db)
    assert status == 2
    assert err.startswith("tagduel: error: ")
    assert message in err
    assert "Traceback" not in err + out


def test_a_match_loss_between_matches_can_be_applied_to_the_next_match(
    capsys: pytest.CaptureFixture[str],
) -> None:
    base = ["penalty", "slow_play_intentional", "--person", "A", "--when", "between-matches"]
    status, out, _ = run(capsys, *base)
    assert status == 0
    assert "may apply the match loss to the team's next match (not decided yet)" in out
    status, out, _ = run(capsys, *base, "--next-match", "apply")
    assert "By the judge's decision, the duelist's team loses its next match." in out


def test_a_duel_loss_between_duels_applies_to_the_next_duel(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(
        capsys, "penalty", "deck_list_mismatch", "--person", "A", "--when", "between-duels"
    )
    assert status == 0
    assert "The duelist's team loses its next duel. (between duels)" in out


def test_record_exports_csv_and_json(capsys: pytest.CaptureFixture[str], db: str) -> None:
    assert run(capsys, *record_late(db, "10:00"))[0] == 0
    caution = [
        "penalty", "marked_cards_no_pattern", "--person", "aki izayoi", "--db", db,
        "--event", "Winter Open", "--round", "2", "--judge", "Sato",
    ]  # fmt: skip
    assert run(capsys, *caution)[0] == 0
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db, "--format", "csv")
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [(r["event"], r["actual"], r["status"]) for r in rows] == [
        ("Fall Regional", "match_loss", "recorded"),
        ("Winter Open", "caution", "unrecorded"),
    ]
    assert rows[0]["time"] == "2026-11-29T10:05:00+09:00"
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db, "--format", "json")
    document = json.loads(out)
    assert document["recorded"] == 1
    assert document["entries"][0]["consequence"] == "team_loses_current_match"


def test_record_of_a_missing_database_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, _, err = run(capsys, "record", "A", "--db", f"sqlite:///{tmp_path / 'none.sqlite'}")
    assert status == 2
    assert "no database at" in err
    assert not (tmp_path / "none.sqlite").exists()


def test_void_withdraws_a_penalty_with_a_new_fact(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    assert run(capsys, *record_late(db, "1"))[0] == 0
    status, out, _ = run(
        capsys, "void", "2", "--event", "Fall Regional", "--reason", "wrong duelist", "--db", db
    )
    assert status == 0
    assert "Penalty #2 of 'Fall Regional' voided by fact #3: wrong duelist" in out
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db)
    assert "0 officially recorded, 1 in all" in out
    assert "voided by #3: wrong duelist" in out
    status, out, _ = run(capsys, *record_late(db, "1"))
    assert status == 0, "a voided penalty is no repeat"


def test_the_database_url_can_come_from_the_environment(
    capsys: pytest.CaptureFixture[str], db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAGDUEL_DB", db)
    argv = [a for a in record_late(db, "2") if a not in ("--db", db)]
    assert run(capsys, *argv)[0] == 0
    status, out, _ = run(capsys, "record", "Aki Izayoi")
    assert status == 0
    assert "1 officially recorded" in out


def test_the_cli_default_database_is_the_stores_default() -> None:
    from tagduel.cli import judge
    from tagduel.store import DEFAULT_URL

    assert judge.DEFAULT_URL == DEFAULT_URL == "sqlite:///tagduel.sqlite"


def with_option(argv: list[str], option: str, value: str) -> list[str]:
    """`argv` with `option` set to `value` (replaced, or added at the end)."""
    if option not in argv:
        return [*argv, option, value]
    at = argv.index(option)
    return [*argv[: at + 1], value, *argv[at + 2 :]]


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--person", "Aki\nIzayoi"),
        ("--team", "Black\x1b[31mRoses"),
        ("--judge", "Tana\tka"),
        ("--reason", "late\rbus"),
    ],
)
def test_a_name_or_reason_with_a_control_character_is_refused_and_nothing_recorded(
    capsys: pytest.CaptureFixture[str], db: str, option: str, value: str
) -> None:
    status, out, err = run(capsys, *with_option(record_late(db, "6:00"), option, value))
    assert status == 2, out
    assert err.startswith(f"tagduel: error: {option} ") and "control character (U+" in err
    assert err.count("\n") == 1 and "\x1b" not in err
    assert "no database at" in run(capsys, "record", "Aki Izayoi", "--db", db)[2]


def test_a_record_csv_cannot_carry_a_spreadsheet_formula(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    # OWASP, CSV injection: a cell starting with =, +, - or @ is written after a '.
    argv = with_option(record_late(db, "10:00"), "--team", '=HYPERLINK("http://evil.example","x")')
    assert run(capsys, *with_option(argv, "--judge", "@Tanaka"))[0] == 0
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db, "--format", "csv")
    assert status == 0
    row = next(csv.DictReader(io.StringIO(out)))
    assert row["team"] == '\'=HYPERLINK("http://evil.example","x")'
    assert row["judge"] == "'@Tanaka"
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db, "--format", "json")
    assert json.loads(out)["entries"][0]["judge"] == "@Tanaka", "JSON keeps the name as typed"


def test_the_same_penalty_command_twice_is_recorded_once_and_says_so(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    """Issue 12 (the record, 1): the command's content and --time make its request key."""
    assert run(capsys, *record_late(db, "3"))[0] == 0
    status, out, _ = run(capsys, *record_late(db, "3"))
    assert status == 0
    assert "Already recorded as penalty #2 of event 'Fall Regional' (the same request)" in out
    assert "nothing new was written" in out and "give its --time" not in out
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db)
    assert "1 officially recorded, 1 in all" in out


def test_the_same_accepted_upgrade_twice_is_recorded_once(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    assert run(capsys, *record_late(db, "1"))[0] == 0
    upgrade = with_option(record_late(db, "2", "--accept-upgrade"), "--round", "2")
    assert "Recorded as penalty #3" in run(capsys, *upgrade)[1]
    status, out, _ = run(capsys, *upgrade)
    assert status == 0 and "Already recorded as penalty #3" in out
    status, out, _ = run(capsys, "record", "Aki Izayoi", "--db", db, "--format", "json")
    assert [e["actual"] for e in json.loads(out)["entries"]] == ["warning", "duel_loss"]


def test_without_time_the_same_details_are_one_request_and_the_output_says_how_to_add_one(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    caution = [
        "penalty", "marked_cards_no_pattern", "--person", "Jack Atlas", "--db", db,
        "--event", "Winter Open", "--round", "2", "--judge", "Sato",
    ]  # fmt: skip
    assert run(capsys, *caution)[0] == 0
    status, out, _ = run(capsys, *caution)
    assert status == 0
    assert "Already recorded as penalty #2" in out and "give its --time" in out


def _events_in(db: str) -> list[str]:
    from tagduel.store import EventStore

    with EventStore.open(db) as store:
        return [e.name for e in store.events()]


def test_a_refused_penalty_creates_no_event_and_the_right_name_then_works(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    """Issue 12 (the record, 2): a refusal writes nothing at all, its event included."""
    refused = with_option(record_late(db, "3", "--actual", "caution"), "--event", "Fal Regional")
    status, _, err = run(capsys, *refused)
    assert status == 2 and "Rule A" in err
    assert _events_in(db) == []
    status, out, _ = run(capsys, *record_late(db, "3"))
    assert status == 0 and "#2 of event 'Fall Regional' (event created)" in out
    assert _events_in(db) == ["Fall Regional"]


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--fact", "minutes_late=0", "0 minutes late is on time"),
        ("--judge", "  ", "--judge is empty"),
        ("--team", "", "--team is empty"),
        ("--person", "A" * 101, "--person has 101 characters; the most is 100"),
        ("--event", "E" * 101, "event name has 101 characters; the most is 100"),
        ("--time", "2099-11-29T10:05+09:00", "is after now"),
        ("--fact", "minutes_late=41", "longer than a round of event 'Fall Regional' (40 minutes)"),
    ],
)
def test_implausible_penalties_are_refused_and_nothing_is_recorded(
    capsys: pytest.CaptureFixture[str], db: str, option: str, value: str, message: str
) -> None:
    """Issue 12 (the record, 7): on time, blank names, names over the one cap, a time after
    now and more minutes late than a round (seed 001 B: 40 minutes) are refused."""
    status, out, err = run(capsys, *with_option(record_late(db, "3"), option, value))
    assert status == 2, out
    assert message in err and err.count("\n") == 1
    assert _events_in(db) == []


def test_a_time_far_from_the_events_days_is_refused(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    assert run(capsys, *record_late(db, "1"))[0] == 0
    last_year = with_option(record_late(db, "1", "--round", "2"), "--time", "2025-11-29T10:05")
    status, _, err = run(capsys, *last_year)
    assert status == 2
    assert "is far from the days of event 'Fall Regional' (2026-11-29)" in err


@pytest.fixture
def tournament(db: str) -> str:
    """An event set up with 4 registered teams (Duelist 1A and 1B of Team 1, …), round 1
    paired."""
    from services.kit import EVENT, new_event
    from tagduel.services.events import Events
    from tagduel.services.rounds import pair_next
    from tagduel.store import EventStore

    with EventStore.open(db) as store:
        events = Events(store)
        new_event(events, 4)
        pair_next(events, EVENT, seed=1)
    return EVENT


def test_a_person_not_registered_is_refused_unless_the_judge_says_so(
    capsys: pytest.CaptureFixture[str], db: str, tournament: str
) -> None:
    """Issue 12 (the record, 3): the refusal names the closest registered duelists; with
    --not-registered the penalty is recorded and says it changes no result."""
    fan = [
        "penalty", "slow_play_intentional", "--person", "Duelist 1 A", "--db", db,
        "--event", tournament, "--round", "1", "--judge", "Sato",
    ]  # fmt: skip
    status, _, err = run(capsys, *fan)
    assert status == 2
    assert "'Duelist 1 A' is not a registered duelist of event 'City Cup'" in err
    assert "closest registered: Duelist 1A (Duelist A of 'Team 1')" in err
    status, out, _ = run(capsys, *fan, "--not-registered")
    assert status == 0
    assert "Note: Duelist 1 A is not a registered duelist of event 'City Cup'" in out
    assert "changes no result" in out


_ID = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def _ids(catalogue: Catalogue, *, data: bool) -> set[str]:
    """The ids a judge types or reads back: infractions, facts and their choices, penalties;
    with `data`, also the columns and coded values of the CSV/JSON record (data for other
    programs, the same in each language)."""
    ids = set(catalogue.infractions) | {p.value for p in Penalty}
    for inf in catalogue.infractions.values():
        ids |= {f.key for f in inf.facts} | {c for f in inf.facts for c in f.choices}
    if not data:
        return ids
    ids |= set(COLUMNS) | {g.value for g in Group} | {t.value for t in Timing}
    ids |= {s.value for s in Status} | {c.value for c in MatchConsequence}
    ids |= {u.value for u in UpgradeChoice}
    return ids | {"entries", "recorded", "null", "true", "false"}  # the JSON document's own


def english_words(out: str, catalogue: Catalogue, *names: str, data: bool = False) -> set[str]:
    """ASCII words left in `out` once names, ids, option names and numbers are taken out."""
    for name in sorted(names, key=len, reverse=True):
        out = out.replace(name, " ")
    out = re.sub(r"--[a-z][a-z-]*", " ", out)
    out = re.sub(r"\d{4}-\d\d-\d\dT\d", " ", out)  # ISO times are numbers
    return {w for w in _ID.findall(out) if len(w) > 1 and w not in _ids(catalogue, data=data)}


def test_every_judge_command_speaks_japanese_with_lang_ja_and_english_with_lang_en(
    capsys: pytest.CaptureFixture[str], db: str, tournament: str, catalogue: Catalogue
) -> None:
    """Issue 12 (Japanese and English everywhere): labels, headers, the Rule B list, what was
    recorded; only names, ids, option names and numbers stay ASCII."""
    names = ("Duelist 1A", "Duelist 1 A", "Team 1", tournament, "Sato", db, "Kaiba")
    late = [
        "penalty", "tardiness", "--person", "Duelist 1A", "--team", "Team 1", "--seat", "A",
        "--fact", "minutes_late=3", "--db", db, "--event", tournament, "--round", "1",
        "--judge", "Sato",
    ]  # fmt: skip
    fan = [
        "penalty", "talking_supporter_conduct", "--person", "Kaiba", "--not-registered",
        "--fact", "affected_match_result=no", "--db", db, "--event", tournament, "--round", "1",
        "--judge", "Sato",
    ]  # fmt: skip
    commands: list[tuple[list[str], int]] = [
        (["infractions"], 0),
        (late[:10], 0),  # not recorded
        (late, 0),  # recorded
        (late, 0),  # already recorded
        (with_option(late, "--fact", "minutes_late=4"), 2),  # Rule B: the earlier list
        ([*with_option(late, "--fact", "minutes_late=4"), "--accept-upgrade"], 0),
        (fan, 0),  # recorded, with the note
        (["record", "Duelist 1A", "--db", db], 0),
        (["void", "{first}", "--event", tournament, "--reason", "記入の誤り", "--db", db], 0),
        (["record", "Duelist 1A", "--db", db], 0),
        (["record", "Duelist 1A", "--db", db, "--format", "csv"], 0),
        (["record", "Duelist 1A", "--db", db, "--format", "json"], 0),
    ]
    first = ""
    for argv, expected in commands:
        status, out, _ = run(capsys, *(a.replace("{first}", first) for a in argv), "--lang", "ja")
        assert status == expected, argv
        data = "--format" in argv
        assert english_words(out, catalogue, *names, data=data) == set(), (argv, out)
        first = first or "".join(re.findall(r"の罰則 #(\d+) として記録した", out))
    # the same commands in English say it in English (no Japanese but the reason typed)
    status, out, _ = run(capsys, "record", "Duelist 1A", "--db", db, "--lang", "en")
    assert status == 0 and "voided by #" in out
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", out.replace("記入の誤り", "")) is None
