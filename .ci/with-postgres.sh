#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: TEST_DATABASE_URL points at it, and it is removed afterwards.
# Usage: .ci/with-postgres.sh <command…>
set -euo pipefail
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing PostgreSQL from Debian's packages…"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin="$(find_bin)"
  else
    echo "The server tests on PostgreSQL need its server binaries: install them (Debian: 'sudo apt-get install postgresql')." >&2
    exit 1
  fi
fi
port="${PG_TEST_PORT:-54329}"
dir="$(mktemp -d /tmp/portal-pg.XXXXXX)"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
