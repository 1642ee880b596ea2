#!/usr/bin/env bash
# npm run bench: every benchmark under bench/ (bench/*/run.sh: api, audio, bundle, dialogs, export, firstpaint, import,
# playback, render, sync, together), each printing its figures and writing them under bench/results/.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/results
for b in bench/*/run.sh; do
  [ -e "$b" ] || continue
  echo "== $b"
  bash "$b"
done
