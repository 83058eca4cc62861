# Storefront: BFF + embedded commerce service + built SPA in one image.
# Build:  docker build -t storefront .
# Run:    docker run -p 3000:3000 -e SESSION_SECRET=... -v storefront-data:/data storefront

FROM node:20-bookworm-slim AS builder
WORKDIR /app
# Toolchain only for native modules (better-sqlite3) when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install, not npm ci: see scripts/test-fresh.sh (the lock lists only the Linux builds of
# per-platform packages); the committed lock still pins every version.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && find server shared -name '*.test.ts' -delete

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist/web
WORKDIR /app
COPY --from=builder /app/package.json ./package.json
COPY --from=builder /app/node_modules ./node_modules
COPY --from=builder /app/server ./server
COPY --from=builder /app/shared ./shared
COPY --from=builder /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
