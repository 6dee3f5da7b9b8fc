"""The card mechanisms a script uses through its `EffectContext`: equipping, control, Tokens,
counters, turning a monster face-down, setting ATK/DEF, damage at the End Phase (the part of
`EffectContext` that does these; see `context.py`).

Each is a thin door onto the operation of its module (`equips`, `control`, `tokens`,
`counters`), which the rules and a manual mode use too; here the effect's controller, its card
and the restrictions in force fill in the details.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import trait

from tagduel.cards.model import Card
from tagduel.engine import control, counters, equips, lastingwords, tokens
from tagduel.engine.events import LastingApplied, StatsChanged
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import Lasting, LastingKind
from tagduel.engine.zones import (
    ORIGINAL,
    SETS_ATK,
    SETS_DEF,
    Boost,
    CardInstance,
    Location,
    Position,
)

if TYPE_CHECKING:
    from tagduel.engine.game import Game
    from tagduel.engine.state import DuelState


@trait
class Mechanisms:
    """The card mechanisms of `EffectContext` (a mixin: the context holds the fields below)."""

    game: Game
    seat: Seat
    card: CardInstance
    effect: int
    state: DuelState

    def can_special_summon(self, seat: Seat | None = None) -> bool:
        raise NotImplementedError

    # -- equipping ---------------------------------------------------------------------------

    def equip(self, monster: CardInstance, equip_card: CardInstance | None = None) -> bool:
        """Equip this card (or `equip_card`) to the face-up `monster`: it stays on the field
        and is destroyed when the monster leaves the field or is turned face-down."""
        return equips.equip(self.state, equip_card or self.card, monster)

    def equipped_monster(self) -> CardInstance | None:
        """The monster this card is equipped to, if any."""
        return equips.equipped_monster(self.state, self.card)

    def turn_face_down(self, monster: CardInstance) -> bool:
        """Change a face-up monster to face-down Defense Position (its Equip Cards are
        destroyed); False for a Token or a monster already face-down."""
        return equips.turn_face_down(self.state, monster)

    # -- control -----------------------------------------------------------------------------

    def can_take_control(self, monster: CardInstance, seat: Seat | None = None) -> bool:
        """Could this effect's controller (or `seat`) take control of `monster` now?"""
        return control.can_take(self.state, seat or self.seat, monster)

    def take_control(
        self,
        monster: CardInstance,
        *,
        until_end_phase: bool = False,
        while_this_stays: bool = False,
        seat: Seat | None = None,
    ) -> bool:
        """This effect's controller takes control of `monster`: it moves to a free Monster Card
        Zone of theirs (none: False). Control returns at the End Phase of this turn
        (`until_end_phase`) or when this card leaves the field (`while_this_stays`); never
        of a monster unaffected by this effect's controller's card effects (`protection.py`)."""
        from tagduel.engine.protection import unaffected

        if unaffected(self.game, self.seat, monster):
            return False
        return control.take(
            self.state,
            seat or self.seat,
            monster,
            self.card,
            effect=self.effect,
            until_end_phase=until_end_phase,
            while_source_stays=while_this_stays,
        )

    # -- Tokens and counters -----------------------------------------------------------------

    def create_token(
        self, card: Card, seat: Seat | None = None, position: Position = Position.DEFENSE
    ) -> CardInstance | None:
        """Special Summon a Token of `card` to this effect's controller's (or `seat`'s) field;
        None when Special Summons are forbidden or no Monster Card Zone is free."""
        seat = seat or self.seat
        if not self.can_special_summon(seat):
            return None
        return tokens.create_token(self.state, card, seat, position)

    def add_counter(self, card: CardInstance, name: str, number: int = 1) -> bool:
        """Place `number` `name` counters on `card` (a card on the field)."""
        return counters.add(self.state, card, name, number)

    def remove_counter(self, card: CardInstance, name: str, number: int = 1) -> bool:
        """Remove `number` `name` counters from `card`; False when it has fewer."""
        return counters.remove(self.state, card, name, number)

    def counters(self, card: CardInstance, name: str) -> int:
        return counters.count(card, name)

    # -- ATK/DEF and damage later --------------------------------------------------------------

    def set_stats(
        self,
        card: CardInstance,
        atk: int | None = None,
        defense: int | None = None,
        *,
        this_turn: bool = True,
        original: bool = False,
    ) -> None:
        """The monster's ATK (and/or DEF) becomes this value, until the end of this turn or
        (`this_turn` False) while it stays on the field; changes that began to apply before
        are replaced, later ones apply on top. With `original`, its original ATK/DEF becomes
        the value (Shrink), and every other change applies on top of it."""
        if card.location is not Location.MONSTERS or not card.face_up:
            return
        sets = (SETS_ATK if atk is not None else 0) | (SETS_DEF if defense is not None else 0)
        sets |= ORIGINAL if original else 0
        until = self.state.turn if this_turn else 0
        stamp = len(self.state.events)
        card.boosts.append(Boost(atk or 0, defense or 0, until, 0, sets, stamp))
        shown = StatsChanged(
            card.zone_seat, card.name, card.attack_value(), card.defense_value(), card.uid
        )
        self.state.emit(shown)

    def damage_at_end_phase(self, amount: int, team: Team | None = None) -> None:
        """In the End Phase of this turn, this effect's team (or `team`) takes `amount` effect
        damage (Power Bond)."""
        team = team or self.seat.team
        seat = self.seat if team is self.seat.team else self.seat.across
        lasting = Lasting(LastingKind.END_DAMAGE, seat, (seat,), self.state.turn)
        lasting.source, lasting.effect, lasting.amount = self.card.uid, self.effect, amount
        self.state.lasting.append(lasting)
        what = lastingwords.end_phase_damage(team, amount)
        self.state.emit(LastingApplied(self.seat, self.card.name, what))
