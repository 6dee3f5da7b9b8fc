"""The rulebook's names for phases, zones and teams, for text a person reads.

The scenario notation and the code keep short words (`main1`, `gy`, `st`); the duel log, the
engine's reasons and every other sentence a duelist reads say "Main Phase 1", "Graveyard",
"Spell & Trap Zone" (../shared/STYLE.md: "Names a user reads are the rulebook's names").

Every name and phrase here is a `Text` (`tagduel.i18n.lazy`): English where it is read as a
`str`, the reader's language where an adapter renders it. The names are made once, at import;
the phrases only when a text is read, never while the engine lists actions.
"""

from __future__ import annotations

import enum
import re
from typing import Final

from tagduel.engine.seats import Seat, Team
from tagduel.engine.zones import Location
from tagduel.i18n import Text, lazy

PHASE_NAMES: Final[dict[str, Text]] = {
    "draw": lazy("Draw Phase"),
    "standby": lazy("Standby Phase"),
    "main1": lazy("Main Phase 1"),
    "battle": lazy("Battle Phase"),
    "main2": lazy("Main Phase 2"),
    "end": lazy("End Phase"),
}
"""By the notation's phase word (`Phase.value`: this module sits below `state`, which holds
the event log)."""

THE_PHASE: Final[dict[str, Text]] = {
    "draw": lazy("the Draw Phase"),
    "standby": lazy("the Standby Phase"),
    "main1": lazy("Main Phase 1"),
    "battle": lazy("the Battle Phase"),
    "main2": lazy("Main Phase 2"),
    "end": lazy("the End Phase"),
}
"""The phases as a sentence names them ("enters the Battle Phase", but "enters Main Phase 1")."""

ZONE_NAMES: Final[dict[Location, Text]] = {
    Location.HAND: lazy("hand"),
    Location.DECK: lazy("Deck"),
    Location.EXTRA: lazy("Extra Deck"),
    Location.GY: lazy("Graveyard"),
    Location.BANISHED: lazy("banished cards"),
    Location.MONSTERS: lazy("Monster Zone"),
    Location.ST: lazy("Spell & Trap Zone"),
    Location.FIELD: lazy("Field Zone"),
    Location.MATERIAL: lazy("Xyz Materials"),
}

POSITION_NAMES: Final[dict[str, Text]] = {
    "attack": lazy("Attack Position"),
    "defense": lazy("Defense Position"),
    "set": lazy("face-down Defense Position"),
}

TEAM_NAMES: Final[dict[Team, Text]] = {
    Team.ONE: lazy("Team {number}", number=1),
    Team.TWO: lazy("Team {number}", number=2),
}

COUNTER_NAMES: Final[dict[str, Text]] = {
    "Spell Counter": lazy("Spell Counter"),
    "Wedge Counter": lazy("Wedge Counter"),
    "Black Feather Counter": lazy("Black Feather Counter"),
}
"""The counters the card scripts place, by the name the card text gives them."""

OPTION_NAMES: Final[dict[str, Text]] = {
    "attack": lazy("attack"),
    "defense": lazy("defense"),
}
"""The option words the card scripts offer (`EffectContext.choose_option`: Monster Reborn's
"attack" or "defense"), as the reader's language names them."""

COMMA: Final = lazy(", ")
"""The separator of a list ("、" in Japanese)."""

TERMINATION_NAMES: Final[dict[str, Text]] = {
    "life points": lazy("life points"),
    "deck out": lazy("deck out"),
    "special win": lazy("special win"),
}
"""How a duel ended, as `Outcome.to_text()` writes it."""


def phase_name(phase: enum.Enum | str) -> str:
    """ "Main Phase 1" for `Phase.MAIN1` or "main1"; an unknown word is returned as it is."""
    word = str(phase.value) if isinstance(phase, enum.Enum) else phase
    return PHASE_NAMES.get(word, word)


def the_phase(phase: enum.Enum | str) -> str:
    """ "the Battle Phase", but "Main Phase 1" (as the rulebook writes them in a sentence)."""
    word = str(phase.value) if isinstance(phase, enum.Enum) else phase
    return THE_PHASE.get(word) or f"the {word}"


def zone_name(zone: Location | str) -> str:
    """ "Graveyard" for `Location.GY` or "gy"; an unknown word is returned as it is."""
    if isinstance(zone, Location):
        return ZONE_NAMES[zone]
    try:
        return ZONE_NAMES[Location(zone)]
    except ValueError:
        return zone


def counter_name(counter: str) -> str:
    """ "Spell Counter" as the reader's language names it; an unknown name as it is."""
    return COUNTER_NAMES.get(counter, counter)


def option_name(word: str) -> str:
    """A card script's option word ("attack") in the reader's language; an unknown word as
    it is."""
    return OPTION_NAMES.get(word, word)


def position_name(position: str) -> str:
    """ "Attack Position" for "attack"; an unknown word is returned as it is."""
    return POSITION_NAMES.get(position, position)


def team_name(team: Team) -> str:
    """ "Team 1" (the notation's word is `team1`)."""
    return TEAM_NAMES[team]


def with_team_names(text: str) -> str:
    """The notation's team words (`team1`) in `text` as "Team 1"; a duel's result
    (`Outcome.to_text()`: "team1 wins (life points)") as a translatable text."""
    result = readable_result(text)
    return result if result is not None else _TEAM_WORD.sub(r"Team \1", text)


def readable_result(result: str) -> Text | None:
    """ "Team 1 wins (life points)" for the notation's "team1 wins (life points)", "draw (deck
    out)" for itself; None for any other text."""
    m = _RESULT.fullmatch(result)
    if m is None:
        return None
    how = [TERMINATION_NAMES.get(word, word) for word in m["how"].split(", ")]
    joined = how[0] if len(how) == 1 else Text.joined(COMMA, how)
    if m["team"] is None:
        return lazy("draw ({how})", how=joined)
    return lazy("{team} wins ({how})", team=TEAM_NAMES[Team(int(m["team"]))], how=joined)


_TEAM_WORD: Final = re.compile(r"\bteam([12])\b")
_RESULT: Final = re.compile(r"(?:team(?P<team>[12]) wins|draw) \((?P<how>[a-z ,]+)\)")


def place_name(place: str) -> str:
    """ "1B's hand" for the notation's "1B.hand"; "1B's Graveyard" for "1B.gy"."""
    seat, _, zone = place.partition(".")
    try:
        who = Seat(seat).value
    except ValueError:
        return zone_name(place)
    return lazy("{seat}'s {zone}", seat=who, zone=zone_name(zone)) if zone else who


_REF: Final = re.compile(
    r'(?P<seat>[12][AB])(?:\.(?P<zone>[a-z]+)(?:\[\d\])?)?:"(?P<name>(?:[^"\\]|\\.)*)"'
)


def readable_refs(text: str) -> str:
    """`1B.hand:"Jinzo" 2A:"Kycoo"` (the action notation's card references) as `"Jinzo"
    (1B's hand) and "Kycoo" (2A)`; text that is not only card references stays as it is."""
    refs = list(_REF.finditer(text))
    if not refs or _REF.sub("", text).strip():
        return text
    return listed([_one_ref(m) for m in refs])


def listed(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C" (each item translated where it is a `Text`)."""
    if len(items) == 1:
        return items[0]
    first = items[0] if len(items) == 2 else Text.joined(COMMA, items[:-1])
    return lazy("{first} and {last}", first=first, last=items[-1])


def quoted(name: str) -> Text:
    """A card's name in quotes, as the log writes it ("Jinzo"; 「Jinzo」 in Japanese)."""
    return lazy('"{card}"', card=name)


def _one_ref(m: re.Match[str]) -> str:
    name = re.sub(r"\\(.)", r"\1", m["name"])
    where = place_name(f"{m['seat']}.{m['zone']}") if m["zone"] else m["seat"]
    return lazy("{card} ({place})", card=quoted(name), place=where)
