#!/bin/sh
# Instructions per decision of six seeded random duels (tools/instruction_duels.py), counted by
# valgrind, the duels' set-up subtracted: steadier than timings on a shared machine (two runs of
# the same code differ by about 0.15%). Run from the repository's root:
#     sh tools/count-instructions.sh [--rules]
# Needs valgrind (Debian: apt-get install valgrind). PYTHON defaults to .venv/bin/python; SRC
# (default src) is the code counted: SRC=build/compiled/src counts the compiled engine.
set -eu
python=${PYTHON:-.venv/bin/python}
src=${SRC:-src}
count() {
  PYTHONHASHSEED=0 PYTHONPATH=$src valgrind --tool=cachegrind --cache-sim=no \
    --cachegrind-out-file=/dev/null "$python" tools/instruction_duels.py "$@" 2>&1
}
full=$(count "$@")
setup=$(count "$@" --setup-only)
decisions=$(echo "$full" | sed -n 's/^decisions \([0-9]*\)$/\1/p')
refs() { echo "$1" | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,; }
played=$(refs "$full")
made=$(refs "$setup")
echo "decisions=$decisions instructions_per_decision=$(( (played - made) / decisions ))"
