"""The event store's tables: `events` (one row per event) and `facts` (the append-only log).

A fact is (event, sequence number, kind, JSON payload, recorded_at); it is never updated or
deleted, and a correction is a new fact. `requests` remembers the idempotency key of each
request that wrote facts, so a repeated request (a double click, a retry) writes once. The migrations under `migrations/versions` create
these tables; a test checks the two agree.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import JSONB

metadata = MetaData()

PAYLOAD = JSON().with_variant(JSONB(), "postgresql")
FACT_ID = BigInteger().with_variant(Integer(), "sqlite")

events = Table(
    "events",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(200), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("name_key", String(200), nullable=True),  # always written; see migration 0002
    UniqueConstraint("name", name="uq_events_name"),
    Index("uq_events_name_key", "name_key", unique=True),
)

facts = Table(
    "facts",
    metadata,
    Column("id", FACT_ID, primary_key=True, autoincrement=True),
    Column("event_id", Integer, ForeignKey("events.id"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("kind", String(64), nullable=False),
    Column("payload", PAYLOAD, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("event_id", "seq", name="uq_facts_event_seq"),
    Index("ix_facts_kind", "kind"),
)

requests = Table(
    "requests",
    metadata,
    Column("event_id", Integer, ForeignKey("events.id"), nullable=False),
    Column("key", String(128), nullable=False),
    Column("first_seq", Integer, nullable=False),
    Column("last_seq", Integer, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("event_id", "key", name="pk_requests"),
)
"""Each request that wrote facts, by its idempotency key: a repeat writes nothing."""


accounts = Table(
    "accounts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(100), nullable=False),
    Column("name_key", String(100), nullable=False),
    Column("password_hash", String(200), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("name_key", name="uq_accounts_name_key"),
)
"""Organisers' accounts for the web application (argon2 password hashes)."""

api_tokens = Table(
    "api_tokens",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("label", String(100), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
"""API tokens by their SHA-256; the token itself is shown once, when made."""

app_secrets = Table(
    "app_secrets",
    metadata,
    Column("name", String(64), primary_key=True),
    Column("value", String(500), nullable=False),
)
"""Secrets every server process shares: the session key, the setup token's hash."""

duel_tables = Table(
    "duel_tables",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("kind", String(20), nullable=False),
    Column("title", String(200), nullable=False),
    Column("event_id", Integer, ForeignKey("events.id"), nullable=True),
    Column("round", Integer, nullable=True),
    Column("table_no", Integer, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_duel_tables_event", "event_id", "round", "table_no"),
)
"""Live duel tables (see `tagduel.store.duels`): casual, or a tournament event's table."""

duel_rows = Table(
    "duel_rows",
    metadata,
    Column("id", FACT_ID, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("duel_tables.id"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("kind", String(64), nullable=False),
    Column("seat", String(2), nullable=True),
    Column("decision", Integer, nullable=True),
    Column("payload", PAYLOAD, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("table_id", "seq", name="uq_duel_rows_table_seq"),
)
"""Each live table's append-only log: seats, the duel's start, answers, chat, judges' acts."""
