"""The Battle Phase: attack declarations, the steps of the Damage Step and damage calculation.

Seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth." Seed
001 C: only the turn duelist's own Attack Position monsters attack, and "If there is a monster on
the opponents' side of the field (in either Duelist's Monster Card Zones) then it must be
attacked before an attack on their Life Points directly." Battle damage comes off the opposing
team's shared Life Points.

After the declaration's round of priority the Damage Step runs in steps, each with its own round
of priority, the turn duelist first: the start of the Damage Step, before damage calculation (a
Set defender is flipped face-up first), damage calculation (battle damage; the monsters it
destroys stay where they are for now: trigger effects of the battle damage, and FLIP effects of
a monster flipped by the attack, go on a chain after it), and the end of the Damage Step, where
the monsters destroyed by battle go to the Graveyard and their trigger effects go on the chain.
Seed 001 D: "Duelist 1A declares an attack on Duelist 2A's face-up Monster with his own LIGHT
Monster. Any of the 4 Duelists may activate the effect of Honest."

Before the Damage Step an attack ends when it is negated or when the attacker leaves its place;
when the monsters on the opponents' side change (the target leaves, another monster arrives,
even with the count unchanged), the attack is replayed (`replays.py`). From damage calculation
on, the Damage Step runs to its end whatever leaves.
"""

from __future__ import annotations

from tagduel.engine import (
    attack_limits,
    attack_shields,
    battle_extras,
    battle_guards,
    damage_step_timing,
    destruction_substitutes,
    once_guards,
    protection,
    replays,
    restrictions,
)
from tagduel.engine.actions import Action, Attack
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.errors import Reason
from tagduel.engine.events import Flipped
from tagduel.engine.game import Game, Problem, ref_of
from tagduel.engine.ops import destroy
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import BattleStep, PendingAttack, Window, WindowKind
from tagduel.engine.timing import together
from tagduel.engine.wording import COMMA, quoted
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import Text, later


def attacker_problem(game: Game, seat: Seat, attacker: CardInstance) -> Problem | None:
    """Why `attacker` may not attack at all this turn, or None."""
    state, rules = game.state, game.rules
    if not rules.can_attack_this_turn(state):
        return Reason.TOO_EARLY_TO_ATTACK, later(
            "no duelist may attack before turn {first} (this is turn {turn})",
            first=rules.first_attack_turn,
            turn=state.turn,
        )
    if attacker.location is not Location.MONSTERS or attacker.zone_seat is not seat:
        return Reason.CANNOT_ATTACK, later(
            "{seat} can't attack with {owner}'s \"{card}\": a duelist attacks only with monsters "
            "in their own Monster Card Zones",
            seat=seat.value,
            owner=attacker.zone_seat.value,
            card=attacker.name,
        )
    if not rules.may_attack_with(state, seat, attacker):
        return Reason.CANNOT_ATTACK, later('"{card}" is not in Attack Position', card=attacker.name)
    if attacker.attacked_turn == state.turn and not battle_extras.may_attack_again(game, attacker):
        return Reason.ALREADY_ATTACKED, later(
            '"{card}" has already attacked this turn', card=attacker.name
        )
    if attacker.memory.get("no_attack") == state.turn:
        return Reason.CANNOT_ATTACK, later('"{card}" can\'t attack this turn', card=attacker.name)
    sole = attack_limits.attacker_problem(state, attacker)  # Sirocco: "only this one"
    if sole is not None:
        return sole
    if not restrictions.can_declare_attack(game, seat, attacker):
        return Reason.CANNOT_ATTACK, later(
            'an effect on the field prevents {seat} from attacking with "{card}"',
            seat=seat.value,
            card=attacker.name,
        )
    return None


def attack_problem(
    game: Game, seat: Seat, attacker: CardInstance, target: CardInstance | None
) -> Problem | None:
    """Why `seat` may not declare this attack (target None = direct), or None."""
    problem = attacker_problem(game, seat, attacker)
    if problem is not None:
        return problem
    foes = game.rules.attack_targets(game.state, seat)
    if target is None and foes and not battle_guards.may_attack_directly(game, attacker):
        first = foes[0]
        if not first.face_up:
            return Reason.MUST_ATTACK_MONSTER, later(
                "Can't attack directly: {seat} controls a Set monster", seat=first.zone_seat.value
            )
        return Reason.MUST_ATTACK_MONSTER, later(
            'Can\'t attack directly: {seat} controls "{card}"',
            seat=first.zone_seat.value,
            card=first.name,
        )
    targets = attack_limits.targets(game, foes)  # Dupe Frog: only it may be targeted
    if target is not None and any(t.uid == target.uid for t in foes) and target not in targets:
        return Reason.BAD_ATTACK_TARGET, later(
            '"{card}" can\'t be targeted for an attack: an effect allows only {cards}',
            card=target.name,
            cards=Text.joined(COMMA, [quoted(t.name) for t in targets]),
        )
    if target is not None and all(t.uid != target.uid for t in targets):
        return Reason.BAD_ATTACK_TARGET, later(
            '"{card}" is not a monster on the opponents\' side of the field', card=target.name
        )
    return None


def attack_actions(game: Game, seat: Seat) -> list[Action]:
    out: list[Action] = []
    state = game.state
    foes = game.rules.attack_targets(state, seat)
    targets = attack_limits.targets(game, foes)  # Dupe Frog: only it may be targeted
    for attacker in state.zones[seat].monsters_on_field():
        if attacker_problem(game, seat, attacker) is not None:
            continue
        ref = ref_of(attacker)
        if not foes or battle_guards.may_attack_directly(game, attacker):  # Gear Golem
            out.append(Attack(seat, ref, None))
        for target in targets:
            out.append(Attack(seat, ref, ref_of(target)))
    return out


def declare_attack(
    game: Game, seat: Seat, attacker: CardInstance, target: CardInstance | None
) -> None:
    """Declare the attack; priority goes round before the Damage Step."""
    state = game.state
    battle_extras.on_declare(state, attacker)  # a second attack (Cyber Twin Dragon)
    attacker.attacked_turn = state.turn
    state.attack = PendingAttack(attacker.uid, None if target is None else target.uid)
    state.attack.foes = replays.foes(game, seat)
    target_seat = None if target is None else target.zone_seat
    shown = "" if target is None else target.name
    target_uid = 0 if target is None else target.uid
    hidden = target is not None and not target.face_up
    state.emit(
        AttackDeclared(seat, attacker.name, target_seat, shown, attacker.uid, target_uid, hidden)
    )
    attack_shields.on_declared(state)  # "negate the next attack this turn" (Necro Gardna)
    open_window(game, WindowKind.ATTACK, seat)


def goes_on(game: Game, attack: PendingAttack) -> bool:
    """The attack goes on: damage has been calculated (the Damage Step runs to its end); or,
    in the Battle Step, it is not negated and the attacker can still attack (a target that
    left makes a replay); or, before damage calculation, it is `still_on`."""
    if attack.step.calculated:
        return True
    if attack.step is BattleStep.DECLARED:
        return _attacker_on(game, attack)
    return still_on(game, attack)


def _attacker_on(game: Game, attack: PendingAttack) -> bool:
    attacker = game.state.find(attack.attacker)
    return not attack.negated and attacker is not None and attacker_still_attacking(game, attacker)


def still_on(game: Game, attack: PendingAttack) -> bool:
    """The attack goes on: not negated, attacker and target still in their places."""
    state = game.state
    if not _attacker_on(game, attack):
        return False
    if attack.target is None:
        return True
    target = state.find(attack.target)
    return target is not None and target.location is Location.MONSTERS


def next_step(game: Game) -> None:
    """Every seat passed in the attack's current step: on to the next step, a replay, or the
    attack ends."""
    state = game.state
    attack = state.attack
    assert attack is not None
    if attack.step is BattleStep.END or not goes_on(game, attack):
        state.attack = None
        return
    step = attack.step
    if step is BattleStep.DECLARED:
        if replays.start_if_changed(game, attack):
            return
        attack.step = BattleStep.START
    elif step is BattleStep.START:
        attack.step = BattleStep.BEFORE_CALC
        _flip_defender(game, attack)
    elif step is BattleStep.BEFORE_CALC:
        attack.step = BattleStep.AFTER_CALC
        _calculate(game, attack)
        battle_extras.after_calculation(state)  # "during that damage calculation only"
    else:
        attack.step = BattleStep.END
        _destroy_by_battle(game, attack)
    damage_step_timing.reached(game, attack)  # "before damage calculation" (Reflect Bounder)
    state.window = Window(WindowKind.DAMAGE, state.turn_seat)


def after_chain(game: Game, kind: WindowKind) -> bool:
    """A chain resolved in a window of an attack (`kind`): True when the window opens again;
    False when the attack ended (negated, or a monster left before damage calculation) or is
    replayed."""
    attack = game.state.attack
    if kind is WindowKind.PHASE or attack is None:
        return True
    if not goes_on(game, attack):
        game.state.attack = None
        return False
    return not (attack.step is BattleStep.DECLARED and replays.start_if_changed(game, attack))


def _flip_defender(game: Game, attack: PendingAttack) -> None:
    if attack.target is None:
        return
    target = game.state.find(attack.target)
    if target is not None and target.position is Position.SET:
        target.position, target.face_up = Position.DEFENSE, True
        target.since = len(game.state.events)
        game.state.emit(Flipped(target.zone_seat, target.name, target.uid))


def attacker_still_attacking(game: Game, attacker: CardInstance) -> bool:
    return (
        attacker.location is Location.MONSTERS
        and attacker.zone_seat is game.state.turn_seat
        and attacker.position is Position.ATTACK
    )


def _calculate(game: Game, attack: PendingAttack) -> None:
    """Damage calculation: ATK against ATK, or ATK against DEF, or a direct attack. Battle
    damage is taken now; the monsters destroyed are noted (`doomed`) and leave at the end of
    the Damage Step."""
    state = game.state
    attacker = state.find(attack.attacker)
    target = None if attack.target is None else state.find(attack.target)
    if attacker is None or (attack.target is not None and target is None):
        return
    atk = attacker.attack_value()
    battle_guards.mark_battled(state, attacker, target)  # "if this card battled"
    with together(state):
        if target is None:
            foes = state.turn_seat.team.other
            battle_guards.deal(game, foes, atk, attacker.uid, attacker, None)
        elif target.position is Position.ATTACK:
            attack.doomed = _against_attack(game, attacker, target)
        else:
            attack.doomed = _against_defense(game, attacker, target)
    attack.doomed = once_guards.spare(game, attack.doomed)  # "once per turn, not by battle"


def _against_defense(game: Game, attacker: CardInstance, target: CardInstance) -> tuple[int, ...]:
    atk, defense = attacker.attack_value(), target.defense_value()
    if atk > defense:
        if battle_guards.pierces(game, attacker):  # piercing (`card_properties.PIERCING`)
            team = target.zone_seat.team
            battle_guards.deal(game, team, atk - defense, attacker.uid, attacker, target)
        return (target.uid,)
    if atk < defense:
        team = attacker.zone_seat.team
        battle_guards.deal(game, team, defense - atk, target.uid, attacker, target)
    return ()


def _against_attack(game: Game, attacker: CardInstance, target: CardInstance) -> tuple[int, ...]:
    atk, other = attacker.attack_value(), target.attack_value()
    if atk > other:
        battle_guards.deal(game, target.zone_seat.team, atk - other, attacker.uid, attacker, target)
        return (target.uid,)
    if atk < other:
        battle_guards.deal(game, attacker.zone_seat.team, other - atk, target.uid, attacker, target)
        return (attacker.uid,)
    return (attacker.uid, target.uid) if atk > 0 else ()


def _destroy_by_battle(game: Game, attack: PendingAttack) -> None:
    """The end of the Damage Step: the monsters damage calculation destroyed, if still on the
    field, are destroyed by battle and go to their owners' Graveyards, together."""
    state = game.state
    with together(state):
        for uid in attack.doomed:
            card = state.find(uid)
            if card is not None and card.location is Location.MONSTERS:
                if not protection.goes_ahead(game, card, None, battle=True):
                    continue  # can't be destroyed by battle, or an Equip Card went instead
                if not destruction_substitutes.replaced(game, card):
                    destroy(state, card, "battle")
