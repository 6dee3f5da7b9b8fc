"""`tagduel scenario run`: run scenario files (../shared/spec/scenario-format.md, version 1.1).

One line per scenario (PASS/FAIL and the title); for a failure, the expectation, the actual value
and the engine's last events. Exit status 0 when all pass, 1 when any fails, 2 when a file is
malformed (with line and column). A malformed file never stops a folder run: the other files
still run, and the status is 2 at the end.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tagduel.cardscripts import all_scripts
from tagduel.cli.common import add_cards_option, card_db, print_json, read_text
from tagduel.errors import InputError, TagDuelError
from tagduel.i18n import lazy
from tagduel.scenario import Result, ScenarioFormatError, load_scenario, run_scenario

SUFFIXES = (".yaml", ".yml")


def register(sub: argparse._SubParsersAction[Any]) -> None:
    scenario = sub.add_parser(
        "scenario",
        help=lazy("run executable rulings (scenario files)"),
        description=lazy(
            "Executable rulings: a YAML file sets up a Tag Duel position, plays "
            "actions and checks the result under the Team Dueling Rules."
        ),
    )
    verbs = scenario.add_subparsers(
        dest="verb", metavar="VERB", required=True, help=lazy("what to do with scenario files")
    )
    run = verbs.add_parser(
        "run",
        help=lazy("run scenario files or folders of them"),
        description=lazy(
            "Run scenario files (format version 1.1) and print PASS or FAIL with each "
            "title; a failure shows the line, what was expected, what was found and the duel's "
            "last events."
        ),
        epilog=lazy(
            "exit status: 0 all passed, 1 a scenario failed, 2 a file is malformed (the "
            "other files still run) or a path does not exist"
        ),
    )
    run.add_argument(
        "paths",
        nargs="+",
        metavar="FILE_OR_FOLDER",
        help=lazy("a scenario file, or a folder: every .yaml/.yml file under it, in name order"),
    )
    run.add_argument("--json", action="store_true", help=lazy("print the results as JSON"))
    add_cards_option(run)
    run.set_defaults(handler=_run)


def scenario_files(paths: list[str]) -> list[Path]:
    """The files named, and every .yaml/.yml file under the folders named, in a stable order."""
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            raise InputError("no such file or folder", source=name)
    return files


def _run(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    scripts = all_scripts()
    results: list[Result] = []
    errors: list[TagDuelError] = []
    for file in scenario_files(args.paths):
        try:
            scenario = load_scenario(
                read_text(str(file), what="scenario file"), db, source=str(file)
            )
            results.append(run_scenario(scenario, scripts=scripts))
        except (ScenarioFormatError, InputError) as exc:
            errors.append(exc)
        except TagDuelError as exc:  # e.g. a position the engine refuses: this file only
            errors.append(ScenarioFormatError(str(exc), source=str(file)))
    if args.json:
        print_json({"results": [r.to_dict() for r in results], "errors": [str(e) for e in errors]})
    else:
        _print(results, errors)
        unknown = sum("unknown card name" in str(e) for e in errors)
        if unknown and not args.cards:
            print(
                f"{unknown} of the malformed files name cards that are not in the built-in card "
                "set: give a full card database with --cards FILE (an EDOPro/YGOPro cards.cdb)"
            )
    if errors:
        return 2
    return 0 if all(r.passed for r in results) else 1


def _print(results: list[Result], errors: list[TagDuelError]) -> None:
    for result in results:
        status = "PASS" if result.passed else "FAIL"
        print(f"{status} {result.scenario.title}  ({result.scenario.file})")
        for failure in result.failures:
            print(f"     line {failure.place.line}: {failure.text}")
            print(f"       expected: {failure.expected}")
            print(f"       actual:   {failure.actual}")
        if not result.passed and result.events:
            print("     last events:")
            for event in result.events:
                print(f"       {event}")
    for error in errors:
        print(f"ERROR {error}")
    passed = sum(r.passed for r in results)
    print(
        f"{passed} passed, {len(results) - passed} failed"
        + (f", {len(errors)} malformed" if errors else "")
    )
