"""Use cases over the store (penalties now; the tournament's next), called by CLI and web."""
