"""`tagduel judge`: placeholder, replaced by its owner."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("judge", help="(not yet built)")
    p.set_defaults(handler=lambda args: 0)
