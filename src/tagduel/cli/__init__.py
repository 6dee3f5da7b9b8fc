"""The `tagduel` command line: a thin adapter that parses arguments and calls the domain.

Each command group lives in its own module exposing `register(subparsers)`; a handler returns
the exit status. Any `TagDuelError` becomes a one-line message and exit status 2, never a
traceback; in the command's `--lang` (default $TAGDUEL_LANG, else English).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from tagduel import __version__
from tagduel.cli import cards, deck, duel, event, judge, scenario, serve
from tagduel.cli.common import default_lang, requested_lang, say_in
from tagduel.cli.parser import parser_for
from tagduel.errors import TagDuelError, for_cli
from tagduel.i18n import lazy

Handler = Callable[[argparse.Namespace], int]

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
"""Ctrl-C: the shell's convention (128 + SIGINT)."""


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The whole command tree, its help and usage errors in `lang` (default: $TAGDUEL_LANG,
    else English)."""
    parser = parser_for(lang or default_lang())(
        prog="tagduel",
        description=lazy(
            "Yu-Gi-Oh! Tag Duel (2 vs 2): deck checks, rules, judging and tournaments."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"tagduel {__version__}",
        help=lazy("show program's version number and exit"),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module in (deck, cards, event, judge, duel, scenario, serve):
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    lang = requested_lang(words)
    parser = build_parser(lang)
    args = parser.parse_args(words)
    handler: Handler = args.handler
    say = say_in(getattr(args, "lang", None) or lang)
    try:
        return handler(args)
    except TagDuelError as exc:
        print(say(lazy("tagduel: error: {message}", message=for_cli(exc))), file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print(
            say(
                lazy(
                    "tagduel: interrupted (nothing half-written: each change is stored whole or "
                    "not at all)"
                )
            ),
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    raise SystemExit(main())
