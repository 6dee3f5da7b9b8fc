"""`EffectContext`: what a card script's hook sees and does — the state, who controls the effect,
the card, the chosen targets and costs, the triggering event — with the operations a script uses.

Words of card text go through `scope` (seed 001 E): `ctx.cards(Location.GY, Scope.YOURS)` is
"your Graveyard" (yours and your teammate's), `ctx.monsters(Scope.OPPONENTS_FIELD)` is "monsters
your opponent controls" (both opponents). Questions asked while an effect resolves
(`choose_cards`, `choose_option`, `choose_number`, `yes_no`) pause the duel for a decision; the
step is run again from its start with the answer, so a step asks before it changes anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from tagduel.engine import lastingwords, ops, scope
from tagduel.engine.battle_events import AttackNegated
from tagduel.engine.context_asking import Asking, Pause, ScriptError
from tagduel.engine.context_cards import Mechanisms
from tagduel.engine.events import Event, Flipped, LastingApplied, LpCause, StatsChanged, Tributed
from tagduel.engine.scope import Scope
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.state import (
    Answer,
    Ask,
    ChainLink,
    DuelState,
    Forbid,
    Lasting,
    LastingKind,
    PendingAttack,
)
from tagduel.engine.timing import together
from tagduel.engine.zones import Boost, CardInstance, Location, Position

if TYPE_CHECKING:
    from tagduel.engine.game import Game
    from tagduel.engine.rules import TagRules
    from tagduel.engine.script_registry import Scripts


__all__ = ["EffectContext", "Pause", "ScriptError"]

_SEATS: Final = {(who, seat): scope.seats(who, seat) for who in Scope for seat in ALL_SEATS}
"""`scope.seats` for every scope and seat, read without a call (the scripts ask it all the time)."""

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_BANISHED, _GY, _HAND = Location.BANISHED, Location.GY, Location.HAND
_MATERIAL, _MONSTERS = Location.MATERIAL, Location.MONSTERS
_DEFENSE: Final = Position.DEFENSE
_EFFECT_DAMAGE: Final = LpCause.EFFECT_DAMAGE


@dataclass(slots=True, init=False)
class EffectContext(Asking, Mechanisms):
    """One hook call: `seat` controls the effect of `card` (effect number `effect`).

    Reading the duel and the restrictions, and the basic changes, are here; the questions a
    resolving effect asks are in `context_asking.py`, the card mechanisms (equipping, control,
    Tokens, counters, ...) in `context_cards.py`."""

    game: Game
    seat: Seat
    card: CardInstance
    targets: tuple[CardInstance, ...] = ()
    costs: tuple[CardInstance, ...] = ()
    chain_link: int = 0
    effect: int = 0
    event: Event | None = None
    answers: list[Answer] | None = None
    asked: int = 0
    mark: int = 0
    state: DuelState = field(init=False, repr=False, compare=False)
    """`game.state` (a game keeps its state object for the whole duel), kept as a field: the
    scripts' hooks read it some four times per context made, and a property is a call each."""

    def __init__(
        self,
        game: Game,
        seat: Seat,
        card: CardInstance,
        targets: tuple[CardInstance, ...] = (),
        costs: tuple[CardInstance, ...] = (),
        chain_link: int = 0,
        effect: int = 0,
        event: Event | None = None,
        answers: list[Answer] | None = None,
        asked: int = 0,
        mark: int = 0,
    ) -> None:
        # the dataclass's own `__init__` can't fill a field from another (short of a
        # `__post_init__`, a second call per context): this is that one plus `state`
        self.game, self.seat, self.card = game, seat, card
        self.targets, self.costs, self.chain_link, self.effect = targets, costs, chain_link, effect
        self.event, self.answers, self.asked, self.mark = event, answers, asked, mark
        self.state = game.state

    # -- reading the duel -------------------------------------------------------------------

    @property
    def rules(self) -> TagRules:
        return self.game.rules

    @property
    def scripts(self) -> Scripts:
        return self.game.scripts

    @property
    def team(self) -> Team:
        return self.seat.team

    def seats(self, who: Scope) -> tuple[Seat, ...]:
        """The seats a scope word means for this effect's controller (seed 001 E)."""
        return _SEATS[who, self.seat]

    def cards(self, location: Location, who: Scope) -> list[CardInstance]:
        """The cards in `location` of the seats `who` means, e.g. (GY, YOURS) = "your GY"."""
        return self.state.cards_in(location, _SEATS[who, self.seat])

    def monsters(self, who: Scope = Scope.ALL) -> list[CardInstance]:
        return self.state.monsters(_SEATS[who, self.seat])

    def field_cards(self, who: Scope = Scope.ALL) -> list[CardInstance]:
        return self.state.field_cards(_SEATS[who, self.seat])

    @property
    def attack(self) -> PendingAttack | None:
        return self.state.attack

    def battling(self) -> tuple[CardInstance, CardInstance | None] | None:
        """The attacking monster and the one it attacks (None: a direct attack), if any."""
        attack = self.state.attack
        if attack is None:
            return None
        attacker = self.state.find(attack.attacker)
        if attacker is None or attacker.location is not _MONSTERS:
            return None
        target = None if attack.target is None else self.state.find(attack.target)
        if target is not None and target.location is not _MONSTERS:
            return None
        return attacker, target

    def latest_link(self) -> ChainLink | None:
        """The Chain Link this effect answers: the latest one when it is activated, the one
        below it while it resolves."""
        chain = self.state.chain
        if self.chain_link:
            below = [link for link in chain if link.number == self.chain_link - 1]
            return below[0] if below else None
        return chain[-1] if chain else None

    def link_card(self, link: ChainLink) -> CardInstance | None:
        return self.state.find(link.uid)

    # -- what the restrictions allow ----------------------------------------------------------

    def can_special_summon(self, seat: Seat | None = None) -> bool:
        from tagduel.engine.restrictions import can_special_summon

        return can_special_summon(self.game, seat or self.seat)

    def can_banish_from_gy(self, seat: Seat | None = None) -> bool:
        from tagduel.engine.restrictions import can_banish_from_gy

        return can_banish_from_gy(self.game, seat or self.seat)

    def is_negated(self, card: CardInstance) -> bool:
        from tagduel.engine.restrictions import is_negated

        return is_negated(self.game, card)

    def can_pay_lp(self, amount: int) -> bool:
        """Life Points are paid from the team's total (seed 001 A)."""
        return self.state.lp[self.team] >= amount

    # -- changing the duel ---------------------------------------------------------------------

    def draw(self, seat: Seat, count: int = 1) -> int:
        return ops.draw(self.state, seat, count)

    def damage(self, team: Team, amount: int) -> None:
        from tagduel.engine.damage_replacements import replaced

        if amount > 0 and replaced(self.game, team):
            return  # "place a counter on this card instead" (Black-Winged Dragon)
        ops.change_lp(self.state, team, -amount, _EFFECT_DAMAGE)

    def damage_opponent(self, amount: int) -> None:
        """Effect damage to the opposing team's Life Points."""
        self.damage(self.team.other, amount)

    def pay_lp(self, amount: int) -> None:
        ops.change_lp(self.state, self.team, -amount, LpCause.COST)

    def gain_lp(self, team: Team, amount: int) -> None:
        ops.change_lp(self.state, team, amount, LpCause.EFFECT)

    def destroy(self, card: CardInstance) -> None:
        from tagduel.engine import once_guards, protection
        from tagduel.engine.destruction_substitutes import replaced

        if not card.location.on_field or not protection.goes_ahead(self.game, card, self.seat):
            return  # can't be destroyed, or an Equip Card was destroyed instead
        if once_guards.spared_from_effect(self, card):  # "once per turn, not by Spell/Traps"
            return
        if not replaced(self.game, card):
            ops.destroy(self.state, card, "effect")

    def destroy_all(self, cards: Iterable[CardInstance]) -> None:
        """Destroy these cards at the same time (those still on the field): which of them can't
        be destroyed is decided for all before any goes (`protection.py`)."""
        from tagduel.engine.protection import cannot_be_destroyed

        doomed = [c for c in cards if c.location.on_field]
        spared = {c.uid for c in doomed if cannot_be_destroyed(self.game, c, self.seat)}
        with together(self.state):
            for card in doomed:
                if card.uid not in spared:
                    self.destroy(card)

    def send_to(self, card: CardInstance, location: Location) -> None:
        if card.location.on_field and self._unaffected(card):
            return
        ops.move_to_pile(self.state, card, location)

    def _unaffected(self, card: CardInstance) -> bool:
        """`card` is unaffected by this effect's controller's card effects (`protection.py`)."""
        from tagduel.engine.protection import unaffected

        return unaffected(self.game, self.seat, card)

    def discard(self, cards: Iterable[CardInstance]) -> None:
        """Discard these cards at the same time (those still in a hand)."""
        with together(self.state):
            for card in list(cards):
                if card.location is _HAND:
                    ops.move_to_pile(self.state, card, _GY)

    def banish(self, card: CardInstance) -> bool:
        """Banish `card`; from a Graveyard only if no effect forbids it (Kycoo). True if done."""
        if card.location is _GY and not self.can_banish_from_gy():
            return False
        if card.location.on_field and self._unaffected(card):
            return False
        ops.move_to_pile(self.state, card, _BANISHED)
        return True

    def tribute(self, card: CardInstance) -> None:
        """Tribute `card` (a monster on the field, or in a hand for a Ritual Summon): it goes to
        its owner's Graveyard ("if this card is Tributed" triggers: `On.TRIBUTED`)."""
        with together(self.state):
            self.state.emit(Tributed(card.zone_seat, card.name, self.seat, card.uid))
            ops.send_to_gy(self.state, card)

    def special_summon(
        self, card: CardInstance, seat: Seat | None = None, position: Position = Position.ATTACK
    ) -> bool:
        """Special Summon `card` to `seat`'s field (default: this effect's controller); False
        when an effect forbids it or the Monster Card Zones are full."""
        seat = seat or self.seat
        if not self.can_special_summon(seat):
            return False
        from tagduel.engine.summon_conditions import may_special_summon

        if not may_special_summon(self.game, card, seat):  # "Cannot be Special Summoned"
            return False
        from tagduel.engine.summon_limits import allows

        if not allows(self.state, seat, card):  # "you cannot Special Summon ... except ..."
            return False
        return ops.summon_to_field(self.state, card, seat, position, "special")

    def boost(
        self,
        card: CardInstance,
        atk: int,
        defense: int = 0,
        *,
        this_turn: bool = True,
        source: CardInstance | None = None,
    ) -> None:
        """Change a monster's ATK/DEF until the end of this turn, or (`this_turn` False) while
        it stays on the field — and, with `source` (an Equip Spell), while that card stays."""
        if card.location is not _MONSTERS:
            return
        needs = 0
        if source is not None:
            needs = source.uid
            source.memory[ops.BOOSTING] = 1
        until = self.state.turn if this_turn else 0
        card.boosts.append(Boost(atk, defense, until, needs, 0, len(self.state.events)))
        shown = StatsChanged(
            card.zone_seat, card.name, card.attack_value(), card.defense_value(), card.uid
        )
        self.state.emit(shown)

    def flip_face_up(self, card: CardInstance) -> None:
        """Turn a face-down monster face-up (in Defense Position) by an effect: not a Flip
        Summon, but its FLIP effects trigger (the `Flipped` event)."""
        if card.location is _MONSTERS and not card.face_up:
            card.face_up, card.position = True, _DEFENSE
            card.since = len(self.state.events)
            self.state.emit(Flipped(card.zone_seat, card.name, card.uid))

    def forbid_attack_this_turn(self, card: CardInstance) -> None:
        card.memory["no_attack"] = self.state.turn

    def negate_link(self, link: ChainLink, *, destroy: bool = True) -> None:
        """Negate a Chain Link's activation ("and if you do, destroy that card")."""
        from tagduel.engine.chain_events import ActivationNegated

        link.negated = True
        card = self.state.find(link.uid)
        self.state.emit(ActivationNegated(link.seat, card.name if card else "?", link.number))
        if destroy and card is not None:
            self.destroy(card)

    def negate_attack(self) -> None:
        attack = self.state.attack
        if attack is not None and not attack.negated:
            attack.negated = True
            attacker = self.state.find(attack.attacker)
            name = attacker.name if attacker else "?"
            self.state.emit(AttackNegated(self.state.turn_seat, name))

    def detach(self, materials: Sequence[CardInstance]) -> None:
        """Detach these Xyz Materials (to their owners' Graveyards)."""
        for material in list(materials):
            if material.location is _MATERIAL:
                ops.move_to_pile(self.state, material, _GY)

    def attach(self, host: CardInstance, card: CardInstance) -> None:
        ops.attach(self.state, host, card)

    def bind(
        self, leaver: CardInstance, follower: CardInstance, *, on_destruction: bool = False
    ) -> None:
        """When `leaver` leaves the field (or is destroyed), destroy `follower`."""
        ops.bind(leaver, follower, ops.ON_DESTRUCTION if on_destruction else ops.ON_LEAVING)

    def win(self) -> None:
        """A special win condition: this effect's team wins (seed 001 A)."""
        from tagduel.engine.events import WinConditionMet

        self.state.special_winners.add(self.team)
        self.state.emit(WinConditionMet(self.seat, self.card.name))

    def start_countdown(
        self,
        turn_seats: tuple[Seat, ...],
        turns: int,
        *,
        counted: int = 0,
        while_on_field: bool = False,
    ) -> None:
        """After `turns` of `turn_seats`' turns (`counted` already), at that End Phase, this
        effect's `expire` hook runs (seed 001 D: count all appropriate turns)."""
        lasting = Lasting(
            LastingKind.COUNTDOWN,
            self.seat,
            turn_seats,
            turns,
            counted,
            self.card.uid,
            self.effect,
            None,
            while_on_field,
        )
        if while_on_field:
            from tagduel.engine.lasting import ON_FIELD_MARK

            self.card.memory[ON_FIELD_MARK + str(self.effect)] = 1
        self._add(lasting, lastingwords.counts_turns(turns, turn_seats))

    def skip_draws(self, who: Scope, count: int) -> None:
        """The seats `who` means skip their next `count` Draw Phases, counted together."""
        seats = self.seats(who)
        self._add(
            Lasting(LastingKind.SKIP_DRAW, self.seat, seats, count, source=self.card.uid),
            lastingwords.skip_draws(seats, count),
        )

    def forbid(self, forbid: Forbid, who: Scope) -> None:
        """The seats `who` means may not do `forbid` for the rest of this turn."""
        seats = self.seats(who)
        lasting = Lasting(
            LastingKind.FORBID,
            self.seat,
            seats,
            self.state.turn,
            source=self.card.uid,
            forbid=forbid,
        )
        self._add(lasting, lastingwords.forbidden(seats, forbid))

    def _add(self, lasting: Lasting, what: str) -> None:
        self.state.lasting.append(lasting)
        self.state.emit(LastingApplied(self.seat, self.card.name, what))

    # -- asking while resolving (the questions: `context_asking.py`) ----------------------------

    def _answer(self, ask: Ask) -> Answer:
        """The answer given to the question this step asks next, or `Pause` to wait for one."""
        if self.answers is None:
            raise ScriptError(f'"{self.card.name}": questions are asked only while resolving')
        index = self.asked
        self.asked += 1
        if index < len(self.answers):
            return self.answers[index]
        if len(self.state.events) != self.mark:
            raise ScriptError(
                f'"{self.card.name}": a step asked a question after changing the duel; '
                "split the effect into steps"
            )
        raise Pause(ask)
