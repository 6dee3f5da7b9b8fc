"""The Battle Phase: attack declarations, the steps of the Damage Step and damage calculation.

Seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth." Seed
001 C: only the turn duelist's own Attack Position monsters attack, and "If there is a monster on
the opponents' side of the field (in either Duelist's Monster Card Zones) then it must be
attacked before an attack on their Life Points directly." Battle damage comes off the opposing
team's shared Life Points.

After the declaration's round of priority the Damage Step runs in steps, each with its own round
of priority, the turn duelist first: the start of the Damage Step, before damage calculation (a
Set defender is flipped face-up first), then damage calculation and the end of the Damage Step,
where trigger effects of monsters destroyed by battle go on the chain. Seed 001 D: "Duelist 1A
declares an attack on Duelist 2A's face-up Monster with his own LIGHT Monster. Any of the 4
Duelists may activate the effect of Honest." An attack ends when it is negated or when the
attacker or its target leaves its place (no replay).
"""

from __future__ import annotations

from tagduel.engine import restrictions
from tagduel.engine.actions import Action, Attack
from tagduel.engine.errors import Reason
from tagduel.engine.events import AttackDeclared, Flipped, LpCause
from tagduel.engine.game import Game, Problem, ref_of
from tagduel.engine.ops import change_lp, destroy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import BattleStep, PendingAttack, Window, WindowKind
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
    if attacker.memory.get("no_attack") == state.turn:
        return Reason.CANNOT_ATTACK, f'"{attacker.name}" can\'t attack this turn'
    if not restrictions.can_declare_attack(game, seat, attacker):
        return Reason.CANNOT_ATTACK, (
            f'an effect on the field prevents {seat.value} from attacking with "{attacker.name}"'
        )
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


def attack_actions(game: Game, seat: Seat) -> list[Action]:
    out: list[Action] = []
    state = game.state
    targets = game.rules.attack_targets(state, seat)
    for attacker in state.zones[seat].monsters_on_field():
        if attacker_problem(game, seat, attacker) is not None:
            continue
        ref = ref_of(attacker)
        if not targets:
            out.append(Attack(seat, ref, None))
        for target in targets:
            out.append(Attack(seat, ref, ref_of(target)))
    return out


def declare_attack(
    game: Game, seat: Seat, attacker: CardInstance, target: CardInstance | None
) -> None:
    """Declare the attack; priority goes round before the Damage Step."""
    state = game.state
    attacker.attacked_turn = state.turn
    state.attack = PendingAttack(attacker.uid, None if target is None else target.uid)
    target_seat = None if target is None else target.zone_seat
    shown = "" if target is None else target.name
    target_uid = 0 if target is None else target.uid
    hidden = target is not None and not target.face_up
    state.emit(
        AttackDeclared(seat, attacker.name, target_seat, shown, attacker.uid, target_uid, hidden)
    )
    open_window(game, WindowKind.ATTACK, seat)


def still_on(game: Game, attack: PendingAttack) -> bool:
    """The attack goes on: not negated, attacker and target still in their places."""
    state = game.state
    attacker = state.find(attack.attacker)
    if attack.negated or attacker is None or not attacker_still_attacking(game, attacker):
        return False
    if attack.target is None:
        return True
    target = state.find(attack.target)
    return target is not None and target.location is Location.MONSTERS


def next_step(game: Game) -> None:
    """Every seat passed in the attack's current step: on to the next step, or the attack ends."""
    state = game.state
    attack = state.attack
    assert attack is not None
    if not still_on(game, attack) or attack.step is BattleStep.END:
        state.attack = None
        return
    if attack.step is BattleStep.DECLARED:
        attack.step = BattleStep.START
    elif attack.step is BattleStep.START:
        attack.step = BattleStep.BEFORE_CALC
        _flip_defender(game, attack)
    else:
        attack.step = BattleStep.END
        _calculate(game, attack)
    state.window = Window(WindowKind.DAMAGE, state.turn_seat)


def _flip_defender(game: Game, attack: PendingAttack) -> None:
    if attack.target is None:
        return
    target = game.state.find(attack.target)
    if target is not None and target.position is Position.SET:
        target.position, target.face_up = Position.DEFENSE, True
        game.state.emit(Flipped(target.zone_seat, target.name, target.uid))


def attacker_still_attacking(game: Game, attacker: CardInstance) -> bool:
    return (
        attacker.location is Location.MONSTERS
        and attacker.zone_seat is game.state.turn_seat
        and attacker.position is Position.ATTACK
    )


def _calculate(game: Game, attack: PendingAttack) -> None:
    """Damage calculation: ATK against ATK, or ATK against DEF, or a direct attack."""
    state = game.state
    attacker = state.find(attack.attacker)
    assert attacker is not None
    atk = attacker.attack_value()
    if attack.target is None:
        change_lp(state, state.turn_seat.team.other, -atk, LpCause.BATTLE, attacker.uid)
        return
    target = state.find(attack.target)
    assert target is not None
    if target.position is Position.ATTACK:
        _against_attack(game, attacker, target)
        return
    defense = target.defense_value()
    if atk > defense:
        destroy(state, target, "battle")
    elif atk < defense:
        change_lp(state, attacker.zone_seat.team, atk - defense, LpCause.BATTLE, target.uid)


def _against_attack(game: Game, attacker: CardInstance, target: CardInstance) -> None:
    state = game.state
    atk, other = attacker.attack_value(), target.attack_value()
    if atk > other:
        change_lp(state, target.zone_seat.team, other - atk, LpCause.BATTLE, attacker.uid)
        destroy(state, target, "battle")
    elif atk < other:
        change_lp(state, attacker.zone_seat.team, atk - other, LpCause.BATTLE, target.uid)
        destroy(state, attacker, "battle")
    elif atk > 0:
        destroy(state, attacker, "battle")
        destroy(state, target, "battle")
