// Time to the first streamed byte of the embedded coach, on loopback over real HTTP: a subscriber
// asks each of the six workflows ten times with Accept: text/event-stream. Budget: median 50 ms.
import http from 'node:http';
import { WORKFLOWS } from '../src/shared/domain/coaching.ts';
import { benchApp, subscriberCookie } from './support.ts';

const BUDGET_MS = 50;
const ROLE = 'm-and-a-analyst';
const app = await benchApp();
const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
const origin = 'http://localhost:3000';

const cookie = await subscriberCookie(app, origin, ROLE);

/** Milliseconds from sending the request to the first byte of the event stream. */
function firstByte(workflowType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jobProfile: { id: ROLE, title: 'M&A Analyst' }, workflowType });
    const started = performance.now();
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: '/api/coach/workflow',
        method: 'POST',
        headers: {
          origin,
          cookie,
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.once('data', () => resolve(performance.now() - started));
        response.on('error', reject);
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const times: number[] = [];
for (let round = 0; round < 10; round++)
  for (const workflow of WORKFLOWS) times.push(await firstByte(workflow.id));
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
console.log(
  `coach first streamed byte (embedded, ${times.length} workflows): median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, budget median ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
);
await app.close();
