"""Deck legality pinned on small teams worked out by hand (issue 14, items 1-3).

The rules: seed 001 A ("Limited Cards are counted per team and not per Duelist"; "Semi-Limited
Cards are counted per team ... 2 copies in any combination"; "Both Duelists on a team can have
up to 3 copies of a card that is not on the Forbidden and Limited list"; "Duelists may only
summon from their own Extra Deck") and the deck infractions of seed 000 (デッキに関する違反: 4
or more copies of one card, Side Deck included; a card that may not be used; Forbidden, or
Limited/Semi-Limited over the limit). An alternate art counts as its original card everywhere:
for the 3 copies, and against the list.
"""

from __future__ import annotations

from decks.cardset import (
    DARK_HOLE,
    FILLERS,
    MIRROR_FORCE,
    MYSTIC_TOMATO,
    MYSTIC_TOMATO_ALT,
    NANANA,
    POT_OF_GREED,
    TOKEN,
    UTOPIA,
    deck,
)
from tagduel.cards.db import CardDB
from tagduel.cards.model import Availability, Card, CardType
from tagduel.decks.banlist import BanList
from tagduel.decks.model import Deck, Section
from tagduel.decks.problems import ProblemCode
from tagduel.decks.validate import DeckChecker, DeckRules, validate_deck, validate_team

# Alternate arts of a Limited, a Forbidden and a Semi-Limited card, and of an Extra Deck monster.
DARK_HOLE_ALT = Card(53129444, "Dark Hole", CardType.SPELL, alias=DARK_HOLE.passcode)
POT_OF_GREED_ALT = Card(55144523, "Pot of Greed", CardType.SPELL, alias=POT_OF_GREED.passcode)
MIRROR_FORCE_ALT = Card(44095763, "Mirror Force", CardType.TRAP, alias=MIRROR_FORCE.passcode)
UTOPIA_ALT = Card(
    84013238,
    UTOPIA.name,
    UTOPIA.types,
    UTOPIA.attribute,
    UTOPIA.race,
    UTOPIA.level,
    UTOPIA.atk,
    UTOPIA.defense,
    alias=UTOPIA.passcode,
)
OCG_ALT = Card(98931004, "Nanana", CardType.SPELL, alias=NANANA.passcode)
DB = CardDB(
    [
        DARK_HOLE,
        DARK_HOLE_ALT,
        POT_OF_GREED,
        POT_OF_GREED_ALT,
        MIRROR_FORCE,
        MIRROR_FORCE_ALT,
        MYSTIC_TOMATO,
        MYSTIC_TOMATO_ALT,
        UTOPIA,
        UTOPIA_ALT,
        NANANA,
        OCG_ALT,
        TOKEN,
        *FILLERS,
    ]
)
# The list names only the originals: Dark Hole Limited, Mirror Force Semi-Limited, Pot of
# Greed Forbidden.
LIST = BanList(
    "test TCG",
    {DARK_HOLE.passcode: 1, MIRROR_FORCE.passcode: 2, POT_OF_GREED.passcode: 0},
    availability=Availability.TCG,
)
RULES = DeckRules(banlist=LIST)
HOLE, HOLE_ALT = DARK_HOLE.passcode, DARK_HOLE_ALT.passcode
POT, POT_ALT = POT_OF_GREED.passcode, POT_OF_GREED_ALT.passcode
MF, MF_ALT = MIRROR_FORCE.passcode, MIRROR_FORCE_ALT.passcode
TOMATO, TOMATO_ALT = MYSTIC_TOMATO.passcode, MYSTIC_TOMATO_ALT.passcode


def codes(decks: dict[str, Deck], rules: DeckRules = RULES) -> list[ProblemCode]:
    return validate_team(decks, DB, rules).codes()


# Item 1: alternate arts against the list.


def test_two_alternate_art_dark_holes_in_one_team_are_over_the_limited_count() -> None:
    # Dark Hole is Limited (1 per team); an alternate art counts as Dark Hole: 2 in the team.
    report = validate_team({"A": deck(HOLE_ALT), "B": deck(HOLE_ALT)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.OVER_TEAM_LIMIT
    assert (problem.passcode, problem.actual, problem.limit) == (HOLE, 2, 1)
    assert problem.duelists == ("A", "B")


def test_one_duelist_with_two_alternate_art_dark_holes_is_over_the_limit() -> None:
    report = validate_deck(deck(HOLE_ALT, HOLE_ALT), DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 2, 1)
    ]


def test_an_original_and_an_alternate_art_of_a_limited_card_are_two_copies() -> None:
    report = validate_team({"A": deck(HOLE), "B": deck(HOLE_ALT)}, DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 2, 1)
    ]


def test_one_alternate_art_of_a_limited_card_is_legal() -> None:
    assert codes({"A": deck(HOLE_ALT), "B": deck()}) == []


def test_an_alternate_art_of_a_forbidden_card_is_forbidden() -> None:
    report = validate_team({"A": deck(), "B": deck(side=(POT_ALT,))}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.FORBIDDEN
    assert (problem.passcode, problem.actual, problem.limit) == (POT, 1, 0)
    assert problem.duelists == ("B",) and problem.section is Section.SIDE


def test_semi_limited_alternate_arts_count_with_their_original_towards_two() -> None:
    assert codes({"A": deck(MF), "B": deck(MF_ALT)}) == []
    report = validate_team({"A": deck(MF, MF_ALT), "B": deck(side=(MF_ALT,))}, DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 3, 2)
    ]


def test_a_list_entry_for_the_alternate_art_itself_takes_precedence() -> None:
    # A list naming the alternate art's own passcode: that entry is the one that counts.
    own = BanList("own entry", {HOLE_ALT: 0})
    report = validate_deck(deck(HOLE_ALT), DB, DeckRules(banlist=own))
    assert report.codes() == [ProblemCode.FORBIDDEN]
    assert validate_deck(deck(HOLE), DB, DeckRules(banlist=own)).legal


def test_the_strictest_printing_sets_the_limit_when_printings_are_listed_apart() -> None:
    # Original Limited, alternate art not listed (so through its original, Limited too); with
    # the alternate art Forbidden on its own, one copy of each is Forbidden.
    split = BanList("split", {HOLE: 1, HOLE_ALT: 0})
    report = validate_team({"A": deck(HOLE), "B": deck(HOLE_ALT)}, DB, DeckRules(banlist=split))
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [(ProblemCode.FORBIDDEN, 2, 0)]


def test_alternate_arts_of_an_extra_deck_monster_count_towards_three_per_duelist() -> None:
    utopia, alt = UTOPIA.passcode, UTOPIA_ALT.passcode
    assert codes({"A": deck(extra=(utopia, utopia, alt)), "B": deck(extra=(alt, alt, alt))}) == []
    report = validate_deck(deck(extra=(utopia, utopia, alt, alt)), DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.TOO_MANY_COPIES, 4, 3)
    ]


def test_the_strictest_printing_counts_whichever_printing_comes_first() -> None:
    # A list that names an alternate art apart, more strictly than its original: Mirror Force
    # Semi-Limited (2), its alternate art Limited (1). One of each is 2 copies: over 1.
    split = DeckRules(banlist=BanList("split", {MF: 2, MF_ALT: 1}))
    for first, second in ((MF, MF_ALT), (MF_ALT, MF)):
        report = validate_team({"A": deck(first), "B": deck(second)}, DB, split)
        assert [(p.code, p.actual, p.limit) for p in report.problems] == [
            (ProblemCode.OVER_TEAM_LIMIT, 2, 1)
        ]


def test_a_limited_card_at_its_limit_but_misplaced_is_only_misplaced() -> None:
    # One Dark Hole (Limited: 1 allowed) in the Extra Deck: a card that may not be used there,
    # not a card over its limit.
    report = validate_deck(deck(extra=(HOLE,)), DB, RULES)
    assert report.codes() == [ProblemCode.NOT_EXTRA_MONSTER_IN_EXTRA]


def test_a_card_treated_as_another_is_counted_and_named_as_that_card() -> None:
    # A card "always treated as" Mystic Tomato (its alias) under another name: the problem
    # names the original card, as the list and the 3-copy rule know it.
    treated = Card(83011290, "Mystic Tomato (treated as)", MYSTIC_TOMATO.types, alias=TOMATO)
    db = CardDB([MYSTIC_TOMATO, treated, *FILLERS])
    report = validate_deck(deck(treated.passcode, treated.passcode, TOMATO, TOMATO), db, RULES)
    [problem] = report.problems
    assert (problem.code, problem.passcode, problem.card) == (
        ProblemCode.TOO_MANY_COPIES,
        TOMATO,
        "Mystic Tomato",
    )


def test_an_alternate_art_whose_original_is_missing_from_the_database_is_still_checked() -> None:
    db = CardDB([DARK_HOLE_ALT, *FILLERS])
    assert validate_deck(deck(HOLE_ALT), db, RULES).legal
    report = validate_deck(deck(HOLE_ALT, HOLE_ALT), db, RULES)
    assert [(p.code, p.passcode, p.card, p.actual) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, HOLE, "Dark Hole", 2)
    ]


def test_a_report_names_the_list_it_was_checked_against() -> None:
    assert validate_team({"A": deck(), "B": deck()}, DB, RULES).banlist == "test TCG"
    assert validate_team({"A": deck(), "B": deck()}, DB, DeckRules()).banlist == ""


# A printing's own release decides whether it may be used: an alternate art printed for the TCG
# of a card first released in the OCG only is a TCG card (seed 000: a card that may not be used).
OCG_FIRST = Card(70000001, "Spell of the East", CardType.SPELL, availability=Availability.OCG)
TCG_PRINTING = Card(
    70000002, "Spell of the East", CardType.SPELL, alias=70000001, availability=Availability.TCG
)
EAST_DB = CardDB([OCG_FIRST, TCG_PRINTING, *FILLERS])
TCG_ONLY = DeckRules(banlist=BanList("plain TCG", {}, availability=Availability.TCG))
EAST = TCG_PRINTING.passcode


def test_tcg_printings_of_a_card_first_released_in_the_ocg_are_legal_in_a_tcg_event() -> None:
    assert validate_deck(deck(EAST), EAST_DB, TCG_ONLY).legal
    assert validate_deck(deck(EAST, EAST, EAST), EAST_DB, TCG_ONLY).legal
    for b_deck in (deck(EAST, EAST, EAST), deck(EAST, EAST, side=(EAST,))):
        assert validate_team({"A": deck(EAST, EAST, EAST), "B": b_deck}, EAST_DB, TCG_ONLY).legal
    limited = DeckRules(
        banlist=BanList("TCG", {OCG_FIRST.passcode: 1}, availability=Availability.TCG)
    )
    assert validate_team({"A": deck(EAST), "B": deck()}, EAST_DB, limited).legal


def test_the_ocg_printing_itself_is_not_usable_in_a_tcg_event() -> None:
    report = validate_deck(deck(OCG_FIRST.passcode), EAST_DB, TCG_ONLY)
    assert report.codes() == [ProblemCode.NOT_IN_CARD_POOL]


def test_four_tcg_printings_of_a_card_first_released_in_the_ocg_are_four_copies() -> None:
    """Found by mutation testing: the pool was judged by the printing in the deck on the quick
    path but by the original printing once any count was over. The printing decides."""
    report = validate_deck(deck(EAST, EAST, EAST, EAST), EAST_DB, TCG_ONLY)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.TOO_MANY_COPIES, 4, 3)
    ]


# Item 2: every copy's place is checked, whoever's deck it is in.


def test_utopia_in_one_extra_deck_and_in_the_teammates_main_deck_is_reported() -> None:
    utopia = UTOPIA.passcode
    report = validate_team({"A": deck(extra=(utopia,)), "B": deck(utopia)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.EXTRA_MONSTER_OUTSIDE_EXTRA
    assert problem.duelists == ("B",)
    assert problem.copies == (("B", Section.MAIN, 1),)
    assert problem.message == (
        'Duelist B: "Number 39: Utopia" (84013237) is an Extra Deck monster '
        "but 1 copy is in the Main Deck."
    )


def test_a_main_deck_card_in_the_teammates_extra_deck_is_reported() -> None:
    report = validate_team({"A": deck(TOMATO), "B": deck(extra=(TOMATO, TOMATO))}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.NOT_EXTRA_MONSTER_IN_EXTRA
    assert (problem.duelists, problem.copies) == (("B",), (("B", Section.EXTRA, 2),))
    assert problem.actual == 2
    assert problem.message == (
        'Duelist B: "Mystic Tomato" (83011277) is in the Extra Deck, which holds only '
        "Fusion, Synchro, Xyz and Link monsters."
    )


def test_extra_deck_monsters_in_a_main_and_a_side_deck_are_each_reported() -> None:
    utopia = UTOPIA.passcode
    report = validate_deck(deck(utopia, extra=(utopia,), side=(utopia, utopia)), DB, RULES)
    assert [(p.code, p.copies) for p in report.problems] == [
        (ProblemCode.EXTRA_MONSTER_OUTSIDE_EXTRA, (("A", Section.MAIN, 1),)),
        (ProblemCode.EXTRA_MONSTER_OUTSIDE_EXTRA, (("A", Section.SIDE, 2),)),
        (
            ProblemCode.TOO_MANY_COPIES,
            (("A", Section.MAIN, 1), ("A", Section.EXTRA, 1), ("A", Section.SIDE, 2)),
        ),
    ]
    assert report.problems[1].message == (
        'Duelist A: "Number 39: Utopia" (84013237) is an Extra Deck monster but 2 copies are in '
        "the Side Deck."
    )


# Item 3: no spurious "four or more copies".


def test_mirror_force_two_and_two_is_over_the_team_limit_but_not_four_copies() -> None:
    # Semi-Limited: 2 per team. 2 + 2 = 4 in the team is one problem; neither duelist has
    # more than 3, so there is no "4 or more copies" problem.
    report = validate_team({"A": deck(MF, MF), "B": deck(MF, MF)}, DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 4, 2)
    ]
    assert report.problems[0].message == (
        '"Mirror Force" (44095762) is Semi-Limited on test TCG: at most 2 copies in the whole '
        "team, found 4 (Duelist A Main Deck 2, Duelist B Main Deck 2)."
    )


def test_three_dark_holes_in_one_deck_are_over_the_limit_but_not_four_copies() -> None:
    report = validate_deck(deck(HOLE, HOLE, HOLE), DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 3, 1)
    ]
    assert report.problems[0].message == (
        '"Dark Hole" (53129443) is Limited on test TCG: at most 1 copy in the whole team, '
        "found 3 (Duelist A Main Deck 3)."
    )


def test_four_dark_holes_in_one_deck_are_both_four_copies_and_over_the_limit() -> None:
    report = validate_deck(deck(HOLE, HOLE, HOLE, side=(HOLE,)), DB, RULES)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.TOO_MANY_COPIES, 4, 3),
        (ProblemCode.OVER_TEAM_LIMIT, 4, 1),
    ]
    assert report.problems[0].message == (
        'Duelist A: 4 copies of "Dark Hole" (53129443) (Main Deck 3, Side Deck 1); '
        "at most 3 of a card across Main, Extra and Side Deck."
    )


def test_three_copies_each_is_legal_but_four_for_one_duelist_is_not() -> None:
    # seed 001 A: each duelist may run 3 copies of an unlimited card (6 in the team).
    assert (
        codes({"A": deck(TOMATO, TOMATO, TOMATO), "B": deck(TOMATO_ALT, TOMATO_ALT, TOMATO)}) == []
    )
    report = validate_team(
        {"A": deck(TOMATO, TOMATO), "B": deck(TOMATO, TOMATO, side=(TOMATO_ALT, TOMATO_ALT))},
        DB,
        RULES,
    )
    [problem] = report.problems
    assert problem.code is ProblemCode.TOO_MANY_COPIES
    assert (problem.duelists, problem.actual, problem.limit) == (("B",), 4, 3)
    assert problem.copies == (("B", Section.MAIN, 2), ("B", Section.SIDE, 2))


def test_three_copies_in_a_team_of_one_split_across_sections_is_legal() -> None:
    assert validate_deck(deck(TOMATO, TOMATO, side=(TOMATO,)), DB, RULES).legal


def test_the_copy_limit_of_the_rules_is_used_for_every_duelist() -> None:
    two = DeckRules(banlist=LIST, copies=2, main_min=0)
    team = {"A": Deck((TOMATO, TOMATO)), "B": Deck((TOMATO, TOMATO, TOMATO_ALT))}
    report = validate_team(team, DB, two)
    assert [(p.code, p.duelists, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.TOO_MANY_COPIES, ("B",), 3, 2)
    ]
    assert "at most 2 of a card" in report.problems[0].message


# Cards that may not be used, and the messages and counts they carry.


def test_a_forbidden_card_in_both_decks_is_one_problem_counting_every_copy() -> None:
    report = validate_team({"A": deck(POT), "B": deck(POT, side=(POT_ALT,))}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.FORBIDDEN
    assert (problem.actual, problem.limit, problem.duelists, problem.section) == (
        3,
        0,
        ("A", "B"),
        None,
    )
    assert problem.message == (
        '"Pot of Greed" (55144522) is Forbidden on test TCG: Duelist A Main Deck 1, '
        "Duelist B Main Deck 1, Duelist B Side Deck 1."
    )


def test_an_ocg_card_in_a_tcg_list_is_reported_once_with_every_copy() -> None:
    report = validate_team({"A": deck(NANANA.passcode), "B": deck(OCG_ALT.passcode)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.NOT_IN_CARD_POOL
    assert (problem.passcode, problem.actual, problem.limit) == (NANANA.passcode, 2, 0)
    assert problem.message == (
        '"Nanana" (98931003) is not available in TCG (OCG): '
        "Duelist A Main Deck 1, Duelist B Main Deck 1."
    )


def test_a_card_in_no_pool_is_named_so() -> None:
    nowhere = Card(77777777, "Prize Card", CardType.SPELL, availability=Availability(0))
    db = CardDB([nowhere, *FILLERS])
    report = validate_deck(deck(nowhere.passcode), db, DeckRules())
    assert report.codes() == [ProblemCode.NOT_IN_CARD_POOL]
    assert "is not available in TCG or OCG (no TCG or OCG release)" in report.problems[0].message


def test_a_token_is_reported_with_its_count_and_nothing_else_about_it() -> None:
    report = validate_deck(
        deck(TOKEN.passcode, TOKEN.passcode, TOKEN.passcode, TOKEN.passcode), DB, RULES
    )
    [problem] = report.problems
    assert problem.code is ProblemCode.NOT_A_DECK_CARD
    assert (problem.actual, problem.limit) == (4, 0)
    assert problem.message == (
        '"Some Token" (1) is a Token, which can never be part of a deck: Duelist A Main Deck 4.'
    )


def test_a_whitelist_allows_a_card_it_names_through_its_alternate_art_or_original() -> None:
    fillers = {f.passcode: 3 for f in FILLERS}
    whitelist = BanList("goat", {**fillers, HOLE: 1, TOMATO_ALT: 3}, whitelist=True)
    rules = DeckRules(banlist=whitelist)
    assert validate_deck(deck(HOLE_ALT), DB, rules).legal
    assert validate_deck(deck(TOMATO_ALT), DB, rules).legal
    report = validate_deck(deck(HOLE_ALT, HOLE), DB, rules)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 2, 1)
    ]
    # Over a limit, a printing named by the list (itself or through its original) is still on it.
    report = validate_deck(deck(HOLE_ALT, HOLE_ALT), DB, rules)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.OVER_TEAM_LIMIT, 2, 1)
    ]
    report = validate_deck(deck(TOMATO_ALT, TOMATO_ALT, TOMATO_ALT, side=(TOMATO_ALT,)), DB, rules)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.TOO_MANY_COPIES, 4, 3)
    ]
    report = validate_deck(deck(MF), DB, rules)
    assert report.codes() == [ProblemCode.NOT_ON_WHITELIST]
    assert report.problems[0].message == (
        '"Mirror Force" (44095762) is not on the goat list, which allows only the cards it '
        "names: Duelist A Main Deck 1."
    )


def test_an_unknown_card_names_every_place_it_was_found() -> None:
    report = validate_team({"A": deck(4242, side=(4242,)), "B": deck(4242)}, DB, RULES)
    [problem] = report.problems
    assert problem.code is ProblemCode.UNKNOWN_CARD
    assert (problem.passcode, problem.actual, problem.duelists) == (4242, 3, ("A", "B"))
    assert problem.copies == (
        ("A", Section.MAIN, 1),
        ("A", Section.SIDE, 1),
        ("B", Section.MAIN, 1),
    )
    assert problem.message == (
        "Unknown card: passcode 4242 is not in the card database "
        "(Duelist A Main Deck 1, Duelist A Side Deck 1, Duelist B Main Deck 1)."
    )


# Sizes.


def test_section_sizes_at_and_beyond_their_bounds() -> None:
    # deck() fills the Main Deck with fillers 0-13; the Side Deck takes fillers 14-19.
    side = tuple(f.passcode for f in FILLERS[14:19] for _ in range(3))
    assert validate_deck(deck(size=40, side=side), DB, RULES).legal
    report = validate_deck(deck(size=40, side=(*side, FILLERS[19].passcode)), DB, RULES)
    assert [(p.code, p.section, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.SIDE_TOO_LARGE, Section.SIDE, 16, 15)
    ]
    assert report.problems[0].message == "Duelist A: Side Deck has 16 cards; the maximum is 15."
    assert validate_deck(deck(size=60, extra=(UTOPIA.passcode,) * 3), DB, RULES).legal


def test_a_main_deck_of_one_card_says_card_not_cards() -> None:
    report = validate_deck(Deck((TOMATO,)), DB, RULES)
    assert report.problems[0].message == "Duelist A: Main Deck has 1 card; the minimum is 40."


def test_the_rules_sizes_are_the_ones_checked() -> None:
    small = DeckRules(banlist=LIST, main_min=20, main_max=30, extra_max=1, side_max=0)
    twenty = Deck(tuple(f.passcode for f in FILLERS))
    assert validate_deck(twenty, DB, small).legal
    report = validate_deck(Deck(twenty.main, (UTOPIA.passcode,) * 2, (TOMATO,)), DB, small)
    assert [(p.code, p.actual, p.limit) for p in report.problems] == [
        (ProblemCode.EXTRA_TOO_LARGE, 2, 1),
        (ProblemCode.SIDE_TOO_LARGE, 1, 0),
    ]
    assert [p.message for p in report.problems] == [
        "Duelist A: Extra Deck has 2 cards; the maximum is 1.",
        "Duelist A: Side Deck has 1 card; the maximum is 0.",
    ]


def test_a_main_deck_short_of_the_minimum_says_how_many_cards() -> None:
    report = validate_team({"A": deck(), "B": deck(size=39)}, DB, RULES)
    assert [p.message for p in report.problems] == [
        "Duelist B: Main Deck has 39 cards; the minimum is 40."
    ]


# A checker keeps what it learned about each card between teams.


def test_a_checker_reused_for_many_teams_judges_each_team_alone() -> None:
    checker = DeckChecker(DB, RULES)
    assert checker.check_team({"A": deck(HOLE_ALT), "B": deck()}).legal
    assert checker.check_team({"A": deck(HOLE), "B": deck(HOLE_ALT)}).codes() == [
        ProblemCode.OVER_TEAM_LIMIT
    ]
    assert checker.check_team({"A": deck(4242), "B": deck()}).codes() == [ProblemCode.UNKNOWN_CARD]
    assert checker.check_team({"A": deck(4242), "B": deck()}).codes() == [ProblemCode.UNKNOWN_CARD]
    assert checker.check_team({"A": deck(HOLE_ALT), "B": deck()}).legal
