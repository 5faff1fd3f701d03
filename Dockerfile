# syntax=docker/dockerfile:1
# Furlong's production image: the bundled API and the precompressed web app on Node 24 LTS,
# with production dependencies only, run as the unprivileged `node` user.
# The same commands as `.ci/prod-build`, which CI runs (no Docker engine there):
#   npm ci; npm run build; npm ci --omit=dev --workspace @furlong/api; node apps/api/dist/server.js
# Build: docker build -t furlong .   Reference deployment: compose.yaml (README).
ARG NODE_IMAGE=node:24-bookworm-slim

# Package files only first, so a source change reuses the installed layers.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @furlong/api --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    METRICS_PORT=9464 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/migrations apps/api/migrations
COPY --from=build /app/apps/api/src/db/functions apps/api/src/db/functions
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder, for a single instance without DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 with no npm or shell in between, so SIGTERM reaches the server, which drains.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
