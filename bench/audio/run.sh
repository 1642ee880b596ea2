#!/usr/bin/env bash
# Audio benchmark: builds the benchmark page around the real engine, then measures it in Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx vite build -c bench/audio/vite.config.ts
npx tsx bench/audio/run.ts
