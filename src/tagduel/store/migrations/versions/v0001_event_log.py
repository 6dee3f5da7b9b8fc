"""The event log: `events` and the append-only `facts`, guarded by triggers.

Revision ID: 0001_event_log
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0001_event_log"
down_revision = None
branch_labels = None
depends_on = None

_MESSAGE = "facts are append-only: record a correcting fact instead"

_SQLITE_TRIGGERS = [
    f"""CREATE TRIGGER facts_no_update BEFORE UPDATE ON facts
        BEGIN SELECT RAISE(ABORT, '{_MESSAGE}'); END""",
    f"""CREATE TRIGGER facts_no_delete BEFORE DELETE ON facts
        BEGIN SELECT RAISE(ABORT, '{_MESSAGE}'); END""",
]

_POSTGRES_TRIGGERS = [
    f"""CREATE FUNCTION facts_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '{_MESSAGE}'; END $$""",
    """CREATE TRIGGER facts_no_change BEFORE UPDATE OR DELETE ON facts
        FOR EACH ROW EXECUTE FUNCTION facts_append_only()""",
    """CREATE TRIGGER facts_no_truncate BEFORE TRUNCATE ON facts
        FOR EACH STATEMENT EXECUTE FUNCTION facts_append_only()""",
]


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name", name="uq_events_name"),
    )
    op.create_table(
        "facts",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("events.id"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON().with_variant(JSONB(), "postgresql"), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("event_id", "seq", name="uq_facts_event_seq"),
    )
    op.create_index("ix_facts_kind", "facts", ["kind"])
    dialect = op.get_bind().dialect.name
    triggers = _POSTGRES_TRIGGERS if dialect == "postgresql" else _SQLITE_TRIGGERS
    for statement in triggers:
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER facts_no_truncate ON facts")
        op.execute("DROP TRIGGER facts_no_change ON facts")
        op.execute("DROP FUNCTION facts_append_only()")
    else:
        op.execute("DROP TRIGGER facts_no_update")
        op.execute("DROP TRIGGER facts_no_delete")
    op.drop_index("ix_facts_kind", table_name="facts")
    op.drop_table("facts")
    op.drop_table("events")
