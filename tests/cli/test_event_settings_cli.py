"""`tagduel event new` and `pair` refuse numbers out of bounds at the parser, in one line, and
take the standings conventions as fractions (issue 13, items 7 and 12)."""

from __future__ import annotations

import pytest

import tagduel.cli as cli
from cli.test_event_cli import NAME, Runner, run
from tagduel.store import EventStore

__all__ = ["run"]


def refused(run: Runner, *argv: str) -> str:
    """The parser's one-line error (exit 2) for `tagduel event ARGV`."""
    with pytest.raises(SystemExit) as stopped:
        cli.main(["event", *argv, "--db", run.db])
    assert stopped.value.code == 2
    err = run.capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


def no_event(run: Runner) -> bool:
    with EventStore.open(run.db) as store:
        return not store.events()


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--rounds", "1e20", "the number of Swiss rounds must be a whole number, not '1e20'"),
        ("--rounds", "31", "the number of Swiss rounds must be 1 to 30, not 31"),
        ("--top-cut", "99999999999999999999", "the top cut must be 0 to 256, not 999999999999…"),
        ("--top-cut", "1", "a top cut needs at least 2 teams (0 for none), not 1"),
        ("--round-minutes", "0", "minutes must be 1 to 1440, not 0"),
        ("--min-percentage", "1.5", "the minimum percentage must be between 0 and 1, not '1.5'"),
        (
            "--draw-value",
            "a third",
            "the value of a draw 'a third' is not a number from 0 to 1 (write 1/3, 0.25 or 25%)",
        ),
    ],
)
def test_a_setting_out_of_bounds_is_refused_by_the_parser(
    run: Runner, option: str, value: str, message: str
) -> None:
    # Issue 13: `event new --rounds 1e20 --top-cut 99999999999999999999` was accepted.
    err = refused(run, "new", NAME, option, value)
    assert err.endswith(f"error: argument {option}: {message}")
    assert no_event(run)


def test_the_defaults_follow_the_tournament_policy_no_floor_and_no_value_for_a_draw(
    run: Runner,
) -> None:
    out = run.ok("new", NAME)
    assert "OMW% floor: 0; in match-win percentages a draw counts as no win." in out


def test_mtr_conventions_are_given_as_fractions(run: Runner) -> None:
    # Issue 13: `--min-percentage 1/3` was refused (floats only).
    out = run.ok("new", NAME, "--min-percentage", "1/3", "--draw-value", "1/3")
    assert "OMW% floor: 1/3; in match-win percentages a draw counts as 1/3 of a win." in out


def test_pairing_overrides_and_the_seed_are_bounded_too(run: Runner) -> None:
    run.event(4)
    assert refused(run, "pair", NAME, "--seed", "-1").endswith(
        "argument --seed: the pairing seed must be 0 to 9223372036854775807, not -1"
    )
    assert refused(run, "pair", NAME, "--rounds", "100").endswith(
        "argument --rounds: the number of Swiss rounds must be 1 to 30, not 100"
    )
    assert "Round 1 of 3" in run.ok("pair", NAME, "--seed", "1")
