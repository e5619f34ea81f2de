# syntax=docker/dockerfile:1
#
# Parley's server, with the console and the shopper widget it serves (docs/deploy.md).
# Build from the repository root:  docker build -t parley .
# Run:  docker run --rm -p 3000:3000 -v parley-data:/data parley

ARG NODE_IMAGE=node:20-bookworm-slim

# The workspaces' manifests and the lock file: what `npm ci` needs, so that its layer is reused
# until one of them changes. A new workspace needs its package.json listed here.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/engine/package.json packages/engine/
COPY packages/simulator/package.json packages/simulator/
COPY apps/console/package.json apps/console/
COPY apps/server/package.json apps/server/
COPY apps/widget/package.json apps/widget/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every workspace's dependencies, then the console, the widget and the compiled server
# (apps/server/dist/main.js, bundled by esbuild).
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci
COPY . .
# Optional: a console that reads its maintenance status from another host (README.md).
ARG VITE_STATUS_FEED_URL=""
ARG VITE_STATUS_PAGE_URL=""
RUN npm run build

# The server's production dependencies only: no console, test or build packages. The lock file
# does not mark tsx (nor esbuild, which it brings) as a development dependency because
# @parley/bench lists tsx among its dependencies, so npm keeps them; the compiled server needs
# neither, and they are removed. No install script is needed by what remains.
FROM manifests AS deps
RUN npm ci --omit=dev --ignore-scripts --workspace @parley/server --include-workspace-root=false \
    && rm -rf node_modules/tsx node_modules/esbuild node_modules/@esbuild \
        node_modules/.bin/tsx node_modules/.bin/esbuild \
    && mkdir -p apps/server/node_modules

# Runtime: the repository's layout below /app, which the server finds its files by
# (apps/server/src/paths.ts): migrations, expressions, the console's and the widget's builds.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# Packages that npm had to place below the workspace (none with today's lock file).
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
# "type": "module": Node reads dist/main.js as an ES module because of it.
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/public ./apps/server/public
COPY --from=build /app/apps/console/dist ./apps/console/dist
COPY --from=build /app/apps/widget/dist ./apps/widget/dist
COPY --from=build /app/apps/widget/demo-store.html ./apps/widget/
# The embedded database and uploaded images (without S3_BUCKET). A named volume mounted here
# starts with this folder's owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /health: the process answers (liveness). Node, as the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server drains on SIGTERM: no new connections, requests in flight finish within
# SHUTDOWN_TIMEOUT_SECONDS (10), then it exits 0. Give it longer than that before a SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/server/dist/main.js"]
