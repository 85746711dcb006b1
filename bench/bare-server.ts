// The baseline of the API benchmark: Fastify with nothing else, one route per captured answer,
// sending the captured status, type, encoding and body bytes. It runs in its own process, as the
// real server does, so the two are measured alike.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface Capture {
  method: 'GET' | 'POST';
  url: string;
  status: number;
  contentType: string;
  contentEncoding?: string;
  bodyBase64: string;
}

const captures = JSON.parse(readFileSync(process.env.BARE_CAPTURES!, 'utf8')) as Capture[];
const app = Fastify({ logger: false });
for (const capture of captures) {
  const body = Buffer.from(capture.bodyBase64, 'base64');
  app.route({
    method: capture.method,
    url: capture.url,
    handler: (_request, reply) => {
      reply.code(capture.status).type(capture.contentType);
      if (capture.contentEncoding) reply.header('content-encoding', capture.contentEncoding);
      return reply.send(body);
    },
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
console.log('bare ready');
