#!/bin/sh
# The scaled-out deployment on loopback (tests/cluster/cluster.ts): HAProxy, two BFFs, two commerce
# replicas, one PostgreSQL database and Redis, under load with rolling SIGTERM restarts.
# Installs HAProxy and Redis from Debian's packages when they are missing, builds the server when
# dist/ is missing, and needs TEST_DATABASE_URL (scripts/test-fresh.sh sets it up).
set -eu
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "==> TEST_DATABASE_URL not set: skipping the cluster test (it needs PostgreSQL)"
  exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
if ! command -v haproxy >/dev/null 2>&1 || ! command -v redis-server >/dev/null 2>&1; then
  echo "==> Installing HAProxy and Redis from Debian's packages"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy redis-server >/dev/null
  # The packages start their own services; the test runs its own instances on free ports.
  $SUDO service haproxy stop >/dev/null 2>&1 || true
  $SUDO service redis-server stop >/dev/null 2>&1 || true
fi
# Debian keeps the daemons in sbin, which a non-root PATH may lack.
PATH="$PATH:/usr/sbin:/sbin"
export PATH

if [ ! -f dist/server/main.js ] || [ ! -f dist/server/commerce/main.js ]; then
  npm run -s build:server
fi

node --import tsx tests/cluster/cluster.ts
