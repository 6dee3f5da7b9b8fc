"""The Tier 1 end-of-match procedure for Tag Duels (seed 001 B: "Turn Duelist will end his/her
turn, and each other Duelist will count as the (3) Extra Turns")."""

from __future__ import annotations

import pytest

from tagduel.engine.seats import Seat, Team
from tagduel.tournament.endofmatch import EndOfMatch, Outcome, Stage, TieRule
from tagduel.tournament.errors import EndOfMatchError

S1A, S2A, S1B, S2B = Seat.ONE_A, Seat.TWO_A, Seat.ONE_B, Seat.TWO_B


@pytest.mark.parametrize(
    ("turn", "expected"),
    [
        (S1A, [S1A, S2A, S1B, S2B]),
        (S2A, [S2A, S1B, S2B, S1A]),
        (S1B, [S1B, S2B, S1A, S2A]),
        (S2B, [S2B, S1A, S2A, S1B]),
    ],
)
def test_the_turn_duelist_finishes_then_each_other_duelist_takes_one_extra_turn(
    turn: Seat, expected: list[Seat]
) -> None:
    schedule = EndOfMatch().schedule(turn)
    assert schedule == expected and len(set(schedule)) == 4


def test_when_team_two_went_first_the_extra_turns_follow_its_turn_order() -> None:
    # seed 001 B: the turn order starts with Duelist A of the team chosen to go first.
    assert EndOfMatch(first_team=Team.TWO).schedule(S1A) == [S1A, S2B, S1B, S2A]


def test_the_judge_guide_reads_the_procedure_in_order() -> None:
    assert EndOfMatch().guide(S2A) == [
        "1. Time is called. 2A finishes the current turn.",
        "2. Extra turn 1 of 3: 1B.",
        "3. Extra turn 2 of 3: 2B.",
        "4. Extra turn 3 of 3: 1A.",
        "5. If a team wins the Duel during these turns, that team wins the match.",
        "6. After the third extra turn, the team with more Life Points wins the match.",
        "7. If both teams have the same Life Points, keep playing in turn order (2A next): "
        "the first team to have more Life Points than the other wins.",
    ]


def test_the_draw_setting_changes_only_the_last_line_of_the_guide() -> None:
    lines = EndOfMatch(tie_rule=TieRule.DRAW).guide(S2A)
    assert lines[-1] == "7. If both teams have the same Life Points, the match is a draw."
    assert lines[:6] == EndOfMatch().guide(S2A)[:6]


def run_turns(tie_rule: TieRule, lp: tuple[int, int], turns: int = 4):  # type: ignore[no-untyped-def]
    procedure = EndOfMatch(tie_rule=tie_rule).start(S2A)
    decisions = [procedure.turn_ended(None, *lp) for _ in range(turns)]
    return procedure, decisions


def test_the_extra_turns_are_announced_one_by_one() -> None:
    _, decisions = run_turns(TieRule.SUDDEN_DEATH, (8000, 7000), turns=3)
    assert [(d.next_turn, d.extra_turn) for d in decisions] == [(S1B, 1), (S2B, 2), (S1A, 3)]
    assert all(d.outcome is Outcome.CONTINUE for d in decisions)


def test_after_the_extra_turns_the_team_with_more_life_points_wins() -> None:
    procedure, decisions = run_turns(TieRule.SUDDEN_DEATH, (3000, 4500))
    assert (decisions[-1].outcome, decisions[-1].winner) == (Outcome.WIN, Team.TWO)
    assert (
        procedure.over
        and decisions[-1].to_text() == "Team 2 wins the match: more Life Points (3000 to 4500)"
    )


def test_a_team_that_wins_the_duel_during_the_extra_turns_wins_the_match() -> None:
    procedure = EndOfMatch().start(S1A)
    procedure.turn_ended(None, 8000, 8000)
    decision = procedure.turn_ended(None, 8000, 0, winner=Team.ONE)
    assert (decision.outcome, decision.winner) == (Outcome.WIN, Team.ONE)
    with pytest.raises(EndOfMatchError, match="already decided"):
        procedure.turn_ended(None, 8000, 0)


def test_equal_life_points_play_on_until_they_differ_by_default() -> None:
    procedure, decisions = run_turns(TieRule.SUDDEN_DEATH, (5000, 5000))
    assert decisions[-1].outcome is Outcome.CONTINUE and procedure.stage is Stage.SUDDEN_DEATH
    assert decisions[-1].next_turn == S2A
    assert procedure.lp_changed(5000, 5000).outcome is Outcome.CONTINUE
    assert procedure.turn_ended(None, 5000, 5000).outcome is Outcome.CONTINUE
    decision = procedure.lp_changed(5000, 4200)
    assert (decision.outcome, decision.winner) == (Outcome.WIN, Team.ONE)


def test_equal_life_points_are_a_draw_under_the_draw_setting() -> None:
    procedure, decisions = run_turns(TieRule.DRAW, (5000, 5000))
    assert decisions[-1].outcome is Outcome.DRAW and decisions[-1].winner is None
    assert procedure.over


def test_life_points_changing_before_sudden_death_decide_nothing() -> None:
    procedure = EndOfMatch().start(S1A)
    assert procedure.lp_changed(1000, 9000).outcome is Outcome.CONTINUE
    assert not procedure.over


def test_a_duel_won_in_the_middle_of_a_turn_ends_the_procedure() -> None:
    procedure = EndOfMatch().start(S1B)
    assert procedure.duel_won(Team.TWO).winner is Team.TWO and procedure.over


def test_a_skipped_turn_still_counts_turns_not_seats() -> None:
    procedure = EndOfMatch().start(S1A)
    assert procedure.turn_ended(S1B, 8000, 8000).next_turn == S1B  # 2A's turn was skipped
    assert procedure.turn_ended(None, 8000, 8000).next_turn == S2B


def test_negative_life_points_are_refused() -> None:
    with pytest.raises(EndOfMatchError, match="cannot be negative"):
        EndOfMatch().start(S1A).turn_ended(None, -1, 8000)
