"""Team deck legality: seed 001 section A (per-team Limited and Semi-Limited counting) and the
deck infractions of seed 000 (デッキに関する違反)."""

from __future__ import annotations

from decks.cardset import (
    DARK_HOLE,
    DB,
    LIST,
    MIRROR_FORCE,
    MYSTIC_TOMATO,
    MYSTIC_TOMATO_ALT,
    NANANA,
    POT_OF_GREED,
    TOKEN,
    UTOPIA,
    deck,
)
from tagduel.cards.model import Availability
from tagduel.decks.banlist import BanList
from tagduel.decks.model import Section
from tagduel.decks.problems import Infraction, ProblemCode
from tagduel.decks.validate import DeckRules, validate_deck, validate_team

RULES = DeckRules(banlist=LIST)


def test_two_forty_card_decks_of_different_cards_are_a_legal_team() -> None:
    report = validate_team({"A": deck(), "B": deck()}, DB, RULES)
    assert report.legal, report.problems


def test_a_main_deck_of_39_cards_is_the_fewer_than_40_infraction() -> None:
    # seed 000: デッキが40枚未満である。罰則：デュエルの敗北
    report = validate_team({"A": deck(), "B": deck(size=39)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.MAIN_TOO_SMALL
    assert problem.infraction is Infraction.TOO_FEW_CARDS
    assert (problem.duelists, problem.actual, problem.limit) == (("B",), 39, 40)
    assert "Duelist B" in problem.message and "39" in problem.message


def test_section_maximums_are_60_15_15() -> None:
    big = deck(
        MYSTIC_TOMATO.passcode,
        size=61,
        extra=(UTOPIA.passcode,) * 16,
        side=(MYSTIC_TOMATO.passcode,) * 16,
    )
    report = validate_deck(big, DB, DeckRules(), "A")
    sizes = {(p.code, p.actual, p.limit) for p in report.problems if p.section}
    assert (ProblemCode.MAIN_TOO_LARGE, 61, 60) in sizes
    assert (ProblemCode.EXTRA_TOO_LARGE, 16, 15) in sizes
    assert (ProblemCode.SIDE_TOO_LARGE, 16, 15) in sizes
    at_limits = deck(size=60, extra=(UTOPIA.passcode,) * 3)
    assert validate_deck(at_limits, DB, DeckRules()).legal


def test_four_copies_across_main_and_side_is_the_four_or_more_infraction() -> None:
    # seed 000: デッキ（サイドデッキを含む）に同一カードが4枚以上含まれている。
    tomato = MYSTIC_TOMATO.passcode
    report = validate_deck(deck(tomato, tomato, tomato, side=(tomato,)), DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.TOO_MANY_COPIES
    assert problem.infraction is Infraction.FOUR_OR_MORE_COPIES
    assert (problem.actual, problem.limit, problem.card) == (4, 3, "Mystic Tomato")
    assert ("A", Section.SIDE, 1) in problem.copies


def test_alternate_arts_count_as_the_same_card() -> None:
    alt, orig = MYSTIC_TOMATO_ALT.passcode, MYSTIC_TOMATO.passcode
    report = validate_deck(deck(orig, orig, alt, alt), DB, RULES)
    assert [p.code for p in report.problems] == [ProblemCode.TOO_MANY_COPIES]
    assert report.problems[0].passcode == orig


def test_each_duelist_may_run_three_copies_of_an_unlimited_card() -> None:
    # seed 001 A: "Both Duelists on a team may each run 3 copies of Mystic Tomato, for a total of 6"
    tomato = MYSTIC_TOMATO.passcode
    team = {"A": deck(tomato, tomato, tomato), "B": deck(tomato, tomato, tomato)}
    assert validate_team(team, DB, RULES).legal


def test_a_limited_card_in_each_duelists_deck_is_over_the_team_limit() -> None:
    # seed 001 A: "Duelist 1A has a copy of a Limited card in her Main Deck. Her teammate's Deck
    # (which includes Main, Side, and Extra Deck) may not contain that card."
    hole = DARK_HOLE.passcode
    report = validate_team({"A": deck(hole), "B": deck(side=(hole,))}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.OVER_TEAM_LIMIT
    assert problem.infraction is Infraction.OVER_BANLIST_LIMIT
    assert problem.duelists == ("A", "B")
    assert (problem.actual, problem.limit) == (2, 1)
    assert "Limited" in problem.message and "whole team" in problem.message
    assert validate_team({"A": deck(hole), "B": deck()}, DB, RULES).legal


def test_semi_limited_cards_allow_two_per_team_in_any_combination() -> None:
    # seed 001 A: "Duelist A can run 2 copies of Mirror Force, but Duelist B cannot run any
    # copies. If Duelist A runs 1 copy of Mirror Force, Duelist B can run a copy as well"
    mf = MIRROR_FORCE.passcode
    assert validate_team({"A": deck(mf, mf), "B": deck()}, DB, RULES).legal
    assert validate_team({"A": deck(mf), "B": deck(side=(mf,))}, DB, RULES).legal
    report = validate_team({"A": deck(mf, mf), "B": deck(mf)}, DB, RULES)
    assert report.codes() == [ProblemCode.OVER_TEAM_LIMIT]
    assert "Semi-Limited" in report.problems[0].message


def test_a_forbidden_card_is_reported_with_its_duelist() -> None:
    report = validate_team({"A": deck(), "B": deck(POT_OF_GREED.passcode)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.FORBIDDEN
    assert problem.duelists == ("B",)
    assert "Forbidden" in problem.message and "Pot of Greed" in problem.message


def test_an_unknown_passcode_is_an_unusable_card() -> None:
    # seed 000: デッキ（サイドデッキを含む）に使用できないカードが含まれている。
    report = validate_deck(deck(99999999, 99999999), DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.UNKNOWN_CARD
    assert problem.infraction is Infraction.UNUSABLE_CARD
    assert problem.actual == 2 and "99999999" in problem.message


def test_an_ocg_only_card_is_unusable_in_a_tcg_list() -> None:
    report = validate_deck(deck(NANANA.passcode), DB, RULES)
    assert report.codes() == [ProblemCode.NOT_IN_CARD_POOL]
    ocg = DeckRules(banlist=LIST, pool=Availability.OCG)
    assert validate_deck(deck(NANANA.passcode), DB, ocg).legal


def test_extra_deck_holds_only_extra_deck_monsters_and_they_stay_out_of_the_main_deck() -> None:
    report = validate_deck(deck(UTOPIA.passcode, extra=(MYSTIC_TOMATO.passcode,)), DB, RULES)
    assert set(report.codes()) == {
        ProblemCode.EXTRA_MONSTER_OUTSIDE_EXTRA,
        ProblemCode.NOT_EXTRA_MONSTER_IN_EXTRA,
    }
    assert validate_deck(deck(extra=(UTOPIA.passcode,) * 3), DB, RULES).legal


def test_a_token_can_never_be_in_a_deck() -> None:
    assert validate_deck(deck(TOKEN.passcode), DB, RULES).codes() == [ProblemCode.NOT_A_DECK_CARD]


def test_a_whitelist_forbids_every_card_it_does_not_name() -> None:
    whitelist = BanList("goat", {f: 3 for f in range(1000, 1020)}, whitelist=True)
    report = validate_deck(deck(MYSTIC_TOMATO.passcode), DB, DeckRules(banlist=whitelist))
    assert report.codes() == [ProblemCode.NOT_ON_WHITELIST]


def test_every_problem_is_reported_at_once() -> None:
    hole, pot = DARK_HOLE.passcode, POT_OF_GREED.passcode
    team = {"A": deck(hole, pot, size=39), "B": deck(hole, 4242)}
    report = validate_team(team, DB, RULES)
    assert set(report.codes()) == {
        ProblemCode.MAIN_TOO_SMALL,
        ProblemCode.FORBIDDEN,
        ProblemCode.OVER_TEAM_LIMIT,
        ProblemCode.UNKNOWN_CARD,
    }
    assert {i.value for i in report.infractions()} == {
        "deck_too_few_cards",
        "deck_unusable_card",
        "deck_over_banlist_limit",
    }
    data = report.to_dict()
    assert data["legal"] is False and len(data["problems"]) == 4
