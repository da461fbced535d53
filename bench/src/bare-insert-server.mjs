// The baseline of the journey-step write: a bare Fastify route that takes the same PATCH with a
// JSON body and inserts it with node-postgres (a pool of 10, as our server's default), started as a
// separate Node process like our server. No session, no ownership check, no validation, no
// encryption, no transaction: what one write costs with nothing of ours around it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists bare_partial_saves (
  id bigserial primary key,
  prospect_id text not null,
  body text not null,
  created_at timestamptz not null default now()
)`);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.patch('/prospects/:id/info/partialsave', async (request) => {
  await pool.query('insert into bare_partial_saves (prospect_id, body) values ($1, $2)', [
    request.params.id,
    JSON.stringify(request.body),
  ]);
  // The same answer as ours: the saved sections, so both send about as many bytes back.
  return { sections: request.body };
});
app.addHook('onClose', () => pool.end());

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
console.log('ready');
