#!/usr/bin/env bash
# Playback benchmark: the main thread per playing frame and long tasks, on a quiet machine and
# under a load of 4 made by the benchmark, for this checkout and a baseline (see render/baseline.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/render/baseline.sh
npx tsx bench/playback/run.ts
