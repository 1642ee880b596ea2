#!/usr/bin/env bash
# Bundle size on the critical path: builds the web app, then measures what the first page loads,
# in the bytes the server sends (the build's brotli and gzip variants). bench/firstpaint times it.
# A baseline, by default `main`, is built from a temporary git worktree under .tmp/ and measured
# the same way (BUNDLE_BASE_REF=<ref> picks another; BUNDLE_BASE_REF=none measures this checkout
# alone); its figures go to bench/results/bundle-baseline.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results .tmp
base_ref="${BUNDLE_BASE_REF:-main}"
base_dir="$PWD/.tmp/bundle-base"
source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npm run build -w @ringalong/web >/dev/null
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  (cd "$base_dir/apps/web" && "$BASE_VITE" build >/dev/null)
  echo "== baseline ($base_ref, $(git rev-parse --short "$base_ref"))"
  BUNDLE_DIST="$base_dir/apps/web/dist" BUNDLE_RESULTS="$PWD/bench/results/bundle-baseline.json" \
    node --import tsx bench/bundle/measure.ts
  echo "== this checkout ($(git rev-parse --short HEAD))"
fi
node --import tsx bench/bundle/measure.ts
