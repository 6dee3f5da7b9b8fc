"""Limits on attacks that card effects add: a monster the opponents' monsters must attack if they
attack a monster (Dupe Frog: "Monsters your opponent controls cannot target monsters for
attacks, except this one"), and the only monster that may attack this turn (Blackwing - Sirocco
the Dawn: "Monsters other than the targeted monster cannot attack during the turn you activate
this effect").

- A lure is a CONTINUOUS record `lure()`: while its monster is face-up on the field with its
  effects not negated, the monsters of its controller's opponents may target only lures (of
  that side) when they attack a monster (seed 001 E: "your opponent" is both opponents).
  Direct attacks are not "targeting monsters for attacks": a monster that may attack directly
  still may.
- The sole attacker is one entry of `DuelState.counters` (saved with the state), `sole_attacker`
  with the monster's uid and `sole_attacker_turn` with the turn; it binds every monster (only
  the turn duelist attacks, and only with their own monsters).

Hooks: `battle.attacker_problem` asks `attacker_problem`; `battle.attack_problem`,
`battle.attack_actions` and `replays.py` narrow the targets with `targets`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.engine import lastingwords, restrictions
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.errors import Reason
from tagduel.engine.events import LastingApplied
from tagduel.engine.game import Game, Problem
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance
from tagduel.i18n import later

SOLE, SOLE_TURN = "sole_attacker", "sole_attacker_turn"


def _lures(ctx: object) -> None:
    """The marker of a lure record (it resolves nothing by itself)."""


def lure() -> Effect:
    """The record: "Monsters your opponent controls cannot target monsters for attacks, except
    this one"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="your opponent's monsters can target only this monster for attacks",
        resolve=_lures,
    )


def _is_lure(game: Game, card: CardInstance) -> bool:
    if not card.face_up or not game.scripts.has_effects(card.card):
        return False
    declared = any(e.resolve is _lures for e in game.scripts.effects(card.card))
    return declared and not restrictions.is_negated(game, card)


def targets(game: Game, foes: Sequence[CardInstance]) -> list[CardInstance]:
    """The monsters among `foes` (those on the attacker's opponents' side) an attack may
    target: the lures among them, if there are any; else all of them."""
    if not game.scripts.continuous:
        return list(foes)
    lures = [c for c in foes if _is_lure(game, c)]
    return lures or list(foes)


def only_this_attacks(state: DuelState, seat: Seat, monster: CardInstance, by: str) -> None:
    """No monster but `monster` can attack this turn (`seat`'s card `by`)."""
    state.counters[SOLE], state.counters[SOLE_TURN] = monster.uid, state.turn
    what = lastingwords.only_attacker(monster.name)
    state.emit(LastingApplied(seat, by, what))


def attacker_problem(state: DuelState, attacker: CardInstance) -> Problem | None:
    """Why `attacker` may not attack because another monster is the only one that may."""
    counters = state.counters
    if not counters or counters.get(SOLE_TURN) != state.turn:
        return None
    if counters.get(SOLE) == attacker.uid:
        return None
    return Reason.CANNOT_ATTACK, later(
        '"{card}" can\'t attack this turn: another monster is the only one that may',
        card=attacker.name,
    )
