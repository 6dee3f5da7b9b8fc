"""The Battle Phase: attack declarations and the damage step.

Seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth." Seed
001 C: only the turn duelist's own Attack Position monsters attack, and "If there is a monster on
the opponents' side of the field (in either Duelist's Monster Card Zones) then it must be
attacked before an attack on their Life Points directly." Battle damage comes off the opposing
team's shared Life Points.
"""

from __future__ import annotations

from collections.abc import Iterator

from tagduel.engine.actions import Action, Attack
from tagduel.engine.errors import Reason
from tagduel.engine.events import AttackDeclared, Flipped, LpCause
from tagduel.engine.game import Game, Problem, ref_of
from tagduel.engine.ops import change_lp, destroy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import PendingAttack, WindowKind
from tagduel.engine.zones import CardInstance, Location, Position


def _shown(card: CardInstance) -> str:
    return f'"{card.name}"' if card.face_up else "a Set monster"


def attacker_problem(game: Game, seat: Seat, attacker: CardInstance) -> Problem | None:
    """Why `attacker` may not attack at all this turn, or None."""
    state, rules = game.state, game.rules
    if not rules.can_attack_this_turn(state):
        return Reason.TOO_EARLY_TO_ATTACK, (
            f"no duelist may attack before turn {rules.first_attack_turn} (this is turn {state.turn})"
        )
    if attacker.location is not Location.MONSTERS or attacker.zone_seat is not seat:
        owner = attacker.zone_seat.value
        return Reason.CANNOT_ATTACK, (
            f"{seat.value} can't attack with {owner}'s \"{attacker.name}\": "
            "a duelist attacks only with monsters in their own Monster Card Zones"
        )
    if not rules.may_attack_with(state, seat, attacker):
        return Reason.CANNOT_ATTACK, f'"{attacker.name}" is not in Attack Position'
    if attacker.attacked_turn == state.turn:
        return Reason.ALREADY_ATTACKED, f'"{attacker.name}" has already attacked this turn'
    return None


def attack_problem(
    game: Game, seat: Seat, attacker: CardInstance, target: CardInstance | None
) -> Problem | None:
    """Why `seat` may not declare this attack (target None = direct), or None."""
    problem = attacker_problem(game, seat, attacker)
    if problem is not None:
        return problem
    targets = game.rules.attack_targets(game.state, seat)
    if target is None and targets:
        first = targets[0]
        return Reason.MUST_ATTACK_MONSTER, (
            f"Can't attack directly: {first.zone_seat.value} controls {_shown(first)}"
        )
    if target is not None and all(t.uid != target.uid for t in targets):
        return Reason.BAD_ATTACK_TARGET, (
            f'"{target.name}" is not a monster on the opponents\' side of the field'
        )
    return None


def attack_actions(game: Game, seat: Seat) -> Iterator[Action]:
    state = game.state
    targets = game.rules.attack_targets(state, seat)
    for attacker in state.zones[seat].monsters_on_field():
        if attacker_problem(game, seat, attacker) is not None:
            continue
        ref = ref_of(attacker)
        if not targets:
            yield Attack(seat, ref, None)
        for target in targets:
            yield Attack(seat, ref, ref_of(target))


def declare_attack(
    game: Game, seat: Seat, attacker: CardInstance, target: CardInstance | None
) -> None:
    """Declare the attack; priority goes round before the damage step."""
    state = game.state
    attacker.attacked_turn = state.turn
    state.attack = PendingAttack(attacker.uid, None if target is None else target.uid)
    target_seat = None if target is None else target.zone_seat
    shown = "" if target is None else (target.name if target.face_up else "a Set monster")
    state.emit(AttackDeclared(seat, attacker.name, target_seat, shown))
    open_window(game, WindowKind.ATTACK, seat)


def damage_step(game: Game) -> None:
    """Carry out the pending attack; it is called off if either monster left its place."""
    state = game.state
    attack, state.attack = state.attack, None
    assert attack is not None
    attacker = state.find(attack.attacker)
    if attacker is None or not attacker_still_attacking(game, attacker):
        return
    if attack.target is None:
        change_lp(state, state.turn_seat.team.other, -attacker.attack_value(), LpCause.BATTLE)
        return
    target = state.find(attack.target)
    if target is None or target.location is not Location.MONSTERS:
        return
    if target.position is Position.SET:
        target.position, target.face_up = Position.DEFENSE, True
        state.emit(Flipped(target.zone_seat, target.name))
    _calculate(game, attacker, target)


def attacker_still_attacking(game: Game, attacker: CardInstance) -> bool:
    return (
        attacker.location is Location.MONSTERS
        and attacker.zone_seat is game.state.turn_seat
        and attacker.position is Position.ATTACK
    )


def _calculate(game: Game, attacker: CardInstance, target: CardInstance) -> None:
    """Damage calculation: ATK against ATK, or ATK against DEF."""
    state = game.state
    atk = attacker.attack_value()
    if target.position is Position.ATTACK:
        other = target.attack_value()
        if atk > other:
            change_lp(state, target.zone_seat.team, other - atk, LpCause.BATTLE)
            destroy(state, target, "battle")
        elif atk < other:
            change_lp(state, attacker.zone_seat.team, atk - other, LpCause.BATTLE)
            destroy(state, attacker, "battle")
        elif atk > 0:
            destroy(state, attacker, "battle")
            destroy(state, target, "battle")
        return
    defense = target.defense_value()
    if atk > defense:
        destroy(state, target, "battle")
    elif atk < defense:
        change_lp(state, attacker.zone_seat.team, atk - defense, LpCause.BATTLE)
