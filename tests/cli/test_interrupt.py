"""Ctrl-C during any command: one line on standard error and exit status 130 (128 + SIGINT),
never a traceback."""

from __future__ import annotations

import argparse

import pytest

from tagduel.cli import EXIT_INTERRUPTED, build_parser, main


def test_an_interrupted_command_says_so_in_one_line_and_exits_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(_args: argparse.Namespace) -> int:
        raise KeyboardInterrupt

    parser = build_parser()
    real_parse = parser.parse_args

    def parse(argv: list[str] | None = None) -> argparse.Namespace:
        args = real_parse(argv)
        args.handler = interrupted
        return args

    monkeypatch.setattr(parser, "parse_args", parse)
    monkeypatch.setattr("tagduel.cli.build_parser", lambda lang=None: parser)
    assert main(["event", "list"]) == EXIT_INTERRUPTED == 130
    err = capsys.readouterr().err
    assert err.startswith("tagduel: interrupted") and err.count("\n") == 1
    assert "Traceback" not in err
