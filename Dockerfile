# syntax=docker/dockerfile:1
# The members area server (with the built web app) as an image.
#   docker build -t members-area .
#   docker compose up          (Redis, two instances and nginx: compose.yaml)
# Settings are environment variables (.env.example, docs/operator-guide.md).

ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app

# better-sqlite3 (used by the embedded WHMCS emulator) compiles with python3,
# make and g++; the project's lock file is written by npm 11.
FROM base AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g npm@11 --no-audit --no-fund

# The package files first, so the install layers are reused until they change.
FROM toolchain AS manifests
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY emulator/package.json emulator/
COPY server/package.json server/
COPY web/package.json web/

# Build: every dependency, then contract, emulator, server and the web app.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of what runs (server, contract, emulator) only:
# no build tools, test tools or the web app's libraries (it is served built).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund \
  --workspace=server --workspace=contract --workspace=emulator

FROM base AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000
# Owned by root and read-only for the user the server runs as.
COPY --from=production-dependencies /app ./
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/emulator/dist emulator/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
# The unprivileged user of the Node.js image.
USER node
EXPOSE 3000
# Liveness: the process answers (/readyz also checks Redis and WHMCS; see
# docs/operator-guide.md for load balancers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (exec form): in-flight requests finish within
# SHUTDOWN_GRACE_MS (keep it below compose's stop_grace_period). The young
# generation of the heap is capped at 2 MiB per half (docs/performance.md).
CMD ["node", "--max-semi-space-size=2", "server/dist/main.js"]
