"""Plain-text renderings a judge reads at the table: the catalogue, a penalty, a record.

Columns are aligned by display width, so Japanese text (two columns a character) lines up.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.names import display_width
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.facts import format_value
from tagduel.penalties.judge import assess
from tagduel.penalties.model import IssuedPenalty, Lang, Penalty, Text, UpgradeChoice
from tagduel.penalties.record import PersonRecord, RecordEntry, Status

_LABELS: dict[str, tuple[str, str]] = {
    "infraction": ("Infraction", "違反"),
    "duelist": ("Duelist", "デュエリスト"),
    "where": ("Where", "場所"),
    "facts": ("Facts", "状況"),
    "guideline": ("Guideline", "指針の罰則"),
    "because": ("  because", "  理由"),
    "actual": ("Actual", "適用する罰則"),
    "repeat": ("Repeat", "繰り返し"),
    "remedy": ("Remedy", "処置"),
    "consequence": ("Consequence", "結果への影響"),
    "record": ("Record", "記録"),
    "note": ("Note", "注記"),
}


def width(text: str) -> int:
    """Display width: East Asian wide and fullwidth characters take two columns, combining
    marks none (`tagduel.names.display_width`)."""
    return display_width(text)


def pad(text: str, size: int) -> str:
    return text + " " * max(0, size - width(text))


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Rows under a header, each column as wide as its widest cell; the last is not padded."""
    widths = [max(width(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [pad(c, widths[i]) for i, c in enumerate(row[:-1])] + [row[-1]]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def _say(lang: Lang, en: str, ja: str) -> str:
    return ja if lang is Lang.JA else en


def _label(key: str, lang: Lang) -> str:
    en, ja = _LABELS[key]
    return ja if lang is Lang.JA else en


def _seed(text: Text, lang: Lang = Lang.EN) -> str:
    """Where the penalty regulations (大会罰則規定) say it: ' [penalty regulations, line 32]'."""
    if not text.seed_lines:
        return ""
    lines = ", ".join(str(n) for n in text.seed_lines)
    if lang is Lang.JA:
        return f" [大会罰則規定 {lines}行]"
    return f" [penalty regulations, line{'s' * (len(text.seed_lines) > 1)} {lines}]"


def infractions_table(catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """The catalogue as a table: id, group, guideline penalty, facts, description."""
    rows = []
    for inf in catalogue.infractions.values():
        facts = " ".join(f.key if f.required else f"[{f.key}]" for f in inf.facts) or "-"
        rows.append(
            [
                inf.id,
                catalogue.groups[inf.group].in_(lang),
                catalogue.name(inf.penalty, lang) if lang is Lang.JA else inf.penalty.value,
                facts,
                inf.description.in_(lang),
            ]
        )
    header = ["id", "group", "penalty", "facts", "description"]
    if lang is Lang.JA:
        header = ["id", "分類", "罰則", "状況", "違反"]
    return table(header, rows)


def penalty_printout(p: IssuedPenalty, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """Everything the judge reads at the table, remedy included, one labelled line each."""
    lines: list[tuple[str, str]] = []
    inf = catalogue.infractions.get(p.infraction)
    group = catalogue.groups[inf.group].in_(lang) if inf else "?"
    desc = inf.description.in_(lang) if inf else ""
    lines.append(("infraction", f"{p.infraction} ({group}): {desc}"))
    lines.append(("duelist", _duelist(p)))
    where = _where(p)
    if where:
        lines.append(("where", where))
    if p.facts:
        lines.append(("facts", " ".join(f"{k}={format_value(v)}" for k, v in p.facts.items())))
    lines += _guideline_lines(p, catalogue, lang)
    lines += _actual_lines(p, catalogue, lang)
    remedy = assess(inf, p.facts).remedy if inf else None
    lines.append(("remedy", remedy.in_(lang) + _seed(remedy, lang) if remedy else _no_remedy(lang)))
    timing = catalogue.timings[p.occasion.timing].in_(lang)
    lines.append(("consequence", f"{catalogue.consequences[p.consequence].in_(lang)} ({timing})"))
    lines.append(("record", _recorded(p.actual, catalogue, lang)))
    notes = assess(inf, p.facts).notes if inf else ()
    lines += [("note", n.in_(lang) + _seed(n, lang)) for n in notes]
    size = max(width(_label(k, lang)) for k, _ in lines) + 2
    return "".join(f"{pad(_label(k, lang), size)}{v}\n" for k, v in lines)


def _duelist(p: IssuedPenalty) -> str:
    who = p.offender
    parts = [f"team {who.team}"] if who.team else []
    if who.seat:
        parts.append(f"Duelist {who.seat.value}")
    return who.person + (f" ({', '.join(parts)})" if parts else "")


def _where(p: IssuedPenalty) -> str:
    o = p.occasion
    parts = [f"event {o.event!r}"] if o.event else []
    parts += [f"round {o.round}"] if o.round is not None else []
    parts += [f"table {o.table}"] if o.table is not None else []
    parts += [f"judge {o.judge}"] if o.judge else []
    return ", ".join([*parts, o.at.strftime("%Y-%m-%d %H:%M %Z")])


def _guideline_lines(p: IssuedPenalty, catalogue: Catalogue, lang: Lang) -> list[tuple[str, str]]:
    inf = catalogue.infractions.get(p.infraction)
    text = catalogue.name(p.guideline, lang)
    if inf and inf.penalty is not p.guideline:
        default = catalogue.name(inf.penalty, lang)
        text += _say(lang, f" (default {default})", f"（通常は{default}）")
    lines = [("guideline", text)]
    reasons = assess(inf, p.facts).reasons if inf else ()
    return lines + [("because", r.in_(lang) + _seed(r, lang)) for r in reasons]


def _actual_lines(p: IssuedPenalty, catalogue: Catalogue, lang: Lang) -> list[tuple[str, str]]:
    text = catalogue.name(p.actual, lang)
    guide = catalogue.name(p.guideline, lang)
    if p.actual is p.guideline:
        text += _say(lang, " (the guideline)", "（指針どおり）")
    elif p.actual < p.guideline:
        text += _say(lang, f" (lessened from the guideline {guide})", f"（指針の{guide}から軽減）")
    else:
        text += _say(lang, f" (raised from the guideline {guide})", f"（指針の{guide}から追加）")
    if p.reason:
        text += _say(lang, f"; reason: {p.reason}", f"　理由：{p.reason}")
    lines = [("actual", text)]
    if p.repeat:
        lines.append(("repeat", _repeat_text(p, catalogue, lang)))
    return lines


def _repeat_text(p: IssuedPenalty, catalogue: Catalogue, lang: Lang) -> str:
    repeat = p.repeat
    assert repeat is not None
    earlier = ", ".join(f"#{n}" for n in repeat.earlier) or "earlier"
    if repeat.proposed is None:
        return f"repeat of {earlier}; no penalty above {catalogue.name(p.guideline, lang)}"
    choice = {UpgradeChoice.ACCEPTED: "accepted", UpgradeChoice.DECLINED: "declined"}
    decided = choice[repeat.choice] if repeat.choice else "not decided"
    return (
        f"repeat of {earlier} (Rule B); proposed upgrade to "
        f"{catalogue.name(repeat.proposed, lang)}: {decided}"
    )


def _no_remedy(lang: Lang) -> str:
    if lang is Lang.JA:
        return "（大会罰則規定に処置の定めはない：罰則のみ適用する）"
    return "(the penalty regulations give no remedy: apply the penalty only)"


def _recorded(penalty: Penalty, catalogue: Catalogue, lang: Lang) -> str:
    if catalogue.is_recorded(penalty):
        return "公式に記録される" if lang is Lang.JA else "officially recorded"
    return "公式には記録されない" if lang is Lang.JA else "kept, but not officially recorded"


def earlier_table(penalties: Sequence[IssuedPenalty], catalogue: Catalogue, lang: Lang) -> str:
    """The earlier penalties Rule B shows on a repeat."""
    rows = [
        [
            f"#{p.number}" if p.number is not None else "-",
            str(p.occasion.round or "-"),
            str(p.occasion.table or "-"),
            p.occasion.at.strftime("%Y-%m-%d %H:%M"),
            catalogue.name(p.actual, lang),
            p.occasion.judge or "-",
        ]
        for p in penalties
    ]
    return table(["no.", "round", "table", "time", "actual", "judge"], rows)


def record_table(record: PersonRecord, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """A person's record as a table; an empty record says so."""
    recorded = len(record.recorded)
    head = (
        f"Record of {record.person}: {recorded} officially recorded, {len(record.entries)} in all\n"
    )
    if not record.entries:
        return head
    rows = [_record_row(e, catalogue, lang) for e in record.entries]
    header = [
        "event",
        "no.",
        "round",
        "time",
        "infraction",
        "guideline",
        "actual",
        "status",
        "reason",
    ]
    return head + table(header, rows)


def _record_row(e: RecordEntry, catalogue: Catalogue, lang: Lang) -> list[str]:
    p = e.penalty
    status = e.status.value
    if e.status is Status.VOIDED and e.void:
        status += f" by #{e.void.number}: {e.void.reason}"
    return [
        p.occasion.event,
        f"#{p.number}" if p.number is not None else "-",
        str(p.occasion.round or "-"),
        p.occasion.at.strftime("%Y-%m-%d %H:%M"),
        p.infraction,
        catalogue.name(p.guideline, lang),
        catalogue.name(p.actual, lang),
        status,
        p.reason or "-",
    ]
