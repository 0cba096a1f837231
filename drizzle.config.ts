import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and committed; both PGlite and PostgreSQL apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
