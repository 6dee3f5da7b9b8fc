"""The top cut: single elimination seeded from the Swiss standings (issue 6: 1 vs 8, 4 vs 5, …).

Seeds are placed in the usual bracket order (for 8: 1–8, 4–5, 2–7, 3–6), so seeds 1 and 2 can
only meet in the final. A cut that is not a power of two (an organiser's Top 6 or Top 12) is
filled up with byes, which go to the best seeds. A `Bracket` is a frozen value: reporting a
winner returns a new bracket.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Standing, TeamId


def bracket_order(size: int) -> list[int]:
    """Seed numbers in bracket order for a power-of-two `size`: 8 → [1, 8, 4, 5, 2, 7, 3, 6]."""
    if size < 1 or size & (size - 1):
        raise TournamentError(f"a bracket holds a power of two of places, not {size}")
    seeds = [1]
    while len(seeds) < size:
        total = 2 * len(seeds) + 1
        seeds = [s for seed in seeds for s in (seed, total - seed)]
    return seeds


def cut_from_standings(rows: Sequence[Standing], size: int) -> list[TeamId]:
    """The teams that make a Top `size`, best first: dropped teams give up their place."""
    teams = [row.team for row in sorted(rows, key=lambda r: r.rank) if not row.dropped]
    if size < 2 or size > len(teams):
        raise TournamentError(f"a Top {size} needs {size} teams still in; there are {len(teams)}")
    return teams[:size]


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """One match of the bracket: `round` 1 is the first round of the cut; `slot` counts from 1
    down the bracket. A missing team is a bye (or a match not yet decided)."""

    round: int
    slot: int
    team1: TeamId | None
    team2: TeamId | None
    winner: TeamId | None = None

    @property
    def is_bye(self) -> bool:
        return self.round == 1 and (self.team1 is None or self.team2 is None)

    @property
    def ready(self) -> bool:
        """Both teams known and no winner yet: this match can be played."""
        return self.team1 is not None and self.team2 is not None and self.winner is None


@dataclass(frozen=True, slots=True)
class Bracket:
    """A single-elimination bracket over `seeds` (best first) and the winners reported so far,
    keyed by (round, slot)."""

    seeds: tuple[TeamId, ...]
    winners: Mapping[tuple[int, int], TeamId] = field(default_factory=dict)

    @classmethod
    def start(cls, seeds: Sequence[TeamId]) -> Bracket:
        if len(seeds) < 2 or len(set(seeds)) != len(seeds):
            raise TournamentError("a top cut needs at least 2 different teams")
        return cls(tuple(seeds))

    @property
    def size(self) -> int:
        """Places in the bracket: the cut rounded up to a power of two."""
        return 1 << (len(self.seeds) - 1).bit_length()

    @property
    def round_count(self) -> int:
        return self.size.bit_length() - 1

    def rounds(self) -> list[list[BracketMatch]]:
        """Every round's matches, as far as the winners reported so far decide them."""
        entrants: list[TeamId | None] = [
            self.seeds[s - 1] if s <= len(self.seeds) else None for s in bracket_order(self.size)
        ]
        rounds: list[list[BracketMatch]] = []
        for number in range(1, self.round_count + 1):
            matches = [self._match(number, i, entrants) for i in range(len(entrants) // 2)]
            rounds.append(matches)
            entrants = [m.winner for m in matches]
        return rounds

    def _match(self, number: int, index: int, entrants: list[TeamId | None]) -> BracketMatch:
        team1, team2 = entrants[2 * index], entrants[2 * index + 1]
        winner = self.winners.get((number, index + 1))
        if number == 1 and (team1 is None) != (team2 is None):
            winner = team1 if team2 is None else team2
        return BracketMatch(number, index + 1, team1, team2, winner)

    def ready_matches(self) -> list[BracketMatch]:
        """The matches that can be played now."""
        return [m for r in self.rounds() for m in r if m.ready]

    @property
    def champion(self) -> TeamId | None:
        return self.rounds()[-1][0].winner

    def report(self, winner: TeamId) -> Bracket:
        """Record that `winner` won its ready match (a single-elimination match has no draw)."""
        for match in self.ready_matches():
            if winner in (match.team1, match.team2):
                key = (match.round, match.slot)
                return Bracket(self.seeds, {**self.winners, key: winner})
        raise TournamentError(f"team {winner} has no match to win in the top cut now")

    def placings(self) -> list[tuple[TeamId, int]]:
        """Each team and the round it went out in (the champion: `round_count + 1`)."""
        out: dict[TeamId, int] = {}
        for matches in self.rounds():
            for m in matches:
                loser = m.team2 if m.winner == m.team1 else m.team1
                if m.winner is not None and loser is not None:
                    out[loser] = m.round
        if self.champion is not None:
            out[self.champion] = self.round_count + 1
        return sorted(out.items(), key=lambda item: -item[1])
