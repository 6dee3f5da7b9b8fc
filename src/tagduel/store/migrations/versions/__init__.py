"""Alembic revision files, oldest first (`0001_…`)."""
