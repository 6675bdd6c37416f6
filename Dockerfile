# ToneLens API + web app in one image. Build: docker build -t tonelens .
# Runs as the unprivileged `node` user; configuration comes from the environment (.env.example).

# 1. Build: install the workspace (sqlite3 compiles here), bundle the API and build the web app.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY api/package.json api/
COPY web/package.json web/
# The root postinstall prepares the extension build, which the image does not ship: skip scripts, then build sqlite3.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild sqlite3
COPY tsconfig.base.json ./
COPY core core
COPY api api
COPY web web
RUN npm run build:api && npm run build:web
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# 2. Run: the bundle, the web app and production dependencies only.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 WEB_DIST_DIR=web/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
# The embedded SQLite database (when DATABASE_URL is not MySQL) lives in data/, the only folder the app writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8787 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exactly the `serve` script of package.json.
CMD ["node", "--max-old-space-size=512", "api/dist/server.js"]
