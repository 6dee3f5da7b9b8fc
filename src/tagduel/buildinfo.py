"""Which build of the engine is running: interpreted from the sources, or compiled by mypyc.

`sh tools/compile-engine.sh` compiles the engine, the card scripts and the card model into a copy
of the sources (`build/compiled/src`) and writes there, beside `src`, a stamp of the sources it
copied (`STAMP`). With that copy first on the path the same code runs compiled; the stamp tells a
build made from today's sources from a stale one. Benchmarks print what they measured.

    python -m tagduel.buildinfo SRC     # prints the stamp of the sources under SRC
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import sys
from pathlib import Path

STAMP_NAME = "STAMP"
INTERPRETED, COMPILED, STALE = "interpreted", "compiled", "compiled-stale"


def source_stamp(src: Path) -> str:
    """A digest of every Python source under `src` (their paths and contents)."""
    digest = hashlib.sha256()
    for path in sorted(src.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        digest.update(path.relative_to(src).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def compiled_src() -> Path | None:
    """The source tree the running engine was compiled in, or None when it is interpreted."""
    import tagduel.engine.flow  # here: computing a stamp (the build tool) needs no engine

    loaded = Path(tagduel.engine.flow.__file__ or "")
    if not loaded.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
        return None
    return loaded.parents[2]  # .../src/tagduel/engine/flow.*.so


def engine_build(sources: Path | None = None) -> str:
    """`interpreted`, `compiled`, or `compiled-stale` when `sources` (the repository's `src`)
    no longer match the stamp of the compiled copy."""
    root = compiled_src()
    if root is None:
        return INTERPRETED
    if sources is None:
        return COMPILED
    stamp = root.parent / STAMP_NAME
    current = stamp.is_file() and stamp.read_text().strip() == source_stamp(sources)
    return COMPILED if current else STALE


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: python -m tagduel.buildinfo SRC_FOLDER", file=sys.stderr)
        return 2
    print(source_stamp(Path(argv[0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
