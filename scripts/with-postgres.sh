#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on a free loopback port:
#   bash scripts/with-postgres.sh <command...>
# The server lives in a temporary folder owned by the postgres user and is stopped afterwards.
# DATABASE_URL is exported for the command. Tests run with fsync off; PG_DURABLE=1 keeps PostgreSQL's
# durable defaults (fsync, synchronous commit, full page writes), as benchmarks need.
set -euo pipefail
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$pgbin" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
dir=$(mktemp -d /tmp/ringalong-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_pg "$pgbin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
cleanup() { as_pg "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[ "${PG_DURABLE:-}" = 1 ] && durability="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
as_pg "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir $durability" start >/dev/null
as_pg "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U postgres ringalong_test
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/ringalong_test"
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port${PG_DURABLE:+ (fsync on)}"
"$@"
