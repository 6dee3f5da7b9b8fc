"""The organiser's team pages: links that work for every team name registration accepts, names
no address can hold refused, and the edit form that keeps what was typed beside its error."""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import unquote

import pytest
from starlette.testclient import TestClient

from services.kit import DECKS, EVENT, cards, new_event, team
from tagduel.services.errors import EventError
from tagduel.services.registration import register_team
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
