"""Judge calls and judge codes (issue 12, "The judge's pages"): a duelist calls a judge to their
table; calls queue by time with table and round; a judge claims one, escalates it to the head
judge, or resolves it. Judges join an event with a judge code, the head judge with their own."""

from __future__ import annotations

import pytest

from services.kit import EVENT, new_event
from tagduel.errors import TagDuelError
from tagduel.services.access import (
    JoinError,
    JudgeRole,
    join,
    join_as_judge,
    new_join_code,
    new_judge_code,
)
from tagduel.services.events import Events
from tagduel.services.judgecalls import (
    CallAction,
    CallStatus,
    call_judge,
    calls,
    claim_call,
    escalate_call,
    find_call,
    queue,
    resolve_call,
)
from tagduel.services.rounds import pair_next
from tagduel.store import Repeated
from tagduel.tournament.model import Pairing


def _paired(events: Events, teams: int = 4) -> list[Pairing]:
    new_event(events, teams)
    return list(pair_next(events, EVENT, seed=1).value.pairing.pairings)


def _call(events: Events, pairing: Pairing, side: int = 1) -> int:
    team = str(pairing.team1 if side == 1 else pairing.team2)
    written = call_judge(events, EVENT, pairing.round, pairing.table, team, f"{team} A")
    return written.value.call.number


def test_a_call_waits_in_the_queue_with_its_round_table_team_and_caller(events: Events) -> None:
    first = _paired(events)[0]
    number = _call(events, first)
    [call] = queue(events.state(EVENT))
    assert (call.number, call.round, call.table) == (number, 1, first.table)
    assert call.team == str(first.team1) and call.by == f"{first.team1} A"
    assert call.status is CallStatus.WAITING and call.judge == ""


def test_calls_queue_oldest_first_whatever_the_table(events: Events) -> None:
    one, two = _paired(events)[:2]
    later_table = _call(events, two)
    earlier_table = _call(events, one)
    assert [c.number for c in queue(events.state(EVENT))] == [later_table, earlier_table]
    assert later_table < earlier_table


def test_pressing_call_again_while_the_call_is_open_writes_nothing(sqlite_events: Events) -> None:
    first = _paired(sqlite_events)[0]
    number = _call(sqlite_events, first)
    again = call_judge(sqlite_events, EVENT, 1, first.table, str(first.team1), "someone else")
    assert again.value.already and again.value.call.number == number and again.facts == ()
    assert len(calls(sqlite_events.state(EVENT))) == 1
    # the other team of the table may call too: a call of its own
    _call(sqlite_events, first, side=2)
    assert len(queue(sqlite_events.state(EVENT))) == 2


def test_a_team_may_call_again_once_its_call_is_resolved(sqlite_events: Events) -> None:
    first = _paired(sqlite_events)[0]
    number = _call(sqlite_events, first)
    resolve_call(sqlite_events, EVENT, number, "Jo")
    assert _call(sqlite_events, first) > number


def test_a_team_cannot_call_to_a_table_it_does_not_play_at(sqlite_events: Events) -> None:
    one, two = _paired(sqlite_events)[:2]
    with pytest.raises(TagDuelError, match=f"does not play at round 1 table {one.table}"):
        call_judge(sqlite_events, EVENT, 1, one.table, str(two.team1), "x")
    with pytest.raises(TagDuelError, match="round 2"):
        call_judge(sqlite_events, EVENT, 2, one.table, str(one.team1), "x")
    assert calls(sqlite_events.state(EVENT)) == []


def test_a_bye_has_no_duel_to_call_a_judge_to(sqlite_events: Events) -> None:
    pairings = _paired(sqlite_events, teams=5)
    bye = next(p for p in pairings if p.is_bye)
    with pytest.raises(TagDuelError, match="is a bye"):
        call_judge(sqlite_events, EVENT, 1, bye.table, str(bye.team1), "x")


def test_a_judge_claims_a_call_and_another_judge_is_refused(events: Events) -> None:
    number = _call(events, _paired(events)[0])
    claim_call(events, EVENT, number, "Jo")
    with pytest.raises(TagDuelError, match=f"judge call #{number} .* already taken by Jo"):
        claim_call(events, EVENT, number, "Ann")
    again = claim_call(events, EVENT, number, "ＪＯ")  # the same judge (NFKC, case): nothing new
    call = find_call(events.state(EVENT), number)
    assert again.facts == () and call.status is CallStatus.CLAIMED and call.judge == "Jo"


def test_the_head_judge_may_take_over_a_claimed_call(sqlite_events: Events) -> None:
    number = _call(sqlite_events, _paired(sqlite_events)[0])
    claim_call(sqlite_events, EVENT, number, "Jo")
    claim_call(sqlite_events, EVENT, number, "Head", head=True)
    assert find_call(sqlite_events.state(EVENT), number).judge == "Head"


def test_an_escalated_call_is_for_the_head_judge_alone(events: Events) -> None:
    number = _call(events, _paired(events)[0])
    claim_call(events, EVENT, number, "Jo")
    escalate_call(events, EVENT, number, "Jo", "the teams dispute a ruling")
    call = find_call(events.state(EVENT), number)
    assert call.status is CallStatus.ESCALATED and call.escalated and call.judge == ""
    for step in (claim_call, resolve_call):
        with pytest.raises(TagDuelError, match="only the head judge"):
            step(events, EVENT, number, "Jo")
    with pytest.raises(TagDuelError, match="already with the head judge"):
        escalate_call(events, EVENT, number, "Ann")
    claim_call(events, EVENT, number, "Head", head=True)
    resolve_call(events, EVENT, number, "Head", "ruling upheld", head=True)
    done = find_call(events.state(EVENT), number)
    assert [s.action for s in done.steps] == [
        CallAction.CLAIMED,
        CallAction.ESCALATED,
        CallAction.CLAIMED,
        CallAction.RESOLVED,
    ]
    assert done.status is CallStatus.RESOLVED and done.resolution == "ruling upheld"


def test_a_resolved_call_leaves_the_queue_and_is_not_resolved_twice(events: Events) -> None:
    number = _call(events, _paired(events)[0])
    resolve_call(events, EVENT, number, "Jo", "cards put back")
    state = events.state(EVENT)
    assert queue(state) == [] and [c.number for c in calls(state)] == [number]
    with pytest.raises(TagDuelError, match="already resolved"):
        resolve_call(events, EVENT, number, "Ann")
    with pytest.raises(TagDuelError, match="has no judge call #999"):
        claim_call(events, EVENT, 999, "Jo")


def test_a_step_sent_twice_with_its_key_is_recorded_once(sqlite_events: Events) -> None:
    number = _call(sqlite_events, _paired(sqlite_events)[0])
    claim_call(sqlite_events, EVENT, number, "Jo", request_key="claim:1")
    with pytest.raises(Repeated):
        claim_call(sqlite_events, EVENT, number, "Jo", request_key="claim:1")
    assert len(find_call(sqlite_events.state(EVENT), number).steps) == 1


def test_a_note_holding_a_control_character_is_refused(sqlite_events: Events) -> None:
    number = _call(sqlite_events, _paired(sqlite_events)[0])
    with pytest.raises(TagDuelError, match="control character"):
        resolve_call(sqlite_events, EVENT, number, "Jo", "line one\nline two")
    assert find_call(sqlite_events.state(EVENT), number).status is CallStatus.WAITING


# -- judge codes -----------------------------------------------------------------------------


def test_a_judge_code_makes_a_judge_and_the_head_judge_code_a_head_judge(events: Events) -> None:
    new_event(events, 2)
    judge = new_judge_code(events, EVENT)
    head = new_judge_code(events, EVENT, JudgeRole.HEAD_JUDGE)
    floor = join_as_judge(events, judge, "  Jo   Judge ")
    chief = join_as_judge(events, head.lower(), "Head")  # typed in lower case
    assert (floor.name, floor.head, floor.event) == ("Jo Judge", False, EVENT)
    assert (chief.name, chief.head) == ("Head", True)
    state = events.state(EVENT)
    assert set(state.judge_code_hashes) == {"judge", "head_judge"}
    assert judge.split("-", 1)[1] not in str(state.judge_code_hashes)  # only a hash is kept


def test_a_new_judge_code_replaces_the_old_one_of_that_role_only(sqlite_events: Events) -> None:
    new_event(sqlite_events, 2)
    old = new_judge_code(sqlite_events, EVENT)
    head = new_judge_code(sqlite_events, EVENT, JudgeRole.HEAD_JUDGE)
    new = new_judge_code(sqlite_events, EVENT)
    with pytest.raises(JoinError, match="judge code is not valid"):
        join_as_judge(sqlite_events, old, "Jo")
    assert not join_as_judge(sqlite_events, new, "Jo").head
    assert join_as_judge(sqlite_events, head, "Head").head


def test_join_codes_and_judge_codes_do_not_open_each_others_door(sqlite_events: Events) -> None:
    new_event(sqlite_events, 2)
    duelists = new_join_code(sqlite_events, EVENT)
    judges = new_judge_code(sqlite_events, EVENT)
    with pytest.raises(JoinError, match="judge code is not valid"):
        join_as_judge(sqlite_events, duelists, "Jo")
    with pytest.raises(JoinError, match="join code is not valid"):
        join(sqlite_events, judges, "Duelist 1A")
    with pytest.raises(JoinError, match="judge code is not valid"):
        join_as_judge(sqlite_events, "99-AAAA-BBBB", "Jo")


def test_a_registered_duelist_cannot_judge_the_event(sqlite_events: Events) -> None:
    new_event(sqlite_events, 2)
    code = new_judge_code(sqlite_events, EVENT)
    with pytest.raises(JoinError, match="registered duelist of team Team 1"):
        join_as_judge(sqlite_events, code, "ｄｕｅｌｉｓｔ 1a")  # the same name after NFKC
    with pytest.raises(TagDuelError, match="empty"):
        join_as_judge(sqlite_events, code, "   ")
