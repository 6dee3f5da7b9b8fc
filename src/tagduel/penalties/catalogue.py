"""The infraction catalogue: loads and checks the data file `catalogue.json` (ja + en).

The data is the single place where infractions, penalties, remedies and the conditions that
change a penalty are written down; this module only reads it. `load_catalogue(text)` takes the
JSON text; `default_catalogue()` reads the file shipped inside the package.
"""

from __future__ import annotations

import difflib
import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any, TypeVar

from tagduel.penalties.errors import CatalogueError, UnknownInfractionError, UnknownPenaltyError
from tagduel.penalties.facts import format_value, parse_duration, parse_value
from tagduel.penalties.model import (
    Condition,
    DurationAtLeast,
    FactSpec,
    FactType,
    Group,
    Infraction,
    Lang,
    MatchConsequence,
    Outcome,
    Penalty,
    PenaltyType,
    Text,
    Timing,
)

SOURCE = "catalogue.json"


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Penalties (in ladder order), infraction groups and infractions, as the data says."""

    penalties: Mapping[Penalty, PenaltyType]
    groups: Mapping[Group, Text]
    infractions: Mapping[str, Infraction]
    timings: Mapping[Timing, Text]
    consequences: Mapping[MatchConsequence, Text]
    application: Mapping[str, Text]

    def infraction(self, infraction_id: str) -> Infraction:
        found = self.infractions.get(infraction_id)
        if found is None:
            ids = list(self.infractions)
            close = difflib.get_close_matches(infraction_id, ids, n=3, cutoff=0.5)
            raise UnknownInfractionError(infraction_id, ids, close)
        return found

    def penalty_type(self, penalty: Penalty) -> PenaltyType:
        return self.penalties[penalty]

    def name(self, penalty: Penalty, lang: Lang = Lang.EN) -> str:
        return self.penalties[penalty].name.in_(lang)

    def is_recorded(self, penalty: Penalty) -> bool:
        return self.penalties[penalty].recorded


def parse_penalty(text: str) -> Penalty:
    """A penalty from its id ("duel_loss"; "duel-loss" is accepted too)."""
    try:
        return Penalty(text.strip().lower().replace("-", "_"))
    except ValueError:
        raise UnknownPenaltyError(text, [p.value for p in Penalty]) from None


@functools.cache
def default_catalogue() -> Catalogue:
    """The catalogue shipped with tagduel (seed 000), loaded once."""
    text = resources.files("tagduel.penalties").joinpath(SOURCE).read_text(encoding="utf-8")
    return load_catalogue(text)


def load_catalogue(text: str, source: str = SOURCE) -> Catalogue:
    """Parse and check catalogue JSON; a malformed file raises CatalogueError naming the entry."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CatalogueError(exc.msg, source=source, line=exc.lineno) from None
    try:
        return _build(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise CatalogueError(f"malformed catalogue: {exc!r}", source=source) from None


def _build(data: dict[str, Any]) -> Catalogue:
    penalties = [_penalty_type(p) for p in data["penalties"]]
    if [p.penalty for p in penalties] != list(Penalty):
        raise ValueError("penalties must list the six penalties of seed 000, lightest first")
    refusals = {r["id"]: _text(r) for r in data.get("refusals", [])}
    infractions = [_infraction(i, refusals) for i in data["infractions"]]
    by_id = {i.id: i for i in infractions}
    if len(by_id) != len(infractions):
        raise ValueError("infraction ids must be unique")
    return Catalogue(
        penalties={p.penalty: p for p in penalties},
        groups=_complete(Group, data["groups"]),
        infractions=by_id,
        timings=_complete(Timing, data["timings"]),
        consequences=_complete(MatchConsequence, data["consequences"]),
        application={a["id"]: _text(a) for a in data["application"]},
    )


E = TypeVar("E", Group, Timing, MatchConsequence)


def _complete(kind: type[E], rows: list[dict[str, Any]]) -> dict[E, Text]:
    texts = {kind(row["id"]): _text(row) for row in rows}
    missing = [member.value for member in kind if member not in texts]
    if missing:
        raise ValueError(f"{kind.__name__} entries missing: {', '.join(missing)}")
    return texts


def _text(row: dict[str, Any]) -> Text:
    ja, en = row["ja"], row["en"]
    if not isinstance(ja, str) or not isinstance(en, str) or not ja or not en:
        raise ValueError(f"{row.get('id', row)!r} needs non-empty ja and en texts")
    return Text(ja=ja, en=en, seed_lines=tuple(int(n) for n in row.get("seed_lines", ())))


def _penalty_type(row: dict[str, Any]) -> PenaltyType:
    return PenaltyType(
        penalty=Penalty(row["id"]),
        name=_text(row),
        effects=tuple(_text(e) for e in row["effects"]),
        recorded=bool(row["recorded"]),
    )


def _infraction(row: dict[str, Any], refusals: Mapping[str, Text]) -> Infraction:
    facts = tuple(_fact_spec(f, refusals) for f in row.get("facts", ()))
    remedy = row.get("remedy")
    infraction = Infraction(
        id=row["id"],
        group=Group(row["group"]),
        description=_text(row),
        penalty=Penalty(row["penalty"]),
        remedy=_text(remedy) if remedy else None,
        notes=tuple(_text(n) for n in row.get("notes", ())),
        facts=facts,
        outcomes=tuple(_outcome(o, {f.key: f for f in facts}) for o in row.get("outcomes", ())),
    )
    return infraction


def _fact_spec(row: dict[str, Any], refusals: Mapping[str, Text]) -> FactSpec:
    choices = tuple(str(c) for c in row.get("choices", ()))
    kind = FactType(row["type"])
    if (kind is FactType.CHOICE) != bool(choices):
        raise ValueError(f"fact {row['key']!r}: choices go with type choice, and only there")
    spec = FactSpec(
        key=row["key"],
        type=kind,
        required=bool(row["required"]),
        question=_text(row),
        choices=choices,
    )
    refuse = {
        _written(spec, str(value)): refusals[ref] for value, ref in row.get("refuse", {}).items()
    }
    return replace(spec, refuse=refuse)


def _written(spec: FactSpec, value: str) -> str:
    """A refused value in the form `format_value` writes it ("0" minutes → "0:00")."""
    try:
        return format_value(parse_value(spec, value))
    except ValueError:
        raise ValueError(
            f"fact {spec.key!r}: refused value {value!r} does not fit it ({spec.expected()})"
        ) from None


def _outcome(row: dict[str, Any], specs: Mapping[str, FactSpec]) -> Outcome:
    when = {key: _condition(specs[key], value) for key, value in row["when"].items()}
    if not when:
        raise ValueError("an outcome needs at least one condition")
    remedy, because = row.get("remedy"), row.get("because")
    return Outcome(
        when=when,
        penalty=Penalty(row["penalty"]) if "penalty" in row else None,
        remedy=_text(remedy) if remedy else None,
        because=_text(because) if because else None,
    )


def _condition(spec: FactSpec, value: Any) -> Condition:
    if spec.type is FactType.DURATION:
        return DurationAtLeast(parse_duration(value["at_least"]).seconds)
    if spec.type is FactType.BOOL and isinstance(value, bool):
        return value
    if spec.type is not FactType.BOOL and isinstance(value, str):
        return value
    raise ValueError(f"condition on {spec.key!r} does not fit its type {spec.type.value}")
