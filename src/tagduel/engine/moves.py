"""Each kind of action: which decisions accept it, its legality predicate and its effect.

`actions_for` lists the legal answers to a decision and `problem` explains why an answer is not
legal; both use the predicates of summon, procedures, activation, battle and phases, so they
always agree. Answers to questions (CHOOSE, YES_NO) go to `asking`, answers about trigger
effects (TRIGGER, ORDER) to `triggers`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    activation,
    asking,
    battle,
    hand_tolls,
    phases,
    priority,
    procedures,
    replays,
    spelltrap,
    summon,
    triggers,
)
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
)
from tagduel.engine.chain import response_actions
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.game import Game, Problem, lookup, lookup_all
from tagduel.engine.seats import Seat
from tagduel.engine.wording import phase_name
from tagduel.engine.zones import CardInstance
from tagduel.i18n import lazy

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_CHOOSE: Final = DecisionKind.CHOOSE
_DISCARD: Final = DecisionKind.DISCARD
_MAIN: Final = DecisionKind.MAIN
_ORDER: Final = DecisionKind.ORDER
_REPLAY: Final = DecisionKind.REPLAY
_RESPOND: Final = DecisionKind.RESPOND
_TRIGGER: Final = DecisionKind.TRIGGER
_YES_NO: Final = DecisionKind.YES_NO

_ACCEPTS: Final[dict[DecisionKind, tuple[type[Action], ...]]] = {
    DecisionKind.MAIN: (Summon, Set, SpecialSummon, Activate, ChangePosition, EnterPhase),
    DecisionKind.BATTLE: (Attack, Activate, EnterPhase),
    DecisionKind.RESPOND: (Activate, Pass),
    DecisionKind.DISCARD: (Choose,),
    DecisionKind.TRIGGER: (Activate, Yes, No),
    DecisionKind.ORDER: (Choose,),
    DecisionKind.CHOOSE: (Choose,),
    DecisionKind.YES_NO: (Yes, No),
    DecisionKind.REPLAY: (Attack, No),
}
_ASKING: Final = {
    DecisionKind.MAIN: lazy("take a Main Phase action"),
    DecisionKind.BATTLE: lazy("declare an attack or move on"),
    DecisionKind.RESPOND: lazy("respond (activate) or pass"),
    DecisionKind.DISCARD: lazy("choose a card to discard"),
    DecisionKind.TRIGGER: lazy("say whether to activate a trigger effect"),
    DecisionKind.ORDER: lazy("choose the trigger effect to put on the chain next"),
    DecisionKind.CHOOSE: lazy("choose for an effect that is resolving"),
    DecisionKind.YES_NO: lazy("answer yes or no"),
    DecisionKind.REPLAY: lazy("attack again after the replay, or answer no"),
}


def actions_for(game: Game, kind: DecisionKind, seat: Seat) -> list[Action]:
    """Every legal answer to a MAIN, BATTLE, RESPOND or DISCARD decision by `seat`."""
    if kind is _RESPOND:
        return hand_tolls.affordable(game, response_actions(game, seat))  # Chain Energy
    if kind is _DISCARD:
        return list(phases.discard_actions(game, seat))
    out: list[Action] = []
    if kind is _MAIN:
        out.extend(summon.summon_actions(game, seat))
        out.extend(procedures.special_summon_actions(game, seat))
        out.extend(spelltrap.set_st_actions(game, seat))
        out.extend(summon.position_actions(game, seat))
    else:
        out.extend(battle.attack_actions(game, seat))
    out.extend(activation.activation_actions(game, seat))
    out.extend(phases.phase_actions(game, seat))
    return hand_tolls.affordable(game, out)  # Chain Energy: the Life Points can be paid


def problem(game: Game, decision: Decision, action: Action) -> Problem | None:
    """Why `action` does not answer `decision` legally, or None."""
    if action.seat is not decision.seat:
        return Reason.NOT_YOUR_DECISION, lazy(
            "it is {seat}'s decision ({what}), not {other}'s",
            seat=decision.seat.value,
            what=_ASKING[decision.kind],
            other=action.seat.value,
        )
    if not isinstance(action, _ACCEPTS[decision.kind]):
        return Reason.WRONG_KIND_OF_ANSWER, lazy(
            "{seat} must {what} now ({phase})",
            seat=decision.seat.value,
            what=_ASKING[decision.kind],
            phase=phase_name(game.state.phase),
        )
    kind = decision.kind
    if kind is DecisionKind.TRIGGER or kind is DecisionKind.ORDER:
        return triggers.problem(decision, action)
    if kind is DecisionKind.CHOOSE or kind is DecisionKind.YES_NO:
        return asking.problem(game, action)
    if kind is DecisionKind.REPLAY:
        return _replay_problem(game, decision, action)
    try:
        return _check(game, action)
    except IllegalActionError as err:
        return err.reason, err.message


def _replay_problem(game: Game, decision: Decision, action: Action) -> Problem | None:
    try:
        return replays.problem(game, decision, action)
    except IllegalActionError as err:
        return err.reason, err.message


def _cards(game: Game, refs: tuple[CardRef, ...]) -> tuple[CardInstance, ...]:
    return lookup_all(game.state, refs)


def _check(game: Game, action: Action) -> Problem | None:
    seat = action.seat
    toll = hand_tolls.problem(game, action)  # Chain Energy: 500 per card from the hand
    if toll is not None:
        return toll
    if isinstance(action, Summon | Set):
        card = lookup(game.state, action.card)
        if isinstance(action, Set) and not card.card.is_monster:
            return spelltrap.set_st_problem(game, seat, card)
        tributes = _cards(game, action.tributes)
        return summon.summon_problem(game, seat, card, tributes, set_=isinstance(action, Set))
    if isinstance(action, SpecialSummon):
        card = lookup(game.state, action.card)
        return procedures.summon_problem(game, seat, card, _cards(game, action.using))
    if isinstance(action, Activate):
        card = lookup(game.state, action.card)
        targets, costs = _cards(game, action.targets), _cards(game, action.costs)
        return activation.activation_problem(
            game, seat, card, action.effect, targets, costs, action.answering
        )
    if isinstance(action, Attack):
        target = None if action.target is None else lookup(game.state, action.target)
        return battle.attack_problem(game, seat, lookup(game.state, action.attacker), target)
    if isinstance(action, ChangePosition):
        return summon.position_problem(game, seat, lookup(game.state, action.card))
    if isinstance(action, EnterPhase):
        return phases.phase_problem(game, seat, action.phase)
    if isinstance(action, Choose):
        return phases.discard_problem(game, seat, _cards(game, action.cards))
    return None


def perform(game: Game, decision: Decision, action: Action) -> None:
    """Carry out a legal `action` answering `decision` (checked by the caller)."""
    kind = decision.kind
    if kind is _TRIGGER or kind is _ORDER:
        triggers.perform(game, decision, action)
    elif kind is _CHOOSE or kind is _YES_NO:
        asking.record(game, action)
    elif kind is _REPLAY:
        replays.perform(game, action)
    else:
        _perform(game, action)


def _perform(game: Game, action: Action) -> None:
    seat, state = action.seat, game.state
    hand_tolls.pay(game, action)  # Chain Energy: 500 per card from the hand
    if isinstance(action, Summon | Set):
        card = lookup(state, action.card)
        if isinstance(action, Set) and not card.traits.is_monster:
            spelltrap.perform_set_st(game, seat, card)
        else:
            tributes = _cards(game, action.tributes)
            summon.perform_summon(game, seat, card, tributes, set_=isinstance(action, Set))
    elif isinstance(action, SpecialSummon):
        card = lookup(state, action.card)
        procedures.perform(game, seat, card, _cards(game, action.using))
    elif isinstance(action, Activate):
        card = lookup(state, action.card)
        targets, costs = _cards(game, action.targets), _cards(game, action.costs)
        activation.perform_activation(game, seat, card, action.effect, targets, costs)
    elif isinstance(action, Attack):
        target = None if action.target is None else lookup(state, action.target)
        battle.declare_attack(game, seat, lookup(state, action.attacker), target)
    elif isinstance(action, ChangePosition):
        summon.perform_position_change(game, seat, lookup(state, action.card))
    elif isinstance(action, EnterPhase):
        phases.request_phase(game, action.phase)
    elif isinstance(action, Choose):
        phases.discard(game, lookup(state, action.cards[0]))
    elif isinstance(action, Pass):
        priority.record_pass(game)
