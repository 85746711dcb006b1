// API throughput and latency on loopback under 10 concurrent clients: the catalogue endpoints, and a
// subscriber's simulation (session, entitlement and counting checks on every request).
import autocannon from 'autocannon';
import { benchApp, subscriberCookie } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const app = await benchApp();
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const cookie = await subscriberCookie(app, 'http://localhost:3000', 'm-and-a-analyst');
const routes: Array<[string, Record<string, string>]> = [
  ['/api/jobs', {}],
  ['/api/jobs/m-and-a-analyst', {}],
  ['/api/health', {}],
  ['/api/sandbox/m-and-a-analyst', { cookie }],
];
for (const [route, headers] of routes) {
  const result = await autocannon({
    url: `${url}${route}`,
    connections: 10,
    duration: SECONDS,
    headers,
  });
  console.log(
    `${route.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
