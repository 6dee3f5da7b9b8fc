"""Forbidden & Limited lists in the EDOPro/YGOPro `lflist.conf` text format.

One file holds one or more lists::

    #[2026.05 TCG]            a comment (any line starting with '#')
    !2026.05 TCG              a new list and its name
    $whitelist                in this list, every card not named is Forbidden
    21044178 0 --Abyss Dweller    passcode, copies allowed (0-3), optional comment

Parsing is tolerant by default: a line that cannot be read is recorded in `LFListFile.problems`
with its line number and skipped; `strict=True` raises the first one instead. Besides malformed
entries, these are problems too, because each would otherwise change a list without a word: an
entry before the first `!name`, an unknown `$` directive, a card listed twice in one list with
different counts (the first is kept), and a second list with the name of an earlier one (lists
are chosen by name, case-insensitively; the second is skipped with its entries). The parser never
prints: the caller decides whether a problem stops it or becomes a warning.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from tagduel.cards.model import Availability
from tagduel.errors import InputError, TagDuelError
from tagduel.i18n import Text, lazy

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
                lazy("{file}: holds no list (no '!name' line)", file=self._file())
            )
        if name is None:
            return self.lists[0]
        for wanted in (name, name.casefold()):
            for banlist in self.lists:
                if banlist.name == wanted or banlist.name.casefold() == wanted:
                    return banlist
        shown = ", ".join(repr(n) for n in self.names()[:12])
        values = {"file": self._file(), "name": name, "lists": shown}
        if len(self.lists) > 12:
            raise UnknownBanListError(
                lazy(
                    "{file}: no list named {name!r}; it holds {lists} and {more} more",
                    more=len(self.lists) - 12,
                    **values,
                )
            )
        raise UnknownBanListError(
            lazy("{file}: no list named {name!r}; it holds {lists}", **values)
        )

    def _file(self) -> str:
        return self.source or lazy("ban list file")


@dataclass(slots=True)
class _Builder:
    name: str
    limits: dict[int, int] = field(default_factory=dict)
    whitelist: bool = False
    lines: dict[int, int] = field(default_factory=dict)
    """The line each passcode was listed on, to name it when the card is listed again."""
    kept: bool = True
    """False for a list whose name an earlier list already has: it is read but not returned."""

    def build(self) -> BanList:
        return BanList(self.name, self.limits, self.whitelist, _pool(self))


def _pool(builder: _Builder) -> Availability | None:
    return None if builder.whitelist else availability_from_name(builder.name)


def parse_lflist(text: str, *, source: str = "", strict: bool = False) -> LFListFile:
    """Read every list of an lflist.conf text, collecting the lines that cannot be read."""
    reader = _Reader(source, strict)
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if line and not line.startswith("#"):
            reader.read(line, number)
    return reader.finish()


@dataclass(slots=True)
class _Reader:
    """The state of one parse: the lists so far, the list being read, the problems found."""

    source: str
    strict: bool
    lists: list[BanList] = field(default_factory=list)
    problems: list[InputError] = field(default_factory=list)
    current: _Builder | None = None
    starts: dict[str, int] = field(default_factory=dict)
    """Each list name (case-folded) and the line its list starts on."""

    def read(self, line: str, number: int) -> None:
        if line.startswith("!"):
            problem = self._start(line[1:].strip(), number)
        elif self.current is None:
            problem = "entry before the first list name (a line '!name' starts a list)"
        elif line.startswith("$"):
            problem = _directive(self.current, line)
        else:
            problem = _add_entry(self.current, line, number)
        if problem is not None:
            self._fail(Text.joined(": ", [problem, repr(line[:60])]), number)

    def finish(self) -> LFListFile:
        self._close()
        return LFListFile(self.lists, self.problems, self.source)

    def _start(self, name: str, number: int) -> str | None:
        self._close()
        self.current = _Builder(name)
        first = self.starts.setdefault(name.casefold(), number)
        if first == number:
            return None
        self.current.kept = False
        return lazy(
            "a second list named {name!r} (the first starts on line {first})",
            name=name,
            first=first,
        )

    def _close(self) -> None:
        if self.current is not None and self.current.kept:
            self.lists.append(self.current.build())
        self.current = None

    def _fail(self, message: str, number: int) -> None:
        error = InputError(message, source=self.source, line=number)
        if self.strict:
            raise error
        self.problems.append(error)


def _directive(current: _Builder, line: str) -> str | None:
    if line.lower().startswith("$whitelist"):
        current.whitelist = True
        return None
    return lazy("unknown directive (the only one is '$whitelist')")


def _add_entry(current: _Builder, line: str, number: int) -> str | None:
    body = line.split("--", 1)[0].split()
    if len(body) < 2:
        return lazy("expected 'passcode copies' (e.g. '21044178 0 --Abyss Dweller')")
    code_text, count_text = body[0], body[1]
    if not (code_text.isascii() and code_text.isdigit()) or int(code_text) > 0xFFFFFFFF:
        return lazy("{code!r} is not a passcode", code=code_text)
    if count_text not in {"0", "1", "2", "3"}:
        return lazy("copies must be 0, 1, 2 or 3, not {count!r}", count=count_text)
    passcode, copies = int(code_text), int(count_text)
    known = current.limits.get(passcode)
    if known is None:
        current.limits[passcode] = copies
        current.lines[passcode] = number
    elif known != copies:
        first = current.lines[passcode]
        return lazy(
            "passcode {passcode} is listed again with {copies}, after {known} on line {first}",
            passcode=passcode,
            copies=copies,
            known=known,
            first=first,
        )
    return None
