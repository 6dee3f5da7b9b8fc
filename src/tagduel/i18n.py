"""Text a person reads, kept translatable: `Text` is a `str` that reads as English (so the CLI,
logs and tests see the English message unchanged) and keeps its message id and values, so an
adapter that knows the reader's language (the web application) can show it translated.

Pure: no catalogue, no I/O. The domain and the services mark a message with `lazy(...)` (the
catalogue tool gathers these calls; the message id is a literal with `{name}` placeholders,
never an f-string); the web renders it with its gettext through `render`. Where many messages
are worked out and few are read (the rules' reasons a candidate answer is refused, while the
legal answers are listed), `later(...)` keeps a message's id and values and `made` turns the one
that reaches a reader into a `Text`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

Gettext = Callable[[str], str]
Say = Callable[[str], str]
"""Puts a message in one language: `english`, or `speaker(gettext)` for a catalogue's."""


class Text(str):
    """An English message that remembers how it was made: `msgid` (the English with `{name}`
    placeholders) and `values`. Values may be `Text` themselves: they are translated too."""

    msgid: str
    values: Mapping[str, object]
    translated: bool

    def __new__(
        cls,
        english: str,
        msgid: str | None = None,
        values: Mapping[str, object] | None = None,
        translated: bool = True,
    ) -> Text:
        self = super().__new__(cls, english)
        self.msgid = str(english) if msgid is None else msgid
        self.values = dict(values or {})
        self.translated = translated
        return self

    @classmethod
    def of(cls, msgid: str, /, **values: object) -> Text:
        """The message `msgid` with its `{name}` placeholders filled in (in English)."""
        return cls(msgid.format(**values), msgid, values)

    @classmethod
    def joined(cls, separator: str, parts: Iterable[object]) -> Text:
        """`parts` joined by `separator`; each part (and the separator) that is a `Text` is
        translated where this is shown."""
        items = list(parts)
        template = "{sep}".join(f"{{p{n}}}" for n in range(len(items)))
        values: dict[str, object] = {f"p{n}": item for n, item in enumerate(items)}
        values["sep"] = separator
        return cls(template.format(**values), template, values, translated=False)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (str(self), self.msgid, self.values, self.translated))


def lazy(msgid: str, /, **values: object) -> Text:
    """Mark a message to translate: English now, the reader's language where it is shown."""
    return Text.of(msgid, **values)


Later = tuple[str, dict[str, object]]
"""A message not made yet: its id and its values (see `later`)."""


def later(msgid: str, /, **values: object) -> Later:
    """Mark a message to translate, made only if it is read (`made`): a tenth of the cost of
    `lazy`, for a reason worked out on a hot path and most often thrown away."""
    return msgid, values


def made(message: str | Later) -> str:
    """The message of `later` as a `Text` (a `str` is returned as it is)."""
    if isinstance(message, str):
        return message
    return Text.of(message[0], **message[1])


def lazy_plural(count: int, one: str, many: str, /, **values: object) -> Text:
    """`one` when `count` is 1, else `many`; both get `count` among their values. Japanese has
    one form, so each is a message of its own in the catalogue."""
    return Text.of(one if count == 1 else many, count=count, **values)


def message_of(error: BaseException) -> str:
    """An error's message: the `Text` it was raised with (so it can still be translated), else
    `str(error)`."""
    first = error.args[0] if len(error.args) == 1 else None
    if isinstance(first, Text) and first == str(error):
        return first
    return str(error)


def render(text: str, gettext: Gettext) -> str:
    """`text` in the language of `gettext`: a `Text`'s message translated, then its values
    (translated in turn) filled in; a plain `str` unchanged. A translation that does not fit
    its values falls back to the English."""
    if not isinstance(text, Text):
        return text
    values = {name: _rendered(value, gettext) for name, value in text.values.items()}
    template = gettext(text.msgid) if text.translated else text.msgid
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return text.msgid.format(**values)


def _rendered(value: object, gettext: Gettext) -> object:
    return render(value, gettext) if isinstance(value, Text) else value


def english(text: str) -> str:
    """`text` in English, as a plain `str` (what a `Say` gives when no catalogue is used)."""
    return str(text)


def speaker(gettext: Gettext) -> Say:
    """A `Say` that renders a `Text` with `gettext` (and leaves a plain string as it is)."""

    def say(text: str) -> str:
        return render(text, gettext)

    return say
