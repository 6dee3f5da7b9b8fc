"""Helpers for the judges' pages tests: the demo event with round 1 paired and its codes, and
clients joined as a judge, the head judge or a duelist."""

from __future__ import annotations

import re
from dataclasses import dataclass

from starlette.testclient import TestClient

from services.kit import cards
from tagduel.services.access import JudgeRole, new_join_code, new_judge_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.projection import EventState
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Pairing
from web.conftest import Site

JUDGE = "Jo Floor"
HEAD = "Hana Head"


@dataclass(frozen=True)
class Desk:
    """The demo event (round 1 paired) with its duelists', judges' and head judge's codes."""

    site: Site
    event_id: int
    join_code: str
    judge_code: str
    head_code: str

    @property
    def state(self) -> EventState:
        return self.site.ctx.events.tournament(DEMO_EVENT)

    def table(self, number: int = 1) -> Pairing:
        return self.state.paired_round(len(self.state.paired)).pairing_at(number)

    def duelist(self, number: int = 1, side: int = 1, seat: str = "a") -> str:
        pairing = self.table(number)
        entry = self.state.team(str(pairing.team1 if side == 1 else pairing.team2))
        return str(getattr(entry, seat).name)

    def url(self, path: str = "") -> str:
        return f"/e/{self.event_id}/judge{path}"


def open_desk(site: Site, seed: int = 1) -> Desk:
    events = site.ctx.events
    info = ensure_demo(events, cards())
    pair_next(events, DEMO_EVENT, seed=seed)
    return Desk(
        site,
        info.id,
        new_join_code(events, DEMO_EVENT),
        new_judge_code(events, DEMO_EVENT),
        new_judge_code(events, DEMO_EVENT, JudgeRole.HEAD_JUDGE),
    )


def client(site: Site, lang: str = "en") -> TestClient:
    cookies = {"lang": lang} if lang != "en" else None
    return TestClient(site.app, headers={"sec-fetch-site": "same-origin"}, cookies=cookies)


def as_judge(desk: Desk, name: str = JUDGE, *, head: bool = False, lang: str = "en") -> TestClient:
    c = client(desk.site, lang)
    code = desk.head_code if head else desk.judge_code
    r = c.post("/judge/join", data={"code": code, "name": name}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == desk.url(), r.text[:300]
    return c


def as_duelist(desk: Desk, name: str, lang: str = "en") -> TestClient:
    c = client(desk.site, lang)
    r = c.post("/join", data={"code": desk.join_code, "name": name}, follow_redirects=False)
    assert r.status_code == 303, r.text[:300]
    return c


def flashes(page: str) -> list[str]:
    return re.findall(r'class="flash[^"]*"[^>]*>([^<]*)<', page)


def form_key(page: str) -> str:
    found = re.search(r'id="penalty-form".*?name="key" value="([^"]+)"', page, re.S)
    assert found, "the penalty form carries its idempotency key"
    return found.group(1)
