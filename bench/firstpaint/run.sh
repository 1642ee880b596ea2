#!/usr/bin/env bash
# First paint as users feel it (wire bytes, LCP, blocking time, Play usable) under mobile network
# and CPU throttling: this checkout against a baseline, by default `main`, built in the same run
# from a temporary git worktree under .tmp/ (FIRSTPAINT_BASE_REF=<ref> picks another baseline;
# FIRSTPAINT_BASE_REF=none measures this checkout alone). FIRSTPAINT_RUNS=<n> (default 5).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
mkdir -p bench/results .tmp
base_ref="${FIRSTPAINT_BASE_REF:-main}"
base_dir="$root/.tmp/firstpaint-base"

source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npm run build -w @ringalong/web >/dev/null
# The server's build of the first page (render-page.tsx), which the server renders the page with.
npm run build:page -w @ringalong/web >/dev/null
commit="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"

if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  (cd "$base_dir/apps/web" && "$BASE_VITE" build >/dev/null)
  if [ -e "$base_dir/apps/web/src/render-page.tsx" ]; then
    (cd "$base_dir/apps/web" && "$BASE_VITE" build --ssr src/render-page.tsx >/dev/null)
  fi
  export FIRSTPAINT_BASE_DIR="$base_dir" FIRSTPAINT_BASE_REF="$base_ref"
  FIRSTPAINT_BASE_COMMIT="$(git rev-parse --short "$base_ref")"
  export FIRSTPAINT_BASE_COMMIT
fi
FIRSTPAINT_COMMIT="$commit" node --import tsx bench/firstpaint/run.ts
