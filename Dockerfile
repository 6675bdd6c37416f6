# ToneLens API + web app in one image. Build: docker build -t tonelens .
# Runs as the unprivileged `node` user; configuration comes from the environment (.env.example).
# deploy/image.test.ts runs this file's COPY and RUN lines natively, in order, and boots the result: keep RUN
# lines to paths relative to WORKDIR.

# 1. Build: the whole workspace, to bundle the API and build the web app.
FROM node:22-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY api/package.json api/
COPY web/package.json web/
# The root postinstall prepares the extension build, which the image does not ship; nothing here needs sqlite3 built.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY core core
COPY api api
COPY web web
COPY deploy/runtime-manifest.mjs deploy/
RUN npm run build:api && npm run build:web && node deploy/runtime-manifest.mjs > runtime-package.json && mkdir -p data

# 2. Server dependencies: the API workspace's production dependencies and nothing else (no React, Vite, tsx,
#    esbuild or type declarations), with sqlite3 compiled for this Debian.
FROM node:22-bookworm AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY api/package.json api/
COPY web/package.json web/
# The workspaces' own links (@tonelens/*) are not needed: the bundle holds core. sequelize lists two @types
# packages as dependencies; nothing loads them at run time. Of sqlite3's build only the addon is kept (its
# sources and object files are 20 MB).
RUN npm ci --omit=dev --workspace=@tonelens/api --ignore-scripts --no-audit --no-fund \
  && npm rebuild sqlite3 \
  && mv node_modules/sqlite3/build/Release/node_sqlite3.node . \
  && rm -rf node_modules/sqlite3/build node_modules/sqlite3/deps \
  && mkdir -p node_modules/sqlite3/build/Release && mv node_sqlite3.node node_modules/sqlite3/build/Release/ \
  && rm -rf node_modules/@tonelens node_modules/@types node_modules/.package-lock.json \
  && mkdir -p api/node_modules

# 3. Run: the bundle, the web app and the server dependencies.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 WEB_DIST_DIR=web/dist
WORKDIR /app
COPY --from=build /app/runtime-package.json ./package.json
COPY --from=build /app/api/package.json ./api/
COPY --from=server-deps /app/node_modules ./node_modules
COPY --from=server-deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
# The embedded SQLite database (when DATABASE_URL is not MySQL) lives in data/, the only folder the app writes.
COPY --from=build --chown=node:node /app/data ./data
USER node
EXPOSE 8787 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exactly the `serve` script of package.json.
CMD ["node", "--max-old-space-size=512", "api/dist/server.js"]
