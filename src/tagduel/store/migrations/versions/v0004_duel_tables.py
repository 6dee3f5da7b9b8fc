"""Live duel tables: `duel_tables` (one row per table) and `duel_rows`, each table's
append-only log (seats taken, the duel's start, every answer, consents, chat, a judge's pause
and rewind), guarded by triggers like `facts`.

Revision ID: 0004_duel_tables
Revises: 0003_accounts
Create Date: 2026-12-08
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0004_duel_tables"
down_revision = "0003_accounts"
branch_labels = None
depends_on = None

_MESSAGE = "duel rows are append-only: record a new row instead"

_SQLITE_TRIGGERS = [
    f"""CREATE TRIGGER duel_rows_no_update BEFORE UPDATE ON duel_rows
        BEGIN SELECT RAISE(ABORT, '{_MESSAGE}'); END""",
    f"""CREATE TRIGGER duel_rows_no_delete BEFORE DELETE ON duel_rows
        BEGIN SELECT RAISE(ABORT, '{_MESSAGE}'); END""",
]

_POSTGRES_TRIGGERS = [
    f"""CREATE FUNCTION duel_rows_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '{_MESSAGE}'; END $$""",
    """CREATE TRIGGER duel_rows_no_change BEFORE UPDATE OR DELETE ON duel_rows
        FOR EACH ROW EXECUTE FUNCTION duel_rows_append_only()""",
    """CREATE TRIGGER duel_rows_no_truncate BEFORE TRUNCATE ON duel_rows
        FOR EACH STATEMENT EXECUTE FUNCTION duel_rows_append_only()""",
]


def upgrade() -> None:
    op.create_table(
        "duel_tables",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("events.id"), nullable=True),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_duel_tables_event", "duel_tables", ["event_id", "round", "table_no"])
    op.create_table(
        "duel_rows",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            primary_key=True,
            autoincrement=True,
        ),
        sa.Column("table_id", sa.Integer(), sa.ForeignKey("duel_tables.id"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("seat", sa.String(2), nullable=True),
        sa.Column("decision", sa.Integer(), nullable=True),
        sa.Column("payload", sa.JSON().with_variant(JSONB(), "postgresql"), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "seq", name="uq_duel_rows_table_seq"),
    )
    dialect = op.get_bind().dialect.name
    for statement in _POSTGRES_TRIGGERS if dialect == "postgresql" else _SQLITE_TRIGGERS:
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER duel_rows_no_truncate ON duel_rows")
        op.execute("DROP TRIGGER duel_rows_no_change ON duel_rows")
        op.execute("DROP FUNCTION duel_rows_append_only()")
    else:
        op.execute("DROP TRIGGER duel_rows_no_update")
        op.execute("DROP TRIGGER duel_rows_no_delete")
    op.drop_table("duel_rows")
    op.drop_index("ix_duel_tables_event", table_name="duel_tables")
    op.drop_table("duel_tables")
