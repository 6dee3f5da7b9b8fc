"""The catalogue data holds every row of seed 000 with its guideline, in both languages."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from tagduel.penalties.catalogue import Catalogue, load_catalogue, parse_penalty
from tagduel.penalties.errors import CatalogueError, UnknownInfractionError, UnknownPenaltyError
from tagduel.penalties.judge import guideline, issue_penalty
from tagduel.penalties.model import Group, Occasion, Offender, Penalty, Text

# One row per infraction line of seed 000 (../shared/seeds/000_3dbd1793d2ab97b4.txt):
# (seed line, infraction id, facts that keep the default, guideline penalty, group)
SEED_ROWS = [
    (30, "deck_too_few_cards", {}, Penalty.DUEL_LOSS, Group.DECK),
    (33, "deck_four_or_more_copies", {}, Penalty.DUEL_LOSS, Group.DECK),
    (36, "deck_unusable_card", {}, Penalty.DUEL_LOSS, Group.DECK),
    (39, "deck_over_banlist_limit", {}, Penalty.DUEL_LOSS, Group.DECK),
    (43, "deck_list_mismatch", {}, Penalty.DUEL_LOSS, Group.DECK_LIST),
    (
        47,
        "rules_misunderstanding",
        {"significant_decision_since": "no"},
        Penalty.CAUTION,
        Group.RULES,
    ),
    (
        52,
        "rules_extra_draw",
        {"can_undo": "yes", "decisive_card": "no"},
        Penalty.WARNING,
        Group.RULES,
    ),
    (
        57,
        "rules_extra_cards_seen",
        {"can_undo": "yes", "decisive_card": "no"},
        Penalty.CAUTION,
        Group.RULES,
    ),
    (61, "rules_intentional_violation", {}, Penalty.DQ_FORFEIT, Group.RULES),
    (64, "tardiness", {"minutes_late": "0:30"}, Penalty.WARNING, Group.TARDINESS),
    (66, "tardiness", {"minutes_late": "5:00"}, Penalty.DUEL_LOSS, Group.TARDINESS),
    (68, "tardiness", {"minutes_late": "10:00"}, Penalty.MATCH_LOSS, Group.TARDINESS),
    (71, "marked_cards_no_pattern", {}, Penalty.CAUTION, Group.MARKED_CARDS),
    (74, "marked_cards_pattern", {}, Penalty.DUEL_LOSS, Group.MARKED_CARDS),
    (78, "slow_play_unintentional", {}, Penalty.CAUTION, Group.SLOW_PLAY),
    (81, "slow_play_intentional", {}, Penalty.MATCH_LOSS, Group.SLOW_PLAY),
    (84, "improper_result_random", {}, Penalty.DQ, Group.IMPROPER_RESULT),
    (86, "improper_result_bribery", {}, Penalty.DQ_FORFEIT, Group.IMPROPER_RESULT),
    (89, "fraud_false_report", {}, Penalty.DQ_FORFEIT, Group.FRAUD),
    (92, "talking_received_advice", {"advice_from": "spectator"}, Penalty.WARNING, Group.TALKING),
    (95, "talking_spoke_to_other", {"spoke_to": "other_player"}, Penalty.WARNING, Group.TALKING),
    (98, "talking_supporter_conduct", {}, Penalty.WARNING, Group.TALKING),
]

# The penalty line ("罰則：…") that follows each row in seed 000.
PENALTY_WORDS = {
    Penalty.CAUTION: "注意",
    Penalty.WARNING: "警告",
    Penalty.DUEL_LOSS: "デュエルの敗北",
    Penalty.MATCH_LOSS: "マッチの敗北",
    Penalty.DQ: "失格",
    Penalty.DQ_FORFEIT: "受賞資格を失う失格",
}


@pytest.mark.parametrize(("line", "infraction", "facts", "penalty", "group"), SEED_ROWS)
def test_each_seed_row_gives_its_guideline_penalty(
    catalogue: Catalogue,
    line: int,
    infraction: str,
    facts: dict[str, str],
    penalty: Penalty,
    group: Group,
) -> None:
    found = guideline(catalogue, infraction, facts)
    assert found.penalty is penalty, f"seed 000 line {line}"
    assert found.infraction.group is group


@pytest.mark.parametrize(("line", "infraction", "facts", "penalty", "group"), SEED_ROWS)
def test_each_seed_row_is_followed_by_its_penalty_in_the_seed(
    seed_000_lines: list[str],
    line: int,
    infraction: str,
    facts: dict[str, str],
    penalty: Penalty,
    group: Group,
) -> None:
    """Guards the table above against the seed itself: line+1 is "罰則：<penalty>"."""
    assert seed_000_lines[line - 1].startswith("- ")
    assert seed_000_lines[line] == f"罰則：{PENALTY_WORDS[penalty]}"


@pytest.mark.parametrize(("line", "infraction", "facts", "penalty", "group"), SEED_ROWS)
def test_each_seed_row_can_be_issued_with_its_remedy_printed(
    catalogue: Catalogue,
    line: int,
    infraction: str,
    facts: dict[str, str],
    penalty: Penalty,
    group: Group,
) -> None:
    issued = issue_penalty(
        catalogue,
        infraction,
        Offender("Jack Atlas"),
        Occasion(datetime(2026, 1, 1, tzinfo=UTC)),
        facts,
    )
    assert issued.actual is penalty, f"seed 000 line {line}"


def test_the_catalogue_holds_exactly_the_infractions_of_seed_000(catalogue: Catalogue) -> None:
    """Seed 000's rows, and one of the project's: an oversized Deck (below)."""
    assert set(catalogue.infractions) == {row[1] for row in SEED_ROWS} | {"deck_too_many_cards"}
    assert len(catalogue.infractions) == 21  # tardiness: one infraction for three seed rows


def test_an_oversized_deck_takes_the_unusable_cards_penalty_but_is_brought_to_a_legal_size(
    catalogue: Catalogue,
) -> None:
    """Seed 000 line 36: cards that may not be used, duel loss; its remedy (line 38) would put
    the Deck "back to the original Deck size", i.e. oversized again: the oversized Deck has a
    remedy of its own that removes cards down to the maximum and adds none back."""
    oversized = catalogue.infraction("deck_too_many_cards")
    unusable = catalogue.infraction("deck_unusable_card")
    assert oversized.penalty is unusable.penalty is Penalty.DUEL_LOSS
    assert oversized.group is Group.DECK
    assert oversized.remedy is not None and unusable.remedy is not None
    assert "元のデッキ枚数にもどす" in unusable.remedy.ja
    assert "上限以内の枚数に直す" in oversized.remedy.ja
    assert "Main Deck 60 cards" in oversized.remedy.en
    assert "no cards are added back" in oversized.remedy.en
    assert [n for note in oversized.notes for n in note.seed_lines] == [36, 37]


def test_the_deck_check_files_an_oversized_section_under_the_oversized_deck_infraction(
    catalogue: Catalogue,
) -> None:
    from tagduel.decks.problems import Infraction as DeckInfraction
    from tagduel.decks.problems import ProblemCode

    for code in (
        ProblemCode.MAIN_TOO_LARGE,
        ProblemCode.EXTRA_TOO_LARGE,
        ProblemCode.SIDE_TOO_LARGE,
    ):
        assert code.infraction is DeckInfraction.TOO_MANY_CARDS
    assert ProblemCode.UNKNOWN_CARD.infraction is DeckInfraction.UNUSABLE_CARD
    assert {i.value for i in DeckInfraction} <= set(catalogue.infractions)


def test_deck_infractions_use_the_deck_validators_codes(catalogue: Catalogue) -> None:
    deck = {i.id for i in catalogue.infractions.values() if i.group is Group.DECK}
    deck_list = {i.id for i in catalogue.infractions.values() if i.group is Group.DECK_LIST}
    assert deck == {
        "deck_too_few_cards",
        "deck_too_many_cards",
        "deck_four_or_more_copies",
        "deck_unusable_card",
        "deck_over_banlist_limit",
    }
    assert deck_list == {"deck_list_mismatch"}


def _texts(catalogue: Catalogue) -> list[Text]:
    texts: list[Text] = [*catalogue.groups.values(), *catalogue.application.values()]
    for kind in catalogue.penalties.values():
        texts += kind.effects
    for inf in catalogue.infractions.values():
        texts += [inf.description, *inf.notes, *([inf.remedy] if inf.remedy else [])]
        texts += [t for o in inf.outcomes for t in (o.remedy, o.because) if t]
    return texts


def test_japanese_texts_citing_the_seed_use_its_own_words(
    catalogue: Catalogue, seed_000_lines: list[str]
) -> None:
    cited = [t for t in _texts(catalogue) if t.seed_lines]
    assert len(cited) > 50
    for text in cited:
        for number in text.seed_lines:
            words = seed_000_lines[number - 1].removeprefix("- ").removesuffix(" †")
            assert words in text.ja, f"seed 000 line {number}: {words!r} not in {text.ja!r}"


def test_every_text_has_japanese_and_english(catalogue: Catalogue) -> None:
    for text in _texts(catalogue):
        assert text.ja.strip()
        assert text.en.strip()
        assert text.en.isascii(), text.en


def test_penalties_run_lightest_first_and_only_a_caution_is_not_recorded(
    catalogue: Catalogue,
) -> None:
    # seed 000 lines 3-23: 注意, 警告 (recorded, line 7), … 受賞資格を失う失格 (line 23)
    assert list(catalogue.penalties) == list(Penalty)
    assert [catalogue.name(p) for p in Penalty][:2] == ["Caution", "Warning"]
    assert {p for p in Penalty if not catalogue.is_recorded(p)} == {Penalty.CAUTION}
    assert Penalty.CAUTION < Penalty.WARNING < Penalty.DUEL_LOSS < Penalty.MATCH_LOSS
    assert Penalty.MATCH_LOSS < Penalty.DQ < Penalty.DQ_FORFEIT
    assert Penalty.DQ.next_higher() is Penalty.DQ_FORFEIT
    assert Penalty.DQ_FORFEIT.next_higher() is None


def test_penalty_effects_are_the_seeds_statements(catalogue: Catalogue) -> None:
    lines = {
        p: [n for e in catalogue.penalty_type(p).effects for n in e.seed_lines] for p in Penalty
    }
    assert lines == {
        Penalty.CAUTION: [4],
        Penalty.WARNING: [6, 7],
        Penalty.DUEL_LOSS: [9, 10, 11],
        Penalty.MATCH_LOSS: [13, 14, 15],
        Penalty.DQ: [17, 18, 19],
        Penalty.DQ_FORFEIT: [21, 22, 23],
    }


def test_infractions_with_a_remedy_in_the_seed_carry_it(catalogue: Catalogue) -> None:
    with_remedy = {i.id for i in catalogue.infractions.values() if i.remedy}
    assert with_remedy == {
        "deck_too_few_cards",
        "deck_too_many_cards",
        "deck_four_or_more_copies",
        "deck_unusable_card",
        "deck_over_banlist_limit",
        "deck_list_mismatch",
        "rules_misunderstanding",
        "rules_extra_draw",
        "rules_extra_cards_seen",
        "marked_cards_no_pattern",
        "marked_cards_pattern",
    }


def test_an_unknown_infraction_id_lists_the_known_ones_and_the_closest(
    catalogue: Catalogue,
) -> None:
    with pytest.raises(UnknownInfractionError) as caught:
        catalogue.infraction("rules_extra_drew")
    message = str(caught.value)
    assert "did you mean rules_extra_draw" in message
    assert "deck_too_few_cards" in message
    assert "tagduel judge infractions" in message


def test_penalty_names_are_read_with_hyphens_or_underscores() -> None:
    assert parse_penalty("duel-loss") is Penalty.DUEL_LOSS
    assert parse_penalty(" DQ_Forfeit ") is Penalty.DQ_FORFEIT
    with pytest.raises(UnknownPenaltyError, match="expected one of: caution, warning"):
        parse_penalty("game_loss")


def test_a_catalogue_that_is_not_json_is_reported_with_its_line() -> None:
    with pytest.raises(CatalogueError, match=r"catalogue.json:2"):
        load_catalogue('{\n "penalties": [,]}')


def _shipped() -> dict[str, object]:
    from importlib import resources

    text = resources.files("tagduel.penalties").joinpath("catalogue.json").read_text("utf-8")
    data: dict[str, object] = json.loads(text)
    return data


def test_a_catalogue_with_the_penalties_out_of_order_is_rejected() -> None:
    data = _shipped()
    penalties = data["penalties"]
    assert isinstance(penalties, list)
    penalties[0], penalties[1] = penalties[1], penalties[0]
    with pytest.raises(CatalogueError, match="lightest first"):
        load_catalogue(json.dumps(data))


def test_a_catalogue_entry_without_english_is_rejected() -> None:
    data = _shipped()
    infractions = data["infractions"]
    assert isinstance(infractions, list)
    infractions[0]["en"] = ""
    with pytest.raises(CatalogueError, match="non-empty ja and en"):
        load_catalogue(json.dumps(data))


def test_a_refused_value_that_does_not_fit_its_fact_is_rejected() -> None:
    data = _shipped()
    infractions = data["infractions"]
    assert isinstance(infractions, list)
    tardiness = next(i for i in infractions if i["id"] == "tardiness")
    tardiness["facts"][0]["refuse"] = {"soon": "on_time"}
    with pytest.raises(CatalogueError, match="refused value 'soon' does not fit it"):
        load_catalogue(json.dumps(data))


def test_a_refused_duration_is_matched_in_its_written_form() -> None:
    """A refused "0" minutes in the data file refuses 0:00 as well (its written form)."""
    data = _shipped()
    infractions = data["infractions"]
    assert isinstance(infractions, list)
    tardiness = next(i for i in infractions if i["id"] == "tardiness")
    tardiness["facts"][0]["refuse"] = {"0": "on_time"}
    fact = load_catalogue(json.dumps(data)).infraction("tardiness").facts[0]
    assert set(fact.refuse) == {"0:00"}
