"""tagduel: Yu-Gi-Oh! Tag Duel (2 vs 2) rules, deck checks and tournaments."""

__version__ = "0.1.0"
