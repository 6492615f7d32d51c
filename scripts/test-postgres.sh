# Sourced by scripts/test.sh: a throwaway PostgreSQL for the tests that need one (TEST_POSTGRES_URL),
# installed from Debian's packages when the machine has none, as Chromium is for the browser tests. It
# runs as the `postgres` user (the server refuses root) on a temporary data directory and a free port
# on loopback, and is stopped and removed when the test run ends.

postgres_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

start_test_postgres() {
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  if [ -z "$(postgres_bin)" ]; then
    echo "Installing Debian's PostgreSQL for the database tests..."
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  fi
  local bin; bin="$(postgres_bin)"
  local owner="postgres"
  [ "$(id -u)" = "0" ] || owner="$(id -un)"
  as_owner() { if [ "$owner" = "$(id -un)" ]; then "$@"; else runuser -u "$owner" -- "$@"; fi; }
  TEST_POSTGRES_DIR="$(mktemp -d /tmp/hr-test-postgres.XXXXXX)"
  chown "$owner" "$TEST_POSTGRES_DIR"
  local port; port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
  # Trust on loopback only: a throwaway server for this run, reachable from this machine alone.
  as_owner "$bin/initdb" -D "$TEST_POSTGRES_DIR/data" -U "$owner" --auth=trust -E UTF8 >/dev/null
  as_owner "$bin/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -l "$TEST_POSTGRES_DIR/log" -w \
    -o "-p $port -k $TEST_POSTGRES_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  export TEST_POSTGRES_URL="postgres://$owner@127.0.0.1:$port/postgres"
  echo "PostgreSQL for the tests on 127.0.0.1:$port"
}

stop_test_postgres() {
  [ -n "${TEST_POSTGRES_DIR:-}" ] || return 0
  local bin; bin="$(postgres_bin)"
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -m fast stop >/dev/null 2>&1 || true
  else "$bin/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -m fast stop >/dev/null 2>&1 || true; fi
  rm -rf "$TEST_POSTGRES_DIR"
}
