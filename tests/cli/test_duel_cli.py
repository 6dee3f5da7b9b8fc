"""`tagduel duel --seed N`: a whole random tag duel, reproducible from its seed, with a log that
reads like Yu-Gi-Oh! (the public log by default, the full log with `--reveal`)."""

from __future__ import annotations

import re

import pytest

from tagduel.cli import build_parser, main


def _out(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["duel", *args]) == 0
    return capsys.readouterr().out


def test_the_same_seed_plays_the_same_duel(capsys: pytest.CaptureFixture[str]) -> None:
    first = _out(capsys, "--seed", "5")
    assert _out(capsys, "--seed", "5") == first
    assert first.startswith("Tag Duel, seed 5: Team 1 (1A, 1B) vs Team 2 (2A, 2B); 1A opens")
    assert "\nTurn 2: 2A\n" in first and "\nTurn 3: 1B\n" in first and "\nTurn 4: 2B\n" in first
    assert first.strip().splitlines()[-1].startswith("Result (seed 5): Team")


def test_another_seed_plays_another_duel(capsys: pytest.CaptureFixture[str]) -> None:
    one = _out(capsys, "--seed", "1", "--quiet")
    assert _out(capsys, "--seed", "2", "--quiet") != one
    assert one.count("\n") == 1  # --quiet prints only the result


def test_team_two_can_open(capsys: pytest.CaptureFixture[str]) -> None:
    # seed 001 B: team 2 opening gives the turn order 2A, 1A, 2B, 1B
    out = _out(capsys, "--seed", "3", "--first-team", "2")
    assert "2A opens" in out and "\nTurn 1: 2A\n" in out
    assert "\nTurn 2: 1A\n" in out and "\nTurn 3: 2B\n" in out


def test_every_turn_has_a_heading_turn_1_included(capsys: pytest.CaptureFixture[str]) -> None:
    out = _out(capsys, "--seed", "1")
    turns = [int(n) for n in re.findall(r"^Turn (\d+): [12][AB]$", out, re.M)]
    last = int(re.search(r"after (\d+) turns", out).group(1))  # type: ignore[union-attr]
    assert turns == list(range(1, last + 1))


def test_the_log_says_the_rulebooks_names_not_the_notations_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _out(capsys, "--seed", "1")
    for name in ("Main Phase 1", "the Battle Phase", "the End Phase", "Graveyard"):
        assert name in out
    assert "Spell & Trap Zone" in out
    for word in ("main1", "main2", "gy", "st", "monsters", "battle phase", "team1"):
        assert not re.search(rf"\b{word}\b", out), word


def test_the_public_log_names_no_drawn_or_set_card(capsys: pytest.CaptureFixture[str]) -> None:
    public = _out(capsys, "--seed", "1")
    full = _out(capsys, "--seed", "1", "--reveal")
    assert "1A draws 5 cards" in public and "2A draws a card" in public
    assert not re.search(r'draws "|Sets "', public)
    assert re.search(r"Sets a (card|monster) in the", public)
    hand = re.search(r'^  1A draws ("[^"]+", ){4}"[^"]+"$', full.replace(" and ", ", "), re.M)
    assert hand is not None, "the full log lists 1A's opening hand"
    assert re.search(r'^  2A draws "[^"]+"$', full, re.M) and 'Sets "' in full


def test_the_full_log_differs_from_the_public_one_only_in_hidden_cards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    public = _out(capsys, "--seed", "1").splitlines()[1:]
    full = _out(capsys, "--seed", "1", "--reveal").splitlines()[1:]
    assert len(public) == len(full)
    differing = [(p, f) for p, f in zip(public, full, strict=True) if p != f]
    assert differing
    for p, f in differing:
        assert re.search(r"draws|Sets|goes from|Summons|attacks", p), (p, f)


def test_a_chain_links_effects_are_printed_under_its_resolves_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    lines = _out(capsys, "--seed", "1").splitlines()
    depth = [len(line) - len(line.lstrip()) for line in lines]
    resolves = [i for i, line in enumerate(lines) if " resolves: " in line]
    assert any(depth[i + 1] == depth[i] + 2 for i in resolves)
    assert all(depth[i + 1] <= depth[i] + 2 for i in resolves)


def test_every_argument_of_duel_has_help_text() -> None:
    parser = build_parser()
    duel = parser._subparsers._group_actions[0].choices["duel"]  # type: ignore[union-attr]
    for action in duel._actions:
        assert action.help, action.dest
    assert "Team Dueling Rules" in duel.format_help()
    assert "seed 001" not in duel.format_help()


def test_quiet_and_reveal_are_refused_together(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["duel", "--quiet", "--reveal"])
    assert caught.value.code == 2
    assert "not allowed with" in capsys.readouterr().err
