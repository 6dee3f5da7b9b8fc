"""Translatable text (`tagduel.i18n`): a message reads as English wherever a `str` is expected
and keeps its message id and values, so the web can show it in the reader's language (issue 12:
"Japanese and English everywhere")."""

from __future__ import annotations

import json
import pickle

from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.i18n import Text, later, lazy, lazy_plural, made, message_of, render
from tagduel.services.errors import EventError

JAPANESE = {
    "round {round} table {table} has no result": "第{round}ラウンド {table}卓の結果がありません",
    "team {team!r} {why}": "チーム「{team}」: {why}",
    "it has a bye": "不戦勝です",
    "1 table to report": "未報告 1卓",
    "{count} tables to report": "未報告 {count}卓",
    "broken {value}": "壊れた {other}",
}


def fake_gettext(message: str) -> str:
    """A catalogue of a few messages; like gettext, an unknown message comes back unchanged."""
    return JAPANESE.get(message, message)


def test_a_text_reads_as_its_english_message_with_the_values_filled_in() -> None:
    text = Text.of("round {round} table {table} has no result", round=1, table=3)
    assert text == "round 1 table 3 has no result"
    assert isinstance(text, str) and str(text) == "round 1 table 3 has no result"
    assert f"{text}!" == "round 1 table 3 has no result!"


def test_a_text_keeps_its_message_id_and_values() -> None:
    text = lazy("round {round} table {table} has no result", round=1, table=3)
    assert text.msgid == "round {round} table {table} has no result"
    assert text.values == {"round": 1, "table": 3}


def test_render_translates_the_message_then_fills_in_the_values() -> None:
    text = lazy("round {round} table {table} has no result", round=2, table=7)
    assert render(text, fake_gettext) == "第2ラウンド 7卓の結果がありません"


def test_render_translates_a_text_given_as_a_value_and_keeps_plain_values_as_typed() -> None:
    # The team's name is data (a plain str): never looked up in the catalogue, even when it
    # happens to be a message id.
    text = lazy("team {team!r} {why}", team="it has a bye", why=lazy("it has a bye"))
    assert text == "team 'it has a bye' it has a bye"
    assert render(text, fake_gettext) == "チーム「it has a bye」: 不戦勝です"


def test_render_leaves_a_plain_string_unchanged() -> None:
    assert render("round 1 table 3 has no result", fake_gettext) == (
        "round 1 table 3 has no result"
    )


def test_a_message_unknown_to_the_catalogue_renders_as_english() -> None:
    text = lazy("no such message {n}", n=4)
    assert render(text, fake_gettext) == "no such message 4"


def test_a_translation_that_does_not_fit_its_values_falls_back_to_english() -> None:
    text = lazy("broken {value}", value=1)
    assert render(text, fake_gettext) == "broken 1"


def test_joined_texts_translate_each_part_and_keep_the_separator() -> None:
    joined = Text.joined("; ", [lazy("it has a bye"), "Team {5D}", lazy("it has a bye")])
    assert joined == "it has a bye; Team {5D}; it has a bye"
    assert render(joined, fake_gettext) == "不戦勝です; Team {5D}; 不戦勝です"


def test_plural_picks_the_form_by_the_count() -> None:
    one = lazy_plural(1, "1 table to report", "{count} tables to report")
    many = lazy_plural(3, "1 table to report", "{count} tables to report")
    assert (one, many) == ("1 table to report", "3 tables to report")
    assert render(many, fake_gettext) == "未報告 3卓"
    assert many.values == {"count": 3}


def test_an_error_raised_with_a_text_says_english_and_keeps_the_text() -> None:
    error = EventError(lazy("round {round} table {table} has no result", round=1, table=3))
    assert str(error) == "round 1 table 3 has no result"
    assert isinstance(error.args[0], Text)
    assert render(error.args[0], fake_gettext) == "第1ラウンド 3卓の結果がありません"


def test_a_text_survives_pickling_and_json_as_its_english() -> None:
    text = lazy("team {team!r} {why}", team="Black Roses", why=lazy("it has a bye"))
    again = pickle.loads(pickle.dumps(text))
    assert again == text and isinstance(again, Text)
    assert render(again, fake_gettext) == "チーム「Black Roses」: 不戦勝です"
    assert json.loads(json.dumps({"message": text})) == {"message": str(text)}


def test_a_text_is_equal_to_and_hashes_as_its_english() -> None:
    text = lazy("it has a bye")
    assert {text: 1}["it has a bye"] == 1
    assert text == Text("it has a bye")


def test_message_of_an_error_is_its_text_or_else_its_english() -> None:
    text = lazy("it has a bye")
    assert isinstance(message_of(EventError(text)), Text)
    plain = message_of(KeyError("Black Roses"))
    assert plain == "'Black Roses'" and not isinstance(plain, Text)
    assert not isinstance(message_of(EventError(text, "more")), Text)


def test_a_separator_that_is_a_text_is_translated_too() -> None:
    joined = Text.joined(lazy("it has a bye"), ["1", "2"])
    assert joined == "1it has a bye2"
    assert render(joined, fake_gettext) == "1不戦勝です2"


def test_a_later_recipe_becomes_the_same_text_only_when_it_is_made() -> None:
    recipe = later("round {round} table {table} has no result", round=1, table=3)
    assert not isinstance(recipe, str)  # nothing formatted yet
    made_now = made(recipe)
    assert isinstance(made_now, Text) and made_now == "round 1 table 3 has no result"
    assert render(made_now, fake_gettext) == "第1ラウンド 3卓の結果がありません"
    assert made("plain") == "plain" and not isinstance(made("plain"), Text)


def test_an_illegal_action_raised_with_a_recipe_carries_its_text() -> None:
    error = IllegalActionError(Reason.BAD_CHOICE, later("it has a bye"))
    assert str(error) == error.message == "it has a bye"
    assert render(message_of(error), fake_gettext) == "不戦勝です"
