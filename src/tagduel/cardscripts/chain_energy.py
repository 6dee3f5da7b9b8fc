"""Chain Energy (Continuous Spell): while it is face-up, its activator and the opponent across
pay 500 Life Points for each card they Normal Summon, Special Summon, Set or activate from their
hand.

The database's text, in our words: the duelists it names pay 500 Life Points each time they play
a card out of their hand — a Normal Summon or Set, a Special Summon by a card's own procedure, a
Spell/Trap Set, or an activation of a card in the hand (`hand_tolls`; an action the team can't
pay for is not legal).

Seed 001 readings: the text names each player, that is the card's controller and the opponent
sitting across (section E: "If a card affects "both Duelists" or "each player," then the
Duelist activating the effect and the opponent sitting directly across from them are affected",
`Scope.EACH_PLAYER`): the controller's teammate and the other opponent play freely; the Life
Points are paid from the paying duelist's team's total (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, Scope, Scripts
from tagduel.engine.hand_tolls import toll

PASSCODE: Final = 79323590
TOLL: Final = 500

SUMMARY: Final = {
    PASSCODE: (
        "Its controller and the opponent across pay 500 Life Points for each card they play "
        "from their hand."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Chain Energy"),
        toll(TOLL, Scope.EACH_PLAYER),
    )
