import { defineConfig } from 'prisma/config';

// Prisma's CLI is used for `generate` only; migrations are applied by the API itself
// (apps/api/src/database/migrator.ts), so the URL here is a harmless default.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
