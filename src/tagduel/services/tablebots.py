"""The answers a live table gives by itself: a bot's (a random legal player), a bot's consent to
its teammate's play, a pass for a duelist who asked for "pass for me" and has nothing else, and
a pass when a response timer runs out.

A bot chooses with a `random.Random` seeded by the table's seed, the decision id and its seat,
so the same table plays the same way; it prefers plays that need no human teammate's consent,
and it plays only what the engine carries out itself: it never declares an unscripted effect by
hand (manual mode), which it could not carry out and could declare again and again.
"""

from __future__ import annotations

import random  # only random.Random: a seeded generator per decision
from datetime import datetime
from typing import Any

from tagduel.engine.actions import Action, Activate, Pass
from tagduel.engine.decisions import DecisionKind
from tagduel.engine.manual_actions import ManualOp
from tagduel.engine.seats import Seat
from tagduel.engine.tablerecord import answer_text
from tagduel.engine.viewactions import teammate_of
from tagduel.services.tablerooms import Room, RowKind

Step = tuple[str, dict[str, Any], Seat]
"""A row to write: kind, payload, seat."""


def automatic(room: Room) -> Step | None:
    """The next answer the table gives by itself: a bot's, a bot's consent, or a pass for
    a duelist who asked for it and has nothing else."""
    duel = room.duel
    if duel is None or duel.pending is None or room.paused is not None:
        return None
    proposal = room.proposal
    if proposal is not None:
        if not room.is_bot(proposal.mate):
            return None
        text = answer_text(proposal.action)
        return (
            RowKind.ANSWERED,
            {"action": text, "by": "bot", "consent": proposal.mate.value},
            proposal.seat,
        )
    pending = duel.pending
    holder = room.holder(pending.seat)
    if holder is None:
        return None
    if holder.bot:
        action = bot_choice(room, pending.seat)
        mate = teammate_of(action)
        kind = RowKind.PROPOSED if mate and not room.is_bot(mate) else RowKind.ANSWERED
        return kind, {"action": answer_text(action), "by": "bot"}, pending.seat
    only_pass = all(isinstance(a, Pass) for a in pending.actions)
    if holder.autopass and pending.kind is DecisionKind.RESPOND and only_pass:
        return (
            RowKind.ANSWERED,
            {"action": answer_text(pending.actions[0]), "by": "autopass"},
            pending.seat,
        )
    return None


def bot_choice(room: Room, seat: Seat) -> Action:
    assert room.duel is not None and room.duel.pending is not None and room.record
    actions = room.duel.pending.actions
    known = [a for a in actions if not by_hand(a)] or list(actions)
    alone = [a for a in known if (m := teammate_of(a)) is None or room.is_bot(m)]
    rng = random.Random(f"bot:{room.record.seed}:{room.version}:{seat.value}")
    return rng.choice(alone or known)


def by_hand(action: Action) -> bool:
    """A declaration of an unscripted effect (manual mode), or an operation carrying one out."""
    return isinstance(action, ManualOp) or (
        isinstance(action, Activate) and action.manner is not None
    )


def response_over(room: Room, now: datetime) -> bool:
    """The response timer is on and ran out on a decision a pass answers."""
    seconds = int(room.settings.get("response_seconds", 0) or 0)
    duel = room.duel
    if not seconds or duel is None or duel.pending is None or room.decided_at is None:
        return False
    if room.paused is not None or room.proposal is not None:
        return False
    if (now - room.decided_at).total_seconds() < seconds:
        return False
    return any(isinstance(a, Pass) for a in duel.pending.actions)
