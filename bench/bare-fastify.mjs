// The baseline: a bare Fastify route answering a small JSON envelope.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'OK', value: { status: 0 } }));
await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
process.send?.('ready');
