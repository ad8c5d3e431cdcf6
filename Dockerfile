# syntax=docker/dockerfile:1
# Production image: one app server. Run several behind a load balancer on PostgreSQL
# (compose.yaml); `npm run cluster` starts the same command with the same environment names.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci
COPY tsconfig.base.json ./
COPY core core
COPY server server
COPY web web
RUN npm run build
# Only what the bundled server needs at run time: the server's and core's dependencies.
RUN npm ci --omit=dev --workspace @orrery/server --workspace @orrery/core --include-workspace-root=false

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/core/package.json core/
COPY --from=build /app/core/data core/data
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: a database outage takes the server out of the load balancer (/api/ready)
# rather than getting it restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (SHUTDOWN_TIMEOUT_SECONDS); node is PID 1 and handles it itself.
CMD ["node", "server/dist/main.js"]
