# Storefront: BFF + embedded commerce service + built SPA in one image.
# Build:  docker build -t storefront .
# Run:    docker run -p 3000:3000 -e SESSION_SECRET=... -v storefront-data:/data storefront

# Node 24 is the active LTS line. On it the server opens SQLite with better-sqlite3 13 (Node-API,
# prebuilt in its npm package); see server/commerce/db/sqlite-driver.ts for why not 12.
FROM node:24-bookworm-slim AS builder
WORKDIR /app
# Toolchain for native modules that have no prebuilt binary in their npm package (better-sqlite3 12,
# the Node 20 driver, compiles at install time even though this image never loads it).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install, not npm ci: see scripts/test-fresh.sh (the lock lists only the Linux builds of
# per-platform packages); the committed lock still pins every version.
RUN npm install --no-audit --no-fund
COPY . .
# The SPA to dist/web, its first-screen drawing to dist/web-ssr and the server, compiled ahead of time, to dist/server; then the build and
# test tools (vite, esbuild, tsx, vitest) leave node_modules.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist/web
WORKDIR /app
COPY --from=builder /app/package.json ./package.json
COPY --from=builder /app/node_modules ./node_modules
COPY --from=builder /app/dist/server ./dist/server
COPY --from=builder /app/dist/web ./dist/web
# The first screens the BFF draws (docs/adr/0009), found beside STATIC_DIR.
COPY --from=builder /app/dist/web-ssr ./dist/web-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Plain JavaScript: no TypeScript loader at run time. The same image runs the commerce service alone
# with `node dist/server/commerce/main.js` and the admin CLI with `node dist/server/commerce/admin/cli.js`.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
