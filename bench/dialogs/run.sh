#!/usr/bin/env bash
# Dialog opening time: builds the web app and a baseline (`main` by default, from a temporary git
# worktree under .tmp/; DIALOGS_BASE_REF=<ref> picks another, none measures this checkout alone),
# then times the first and second opening of a dialog in each, alternating run by run.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results .tmp
base_ref="${DIALOGS_BASE_REF:-main}"
base_dir="$PWD/.tmp/dialogs-base"
source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npm run build -w @ringalong/web >/dev/null
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  (cd "$base_dir/apps/web" && "$BASE_VITE" build >/dev/null)
  DIALOGS_BASE_DIST="$base_dir/apps/web/dist" DIALOGS_BASE_COMMIT="$(git rev-parse --short "$base_ref")"
  export DIALOGS_BASE_DIST DIALOGS_BASE_COMMIT DIALOGS_BASE_REF="$base_ref"
fi
node --import tsx bench/dialogs/first-open.ts
