#!/usr/bin/env bash
# The type check and the lint at once: each runs on one core, and they need nothing of each other.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck &
typecheck=$!
npm run lint
lint=$?
wait "$typecheck"
typecheck=$?
exit $((typecheck != 0 || lint != 0))
