"""Which engine runs (`tagduel.buildinfo`): the stamp of the sources a compiled build was made
from, and telling a current compiled build from a stale one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tagduel import buildinfo


def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_the_stamp_follows_every_source_and_nothing_else(tmp_path: Path) -> None:
    src = _tree(tmp_path / "a", {"pkg/m.py": "x = 1\n", "pkg/n.py": "y = 2\n"})
    first = buildinfo.source_stamp(src)
    _tree(src, {"pkg/__pycache__/m.py": "cached", "pkg/notes.txt": "not code"})
    assert buildinfo.source_stamp(src) == first
    _tree(src, {"pkg/n.py": "y = 3\n"})
    assert buildinfo.source_stamp(src) != first
    renamed = _tree(tmp_path / "b", {"pkg/m.py": "x = 1\n", "pkg/o.py": "y = 2\n"})
    assert buildinfo.source_stamp(renamed) != first


def test_a_compiled_build_is_current_only_while_its_stamp_matches_the_sources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sources = _tree(tmp_path / "src", {"tagduel/m.py": "x = 1\n"})
    build = tmp_path / "build"
    monkeypatch.setattr(buildinfo, "compiled_src", lambda: build / "src")
    assert buildinfo.engine_build(sources) == buildinfo.STALE  # no stamp: unfinished
    build.mkdir()
    (build / buildinfo.STAMP_NAME).write_text(buildinfo.source_stamp(sources) + "\n")
    assert buildinfo.engine_build(sources) == buildinfo.COMPILED
    _tree(sources, {"tagduel/m.py": "x = 2\n"})
    assert buildinfo.engine_build(sources) == buildinfo.STALE
    assert buildinfo.engine_build() == buildinfo.COMPILED  # no sources to compare with


def test_the_interpreted_engine_says_so() -> None:
    assert buildinfo.compiled_src() is None
    assert buildinfo.engine_build(Path("src")) == buildinfo.INTERPRETED


def test_the_command_prints_the_stamp_or_its_usage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _tree(tmp_path, {"m.py": "x = 1\n"})
    assert buildinfo.main([str(src)]) == 0
    assert capsys.readouterr().out.strip() == buildinfo.source_stamp(src)
    assert buildinfo.main([str(tmp_path / "missing")]) == 2
    assert "usage" in capsys.readouterr().err
