#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (server on PGlite, then again on a real
# PostgreSQL), then the browser journeys in Chromium against the built app. Each stage's wall
# time goes to .tmp/results/stages.tsv; the summary prints them with the slowest test files.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$PWD/.tmp/results"
rm -rf "$results" && mkdir -p "$results"
stages="$results/stages.tsv"

now_us() { echo "${EPOCHREALTIME/./}"; }
seconds_since() { local us=$(($(now_us) - $1)); printf '%d.%d' $((us / 1000000)) $((us % 1000000 / 100000)); }

# The user and system CPU seconds of a subshell's children, from the second line of `times`.
cpu_seconds() {
  tail -1 "$1" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%.1f", t }'
}

# stage <name> <command...>: runs one stage, timing it. A failing stage ends the run (after the
# table of the stages so far).
stage() {
  local name=$1
  shift
  echo "== $name"
  local start code=0 seconds cpu
  start=$(now_us)
  # In a subshell, so that `times` reports the CPU of this stage's processes alone.
  ( "$@"; code=$?; times >"$results/.cpu"; exit "$code" ) || code=$?
  seconds=$(seconds_since "$start")
  cpu=$(cpu_seconds "$results/.cpu")
  printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$code" "$cpu" >>"$stages"
  echo "-- $name: $seconds s (CPU $cpu s)"
  if [ "$code" != 0 ]; then
    echo "stage failed: $name (exit $code)" >&2
    cat "$stages" >&2
    exit "$code"
  fi
}

total_start=$(now_us)
stage typecheck bash scripts/typecheck.sh
stage "lint and format" npx biome ci .
stage "unit and integration tests (PGlite)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"
stage "server tests on PostgreSQL" \
  bash scripts/with-postgres.sh npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
stage "build the web app and the server" npm run build
stage "browser journeys (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json
printf '%s\t%s\t0\n' "total" "$(seconds_since "$total_start")" >>"$stages"
node scripts/summarize-tests.mjs "$results" vitest-pglite.json vitest-postgres.json playwright.json
