#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests (Playwright's own browser download cannot work here).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
# e2e/developer-credentials.spec.ts calls the sandbox from the command line as an API client would.
if ! command -v curl >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl >/dev/null
fi
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium: install it (Debian: 'sudo apt-get install chromium') or set CHROMIUM_PATH." >&2
exit 1
