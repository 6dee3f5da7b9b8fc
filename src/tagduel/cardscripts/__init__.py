"""Card scripts: the behaviour of cards, registered by passcode (issue 4 fills this in).

A card with no script plays as a card without effects: a Normal Monster, or a Spell/Trap that
does nothing when it resolves (scenario format).
"""

from __future__ import annotations

from tagduel.engine.effects import Scripts


def all_scripts() -> Scripts:
    """The registry of every scripted card (none yet: every card plays without effects)."""
    return Scripts()
