#!/usr/bin/env bash
# Bundle size on the critical path: builds the web app, then measures what the first page loads,
# in the bytes the server sends (the build's brotli and gzip variants). bench/firstpaint times it.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
npm run build -w @ringalong/web >/dev/null
node --import tsx bench/bundle/measure.ts
