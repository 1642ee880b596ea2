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

remove_base() {
  if [ -e "$base_dir" ]; then git worktree remove --force "$base_dir" 2>/dev/null || rm -rf "$base_dir"; fi
}
remove_base
trap remove_base EXIT

npm run build -w @ringalong/web >/dev/null
commit="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"

if [ "$base_ref" != none ]; then
  git worktree add --detach --quiet "$base_dir" "$base_ref"
  # The baseline uses this checkout's installed packages (Node and Vite find them by walking up
  # from .tmp/), but its own workspaces: the copied links point at its own packages/ and apps/.
  mkdir -p "$base_dir/node_modules"
  cp -a node_modules/@ringalong "$base_dir/node_modules/"
  (cd "$base_dir/apps/web" && "$root/node_modules/.bin/vite" build >/dev/null)
  export FIRSTPAINT_BASE_DIR="$base_dir" FIRSTPAINT_BASE_REF="$base_ref"
  FIRSTPAINT_BASE_COMMIT="$(git rev-parse --short "$base_ref")"
  export FIRSTPAINT_BASE_COMMIT
fi
FIRSTPAINT_COMMIT="$commit" node --import tsx bench/firstpaint/run.ts
