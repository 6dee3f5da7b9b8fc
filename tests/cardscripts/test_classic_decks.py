"""The eight classic decks in random play (`tagduel.cardscripts.classic`): read as their authors
wrote them from ../shared/data/decks, every card scripted but the three Link Monsters, and 1,000
seeded random duels with them keep every invariant, end, and (on a sample) replay to the same
state and round-trip through JSON. `tools/random_duels.py` runs 10,000."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.model import CardType
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic, summaries
from tagduel.cli import main
from tagduel.engine import DecisionKind, Pass, flow
from tagduel.engine.game import Game
from tagduel.engine.moves import actions_for
from tagduel.engine.responding import WindowAsks, could_respond_in, window_asks
from tagduel.engine.seats import S1A, S1B, S2A, S2B, Seat
from tagduel.engine.soak import end_reason, soak_duel
from tagduel.errors import InputError

DUELS = int(os.environ.get("TAGDUEL_CLASSIC_DUELS", "1000"))
"""How many classic duels the run plays (CI size; TAGDUEL_CLASSIC_DUELS changes it)."""
REPLAY_EVERY = 50
LINKS = {"Clara & Rushka, the Ventriloduo", "Linkuriboh", "Wee Witch's Apprentice"}


@pytest.fixture(scope="module")
def db(real_cdb_path: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(real_cdb_path))


@pytest.fixture(scope="module")
def decks(shared_data: Path, db: CardDB) -> dict[str, list]:  # type: ignore[type-arg]
    folder = shared_data / "decks"
    return classic.read_decks(folder, db)


def test_one_name_plays_for_every_seat_and_four_name_1a_1b_2a_2b_in_order() -> None:
    assert classic.seat_names(["frog"], 0) == dict.fromkeys((S1A, S1B, S2A, S2B), "Frog")
    four = classic.seat_names(["Burn", "chain burn", "windbot-AI_Frog.ydk", "OLD-SCHOOL"], 0)
    assert four == {S1A: "Burn", S1B: "ChainBurn", S2A: "Frog", S2B: "OldSchool"}


def test_classic_draws_four_different_decks_and_the_same_four_for_the_same_seed() -> None:
    drawn = [classic.seat_names(["classic"], seed) for seed in range(40)]
    assert all(len(set(d.values())) == 4 for d in drawn)
    assert drawn[7] == classic.seat_names(["Classic"], 7)
    assert len({tuple(d.values()) for d in drawn}) > 20
    assert set().union(*(d.values() for d in drawn)) == set(classic.CLASSIC_DECKS)


@pytest.mark.parametrize(
    ("words", "why"),
    [
        (["toad"], "there is no classic deck called 'toad'"),
        (["frog", "burn"], "give one deck for all four seats or four decks"),
        (["frog"] * 5, "not 5"),
    ],
)
def test_a_wrong_deck_choice_says_what_is_wrong(words: list[str], why: str) -> None:
    with pytest.raises(InputError, match=why):
        classic.seat_names(words, 0)


def test_a_missing_deck_file_names_the_file_and_the_option(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"looked for windbot-AI_Frog\.ydk.*--deck-dir"):
        classic.read_classic(tmp_path, "Frog")


def test_the_eight_decks_hold_176_cards_every_one_scripted_but_the_three_links(
    shared_data: Path,
    db: CardDB,
    decks: dict[str, list],  # type: ignore[type-arg]
) -> None:
    """176 distinct cards with the Side Decks (ChainBurn's); the Link Monsters cannot be Summoned
    under Master Rule 2. Random play takes the Main and Extra Decks only."""
    lists = [classic.read_classic(shared_data / "decks", n) for n in classic.CLASSIC_DECKS]
    codes = {code for d in lists for code in (*d.main, *d.extra, *d.side)}
    distinct = {code: db[code] for code in codes}
    assert len(distinct) == 176
    scripted = summaries()
    unscripted = {c.name for c in distinct.values() if c.passcode not in scripted}
    assert unscripted == LINKS
    assert all(
        c.types & CardType.LINK and c.is_extra_deck for c in distinct.values() if c.name in LINKS
    )
    for name, deck in decks.items():
        main_deck = [c for c in deck if not c.is_extra_deck]
        assert 40 <= len(main_deck) <= 60, name
        assert len(deck) - len(main_deck) <= 15, name


def test_tagduel_duel_plays_the_classic_decks_and_refuses_them_without_a_card_database(
    real_cdb_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["duel", "--seed", "3", "--decks", "frog,burn,lightsworn,oldschool",
                 "--cards", str(real_cdb_path)]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "Decks: 1A Frog, 1B Burn, 2A Lightsworn, 2B OldSchool" in out
    assert out.rstrip().splitlines()[-1].startswith("Result (seed 3): Team ")
    assert main(["duel", "--decks", "frog"]) == 2
    assert "give a cards.cdb with --cards" in capsys.readouterr().err


def test_a_thousand_classic_duels_keep_every_invariant_end_and_replay_exactly(
    decks: dict[str, list],  # type: ignore[type-arg]
) -> None:
    scripts, endings = all_scripts(), Counter[str]()
    for seed in range(DUELS):
        names = classic.seat_names(["classic"], seed)
        result = soak_duel(
            classic.seat_decks(names, decks),
            seed,
            scripts,
            check_replay=seed % REPLAY_EVERY == 0,
        )
        assert result.outcome is not None, (seed, names)
        endings[end_reason(result.duel)] += 1
    assert endings["unfinished"] == 0
    assert endings["Life Points"] > 0 and (endings["deck out"] > 0 or DUELS < 50), endings


def test_the_cheap_test_before_listing_responses_never_hides_a_response_of_the_classic_decks(
    decks: dict[str, list],  # type: ignore[type-arg]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`could_respond` lets the table skip a seat that can only pass: each time it says so,
    the full listing must be Pass alone (a Set Spell that is not a Quick-Play, a card Set this
    turn, an ignition effect in the Graveyard cannot answer in a window of priority)."""
    checked = 0

    def strict(game: Game, seat: Seat, asks: WindowAsks) -> bool:
        nonlocal checked
        assert asks == window_asks(game)  # what the round's seats share holds for each
        answer = could_respond_in(game, seat, asks)
        if not answer:
            checked += 1
            assert actions_for(game, DecisionKind.RESPOND, seat) == [Pass(seat)]
        return answer

    monkeypatch.setattr(flow, "could_respond_in", strict)
    for seed in range(8):
        names = classic.seat_names(["classic"], seed)
        soak_duel(classic.seat_decks(names, decks), seed, all_scripts())
    assert checked > 100


def test_an_attacker_that_leaves_before_choosing_its_replay_target_ends_its_attack(
    decks: dict[str, list],  # type: ignore[type-arg]
) -> None:
    """Found by the 10,000-duel run (seed 6334): 2A's Ojama Token attacks, Eternal Soul
    Special Summons Dark Magician (a replay: the opponents' side changed), and Dark Magical
    Circle's trigger banishes the Token before 2A chooses again. The attack ends (the attacker
    is gone, the official rulebook's "Replay" applies to a monster that can still attack)."""
    names = classic.seat_names(["classic"], 6334)
    result = soak_duel(classic.seat_decks(names, decks), 6334, all_scripts(), check_replay=True)
    assert result.outcome is not None
    kinds = [type(e).__name__ for e in result.duel.events]
    replay = kinds.index("AttackReplay")
    assert "TokenVanished" in kinds[replay : replay + 12]
    assert "AttackDeclared" not in kinds[replay : kinds.index("TurnStarted", replay)]
