#!/usr/bin/env bash
# Audio benchmark: builds the benchmark page around the real engine for this checkout and for a
# baseline, by default `main`, from a temporary git worktree under .tmp/ (AUDIO_BASE_REF=<ref>
# picks another; AUDIO_BASE_REF=none measures this checkout alone), then measures both in one
# Chromium, run for run in turn, so a busy machine weighs on both alike.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results .tmp
base_ref="${AUDIO_BASE_REF:-main}"
base_dir="$PWD/.tmp/audio-base"
source bench/lib/baseline.sh
trap 'remove_baseline "$base_dir"' EXIT

npx vite build -c bench/audio/vite.config.ts
AUDIO_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo '+changes')"
export AUDIO_COMMIT
if [ "$base_ref" != none ]; then
  add_baseline "$base_ref" "$base_dir"
  (cd "$base_dir" && "$BASE_VITE" build -c bench/audio/vite.config.ts >/dev/null)
  AUDIO_BASE_DIST="$base_dir/bench/audio/dist/"
  AUDIO_BASE_NAME="$base_ref $(git rev-parse --short "$base_ref")"
  export AUDIO_BASE_DIST AUDIO_BASE_NAME
fi
npx tsx bench/audio/run.ts
