"""The demo event of `tagduel serve --demo`: 16 teams registered (with legal team decks of the
built-in card set, checked like any registration), ready to pair round 1."""

from __future__ import annotations

from tagduel.cards.db import CardDB
from tagduel.decks.builtin import EXAMPLE_DECKS, builtin_lflist, example_deck_bytes
from tagduel.decks.formats import read_deck
from tagduel.services.eventfacts import EventSettings
from tagduel.services.events import Events
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team
from tagduel.store import EventInfo

DEMO_EVENT = "Demo Cup"
TEAMS = (
    ("Black Roses", "Aki Izayoi", "Misty Tredwell"),
    ("Team 5D's", "Yusei Fudo", "Jack Atlas"),
    ("Team Ragnarok", "Dragan", "Broder"),
    ("Team Unicorn", "Andre", "Breo"),
    ("Team Catastrophe", "Bommer", "Greiger"),
    ("Dark Signers", "Rex Goodwin", "Roman Goodwin"),
    ("Arcadia", "Sayer", "Lazar"),
    ("Security", "Trudge", "Mina Simington"),
    ("遊戯王チーム", "武藤 遊戯", "城之内 克也"),
    ("海馬コーポレーション", "海馬 瀬人", "海馬 モクバ"),
    ("Team Taiyo", "Chojiro Tanba", "Taro Tanba"),
    ("Kuribohs", "Leo", "Luna"),
    ("Team Satisfaction", "Kalin Kessler", "Crow Hogan"),
    ("Ark Cradle", "Z-one", "Aporia"),
    ("Duel Academy", "Jaden Yuki", "Alexis Rhodes"),
    ("Team New World", "Jean", "Sherry LeBlanc"),
)


def ensure_demo(events: Events, db: CardDB) -> EventInfo:
    """The demo event, created with its 16 teams when the database has none of that name."""
    found = events.store.find_event(DEMO_EVENT)
    if found is not None:
        return found
    lists = builtin_lflist()
    settings = EventSettings(banlist=lists.get(None), banlist_source="builtin")
    info, _ = events.create(DEMO_EVENT, settings)
    light, dark = (read_deck(example_deck_bytes(n), source=n, db=db) for n in EXAMPLE_DECKS)
    for team, a, b in TEAMS:
        request = TeamRequest(team, DuelistEntry(a, light), DuelistEntry(b, dark))
        register_team(events, DEMO_EVENT, request, db)
    return info
