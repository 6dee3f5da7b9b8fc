"""`TagRules`: the seat rules of Tag Dueling as named hooks, each quoting seed 001.

Rule variants override hooks in a subclass (python-chess style). The engine asks these hooks
who may attack, what may be tributed, whose cards a duelist may activate, who gets priority
next and when the duel ends; it hard-codes none of it.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import scope
from tagduel.engine.seats import Seat, Team, next_seat, turn_order
from tagduel.engine.state import DuelState, Outcome, SpellSpeed, Termination
from tagduel.engine.zones import CardInstance, Position

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ONE: Final = Team.ONE
_TWO: Final = SpellSpeed.TWO
_T_TWO: Final = Team.TWO


class TagRules:
    """The Team Dueling Rules (seed 001) on top of the Master Rule 2 era game rules."""

    starting_lp = 16000
    """Seed 001 A: "The Team has a combined Life Point Total of 16,000." """
    starting_hand = 5
    hand_limit = 6
    first_attack_turn = 4
    """Seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth." """

    def turn_order(self, first_team: Team) -> tuple[Seat, ...]:
        """Seed 001 B: "The turn order starts with Duelists A of the team that is chosen to go
        first and then alternates between teams." """
        return turn_order(first_team)

    def next_turn_seat(self, state: DuelState) -> Seat:
        return next_seat(state.turn_seat, state.first_team)

    def next_priority_seat(self, state: DuelState, after: Seat) -> Seat:
        """Seed 001 D: "The order of Duelists who get to decide who responds next is the same as
        the turn order and all Duelists must pass in order to resolve the chain or resolve the
        action." """
        return next_seat(after, state.first_team)

    def skips_draw(self, state: DuelState) -> bool:
        """The duelist who opens the duel skips the draw of the first turn."""
        return state.turn == 1

    def can_attack_this_turn(self, state: DuelState) -> bool:
        """Seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth." """
        return state.turn >= self.first_attack_turn

    def may_attack_with(self, state: DuelState, seat: Seat, monster: CardInstance) -> bool:
        """Seed 001 C: "The active Duelist can only attack with Attack Position monsters that are
        in their own 5 Monster Card Zones. Duelists may not attack with their teammate's
        monsters." """
        return (
            seat is state.turn_seat
            and monster.zone_seat is seat
            and monster.position is Position.ATTACK
        )

    def attack_targets(self, state: DuelState, seat: Seat) -> list[CardInstance]:
        """Monsters `seat` may attack: those on either opponent's side of the field.

        Seed 001 C: "If there is a monster on the opponents' side of the field (in either
        Duelist's Monster Card Zones) then it must be attacked before an attack on their Life
        Points directly." Direct attacks are allowed only when this list is empty.
        """
        return state.monsters(scope.opponents_field(seat))

    def tribute_candidates(self, state: DuelState, seat: Seat) -> list[CardInstance]:
        """Monsters `seat` may Tribute: its own and its teammate's, face-up or Set.

        Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side
        of the field for Tribute Summons, Ritual Summons, and Extra Deck Summons" and "Duelist
        1A has a set Monster on her side of the field. Her teammate may Tribute that monster to
        Tribute Summon Jinzo."
        """
        return state.monsters(scope.yours(seat))

    def material_candidates(self, state: DuelState, seat: Seat) -> list[CardInstance]:
        """Face-up monsters `seat` may use as materials for an Extra Deck Summon: its own and
        its teammate's.

        Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side
        of the field for Tribute Summons, Ritual Summons, and Extra Deck Summons" and "Duelist
        1A has a face-up Level 4 Monster on his side of the field. His teammate may use that
        monster to Xyz Summon Number 39: Utopia."
        """
        return [c for c in state.monsters(scope.yours(seat)) if c.face_up]

    def fusion_material_candidates(self, state: DuelState, seat: Seat) -> list[CardInstance]:
        """Monsters `seat` may use as Fusion Materials ("from your hand or field"): those in its
        own hand, and the monsters on its own and its teammate's fields, face-up or Set.

        Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side
        of the field for ... Extra Deck Summons"; seed 001 E: "A Duelist can allow their
        teammate to use monsters in their Monster Card Zones as ... Extra Deck Summons". Both
        name the cards in play, in the Monster Card Zones: the teammate's hand is not among
        them (E's "your hand" counting the teammate's does not reach summoning materials).
        """
        hand = [c for c in state.zones[seat].hand if c.traits.is_monster]
        return hand + state.monsters(scope.yours(seat))

    def ritual_tribute_candidates(self, state: DuelState, seat: Seat) -> list[CardInstance]:
        """Monsters `seat` may Tribute for a Ritual Summon ("from your hand or field"): its own
        hand's, and the monsters on its own and its teammate's fields, face-up or Set.

        Seed 001 A: "Any member of a team may use any Monster Cards in play on their team's side
        of the field for Tribute Summons, Ritual Summons, and Extra Deck Summons"; seed 001 E:
        "A Duelist can allow their teammate to use monsters in their Monster Card Zones as
        Tribute Summons, Ritual Summons". The teammate's hand is not in play.
        """
        hand = [c for c in state.zones[seat].hand if c.traits.is_monster]
        return hand + state.monsters(scope.yours(seat))

    def team_seats(self, seat: Seat) -> tuple[Seat, Seat]:
        """The seat and its teammate: whose monsters are "on their team's side of the field"."""
        return scope.yours(seat)

    def extra_deck_seats(self, seat: Seat) -> tuple[Seat, ...]:
        """Whose Extra Deck `seat` may summon from: only its own.

        Seed 001 A: "Each Duelist has their own Extra Deck. (Duelists may only summon from their
        own Extra Deck and not their teammates.)"
        """
        return (seat,)

    def tributes_needed(self, level: int) -> int:
        """Master Rule 2: Level 5 or 6 needs 1 Tribute, Level 7 or more needs 2."""
        if level >= 7:
            return 2
        return 1 if level >= 5 else 0

    def may_activate_from_field(self, seat: Seat, card: CardInstance, speed: SpellSpeed) -> bool:
        """Cards on your own side of the field; on your teammate's side, only the Spell Speed 2
        or higher effects of face-up cards; never an opponent's card.

        Seed 001 A: "Teammates may not activate Spell Speed 1 effects (Ignition Effects, Normal
        Spell Cards, etc.) that are on their teammate's side of the field." Seed 001 E: "Cards
        Set by a Duelist can be viewed by the teammate, but they must be activated by the Duelist
        who Set them." Seed 001 D: "The teammate may also activate Spell Speed 2 or higher
        effects (as if it was an opponent's turn)."
        """
        if card.zone_seat is seat:
            return card.face_up or card.set_by in (None, seat)
        teammates = card.zone_seat is seat.teammate
        return teammates and card.face_up and speed >= _TWO

    def may_respond(self, state: DuelState, seat: Seat) -> bool:
        """Seed 001 D: "During a Duelist's turn, either opponent may activate Spell Speed 2 or
        higher effects ... The teammate may also activate Spell Speed 2 or higher effects (as if
        it was an opponent's turn)." Every seat may respond; hooks may restrict this."""
        return True

    def special_winners(self, state: DuelState) -> set[Team]:
        """Seed 001 A: "If a Duelist reaches a special win condition (such as Final Countdown or
        Exodia the Forbidden One), that team wins." Card scripts record a special win in
        `state.special_winners`; variants may add checks here."""
        return set(state.special_winners)

    def outcome(self, state: DuelState) -> Outcome | None:
        """Seed 001 A: "A team loses if the team's Life Points reach zero or either Duelist on
        the team cannot draw a card from their Deck when required to." Both teams losing at
        once is a draw."""
        lp = state.lp
        quiet = lp[_ONE] > 0 and lp[_T_TWO] > 0 and not state.decked_out
        if quiet and not self.special_winners(state):
            return None
        lost: dict[Team, list[Termination]] = {Team.ONE: [], Team.TWO: []}
        for team in (Team.ONE, Team.TWO):
            if state.lp[team] <= 0:
                lost[team].append(Termination.LIFE_POINTS)
            if team in state.decked_out:
                lost[team].append(Termination.DECK_OUT)
        for team in self.special_winners(state):
            lost[team.other].append(Termination.SPECIAL_WIN)
        how = tuple(dict.fromkeys(lost[Team.ONE] + lost[Team.TWO]))
        if lost[Team.ONE] and lost[Team.TWO]:
            return Outcome(None, how)
        for team in (Team.ONE, Team.TWO):
            if lost[team]:
                return Outcome(team.other, how)
        return None
