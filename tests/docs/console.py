"""Run the console examples of the README and the guides, and compare them with what they show.

A console example is a fenced block opened with ```` ```console ````. In it, a line starting
with `$ ` is a command (a line ending in ` \\` continues on the next one) and the lines up to the
next command are its output, stdout and stderr together, in the order they were written. Two
commands are understood:

- `tagduel ARGS`: run in this process through `tagduel.cli.main`;
- `cat FILE`: the file's text (so a file the example uses is shown, and checked, inline).

A command that must not run here (`tagduel serve`, which never ends) belongs in a ```` ```sh ````
fence, which is shown and never run.

Every example of one Markdown file runs in order in one fresh directory holding a copy of
`examples/` and `tests/scenarios/`, with no `$TAGDUEL_DB` or `$TAGDUEL_LANG`: each `tagduel` command uses the
default database, `sqlite:///tagduel.sqlite` in that directory, exactly as it reads. Commands
that would depend on today give their instant (`--at`, `--time`) and pairings their `--seed`.

Comparison: trailing spaces and blank lines at the end are ignored (Markdown does not show
them); a line `...` alone stands for any lines left out; and the only value normalised is the
creation instant in `tagduel event list` (the wall-clock time `event new` ran).

`python tests/docs/console.py FILE.md` rewrites the outputs of FILE.md from a fresh run (keeping
every `...` cut as it is): read the difference before keeping it.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tagduel.cli import main

ROOT = Path(__file__).resolve().parents[2]
FENCE = "```console"
PROMPT = "$ "
CUT = "..."
_EVENT_LIST_CREATED = re.compile(r"(?<=  )\d{4}-\d\d-\d\d \d\d:\d\d(?=  )")


@dataclass(frozen=True, slots=True)
class Command:
    """One `$ ` command of a console block: its text, the output shown, where it is."""

    text: str
    expected: str
    line: int
    """The Markdown line of the `$ ` prompt (1-based)."""

    @property
    def argv(self) -> list[str]:
        return shlex.split(self.text)


def commands(markdown: str) -> list[Command]:
    """Every command of every console block, in order."""
    found: list[Command] = []
    for start, body in _blocks(markdown.splitlines()):
        found += _parse_block(start, body)
    return found


def _blocks(lines: list[str]) -> Iterator[tuple[int, list[str]]]:
    inside, start, body = False, 0, []
    for number, line in enumerate(lines, 1):
        if not inside and line.strip() == FENCE:
            inside, start, body = True, number + 1, []
        elif inside and line.strip() == "```":
            inside = False
            yield start, body
        elif inside:
            body.append(line)
    if inside:
        raise ValueError(f"line {start - 1}: a console block is never closed")


def _parse_block(start: int, body: list[str]) -> list[Command]:
    found: list[Command] = []
    index = 0
    while index < len(body):
        line = body[index]
        if not line.startswith(PROMPT):
            raise ValueError(f"line {start + index}: output before any `$ ` command: {line!r}")
        prompt_line, text = start + index, line[len(PROMPT) :]
        while text.endswith("\\"):
            index += 1
            text = text[:-1].rstrip() + " " + body[index].strip()
        index += 1
        output: list[str] = []
        while index < len(body) and not body[index].startswith(PROMPT):
            output.append(body[index])
            index += 1
        found.append(Command(text, "\n".join(output), prompt_line))
    return found


def prepare(directory: Path) -> Path:
    """A directory like the repository's root for the examples: examples/ and tests/scenarios/."""
    shutil.copytree(ROOT / "examples", directory / "examples")
    shutil.copytree(ROOT / "tests" / "scenarios", directory / "tests" / "scenarios")
    return directory


def run(command: Command, directory: Path) -> str:
    """The command's output (stdout and stderr as one stream), run in `directory`."""
    argv = command.argv
    if argv[0] == "cat" and len(argv) == 2:
        return (directory / argv[1]).read_text(encoding="utf-8")
    if argv[0] != "tagduel":
        raise ValueError(f"line {command.line}: only `tagduel` and `cat FILE` run: {command.text}")
    stream = io.StringIO()
    out, err = contextlib.redirect_stdout(stream), contextlib.redirect_stderr(stream)
    with _inside(directory), out, err, contextlib.suppress(SystemExit):  # SystemExit: argparse
        main(argv[1:])
    return stream.getvalue()


@contextlib.contextmanager
def _inside(directory: Path) -> Iterator[None]:
    before = Path.cwd()
    saved = {name: os.environ.pop(name, None) for name in ("TAGDUEL_DB", "TAGDUEL_LANG")}
    os.chdir(directory)
    try:
        yield
    finally:
        os.chdir(before)
        for name, value in saved.items():
            if value is not None:
                os.environ[name] = value


def lines(command: Command, text: str) -> list[str]:
    """The text as compared: lines without trailing spaces, no blank lines at the end."""
    out = [line.rstrip() for line in text.splitlines()]
    while out and not out[-1]:
        out.pop()
    if command.argv[:3] == ["tagduel", "event", "list"]:
        out = [_EVENT_LIST_CREATED.sub("YYYY-MM-DD hh:mm", line) for line in out]
    return out


def matches(expected: list[str], actual: list[str]) -> bool:
    """True when `actual` is `expected`, each `...` line standing for any lines (even none)."""
    if CUT not in expected:
        return expected == actual
    cut = expected.index(CUT)
    head, rest = expected[:cut], expected[cut + 1 :]
    if actual[:cut] != head:
        return False
    return any(matches(rest, actual[skip:]) for skip in range(cut, len(actual) + 1))


def mismatch(command: Command, actual: str) -> str | None:
    """None when the command printed what the Markdown shows, else a readable difference."""
    want, got = lines(command, command.expected), lines(command, actual)
    if matches(want, got):
        return None
    shown = "\n".join(f"    {line}" for line in want)
    printed = "\n".join(f"    {line}" for line in got)
    return f"line {command.line}: $ {command.text}\n  shown:\n{shown}\n  printed:\n{printed}"


def update(path: Path, directory: Path) -> int:
    """Rewrite the outputs of `path` from a run in `directory`; the number of outputs changed."""
    text = path.read_text(encoding="utf-8").splitlines()
    changed = [(c, out) for c, out in _run_all(path, directory) if out is not None]
    for command, actual in reversed(changed):
        first = command.line  # the index just after the prompt line
        while text[first - 1].endswith("\\"):
            first += 1
        end = first
        while end < len(text) and not text[end].startswith(PROMPT) and text[end].strip() != "```":
            end += 1
        gap = [""] if text[end].startswith(PROMPT) else []
        text[first:end] = [*actual.rstrip("\n").splitlines(), *gap]
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    return len(changed)


def _run_all(path: Path, directory: Path) -> list[tuple[Command, str | None]]:
    """Each command with its new output, or None when it matches (or is cut with `...`)."""
    out: list[tuple[Command, str | None]] = []
    for command in commands(path.read_text(encoding="utf-8")):
        actual = run(command, directory)
        keep = CUT in command.expected.splitlines() or mismatch(command, actual) is None
        out.append((command, None if keep else actual))
    return out


if __name__ == "__main__":
    import tempfile

    for name in sys.argv[1:]:
        with tempfile.TemporaryDirectory() as tmp:
            count = update(Path(name), prepare(Path(tmp)))
        print(f"{name}: {count} output(s) rewritten")
