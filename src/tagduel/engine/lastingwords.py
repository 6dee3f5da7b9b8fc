"""What a lasting effect does, as the log says it after the card's name ("1A's "Waboku": Team 1
takes no battle damage this turn"): the `what` of `LastingApplied`, one function per sentence.

Each is a `tagduel.i18n.Text` (English as a `str`, the reader's language where an adapter
renders it), made when the effect applies, never while the engine lists actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import Forbid
from tagduel.engine.wording import quoted, team_name
from tagduel.i18n import lazy

_FORBIDDEN: Final = {
    Forbid.NORMAL_SUMMON: lazy("normal_summon"),
    Forbid.SPECIAL_SUMMON: lazy("special_summon"),
    Forbid.BANISH_FROM_GY: lazy("banish_from_gy"),
    Forbid.DECLARE_ATTACK: lazy("declare_attack"),
    Forbid.ACTIVATE: lazy("activate"),
    Forbid.CHANGE_POSITION: lazy("change_position"),
    Forbid.ADD_FROM_DECK: lazy("add_from_deck"),
}
"""The forbidden actions by their notation's words (the English log writes those words)."""


def seats(bound: Iterable[Seat]) -> str:
    """ "1A/1B"."""
    return "/".join(s.value for s in bound)


def counts_turns(turns: int, turn_seats: Iterable[Seat]) -> str:
    return lazy("counts {turns} turns of {seats}", turns=turns, seats=seats(turn_seats))


def skip_draws(bound: Iterable[Seat], count: int) -> str:
    return lazy("{seats} skip the next {count} Draw Phase(s)", seats=seats(bound), count=count)


def forbidden(bound: Iterable[Seat], forbid: Forbid) -> str:
    action = _FORBIDDEN.get(forbid, forbid.value)
    return lazy("{seats} can't {action} this turn", seats=seats(bound), action=action)


def forbidden_named(who: str, forbid: Forbid, card: str) -> str:
    action = _FORBIDDEN.get(forbid, forbid.value)
    return lazy(
        "{seats} can't {action} cards named {card} this turn",
        seats=who,
        action=action,
        card=quoted(card),
    )


def only_attacker(card: str) -> str:
    return lazy("only {card} can attack this turn", card=quoted(card))


def next_attack_negated(team: Team) -> str:
    return lazy("the next attack on {team} this turn is negated", team=team_name(team))


def next_battle_damage_zero(team: Team) -> str:
    return lazy("the next battle damage {team} would take this turn is 0", team=team_name(team))


def no_battle_damage(team: Team) -> str:
    return lazy("{team} takes no battle damage this turn", team=team_name(team))


def battle_damage_to(attacker: str, team: Team) -> str:
    return lazy(
        "the battle damage of {card}'s battle goes to {team}",
        card=quoted(attacker),
        team=team_name(team),
    )


def end_phase_damage(team: Team, amount: int) -> str:
    return lazy(
        "{team} takes {amount} damage in this turn's End Phase",
        team=team_name(team),
        amount=amount,
    )


def effect_damage_zero(team: Team) -> str:
    return lazy("any effect damage {team} takes this turn is 0", team=team_name(team))


def no_further_damage(team: Team) -> str:
    return lazy("{team} takes no further damage this turn", team=team_name(team))


def negated(seat: Seat, card: str) -> str:
    return lazy("the effects of {seat}'s {card} are negated", seat=seat.value, card=quoted(card))


def negated_this_turn(seat: Seat, card: str) -> str:
    return lazy(
        "the effects of {seat}'s {card} are negated this turn", seat=seat.value, card=quoted(card)
    )


def becomes_level(seat: Seat, card: str, level: int) -> str:
    return lazy(
        "{seat}'s {card} becomes Level {level}", seat=seat.value, card=quoted(card), level=level
    )


def level_this_turn(seat: Seat, card: str, level: int) -> str:
    return lazy(
        "{seat}'s {card} is Level {level} this turn",
        seat=seat.value,
        card=quoted(card),
        level=level,
    )


def not_destroyed(seat: Seat, card: str, how: str) -> str:
    return lazy(
        "{seat}'s {card} is not destroyed {how}", seat=seat.value, card=quoted(card), how=how
    )


def not_destroyed_this_turn(seat: Seat, card: str) -> str:
    return lazy("{seat}'s {card} can't be destroyed this turn", seat=seat.value, card=quoted(card))


def battle_phase_ends() -> str:
    return lazy("the Battle Phase ends")


def turn_goes_on_to(phase: str) -> str:
    return lazy("the turn goes on to {phase}", phase=phase)


def one_more_normal_summon() -> str:
    return lazy("1 more Normal Summon this turn")


def two_normal_summons() -> str:
    return lazy("2 Normal Summons/Sets this turn")


def may_special_summon_only(bound: Iterable[Seat], limit: str) -> str:
    return lazy("{seats} may {limit} this turn", seats=seats(bound), limit=limit)
