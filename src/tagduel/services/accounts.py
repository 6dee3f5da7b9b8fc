"""Organisers' accounts: the one-time setup link, logins, API tokens, the shared session key.

The first start of a server with no account makes a one-time setup token (printed as a link);
whoever opens it first creates the first organiser account, and the token is gone. Passwords
and codes are hashed with argon2id (OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane), API
tokens kept as SHA-256 (they are long random strings, shown once).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

from tagduel.errors import TagDuelError
from tagduel.i18n import lazy
from tagduel.names import clean_name
from tagduel.store import EventStore
from tagduel.store.accounts import Account, AccountStore

PASSWORD_MIN = 10
PASSWORD_MAX = 200
SETUP_SECRET = "setup_token"
SESSION_SECRET = "session_key"
LOGIN_SECRET = "login:"

_HASHER = PasswordHash((Argon2Hasher(time_cost=2, memory_cost=19_456, parallelism=1),))


class AccountError(TagDuelError):
    """A login, setup or password that cannot be accepted, with the reason."""


class WrongPasswordError(AccountError):
    """The current password, asked before a change, is not the account's."""


@dataclass(frozen=True, slots=True)
class Organiser:
    """Who is logged in (no hash: what the web layer keeps)."""

    id: int
    name: str


def hash_secret(text: str) -> str:
    """An argon2id hash of a password or a code."""
    return _HASHER.hash(text)


def secret_matches(text: str, hashed: str) -> bool:
    try:
        return bool(_HASHER.verify(text, hashed))
    except Exception:  # a malformed stored hash never lets anyone in
        return False


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Accounts:
    """The use cases over `AccountStore`."""

    def __init__(self, store: EventStore) -> None:
        self.rows = AccountStore(store)

    def session_key(self) -> str:
        """The key signing session cookies and slip tokens, the same in every process."""
        return self.rows.secret_or_set(SESSION_SECRET, secrets.token_urlsafe(48))

    def setup_token(self) -> str | None:
        """A new one-time setup token when no organiser account exists yet (else None); a
        restart before anyone used it replaces the old one."""
        if self.rows.count():
            return None
        token = secrets.token_urlsafe(24)
        self.rows.set_secret(SETUP_SECRET, _sha256(token))
        return token

    def setup_pending(self, token: str) -> bool:
        stored = self.rows.secret(SETUP_SECRET)
        return stored is not None and hmac.compare_digest(stored, _sha256(token))

    def complete_setup(self, token: str, name: str, password: str) -> Organiser:
        """Create the first organiser account with the one-time token (used up here)."""
        name = clean_name(name, what=lazy("account name"))
        check_password(password)
        if not self.setup_pending(token):
            raise AccountError(lazy("this setup link is not valid (already used, or replaced)"))
        stored = self.rows.take_secret(SETUP_SECRET)
        if stored is None or not hmac.compare_digest(stored, _sha256(token)):
            raise AccountError(lazy("this setup link was used a moment ago by someone else"))
        return _organiser(self.rows.create(name, hash_secret(password)))

    def add_organiser(self, name: str, password: str) -> Organiser:
        name = clean_name(name, what=lazy("account name"))
        check_password(password)
        return _organiser(self.rows.create(name, hash_secret(password)))

    def login(self, name: str, password: str) -> Organiser:
        account = self.rows.by_name(name) if name.strip() else None
        if account is None or not secret_matches(password[:PASSWORD_MAX], account.password_hash):
            raise AccountError(lazy("wrong account name or password"))
        return _organiser(account)

    def change_password(self, organiser: Organiser, current: str, new: str) -> None:
        """Give `organiser` the password `new` (hashed with argon2id), after checking that
        `current` is the account's password now; refused when `new` is too short or too long."""
        account = self.rows.by_id(organiser.id)
        if account is None or not secret_matches(current[:PASSWORD_MAX], account.password_hash):
            raise WrongPasswordError(lazy("the current password is wrong"))
        check_password(new)
        self.rows.set_password(account.id, hash_secret(new))

    def organiser(self, account_id: int) -> Organiser | None:
        account = self.rows.by_id(account_id)
        return None if account is None else _organiser(account)

    def first_organiser(self) -> Organiser | None:
        account = self.rows.by_id(1) if self.rows.count() else None
        return None if account is None else _organiser(account)

    def one_time_login(self, organiser: Organiser) -> str:
        """A token that logs `organiser` in once (printed by `tagduel serve --demo`)."""
        token = secrets.token_urlsafe(24)
        self.rows.set_secret(LOGIN_SECRET + _sha256(token)[:40], str(organiser.id))
        return token

    def use_login_token(self, token: str) -> Organiser | None:
        """The organiser a one-time login token names (None: unknown or used); used up."""
        found = self.rows.take_secret(LOGIN_SECRET + _sha256(token)[:40])
        return None if found is None or not found.isdigit() else self.organiser(int(found))

    def new_api_token(self, organiser: Organiser, label: str) -> str:
        """A bearer token for bots and tools acting as this organiser (shown once)."""
        token = "tdk_" + secrets.token_urlsafe(32)
        self.rows.add_token(
            _sha256(token), organiser.id, clean_name(label, what=lazy("token label"))
        )
        return token

    def by_api_token(self, token: str) -> Organiser | None:
        account = self.rows.account_for_token(_sha256(token))
        return None if account is None else _organiser(account)


def check_password(password: str) -> None:
    if len(password) < PASSWORD_MIN:
        raise AccountError(lazy("a password needs at least {count} characters", count=PASSWORD_MIN))
    if len(password) > PASSWORD_MAX:
        raise AccountError(
            lazy("a password may have at most {count} characters", count=PASSWORD_MAX)
        )


def _organiser(account: Account) -> Organiser:
    return Organiser(account.id, account.name)
