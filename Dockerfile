# Production image: builds the workspace, then runs the API, which also serves the built web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@12
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
# The Node flags of `start:prod` in apps/api/package.json (see docs/decisions.md, "API heap").
CMD ["node", "--initial-old-space-size=512", "apps/api/dist/main.js"]
