"""What several commands share: reading files safely, the card database, ban lists, and the
language of the output (`--lang en|ja`, default $TAGDUEL_LANG, else English).

This is the I/O edge: the domain packages get text, bytes and objects from here. Japanese comes
from the product's one Babel catalogue (the web application's `locale/ja`), compiled in memory
the first time a command speaks Japanese.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.errors import InputError
from tagduel.i18n import Gettext, Say, english, lazy, speaker

LANG_ENV = "TAGDUEL_LANG"
LANGS = ("en", "ja")

MAX_TEXT_BYTES = 20_000_000
MAX_CARD_JSON_BYTES = 200_000_000
"""A saved YGOPRODeck response of every card, with misc info, is a few tens of megabytes."""


def read_bytes(path: str, *, limit: int = MAX_TEXT_BYTES, what: str = "file") -> bytes:
    """The bytes of a file (or '-' for standard input), refusing one larger than `limit`.

    At most `limit` + 1 bytes are ever read, so a device (`/dev/zero`), a pipe or a FIFO that
    never ends costs no more memory than a file at the limit; `stat()` sizes cannot be trusted
    for those.
    """
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            if Path(path).is_dir():
                raise InputError(f"{what} is a folder, not a file", source=path)
            with open(path, "rb") as handle:
                data = handle.read(limit + 1)
    except FileNotFoundError:
        raise InputError(f"{what} not found", source=path) from None
    except PermissionError:
        raise InputError(f"{what} cannot be read (permission denied)", source=path) from None
    except IsADirectoryError:
        raise InputError(f"{what} is a folder, not a file", source=path) from None
    except OSError as exc:
        raise InputError(f"{what} cannot be read ({exc.strerror})", source=path) from None
    if len(data) > limit:
        raise InputError(f"{what} is larger than {limit:,} bytes, the most accepted", source=path)
    return data


def read_text(path: str, *, limit: int = MAX_TEXT_BYTES, what: str = "file") -> str:
    data = read_bytes(path, limit=limit, what=what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{what} is not UTF-8 text (bad byte at offset {exc.start})", source=path
        ) from None


def write_text(path: str, text: str, *, what: str = "output file") -> None:
    """Write `text` to `path` (UTF-8), turning an OS error into one clear line."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except IsADirectoryError:
        raise InputError(f"{what} is a folder, not a file", source=path) from None
    except FileNotFoundError:
        raise InputError(
            f"{what} cannot be written: its folder does not exist", source=path
        ) from None
    except PermissionError:
        raise InputError(f"{what} cannot be written (permission denied)", source=path) from None
    except OSError as exc:
        raise InputError(f"{what} cannot be written ({exc.strerror})", source=path) from None


def add_cards_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--cards",
        metavar="FILE",
        help=lazy("also use this card database: an EDOPro/YGOPro cards.cdb, or YGOPRODeck .json"),
    )


def card_db(cards_path: str | None) -> CardDB:
    """The built-in card set, merged with the user's card file when one is given: a
    YGOPRODeck card-info `.json` file, or else an EDOPro/YGOPro `cards.cdb`."""
    from tagduel.cards.sources.builtin import builtin_cards

    db = builtin_cards()
    if not cards_path:
        return db
    from tagduel.cards.sources.cdb import load_cdb
    from tagduel.cards.sources.ygoprodeck import load_ygoprodeck_json

    if Path(cards_path).suffix.lower() != ".json":
        return db.merged(load_cdb(cards_path))
    text = read_text(cards_path, limit=MAX_CARD_JSON_BYTES, what="card file")
    cards = load_ygoprodeck_json(text, source=cards_path)
    cards.label = Path(cards_path).name
    return db.merged(cards)


def print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2))


def default_lang() -> str:
    """$TAGDUEL_LANG when it names a language we have (en, ja), else English."""
    value = os.environ.get(LANG_ENV, "").strip().lower()
    return value if value in LANGS else "en"


def add_lang_option(parser: argparse.ArgumentParser) -> None:
    """`--lang en|ja`: the language of everything the command prints, errors too."""
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default=default_lang(),
        help=lazy("language of the output (default: ${env}, else en)", env=LANG_ENV),
    )


def requested_lang(argv: Sequence[str]) -> str:
    """The language a command line asks for before it is parsed, so that its help and its
    usage errors are in that language too: the last `--lang X` / `--lang=X` naming a language
    we have (before a `--`), else `default_lang()`."""
    lang = default_lang()
    for n, word in enumerate(argv):
        if word == "--":
            break
        value = argv[n + 1] if word == "--lang" and n + 1 < len(argv) else None
        value = word.removeprefix("--lang=") if word.startswith("--lang=") else value
        if value in LANGS:
            lang = value
    return lang


def say_in(lang: str) -> Say:
    """Puts a message (a `tagduel.i18n.Text`) in `lang`; plain strings stay as they are."""
    return english if lang == "en" else speaker(gettext_in(lang))


@cache
def gettext_in(lang: str) -> Gettext:
    """The product's catalogue for `lang` (not English), compiled the first time it is asked."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    from babel.support import Translations

    po = resources.files("tagduel").joinpath("web", "locale", lang, "LC_MESSAGES", "messages.po")
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(buffer).gettext
