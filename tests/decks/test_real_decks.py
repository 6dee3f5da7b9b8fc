"""Team legality on real decks (../shared/data/decks) with the real card database and lists.

../shared/data/SOURCES.md: of the 18 decks, 5 are legal 1v1 decks under TCG 2026.05 (windbot
Blackwing, Burn, CyberDragon, Lightsworn, OldSchool); ygoagent-TenyiSword holds 3 unknown passcodes.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tagduel.cards.db import CardDB
from tagduel.cards.sources.cdb import load_cdb
from tagduel.decks.banlist import BanList, parse_lflist
from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.decks.problems import ProblemCode
from tagduel.decks.validate import DeckRules, validate_deck, validate_team

LEGAL_ALONE = {"Blackwing", "Burn", "CyberDragon", "Lightsworn", "OldSchool"}


@cache
def _db(path: Path) -> CardDB:
    return load_cdb(path)


def _list(shared: Path) -> BanList:
    return parse_lflist((shared / "lflist/TCG-2026.05.lflist.conf").read_text("utf-8")).get()


def _deck(shared: Path, stem: str) -> Deck:
    path = shared / "decks" / f"{stem}.ydk"
    return read_deck(path.read_bytes(), source=path.name)


def test_exactly_the_five_decks_the_sources_name_are_legal_alone(shared_data: Path) -> None:
    rules = DeckRules(banlist=_list(shared_data))
    db = _db(shared_data / "cards.cdb")
    legal = set()
    for path in sorted((shared_data / "decks").glob("*.ydk")):
        if validate_deck(_deck(shared_data, path.stem), db, rules).legal:
            legal.add(path.stem.split("AI_")[-1])
    assert legal == LEGAL_ALONE


def test_two_copies_of_one_legal_deck_break_only_the_per_team_limits(shared_data: Path) -> None:
    # seed 001 A: "Limited Cards are counted per team and not per Duelist", while "Both Duelists
    # on a team can have up to 3 copies of a card that is not on the Forbidden and Limited list".
    deck = _deck(shared_data, "windbot-AI_Lightsworn")
    report = validate_team(
        {"A": deck, "B": deck},
        _db(shared_data / "cards.cdb"),
        DeckRules(banlist=_list(shared_data)),
    )
    assert {p.code for p in report.problems} == {ProblemCode.OVER_TEAM_LIMIT}
    assert {p.card for p in report.problems} == {
        "Harpie's Feather Duster",
        "Reinforcement of the Army",
        "PSY-Framelord Omega",
    }
    assert all(p.duelists == ("A", "B") for p in report.problems)


def test_unknown_passcodes_of_a_real_deck_are_each_named(shared_data: Path) -> None:
    deck = _deck(shared_data, "ygoagent-TenyiSword")
    report = validate_deck(
        deck, _db(shared_data / "cards.cdb"), DeckRules(banlist=_list(shared_data))
    )
    unknown = {p.passcode for p in report.problems if p.code is ProblemCode.UNKNOWN_CARD}
    assert unknown == {93490857, 56495148, 14821891}
