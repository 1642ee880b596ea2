#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (server on PGlite, then again on a real
# PostgreSQL), and the browser journeys in Chromium against the built app (docs/testing.md).
# Stages that wait more than they compute run side by side, each into its own log, printed whole
# as it ends. Each stage's wall and CPU time go to .tmp/results/stages.tsv; the summary prints them
# with the totals per project and the slowest test files.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$PWD/.tmp/results"
rm -rf "$results" && mkdir -p "$results"
stages="$results/stages.tsv"

now_us() { echo "${EPOCHREALTIME/./}"; }
seconds_since() { local us=$(($(now_us) - $1)); printf '%d.%d' $((us / 1000000)) $((us % 1000000 / 100000)); }

# The user and system CPU seconds of a subshell's children, from the second line of `times`:
# processes that leave their parent (a database server, a browser's helpers) are not in it.
cpu_seconds() {
  tail -1 "$1" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%.1f", t }'
}

# Where the machine lets us (as root, cgroup v1's cpuacct or cgroup v2), each stage runs in a
# control group of its own, which counts the CPU of every process it starts, those that leave
# their parent included, and only theirs: a fair figure on a machine shared with other work.
cgroup_root=""
if [ -w /sys/fs/cgroup/cpuacct ]; then
  cgroup_root=/sys/fs/cgroup/cpuacct
elif [ -w /sys/fs/cgroup/cgroup.procs ] && [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  cgroup_root=/sys/fs/cgroup
fi
# The run's own group, holding every stage's; removed at the end (a group still holding a stray
# process stays, empty groups go).
if [ -n "$cgroup_root" ]; then
  if mkdir -p "$cgroup_root/ringalong-test-$$" 2>/dev/null; then
    trap 'find "$cgroup_root/ringalong-test-$$" -depth -type d -exec rmdir {} + 2>/dev/null || true' EXIT
  else
    cgroup_root=""
  fi
fi
cgroup_cpu_seconds() {
  if [ -f "$1/cpuacct.usage" ]; then
    awk '{ printf "%.1f", $1 / 1e9 }' "$1/cpuacct.usage"
  else
    awk '$1 == "usage_usec" { printf "%.1f", $2 / 1e6 }' "$1/cpu.stat"
  fi
}

# timed <name> <command...>: runs a stage's command, then records its wall and CPU time.
timed() {
  local name=$1 start code=0 seconds cpu_file cpu group=""
  shift
  cpu_file=$(mktemp "$results/.cpu.XXXXXX")
  if [ -n "$cgroup_root" ]; then
    # Inside a stage's group (a stage made of stages), its parts' groups are counted in it too.
    group="${RINGALONG_TEST_CGROUP:-$cgroup_root/ringalong-test-$$}/$(echo "$name" | tr -c 'a-zA-Z0-9\n' '-')"
    mkdir -p "$group" 2>/dev/null || group=""
  fi
  start=$(now_us)
  # In a subshell, so that `times` reports the CPU of this stage's processes alone.
  (
    set +e
    if [ -n "$group" ] && echo "$BASHPID" >"$group/cgroup.procs" 2>/dev/null; then
      export RINGALONG_TEST_CGROUP="$group"
    fi
    "$@"
    code=$?
    times >"$cpu_file"
    exit "$code"
  ) || code=$?
  seconds=$(seconds_since "$start")
  if [ -n "$group" ]; then
    cpu=$(cgroup_cpu_seconds "$group")
    rmdir "$group" 2>/dev/null || true
  else
    cpu=$(cpu_seconds "$cpu_file")
  fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$code" "$cpu" >>"$stages"
  rm -f "$cpu_file"
  echo "-- $name: $seconds s (exit $code)"
  return "$code"
}

# A failed stage ends the run, after the summary of what ran (stages, slowest files, counts).
fail() {
  node scripts/summarize-tests.mjs "$results" || true
  echo "stage failed: $1" >&2
  exit 1
}

# stage <name> <command...>: one stage on its own, its output as it comes.
stage() {
  echo "== $1"
  timed "$@" || fail "$1"
}

# together <name> <command...> [--- <name> <command...>]...: stages side by side, each into its
# own log; each log is printed whole once its stage ends; it fails after them if any failed.
together() {
  local -a pids=() names=() logs=() args=()
  local log failed=""
  start_one() {
    log="$results/$(echo "$1" | tr -c 'a-zA-Z0-9\n' '-').log"
    timed "$@" >"$log" 2>&1 &
    pids+=($!) names+=("$1") logs+=("$log")
  }
  while [ $# -gt 0 ]; do
    if [ "$1" = --- ]; then
      start_one "${args[@]}"
      args=()
    else
      args+=("$1")
    fi
    shift
  done
  [ ${#args[@]} -gt 0 ] && start_one "${args[@]}"
  echo "== side by side: ${names[*]}"
  local left=${#pids[@]} i
  local -a done_=()
  while [ "$left" -gt 0 ]; do
    wait -n "${pids[@]}" 2>/dev/null || true
    for i in "${!pids[@]}"; do
      [ -n "${done_[$i]:-}" ] && continue
      if ! kill -0 "${pids[$i]}" 2>/dev/null; then
        wait "${pids[$i]}" || failed+="${names[$i]}; "
        done_[$i]=1
        left=$((left - 1))
        echo "== ${names[$i]}"
        cat "${logs[$i]}"
      fi
    done
  done
  [ -z "$failed" ] || { echo "== failed: $failed"; return 1; }
}

# A vitest run's reporters: the console, and a JSON report for the summary.
reporters=(--reporter=default --reporter=json)
json() { printf -- '--outputFile.json=%s/%s.json' "$results" "$1"; }
# The Node projects (the server on PGlite, the web app in jsdom, the packages): nothing of the build.
# Beside a throw-away Redis: the server's Redis tests (rooms across instances) run in this pass.
vitest_pglite=(bash scripts/with-redis.sh npx vitest run --project song --project contract --project music-io --project server
  --project web "${reporters[@]}" "$(json vitest-pglite)")
# The web app's tests in Chromium, in a run of their own: a browser instance holds one of a run's
# workers for all its files, which left the Node projects one worker for minutes.
vitest_browser=(npx vitest run --project web-browser --project web-page "${reporters[@]}" "$(json vitest-browser)")
# The start script's tests read the build.
vitest_scripts=(npx vitest run --project scripts "${reporters[@]}" "$(json vitest-scripts)")
# One worker: it runs beside the other stages, and mostly waits on its database server.
vitest_postgres=(env VITEST_MAX_WORKERS=1 bash scripts/with-postgres.sh npx vitest run --project server
  "${reporters[@]}" "$(json vitest-postgres)")
# Three workers: a journey mostly waits (on the page, the server, real-time playback).
journeys=(env E2E_WORKERS="${E2E_WORKERS:-3}" PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json"
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json)

# The build stage builds as npm start does, with NODE_ENV=development set as a developer's shell
# may have it: scripts/start.test.ts then reads that build instead of making its own.
export RINGALONG_BUILT_WITH_NODE_ENV=development

# The build, then what needs it: the journeys run the built app, and the start script's test reads
# the build. They start the moment the build ends.
built_then_tests() {
  echo "== build the web app and the server"
  local first=()
  [ -n "$cgroup_root" ] && [ "$(id -u)" = 0 ] && first=(nice -n -5)
  timed "build the web app and the server" ${first[@]+"${first[@]}"} env NODE_ENV=development \
    node scripts/start.mjs --build || return 1
  together "browser journeys (Chromium)" "${journeys[@]}" \
    --- "the start script's tests" "${vitest_scripts[@]}"
}

# The machine as the run starts and ends: its load, and how long a fixed piece of work takes it
# (scripts/speed-probe.mjs), for reading the stage times against the machine's speed that day.
machine="$results/machine.tsv"
printf 'load at start\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)" >>"$machine"
node scripts/speed-probe.mjs 'reference work at start (CPU ms)' "$machine"

# Everything starts at once but what needs the build: the journeys, the longest lane, start the
# moment the build ends; the rest runs beside them. The build goes first: as root (where the
# stages have control groups, and a niceness may be lowered) it runs at nice -5, three times the
# CPU of the stages beside it when both want it, so that the journeys start sooner and the two
# lanes end nearer together. Only the build: the stages beside it keep the machine's usual share
# against anything else it runs (niced instead, they starved beside another suite).
total_start=$(now_us)
together typecheck bash scripts/typecheck.sh \
  --- "lint and format" npx biome ci . \
  --- "server tests on PostgreSQL" "${vitest_postgres[@]}" \
  --- "unit and integration tests (PGlite)" "${vitest_pglite[@]}" \
  --- "web app tests in Chromium" "${vitest_browser[@]}" \
  --- "build, then the journeys and the start script" built_then_tests ||
  fail "see the stages above"
total_cpu=""
if [ -n "$cgroup_root" ]; then total_cpu=$(cgroup_cpu_seconds "$cgroup_root/ringalong-test-$$"); fi
printf '%s\t%s\t0\t%s\n' "total" "$(seconds_since "$total_start")" "$total_cpu" >>"$stages"
node scripts/speed-probe.mjs 'reference work at end (CPU ms)' "$machine"
node scripts/summarize-tests.mjs "$results" vitest-pglite.json vitest-browser.json vitest-scripts.json vitest-postgres.json \
  playwright.json
