"""The command line's argument parser in the reader's language: `parser_for(lang)` gives the
`argparse.ArgumentParser` class that prints `--help`, usage lines and argument errors in `lang`.

Our own words (descriptions, each option's help, epilogs) are marked with `lazy(...)` where the
commands declare them, and `Formatter` puts them in the parser's language when help is printed;
English reads exactly as the marked text. argparse's own words ("usage:", "options", "the
following arguments are required: …") come from the module-level `_` that `argparse` looks up
when it speaks; `Parser` points that name at the product's catalogue only while one of its
methods runs and puts the original back after, so nothing stays changed once a command is parsed.
`ARGPARSE_WORDS` lists the messages of argparse we translate (the catalogue tool gathers them).
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn
from unicodedata import east_asian_width

from tagduel.cli.common import gettext_in, say_in
from tagduel.i18n import Say, Text, english, lazy

ARGPARSE_WORDS = (
    lazy("usage: "),
    lazy("positional arguments"),
    lazy("options"),
    lazy("show this help message and exit"),
    lazy("%(prog)s: error: %(message)s\n"),
    lazy("argument %(argument_name)s: %(message)s"),
    lazy("the following arguments are required: %s"),
    lazy("one of the arguments %s is required"),
    lazy("not allowed with argument %s"),
    lazy("unrecognized arguments: %s"),
    lazy("invalid choice: %(value)r (choose from %(choices)s)"),
    lazy("invalid %(type)s value: %(value)r"),
    lazy("ambiguous option: %(option)s could match %(matches)s"),
    lazy("expected one argument"),
    lazy("expected at most one argument"),
    lazy("expected at least one argument"),
    lazy("expected %s argument"),
    lazy("expected %s arguments"),
    lazy("ignored explicit argument %r"),
    lazy("unexpected option string: %s"),
    lazy("can't open '%(filename)s': %(error)s"),
)
"""argparse's messages that a user of `tagduel` can meet, as Python 3.11's argparse words them
(a test checks them against the running Python's argparse)."""


NO_LINE_START = frozenset("、。，．）」』】〉・：；！？ー…)]},.:;!?%")
"""Closing punctuation: kept on the line of the character before it."""
NO_LINE_END = frozenset("（「『【〈([{")
"""Opening brackets: kept on the line of the character after them."""


def columns(text: str) -> int:
    """How many terminal columns `text` takes: a wide (CJK) character takes two."""
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` columns (a word longer than that stays whole):
    broken at spaces and between wide characters, never before closing punctuation or after
    an opening bracket, as Japanese is set."""
    words: list[str] = []
    for piece in re.findall(r"\s+|[^\s\u2e80-\uffef]+|\S", text):
        glue = words and (piece[0] in NO_LINE_START or words[-1][-1] in NO_LINE_END)
        if glue and not piece.isspace():
            words[-1] += piece
        else:
            words.append(" " if piece.isspace() else piece)
    lines = [""]
    for word in words:
        if lines[-1] and columns(lines[-1] + word.rstrip()) > width:
            lines.append("")
        if lines[-1] or word != " ":
            lines[-1] += word
    return [line.rstrip() for line in lines if line.strip()]


def _is_wide(text: str) -> bool:
    return columns(text) != len(text)


class Formatter(argparse.HelpFormatter):
    """Help that says our marked texts (`tagduel.i18n.Text`) in the parser's language, wrapped
    to the terminal's columns (a Japanese character is two columns wide)."""

    say: Say = english

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not _is_wide(text):
            return super()._split_lines(text, width)
        return wrap(" ".join(text.split()), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not _is_wide(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(
            indent + line for line in wrap(" ".join(text.split()), width - len(indent))
        )

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return None if action.help is None else self.say(action.help)

    def add_text(self, text: str | None) -> None:
        super().add_text(text if text is None or text == argparse.SUPPRESS else self.say(text))

    def start_section(self, heading: str | None) -> None:
        super().start_section(None if heading is None else self.say(heading))


class RawDescriptionFormatter(Formatter):
    """`Formatter` keeping the description's and the epilog's line breaks (tables, lists)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "".join(indent + line for line in text.splitlines(keepends=True))


class Parser(argparse.ArgumentParser):
    """An English `ArgumentParser` whose help renders marked texts; its subcommands' parsers
    are of its class, so a whole tree speaks one language."""

    lang = "en"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        with self._argparse_words():
            super().__init__(*args, **kwargs)

    @property
    def say(self) -> Say:
        return say_in(self.lang)

    @contextmanager
    def _argparse_words(self) -> Iterator[None]:
        """argparse's own messages in this parser's language while the block runs."""
        if self.lang == "en":
            yield
            return
        gettext = gettext_in(self.lang)

        def ngettext(one: str, many: str, count: int) -> str:
            return gettext(one if count == 1 else many)

        names = vars(argparse)
        saved = names["_"], names["ngettext"]
        names["_"], names["ngettext"] = gettext, ngettext
        try:
            yield
        finally:
            names["_"], names["ngettext"] = saved

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        if isinstance(formatter, Formatter):
            formatter.say = self.say
        return formatter

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        """argparse keeps only the English of an argument type's refusal (`str(error)`); say
        a marked one in this parser's language."""
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as error:
            refusal = error.__context__
            if isinstance(refusal, argparse.ArgumentTypeError) and refusal.args:
                reason = refusal.args[0]
                if isinstance(reason, Text):
                    raise argparse.ArgumentError(action, self.say(reason)) from None
            raise

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        with self._argparse_words():
            return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        with self._argparse_words():
            return super().parse_args(args, namespace)

    def format_usage(self) -> str:
        with self._argparse_words():
            return super().format_usage()

    def format_help(self) -> str:
        with self._argparse_words():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with self._argparse_words():
            super().error(message)


class JapaneseParser(Parser):
    lang = "ja"


PARSERS: dict[str, type[Parser]] = {"en": Parser, "ja": JapaneseParser}
"""A parser class for each of `tagduel.cli.common.LANGS`."""


def parser_for(lang: str) -> type[Parser]:
    """The parser class speaking `lang` (English for a language we do not have)."""
    return PARSERS.get(lang, Parser)
