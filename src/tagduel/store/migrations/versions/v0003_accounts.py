"""Accounts of the web application: organisers, their API tokens, and the server's secrets.

- `accounts`: an organiser's login name (unique as names are compared) and argon2 hash.
- `api_tokens`: a token's SHA-256 (the token itself is shown once), whose account it is.
- `app_secrets`: named secrets every server process shares (the session key; the hash of the
  one-time setup token until it is used).

Revision ID: 0003_accounts
Revises: 0002_requests_and_name_keys
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_accounts"
down_revision = "0002_requests_and_name_keys"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("name_key", sa.String(100), nullable=False),
        sa.Column("password_hash", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name_key", name="uq_accounts_name_key"),
    )
    op.create_table(
        "api_tokens",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("label", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "app_secrets",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("value", sa.String(500), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("app_secrets")
    op.drop_table("api_tokens")
    op.drop_table("accounts")
