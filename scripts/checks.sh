#!/usr/bin/env bash
# The type check and the lint at once: each runs on one core, and they need nothing of each other. Then the
# dead-code check (knip, knip.json): no unused file, export, exported type or duplicate export.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck &
typecheck=$!
npm run lint
lint=$?
wait "$typecheck"
typecheck=$?
npm run deadcode
deadcode=$?
exit $((typecheck != 0 || lint != 0 || deadcode != 0))
