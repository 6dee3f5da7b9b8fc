"""Requests recorded once, and event names unique as people read them.

- `requests`: the idempotency key of every request that wrote facts (a web form's key, a CLI
  command's content), with the facts it wrote; a repeat of the key writes nothing.
- `events.name_key`: the event's name as names are compared (NFKC, case folded, spaces
  collapsed), unique, so "City Cup" and "city  cup" are one event everywhere.

Revision ID: 0002_requests_and_name_keys
Revises: 0001_event_log
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tagduel.names import name_key

revision = "0002_requests_and_name_keys"
down_revision = "0001_event_log"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "requests",
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("events.id"), nullable=False),
        sa.Column("key", sa.String(128), nullable=False),
        sa.Column("first_seq", sa.Integer(), nullable=False),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("event_id", "key", name="pk_requests"),
    )
    # Added as a plain column with a unique index (not a rebuilt table: SQLite would have to
    # drop `events`, which the facts' foreign keys forbid); tagduel always writes it.
    op.add_column("events", sa.Column("name_key", sa.String(200), nullable=True))
    conn = op.get_bind()
    seen: set[str] = set()
    rows = conn.execute(sa.text("SELECT id, name FROM events ORDER BY id")).all()
    for event_id, name in rows:
        key = name_key(name)
        if key in seen:  # two events created before names were compared this way: keep both
            key = f"{key} #{event_id}"
        seen.add(key)
        conn.execute(
            sa.text("UPDATE events SET name_key = :key WHERE id = :id"),
            {"key": key, "id": event_id},
        )
    op.create_index("uq_events_name_key", "events", ["name_key"], unique=True)


def downgrade() -> None:
    op.drop_index("uq_events_name_key", table_name="events")
    op.drop_column("events", "name_key")
    op.drop_table("requests")
