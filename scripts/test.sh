#!/bin/sh
# Every test: the verify gate, then unit + integration on SQLite (on this machine's Node, then the server suites on Node 24),
# the integration suites again on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys in Chromium.
set -eu
cd "$(dirname "$0")/.."
PG_URL="${TEST_DATABASE_URL:-}"

echo "==> Verify: types, lint with the import zones, design tokens, dead code"
npm run -s verify

echo "==> Unit and integration tests (SQLite)"
env -u TEST_DATABASE_URL npx vitest run --config vitest.config.ts

echo "==> The same server suites on Node 24, the production runtime"
sh scripts/node24.sh

if [ -n "$PG_URL" ]; then
  echo "==> Integration tests (PostgreSQL)"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --config vitest.config.ts tests/integration
  echo "==> The scaled-out cluster under load with rolling restarts (HAProxy, 2 BFF, 2 commerce, PostgreSQL, Redis)"
  TEST_DATABASE_URL="$PG_URL" sh scripts/cluster.sh
else
  echo "==> TEST_DATABASE_URL not set: skipping the PostgreSQL run and the cluster test"
fi

echo "==> End-to-end journeys (Chromium)"
env -u TEST_DATABASE_URL npx vitest run --config vitest.e2e.config.ts
