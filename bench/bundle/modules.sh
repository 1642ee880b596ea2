#!/usr/bin/env bash
# What each chunk is made of: builds the web app with sourcemaps into a scratch folder (the kept
# build is untouched) and prints, per package or folder, the gzip bytes it adds to each chunk.
# Usage: bash bench/bundle/modules.sh [chunk name prefix, e.g. index or startup]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
(cd apps/web && npx vite build --sourcemap --outDir "$out" --emptyOutDir >/dev/null)
node --import tsx bench/bundle/modules.ts "$out" "${1:-}"
