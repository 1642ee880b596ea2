#!/usr/bin/env bash
# API benchmark on both databases: PGlite (the embedded default), then a throw-away PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
node --import tsx bench/api/run.ts
bash scripts/with-postgres.sh node --import tsx bench/api/run.ts
