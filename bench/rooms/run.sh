#!/usr/bin/env bash
# Rooms under load (bench/rooms/load.ts): one instance, then two on a throw-away Redis with the
# first killed midway. ROOMS, DEVICES and ROOMS_SECONDS change the size (50 x 12 for 30 s).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
bash scripts/with-redis.sh bash -c 'REDIS_URL="$REDIS_TEST_URL/0" npx tsx bench/rooms/load.ts'
