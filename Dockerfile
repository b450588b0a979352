# syntax=docker/dockerfile:1
# JurisRDV in one image: a build stage with every dependency, then a runtime stage holding the production
# dependencies and the built output only. Docker does not run where the project is developed:
# server/platform/operations/production-install.int.test.ts follows these steps outside Docker (it reads this file),
# so a path copied below that does not exist, or a file the server reads that is not copied, fails the suite.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install from the lockfile, not npm ci: the lockfile is made on linux-x64, where the registry the project
# uses lacks other platforms' optional binaries (biome, oxlint, tailwind's oxide); npm ci refuses a lockfile
# without them, npm install completes it for the platform it runs on and installs the versions it pins.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# Same reason as above for npm install rather than npm ci.
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# What the server reads from the project root at run time (server/platform/project-root.ts, PROJECT_ROOT).
COPY server/db/migrations ./server/db/migrations
COPY server/directory/geo/reference-data/communes-fr.csv ./server/directory/geo/reference-data/communes-fr.csv
COPY server/billing/invoices/pdf-assets/srgb.icc ./server/billing/invoices/pdf-assets/srgb.icc
# The embedded database's directory (DATA_DIR=./data) when DATABASE_URL is not set: the one place it writes.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
# No curl in the image: Node's fetch asks the readiness endpoint (database answers, migrations applied, not
# shutting down).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
