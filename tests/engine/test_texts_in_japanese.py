"""The engine's texts in the reader's language: every event's line, the play-by-play, the
answers' labels, the questions and the reasons an answer is refused are `tagduel.i18n.Text`s
that read as the same English as before and render in Japanese with the product's catalogue.
Card names stay as the card database writes them (in 「」 in Japanese).

Hidden information stays hidden in every language: a Set card's or a drawn card's public line
names no card (Team Dueling Rules A: only the team may see its own cards)."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

import tagduel.engine as engine_package
from engine.cards import JINZO, POT, SOLDIER, TOMATO, TRAP, WALL, XYZ
from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.cardscripts.monster_reborn import POSITIONS
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Team,
    battle_events,
    cardevents,
    chain_events,
    events,
    manual_events,
)
from tagduel.engine.actions import (
    Activate,
    Attack,
    CardRef,
    ChangePosition,
    Choose,
    EnterPhase,
    Pass,
    Set,
    SpecialSummon,
    Summon,
)
from tagduel.engine.actionwords import HIDDEN_NAME, label
from tagduel.engine.duel import Duel
from tagduel.engine.errors import IllegalActionError, RulesError
from tagduel.engine.events import Event, LpCause
from tagduel.engine.playbyplay import FULL, PUBLIC, View, log_lines
from tagduel.engine.state import Phase
from tagduel.engine.wording import option_name
from tagduel.engine.zones import Location
from tagduel.i18n import Text, made, message_of, render
from tagduel.web.i18n import gettext_for

JA = gettext_for("ja")
_QUOTED = re.compile(r"「[^」]*」")
_WORD = re.compile(r"[A-Za-z]{3,}")


def ja(text: str) -> str:
    return render(text, JA)


def leftover_english(text: str) -> list[str]:
    """The ASCII words of 3 letters or more outside the card names (seat labels like 1A and
    numbers are shorter)."""
    return _WORD.findall(_QUOTED.sub("", text))


SAMPLES: list[Event] = [
    events.TurnStarted(3, S1B),
    events.PhaseEntered(S1A, "battle"),
    events.PhaseEntered(S1A, "main1"),
    events.Drew(S1A, "Jinzo"),
    events.DeckedOut(S2A),
    events.Summoned(S1B, "Jinzo", "tribute", "attack"),
    events.Summoned(S1B, "Mystic Tomato", "normal", "set"),
    events.Summoned(S2B, "Cyber Dragon", "special", "defense"),
    events.Summoned(S2A, "Gaia Knight", "synchro", "attack"),
    events.Tributed(S1A, "Mystic Tomato", S1B),
    events.CardSet(S1A, "Mirror Force", "st"),
    events.CardSet(S1A, "Mystic Tomato", "monsters"),
    events.PositionChanged(S2A, "Jinzo", "defense"),
    chain_events.Activated(S2B, "Dark Hole", 1, 1),
    chain_events.Passed(S1A),
    chain_events.ChainLinkResolving(S2B, "Dark Hole", 1),
    chain_events.ChainLinkResolved(S2B, "Dark Hole", 1),
    battle_events.AttackDeclared(S1B, "Jinzo", S2A, "Mystic Tomato", target_hidden=True),
    battle_events.AttackDeclared(S1B, "Jinzo", None, ""),
    battle_events.AttackDeclared(S1B, "Jinzo", S2B, "Kycoo the Ghost Destroyer", replay=True),
    events.Flipped(S2A, "Mystic Tomato"),
    events.Destroyed(S2A, "Mystic Tomato", "battle"),
    events.Destroyed(S2A, "Jinzo", "effect"),
    events.Moved(S2A, "Mystic Tomato", "2A.monsters", "gy", from_field=True),
    events.Moved(S1A, "Jinzo", "1A.hand", "deck", hidden=True),
    events.Moved(S1A, "Jinzo", "1A.gy", "banished"),
    events.Moved(S1A, "Jinzo", "1A.hand", "material"),
    events.LifePointsChanged(Team.TWO, -1200, LpCause.BATTLE, 14800),
    events.LifePointsChanged(Team.ONE, 500, LpCause.EFFECT, 16500),
    events.LifePointsChanged(Team.ONE, -1000, LpCause.COST, 15000),
    battle_events.AttackNegated(S1B, "Jinzo"),
    chain_events.ActivationNegated(S2B, "Dark Hole", 1),
    events.StatsChanged(S1B, "Jinzo", 2700, 1500),
    events.Chose(S1A, '1A.hand:"Jinzo" 1B.gy:"Dark Hole"'),
    events.DrawSkipped(S1A),
    events.LastingApplied(S1A, "Waboku", "Team 1 takes no battle damage this turn"),
    events.WinConditionMet(S1A, "Exodia the Forbidden One"),
    events.DuelEnded("team1 wins (life points, special win)"),
    events.DuelEnded("draw (deck out)"),
    cardevents.Equipped(S1A, "Axe of Despair", S1B, "Jinzo"),
    cardevents.ControlChanged(S1A, "Jinzo", S2A),
    cardevents.TokenVanished(S1A, "Sheep Token"),
    cardevents.CountersChanged(S1A, "Breaker the Magical Warrior", "Spell Counter", 1),
    cardevents.CountersChanged(S1A, "Black-Winged Dragon", "Black Feather Counter", 2),
    cardevents.TurnedFaceDown(S1A, "Jinzo"),
    cardevents.TimingMissed(S1A, "Sangan"),
    cardevents.AttackReplay(S1A, "Jinzo"),
    cardevents.BattlePhaseEnded(S1A),
    cardevents.DieRolled(S1A, "Dice Jar", 6),
    cardevents.SummonNegated(S1A, "Jinzo"),
    cardevents.DamageStepReached(S1A, "start"),
    cardevents.DamageStepReached(S1A, "before_calc"),
    cardevents.DamageStepReached(S1A, "after_calc"),
    cardevents.DamageStepReached(S1A, "end"),
    cardevents.FlippedQuietly(S1A, "Mystic Tomato"),
    manual_events.ManualDeclared(S1A, "Sangan", 1, "trigger"),
    manual_events.ManualOperation(S1A, "Chain Link 1 is negated", by="judge"),
    manual_events.ManualOperation(S1A, "Chain Link 1 is negated", by="duelists"),
    manual_events.ManualOperation(S1A, "Chain Link 1 is negated", by="cost"),
    manual_events.ManualOperation(S1A, "Chain Link 1 is negated"),
]
"""One event (or more, for its forms) of every event class; `LastingApplied` and
`ManualOperation` carry a sentence made elsewhere, plain English here (the engine makes them
`Text`s: see the duels below)."""
_PLAIN = (events.LastingApplied, manual_events.ManualOperation)


def _event_classes() -> set[type[Event]]:
    return {
        cls
        for module in (events, chain_events, battle_events, cardevents, manual_events)
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
    }


def test_the_samples_hold_every_event_class() -> None:
    assert {type(e) for e in SAMPLES} == _event_classes()


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_reads_in_japanese_without_leftover_english(event: Event) -> None:
    for text in (event.to_text(), event.public_text()):
        assert isinstance(text, Text)
        shown = ja(text)
        assert shown != str(text)
        if not isinstance(event, _PLAIN):
            assert leftover_english(shown) == [], shown


def test_the_english_of_every_event_reads_as_before() -> None:
    """Text is a `str` that reads as English: the same lines the log always had."""
    assert SAMPLES[5].to_text() == '1B Tribute Summons "Jinzo" in Attack Position'
    assert SAMPLES[6].public_text() == "1B Normal Summons a monster in face-down Defense Position"
    assert SAMPLES[17].public_text() == "1B's \"Jinzo\" attacks 2A's Set monster"
    assert SAMPLES[24].public_text() == "A card goes from 1A's hand to 1A's Deck"
    assert SAMPLES[27].to_text() == "Team 2 loses 1200 LP (battle damage): 14800"
    assert (
        SAMPLES[33].to_text() == '1A chooses "Jinzo" (1A\'s hand) and "Dark Hole" (1B\'s Graveyard)'
    )
    assert SAMPLES[37].to_text() == "The duel is over: Team 1 wins (life points, special win)"
    assert SAMPLES[43].to_text() == '1A\'s "Black-Winged Dragon" now has 2 Black Feather Counters'


def test_a_set_card_and_a_drawn_card_stay_unnamed_in_japanese_for_the_other_team() -> None:
    set_card = events.CardSet(S1A, "Mirror Force", "st")
    drawn = events.Drew(S1A, "Jinzo")
    for event, name in ((set_card, "Mirror Force"), (drawn, "Jinzo")):
        for team in (Team.TWO, None):  # the opponents, a spectator
            shown = ja(event.text_for(team))
            assert name not in shown and "カード" in shown
        assert f"「{name}」" in ja(event.text_for(Team.ONE))  # the duelist's own team


def test_a_japanese_line_reads_in_the_rulebooks_japanese_words() -> None:
    assert ja(SAMPLES[5].to_text()) == "1Bが「Jinzo」を攻撃表示でアドバンス召喚"
    assert ja(SAMPLES[1].to_text()) == "1A：バトルフェイズ"
    assert ja(SAMPLES[13].to_text()) == "2Bが「Dark Hole」を発動（チェーン1、スペルスピード1）"
    assert ja(SAMPLES[27].to_text()) == "チーム2のライフポイントが1200減る（戦闘ダメージ）：14800"
    assert ja(SAMPLES[3].public_text()) == "1Aがカードを1枚ドロー"


@pytest.fixture(scope="module")
def duels() -> list[list[Event]]:
    """The events of whole random duels with every scripted card (Exodia's pieces included)."""
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    played: list[list[Event]] = []
    for seed in range(6):
        duel = Duel.new(decks, seed=seed, scripts=all_scripts())
        rng = random.Random(f"choices:{seed}")
        while duel.pending is not None:
            duel.apply(rng.choice(duel.pending.actions))
        played.append(list(duel.events))
    return played


@pytest.mark.parametrize("view", [PUBLIC, View(team=Team.ONE), FULL], ids=["public", "1", "full"])
def test_a_whole_random_duels_log_reads_in_japanese(duels: list[list[Event]], view: View) -> None:
    """Every line of the duels (their lasting effects and summaries included) renders in
    Japanese with nothing left in English but card names."""
    shown = [ja(line) for duel in duels for line in log_lines(duel, view) if line]
    assert any("ドロー" in line for line in shown)
    assert any("フェイズ" in line for line in shown)
    assert {line for line in shown if leftover_english(line)} == set()


def ref(name: str, seat: object = S1A, zone: Location = Location.HAND) -> CardRef:
    assert seat in (S1A, S1B, S2A, S2B)
    return CardRef(name, seat, zone)  # type: ignore[arg-type]


LABELS = [
    (
        Summon(S1B, ref("Jinzo", S1B)),
        'Normal Summon "Jinzo" (1B\'s hand)',
        "「Jinzo」（1Bの手札）を通常召喚",
    ),
    (
        Summon(S1B, ref("Jinzo", S1B), (ref("Mystic Tomato", S1A, Location.MONSTERS),)),
        'Tribute Summon "Jinzo" (1B\'s hand), Tributing "Mystic Tomato" (1A\'s Monster Zone)',
        "「Mystic Tomato」（1Aのモンスターゾーン）をリリースして「Jinzo」（1Bの手札）をアドバンス召喚",
    ),
    (
        Set(S1A, ref("Mirror Force")),
        'Set "Mirror Force" (1A\'s hand)',
        "「Mirror Force」（1Aの手札）をセット",
    ),
    (
        Activate(S1A, ref("Dark Hole"), answering=1),
        'Activate "Dark Hole" (1A\'s hand), in answer to Chain Link 1',
        "「Dark Hole」（1Aの手札）を発動、チェーン1に対して",
    ),
    (
        Attack(S1A, ref("Jinzo", S1A, Location.MONSTERS), ref(HIDDEN_NAME, S2A, Location.MONSTERS)),
        "Attack a Set card (2A's Monster Zone) with \"Jinzo\" (1A's Monster Zone)",
        "「Jinzo」（1Aのモンスターゾーン）でセットされたカード（2Aのモンスターゾーン）に攻撃",
    ),
    (
        ChangePosition(S1A, ref("Jinzo", S1A, Location.MONSTERS)),
        'Change the battle position of "Jinzo" (1A\'s Monster Zone)',
        "「Jinzo」（1Aのモンスターゾーン）の表示形式を変更",
    ),
    (EnterPhase(S1A, Phase.BATTLE), "Go to Battle Phase", "バトルフェイズへ進む"),
    (EnterPhase(S1A, Phase.END), "End the turn", "ターンを終える"),
    (Pass(S2A), "Pass", "パス"),
    (
        SpecialSummon(S1A, ref("Cyber Dragon")),
        'Special Summon "Cyber Dragon" (1A\'s hand)',
        "「Cyber Dragon」（1Aの手札）を特殊召喚",
    ),
    (Choose(S1A, (ref("Jinzo"),)), 'Choose "Jinzo" (1A\'s hand)', "「Jinzo」（1Aの手札）を選ぶ"),
]


@pytest.mark.parametrize(("action", "english", "japanese"), LABELS, ids=lambda x: str(x)[:20])
def test_an_answers_label_is_a_sentence_in_the_readers_language(
    action: object, english: str, japanese: str
) -> None:
    shown = label(action)  # type: ignore[arg-type]
    assert shown == english
    assert ja(shown) == japanese


def test_the_notation_of_an_answer_stays_the_machine_format() -> None:
    action = Summon(S1B, ref("Jinzo", S1B))
    assert action.to_text() == '1B summon 1B.hand:"Jinzo"'
    assert not isinstance(action.to_text(), Text)


def test_the_reason_an_answer_is_refused_reads_in_japanese() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    duel = Duel.new(decks, seed=0, scripts=all_scripts())
    assert duel.pending is not None and duel.pending.seat is S1A
    with pytest.raises(IllegalActionError) as refused:
        duel.check(Pass(S2A))
    reason = message_of(refused.value)
    assert reason == str(refused.value)
    assert reason.startswith("it is 1A's decision (")
    assert ja(reason).startswith("今は1Aが判断する番です（")
    assert ja(reason).endswith("）。2Aの番ではありません")
    assert leftover_english(ja(reason)) == []


def _refused(duel: Duel, line: str) -> str:
    with pytest.raises(RulesError) as refused:
        duel.play(line)
    reason = message_of(refused.value)
    assert isinstance(reason, Text) and reason == str(refused.value)
    return reason


def _main_phase() -> Duel:
    """Turn 5, 1A's Main Phase 1: 1A holds two monsters, a Trap and a Spell; 2A a monster."""
    hand = (SOLDIER, TOMATO, TRAP, POT)
    return at({S1A: seat(hand=hand, monsters=(WALL,)), S2A: seat(monsters=(TOMATO,))})


def _battle_phase() -> Duel:
    """1A's Battle Phase: both opponents control a "Mystic Tomato"."""
    foes = {S2A: seat(monsters=(TOMATO,)), S2B: seat(monsters=(TOMATO,))}
    return at({S1A: seat(monsters=(WALL,)), **foes}, phase=Phase.BATTLE)


REFUSALS = [
    (  # Team Dueling Rules A: a duelist Tributes only monsters on the team's side
        lambda: at({S2A: seat(monsters=(TOMATO,)), S1B: seat(hand=(JINZO,))}, turn=3),
        ['1B summon "Jinzo" tribute 2A:"Mystic Tomato"'],
        "1B can't Tribute 2A's \"Mystic Tomato\": only monsters on the team's side of the field",
        "1Bは2Aの「Mystic Tomato」をリリースできません：リリースできるのはチームのフィールドのモンスターだけです",
    ),
    (
        lambda: at({S1B: seat(hand=(JINZO,))}, turn=3),
        ['1B summon "Jinzo"'],
        '"Jinzo" needs 1 Tribute(s), not 0',
        "「Jinzo」にはリリースが1体必要です（0体ではありません）",
    ),
    (
        _main_phase,
        ['1A set "Test Soldier"', '1A summon "Mystic Tomato"'],
        "1A has already Normal Summoned or Set this turn",
        "1Aはこのターンすでに通常召喚またはセットしています",
    ),
    (
        _main_phase,
        ['1A set "Test Soldier"', '1A change-position "Test Soldier"'],
        '"Test Soldier" was summoned or Set this turn: its position can\'t change yet',
        "「Test Soldier」はこのターンに召喚またはセットされたため、まだ表示形式を変更できません",
    ),
    (
        _main_phase,
        ['1A activate "Test Trap"'],
        '"Test Trap" can\'t be activated from the hand',
        "「Test Trap」は手札から発動できません",
    ),
    (
        _main_phase,
        ["1A phase draw"],
        "can't go from Main Phase 1 to the Draw Phase",
        "メインフェイズ1からドローフェイズへは進めません",
    ),
    (  # ../shared/STYLE.md's example of a message a duelist understands
        _battle_phase,
        ['1A attack "Test Wall" direct'],
        'Can\'t attack directly: 2A controls "Mystic Tomato"',
        "直接攻撃できません：2Aが「Mystic Tomato」をコントロールしています",
    ),
]


@pytest.mark.parametrize(("start", "lines", "english", "japanese"), REFUSALS, ids=lambda x: "")
def test_a_rules_refusal_reads_in_japanese_and_its_english_as_before(
    start: Callable[[], Duel], lines: list[str], english: str, japanese: str
) -> None:
    duel = start()
    for line in lines[:-1]:
        duel.play(line)
    reason = _refused(duel, lines[-1])
    assert reason == english
    assert ja(reason) == japanese
    assert leftover_english(ja(reason)) == []


def _later_messages() -> list[str]:
    """The message id of every reason the rules mark with `later(...)`."""
    found: list[str] = []
    for path in sorted(Path(engine_package.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "later":
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str)
                found.append(first.value)
    return found


def test_every_reason_the_rules_give_reads_in_japanese() -> None:
    """Each `later(...)` reason of the engine, its values filled in, renders in Japanese with
    no English words left (a seat label like 1A is shorter than the words sought)."""
    messages = _later_messages()
    assert len(messages) > 60
    for msgid in messages:
        values: dict[str, object] = {name: "1A" for name in re.findall(r"\{(\w+)\}", msgid)}
        reason = made((msgid, values))
        assert reason == msgid.format(**values)
        assert ja(reason) != reason and leftover_english(ja(reason)) == [], (msgid, ja(reason))


PARSE_ERRORS = [
    (
        "1A summon",
        'expected a card in quotes ("Name", 1A:"Name" or 1A.gy:"Name") in \'1A summon\'',
        '\'1A summon\'：引用符で囲んだカードが必要です（"カード名"、1A:"カード名"、1A.gy:"カード名"）',
    ),
    (
        "3C pass",
        "not a seat: '3C' (use 1A, 2A, 1B or 2B)",
        "'3C'は座席ではありません（1A、2A、1B、2Bのどれかです）",
    ),
    (
        "1A phase lunch",
        "unknown phase 'lunch' (use draw, standby, main1, battle, main2, end) in '1A phase lunch'",
        "'1A phase lunch'：不明なフェイズ'lunch'です（使えるのはdraw, standby, main1, battle, "
        "main2, end）",
    ),
]


@pytest.mark.parametrize(("line", "english", "japanese"), PARSE_ERRORS, ids=lambda x: "")
def test_a_typed_answer_that_is_not_an_action_is_refused_in_japanese(
    line: str, english: str, japanese: str
) -> None:
    reason = _refused(_main_phase(), line)
    assert reason == english
    assert ja(reason) == japanese


def test_an_answer_that_could_mean_several_lists_them_in_japanese() -> None:
    typed = '1A attack "Test Wall" "Mystic Tomato"'
    one, other = (
        f'1A attack 1A.monsters[1]:"Test Wall" {foe}.monsters[1]:"Mystic Tomato"'
        for foe in ("2A", "2B")
    )
    reason = _refused(_battle_phase(), typed)
    assert reason == f"{typed!r} could mean: {one} | {other}"
    assert ja(reason) == f"{typed!r}は次のどれを指すか決まりません：{one} | {other}"


def test_a_manual_move_names_the_pile_in_japanese() -> None:
    """A judge's correction moving an Xyz Monster to the hand is refused, the hand named in
    the reader's language (an Extra Deck monster goes back to the Extra Deck)."""
    duel = at({S1A: seat(monsters=(XYZ,))})
    reason = _refused(duel, '1A move 1A.monsters:"Number 39: Utopia" to hand by judge')
    assert reason == '"Number 39: Utopia" goes back to its owner\'s Extra Deck, not to the hand'
    assert "手札" in ja(reason) and leftover_english(ja(reason)) == []


def test_a_card_scripts_option_words_read_in_japanese() -> None:
    """Monster Reborn asks for the position ("attack" or "defense"): the answer's label, the
    log line and an illegal choice's reason name the positions in the reader's language; the
    notation keeps its words."""
    assert {word: ja(option_name(word)) for word in POSITIONS} == {
        "attack": "攻撃表示",
        "defense": "守備表示",
    }
    choice = Choose(S1A, (), "defense")
    assert choice.to_text() == "1A choose defense"
    assert label(choice) == "Choose defense" and ja(label(choice)) == "守備表示を選ぶ"
    chose = events.Chose(S1A, "attack").to_text()
    assert chose == "1A chooses attack" and "攻撃表示" in ja(chose)
    assert leftover_english(ja(chose)) == []
