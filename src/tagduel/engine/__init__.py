"""The Tag Duel rules engine: pure, deterministic, driven through `Duel`.

Start with `Duel.new(decks, seed=...)` or `Duel.from_position(TableSetup(...))`, read
`duel.pending`, answer with `duel.apply(action)` (or `duel.play("1A summon ...")`).

Card behaviour plugs in as `Effect` records in a `Scripts` registry (see `effects.py`); hooks
see an `EffectContext` (`context.py`) and are mostly built from `kit`; the words of card text go
through `scope`; continuous restrictions are queried through `restrictions`.
"""

from __future__ import annotations

from tagduel.engine import kit, restrictions, scope
from tagduel.engine.actions import (
    Action,
    Activate,
    Attack,
    CardRef,
    ChangePosition,
    Choose,
    EnterPhase,
    No,
    Pass,
    Set,
    SpecialSummon,
    Summon,
    Yes,
    parse_action,
)
from tagduel.engine.context import EffectContext, ScriptError
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.duel import Duel
from tagduel.engine.effects import Effect, EffectKind, On
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
from tagduel.engine.scope import Scope
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import ALL_SEATS, S1A, S1B, S2A, S2B, Seat, Team, turn_order
from tagduel.engine.setup import DuelistSetup, MonsterSetup, SpellTrapSetup, TableSetup
from tagduel.engine.state import (
    BattleStep,
    DuelState,
    Forbid,
    Outcome,
    Phase,
    SpellSpeed,
    Termination,
)
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
    "BattleStep",
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
    "Forbid",
    "IllegalActionError",
    "InvariantError",
    "Location",
    "MalformedActionError",
    "MonsterSetup",
    "No",
    "On",
    "Outcome",
    "Pass",
    "Phase",
    "Position",
    "Reason",
    "RulesError",
    "Scope",
    "ScriptError",
    "Scripts",
    "Seat",
    "Set",
    "SetupError",
    "SpecialSummon",
    "SpellSpeed",
    "SpellTrapSetup",
    "Summon",
    "TableSetup",
    "TagRules",
    "Team",
    "Termination",
    "Yes",
    "kit",
    "parse_action",
    "restrictions",
    "scope",
    "turn_order",
]
