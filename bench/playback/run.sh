#!/usr/bin/env bash
# Playback benchmark: builds the editor's benchmark page, then compares canvas options in one run.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx vite build -c bench/render/vite.config.ts
npx tsx bench/playback/run.ts
