"""Questions a card script asks while its effect resolves: cards, a group of cards, an option,
a number, yes or no (the part of `EffectContext` that asks; see `context.py`).

A question with no answer yet raises `Pause`: the duel waits for the decision (`asking.py`),
then the step runs again from its start with the answers so far, so a step must ask before it
changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from mypy_extensions import trait

from tagduel.engine.seats import Seat
from tagduel.engine.state import Answer, Ask, AskKind
from tagduel.engine.wording import quoted
from tagduel.engine.zones import CardInstance
from tagduel.i18n import lazy

_CARDS: Final = AskKind.CARDS  # read as a module name: see `Location` reads in `ops.py`


class Pause(Exception):
    """Raised by a question that has no answer yet: the duel waits for `ask` to be answered."""

    def __init__(self, ask: Ask) -> None:
        super().__init__(ask.prompt)
        self.ask = ask


class ScriptError(Exception):
    """A card script broke the engine's contract (a bug in the script, not a player's error)."""


@trait
class Asking:
    """The questions of `EffectContext` (a mixin: the context holds the fields below)."""

    card: CardInstance

    def _answer(self, ask: Ask) -> Answer:
        """The answer to `ask` given so far, or `Pause` (see `EffectContext._answer`)."""
        raise NotImplementedError

    def choose_cards(
        self,
        seat: Seat,
        cards: Sequence[CardInstance],
        low: int = 1,
        high: int | None = None,
        prompt: str = "",
    ) -> tuple[CardInstance, ...]:
        """`seat` chooses `low`..`high` of `cards` (fewer when fewer exist). When every card
        must be chosen, no one is asked."""
        pool = list(cards)
        high = min(low if high is None else high, len(pool))
        low = min(low, high)
        if high == 0:
            return ()
        if low == high == len(pool):
            return tuple(pool)
        prompt = prompt or lazy(
            "choose {low}-{high} card(s) for {card}",
            low=low,
            high=high,
            card=quoted(self.card.name),
        )
        uids = tuple(c.uid for c in pool)
        answer = self._answer(Ask(seat, _CARDS, prompt, uids, low, high))
        assert isinstance(answer, tuple)
        by_uid = {c.uid: c for c in pool}
        return tuple(by_uid[uid] for uid in answer)

    def choose_group(
        self, seat: Seat, groups: Sequence[Sequence[CardInstance]], prompt: str = ""
    ) -> tuple[CardInstance, ...]:
        """`seat` chooses one of `groups` (e.g. the sets of materials that fit a summon); with
        one group, or none (an empty tuple), no one is asked."""
        if len(groups) <= 1:
            return tuple(groups[0]) if groups else ()
        pool = {c.uid: c for group in groups for c in group}
        sizes = {len(group) for group in groups}
        prompt = prompt or lazy("choose the cards for {card}", card=quoted(self.card.name))
        ask = Ask(
            seat,
            AskKind.CARDS,
            prompt,
            tuple(pool),
            min(sizes),
            max(sizes),
            groups=tuple(tuple(c.uid for c in group) for group in groups),
        )
        answer = self._answer(ask)
        assert isinstance(answer, tuple)
        return tuple(pool[uid] for uid in answer)

    def choose_option(self, seat: Seat, options: Sequence[str], prompt: str = "") -> str:
        if len(options) == 1:
            return options[0]
        prompt = prompt or lazy("choose an option for {card}", card=quoted(self.card.name))
        answer = self._answer(Ask(seat, AskKind.OPTION, prompt, options=tuple(options)))
        assert isinstance(answer, str)
        return answer

    def choose_number(self, seat: Seat, low: int, high: int, prompt: str = "") -> int:
        if low == high:
            return low
        prompt = prompt or lazy("choose a number for {card}", card=quoted(self.card.name))
        answer = self._answer(Ask(seat, AskKind.NUMBER, prompt, low=low, high=high))
        assert isinstance(answer, int) and not isinstance(answer, bool)
        return answer

    def yes_no(self, seat: Seat, prompt: str = "") -> bool:
        prompt = prompt or lazy("use the effect of {card}?", card=quoted(self.card.name))
        answer = self._answer(Ask(seat, AskKind.YES_NO, prompt))
        assert isinstance(answer, bool)
        return answer
