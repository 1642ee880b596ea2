#!/usr/bin/env bash
# Export benchmark: builds a page around the app's WAV export and renders a three-minute song in
# Chromium, with and without the room, run for run in turn (see run.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
npx vite build -c bench/export/vite.config.ts
npx tsx bench/export/run.ts
