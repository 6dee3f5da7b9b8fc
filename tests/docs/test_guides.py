"""The README and the guides tell the truth: every console example prints what the page shows,
every Python example runs as a doctest, every link to a file of the repository leads somewhere,
and user-facing text names the rules documents by their titles (issue 13, items 14 and 15)."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from docs.console import ROOT, commands, mismatch, prepare, run
from tagduel.decks.problems import ProblemCode

README = ROOT / "README.md"
GUIDES = sorted((ROOT / "docs").glob("*.md"))
PAGES = [README, *GUIDES]
WALKTHROUGH = ROOT / "docs" / "organiser.md"  # replayed by test_walkthrough.py
PYCON = re.compile(r"^```pycon\n(.*?)^```", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\]\(([^)#]+)(#[^)]*)?\)")
SEED_OR_ISSUE = re.compile(r"seed 0\d\d|issue \d", re.IGNORECASE)
CI_COMMAND = (
    "sh tools/setup-browser.sh && python3 -m venv .venv && .venv/bin/pip install -q -e '.[dev]' && .venv/bin/ruff check . && "
    ".venv/bin/ruff format --check . && .venv/bin/mypy && .venv/bin/pytest"
)
"""Command 2 of the README, which .ci/run calls exactly (command 1 is free to change)."""


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", [p for p in PAGES if p != WALKTHROUGH], ids=_name)
def test_every_console_example_prints_what_the_page_shows(page: Path, tmp_path: Path) -> None:
    folder = prepare(tmp_path)
    found = commands(page.read_text(encoding="utf-8"))
    problems = [p for c in found if (p := mismatch(c, run(c, folder))) is not None]
    assert not problems, f"{_name(page)}:\n" + "\n\n".join(problems)


@pytest.mark.parametrize("page", [p for p in PAGES if PYCON.search(p.read_text())], ids=_name)
def test_every_python_example_runs_as_its_doctest_shows(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for match in PYCON.finditer(text):
        line = text.count("\n", 0, match.start(1))
        test = doctest.DocTestParser().get_doctest(match[1], {}, _name(page), str(page), line)
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_link_to_a_file_of_the_repository_leads_to_one(page: Path) -> None:
    targets = [m[1] for m in LINK.finditer(page.read_text(encoding="utf-8"))]
    local = [t for t in targets if not re.match(r"[a-z]+://", t)]
    missing = [t for t in local if not (page.parent / t).exists()]
    assert not missing, f"{_name(page)} links to missing files: {missing}"


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_pages_name_the_rules_documents_by_title_not_by_file_or_issue(page: Path) -> None:
    found = SEED_OR_ISSUE.findall(page.read_text(encoding="utf-8"))
    assert not found, (
        f"{_name(page)} says {found}: name the Team Dueling Rules or the penalty regulations"
    )


def test_the_readme_opens_with_two_commands_the_second_being_what_ci_runs() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    top = [line for line in lines[:25] if line.startswith(("python3 -m venv", "sh tools/"))]
    assert len(top) == 2 and top[1] == CI_COMMAND
    assert CI_COMMAND in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_readme_keeps_a_section_for_the_web_application() -> None:
    text = README.read_text(encoding="utf-8")
    assert re.search(r"^## The web application\n\n.*docs/web\.md", text, re.MULTILINE)


def test_the_readme_links_every_guide() -> None:
    text = README.read_text(encoding="utf-8")
    unlinked = [g.name for g in GUIDES if f"docs/{g.name}" not in text]
    assert not unlinked, f"guides the README does not link: {unlinked}"


def test_the_deck_guides_table_maps_each_problem_to_its_infraction_as_the_code_does() -> None:
    text = (ROOT / "docs" / "decks.md").read_text(encoding="utf-8")
    shown: dict[str, str] = {}
    for codes, infraction in re.findall(r"((?:`[a-z_]+`(?:, )?)+) → `([a-z_]+)`", text):
        shown.update(dict.fromkeys(re.findall(r"`([a-z_]+)`", codes), infraction))
    assert shown == {code.slug: code.infraction.value for code in ProblemCode}
