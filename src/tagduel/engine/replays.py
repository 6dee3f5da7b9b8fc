"""Attack replays: the monsters on the opponents' side change after an attack is declared.

If, before the Damage Step, the attack target leaves the opponents' side of the field or
another monster arrives there (even when the count stays the same, one leaving as another
arrives; a direct attack when a monster arrives), the attack is replayed (Master Rule 2 era
game rules, the official rulebook's "Replay"): the attacking duelist attacks again with the same
monster, choosing a target anew (or directly, when the opponents control no monster), or stops
the attack (`no`). Either way the monster has declared its attack this turn: if it stops, it
can't attack again; the duelist may go on with another monster. Choosing the target again is
not a new attack declaration: "when a monster declares an attack" effects do not answer it,
"when targeted for an attack" ones do. Seed 001 C: the opponents' side is both opponents'
Monster Card Zones ("in either Duelist's Monster Card Zones").
"""

from __future__ import annotations

from tagduel.engine import attack_limits
from tagduel.engine.actions import Action, Attack, No
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.cardevents import AttackReplay
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.errors import Reason
from tagduel.engine.game import Game, Problem, lookup, ref_of
from tagduel.engine.priority import open_window
from tagduel.engine.seats import Seat
from tagduel.engine.state import PendingAttack, WindowKind
from tagduel.engine.zones import CardInstance
from tagduel.i18n import later


def foes(game: Game, seat: Seat) -> tuple[int, ...]:
    """The monsters on `seat`'s opponents' side of the field now (uids, sorted)."""
    return tuple(sorted(c.uid for c in game.rules.attack_targets(game.state, seat)))


def start_if_changed(game: Game, attack: PendingAttack) -> bool:
    """Replay the attack if the opponents' side changed since its target was chosen (the
    window of priority closes; the attacking duelist decides next)."""
    state = game.state
    if foes(game, state.turn_seat) == attack.foes:
        return False
    attack.replay = True
    state.window = None
    attacker = state.find(attack.attacker)
    state.emit(AttackReplay(state.turn_seat, attacker.name if attacker else "?"))
    return True


def decision(game: Game) -> Decision:
    """The replay's decision: the attacker's new target (or direct), or `no` to stop."""
    seat = game.state.turn_seat
    return Decision(seat, DecisionKind.REPLAY, tuple(_answers(game, seat)), "replay")


def _answers(game: Game, seat: Seat) -> list[Action]:
    attacker = _attacker(game)
    foes = game.rules.attack_targets(game.state, seat)
    ref = ref_of(attacker)
    targets = attack_limits.targets(game, foes)  # Dupe Frog: only it may be targeted
    out: list[Action] = [Attack(seat, ref, ref_of(t)) for t in targets]
    if not foes:
        out.append(Attack(seat, ref, None))
    out.append(No(seat))
    return out


def _attacker(game: Game) -> CardInstance:
    attack = game.state.attack
    assert attack is not None
    attacker = game.state.find(attack.attacker)
    assert attacker is not None
    return attacker


def problem(game: Game, decision: Decision, action: Action) -> Problem | None:
    """Why `action` is not an answer to the replay, or None."""
    if action in decision.actions:
        return None
    if isinstance(action, Attack):
        if lookup(game.state, action.attacker) is not _attacker(game):
            return Reason.CANNOT_ATTACK, later(
                'a replay is the attack of "{card}": attack with it again, or answer no',
                card=_attacker(game).name,
            )
        return Reason.BAD_ATTACK_TARGET, later(
            "choose a monster on the opponents' side of the field (directly only when they "
            "control none)"
        )
    shown = " | ".join(a.to_text() for a in decision.actions)
    return Reason.BAD_CHOICE, later("answer with one of: {answers}", answers=shown)


def perform(game: Game, action: Action) -> None:
    """Attack again at the chosen target (a window of priority opens), or stop the attack."""
    state = game.state
    attack = state.attack
    assert attack is not None
    if isinstance(action, No) or not isinstance(action, Attack):
        state.attack = None
        return
    attacker = _attacker(game)
    target = None if action.target is None else lookup(state, action.target)
    attack.target = None if target is None else target.uid
    attack.foes, attack.replay, attack.replayed = foes(game, action.seat), False, True
    shown = "" if target is None else target.name
    state.emit(
        AttackDeclared(
            action.seat,
            attacker.name,
            None if target is None else target.zone_seat,
            shown,
            attacker.uid,
            0 if target is None else target.uid,
            target is not None and not target.face_up,
            replay=True,
        )
    )
    open_window(game, WindowKind.ATTACK, action.seat)
