#!/bin/sh
# What the tests need from Debian, installed only when missing (needs root, or sudo, the first
# time): Chromium and the Noto CJK fonts for the browser tests (Playwright drives
# /usr/bin/chromium; Japanese pages need the fonts), and a C compiler with Python's headers for
# the compiled engine's test (tools/compile-engine.sh; the test skips without them).
set -eu
packages=""
if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=ja 2>/dev/null | grep -q .; then
  packages="chromium fonts-noto-cjk"
fi
if ! command -v cc >/dev/null 2>&1; then
  packages="$packages gcc"
fi
headers=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null || true)
if [ ! -f "$headers/Python.h" ]; then
  packages="$packages python3-dev"
fi
if [ -z "$packages" ]; then
  exit 0
fi
run() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
run apt-get update -qq
# shellcheck disable=SC2086 # the package names are split on purpose
DEBIAN_FRONTEND=noninteractive run apt-get install -y -qq $packages >/dev/null
