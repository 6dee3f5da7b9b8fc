"""Random play: a full duel in which every decision is a uniform choice among the legal actions.

Pure and deterministic: the choices come from the `random.Random` passed in (the duel's own
shuffles come from its seed). Used by `tagduel duel`, the invariant run and the benchmark. The
play-by-play is the duel's log (`playbyplay.py`): public by default, every card named with
`reveal`.
"""

from __future__ import annotations

import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tagduel.cards.model import Card
from tagduel.engine import chance, manual_random
from tagduel.engine.duel import Duel
from tagduel.engine.playbyplay import FULL, PUBLIC, log_lines
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.state import Outcome
from tagduel.engine.wording import with_team_names
from tagduel.i18n import lazy


@dataclass(frozen=True, slots=True)
class RandomDuelResult:
    """How a random duel went: the outcome (None if cut off), decisions, turns, play-by-play
    (`text`, in English; `lines`, its lines as translatable texts)."""

    outcome: Outcome | None
    decisions: int
    turns: int
    text: str
    lines: tuple[str, ...] = ()

    def to_text(self) -> str:
        result = with_team_names(self.outcome.to_text()) if self.outcome else lazy("unfinished")
        return lazy(
            "{result} after {turns} turns and {decisions} decisions",
            result=result,
            turns=self.turns,
            decisions=self.decisions,
        )


def play_randomly(
    duel: Duel,
    rng: random.Random,
    *,
    max_decisions: int = 100_000,
    with_text: bool = True,
    reveal: bool = False,
) -> RandomDuelResult:
    """Answer every decision of `duel` at random until it ends (or `max_decisions`); the text
    is the duel's public log, or its full log (every card named) with `reveal`."""
    decisions = 0
    if duel.manual:  # a manual duel: manual operations too (`manual_random.py`)
        while duel.pending is not None and decisions < max_decisions:
            duel.apply(manual_random.choose(duel, rng))
            decisions += 1
    while duel.pending is not None and decisions < max_decisions:
        duel.apply(chance.choice(rng, duel.pending.actions))
        decisions += 1
    lines = tuple(log_lines(duel.events, FULL if reveal else PUBLIC)) if with_text else ()
    return RandomDuelResult(duel.outcome, decisions, duel.state.turn, "\n".join(lines), lines)


def random_duel(
    decks: Mapping[Seat, Sequence[Card]],
    seed: int,
    *,
    first_team: Team = Team.ONE,
    scripts: Scripts | None = None,
    debug: bool = False,
    with_text: bool = True,
    reveal: bool = False,
    max_decisions: int = 100_000,
    manual: bool = False,
) -> RandomDuelResult:
    """A whole random duel from `seed` (deck shuffles and choices both derive from it); with
    `manual`, in manual mode, the random player making manual operations too."""
    duel = Duel.new(
        decks, seed=seed, first_team=first_team, scripts=scripts, debug=debug, manual=manual
    )
    rng = random.Random(f"choices:{seed}")
    return play_randomly(duel, rng, max_decisions=max_decisions, with_text=with_text, reveal=reveal)


def decks_from(cards: Iterable[Card], *, size: int = 40, copies: int = 3) -> dict[Seat, list[Card]]:
    """Four decks from a card set, the same for each seat: every Main Deck card in passcode order
    (at most `copies` each, cycling until `size`), plus one copy of each Extra Deck monster."""
    pool = sorted(cards, key=lambda c: c.passcode)
    main_cards = [c for c in pool if not c.is_extra_deck and not c.is_token]
    extra = [c for c in pool if c.is_extra_deck]
    main: list[Card] = []
    for _ in range(copies):
        for card in main_cards:
            if len(main) < size:
                main.append(card)
        if len(main) >= size or not main_cards:
            break
    return {seat: main + extra for seat in ALL_SEATS}
