"""Manual mode: every card without a script is played by hand, the way Dueling Book plays it.

The engine keeps what it knows (turns, phases, zones, summoning rules, the chain and priority
around the four seats, the tag scopes); for a card it has no script for, the duelist declares
which effect of the card's text is activated, and carries it out by hand when it resolves.

- A Spell or Trap Card without a script is activated as always (`activate CARD effect N`, N from
  1 to `MAX_EFFECTS`, the effect of its text the duelist means): from the hand or Set, with its
  card's Spell Speed (Normal, Continuous, Field, Equip and Ritual Spells 1, on the controller's
  own Main Phase with no chain; Quick-Play Spells 2, from the hand on the controller's own turn;
  Normal and Continuous Traps 2, Set first and not the turn they were Set; Counter Traps 3). An
  Equip Spell still targets the monster it equips.
- An Effect Monster without a script: `activate CARD effect N ignition|trigger|quick`. Ignition:
  Spell Speed 1, its controller's own Main Phase, open state. Trigger: Spell Speed 1, starting a
  chain (no Chain Link before it). Quick: Spell Speed 2, as any quick effect (the teammate's
  face-up monster too, seed 001 A). From the field face-up, or its owner's hand, Graveyard or
  banished cards (the text decides).
- Costs are paid by hand before declaring: the duelist deciding (open state or priority) may
  make manual operations first, and keeps the decision.
- The declaration becomes a Chain Link answered in priority order like any other (seed 001 D).
  When it resolves, its controller gets a MANUAL decision: manual operations (checked by
  `manual_checks.py`, carried out by `manual_ops.py`), then `done`.

Only effect 1 of each card (and of each kind, for a monster) is listed among the legal actions;
effects 2 to `MAX_EFFECTS` are accepted as well. With manual mode off (the default), nothing here
runs: `Duel` and `flow` pick these functions only for a manual duel.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from tagduel.cards.model import Card, CardType
from tagduel.engine import (
    activation,
    asking,
    equips,
    manual_checks,
    manual_ops,
    moves,
    restrictions,
    summon_negation,
)
from tagduel.engine.actions import MANNERS, Action, Activate
from tagduel.engine.context import EffectContext, Pause
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.effects import Effect, EffectKind, speed_of
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.game import Game, Problem, first_by_name, lookup, ref_of
from tagduel.engine.manual_actions import Correction, Done, ManualOp
from tagduel.engine.manual_events import ManualDeclared
from tagduel.engine.script_registry import Activatable, Scripts
from tagduel.engine.seats import Seat
from tagduel.engine.state import Answer, Ask, AskKind, Phase, SpellSpeed
from tagduel.engine.traits import traits
from tagduel.engine.wording import quoted
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import lazy

MAX_EFFECTS: Final = 5
"""The highest effect number a duelist may declare for a card without a script."""
DONE: Final[Answer] = "done"
COST: Final = "cost"
"""Who a manual operation made outside a resolution is by: a cost paid by the deciding duelist
(before declaring an activation), or a correction (`manual_actions.CORRECTORS`)."""
_DECLARING: Final = (DecisionKind.MAIN, DecisionKind.BATTLE, DecisionKind.RESPOND)
_FROM: Final = (Location.HAND, Location.GY, Location.BANISHED)


def _by_hand(ctx: EffectContext) -> None:
    """The resolution of an unscripted effect: its controller carries it out, then says done."""
    if ctx.answers and DONE in ctx.answers:
        return
    prompt = lazy(
        "carry out {card} by hand (manual operations), then say done", card=quoted(ctx.card.name)
    )
    raise Pause(Ask(ctx.seat, AskKind.MANUAL, prompt))


def _words(n: int) -> str:
    return f"effect {n} of the card's text, carried out by hand"


_SPELL_TRAP: Final = tuple(
    Effect(EffectKind.ACTIVATION, description=_words(n), steps=(_by_hand,))
    for n in range(1, MAX_EFFECTS + 1)
)
_EQUIP: Final = tuple(
    Effect(
        EffectKind.ACTIVATION,
        description=_words(n),
        targets=equips.face_up_monsters,
        target_count=1,
        resolve=equips.equip_to_target,
        steps=(_by_hand,),
    )
    for n in range(1, MAX_EFFECTS + 1)
)
_KINDS: Final = {
    "ignition": (EffectKind.IGNITION, SpellSpeed.ONE),
    "trigger": (EffectKind.TRIGGER, SpellSpeed.ONE),
    "quick": (EffectKind.QUICK, SpellSpeed.TWO),
}
_MONSTER: Final = tuple(
    Effect(kind, speed=speed, description=_words(n), where=(), steps=(_by_hand,))
    for kind, speed in _KINDS.values()
    for n in range(1, MAX_EFFECTS + 1)
)
"""An Effect Monster's effects: 1-5 ignition, 6-10 trigger, 11-15 quick (see `record_number`)."""


def record_number(effect: int, manner: str) -> int:
    """The number of the record of a monster's effect `effect` declared as `manner`."""
    return MANNERS.index(manner) * MAX_EFFECTS + effect


def has_effect_text(card: Card) -> bool:
    """A monster with an effect to declare: an Effect Monster (not a Normal Monster or Token)."""
    return CardType.EFFECT in card.types and CardType.TOKEN not in card.types


def _records(card: Card) -> tuple[Effect, ...]:
    kind = traits(card)
    if kind.is_monster:
        return _MONSTER if has_effect_text(card) else ()
    return _EQUIP if kind.equip else _SPELL_TRAP


@dataclasses.dataclass(slots=True)
class ManualScripts(Scripts):
    """The script registry of a manual duel: a card without a script gets the records above."""

    def effects(self, card: Card) -> tuple[Effect, ...]:
        cached = self._cache.get(card.passcode)
        if cached is None:
            found = self._by_passcode.get(card.passcode) or self._by_passcode.get(card.original)
            cached = self._cache[card.passcode] = found or _records(card)
        return cached

    def activatable(self, card: Card) -> tuple[Activatable, ...]:
        """Scripted cards as always; an unscripted Spell/Trap's effect 1 (the others are
        accepted, not listed); an unscripted monster's effects are listed by `declarations`."""
        found = self._activatable.get(card.passcode)
        if found is None:
            if self.has_effects(card):
                found = Scripts.activatable(self, card)
            elif card.is_monster:
                found = ()
            else:
                effect = self.effects(card)[0]
                found = ((1, effect, speed_of(effect, card), effect.plain),)
            self._activatable[card.passcode] = found
        return found


_DERIVED: Final = frozenset({"_cache", "_activatable", "_quick_cards", "_quick_face_up"})


def manual_scripts(scripts: Scripts) -> ManualScripts:
    """`scripts` for a manual duel: the same records, and the manual ones for the rest."""
    made = ManualScripts()
    for f in dataclasses.fields(Scripts):
        if f.name not in _DERIVED:
            setattr(made, f.name, getattr(scripts, f.name))
    return made


def is_manual_card(game: Game, card: CardInstance) -> bool:
    return not game.scripts.has_effects(card.card)


# -- declaring an unscripted monster's effect ---------------------------------------------------


def declare_problem(
    game: Game,
    seat: Seat,
    card: CardInstance,
    effect: int,
    manner: str,
    answering: int | None = None,
) -> Problem | None:
    """Why `seat` may not declare effect `effect` of the monster `card` as `manner` now."""
    name = card.name
    if not game.manual:
        return Reason.CANNOT_ACTIVATE, lazy("effects are declared by hand only in manual mode")
    if not card.traits.is_monster or not has_effect_text(card.card):
        return Reason.CANNOT_ACTIVATE, lazy(
            "{card} is not an Effect Monster: only a monster's effect is declared as "
            "ignition, trigger or quick",
            card=quoted(name),
        )
    if not is_manual_card(game, card):
        return Reason.CANNOT_ACTIVATE, lazy(
            "{card} has a script: activate its effects as written", card=quoted(name)
        )
    if not 1 <= effect <= MAX_EFFECTS:
        return Reason.CANNOT_ACTIVATE, lazy(
            "declare an effect numbered 1 to {most}", most=MAX_EFFECTS
        )
    speed = _KINDS[manner][1]
    return (
        _where(game, seat, card, speed)
        or _timing(game, seat, manner, answering)
        or _restricted(game, seat, card)
    )


def _where(game: Game, seat: Seat, card: CardInstance, speed: SpellSpeed) -> Problem | None:
    location = card.location
    if location is Location.MONSTERS:
        if not card.face_up:
            return Reason.CANNOT_ACTIVATE, lazy(
                "{card} must be face-up to use its effect", card=quoted(card.name)
            )
        if game.rules.may_activate_from_field(seat, card, speed):
            return None
        if card.zone_seat is seat.teammate:
            return Reason.TEAMMATES_CARD, lazy(
                "{seat} may use only the quick effects of the teammate's {card}",
                seat=seat.value,
                card=quoted(card.name),
            )
        return Reason.NOT_YOUR_CARD, lazy("{card} is an opponent's card", card=quoted(card.name))
    if location not in _FROM:
        return Reason.CANNOT_ACTIVATE, lazy(
            "{card} can't use an effect from there", card=quoted(card.name)
        )
    if card.zone_seat is not seat:
        return Reason.NOT_YOUR_CARD, lazy(
            "{card} is not {seat}'s card to activate", card=quoted(card.name), seat=seat.value
        )
    return None


def _timing(game: Game, seat: Seat, manner: str, answering: int | None) -> Problem | None:
    state = game.state
    chain = state.chain
    if answering is not None and answering != len(chain):
        latest = lazy("Chain Link {link}", link=len(chain)) if chain else lazy("no Chain Link")
        return Reason.NOT_LATEST_CHAIN_LINK, lazy(
            "a response answers the latest Chain Link only: {latest}, not Chain Link {link}",
            latest=latest,
            link=answering,
        )
    if manner == "ignition":
        main = state.phase in (Phase.MAIN1, Phase.MAIN2) and state.window is None
        if not main or seat is not state.turn_seat:
            return Reason.SPELL_SPEED_TOO_LOW, lazy(
                "an ignition effect (Spell Speed 1) is activated in its controller's own Main "
                "Phase, with no chain"
            )
        return None
    if manner == "trigger":
        if chain or state.resolving is not None:
            return Reason.SPELL_SPEED_TOO_LOW, lazy(
                "a trigger effect (Spell Speed 1) starts a chain: it can't answer Chain Link "
                "{link}",
                link=len(chain),
            )
        return None
    needed = activation.required_speed(game)
    if needed > SpellSpeed.TWO:
        return Reason.SPELL_SPEED_TOO_LOW, lazy("a quick effect is Spell Speed 2; 3 is needed now")
    return None


def _restricted(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    if summon_negation.only_answers(game) and not summon_negation.answers(game, card):
        return Reason.CANNOT_ACTIVATE, lazy(
            "{card} can't answer a monster being Summoned", card=quoted(card.name)
        )
    if not restrictions.can_activate(game, seat, card):
        return Reason.CANNOT_ACTIVATE, lazy(
            "an effect on the field prevents activating {card}", card=quoted(card.name)
        )
    return None


def _candidates(game: Game, seat: Seat, kind: DecisionKind) -> list[CardInstance]:
    zones = game.state.zones[seat]
    cards = [c for c in zones.monsters if c is not None and c.face_up]
    for pile in (zones.hand, zones.gy, zones.banished):
        cards += first_by_name([c for c in pile if c.traits.is_monster])
    if kind is DecisionKind.RESPOND:
        mate = game.state.zones[seat.teammate].monsters
        cards += [c for c in mate if c is not None and c.face_up]
    return [c for c in cards if has_effect_text(c.card) and is_manual_card(game, c)]


def declarations(game: Game, seat: Seat, kind: DecisionKind) -> list[Action]:
    """Effect 1 of each of `seat`'s unscripted monsters, in each manner allowed now."""
    if kind is DecisionKind.RESPOND and not game.rules.may_respond(game.state, seat):
        return []
    out: list[Action] = []
    for card in _candidates(game, seat, kind):
        for manner in MANNERS:
            if declare_problem(game, seat, card, 1, manner) is None:
                out.append(Activate(seat, ref_of(card), 1, manner=manner))
    return out


def could_respond(game: Game, seat: Seat) -> bool:
    """A cheap test: may `seat` have an unscripted monster effect to declare now?"""
    return bool(_candidates(game, seat, DecisionKind.RESPOND))


def actions_for(game: Game, kind: DecisionKind, seat: Seat) -> list[Action]:
    """`moves.actions_for`, with the declarations of unscripted monsters' effects."""
    out = moves.actions_for(game, kind, seat)
    if kind in _DECLARING and game.state.zones:
        declared = declarations(game, seat, kind)
        if declared:
            last = out.pop() if kind is DecisionKind.RESPOND else None  # Pass stays last
            out.extend(declared)
            if last is not None:
                out.append(last)
    return out


# -- the MANUAL decision, checking and carrying out answers --------------------------------------


def decision(game: Game) -> Decision:
    """The resolving Chain Link waits for its controller to carry it out by hand."""
    ask = asking.pending_ask(game)
    return Decision(ask.seat, DecisionKind.MANUAL, (Done(ask.seat),), ask.prompt)


def problem(game: Game, decision: Decision, action: Action) -> Problem | None:
    """Why `action` does not answer `decision` (manual answers first, then `moves.problem`)."""
    if decision.kind is DecisionKind.MANUAL:
        if action.seat is not decision.seat:
            return Reason.NOT_YOUR_DECISION, lazy(
                "it is {seat}'s decision (to carry out an effect by hand), not {other}'s",
                seat=decision.seat.value,
                other=action.seat.value,
            )
        if isinstance(action, Done):
            return None
        if isinstance(action, ManualOp):
            return manual_checks.problem(game, action)
        return Reason.WRONG_KIND_OF_ANSWER, lazy(
            "{seat} must carry out the effect by hand (move, lp, draw, ...) and then say done",
            seat=decision.seat.value,
        )
    if isinstance(action, ManualOp) and game.manual and decision.kind in _DECLARING:
        if action.seat is not decision.seat:
            return moves.problem(game, decision, action)
        return manual_checks.problem(game, action)  # a cost paid by hand before declaring
    if isinstance(action, ManualOp | Done | Correction):
        return Reason.WRONG_KIND_OF_ANSWER, lazy(
            "a manual operation answers an effect being carried out by hand (or is a correction "
            "by a judge or the four duelists)"
        )
    if isinstance(action, Activate) and action.manner is not None:
        if action.seat is not decision.seat or decision.kind not in _DECLARING:
            return moves.problem(game, decision, dataclasses.replace(action, manner=None))
        try:
            card = lookup(game.state, action.card)
        except IllegalActionError as err:
            return err.reason, err.message
        return declare_problem(
            game, action.seat, card, action.effect, action.manner, action.answering
        )
    return moves.problem(game, decision, action)


def perform(game: Game, decision: Decision, action: Action) -> None:
    """Carry out a legal answer in a manual duel."""
    if decision.kind is DecisionKind.MANUAL:
        if isinstance(action, Done):
            resolving = game.state.resolving
            assert resolving is not None
            resolving.answers.append(DONE)
            resolving.ask = None
        else:
            assert isinstance(action, ManualOp)
            manual_ops.perform(game, action)
        return
    if isinstance(action, ManualOp):
        manual_ops.perform(game, action, COST)
        return
    if not isinstance(action, Activate):
        moves.perform(game, decision, action)
        return
    card = lookup(game.state, action.card)
    manual = is_manual_card(game, card)
    if action.manner is not None:
        number = record_number(action.effect, action.manner)
        activation.perform_activation(game, action.seat, card, number, (), ())
    else:
        moves.perform(game, decision, action)
    if manual:
        manner = action.manner or "activation"
        game.state.emit(ManualDeclared(action.seat, card.name, action.effect, manner))
