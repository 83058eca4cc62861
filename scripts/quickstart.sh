#!/bin/sh
# Installs, builds and starts the storefront on the embedded commerce service (SQLite in ./data).
set -eu
cd "$(dirname "$0")/.."
# Not `npm ci`: the registry this project reaches serves only the Linux builds of packages with
# per-platform optional dependencies (rollup, esbuild), so the lock cannot list the others and
# `npm ci` refuses it. `npm install` with the committed lock installs the same pinned versions.
npm install --no-audit --no-fund
npm run build
# Plain http on localhost for the demo; behind TLS in production keep COOKIE_SECURE=true (the default).
COOKIE_SECURE="${COOKIE_SECURE:-false}" exec npm start
