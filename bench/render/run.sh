#!/usr/bin/env bash
# Render benchmark: the whole main thread per playing frame (from a Chrome trace) for this
# checkout and, built in the same run, a baseline (`main` by default; see baseline.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/render/baseline.sh
npx tsx bench/render/run.ts
