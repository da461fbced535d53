import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @onboarding/server` writes a new migration into drizzle/ after a schema
// change; the migrations are committed and applied at start (src/infra/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/composition/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
