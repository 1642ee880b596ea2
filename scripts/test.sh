#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (server on PGlite, then again on a real
# PostgreSQL), then the browser journeys in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$PWD/.tmp/results"
rm -rf "$results" && mkdir -p "$results"

echo "== typecheck"; bash scripts/typecheck.sh
echo "== lint and format"; npx biome ci .
echo "== unit and integration tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"
echo "== server tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
echo "== build the web app"; npm run build
echo "== browser journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json
node scripts/summarize-tests.mjs "$results" vitest-pglite.json vitest-postgres.json playwright.json
