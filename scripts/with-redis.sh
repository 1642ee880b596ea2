#!/usr/bin/env bash
# Runs a command beside a throw-away Redis server (Debian's redis-server) on a free loopback port:
#   bash scripts/with-redis.sh <command...>
# Nothing is written to disk but its log, in a temporary folder removed afterwards. REDIS_TEST_URL
# is exported for the command: the server's Redis tests (apps/server/test/redis/) run only with it.
set -euo pipefail
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Redis is not installed (apt-get install redis-server)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/ringalong-redis.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save '' --appendonly no \
  --logfile "$dir/log" --daemonize yes --pidfile "$dir/pid"
cleanup() {
  [ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && break
  sleep 0.1
done
export REDIS_TEST_URL="redis://127.0.0.1:$port"
echo "Redis $(redis-server --version | sed -n 's/.*v=\([^ ]*\).*/\1/p') on 127.0.0.1:$port"
"$@"
