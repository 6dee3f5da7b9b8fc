"""Accounts of the web application kept beside the event log: organisers, API tokens, secrets.

Passwords arrive here already hashed (argon2, by `tagduel.services.accounts`); tokens by their
SHA-256. Nothing here is a fact of an event: these rows may change (a token revoked, the setup
token used up).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError

from tagduel.i18n import lazy
from tagduel.names import name_key
from tagduel.store.errors import StoreError
from tagduel.store.log import EventStore
from tagduel.store.rows import aware
from tagduel.store.schema import accounts, api_tokens, app_secrets


class AccountExistsError(StoreError):
    """An account of that name (as names are compared) exists already."""


@dataclass(frozen=True, slots=True)
class Account:
    id: int
    name: str
    password_hash: str
    created_at: datetime


class AccountStore:
    """Organisers' accounts, API tokens and shared secrets in the event store's database."""

    def __init__(self, store: EventStore) -> None:
        self._store = store

    def count(self) -> int:
        with self._store.reading() as conn:
            return int(conn.execute(select(func.count()).select_from(accounts)).scalar_one())

    def create(self, name: str, password_hash: str) -> Account:
        now = self._store.now()
        try:
            with self._store.writing() as conn:
                new_id = conn.execute(
                    insert(accounts)
                    .values(
                        name=name,
                        name_key=name_key(name),
                        password_hash=password_hash,
                        created_at=now,
                    )
                    .returning(accounts.c.id)
                ).scalar_one()
        except IntegrityError:
            raise AccountExistsError(
                lazy("an account named {name!r} exists already", name=name)
            ) from None
        return Account(int(new_id), name, password_hash, now)

    def by_name(self, name: str) -> Account | None:
        return self._one(accounts.c.name_key == name_key(name))

    def by_id(self, account_id: int) -> Account | None:
        return self._one(accounts.c.id == account_id)

    def _one(self, where: object) -> Account | None:
        with self._store.reading() as conn:
            row = conn.execute(select(accounts).where(where)).first()  # type: ignore[arg-type]
        if row is None:
            return None
        return Account(row.id, row.name, row.password_hash, aware(row.created_at))

    def set_password(self, account_id: int, password_hash: str) -> None:
        with self._store.writing() as conn:
            conn.execute(
                accounts.update()
                .where(accounts.c.id == account_id)
                .values(password_hash=password_hash)
            )

    # -- API tokens -------------------------------------------------------------------------

    def add_token(self, token_hash: str, account_id: int, label: str) -> None:
        with self._store.writing() as conn:
            conn.execute(
                insert(api_tokens).values(
                    token_hash=token_hash,
                    account_id=account_id,
                    label=label,
                    created_at=self._store.now(),
                )
            )

    def account_for_token(self, token_hash: str) -> Account | None:
        with self._store.reading() as conn:
            row = conn.execute(
                select(api_tokens.c.account_id).where(api_tokens.c.token_hash == token_hash)
            ).first()
        return None if row is None else self.by_id(int(row.account_id))

    # -- shared secrets ---------------------------------------------------------------------

    def secret(self, name: str) -> str | None:
        with self._store.reading() as conn:
            row = conn.execute(
                select(app_secrets.c.value).where(app_secrets.c.name == name)
            ).first()
        return None if row is None else str(row.value)

    def secret_or_set(self, name: str, value: str) -> str:
        """The secret of that name; set to `value` first when there is none (the first process
        to start wins, the others read what it set)."""
        found = self.secret(name)
        if found is not None:
            return found
        try:
            with self._store.writing() as conn:
                conn.execute(insert(app_secrets).values(name=name, value=value))
        except IntegrityError:
            pass
        found = self.secret(name)
        assert found is not None, "a secret just written or found"
        return found

    def set_secret(self, name: str, value: str) -> None:
        with self._store.writing() as conn:
            conn.execute(delete(app_secrets).where(app_secrets.c.name == name))
            conn.execute(insert(app_secrets).values(name=name, value=value))

    def take_secret(self, name: str) -> str | None:
        """Remove the secret and return what it was (None when there was none): a one-time
        secret is taken by exactly one request, even with several at once."""
        with self._store.writing() as conn:
            row = conn.execute(
                select(app_secrets.c.value).where(app_secrets.c.name == name)
            ).first()
            if row is None:
                return None
            gone = conn.execute(delete(app_secrets).where(app_secrets.c.name == name)).rowcount
        return str(row.value) if gone == 1 else None
