import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @onboarding/server` writes a new migration into drizzle/ after a schema
// change; the migrations are committed and applied at start by the database handle's `migrate()`
// (src/infra/db/pglite.ts and postgres.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/composition/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
