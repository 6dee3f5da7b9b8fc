"""Plain-text renderings a judge reads at the table: the catalogue, a penalty, a record.

Every rendering takes the language (`Lang.JA` or `Lang.EN`) and says everything in it; ids
(infractions, facts, penalties) and names stay as they are. Columns are aligned by display
width, so Japanese text (two columns a character) lines up.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from tagduel.names import display_width
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.facts import format_value
from tagduel.penalties.judge import assess
from tagduel.penalties.model import FactValue, IssuedPenalty, Lang, Penalty, Text, UpgradeChoice
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
        header = ["コード", "分類", "罰則", "状況", "違反"]
    return table(header, rows)


def penalty_printout(p: IssuedPenalty, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """Everything the judge reads at the table, remedy included, one labelled line each."""
    lines: list[tuple[str, str]] = []
    inf = catalogue.infractions.get(p.infraction)
    group = catalogue.groups[inf.group].in_(lang) if inf else "?"
    desc = inf.description.in_(lang) if inf else ""
    lines.append(
        (
            "infraction",
            _say(lang, f"{p.infraction} ({group}): {desc}", f"{p.infraction}（{group}）：{desc}"),
        )
    )
    lines.append(("duelist", _duelist(p, lang)))
    lines.append(("where", _where(p, lang)))
    if p.facts:
        lines.append(("facts", " ".join(f"{k}={fact_text(v, lang)}" for k, v in p.facts.items())))
    lines += _guideline_lines(p, catalogue, lang)
    lines += _actual_lines(p, catalogue, lang)
    remedy = assess(inf, p.facts).remedy if inf else None
    lines.append(("remedy", remedy.in_(lang) + _seed(remedy, lang) if remedy else _no_remedy(lang)))
    timing = catalogue.timings[p.occasion.timing].in_(lang)
    effect = catalogue.consequences[p.consequence].in_(lang)
    lines.append(("consequence", _say(lang, f"{effect} ({timing})", f"{effect}（{timing}）")))
    lines.append(("record", _recorded(p.actual, catalogue, lang)))
    notes = assess(inf, p.facts).notes if inf else ()
    lines += [("note", n.in_(lang) + _seed(n, lang)) for n in notes]
    size = max(width(_label(k, lang)) for k, _ in lines) + 2
    return "".join(f"{pad(_label(k, lang), size)}{v}\n" for k, v in lines)


def fact_text(value: FactValue, lang: Lang = Lang.EN) -> str:
    """A fact as the judge reads it: yes/no (はい/いいえ), m:ss, or the text itself."""
    if isinstance(value, bool) and lang is Lang.JA:
        return "はい" if value else "いいえ"
    return format_value(value)


def _duelist(p: IssuedPenalty, lang: Lang) -> str:
    who = p.offender
    if lang is Lang.JA:
        parts = [f"チーム {who.team}"] if who.team else []
        parts += [f"デュエリスト{who.seat.value}"] if who.seat else []
        return who.person + (f"（{'、'.join(parts)}）" if parts else "")
    parts = [f"team {who.team}"] if who.team else []
    parts += [f"Duelist {who.seat.value}"] if who.seat else []
    return who.person + (f" ({', '.join(parts)})" if parts else "")


def _where(p: IssuedPenalty, lang: Lang) -> str:
    o = p.occasion
    if lang is Lang.JA:
        parts = [f"大会「{o.event}」"] if o.event else []
        parts += [f"第{o.round}回戦"] if o.round is not None else []
        parts += [f"{o.table}番テーブル"] if o.table is not None else []
        parts += [f"ジャッジ {o.judge}"] if o.judge else []
        return "、".join([*parts, moment(o.at, lang)])
    parts = [f"event {o.event!r}"] if o.event else []
    parts += [f"round {o.round}"] if o.round is not None else []
    parts += [f"table {o.table}"] if o.table is not None else []
    parts += [f"judge {o.judge}"] if o.judge else []
    return ", ".join([*parts, moment(o.at, lang)])


def moment(at: datetime, lang: Lang = Lang.EN) -> str:
    """A time with its zone: '2026-11-29 10:05 UTC+09:00' (in Japanese, '…10:05（+09:00）')."""
    if lang is Lang.JA:
        return f"{at:%Y-%m-%d %H:%M}（{at.isoformat(timespec='minutes')[16:]}）"
    return at.strftime("%Y-%m-%d %H:%M %Z")


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
    earlier = ", ".join(f"#{n}" for n in repeat.earlier) or _say(lang, "earlier", "以前の違反")
    if repeat.proposed is None:
        top = catalogue.name(p.guideline, lang)
        return _say(
            lang,
            f"repeat of {earlier}; no penalty above {top}",
            f"{earlier} の繰り返し。{top}より上位の罰則はない",
        )
    proposed = catalogue.name(repeat.proposed, lang)
    decided = _CHOICE[repeat.choice][lang is Lang.JA]
    return _say(
        lang,
        f"repeat of {earlier} (Rule B); proposed upgrade to {proposed}: {decided}",
        f"{earlier} の繰り返し（罰則の適用B）。{proposed}への引き上げの提案：{decided}",
    )


_CHOICE: dict[UpgradeChoice | None, tuple[str, str]] = {
    UpgradeChoice.ACCEPTED: ("accepted", "受け入れた"),
    UpgradeChoice.DECLINED: ("declined", "見送った"),
    None: ("not decided", "未決定"),
}


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
    header = ["no.", "round", "table", "time", "actual", "judge"]
    if lang is Lang.JA:
        header = ["番号", "回戦", "テーブル", "時刻", "適用した罰則", "ジャッジ"]
    return table(header, rows)


def ladder_table(catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """The six penalties, lightest first: id, name, whether recorded, what they do."""
    yes, no = ("はい", "いいえ") if lang is Lang.JA else ("yes", "no")
    rows = [
        [
            t.penalty.value,
            t.name.in_(lang),
            yes if t.recorded else no,
            " ".join(e.in_(lang) for e in t.effects if "記録" not in e.ja),
        ]
        for t in catalogue.penalties.values()
    ]
    header = ["penalty", "name", "recorded", "effect"]
    if lang is Lang.JA:
        header = ["コード", "罰則", "公式記録", "効果"]
    return table(header, rows)


_STATUS = {
    Status.RECORDED: ("recorded", "公式記録"),
    Status.UNRECORDED: ("unrecorded", "記録対象外"),
    Status.VOIDED: ("voided", "取り消し"),
}
_RECORD_HEADER = {
    Lang.EN: [
        "event",
        "no.",
        "round",
        "time",
        "infraction",
        "guideline",
        "actual",
        "status",
        "reason",
    ],
    Lang.JA: ["大会", "番号", "回戦", "時刻", "違反", "指針の罰則", "適用した罰則", "状態", "理由"],
}


def record_table(record: PersonRecord, catalogue: Catalogue, lang: Lang = Lang.EN) -> str:
    """A person's record as a table; an empty record says so."""
    recorded, total = len(record.recorded), len(record.entries)
    head = _say(
        lang,
        f"Record of {record.person}: {recorded} officially recorded, {total} in all\n",
        f"{record.person} の記録：公式記録 {recorded}件、全 {total}件\n",
    )
    if not record.entries:
        return head
    rows = [_record_row(e, catalogue, lang) for e in record.entries]
    return head + table(_RECORD_HEADER[lang], rows)


def _record_row(e: RecordEntry, catalogue: Catalogue, lang: Lang) -> list[str]:
    p = e.penalty
    status = _STATUS[e.status][lang is Lang.JA]
    if e.status is Status.VOIDED and e.void:
        status += _say(lang, f" by #{e.void.number}: ", f"（#{e.void.number}）：") + e.void.reason
    return [
        p.occasion.event,
        f"#{p.number}" if p.number is not None else "-",
        str(p.occasion.round or "-"),
        p.occasion.at.strftime("%Y-%m-%d %H:%M"),
        p.infraction,
        catalogue.name(p.guideline, lang),
        catalogue.name(p.actual, lang),
        status,
        p.reason or _upgrade_reason(p, lang),
    ]


def _upgrade_reason(p: IssuedPenalty, lang: Lang) -> str:
    """The reason column of an accepted Rule B upgrade given without a written reason."""
    repeat = p.repeat
    if repeat is None or repeat.choice is not UpgradeChoice.ACCEPTED:
        return "-"
    earlier = ", ".join(f"#{n}" for n in repeat.earlier)
    return _say(
        lang,
        f"Rule B: repeat of {earlier}, upgrade accepted",
        f"罰則の適用B：{earlier} の繰り返し、引き上げ",
    )
