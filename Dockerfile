# syntax=docker/dockerfile:1
# Production image in four stages: the dependencies, fetched from the lockfile alone (a change to
# the sources does not download them again); the build; a production-only deploy of the API (no
# development dependencies); and the runtime, which runs as the unprivileged `node` user.
FROM node:24.21.0-bookworm-slim AS base
RUN npm i -g pnpm@12
WORKDIR /app

FROM base AS dependencies
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

FROM dependencies AS build
COPY . .
RUN pnpm install --frozen-lockfile --offline \
  && pnpm build \
  && pnpm --filter @wps/api --prod deploy /deploy/api

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The API reads its migrations, seed files and the built web app relative to /app.
COPY --from=build /deploy/api apps/api
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/prisma/functions prisma/functions
COPY --from=build /app/prisma/seed prisma/seed
# DATA_DIR: members' uploads (and the embedded Postgres when no DATABASE_URL is given).
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# The Node flags of `start:prod` in apps/api/package.json (see docs/decisions.md, "API heap").
CMD ["node", "--initial-old-space-size=512", "apps/api/dist/main.js"]
