#!/usr/bin/env bash
# Dialog opening time: builds the web app, then times the first and second opening of a dialog.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/results
npm run build -w @ringalong/web >/dev/null
node --import tsx bench/dialogs/first-open.ts
