"""A recorded penalty laid out for its page and its slip (PDF): every text in the reader's
language, the regulation's in both; a penalty against a person outside the teams says that it
changes no result."""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.penalties.codec import Void
from tagduel.penalties.facts import format_value
from tagduel.penalties.judge import assess
from tagduel.penalties.model import FactSpec, FactValue, Infraction, IssuedPenalty, Lang
from tagduel.services.projection import EventState
from tagduel.web.routes.judge_forms import Both, both
from tagduel.web.routes.judge_views import catalogue_lang


@dataclass(frozen=True, slots=True)
class PenaltyView:
    """A penalty with every text in the reader's language: its page and its slip."""

    penalty: IssuedPenalty
    description: Both | None
    group: str
    facts: tuple[tuple[str, str], ...]
    guideline: str
    default: str | None
    reasons: tuple[Both, ...]
    actual: str
    change: str
    """`guideline`, `lessened` or `raised`."""
    earlier: str
    proposed: str | None
    choice: str | None
    remedy: Both | None
    notes: tuple[Both, ...]
    consequence: str
    timing: str
    recorded: bool
    void: Void | None
    outsider: bool
    """Recorded against a person outside the event's teams: it changes no result."""


def penalty_view(state: EventState, p: IssuedPenalty, lang: str, void: Void | None) -> PenaltyView:
    cat = state.catalogue
    which = catalogue_lang(lang)
    inf = cat.infractions.get(p.infraction)
    found = assess(inf, p.facts) if inf else None
    repeat = p.repeat
    change = "guideline" if p.actual is p.guideline else "lessened"
    if p.actual > p.guideline:
        change = "raised"
    return PenaltyView(
        penalty=p,
        description=both(inf.description, lang) if inf else None,
        group=cat.groups[inf.group].in_(which) if inf else "",
        facts=tuple(_fact_line(inf, k, v, which) for k, v in p.facts.items()),
        guideline=cat.name(p.guideline, which),
        default=cat.name(inf.penalty, which) if inf and inf.penalty is not p.guideline else None,
        reasons=tuple(b for b in (both(r, lang) for r in found.reasons) if b) if found else (),
        actual=cat.name(p.actual, which),
        change=change,
        earlier=", ".join(f"#{n}" for n in repeat.earlier) if repeat else "",
        proposed=cat.name(repeat.proposed, which) if repeat and repeat.proposed else None,
        choice=repeat.choice.value if repeat and repeat.choice else None,
        remedy=both(found.remedy, lang) if found else None,
        notes=tuple(b for b in (both(n, lang) for n in found.notes) if b) if found else (),
        consequence=cat.consequences[p.consequence].in_(which),
        timing=cat.timings[p.occasion.timing].in_(which),
        recorded=cat.is_recorded(p.actual),
        void=void,
        outsider=outside_the_teams(state, p),
    )


def outside_the_teams(state: EventState, p: IssuedPenalty) -> bool:
    """The penalty names a person no registered team holds (a supporter, a spectator)."""
    person = p.offender.person
    return bool(state.teams) and not p.offender.team and state.team_of_person(person) is None


def _fact_line(inf: Infraction | None, key: str, value: FactValue, which: Lang) -> tuple[str, str]:
    spec: FactSpec | None = inf.fact(key) if inf else None
    question = spec.question.in_(which) if spec else key
    if isinstance(value, bool):
        yes, no = ("はい", "いいえ") if which is Lang.JA else ("yes", "no")
        return question, yes if value else no
    return question, format_value(value)
