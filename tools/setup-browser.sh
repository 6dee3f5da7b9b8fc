#!/bin/sh
# Debian's Chromium and the Noto CJK fonts, for the browser tests (Playwright drives
# /usr/bin/chromium; Japanese pages need the fonts). Installed only when missing; needs root
# (or sudo) the first time.
set -eu
if command -v chromium >/dev/null 2>&1 && fc-list :lang=ja 2>/dev/null | grep -q .; then
  exit 0
fi
run() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
run apt-get update -qq
DEBIAN_FRONTEND=noninteractive run apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
