#!/bin/sh
# Installs everything the tests need on a fresh Debian machine and runs every test.
# Chromium comes from Debian's packages; PostgreSQL, when installed, is started and gets a test role,
# so the integration suites run on SQLite and again on PostgreSQL.
set -eu
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

# Thai, Lao and Chinese fonts, so the journeys lay out (and the screenshots show) those languages in
# real glyphs, as a shopper's machine does, not in the fallback boxes of a bare Chromium.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/redis-server ] || [ ! -x /usr/sbin/haproxy ] \
  || [ ! -d /usr/share/fonts/truetype/tlwg ] || [ ! -d /usr/share/fonts/truetype/lao ] || [ ! -d /usr/share/fonts/opentype/noto ]; then
  echo "==> Installing Chromium, Redis, HAProxy and the Thai, Lao and Chinese fonts from Debian's packages"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium redis-server haproxy fonts-thai-tlwg fonts-lao fonts-noto-cjk >/dev/null
  # The tests start their own Redis and HAProxy on free loopback ports; the packaged services stay off.
  $SUDO service redis-server stop >/dev/null 2>&1 || true
  $SUDO service haproxy stop >/dev/null 2>&1 || true
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_lsclusters >/dev/null 2>&1; then
  CLUSTER=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
  if [ -n "$CLUSTER" ]; then
    echo "==> Starting PostgreSQL $CLUSTER"
    # shellcheck disable=SC2086
    $SUDO pg_ctlcluster --skip-systemctl-redirect $CLUSTER start 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      if $SUDO -u postgres psql -qtAc 'select 1' >/dev/null 2>&1 || su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
      sleep 1
    done
    PSQL="psql -v ON_ERROR_STOP=1 -qtA"
    run_pg() { if [ -n "$SUDO" ]; then sudo -u postgres $PSQL -c "$1"; else su postgres -c "$PSQL -c \"$1\""; fi; }
    if ! run_pg "select 1 from pg_roles where rolname='storefront'" | grep -q 1; then
      run_pg "CREATE ROLE storefront LOGIN SUPERUSER PASSWORD 'storefront'"
    fi
    if ! run_pg "select 1 from pg_database where datname='storefront_test'" | grep -q 1; then
      run_pg "CREATE DATABASE storefront_test OWNER storefront"
    fi
    export TEST_DATABASE_URL="postgres://storefront:storefront@127.0.0.1:5432/storefront_test"
  fi
fi

echo "==> Installing dependencies (npm install, pinned by package-lock.json)"
# Not `npm ci`: the registry this project reaches serves only the Linux builds of packages with
# per-platform optional dependencies (rollup, esbuild), so the lock cannot list the others and
# `npm ci` refuses it. `npm install` with the committed lock installs the same pinned versions.
npm install --no-audit --no-fund

echo "==> Building the SPA and the server (the test command starts with the verify gate)"
npm run build

echo "==> Running every test"
npm test
