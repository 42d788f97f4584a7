#!/usr/bin/env bash
# npm test: the checks, the unit and API tests, the browser tests and the bench smoke, in that order, stopping
# at the first that fails; each phase's time is printed as it ends and all of them at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
summary=()
phase() {
  local name=$1
  shift
  local started=$SECONDS
  "$@"
  local code=$?
  summary+=("$(printf '%-12s %5d s  %s' "$name" $((SECONDS - started)) "$([ $code -eq 0 ] && echo ok || echo "failed ($code)")")")
  printf '\n[test] %s\n' "${summary[-1]}"
  if [ $code -ne 0 ]; then
    printf '\n[test] phases:\n'
    printf '[test] %s\n' "${summary[@]}"
    exit $code
  fi
}
# Debian's packages the later phases need install (mostly waiting on the network) while the checks run.
tools_log="$(mktemp)"
bash scripts/ensure-tools.sh documents media browser >"$tools_log" 2>&1 &
tools=$!
phase checks bash scripts/checks.sh
tools_ready() {
  wait "$tools"
  local code=$?
  cat "$tools_log"
  rm -f "$tools_log"
  return $code
}
phase tools tools_ready
phase unit npm run test:unit
phase e2e npm run test:e2e
phase bench-smoke npm run bench:smoke
printf '\n[test] phases:\n'
printf '[test] %s\n' "${summary[@]}"
printf '[test] total %d s\n' "$SECONDS"
