"""Mutants written by hand, for modules mutmut can hardly mutate (issue 14).

`tagduel.engine.scope` is a table of one-line readings (`return seat.across`): mutmut has no
operator for an attribute or a tuple of seats, so it makes 4 mutants of the whole module. The
mutants below are the plausible misreadings of the Team Dueling Rules instead: the teammate for
the opponent across, one opponent for both, the wrong order. Run by tools/mutation.sh in its
scratch copy (never in the checkout):

    python tools/hand_mutants.py SCRATCH_DIR MODULE TEST_FILE...

Each mutant is applied alone, the tests run (stopping at the first failure), the file restored.
Prints one line per mutant and a summary; exit status 1 when the tests fail unmutated.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# module -> (source file, [(name, function, old text, new text)]): the old text occurs once in
# the named function's body (from its `def` line to the next top-level statement).
HAND_MUTANTS: dict[str, tuple[str, list[tuple[str, str, str, str]]]] = {
    "scope": (
        "src/tagduel/engine/scope.py",
        [
            ("across_is_teammate", "opponent_across", "seat.across", "seat.teammate"),
            ("across_is_first_opponent", "opponent_across", "seat.across", "seat.opponents[0]"),
            ("across_is_second_opponent", "opponent_across", "seat.across", "seat.opponents[1]"),
            ("across_is_self", "opponent_across", "return seat.across", "return seat"),
            ("field_is_across_only", "opponents_field", "seat.opponents", "(seat.across,)"),
            ("field_reversed", "opponents_field", "seat.opponents", "seat.opponents[::-1]"),
            ("field_is_own_team", "opponents_field", "seat.opponents", "(seat, seat.teammate)"),
            (
                "prevented_opponents_is_across",
                "prevented_opponents",
                "seat.opponents",
                "(seat.across,)",
            ),
            (
                "prevented_opponents_reversed",
                "prevented_opponents",
                "seat.opponents",
                "seat.opponents[::-1]",
            ),
            ("all_is_one_team", "all_duelists", "return ALL_SEATS", "return ALL_SEATS[::2]"),
            (
                "all_in_seat_order",
                "all_duelists",
                "return ALL_SEATS",
                "return tuple(sorted(ALL_SEATS, key=str))",
            ),
            ("each_player_is_team", "each_player", "(seat, seat.across)", "(seat, seat.teammate)"),
            ("each_player_reversed", "each_player", "(seat, seat.across)", "(seat.across, seat)"),
            ("each_player_is_opponents", "each_player", "(seat, seat.across)", "seat.opponents"),
            ("each_player_is_all", "each_player", "(seat, seat.across)", "ALL_SEATS"),
            ("yours_is_you_only", "yours", "(seat, seat.teammate)", "(seat,)"),
            ("yours_teammate_first", "yours", "(seat, seat.teammate)", "(seat.teammate, seat)"),
            ("yours_is_across", "yours", "(seat, seat.teammate)", "(seat, seat.across)"),
            ("prevented_you_is_you_only", "prevented_you", "(seat, seat.teammate)", "(seat,)"),
            (
                "prevented_you_teammate_first",
                "prevented_you",
                "(seat, seat.teammate)",
                "(seat.teammate, seat)",
            ),
            (
                "prevented_you_is_across",
                "prevented_you",
                "(seat, seat.teammate)",
                "(seat, seat.across)",
            ),
            ("opponent_turns_is_across", "opponent_turn_seats", "seat.opponents", "(seat.across,)"),
            (
                "opponent_turns_is_own_team",
                "opponent_turn_seats",
                "seat.opponents",
                "(seat, seat.teammate)",
            ),
            (
                "each_turn_is_one_team",
                "each_player_turn_seats",
                "return ALL_SEATS",
                "return ALL_SEATS[:2]",
            ),
            (
                "seats_across_via_each_player",
                "seats",
                "(opponent_across(seat),)",
                "each_player(seat)[::-1]",
            ),
            (
                "seats_all_is_each_player",
                "seats",
                "return all_duelists()",
                "return each_player(seat)",
            ),
            (
                "table_field_is_prevented_opponents",
                "_PAIR_SCOPES",
                "OPPONENTS_FIELD: opponents_field",
                "OPPONENTS_FIELD: prevented_opponents",
            ),
            (
                "table_each_player_is_yours",
                "_PAIR_SCOPES",
                "EACH_PLAYER: each_player",
                "EACH_PLAYER: yours",
            ),
            (
                "table_yours_is_prevented_you",
                "_PAIR_SCOPES",
                "YOURS: yours",
                "YOURS: prevented_you",
            ),
            (
                "table_prevented_you_is_yours",
                "_PAIR_SCOPES",
                "PREVENTED_YOU: prevented_you",
                "PREVENTED_YOU: yours",
            ),
        ],
    ),
}


def _mutate(text: str, function: str, old: str, new: str) -> str | None:
    """`text` with `old` replaced by `new` inside `function`; None when that is not one place."""
    lines = text.splitlines(keepends=True)
    heads = (f"def {function}(", f"{function} = ", f"class {function}(")
    start = next((i for i, line in enumerate(lines) if line.startswith(heads)), None)
    if start is None:
        return None
    stop = start + 1
    while stop < len(lines) and not (lines[stop][:1].strip() and lines[stop][0] not in ")]}"):
        stop += 1
    body = "".join(lines[start:stop])
    if body.count(old) != 1:
        return None
    return "".join(lines[:start]) + body.replace(old, new) + "".join(lines[stop:])


def _tests_pass(scratch: Path, tests: list[str]) -> bool:
    outcome = subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
        cwd=scratch,
        env={**os.environ, "PYTHONPATH": str(scratch / "src")},
        capture_output=True,
        check=False,
    )
    return outcome.returncode == 0


def run(scratch: Path, module: str, tests: list[str]) -> int:
    source_name, mutants = HAND_MUTANTS[module]
    source = scratch / source_name
    original = source.read_text(encoding="utf-8")
    if not _tests_pass(scratch, tests):
        print(f"{module} (by hand): the tests fail without any mutant; nothing measured")
        return 1
    killed = survived = 0
    try:
        for name, function, old, new in mutants:
            mutated = _mutate(original, function, old, new)
            if mutated is None:
                print(f"    hand.{module}.{name}: not applicable ({old!r} not once in {function})")
                continue
            source.write_text(mutated, encoding="utf-8")
            status = "survived" if _tests_pass(scratch, tests) else "killed"
            killed += status == "killed"
            survived += status == "survived"
            print(f"    hand.{module}.{name}: {status}")
    finally:
        source.write_text(original, encoding="utf-8")
    print(f"{module} (by hand): {killed + survived} mutants, {killed} killed, {survived} survived")
    return 0


if __name__ == "__main__":
    sys.exit(run(Path(sys.argv[1]), sys.argv[2], sys.argv[3:]))
