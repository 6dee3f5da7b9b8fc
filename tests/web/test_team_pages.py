"""The organiser's team pages: links that work for every team name registration accepts, names
no address can hold refused, and the edit form that keeps what was typed beside its error."""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import unquote

import pytest
from starlette.testclient import TestClient

from services.kit import DECKS, EVENT, cards, new_event, play_round, team
from tagduel.services.errors import EventError, UnknownTeamError
from tagduel.services.registration import register_team
from tagduel.services.rounds import pair_next
from web.conftest import Site


def _event(site: Site, *names: str) -> int:
    new_event(site.ctx.events, 2)
    for name in names:
        register_team(site.ctx.events, EVENT, replace(team(name), team=name), cards())
    return site.ctx.events.info(EVENT).id


def _links(page: str, name: str) -> list[str]:
    """The team's Edit, Drop and Undo links on the team list (the name as one path segment)."""
    found = re.findall(r'(?:href|action)="/e/\d+/teams/([^"/]+)/(edit|drop|undrop)"', page)
    return [f"/e/1/teams/{segment}/{verb}" for segment, verb in found if unquote(segment) == name]


@pytest.mark.parametrize("name", ["AC/DC", "a/../b", "50% #1?", "/lead", "..x"])
def test_edit_and_drop_work_for_a_team_named_with_slashes(
    site: Site, organiser: TestClient, name: str
) -> None:
    e = _event(site, name)
    page = organiser.get(f"/e/{e}/teams").text
    edit, drop = _links(page, name)
    assert organiser.get(edit).status_code == 200
    typed = {"a": f"Duelist {name}A", "b": "Someone New", "reason": "typo"}
    r = organiser.post(edit, data=typed, follow_redirects=False)
    assert r.status_code == 303, r.text[:600]
    assert site.ctx.events.tournament(EVENT).team(name).b.name == "Someone New"
    r = organiser.post(drop, data={"reason": "left"}, follow_redirects=True)
    assert site.ctx.events.tournament(EVENT).is_dropped(name)
    [_, undrop] = _links(r.text, name)
    organiser.post(undrop, data={"reason": "back"})
    assert not site.ctx.events.tournament(EVENT).is_dropped(name)


@pytest.mark.parametrize("name", [".", "..", "...."])
def test_a_team_name_of_dots_only_is_refused_with_a_reason(
    site: Site, organiser: TestClient, name: str
) -> None:
    e = _event(site)
    with pytest.raises(EventError, match="dots only"):
        register_team(site.ctx.events, EVENT, replace(team(9), team=name), cards())
    r = organiser.post(
        f"/e/{e}/teams",
        data={
            "team": name,
            "a": "X One",
            "b": "X Two",
            "deck_a_text": (DECKS / "light-A.ydk").read_text(),
            "deck_b_text": (DECKS / "dark-B.ydk").read_text(),
        },
    )
    assert r.status_code == 400
    assert "dots only" in r.text
    assert len(site.ctx.events.tournament(EVENT).teams) == 2


def test_a_refused_edit_keeps_the_input_and_names_the_field(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site)
    r = organiser.post(
        f"/e/{e}/teams/Team%201/edit",
        data={"a": "Duelist 2A", "b": "Duelist 1B", "reason": "typed wrong at the desk"},
    )
    assert r.status_code == 400
    page = r.text
    name_field = page[page.index('name="a"') : page.index('name="b"')]
    assert "already registered" in name_field, "the error stands beside Duelist A's name"
    assert 'value="Duelist 2A"' in name_field, "the name typed is kept"
    reason = page[page.index('name="reason"') :]
    assert 'value="typed wrong at the desk"' in reason
    assert "already registered" not in reason
    assert site.ctx.events.tournament(EVENT).team("Team 1").a.name == "Duelist 1A"


def test_a_team_dropped_before_any_pairing_is_said_to_drop_before_round_1(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, "Early Birds")
    page = organiser.get(f"/e/{e}/teams").text
    _, drop = _links(page, "Early Birds")
    r = organiser.post(drop, data={"reason": "left"}, follow_redirects=True)
    assert "Team Early Birds dropped before round 1." in r.text
    assert "after round 0" not in r.text


def test_an_edit_refused_for_an_illegal_deck_says_not_changed(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site)
    illegal = "\n".join((DECKS / "dark-B.ydk").read_text().splitlines()[:12])
    r = organiser.post(
        f"/e/{e}/teams/Team%201/edit",
        data={"a": "Duelist 1A", "b": "Duelist 1B", "deck_b_text": illegal, "reason": "new deck"},
    )
    assert r.status_code == 400
    assert "Not changed: the team's decks would break the deck rules" in r.text
    assert "Not registered" not in r.text
    assert "team stays registered as it was" in r.text
    organiser.cookies.set("lang", "ja")
    r = organiser.post(
        f"/e/{e}/teams/Team%201/edit",
        data={"a": "Duelist 1A", "b": "Duelist 1B", "deck_b_text": illegal, "reason": "new deck"},
    )
    assert "変更されていません" in r.text and "登録できません" not in r.text


def test_an_unknown_team_is_named_briefly_not_with_every_team(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, "Black Roses", "Team 5D's", "Team Ragnarok")
    r = organiser.get(f"/e/{e}/teams/Nope/edit")
    assert r.status_code == 400
    assert "has no team “Nope”." in r.text
    for name in ("Black Roses", "5D", "Ragnarok", "teams:"):
        assert name not in r.text
    r = organiser.get(f"/e/{e}/teams/Team%20Ragnarock/edit")
    assert "has no team “Team Ragnarock”. Did you mean “Team Ragnarok”" in r.text
    assert "Black Roses" not in r.text
    organiser.cookies.set("lang", "ja")
    r = organiser.get(f"/e/{e}/teams/Nope/edit")
    assert "「Nope」というチームはありません" in r.text and "Black Roses" not in r.text
    organiser.cookies.set("lang", "en")
    r = organiser.post(f"/api/v1/events/{e}/teams/Nope/drop", json={"reason": "left"})
    assert r.status_code == 404
    assert "has no team “Nope”." in r.json()["detail"] and "Black Roses" not in r.text


def test_similar_team_names_are_at_most_three() -> None:
    known = [f"Team {n}" for n in range(1, 20)]
    error = UnknownTeamError.named("Cup", "Team 1O", known)
    assert 1 <= str(error).count("“Team") - 1 <= 3
    assert "Team 1" in str(error.cli) and str(error.cli).count("'Team") <= 4


def test_a_late_entry_is_told_it_starts_with_a_match_loss_for_each_round_paired(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, "Team 3", "Team 4")
    play_round(site.ctx.events, seed=1)
    pair_next(site.ctx.events, EVENT, 2)
    r = organiser.post(
        f"/e/{e}/teams",
        data={
            "team": "Latecomers",
            "a": "Late One",
            "b": "Late Two",
            "deck_a_text": (DECKS / "light-A.ydk").read_text(),
            "deck_b_text": (DECKS / "dark-B.ydk").read_text(),
            "late": "1",
        },
    )
    assert r.status_code == 200
    assert (
        "Team Latecomers registered as a late entry: both decks are legal. It is first paired "
        "in round 3 and starts with a match loss for each of rounds 1-2."
    ) in r.text
