#!/usr/bin/env bash
# The whole test run (README's test command and CI): typecheck, lint, unit and integration tests,
# production build, then Playwright in Debian's Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings 0 .
echo "== unit and integration tests"; npx vitest run
echo "== build"; npx next build
echo "== browser tests"; npx playwright test
