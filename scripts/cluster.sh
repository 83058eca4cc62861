#!/bin/sh
# The scaled-out deployment on loopback (tests/cluster/cluster.ts): HAProxy, two BFFs, two commerce
# replicas, one PostgreSQL database with a streaming replica for catalogue reads (scripts/pg-replica.sh) and
# Redis, under load with rolling SIGTERM restarts and the read replica lost halfway.
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

# A streaming replica of the test PostgreSQL for the commerce replicas' catalogue reads (DATABASE_READ_URL),
# removed however the test ends.
REPLICA_DIR=$(mktemp -d /tmp/storefront-replica.XXXXXX)
remove_replica() { sh scripts/pg-replica.sh remove "$REPLICA_DIR" || true; }
trap remove_replica EXIT
trap 'exit 130' INT TERM
echo "==> Starting a streaming replica of the test PostgreSQL (pg_basebackup, hot standby)"
replica_status=0
replica_t0=$(date +%s)
CLUSTER_REPLICA_PORT=$(sh scripts/pg-replica.sh start "$TEST_DATABASE_URL" "$REPLICA_DIR") || replica_status=$?
if [ "$replica_status" = "0" ]; then
  echo "==> Replica streaming on 127.0.0.1:$CLUSTER_REPLICA_PORT after $(($(date +%s) - replica_t0)) s"
  export CLUSTER_REPLICA_PORT
  export CLUSTER_REPLICA_DIR="$REPLICA_DIR"
elif [ "$replica_status" = "3" ]; then
  echo "==> No replica on this machine: the cluster runs without DATABASE_READ_URL"
else
  echo "==> The replica did not start" >&2
  exit 1
fi

node --import tsx tests/cluster/cluster.ts
