"""The official record: a person's penalties across events, with CSV and JSON exports.

Every issued penalty is kept and shown; warnings and above are officially recorded (seed 000
lines 7, 11, 15, 19, 23), cautions are marked unrecorded, and a voided penalty stays visible
marked voided (corrections are new facts, never edits).
"""

from __future__ import annotations

import csv
import enum
import io
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tagduel.csvsafe import write_cell
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.codec import Void
from tagduel.penalties.facts import format_value
from tagduel.penalties.model import IssuedPenalty, Lang, person_key


class Status(enum.Enum):
    """Where an issued penalty stands in the official record."""

    RECORDED = "recorded"
    UNRECORDED = "unrecorded"
    VOIDED = "voided"


@dataclass(frozen=True, slots=True)
class RecordEntry:
    penalty: IssuedPenalty
    status: Status
    void: Void | None = None


@dataclass(frozen=True, slots=True)
class PersonRecord:
    """All penalties issued to one person, oldest first."""

    person: str
    entries: tuple[RecordEntry, ...]

    @property
    def recorded(self) -> tuple[RecordEntry, ...]:
        return tuple(e for e in self.entries if e.status is Status.RECORDED)


VoidIndex = Mapping[tuple[str, int], Void]


def index_voids(voids: Iterable[Void]) -> dict[tuple[str, int], Void]:
    """Voids by (event, number voided); the first void of a penalty counts."""
    index: dict[tuple[str, int], Void] = {}
    for void in voids:
        index.setdefault((void.event, void.voids), void)
    return index


def void_of(penalty: IssuedPenalty, voids: VoidIndex) -> Void | None:
    if penalty.number is None:
        return None
    return voids.get((penalty.occasion.event, penalty.number))


def status_of(penalty: IssuedPenalty, catalogue: Catalogue, voids: VoidIndex) -> Status:
    if void_of(penalty, voids) is not None:
        return Status.VOIDED
    return Status.RECORDED if catalogue.is_recorded(penalty.actual) else Status.UNRECORDED


def active(penalties: Iterable[IssuedPenalty], voids: VoidIndex) -> list[IssuedPenalty]:
    """The penalties still in force (not voided): what Rule B and the results look at."""
    return [p for p in penalties if void_of(p, voids) is None]


def build_record(
    person: str, penalties: Iterable[IssuedPenalty], voids: VoidIndex, catalogue: Catalogue
) -> PersonRecord:
    """The record of `person` (matched case- and space-insensitively) from all penalties."""
    key = person_key(person)
    mine = sorted(
        (p for p in penalties if person_key(p.offender.person) == key),
        key=lambda p: (p.occasion.at, p.occasion.event, p.number or 0),
    )
    entries = tuple(RecordEntry(p, status_of(p, catalogue, voids), void_of(p, voids)) for p in mine)
    return PersonRecord(person, entries)


COLUMNS = (
    "event",
    "number",
    "round",
    "table",
    "time",
    "person",
    "team",
    "seat",
    "infraction",
    "group",
    "description",
    "facts",
    "guideline",
    "actual",
    "reason",
    "repeat_of",
    "upgrade",
    "timing",
    "consequence",
    "judge",
    "status",
    "void_reason",
)


def entry_row(entry: RecordEntry, catalogue: Catalogue, lang: Lang = Lang.EN) -> dict[str, Any]:
    """One entry as a flat row (CSV and JSON share it); facts as `key=value` text."""
    p, where, who = entry.penalty, entry.penalty.occasion, entry.penalty.offender
    infraction = catalogue.infractions.get(p.infraction)
    return {
        "event": where.event,
        "number": p.number,
        "round": where.round,
        "table": where.table,
        "time": where.at.isoformat(),
        "person": who.person,
        "team": who.team,
        "seat": who.seat.value if who.seat else "",
        "infraction": p.infraction,
        "group": infraction.group.value if infraction else "",
        "description": infraction.description.in_(lang) if infraction else "",
        "facts": " ".join(f"{k}={format_value(v)}" for k, v in p.facts.items()),
        "guideline": p.guideline.value,
        "actual": p.actual.value,
        "reason": p.reason,
        "repeat_of": " ".join(f"#{n}" for n in p.repeat.earlier) if p.repeat else "",
        "upgrade": p.repeat.choice.value if p.repeat and p.repeat.choice else "",
        "timing": where.timing.value,
        "consequence": p.consequence.value,
        "judge": where.judge,
        "status": entry.status.value,
        "void_reason": entry.void.reason if entry.void else "",
    }


def to_csv(record: PersonRecord, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for entry in record.entries:
        row = entry_row(entry, catalogue, lang)
        writer.writerow({k: write_cell(v) for k, v in row.items()})  # no spreadsheet formulas
    return out.getvalue()


def to_json(record: PersonRecord, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    document = {
        "person": record.person,
        "recorded": len(record.recorded),
        "entries": [entry_row(e, catalogue, lang) for e in record.entries],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"
