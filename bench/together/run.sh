#!/usr/bin/env bash
# Rehearse together: skew between devices and the reach of an intent (bench/together/skew.ts), on
# the built server and web app. SKEW_INSTANCES=2: the ringers on a second instance, on one Redis.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run build
if [ "${SKEW_INSTANCES:-1}" = 2 ]; then
  # Two instances on a throw-away Redis: the director on the first, the ringers on the second.
  bash scripts/with-redis.sh bash -c 'REDIS_URL="$REDIS_TEST_URL/0" npx tsx bench/together/skew.ts'
else
  npx tsx bench/together/skew.ts
fi
