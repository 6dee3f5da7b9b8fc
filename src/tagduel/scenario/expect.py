"""Reading `expect:` lines (scenario format, "Expectations") into `Expectation` values.

| form | example |
|---|---|
| team LP | `team1 lp == 15600` |
| zone count | `1B hand count == 1` |
| zone membership | `1A gy has "Smashing Ground"`, `2B monsters lacks "Jinzo"` |
| position | `1B monsters:"Jinzo" position == defense` |
| ATK / DEF (an extension) | `1A monsters:"Jinzo" atk == 3400`, `1A monsters:"Jinzo" def >= 1500` |
| turn state | `turn == 6`, `turn_duelist == 2B`, `phase == battle` |
| pending decision | `pending == 2A` (or `none` when the duel is over) |
| outcome | `winner == team1`, `winner == none`, `winner == draw` |
| legality | `illegal: 2A attack "Cyber Dragon" direct`, `legal: 1B special-summon "Cyber Dragon"` |
"""

from __future__ import annotations

import re

from tagduel.scenario.model import Expectation, Op, Place, ScenarioFormatError, Subject

ZONES = ("hand", "deck", "extra", "gy", "banished", "monsters", "st", "field")
PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
SEATS = ("1A", "2A", "1B", "2B")

_OP = r"(?P<op>==|!=|<=|>=|<|>)"
_SEAT = r"(?P<who>[12][ABab])"
_ZONE = r"(?P<zone>" + "|".join(ZONES) + ")"
_NAME = r'"(?P<card>(?:[^"\\]|\\.)*)"'
_FORMS: list[tuple[Subject, re.Pattern[str]]] = [
    (Subject.LP, re.compile(rf"(?P<who>team[12])\s+lp\s*{_OP}\s*(?P<value>-?\d+)", re.I)),
    (Subject.COUNT, re.compile(rf"{_SEAT}[ .]{_ZONE}\s+count\s*{_OP}\s*(?P<value>\d+)", re.I)),
    (Subject.HAS, re.compile(rf"{_SEAT}[ .]{_ZONE}\s+has\s+{_NAME}", re.I)),
    (Subject.LACKS, re.compile(rf"{_SEAT}[ .]{_ZONE}\s+lacks\s+{_NAME}", re.I)),
    (
        Subject.POSITION,
        re.compile(
            rf"{_SEAT}[ .]{_ZONE}:{_NAME}\s+position\s*(?P<op>==|!=)\s*(?P<value>attack|defense|set)",
            re.I,
        ),
    ),
    (
        Subject.ATK,
        re.compile(rf"{_SEAT}[ .]{_ZONE}:{_NAME}\s+atk\s*{_OP}\s*(?P<value>\d+)", re.I),
    ),
    (
        Subject.DEF,
        re.compile(rf"{_SEAT}[ .]{_ZONE}:{_NAME}\s+def\s*{_OP}\s*(?P<value>\d+)", re.I),
    ),
    (
        Subject.TURN_DUELIST,
        re.compile(r"turn_duelist\s*(?P<op>==|!=)\s*(?P<value>[12][ABab])", re.I),
    ),
    (Subject.TURN, re.compile(rf"turn\s*{_OP}\s*(?P<value>\d+)", re.I)),
    (
        Subject.PHASE,
        re.compile(r"phase\s*(?P<op>==|!=)\s*(?P<value>" + "|".join(PHASES) + ")", re.I),
    ),
    (Subject.PENDING, re.compile(r"pending\s*(?P<op>==|!=)\s*(?P<value>[12][ABab]|none)", re.I)),
    (Subject.WINNER, re.compile(r"winner\s*(?P<op>==|!=)\s*(?P<value>team[12]|none|draw)", re.I)),
]
_MAX_DIGITS = 18
_LEGALITY = re.compile(r"(?P<kind>illegal|legal)\s*:\s*(?P<action>\S.*)", re.I)


def parse_expectation(text: str, place: Place, *, source: str = "") -> Expectation:
    """One expectation line; a ScenarioFormatError names the forms there are."""
    line = text.strip()
    legality = _LEGALITY.fullmatch(line)
    if legality:
        subject = Subject(legality["kind"].lower())
        return Expectation(line, place, subject, action=legality["action"].strip())
    for subject, pattern in _FORMS:
        m = pattern.fullmatch(line)
        if m and len(m.groupdict().get("value") or "") > _MAX_DIGITS:
            raise ScenarioFormatError(
                f"the number in the expectation {line[:60]!r} is too large",
                source=source,
                place=place,
            )
        if m:
            return _build(line, place, subject, m)
    raise ScenarioFormatError(
        f"cannot read the expectation {line!r}; forms: 'team1 lp == 15600', '1B hand count == 1', "
        "'1A gy has \"Name\"', '2B monsters lacks \"Name\"', '1B monsters:\"Name\" position == defense', "
        "'1A monsters:\"Name\" atk == 3000', "
        "'turn == 6', 'turn_duelist == 2B', 'phase == battle', 'pending == 2A', 'winner == team1', "
        "'illegal: ACTION', 'legal: ACTION'",
        source=source,
        place=place,
    )


def _build(line: str, place: Place, subject: Subject, m: re.Match[str]) -> Expectation:
    groups = m.groupdict()
    raw = groups.get("value") or ""
    value: int | str = int(raw) if re.fullmatch(r"-?\d+", raw) else raw.lower()
    if subject in (Subject.TURN_DUELIST, Subject.PENDING) and value != "none":
        value = str(value).upper()
    card = re.sub(r"\\(.)", r"\1", groups.get("card") or "")
    return Expectation(
        line,
        place,
        subject,
        Op(groups.get("op") or "=="),
        who=(groups.get("who") or "").upper()
        if subject is not Subject.LP
        else groups["who"].lower(),
        zone=(groups.get("zone") or "").lower(),
        card=card,
        value=value,
    )


def quoted_names(action: str) -> list[str]:
    """The card names quoted in an action line (to check them against the card database)."""
    return [re.sub(r"\\(.)", r"\1", n) for n in re.findall(r'"((?:[^"\\]|\\.)*)"', action)]
