"""The judge's penalty system of seed 000 for Tag Duel events: pure domain, no I/O.

`catalogue` reads the infraction data file, `judge` computes guidelines and issues penalties
(Rules A and B), `timing` gives the consequence for the team, `record` builds the official
record and its exports, `printout` renders text for the table.
"""

from __future__ import annotations

from tagduel.penalties.catalogue import Catalogue, default_catalogue, load_catalogue, parse_penalty
from tagduel.penalties.codec import Void
from tagduel.penalties.judge import Guideline, assess, guideline, issue_penalty
from tagduel.penalties.model import (
    Decision,
    Duration,
    Group,
    Infraction,
    IssuedPenalty,
    Lang,
    MatchConsequence,
    NextMatch,
    Occasion,
    Offender,
    Penalty,
    Seat,
    Timing,
    UpgradeChoice,
)
from tagduel.penalties.record import PersonRecord, Status, build_record
from tagduel.penalties.timing import consequence

__all__ = [
    "Catalogue",
    "Decision",
    "Duration",
    "Group",
    "Guideline",
    "Infraction",
    "IssuedPenalty",
    "Lang",
    "MatchConsequence",
    "NextMatch",
    "Occasion",
    "Offender",
    "Penalty",
    "PersonRecord",
    "Seat",
    "Status",
    "Timing",
    "UpgradeChoice",
    "Void",
    "assess",
    "build_record",
    "consequence",
    "default_catalogue",
    "guideline",
    "issue_penalty",
    "load_catalogue",
    "parse_penalty",
]
