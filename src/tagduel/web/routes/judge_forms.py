"""The penalty form of the judges' pages: what the judge typed (`PenaltyForm`), the request it
makes (`PenaltyRequest`: the duelist picked by seat at the table, never a typed name for a
duelist; or a person outside the teams, typed by name with the judge's explicit word that the
person is not a registered duelist), and the preview shown before confirming (guideline,
remedy, consequence, Rule B's earlier penalties and proposal, the judge's decision checked).
A recorded penalty is laid out by `judge_recorded`. The rules are the penalty system's
(`penalties.judge`); this module only calls and arranges."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tagduel.errors import TagDuelError
from tagduel.i18n import lazy
from tagduel.names import clean_name
from tagduel.penalties.catalogue import Catalogue, parse_penalty
from tagduel.penalties.errors import UpgradeDecisionRequired
from tagduel.penalties.judge import Guideline, guideline, issue_penalty, proposed_upgrade
from tagduel.penalties.model import (
    Decision,
    Infraction,
    IssuedPenalty,
    MatchConsequence,
    NextMatch,
    Offender,
    Penalty,
    Text,
    Timing,
    UpgradeChoice,
)
from tagduel.penalties.timing import consequence, next_match_applies
from tagduel.services.events import Events
from tagduel.services.penalties import PenaltyRequest, utc_now
from tagduel.services.penaltytarget import check_target
from tagduel.services.projection import EventState
from tagduel.web.routes.judge_views import SeatChoice, catalogue_lang, seat_of

FACT_PREFIX = "fact_"


@dataclass(frozen=True, slots=True)
class PenaltyForm:
    """The penalty form as sent (kept to show it again beside a refusal)."""

    round: int
    table: int
    seat: str = ""
    infraction: str = ""
    facts: Mapping[str, str] = field(default_factory=dict)
    timing: str = Timing.DURING_DUEL.value
    actual: str = ""
    reason: str = ""
    upgrade: str = ""
    next_match: str = ""
    key: str = ""
    person: str = ""
    """A person who is not a registered duelist (a supporter, a spectator), typed by name."""
    not_registered: bool = False
    """The judge's explicit word that `person` is not a registered duelist of the event."""

    @property
    def outsider(self) -> bool:
        """The form penalises a person outside the teams, not a duelist picked by seat."""
        return bool(self.person) or self.not_registered

    @classmethod
    def read(cls, form: Mapping[str, str], round_number: int, table: int) -> PenaltyForm:
        def get(name: str) -> str:
            return str(form.get(name, "")).strip()[:600]

        facts = {
            k[len(FACT_PREFIX) :]: str(v).strip()[:100]
            for k, v in form.items()
            if k.startswith(FACT_PREFIX) and str(v).strip()
        }
        return cls(
            round_number,
            table,
            seat=get("seat"),
            infraction=get("infraction"),
            facts=facts,
            timing=get("timing") or Timing.DURING_DUEL.value,
            actual=get("actual"),
            reason=get("reason"),
            upgrade=get("upgrade"),
            next_match=get("next_match"),
            key=get("key")[:100],
            person=get("person")[:300],
            not_registered=get("not_registered") == "yes",
        )

    def decision(self) -> Decision:
        return Decision(
            actual=parse_penalty(self.actual) if self.actual else None,
            reason=self.reason,
            upgrade=UpgradeChoice(self.upgrade) if self.upgrade in _CHOICES else None,
            next_match=NextMatch(self.next_match) if self.next_match in _NEXT else None,
        )


_CHOICES = {c.value for c in UpgradeChoice}
_NEXT = {n.value for n in NextMatch}


class FormError(TagDuelError):
    """A penalty form that names no duelist at the table, or an unknown timing."""


def penalty_request(
    state: EventState, form: PenaltyForm, judge: str, key: str | None = None
) -> tuple[PenaltyRequest, SeatChoice | None]:
    """The request the form makes: the duelist in the chosen seat of the table, or the person
    the judge typed and said is not a registered duelist."""
    if form.outsider:
        return _outsider_request(form, judge, key), None
    seat = seat_of(state, form.round, form.table, form.seat)
    if seat is None:
        raise FormError(lazy("choose the duelist from the table (seat 1A, 1B, 2A or 2B)"))
    try:
        timing = Timing(form.timing)
    except ValueError:
        raise FormError(lazy("unknown timing {timing}", timing=form.timing)) from None
    request = PenaltyRequest(
        infraction=form.infraction,
        offender=Offender(seat.name, seat.team, seat.seat),
        facts=dict(form.facts),
        decision=form.decision(),
        timing=timing,
        round=form.round,
        table=form.table,
        judge=judge,
        key=key,
    )
    return request, seat


def _outsider_request(form: PenaltyForm, judge: str, key: str | None) -> PenaltyRequest:
    if not form.not_registered:
        raise FormError(
            lazy(
                'tick "not a registered duelist" to penalise a person by name; a duelist is '
                "chosen from the table"
            )
        )
    person = clean_name(form.person, what=lazy("the person's name"))
    try:
        timing = Timing(form.timing)
    except ValueError:
        raise FormError(lazy("unknown timing {timing}", timing=form.timing)) from None
    return PenaltyRequest(
        infraction=form.infraction,
        offender=Offender(person),
        facts=dict(form.facts),
        decision=form.decision(),
        timing=timing,
        round=form.round,
        table=form.table or None,
        judge=judge,
        not_registered=True,
        key=key,
    )


@dataclass(frozen=True, slots=True)
class Preview:
    """What confirming would record: the guideline with its remedy and notes, the earlier
    penalties Rule B counts and its proposal, and, when the decision is complete, the
    penalty as it would be issued; else `problem` says what the judge must still decide."""

    guideline: Guideline
    earlier: tuple[IssuedPenalty, ...]
    proposed: Penalty | None
    issued: IssuedPenalty | None
    consequence: MatchConsequence
    asks_next_match: bool
    problem: str | None

    @property
    def repeat(self) -> bool:
        return bool(self.earlier)


def preview(events: Events, state: EventState, request: PenaltyRequest) -> Preview:
    """The penalty as confirming would record it now (refused as recording would refuse it)."""
    check_target(state, request)
    cat = state.catalogue
    found = guideline(cat, request.infraction, request.facts)
    earlier = tuple(events.penalties.earlier(state.name, request.offender, request.infraction))
    proposed = proposed_upgrade(found.penalty, earlier)
    issued, problem = _issued(cat, request, earlier)
    shown = issued.actual if issued is not None else found.penalty
    applies = next_match_applies(shown, request.timing)
    if issued is not None:
        effect = issued.consequence
    else:
        effect = consequence(found.penalty, request.timing)
    return Preview(found, earlier, proposed, issued, effect, applies, problem)


def _issued(
    cat: Catalogue, request: PenaltyRequest, earlier: tuple[IssuedPenalty, ...]
) -> tuple[IssuedPenalty | None, str | None]:
    try:
        occasion = request.occasion("", utc_now)
        issued = issue_penalty(
            cat,
            request.infraction,
            request.offender,
            occasion,
            request.facts,
            request.decision,
            earlier,
        )
    except UpgradeDecisionRequired:
        return None, "rule_b"
    except TagDuelError as exc:
        return None, _message(exc)
    return issued, None


def _message(exc: BaseException) -> str:
    """An error's message, kept translatable when the service marked it (`tagduel.i18n`)."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, str) else str(exc)


@dataclass(frozen=True, slots=True)
class EarlierLine:
    """An earlier penalty Rule B counts, as the preview lists it."""

    number: int | None
    round: int | None
    table: int | None
    penalty: str
    judge: str


@dataclass(frozen=True, slots=True)
class PreviewView:
    """A preview with every text in the reader's language."""

    guideline: str
    default: str | None
    reasons: tuple[Both, ...]
    remedy: Both | None
    notes: tuple[Both, ...]
    consequence: str
    earlier: tuple[EarlierLine, ...]
    last: str | None
    proposed: str | None
    actual: str | None
    asks_next_match: bool
    problem: str | None


def preview_view(cat: Catalogue, shown: Preview, lang: str) -> PreviewView:
    which = catalogue_lang(lang)
    found = shown.guideline
    default = found.infraction.penalty
    return PreviewView(
        guideline=cat.name(found.penalty, which),
        default=cat.name(default, which) if default is not found.penalty else None,
        reasons=tuple(b for b in (both(r, lang) for r in found.reasons) if b),
        remedy=both(found.remedy, lang),
        notes=tuple(b for b in (both(n, lang) for n in found.notes) if b),
        consequence=cat.consequences[shown.consequence].in_(which),
        earlier=tuple(
            EarlierLine(
                p.number,
                p.occasion.round,
                p.occasion.table,
                cat.name(p.actual, which),
                p.occasion.judge,
            )
            for p in shown.earlier
        ),
        last=cat.name(shown.earlier[-1].actual, which) if shown.earlier else None,
        proposed=cat.name(shown.proposed, which) if shown.proposed else None,
        actual=cat.name(shown.issued.actual, which) if shown.issued else None,
        asks_next_match=shown.asks_next_match,
        problem=shown.problem,
    )


# -- the catalogue as the form shows it ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class InfractionChoice:
    id: str
    text: str
    penalty: str


@dataclass(frozen=True, slots=True)
class GroupChoice:
    name: str
    infractions: tuple[InfractionChoice, ...]


def infraction_groups(cat: Catalogue, lang: str) -> list[GroupChoice]:
    """The catalogue's infractions by group, in the regulations' order."""
    which = catalogue_lang(lang)
    groups: dict[str, list[InfractionChoice]] = {}
    names = {}
    for inf in cat.infractions.values():
        names[inf.group.value] = cat.groups[inf.group].in_(which)
        groups.setdefault(inf.group.value, []).append(
            InfractionChoice(inf.id, inf.description.in_(which), cat.name(inf.penalty, which))
        )
    return [GroupChoice(names[g], tuple(items)) for g, items in groups.items()]


@dataclass(frozen=True, slots=True)
class Both:
    """A text of the regulations in the reader's language and the other one, and its lines."""

    main: str
    other: str
    lines: tuple[int, ...]


def both(text: Text | None, lang: str) -> Both | None:
    if text is None:
        return None
    main, other = (text.ja, text.en) if lang == "ja" else (text.en, text.ja)
    return Both(main, other, text.seed_lines)


@dataclass(frozen=True, slots=True)
class FactField:
    """One fact the infraction asks for, as a form field."""

    key: str
    kind: str
    question: str
    required: bool
    choices: tuple[str, ...]
    value: str


def fact_fields(infraction: Infraction, form: PenaltyForm, lang: str) -> list[FactField]:
    which = catalogue_lang(lang)
    return [
        FactField(
            spec.key,
            spec.type.value,
            spec.question.in_(which),
            spec.required,
            spec.choices,
            form.facts.get(spec.key, ""),
        )
        for spec in infraction.facts
    ]
