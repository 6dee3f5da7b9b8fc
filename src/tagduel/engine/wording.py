"""The rulebook's names for phases, zones and teams, for text a person reads.

The scenario notation and the code keep short words (`main1`, `gy`, `st`); the duel log, the
engine's reasons and every other sentence a duelist reads say "Main Phase 1", "Graveyard",
"Spell & Trap Zone" (../shared/STYLE.md: "Names a user reads are the rulebook's names").
"""

from __future__ import annotations

import enum
import re

from tagduel.engine.seats import Seat, Team
from tagduel.engine.zones import Location

PHASE_NAMES: dict[str, str] = {
    "draw": "Draw Phase",
    "standby": "Standby Phase",
    "main1": "Main Phase 1",
    "battle": "Battle Phase",
    "main2": "Main Phase 2",
    "end": "End Phase",
}
"""By the notation's phase word (`Phase.value`: this module sits below `state`, which holds
the event log)."""

ZONE_NAMES: dict[Location, str] = {
    Location.HAND: "hand",
    Location.DECK: "Deck",
    Location.EXTRA: "Extra Deck",
    Location.GY: "Graveyard",
    Location.BANISHED: "banished cards",
    Location.MONSTERS: "Monster Zone",
    Location.ST: "Spell & Trap Zone",
    Location.FIELD: "Field Zone",
    Location.MATERIAL: "Xyz Materials",
}

POSITION_NAMES: dict[str, str] = {
    "attack": "Attack Position",
    "defense": "Defense Position",
    "set": "face-down Defense Position",
}


def phase_name(phase: enum.Enum | str) -> str:
    """ "Main Phase 1" for `Phase.MAIN1` or "main1"; an unknown word is returned as it is."""
    word = str(phase.value) if isinstance(phase, enum.Enum) else phase
    return PHASE_NAMES.get(word, word)


def the_phase(phase: enum.Enum | str) -> str:
    """ "the Battle Phase", but "Main Phase 1" (as the rulebook writes them in a sentence)."""
    name = phase_name(phase)
    return name if name.startswith("Main Phase") else f"the {name}"


def zone_name(zone: Location | str) -> str:
    """ "Graveyard" for `Location.GY` or "gy"; an unknown word is returned as it is."""
    if isinstance(zone, Location):
        return ZONE_NAMES[zone]
    try:
        return ZONE_NAMES[Location(zone)]
    except ValueError:
        return zone


def position_name(position: str) -> str:
    """ "Attack Position" for "attack"; an unknown word is returned as it is."""
    return POSITION_NAMES.get(position, position)


def team_name(team: Team) -> str:
    """ "Team 1" (the notation's word is `team1`)."""
    return f"Team {team.value}"


def with_team_names(text: str) -> str:
    """The notation's team words (`team1`) in `text` as "Team 1"."""
    return _TEAM_WORD.sub(r"Team \1", text)


_TEAM_WORD = re.compile(r"\bteam([12])\b")


def place_name(place: str) -> str:
    """ "1B's hand" for the notation's "1B.hand"; "1B's Graveyard" for "1B.gy"."""
    seat, _, zone = place.partition(".")
    try:
        who = Seat(seat).value
    except ValueError:
        return zone_name(place)
    return f"{who}'s {zone_name(zone)}" if zone else who


_REF = re.compile(
    r'(?P<seat>[12][AB])(?:\.(?P<zone>[a-z]+)(?:\[\d\])?)?:"(?P<name>(?:[^"\\]|\\.)*)"'
)


def readable_refs(text: str) -> str:
    """`1B.hand:"Jinzo" 2A:"Kycoo"` (the action notation's card references) as `"Jinzo"
    (1B's hand) and "Kycoo" (2A)`; text that is not only card references stays as it is."""
    refs = list(_REF.finditer(text))
    if not refs or _REF.sub("", text).strip():
        return text
    shown = [_one_ref(m) for m in refs]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def _one_ref(m: re.Match[str]) -> str:
    name = re.sub(r"\\(.)", r"\1", m["name"])
    where = place_name(f"{m['seat']}.{m['zone']}") if m["zone"] else m["seat"]
    return f'"{name}" ({where})'
