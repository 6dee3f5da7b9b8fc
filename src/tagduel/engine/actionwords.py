"""The legal answers as a duelist reads them: "Normal Summon "Jinzo" (1B's hand)", "Attack
directly with ...", "Go to the Battle Phase", "Pass".

The action notation (`Action.to_text()`) is a machine format, parsed back and written in
scenario files and replays, so it stays as it is; `label(action)` is the sentence a person reads
on a button, a `tagduel.i18n.Text` (English as a `str`) that an adapter renders in its reader's
language. It is built only when a table is shown, never while the engine lists actions. A card
the reader may not see is named `HIDDEN_NAME` in the action it is given (see `viewactions`), and
read "a Set card".
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.actions import (
    Action,
    Activate,
    Attack,
    CardRef,
    ChangePosition,
    Choose,
    EnterPhase,
    No,
    Pass,
    Set,
    SpecialSummon,
    Summon,
    Yes,
)
from tagduel.engine.manual_actions import Done
from tagduel.engine.state import Phase
from tagduel.engine.wording import listed, option_name, phase_name, place_name, quoted
from tagduel.i18n import Text, lazy

HIDDEN_NAME: Final = "Set card"
"""What a card the reader may not see is called in an answer's notation."""

_MANNERS: Final = {"ignition": lazy("ignition"), "trigger": lazy("trigger"), "quick": lazy("quick")}


def label(action: Action) -> str:
    """The sentence a duelist reads for `action`; an action with no sentence of its own (a
    manual operation typed by hand) reads as its notation."""
    if isinstance(action, Summon | Set):
        return _summon_or_set(action)
    if isinstance(action, Activate):
        return _activate(action)
    if isinstance(action, Attack):
        return _attack(action)
    if isinstance(action, ChangePosition):
        return lazy("Change the battle position of {card}", card=card_words(action.card))
    if isinstance(action, EnterPhase):
        return _phase(action.phase)
    if isinstance(action, SpecialSummon):
        return _special_summon(action)
    if isinstance(action, Choose):
        return _choose(action)
    return _SIMPLE.get(type(action)) or action.to_text()


_SIMPLE: Final[dict[type[Action], Text]] = {
    Pass: lazy("Pass"),
    Yes: lazy("Yes"),
    No: lazy("No"),
    Done: lazy("Done"),
}


def card_words(ref: CardRef) -> str:
    """'"Jinzo" (1B's hand)', or "a Set card (2A's Monster Zone)" for a card not seen."""
    card = lazy("a Set card") if ref.name == HIDDEN_NAME else quoted(ref.name)
    if ref.seat is None:
        return card
    where = ref.seat.value if ref.zone is None else f"{ref.seat.value}.{ref.zone.value}"
    return lazy("{card} ({place})", card=card, place=place_name(where))


def _cards(refs: tuple[CardRef, ...]) -> str:
    return listed([card_words(r) for r in refs])


def _summon_or_set(action: Summon | Set) -> str:
    card = card_words(action.card)
    if isinstance(action, Summon):
        if action.tributes:
            tributes = _cards(action.tributes)
            return lazy("Tribute Summon {card}, Tributing {tributes}", card=card, tributes=tributes)
        return lazy("Normal Summon {card}", card=card)
    if action.tributes:
        return lazy("Set {card}, Tributing {tributes}", card=card, tributes=_cards(action.tributes))
    return lazy("Set {card}", card=card)


def _activate(action: Activate) -> str:
    card = card_words(action.card)
    parts: list[str] = []
    if action.effect != 1 or action.manner is not None:
        parts.append(lazy("Activate effect {effect} of {card}", effect=action.effect, card=card))
    else:
        parts.append(lazy("Activate {card}", card=card))
    if action.manner is not None:
        manner = _MANNERS.get(action.manner, action.manner)
        parts.append(lazy(" ({manner})", manner=manner))
    if action.targets:
        parts.append(lazy(", targeting {cards}", cards=_cards(action.targets)))
    if action.costs:
        parts.append(lazy(", paying the cost with {cards}", cards=_cards(action.costs)))
    if action.answering is not None:
        parts.append(lazy(", in answer to Chain Link {link}", link=action.answering))
    return parts[0] if len(parts) == 1 else Text.joined("", parts)


def _attack(action: Attack) -> str:
    attacker = card_words(action.attacker)
    if action.target is None:
        return lazy("Attack directly with {card}", card=attacker)
    return lazy("Attack {target} with {card}", target=card_words(action.target), card=attacker)


def _phase(phase: Phase) -> str:
    if phase is Phase.END:
        return lazy("End the turn")
    return lazy("Go to {phase}", phase=phase_name(phase))


def _special_summon(action: SpecialSummon) -> str:
    card = card_words(action.card)
    if action.using:
        return lazy("Special Summon {card} using {cards}", card=card, cards=_cards(action.using))
    return lazy("Special Summon {card}", card=card)


def _choose(action: Choose) -> str:
    if action.option is not None:
        return lazy("Choose {option}", option=option_name(action.option))
    if action.number is not None:
        return lazy("Choose {number}", number=action.number)
    return lazy("Choose {cards}", cards=_cards(action.cards))
