"""Languages: English and Japanese for every page and PDF (Babel catalogues, gettext).

The language comes from the `lang` cookie (the switch on every page), else the browser's
Accept-Language, else English. Catalogues are `.po` files under `locale/`, compiled in memory
when the server starts (no compiled files in the repository).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache
from importlib import resources

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

LANGS = ("en", "ja")
DEFAULT = "en"
LANG_NAMES = {"en": "English", "ja": "日本語"}

Gettext = Callable[[str], str]


@cache
def translations(lang: str) -> NullTranslations:
    """The catalogue of `lang` (English is the source language: no catalogue)."""
    if lang == DEFAULT:
        return NullTranslations()
    po = resources.files("tagduel.web").joinpath("locale", lang, "LC_MESSAGES", "messages.po")
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(buffer)


def gettext_for(lang: str) -> Gettext:
    return translations(lang).gettext


def pick(cookie: str | None, accept_language: str | None) -> str:
    """The language for a request: the cookie's, else the browser's first we have."""
    if cookie in LANGS:
        return str(cookie)
    for part in (accept_language or "").split(","):
        tag = part.split(";")[0].strip().lower()
        base = tag.split("-")[0]
        if base in LANGS:
            return base
    return DEFAULT
