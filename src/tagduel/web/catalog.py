"""The messages of the product to translate: gathered from the web application's templates
(`_()`) and Python code (`t(request, "...")`), and from the messages the services, the domain and
the command line mark with `lazy("...")` / `Text.of("...")` / `later("...")` /
`lazy_plural(n, "...", "...")` (`tagduel.i18n`), which the web and `tagduel ... --lang ja` show in
the reader's language; and the Japanese catalogue (one for the product) kept up to date with
them. Used by `python -m tagduel.web.catalog` (update `locale/ja/LC_MESSAGES/messages.po`; with
`--check`, only count, writing nothing) and by the test that fails when a message has no
Japanese."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

WEB = Path(__file__).resolve().parent
PACKAGE = WEB.parent
PO = WEB / "locale" / "ja" / "LC_MESSAGES" / "messages.po"
METHODS = [("templates/**.html", "jinja2"), ("**.py", "python")]
OPTIONS = {"templates/**.html": {"extensions": "jinja2.ext.i18n", "trim_blocks": "true"}}
# `tagduel.i18n`'s markers: the message is the first argument (both forms of `lazy_plural`).
MARKERS: dict[str, tuple[int, ...] | None] = {
    "lazy": None,
    "of": None,
    "later": None,
    "lazy_plural": (2, 3),
}
KEYWORDS = {"_": None, "gettext": None, "t": (2,), **MARKERS}


def messages() -> Iterator[tuple[str, str]]:
    """(message, where) for every translatable message: the web application's (where relative
    to its folder: `templates/…`, `routes/…`) and the rest of the package's (`../services/…`)."""
    yield from _extract(WEB, METHODS, KEYWORDS, "")
    yield from _extract(PACKAGE, [("web/**", "ignore"), ("**.py", "python")], MARKERS, "../")


def _extract(
    folder: Path,
    methods: list[tuple[str, str]],
    keywords: dict[str, tuple[int, ...] | None],
    prefix: str,
) -> Iterator[tuple[str, str]]:
    found = extract_from_dir(
        str(folder),
        method_map=methods,
        options_map=OPTIONS,
        keywords=keywords,
        comment_tags=(),
        strip_comment_tags=True,
    )
    for filename, lineno, message, _comments, _context in found:
        if isinstance(message, str):
            texts: tuple[str | None, ...] = (message,)
        elif filename.endswith(".py"):
            texts = tuple(message)  # lazy_plural(n, one, many): each form is a message of its own
        else:
            texts = (message[0],)
        for text in texts:
            if text:
                yield text, f"{prefix}{filename}:{lineno}"


def japanese() -> Catalog:
    with PO.open("rb") as handle:
        return read_po(handle, locale="ja")


def check() -> tuple[int, int]:
    """(messages, without Japanese), the catalogue left as it is."""
    catalog = japanese()
    wanted = {text for text, _ in messages()}
    found = [catalog.get(text) for text in wanted]
    return len(wanted), sum(1 for message in found if message is None or not message.string)


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
    total, missing = check() if "--check" in sys.argv[1:] else update()
    print(f"{PO.relative_to(WEB.parents[2])}: {total} messages, {missing} without Japanese")
    sys.exit(1 if missing else 0)
