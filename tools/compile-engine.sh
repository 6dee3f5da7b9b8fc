#!/bin/sh
# Compile the rules engine, the card scripts and the card model to C with mypyc (installed with
# mypy, in '.[dev]'), into a copy of the sources: build/compiled/src. The sources in src/ are never
# shadowed; put the copy first on the path to play with the compiled engine:
#     sh tools/compile-engine.sh [OUT]            # OUT defaults to build/compiled
#     PYTHONPATH=build/compiled/src .venv/bin/python benchmarks/bench_random_play.py --decks classic
# (or `bench_random_play.py --compiled`). The compiled engine plays exactly the duels of the
# interpreted one (tests/engine/test_compiled_engine.py compares them); it is about twice as fast.
# Needs a C compiler and Python's headers (Debian: apt-get install gcc python3-dev); takes about six
# minutes on a 2-core machine (MYPYC_OPT_LEVEL=0: about half, for a slower build).
# PYTHON defaults to .venv/bin/python. A stamp file records the sources compiled (see
# `benchmarks/benchkit.py`, which tells a stale build from a current one).
set -eu
python=${PYTHON:-.venv/bin/python}
out=${1:-build/compiled}
case $python in /*) ;; *) python=$(pwd)/$python ;; esac
if ! command -v "${CC:-cc}" >/dev/null 2>&1; then
  echo "compile-engine: no C compiler (${CC:-cc}) found: install one (Debian: apt-get install gcc)" >&2
  exit 2
fi
headers=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
if [ ! -f "$headers/Python.h" ]; then
  echo "compile-engine: Python's headers are missing ($headers/Python.h): install them (Debian: python3-dev)" >&2
  exit 2
fi
rm -rf "$out"
mkdir -p "$out"
cp -R src pyproject.toml "$out"/
find "$out/src" -name __pycache__ -prune -exec rm -rf {} +
stamp=$("$python" -m tagduel.buildinfo src)
cd "$out"
"$python" -m mypyc src/tagduel/engine/ src/tagduel/cardscripts/ src/tagduel/cards/model.py > mypyc.log 2>&1 || {
  tail -30 mypyc.log >&2
  echo "compile-engine: mypyc failed (the whole log: $out/mypyc.log)" >&2
  exit 1
}
[ -n "${KEEP_C:-}" ] || rm -rf build  # the generated C and objects, about 450 MB (KEEP_C=1 keeps them)
echo "$stamp" > STAMP  # last: a build without it is unfinished
echo "compiled into $out/src: put it first on the path (PYTHONPATH=$out/src)"
