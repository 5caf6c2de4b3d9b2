/**
 * A bare Fastify JSON route, the yardstick of the scale-out figures: the
 * members area's warm `allData` is compared with what Fastify alone does on
 * this machine in the same run. Listens on 127.0.0.1:$PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/json', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
