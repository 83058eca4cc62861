#!/bin/sh
# Installs, builds and starts the storefront on the embedded commerce service (SQLite in ./data).
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
# Plain http on localhost for the demo; behind TLS in production keep COOKIE_SECURE=true (the default).
COOKIE_SECURE="${COOKIE_SECURE:-false}" exec npm start
