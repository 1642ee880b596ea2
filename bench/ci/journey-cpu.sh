#!/usr/bin/env bash
# npm run bench:journey-cpu: the CPU each browser journey costs the machine (browser, server and
# runner), one journey at a time, from a control group (as root; cgroup v1 cpuacct or cgroup v2).
# What the journeys' share of `npm test` is made of: docs/testing.md. Build first (npm run build).
# Arguments go to Playwright (e.g. a spec file).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -w /sys/fs/cgroup/cpuacct ]; then root=/sys/fs/cgroup/cpuacct; else root=/sys/fs/cgroup; fi
group="$root/ringalong-journey-cpu-$$"
mkdir "$group" || { echo "needs a writable cgroup (run as root)" >&2; exit 1; }
trap 'rmdir "$group" 2>/dev/null || true' EXIT
code=0
bash -c 'echo $$ >"$1/cgroup.procs" && shift && exec "$@"' _ "$group" \
  env JOURNEY_CPU_GROUP="$group" E2E_WORKERS=1 E2E_PORT="${E2E_PORT:-3380}" \
  npx playwright test -c e2e/playwright.config.ts --reporter=dot,./bench/ci/cpu-reporter.ts "$@" || code=$?
sleep 1
exit "$code"
