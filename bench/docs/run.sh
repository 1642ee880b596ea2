#!/usr/bin/env bash
# npm run bench:docs: the documentation's pictures and figures, on demand (never in `npm test`):
# - the projector shots: the player and Ring along with 8, 14 and 37 rows at 1280x720 and
#   1920x1080, measured from their pixels (e2e/screenshots/projector/, figures-*.json for
#   docs/ring-along.md);
# - the journeys' pictures (e2e/screenshots/*.png: every journey with E2E_SHOTS=1);
# - the colour schemes and the print view (e2e/screenshots/colours/, e2e/screenshots/print/).
# What these pictures guard (contrast, sizes) is checked by the journeys themselves.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run build >/dev/null
port="${E2E_PORT:-3180}"
echo "== projector shots"
npx playwright test -c bench/docs/playwright.config.ts --reporter=list
echo "== the journeys' pictures"
E2E_SHOTS=1 npx playwright test -c e2e/playwright.config.ts --reporter=dot
echo "== colour schemes and print view"
data=$(mktemp -d /tmp/ringalong-docs.XXXXXX)
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" PUBLIC_URL="http://127.0.0.1:$port" NODE_ENV=test \
  node apps/server/dist/main.js >"$data/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 240); do
  [ "$(curl -s -o /dev/null -w "%{http_code}" "http://127.0.0.1:$port/auth/me")" != 000 ] && break
  sleep 0.5
done
BASE_URL="http://127.0.0.1:$port" node --import tsx bench/docs/colour-shots.ts
BASE_URL="http://127.0.0.1:$port" node --import tsx bench/docs/print-shots.ts
