"""Help for every command and argument of `tagduel` (issue 13, items 13 and 14): the whole
argparse tree of `tagduel.cli.build_parser` is walked; each test names every offender at once,
so one run shows all that is left to fix. User-facing text names the rules documents by their
titles (the Team Dueling Rules; the penalty regulations, 大会罰則規定), never by file or issue."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator

import pytest

from tagduel.cli import build_parser

WORDS = re.compile(r"seed 0\d\d|issue \d", re.IGNORECASE)


def walk(
    parser: argparse.ArgumentParser, path: str = "tagduel"
) -> Iterator[tuple[str, argparse.Action | None, argparse.ArgumentParser]]:
    """(path, action, parser) for each argument; (path, None, parser) for each (sub)command."""
    yield path, None, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from walk(sub, f"{path} {name}")
        else:
            yield path, action, parser


def command_help(parser: argparse.ArgumentParser) -> dict[str, str | None]:
    """Each subcommand's one-line help, as `tagduel X --help` lists it."""
    out: dict[str, str | None] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            out.update({c.dest: c.help for c in action._choices_actions})
    return out


def missing_help(prefix: str) -> list[str]:
    offenders = []
    for path, action, parser in walk(build_parser()):
        if not path.startswith(prefix):
            continue
        if action is None:
            offenders += [
                f"{path} {name}" for name, text in command_help(parser).items() if not text
            ]
        elif not action.help and not isinstance(action, argparse._HelpAction):
            offenders.append(f"{path} {'/'.join(action.option_strings) or action.dest}")
    return offenders


@pytest.mark.parametrize("group", ["tagduel event", "tagduel judge"])
def test_every_event_and_judge_argument_and_command_has_help(group: str) -> None:
    offenders = missing_help(group)
    assert not offenders, "without help text: " + ", ".join(offenders)


def test_every_argument_of_every_command_has_help() -> None:
    offenders = missing_help("tagduel")
    assert not offenders, f"{len(offenders)} without help text: " + ", ".join(offenders)


def test_help_names_the_rules_documents_by_title_never_by_seed_file_or_issue() -> None:
    offenders = []
    for path, action, parser in walk(build_parser()):
        texts = [parser.description, *command_help(parser).values()] if action is None else []
        texts += [action.help] if action is not None else []
        offenders += [f"{path}: {t!r}" for t in texts if t and WORDS.search(t)]
    assert not offenders, "\n".join(offenders)


def test_event_and_judge_help_say_which_documents_they_follow(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for command, title in (("event", "Team Dueling Rules"), ("judge", "penalty regulations")):
        with pytest.raises(SystemExit):
            build_parser().parse_args([command, "--help"])
        out = " ".join(capsys.readouterr().out.split())  # help wraps lines
        assert title in out and not WORDS.search(out), out
