#!/usr/bin/env bash
# API benchmark on both databases, PGlite (the embedded default) and a throw-away PostgreSQL with
# fsync and synchronous commit on: this checkout against a baseline, by default `main`, from a
# temporary git worktree under .tmp/, in the same run (API_BASE_REF=<ref> picks another baseline,
# API_BASE_REF=none measures this checkout alone). BENCH_ENGINES=pglite or postgres runs one.
# BENCH_SOAK_SECONDS=300 runs the soak instead of the scenarios (see run.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
mkdir -p bench/results .tmp
base_ref="${API_BASE_REF:-main}"
base_dir="$root/.tmp/api-base"
engines="${BENCH_ENGINES:-pglite postgres}"

remove_base() {
  if [ -e "$base_dir" ]; then git worktree remove --force "$base_dir" 2>/dev/null || rm -rf "$base_dir"; fi
}
remove_base
trap remove_base EXIT

BENCH_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"
export BENCH_COMMIT
if [ "$base_ref" != none ]; then
  git worktree add --detach --quiet "$base_dir" "$base_ref"
  # The baseline uses this checkout's installed packages (found by walking up from .tmp/), but
  # its own workspaces: the copied links point at its own packages/ and apps/.
  mkdir -p "$base_dir/node_modules"
  cp -a node_modules/@ringalong "$base_dir/node_modules/"
  BENCH_BASE_COMMIT="$(git rev-parse --short "$base_ref")"
  export BENCH_BASE_DIR="$base_dir" BENCH_BASE_REF="$base_ref" BENCH_BASE_COMMIT
fi
for engine in $engines; do
  if [ "$engine" = postgres ]; then
    PG_DURABLE=1 bash scripts/with-postgres.sh node --import tsx bench/api/run.ts
  else
    node --import tsx bench/api/run.ts
  fi
done
