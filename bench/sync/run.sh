#!/usr/bin/env bash
# Sync benchmark: builds the benchmark page around the real editor and engine for this checkout
# and for a baseline, by default `main` (SYNC_BASE_REF=<ref> picks another; SYNC_BASE_REF=none
# measures this checkout alone), from a temporary git worktree under .tmp/ with this checkout's
# page copied in, then measures both in one Chromium, run for run in turn.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results .tmp
base_ref="${SYNC_BASE_REF:-main}"
base_dir="$PWD/.tmp/sync-base"
source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npx vite build -c bench/sync/vite.config.ts
SYNC_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"
export SYNC_COMMIT
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  rm -rf "$base_dir/bench/sync" && mkdir -p "$base_dir/bench/sync"
  cp -r bench/sync/page bench/sync/vite.config.ts "$base_dir/bench/sync/"
  (cd "$base_dir" && "$BASE_VITE" build -c bench/sync/vite.config.ts >/dev/null)
  SYNC_BASE_DIST="$base_dir/bench/sync/dist/"
  SYNC_BASE_NAME="$base_ref $(git rev-parse --short "$base_ref")"
  export SYNC_BASE_DIST SYNC_BASE_NAME
fi
npx tsx bench/sync/run.ts
