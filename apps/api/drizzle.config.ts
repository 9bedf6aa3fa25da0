import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the SQL migrations into drizzle/; both PGlite and PostgreSQL apply them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
