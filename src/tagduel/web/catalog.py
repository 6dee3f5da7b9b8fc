"""The messages of the web application to translate: gathered from its templates (`_()`) and
its Python code (`t(request, "...")`), and the Japanese catalogue kept up to date with them.
Used by `python -m tagduel.web.catalog` (update `locale/ja/LC_MESSAGES/messages.po`) and by the
test that fails when a message has no Japanese."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

WEB = Path(__file__).resolve().parent
PO = WEB / "locale" / "ja" / "LC_MESSAGES" / "messages.po"
METHODS = [("templates/**.html", "jinja2"), ("**.py", "python")]
OPTIONS = {"templates/**.html": {"extensions": "jinja2.ext.i18n", "trim_blocks": "true"}}
KEYWORDS = {"_": None, "gettext": None, "t": (2,)}


def messages() -> Iterator[tuple[str, str]]:
    """(message, where) for every translatable message of the web application."""
    found = extract_from_dir(
        str(WEB),
        method_map=METHODS,
        options_map=OPTIONS,
        keywords=KEYWORDS,
        comment_tags=(),
        strip_comment_tags=True,
    )
    for filename, lineno, message, _comments, _context in found:
        text = message if isinstance(message, str) else message[0]
        if text:
            yield text, f"{filename}:{lineno}"


def japanese() -> Catalog:
    with PO.open("rb") as handle:
        return read_po(handle, locale="ja")


def update() -> tuple[int, int]:
    """Add every new message to the Japanese catalogue (empty, to translate); keep the rest.
    Returns (messages, still untranslated)."""
    catalog = japanese()
    wanted: dict[str, list[str]] = {}
    for text, where in messages():
        wanted.setdefault(text, []).append(where)
    for text, places in wanted.items():
        if text not in catalog:
            catalog.add(
                text,
                "",
                locations=[(p.rsplit(":", 1)[0], int(p.rsplit(":", 1)[1])) for p in places],
            )
    for message in list(catalog):
        if message.id and message.id not in wanted:
            catalog.delete(message.id)
    with PO.open("wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, no_location=True, sort_output=True)
    missing = sum(1 for m in japanese() if m.id and not m.string)
    return len(wanted), missing


if __name__ == "__main__":
    total, missing = update()
    print(f"{PO.relative_to(WEB.parents[2])}: {total} messages, {missing} without Japanese")
    sys.exit(1 if missing else 0)
