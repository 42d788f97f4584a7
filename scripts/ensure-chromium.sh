#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; no test tool downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and fonts-noto-cjk for the e2e tests…"
  apt-get install -y chromium fonts-noto-cjk >/dev/null || { apt-get update >/dev/null && apt-get install -y chromium fonts-noto-cjk >/dev/null; }
  exit 0
fi
echo "The e2e tests need Debian's chromium and fonts-noto-cjk: run 'sudo apt-get install -y chromium fonts-noto-cjk'." >&2
exit 1
