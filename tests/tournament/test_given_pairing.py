"""A round paired elsewhere (by hand, by another tool) measured as Swiss pairing measures its own
(issue 13: `event pair --from FILE`)."""

from __future__ import annotations

from tagduel.tournament.model import Pairing, Roster
from tagduel.tournament.pairing import assess_pairing
from tournament.history import history

ABCDEF = Roster.of("ABCDEF")
# After round 1: A, C, E won (3 points); B, D, F lost (0).
ROUND_ONE = history([("A", "B", "win"), ("C", "D", "win"), ("E", "F", "win")])


def given(*tables: tuple[str, str | None]) -> list[Pairing]:
    return [Pairing(2, n, a, b) for n, (a, b) in enumerate(tables, start=1)]


def test_a_given_round_that_pairs_equal_points_without_rematches_is_proven_optimal() -> None:
    d = assess_pairing(ROUND_ONE, ABCDEF, given(("A", "C"), ("E", "B"), ("D", "F")))
    # Points in order 3, 3, 3, 0, 0, 0: neighbours paired give gaps 0 + 3 + 0 = 3; so does this.
    assert (d.rematches, d.pair_downs, d.score_difference, d.lower_bound) == (0, 1, 3, 3)
    assert d.proven_optimal and d.solver is None and d.teams == 6


def test_a_given_rematch_and_extra_pair_downs_are_counted() -> None:
    d = assess_pairing(ROUND_ONE, ABCDEF, given(("A", "B"), ("C", "F"), ("E", "D")))
    # A-B met in round 1; every table is 3 against 0.
    assert (d.rematches, d.pair_downs, d.score_difference, d.lower_bound) == (1, 3, 9, 3)
    assert not d.proven_optimal


def test_a_bye_is_neither_a_table_nor_a_rematch() -> None:
    roster = Roster.of("ABCDE")
    rounds = history([("A", "B", "win"), ("C", "D", "win"), ("E", None, "bye")])
    d = assess_pairing(rounds, roster, given(("A", "E"), ("C", "B"), ("D", None)))
    # A and E 3 points, C 3, B 0: gaps 0 and 3; the bound over 3, 3, 3, 0 is 0 + 3.
    assert (d.teams, d.rematches, d.score_difference, d.lower_bound) == (4, 0, 3, 3)
