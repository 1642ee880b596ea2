#!/usr/bin/env bash
# Bell benchmark: builds the page around the app's offline render for this checkout and for a
# baseline, by default `main` (BELL_BASE_REF=<ref> picks another; BELL_BASE_REF=none measures this
# checkout alone), renders the same phrase, single bells and a full-table chord with both, writes
# the phrase as WAV files under bench/results/bell/, and prints each build's distance from the
# reference partial table of recorded handbells (apps/web/test/bell-analysis.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results/bell .tmp
base_ref="${BELL_BASE_REF:-main}"
base_dir="$PWD/.tmp/bell-base"
source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npx vite build -c bench/bell/vite.config.ts
BELL_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"
export BELL_COMMIT
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  # A baseline from before this benchmark existed gets this checkout's page, around its own engine.
  mkdir -p "$base_dir/bench/bell" && cp -r bench/bell/page bench/bell/vite.config.ts "$base_dir/bench/bell/"
  (cd "$base_dir" && "$BASE_VITE" build -c bench/bell/vite.config.ts >/dev/null)
  BELL_BASE_DIST="$base_dir/bench/bell/dist/"
  BELL_BASE_NAME="$base_ref $(git rev-parse --short "$base_ref")"
  export BELL_BASE_DIST BELL_BASE_NAME
fi
npx tsx bench/bell/run.ts
