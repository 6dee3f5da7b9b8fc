"""Maximum-weight matching among maximum-cardinality matchings, by one of two libraries.

Both take nodes 0..n-1 and integer-weighted edges and return the matched pairs. rustworkx (Rust)
is the default: benchmarks/bench_pairing.py measured it against networkx (pure Python) on the
same graphs; the figures are in docs/tournament.md. Weights are Python ints: networkx keeps them
exact, rustworkx accepts up to 127 bits, far more than pairing's weights need.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

Edge = tuple[int, int, int]


class Solver(enum.Enum):
    """The library that solves the matching."""

    RUSTWORKX = "rustworkx"
    NETWORKX = "networkx"


def max_weight_matching(n: int, edges: Sequence[Edge], solver: Solver) -> list[tuple[int, int]]:
    """The matched pairs (low index first) of a maximum-cardinality, maximum-weight matching."""
    if not edges:
        return []
    pairs = _rustworkx(n, edges) if solver is Solver.RUSTWORKX else _networkx(edges)
    return sorted((min(a, b), max(a, b)) for a, b in pairs)


def _rustworkx(n: int, edges: Sequence[Edge]) -> set[tuple[int, int]]:
    import rustworkx

    graph: rustworkx.PyGraph[None, int] = rustworkx.PyGraph(multigraph=False)
    graph.add_nodes_from([None] * n)
    graph.add_edges_from(list(edges))
    return rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=_weight)


def _weight(weight: int) -> int:
    return weight


def _networkx(edges: Sequence[Edge]) -> set[tuple[int, int]]:
    import networkx  # type: ignore[import-untyped, unused-ignore]

    graph = networkx.Graph()
    graph.add_weighted_edges_from(edges)
    pairs: set[tuple[int, int]] = networkx.max_weight_matching(graph, maxcardinality=True)
    return pairs
