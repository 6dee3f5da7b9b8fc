"""The Tag Duel rules engine: pure, deterministic, driven through `Duel`.

Start with `Duel.new(decks, seed=...)` or `Duel.from_position(TableSetup(...))`, read
`duel.pending`, answer with `duel.apply(action)` (or `duel.play("1A summon ...")`).
"""

from __future__ import annotations

from tagduel.engine import scope
from tagduel.engine.actions import (
    Action,
    Activate,
    Attack,
    CardRef,
    ChangePosition,
    Choose,
    EnterPhase,
    Pass,
    Set,
    Summon,
    parse_action,
)
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.duel import Duel
from tagduel.engine.effects import Effect, EffectContext, EffectKind, Scripts
from tagduel.engine.errors import (
    AmbiguousActionError,
    IllegalActionError,
    InvariantError,
    MalformedActionError,
    Reason,
    RulesError,
    SetupError,
)
from tagduel.engine.rules import TagRules
from tagduel.engine.seats import ALL_SEATS, S1A, S1B, S2A, S2B, Seat, Team, turn_order
from tagduel.engine.setup import DuelistSetup, MonsterSetup, SpellTrapSetup, TableSetup
from tagduel.engine.state import DuelState, Outcome, Phase, SpellSpeed, Termination
from tagduel.engine.zones import CardInstance, Location, Position

__all__ = [
    "ALL_SEATS",
    "S1A",
    "S1B",
    "S2A",
    "S2B",
    "Action",
    "Activate",
    "AmbiguousActionError",
    "Attack",
    "CardInstance",
    "CardRef",
    "ChangePosition",
    "Choose",
    "Decision",
    "DecisionKind",
    "Duel",
    "DuelState",
    "DuelistSetup",
    "Effect",
    "EffectContext",
    "EffectKind",
    "EnterPhase",
    "IllegalActionError",
    "InvariantError",
    "Location",
    "MalformedActionError",
    "MonsterSetup",
    "Outcome",
    "Pass",
    "Phase",
    "Position",
    "Reason",
    "RulesError",
    "Scripts",
    "Seat",
    "Set",
    "SetupError",
    "SpellSpeed",
    "SpellTrapSetup",
    "Summon",
    "TableSetup",
    "TagRules",
    "Team",
    "Termination",
    "parse_action",
    "scope",
    "turn_order",
]
