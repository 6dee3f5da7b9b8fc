"""Blackwing - Kris the Crack of Dawn (Effect Monster): Special Summoned from the hand while the
team controls another "Blackwing" monster (once per turn that way); once per turn it is not
destroyed by a Spell/Trap effect.

The database's text, in our words: with a "Blackwing" of another name on its duelist's side it
may be Special Summoned out of the hand by its own procedure, and that procedure can be used
only once a turn; the first time each turn a Spell or Trap effect would destroy it, it stays
(`once_guards`).

Seed 001 readings: the other "Blackwing" may be the teammate's (section E: "you control"); the
once-a-turn limit on the procedure binds the team (section E: "If a card prevents you from
performing an action, it prevents your teammate as well"), kept by `hard_once`.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import hand_procedure
from tagduel.engine import Scripts, hard_once, once_guards

PASSCODE: Final = 81105204

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while the team controls another Blackwing (once per "
        "turn for the team); once per turn it is not destroyed by a Spell/Trap effect."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        hand_procedure(cost=hard_once.cost("kris-procedure")),
        once_guards.spell_trap_guard("the first Spell/Trap destruction each turn does not happen"),
    )
