"""The engine's errors: a small hierarchy whose messages a duelist can read.

`RulesError` → `IllegalActionError` (a well-formed action the rules forbid, with a `Reason`),
`MalformedActionError` (text that is not an action), `AmbiguousActionError` (text that could mean
several legal actions), `SetupError` (a position that breaks the rules). `InvariantError` is a bug
in the engine, never a user's mistake, so it is not a `TagDuelError`.
"""

from __future__ import annotations

import enum

from mypy_extensions import mypyc_attr

from tagduel.errors import TagDuelError
from tagduel.i18n import Later, lazy, made


class Reason(enum.Enum):
    """Why an action is illegal."""

    DUEL_OVER = "duel_over"
    NOT_YOUR_DECISION = "not_your_decision"
    WRONG_KIND_OF_ANSWER = "wrong_kind_of_answer"
    NO_SUCH_CARD = "no_such_card"
    WRONG_PHASE = "wrong_phase"
    ALREADY_NORMAL_SUMMONED = "already_normal_summoned"
    NOT_A_MONSTER = "not_a_monster"
    CANNOT_NORMAL_SUMMON = "cannot_normal_summon"
    WRONG_TRIBUTES = "wrong_tributes"
    ZONES_FULL = "zones_full"
    NOT_YOUR_CARD = "not_your_card"
    TEAMMATES_CARD = "teammates_card"
    SET_THIS_TURN = "set_this_turn"
    SUMMONED_THIS_TURN = "summoned_this_turn"
    POSITION_ALREADY_CHANGED = "position_already_changed"
    CANNOT_CHANGE_POSITION = "cannot_change_position"
    SPELL_SPEED_TOO_LOW = "spell_speed_too_low"
    NOT_LATEST_CHAIN_LINK = "not_latest_chain_link"
    CANNOT_ACTIVATE = "cannot_activate"
    BAD_TARGETS = "bad_targets"
    TOO_EARLY_TO_ATTACK = "too_early_to_attack"
    CANNOT_ATTACK = "cannot_attack"
    ALREADY_ATTACKED = "already_attacked"
    MUST_ATTACK_MONSTER = "must_attack_monster"
    BAD_ATTACK_TARGET = "bad_attack_target"
    BAD_PHASE_CHANGE = "bad_phase_change"
    BAD_CHOICE = "bad_choice"
    CANNOT_SPECIAL_SUMMON = "cannot_special_summon"
    WRONG_MATERIALS = "wrong_materials"


class RulesError(TagDuelError):
    """Base of the errors the rules engine raises for a duelist's input."""


class IllegalActionError(RulesError):
    """A well-formed action the rules do not allow now; `reason` says why. The message may be a
    `tagduel.i18n.later` recipe: it is made (a translatable `Text`) here."""

    def __init__(self, reason: Reason, message: str | Later) -> None:
        self.reason = reason
        self.message = made(message)
        super().__init__(self.message)


class MalformedActionError(RulesError):
    """Text that does not read as an action."""


class AmbiguousActionError(RulesError):
    """Text that matches several different legal actions; `candidates` holds their notation."""

    def __init__(self, message: str, candidates: list[str]) -> None:
        self.candidates = candidates
        super().__init__(
            lazy("{message}: {candidates}", message=message, candidates=" | ".join(candidates))
        )


class SetupError(RulesError):
    """A starting position that breaks the rules (too many cards in a zone, two Field Spells…)."""


@mypyc_attr(native_class=False)
class InvariantError(AssertionError):
    """The engine broke one of its own invariants: a bug, reported with the failing check."""
