"""Forbidden & Limited lists in the EDOPro/YGOPro `lflist.conf` text format.

One file holds one or more lists::

    #[2026.05 TCG]            a comment (any line starting with '#')
    !2026.05 TCG              a new list and its name
    $whitelist                in this list, every card not named is Forbidden
    21044178 0 --Abyss Dweller    passcode, copies allowed (0-3), optional comment

Parsing is tolerant by default: a bad line is recorded in `LFListFile.problems` with its line
number and skipped; `strict=True` raises the first one instead.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from tagduel.cards.model import Availability
from tagduel.errors import InputError, TagDuelError

UNLIMITED = 3


class Status(enum.Enum):
    """A card's status on a list, named as the list names it."""

    FORBIDDEN = 0
    LIMITED = 1
    SEMI_LIMITED = 2
    UNLIMITED = 3

    @property
    def label(self) -> str:
        return self.name.replace("_", "-").title()


@dataclass(frozen=True, slots=True)
class BanList:
    """One Forbidden & Limited list: copies allowed per passcode.

    `availability` is the card pool the list belongs to (TCG or OCG), read from its name; None
    when the name does not say (then any TCG or OCG card is usable).
    """

    name: str
    limits: Mapping[int, int] = field(default_factory=dict)
    whitelist: bool = False
    availability: Availability | None = None

    def limit(self, passcode: int, original: int | None = None) -> int:
        """Copies allowed of this card: listed passcode first, then its original's."""
        found = self.limits.get(passcode)
        if found is None and original is not None:
            found = self.limits.get(original)
        if found is None:
            return 0 if self.whitelist else UNLIMITED
        return found

    def status(self, passcode: int, original: int | None = None) -> Status:
        return Status(self.limit(passcode, original))

    def listed(self, passcode: int, original: int | None = None) -> bool:
        return passcode in self.limits or (original is not None and original in self.limits)

    def counts(self) -> dict[Status, int]:
        """How many passcodes the list names at each status."""
        out = dict.fromkeys(Status, 0)
        for copies in self.limits.values():
            out[Status(copies)] += 1
        return out


def availability_from_name(name: str) -> Availability | None:
    upper = name.upper()
    if "TCG" in upper and "OCG" not in upper:
        return Availability.TCG
    if "OCG" in upper and "TCG" not in upper:
        return Availability.OCG
    return None


class UnknownBanListError(TagDuelError, LookupError):
    """A list name that the file does not hold."""


@dataclass(slots=True)
class LFListFile:
    """All lists of one lflist.conf file, in file order, with the lines that could not be read."""

    lists: list[BanList]
    problems: list[InputError]
    source: str = ""

    def __iter__(self) -> Iterator[BanList]:
        return iter(self.lists)

    def __len__(self) -> int:
        return len(self.lists)

    def names(self) -> list[str]:
        return [b.name for b in self.lists]

    def get(self, name: str | None = None) -> BanList:
        """The list called `name` (exact, then case-insensitive), or the first list if None."""
        if not self.lists:
            raise UnknownBanListError(
                f"{self.source or 'ban list file'}: holds no list (no '!name' line)"
            )
        if name is None:
            return self.lists[0]
        for wanted in (name, name.casefold()):
            for banlist in self.lists:
                if banlist.name == wanted or banlist.name.casefold() == wanted:
                    return banlist
        shown = ", ".join(repr(n) for n in self.names()[:12])
        more = f" and {len(self.lists) - 12} more" if len(self.lists) > 12 else ""
        raise UnknownBanListError(
            f"{self.source or 'ban list file'}: no list named {name!r}; it holds {shown}{more}"
        )


@dataclass(slots=True)
class _Builder:
    name: str
    limits: dict[int, int] = field(default_factory=dict)
    whitelist: bool = False

    def build(self) -> BanList:
        return BanList(self.name, self.limits, self.whitelist, _pool(self))


def _pool(builder: _Builder) -> Availability | None:
    return None if builder.whitelist else availability_from_name(builder.name)


def parse_lflist(text: str, *, source: str = "", strict: bool = False) -> LFListFile:
    """Read every list of an lflist.conf text."""
    lists: list[BanList] = []
    problems: list[InputError] = []
    current: _Builder | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        problem: str | None = None
        if line.startswith("!"):
            if current is not None:
                lists.append(current.build())
            current = _Builder(line[1:].strip())
        elif current is None:
            problem = "entry before the first list name (a line '!name' starts a list)"
        elif line.startswith("$"):
            if line.lower().startswith("$whitelist"):
                current.whitelist = True
        else:
            problem = _add_entry(current, line)
        if problem is not None:
            error = InputError(f"{problem}: {raw.strip()[:60]!r}", source=source, line=number)
            if strict:
                raise error
            problems.append(error)
    if current is not None:
        lists.append(current.build())
    return LFListFile(lists, problems, source)


def _add_entry(current: _Builder, line: str) -> str | None:
    body = line.split("--", 1)[0].split()
    if len(body) < 2:
        return "expected 'passcode copies' (e.g. '21044178 0 --Abyss Dweller')"
    code_text, count_text = body[0], body[1]
    if not code_text.isdigit() or int(code_text) > 0xFFFFFFFF:
        return f"{code_text!r} is not a passcode"
    if count_text not in {"0", "1", "2", "3"}:
        return f"copies must be 0, 1, 2 or 3, not {count_text!r}"
    current.limits[int(code_text)] = int(count_text)
    return None
