"""What the judge reads at the table: remedy, consequence, guideline beside actual."""

from __future__ import annotations

from datetime import UTC, datetime

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.judge import issue_penalty
from tagduel.penalties.model import Decision, Lang, Occasion, Offender, Penalty, Seat
from tagduel.penalties.printout import infractions_table, penalty_printout, table, width

WHEN = Occasion(
    datetime(2026, 11, 29, 14, 5, tzinfo=UTC),
    event="Fall Regional",
    round=2,
    table=7,
    judge="Tanaka",
)
AKI = Offender("Aki Izayoi", "Black Roses", Seat.B)


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
