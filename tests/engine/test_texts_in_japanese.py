"""The engine's texts in the reader's language: every event's line, the play-by-play, the
answers' labels, the questions and the reasons an answer is refused are `tagduel.i18n.Text`s
that read as the same English as before and render in Japanese with the product's catalogue.
Card names stay as the card database writes them (in 「」 in Japanese).

Hidden information stays hidden in every language: a Set card's or a drawn card's public line
names no card (Team Dueling Rules A: only the team may see its own cards)."""

from __future__ import annotations

import random
import re

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, S1B, S2A, S2B, Team, cardevents, events, manual_events
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
from tagduel.engine.errors import IllegalActionError
from tagduel.engine.events import Event, LpCause
from tagduel.engine.playbyplay import FULL, PUBLIC, View, log_lines
from tagduel.engine.state import Phase
from tagduel.engine.zones import Location
from tagduel.i18n import Text, message_of, render
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
    events.Activated(S2B, "Dark Hole", 1, 1),
    events.Passed(S1A),
    events.ChainLinkResolving(S2B, "Dark Hole", 1),
    events.ChainLinkResolved(S2B, "Dark Hole", 1),
    events.AttackDeclared(S1B, "Jinzo", S2A, "Mystic Tomato", target_hidden=True),
    events.AttackDeclared(S1B, "Jinzo", None, ""),
    events.AttackDeclared(S1B, "Jinzo", S2B, "Kycoo the Ghost Destroyer", replay=True),
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
    events.AttackNegated(S1B, "Jinzo"),
    events.ActivationNegated(S2B, "Dark Hole", 1),
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
        for module in (events, cardevents, manual_events)
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
