"""Registration on SQLite and PostgreSQL: Duelist A and B fixed (seed 001 A), team deck checks,
late entries and drops (issue 6)."""

from __future__ import annotations

import pytest

from services.kit import EVENT, cards, cut, deck, example_settings, new_event, play_round, team
from tagduel.services.errors import (
    EventError,
    IllegalDecksError,
    NotATournamentError,
    UnknownTeamError,
)
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.services.registration import (
    DuelistEntry,
    TeamRequest,
    drop_team,
    register_team,
)
from tagduel.services.rounds import pair_next
from tagduel.store import EventExistsError


def test_registration_fixes_duelist_a_as_the_first_name_and_keeps_both_deck_lists(
    events: Events,
) -> None:
    # seed 001 A: "Duelist A is the first name listed on the Team Registration Form."
    events.create(EVENT, example_settings())
    written = register_team(events, EVENT, team(1), cards())
    payload = written.facts[0].payload
    assert written.facts[0].kind == FactKind.TEAM_REGISTERED.value
    assert [(d["seat"], d["name"]) for d in payload["duelists"]] == [
        ("A", "Duelist 1A"),
        ("B", "Duelist 1B"),
    ]
    assert payload["duelists"][0]["deck"]["main"] == list(deck("light-A.ydk").main)
    assert payload["deck_check"]["legal"] is True
    assert payload["deck_check"]["banlist"] == "tagduel example TCG"
    entry = events.tournament(EVENT).team("team 1")
    assert (entry.a.name, entry.b.name) == ("Duelist 1A", "Duelist 1B")
    assert entry.b.deck.same_cards(deck("dark-B.ydk"))


def test_a_team_whose_decks_break_the_team_limits_is_told_every_problem_and_not_recorded(
    events: Events,
) -> None:
    # seed 001 A: Limited cards are counted per team; Semi-Limited: 2 per team.
    events.create(EVENT, example_settings())
    before = events.tournament(EVENT).last_seq
    bad = TeamRequest(
        "Rogues",
        DuelistEntry("Jack Atlas", deck("light-A.ydk")),
        DuelistEntry("Crow Hogan", deck("illegal-B.txt")),
    )
    with pytest.raises(IllegalDecksError) as caught:
        register_team(events, EVENT, bad, cards())
    codes = {p.code.slug for p in caught.value.report.problems}
    assert codes == {"main_too_small", "over_team_limit"}
    assert len(caught.value.report.problems) == 3
    assert "Dark Hole" in str(caught.value) and "Mirror Force" in str(caught.value)
    state = events.tournament(EVENT)
    assert state.last_seq == before
    assert state.teams == {}


def test_the_ban_list_is_kept_in_the_event_so_checks_need_no_file(events: Events) -> None:
    events.create(EVENT, example_settings())
    settings = events.tournament(EVENT).settings
    assert settings.banlist is not None
    assert settings.banlist.limit(53129443) == 1  # Dark Hole, Limited on the example list
    assert settings.banlist_source == "builtin"


def test_team_names_and_duelists_are_unique_in_an_event(events: Events) -> None:
    new_event(events, 1)
    with pytest.raises(EventError, match="already has a team named 'Team 1'"):
        register_team(events, EVENT, team(1), cards())
    twice = TeamRequest("Other", team(1).a, DuelistEntry("New Person", deck("dark-B.ydk")))
    with pytest.raises(EventError, match="'Duelist 1A' is already registered in team 'Team 1'"):
        register_team(events, EVENT, twice, cards())
    same = TeamRequest("Solo", team(9).a, team(9).a)
    with pytest.raises(EventError, match="the same person"):
        register_team(events, EVENT, same, cards())


def test_registering_after_round_one_is_paired_needs_late_entry(events: Events) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    pair_next(events, EVENT, seed=2)
    with pytest.raises(EventError, match="register the team as a late entry") as refused:
        register_team(events, EVENT, team(5), cards())
    assert "register with --late" in str(refused.value.cli)
    assert "--" not in str(refused.value)
    late = register_team(events, EVENT, team(5, late=True), cards()).value
    assert (late.first_round, late.missed) == (3, 2)


def test_a_late_entry_starts_with_a_match_loss_for_each_round_already_played(
    events: Events,
) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    register_team(events, EVENT, team(5, late=True), cards())
    pairings = play_round(events, seed=2)
    assert any("Team 5" in p.teams for p in pairings)
    state = events.tournament(EVENT)
    row = next(s for s in state.standings() if s.team == "Team 5")
    assert row.losses >= 1
    assert row.wins + row.losses + row.draws + row.byes == 2
    assert row.loss_round_squares >= 1, "the missed round 1 counts as a loss in round 1"


def test_a_dropped_team_is_never_paired_again_and_keeps_its_record(events: Events) -> None:
    new_event(events, 6)
    first = play_round(events, seed=3)
    winner = next(p.team1 for p in first if not p.is_bye)
    drop = drop_team(events, EVENT, str(winner).upper(), "went home").value
    assert (drop.team, drop.after_round) == (winner, 1)
    for seed in (4, 5):
        assert all(winner not in p.teams for p in play_round(events, seed=seed))
    row = next(s for s in events.tournament(EVENT).standings() if s.team == winner)
    assert (row.points, row.wins, row.dropped) == (3, 1, True)
    with pytest.raises(EventError, match="already dropped"):
        drop_team(events, EVENT, str(winner))


def test_dropping_mid_round_keeps_the_table_open_for_its_result(events: Events) -> None:
    new_event(events, 4)
    paired = pair_next(events, EVENT, seed=1).value.pairing.pairings[0]
    drop = drop_team(events, EVENT, str(paired.team2)).value
    assert drop.unreported_table == paired.table
    state = events.tournament(EVENT)
    assert state.unreported(1) == [1, 2]
    assert state.result_at(1, paired.table) is None


def test_an_unknown_team_is_an_error_naming_at_most_3_similar_ones(events: Events) -> None:
    new_event(events, 5)
    with pytest.raises(UnknownTeamError, match=r"has no team “Team 7”\. Did you mean ") as raised:
        drop_team(events, EVENT, "Team 7")
    assert 1 <= str(raised.value).count("“Team ") - 1 <= 3
    assert str(raised.value.cli).startswith(f"event {EVENT!r} has no team 'Team 7' (similar: ")
    with pytest.raises(UnknownTeamError) as raised:
        drop_team(events, EVENT, "Nobody")
    assert str(raised.value) == f"{EVENT} has no team “Nobody”."


def test_an_event_a_penalty_created_is_set_up_in_place_and_only_once(events: Events) -> None:
    events.store.create_event(EVENT)  # as `tagduel judge penalty --event` does
    with pytest.raises(NotATournamentError, match="never set up as a tournament") as refused:
        register_team(events, EVENT, team(1), cards())
    assert "tagduel event new" in str(refused.value.cli)
    assert "tagduel" not in str(refused.value)
    info, existed = events.create(EVENT, example_settings(rounds=2))
    assert existed and info.name == EVENT
    assert events.tournament(EVENT).settings.rounds == 2
    with pytest.raises(EventExistsError):
        events.create(EVENT, example_settings())


def test_a_late_entry_is_refused_once_the_last_swiss_round_is_paired(events: Events) -> None:
    # Issue 13: a late entry after the last Swiss round (no top cut) landed in the standings
    # with a match loss for every round. 4 teams: 3 Swiss rounds and no cut (the chart).
    new_event(events, 4)
    play_round(events, seed=1)
    play_round(events, seed=2)
    register_team(events, EVENT, team(5, late=True), cards())  # round 3 is still to pair
    pair_next(events, EVENT, seed=3)
    before = events.tournament(EVENT).last_seq
    with pytest.raises(EventError, match="all 3 Swiss rounds of 'City Cup' are paired"):
        register_team(events, EVENT, team(6, late=True), cards())
    assert events.tournament(EVENT).last_seq == before
    assert "Team 6" not in events.tournament(EVENT).teams


def test_a_late_entry_is_refused_once_the_top_cut_has_started(events: Events) -> None:
    cut(events, 4, 4)
    with pytest.raises(EventError, match="registration is closed"):
        register_team(events, EVENT, team(9, late=True), cards())


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"rounds": 10**20}, "Swiss rounds must be 1 to 30, not a number of more than 12"),
        ({"rounds": 0}, "Swiss rounds must be 1 to 30, not 0"),
        ({"top_cut": 99999999999999999999}, "top cut needs 2 to 256 teams"),
        ({"top_cut": 1}, "top cut needs 2 to 256 teams"),
        ({"round_minutes": 1441}, "a round lasts 1 to 1440 minutes, not 1441"),
    ],
)
def test_event_settings_out_of_bounds_are_refused_with_a_clear_message(
    overrides: dict[str, int], message: str
) -> None:
    # Issue 13: `event new --rounds 1e20 --top-cut 99999999999999999999` was accepted.
    with pytest.raises(EventError, match=message):
        example_settings(**overrides)
