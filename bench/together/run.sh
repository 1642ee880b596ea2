#!/usr/bin/env bash
# Rehearse together: skew between devices and the reach of an intent (bench/together/skew.ts), on
# the built server and web app.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run build
npx tsx bench/together/skew.ts
