"""The event store's tables: `events` (one row per event) and `facts` (the append-only log).

A fact is (event, sequence number, kind, JSON payload, recorded_at); it is never updated or
deleted, and a correction is a new fact. The migrations under `migrations/versions` create
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
    UniqueConstraint("name", name="uq_events_name"),
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
