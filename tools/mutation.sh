#!/usr/bin/env bash
# Mutation testing of the modules that hold the rules (issue 14), with mutmut 3.
#
#   tools/mutation.sh                  every module below, one after the other (about 40 minutes)
#   tools/mutation.sh standings scope  the named modules only
#
# Each module is mutated in a scratch copy of src/ and tests/ (never in the checkout, so work in
# progress in the same tree is left alone), with only the test files that exercise it. The mutmut
# configuration is the [mutmut] section of setup.cfg written into the scratch copy below;
# pyproject.toml is not touched. engine/scope.py also gets the mutants of tools/hand_mutants.py
# (mutmut has no operator for `return seat.across`).
#
# Results: one summary line per module at the end; the survivors' diffs in
# $MUTATION_WORKDIR/<module>/survivors.txt. docs/mutation.md argues every survivor.
#
# Environment: MUTATION_WORKDIR (default ${TMPDIR:-/tmp}/tagduel-mutation), MUTATION_CHILDREN
# (parallel test runs, default 1), PYTHON_BIN (default the checkout's .venv/bin).
# Needs mutmut 3 in the venv: .venv/bin/pip install 'mutmut>=3.8,<4'.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="${MUTATION_WORKDIR:-${TMPDIR:-/tmp}/tagduel-mutation}"
CHILDREN="${MUTATION_CHILDREN:-1}"
BIN="${PYTHON_BIN:-$ROOT/.venv/bin}"

# module -> "source file|the test files that exercise it"
declare -A MODULES=(
  [standings]="src/tagduel/tournament/standings.py|tests/tournament/test_standings.py tests/tournament/test_standings_pinned.py tests/tournament/test_standings_oracle.py tests/tournament/test_pairing.py tests/tournament/test_pairing_property.py tests/tournament/test_pairing_oracle.py tests/tournament/test_topcut.py"
  [pairing]="src/tagduel/tournament/pairing.py|tests/tournament/test_pairing.py tests/tournament/test_pairing_property.py tests/tournament/test_pairing_oracle.py tests/tournament/test_pairing_pinned.py tests/tournament/test_given_pairing.py"
  [validate]="src/tagduel/decks/validate.py|tests/decks/test_validate.py tests/decks/test_validate_pinned.py tests/decks/test_validation_vectors.py tests/decks/test_real_decks.py"
  [scope]="src/tagduel/engine/scope.py|tests/engine/test_scope.py tests/engine/test_scope_pinned.py"
  [timing]="src/tagduel/penalties/timing.py|tests/penalties/test_timing.py tests/penalties/test_timing_pinned.py"
  [consequences]="src/tagduel/penalties/model.py|tests/penalties/test_model_pinned.py tests/penalties/test_timing.py tests/penalties/test_timing_pinned.py tests/penalties/test_judge.py tests/penalties/test_judge_pinned.py tests/penalties/test_guideline.py tests/penalties/test_record.py tests/penalties/test_catalogue.py"
  [judge]="src/tagduel/penalties/judge.py|tests/penalties/test_judge.py tests/penalties/test_judge_pinned.py tests/penalties/test_guideline.py tests/penalties/test_timing.py tests/penalties/test_record.py tests/penalties/test_catalogue.py"
)
ORDER=(standings pairing validate scope timing consequences judge)
HAND=(scope)

summary() {
  "$BIN/python" - "$1" "$2" <<'PY'
import json, sys
path, name = sys.argv[1], sys.argv[2]
try:
    with open(path) as f:
        s = json.load(f)
except OSError:
    sys.exit(f"{name}: no statistics (see run.log)")
print(
    f"{name}: {s['total']} mutants, {s['killed']} killed, {s['survived']} survived, "
    f"{s['timeout']} timeout, {s['no_tests']} no tests, {s.get('suspicious', 0)} suspicious, "
    f"{s.get('skipped', 0)} skipped"
)
PY
}

survivors() {
  "$BIN/python" - <<'PY'
import re
from mutmut.mutation.diff_apply import find_mutant, get_diff_for_mutant

with open("results.txt") as f:
    names = re.findall(r"^\s*(\S+): survived$", f.read(), re.M)
for name in names:
    print(f"# {name}")
    print(get_diff_for_mutant(name, path=find_mutant(name).path))
PY
}

run_module() {
  local name="$1" spec source tests dir selected=()
  spec="${MODULES[$name]:-}"
  if [ -z "$spec" ]; then
    echo "unknown module $name (one of: ${ORDER[*]})" >&2
    return 2
  fi
  source="${spec%%|*}"
  tests="${spec#*|}"
  dir="$WORK/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  rsync -a --exclude __pycache__ "$ROOT/src" "$ROOT/tests" "$ROOT/pyproject.toml" "$dir/"
  # tests/conftest.py looks for the shared real data beside the repository
  if [ -e "$ROOT/../shared" ]; then ln -s "$ROOT/../shared" "$dir/shared"; fi
  for t in $tests; do
    if [ -e "$ROOT/$t" ]; then selected+=("$t"); fi
  done
  {
    echo "[mutmut]"
    echo "source_paths = src"
    echo "only_mutate = $source"
    echo "pytest_add_cli_args_test_selection ="
    printf '    %s\n' "${selected[@]}"
    echo "pytest_add_cli_args = -p no:cacheprovider"
  } >"$dir/setup.cfg"
  echo "== $name: mutating $source with ${selected[*]}"
  (cd "$dir" && "$BIN/mutmut" run --max-children "$CHILDREN" >"$dir/run.log" 2>&1) || true
  (cd "$dir" && "$BIN/mutmut" results --all true >"$dir/results.txt" 2>&1) || true
  (cd "$dir" && "$BIN/mutmut" export-cicd-stats >/dev/null 2>&1) || true
  (cd "$dir" && survivors >"$dir/survivors.txt" 2>&1) || true
  summary "$dir/mutants/mutmut-cicd-stats.json" "$name" | tee "$dir/summary.txt"
  if [[ " ${HAND[*]} " == *" $name "* ]]; then
    "$BIN/python" "$ROOT/tools/hand_mutants.py" "$dir" "$name" "${selected[@]}" \
      | tee "$dir/hand.txt" | tail -n 1 | tee -a "$dir/summary.txt"
  fi
}

names=("$@")
if [ ${#names[@]} -eq 0 ]; then names=("${ORDER[@]}"); fi
for name in "${names[@]}"; do
  run_module "$name"
done
echo "Survivors' diffs: $WORK/<module>/survivors.txt (and hand.txt); each is argued in docs/mutation.md."
