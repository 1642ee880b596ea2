#!/usr/bin/env bash
# Typecheck every workspace with its own tsconfig (strict everywhere; packages/song without DOM or Node types).
set -euo pipefail
cd "$(dirname "$0")/.."
for ws in packages/song packages/music-io packages/contract apps/server apps/web e2e bench scripts; do
  echo "typecheck: $ws"
  npx tsc -p "$ws/tsconfig.json"
done
