#!/usr/bin/env bash
# Render benchmark: builds the editor's benchmark page, then measures it in Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx vite build -c bench/render/vite.config.ts
npx tsx bench/render/run.ts
