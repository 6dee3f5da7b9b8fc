"""What the judge reads at the table: remedy, consequence, guideline beside actual."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.judge import issue_penalty
from tagduel.penalties.model import (
    Decision,
    IssuedPenalty,
    Lang,
    Occasion,
    Offender,
    Penalty,
    Seat,
    UpgradeChoice,
)
from tagduel.penalties.printout import (
    earlier_table,
    infractions_table,
    ladder_table,
    penalty_printout,
    record_table,
    table,
    width,
)
from tagduel.penalties.record import build_record

WHEN = Occasion(
    datetime(2026, 11, 29, 14, 5, tzinfo=UTC),
    event="Fall Regional",
    round=2,
    table=7,
    judge="Tanaka",
)
AKI = Offender("Aki Izayoi", "Black Roses", Seat.B)
DRAW = {"can_undo": "yes", "decisive_card": "no"}


def test_the_printout_carries_the_remedy_and_the_consequence(catalogue: Catalogue) -> None:
    issued = issue_penalty(catalogue, "deck_too_few_cards", AKI, WHEN, {})
    text = penalty_printout(issued, catalogue)
    assert (
        "Remedy       Add legal cards to the Deck until it has 40 cards. [penalty regulations, line 32]"
        in text
    )
    assert "Consequence  The duelist's team loses the duel in progress. (during a duel)" in text
    assert "Aki Izayoi (team Black Roses, Duelist B)" in text
    assert "event 'Fall Regional', round 2, table 7, judge Tanaka" in text


def test_the_printout_says_when_the_seed_gives_no_remedy(catalogue: Catalogue) -> None:
    issued = issue_penalty(catalogue, "fraud_false_report", AKI, WHEN, {})
    text = penalty_printout(issued, catalogue)
    assert "Remedy       (the penalty regulations give no remedy: apply the penalty only)" in text
    assert "removed from the rest of the event; prizes already earned are withdrawn" in text


def test_a_deviation_is_printed_beside_the_guideline_with_its_reason(catalogue: Catalogue) -> None:
    decision = Decision(actual=Penalty.CAUTION, reason="caught at once")
    issued = issue_penalty(
        catalogue,
        "rules_extra_draw",
        AKI,
        WHEN,
        {"can_undo": "yes", "decisive_card": "no"},
        decision,
    )
    text = penalty_printout(issued, catalogue)
    assert "Guideline    Warning\n" in text
    assert (
        "Actual       Caution (lessened from the guideline Warning); reason: caught at once" in text
    )
    assert "kept, but not officially recorded" in text


def test_the_japanese_printout_uses_the_seeds_words(catalogue: Catalogue) -> None:
    issued = issue_penalty(catalogue, "tardiness", AKI, WHEN, {"minutes_late": "10:00"})
    text = penalty_printout(issued, catalogue, Lang.JA)
    assert "指針の罰則    マッチの敗北（通常は警告）" in text
    assert (
        "指定の集合時間後１０分経過しても、自分の席についていなかった。 [大会罰則規定 68行]" in text
    )
    assert "公式に記録される" in text


def test_the_infractions_table_lists_every_id_with_its_facts(catalogue: Catalogue) -> None:
    text = infractions_table(catalogue)
    for infraction_id in catalogue.infractions:
        assert infraction_id in text
    assert "can_undo decisive_card" in text
    assert "advice_from [affected_match_result]" in text


def test_columns_align_by_display_width_for_japanese_text() -> None:
    text = table(["a", "b"], [["注意", "x"], ["abcdef", "y"]])
    lines = text.splitlines()
    assert [width(line) for line in lines[1:]] == [9, 9]
    assert width("警告") == 4


def test_the_japanese_printout_names_the_team_seat_and_place_in_japanese(
    catalogue: Catalogue,
) -> None:
    issued = issue_penalty(
        catalogue, "rules_extra_draw", AKI, WHEN, {"can_undo": "yes", "decisive_card": "no"}
    )
    text = penalty_printout(issued, catalogue, Lang.JA)
    assert "Aki Izayoi（チーム Black Roses、デュエリストB）" in text
    assert (
        "大会「Fall Regional」、第2回戦、7番テーブル、ジャッジ Tanaka、2026-11-29 14:05（+00:00）"
        in text
    )
    assert "can_undo=はい decisive_card=いいえ" in text
    assert "rules_extra_draw（ルールに関する違反）：故意ではなく、過剰にカードを引いた" in text


def _repeated(catalogue: Catalogue) -> IssuedPenalty:
    """Seed 000 line 28: a second extra draw, the upgrade to a duel loss accepted."""
    first = replace(issue_penalty(catalogue, "rules_extra_draw", AKI, WHEN, DRAW), number=2)
    accepted = Decision(upgrade=UpgradeChoice.ACCEPTED)
    again = issue_penalty(catalogue, "rules_extra_draw", AKI, WHEN, DRAW, accepted, (first,))
    return replace(again, number=5)


def test_an_accepted_upgrade_is_explained_in_each_language(catalogue: Catalogue) -> None:
    issued = _repeated(catalogue)
    english = penalty_printout(issued, catalogue)
    assert "Repeat       repeat of #2 (Rule B); proposed upgrade to Duel loss: accepted" in english
    japanese = penalty_printout(issued, catalogue, Lang.JA)
    assert "#2 の繰り返し（罰則の適用B）。デュエルの敗北への引き上げの提案：受け入れた" in japanese


def test_the_record_table_and_rule_b_list_have_japanese_headers(catalogue: Catalogue) -> None:
    issued = _repeated(catalogue)
    record = build_record("aki izayoi", [issued], {}, catalogue)
    japanese = record_table(record, catalogue, Lang.JA)
    assert japanese.startswith("aki izayoi の記録：公式記録 1件、全 1件\n大会")
    assert (
        "適用した罰則" in japanese and "公式記録  罰則の適用B：#2 の繰り返し、引き上げ" in japanese
    )
    english = record_table(record, catalogue)
    assert "recorded  Rule B: repeat of #2, upgrade accepted" in english
    assert earlier_table([issued], catalogue, Lang.JA).startswith("番号  回戦  テーブル  時刻")
    assert ladder_table(catalogue, Lang.JA).startswith("コード      罰則")
