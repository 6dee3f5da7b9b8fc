"""Test cards built directly (no card database needed) and four 40-card test decks."""

from __future__ import annotations

from tagduel.cards.model import Attribute, Card, CardType

MONSTER = CardType.MONSTER | CardType.NORMAL


def monster(passcode: int, name: str, level: int, atk: int, defense: int) -> Card:
    return Card(passcode, name, MONSTER, Attribute.DARK, level=level, atk=atk, defense=defense)


NO_FLAGS = CardType(0)


def spell(passcode: int, name: str, extra: CardType = NO_FLAGS) -> Card:
    return Card(passcode, name, CardType.SPELL | extra)


def trap(passcode: int, name: str, extra: CardType = NO_FLAGS) -> Card:
    return Card(passcode, name, CardType.TRAP | extra)


TOMATO = monster(83011277, "Mystic Tomato", 4, 1400, 1100)
SOLDIER = monster(90000001, "Test Soldier", 4, 1800, 1000)
WALL = monster(90000002, "Test Wall", 3, 300, 2000)
KNIGHT = monster(90000003, "Test Knight", 6, 2300, 1500)
JINZO = monster(77585513, "Jinzo", 6, 2400, 1500)
DRAGON = monster(90000004, "Test Dragon", 8, 3000, 2500)
ZERO = monster(90000005, "Test Zero", 1, 0, 0)
XYZ = Card(
    84013237, "Number 39: Utopia", CardType.MONSTER | CardType.XYZ, level=4, atk=2500, defense=2000
)

POT = spell(90000010, "Test Normal Spell")
QUICK = spell(90000011, "Test Quick-Play", CardType.QUICK_PLAY)
CONT_SPELL = spell(90000012, "Test Continuous Spell", CardType.CONTINUOUS)
FIELD_A = spell(90000013, "Test Field A", CardType.FIELD)
FIELD_B = spell(90000014, "Test Field B", CardType.FIELD)
EQUIP = spell(90000015, "Test Equip", CardType.EQUIP)
TRAP = trap(90000020, "Test Trap")
CONT_TRAP = trap(90000021, "Test Continuous Trap", CardType.CONTINUOUS)
COUNTER = trap(90000022, "Test Counter Trap", CardType.COUNTER)
DARK_HOLE = spell(53129443, "Dark Hole")

MAIN_MIX: tuple[tuple[Card, int], ...] = (
    (TOMATO, 4),
    (SOLDIER, 3),
    (WALL, 3),
    (KNIGHT, 3),
    (JINZO, 2),
    (DRAGON, 2),
    (ZERO, 2),
    (monster(90000006, "Test Scout", 2, 1000, 600), 3),
    (monster(90000007, "Test Guard", 4, 1500, 1600), 3),
    (POT, 2),
    (QUICK, 2),
    (CONT_SPELL, 1),
    (FIELD_A, 1),
    (FIELD_B, 1),
    (EQUIP, 1),
    (TRAP, 3),
    (CONT_TRAP, 2),
    (COUNTER, 2),
)


def vanilla_deck() -> list[Card]:
    """A 40-card deck of vanilla test cards plus one Xyz monster for the Extra Deck."""
    return [card for card, copies in MAIN_MIX for _ in range(copies)] + [XYZ]
