"""Questions asked while a Chain Link resolves: the decision, its legal answers, checking and
recording an answer.

A question (`state.Ask`) is answered with `choose CARD ...` (cards), `choose WORD` (an option),
`choose N` (a number) or `yes`/`no`. Cards are named as everywhere in the notation; a pile
reference repeated names another copy. The decision lists the distinct answers (copies of one
name in one pile count as alike), at most `game.choices`' limit of them; any legal answer is
accepted, listed or not. A question with `groups` (one of these sets of cards, e.g. the sets
of Fusion Materials that fit) lists exactly those sets and accepts only one of them.
"""

from __future__ import annotations

from tagduel.engine.actions import Action, Choose, No, Yes
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.events import Chose
from tagduel.engine.game import Game, Problem, choices, ref_of
from tagduel.engine.state import Answer, Ask, AskKind
from tagduel.engine.wording import COMMA, option_name
from tagduel.engine.zones import CardInstance
from tagduel.i18n import Text, lazy


def pending_ask(game: Game) -> Ask:
    resolving = game.state.resolving
    assert resolving is not None and resolving.ask is not None
    return resolving.ask


def decision(game: Game) -> Decision:
    """The decision for the question the resolving Chain Link asks."""
    ask = pending_ask(game)
    kind = DecisionKind.YES_NO if ask.kind is AskKind.YES_NO else DecisionKind.CHOOSE
    return Decision(ask.seat, kind, tuple(answers(game, ask)), ask.prompt)


def _candidates(game: Game, ask: Ask) -> list[CardInstance]:
    found = (game.state.find(uid) for uid in ask.cards)
    return [c for c in found if c is not None]


def answers(game: Game, ask: Ask) -> list[Action]:
    seat = ask.seat
    if ask.kind is AskKind.YES_NO:
        return [Yes(seat), No(seat)]
    if ask.kind is AskKind.OPTION:
        return [Choose(seat, (), option) for option in ask.options]
    if ask.kind is AskKind.NUMBER:
        return [Choose(seat, (), None, n) for n in range(ask.low, ask.high + 1)]
    if ask.groups:
        return [Choose(seat, tuple(ref_of(c) for c in group)) for group in _groups(game, ask)]
    picks = choices(_candidates(game, ask), ask.low, ask.high)
    return [Choose(seat, tuple(ref_of(c) for c in pick)) for pick in picks]


def _groups(game: Game, ask: Ask) -> list[list[CardInstance]]:
    out: list[list[CardInstance]] = []
    for uids in ask.groups:
        found = [game.state.find(uid) for uid in uids]
        out.append([c for c in found if c is not None])
    return out


def _alike(card: CardInstance) -> object:
    """What the notation tells apart: a card on the field by itself, a card in a pile by its
    seat, pile and name (copies of one name in one pile are alike)."""
    if card.location.on_field:
        return card.uid
    return (card.zone_seat, card.location, card.card.name)


def _one_of_the_groups(game: Game, ask: Ask, chosen: list[int]) -> tuple[int, ...] | None:
    """The group the chosen cards are (copies alike), as that group's uids; None if none."""
    cards = [c for c in (game.state.find(uid) for uid in chosen) if c is not None]
    wanted = sorted(map(repr, map(_alike, cards)))
    for group in _groups(game, ask):
        if sorted(map(repr, map(_alike, group))) == wanted:
            return tuple(c.uid for c in group)
    return None


def _illegal(reason: Reason, message: str) -> IllegalActionError:
    return IllegalActionError(reason, message)


def to_answer(game: Game, ask: Ask, action: Action) -> Answer:
    """The answer `action` gives to `ask`; IllegalActionError when it is not one."""
    if ask.kind is AskKind.YES_NO:
        if isinstance(action, Yes | No):
            return isinstance(action, Yes)
        raise _illegal(
            Reason.WRONG_KIND_OF_ANSWER,
            lazy("{seat} must answer yes or no: {prompt}", seat=ask.seat.value, prompt=ask.prompt),
        )
    if not isinstance(action, Choose):
        raise _illegal(
            Reason.WRONG_KIND_OF_ANSWER,
            lazy("{seat} must choose: {prompt}", seat=ask.seat.value, prompt=ask.prompt),
        )
    if ask.kind is AskKind.OPTION:
        if action.option is not None and action.option in ask.options:
            return action.option
        raise _illegal(
            Reason.BAD_CHOICE,
            lazy(
                "choose one of: {options}",
                options=Text.joined(COMMA, [option_name(o) for o in ask.options]),
            ),
        )
    if ask.kind is AskKind.NUMBER:
        if action.number is not None and ask.low <= action.number <= ask.high:
            return action.number
        raise _illegal(
            Reason.BAD_CHOICE,
            lazy("choose a number from {low} to {high}", low=ask.low, high=ask.high),
        )
    return _cards_answer(game, ask, action)


def _cards_answer(game: Game, ask: Ask, action: Choose) -> Answer:
    if action.option is not None or action.number is not None:
        raise _illegal(Reason.BAD_CHOICE, lazy("choose cards: {prompt}", prompt=ask.prompt))
    if not ask.low <= len(action.cards) <= ask.high:
        raise _illegal(
            Reason.BAD_CHOICE,
            lazy(
                "choose {low} to {high} card(s): {prompt}",
                low=ask.low,
                high=ask.high,
                prompt=ask.prompt,
            ),
        )
    pool = _candidates(game, ask)
    chosen: list[int] = []
    for ref in action.cards:
        fits = [c for c in pool if ref.matches(ref_of(c)) and c.uid not in chosen]
        if not fits:
            raise _illegal(
                Reason.BAD_CHOICE,
                lazy("{card} can't be chosen: {prompt}", card=ref.to_text(), prompt=ask.prompt),
            )
        chosen.append(fits[0].uid)
    if ask.groups:
        group = _one_of_the_groups(game, ask, chosen)
        if group is None:
            raise _illegal(
                Reason.BAD_CHOICE,
                lazy("those cards do not go together: {prompt}", prompt=ask.prompt),
            )
        return group
    return tuple(chosen)


def problem(game: Game, action: Action) -> Problem | None:
    try:
        to_answer(game, pending_ask(game), action)
    except IllegalActionError as err:
        return err.reason, err.message
    return None


def record(game: Game, action: Action) -> None:
    """Record a legal answer; the resolving step runs again with it."""
    resolving = game.state.resolving
    assert resolving is not None and resolving.ask is not None
    resolving.answers.append(to_answer(game, resolving.ask, action))
    resolving.ask = None
    shown = action.to_text().split(" ", 2)[-1]
    game.state.emit(Chose(action.seat, shown))
