#!/usr/bin/env bash
# Import benchmark: reads a 2000-note MusicXML file with readMusic (the reader the import worker
# runs) and, as the baseline in the same run, parses the same bytes bare with saxes; medians over
# IMPORT_RUNS runs (default 15). Goal: under 500 ms per import.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
node --import tsx bench/import/run.ts
