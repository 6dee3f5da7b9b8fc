"""Errors a judge can cause when issuing a penalty; each message says what is expected."""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.errors import InputError, TagDuelError


class PenaltyError(TagDuelError):
    """Base of every error of the penalty system."""


class CatalogueError(InputError):
    """The catalogue data file is malformed (a bug in the data, caught when it is loaded)."""


class UnknownInfractionError(PenaltyError, LookupError):
    """An infraction id the catalogue does not hold."""

    def __init__(
        self, infraction_id: str, known: Sequence[str], suggestions: Sequence[str]
    ) -> None:
        self.infraction_id = infraction_id
        msg = f"unknown infraction id {infraction_id!r}"
        if suggestions:
            msg += "; did you mean " + ", ".join(suggestions) + "?"
        msg += "\nexpected one of: " + ", ".join(known)
        msg += "\n(`tagduel judge infractions` lists them with their descriptions)"
        super().__init__(msg)


class UnknownPenaltyError(PenaltyError, LookupError):
    """A penalty name that is not one of the six."""

    def __init__(self, text: str, known: Sequence[str]) -> None:
        super().__init__(f"unknown penalty {text!r}; expected one of: {', '.join(known)}")


class FactError(PenaltyError):
    """Facts that do not fit the infraction: missing, unknown or with a bad value."""


class MissingFactError(FactError):
    """A required fact was not given."""


class UnknownFactError(FactError):
    """A fact the infraction does not take."""


class BadFactValueError(FactError):
    """A fact whose value cannot be read."""


class NotAnInfractionError(PenaltyError):
    """The facts describe something the rules allow, e.g. talk between teammates (001 A)."""


class DecisionError(PenaltyError):
    """A head judge's decision that breaks Rule A or Rule B, e.g. a deviation without reason."""


class DeviationWithoutReasonError(DecisionError):
    """Rule A: an actual penalty other than the guideline needs a written reason."""


class UpgradeDecisionRequired(DecisionError):
    """Rule B: a repeat was found; the head judge must accept or decline the upgrade."""

    def __init__(self, message: str, earlier: Sequence[int], proposed: str) -> None:
        self.earlier = tuple(earlier)
        self.proposed = proposed
        super().__init__(message)
