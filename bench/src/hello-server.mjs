// The baseline: a bare Fastify hello-world, started as a separate Node process like our server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
// The load test's baseline (load.ts): its calls at the same paths, JSON bodies parsed, no work.
app.all('/*', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
