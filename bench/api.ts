// API throughput and latency of the real server beside a bare Fastify route that sends the same
// bytes, measured in the same run: the catalogue, a quiz match, a subscriber's simulation and an
// embedded coach workflow. Both servers run in processes of their own; the load comes from here.
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PERSONAS } from '../src/server/modules/quiz/personas.test-data.ts';
import type { Capture } from './bare-server.ts';
import { cpuSeconds, residentMiB, startBareServer, type BenchProcess } from './process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;
const ROLE = 'm-and-a-analyst';
/** Enough subscribers that the coach's 300 requests an hour per user are never the limit. */
const COACH_USERS = 60;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU per request, microseconds: steadier than throughput on a shared machine. */
  cpuMicros: number;
}

export interface ApiRow {
  endpoint: string;
  app: Throughput;
  bare: Throughput;
  /** The real server's requests per second as a share of the bare route's. */
  ratio: number;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with the bytes as sent (no decompression), cookies and all. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** Signs a user up from an address of their own, pays locally and starts the role; the cookie. */
export async function makeSubscriber(
  server: BenchProcess,
  index: number,
  role = ROLE,
): Promise<string> {
  const json = { 'content-type': 'application/json', origin: server.origin };
  const from = {
    'x-forwarded-for': `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`,
  };
  const signUp = await raw(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...json, ...from },
    body: JSON.stringify({
      name: 'Bench Subscriber',
      email: `bench-${process.pid}-${Date.now()}-${index}@example.com`,
      password: 'bench-password-1',
    }),
  });
  const cookie = [signUp.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  const post = async (url: string, body: object = {}) => {
    const res = await raw(`${server.url}${url}`, {
      method: 'POST',
      headers: { ...json, ...from, cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;
  };
  const checkout = await post('/api/stripe/create-checkout-session', {
    priceId: 'single',
    successUrl: `${server.origin}/payment-success`,
    cancelUrl: `${server.origin}/`,
  });
  await post(`/api/checkout/local/${String(checkout.sessionId)}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  await post(`/api/sandbox/${role}/start`);
  return cookie;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Cookies taken in turn, one a request (the coach's per-user hourly budget). */
  rotate?: string[];
}

function endpoints(origin: string, cookies: string[]): Endpoint[] {
  const persona = PERSONAS[0]!;
  const answers = Object.entries(persona.answers).map(([questionId, ids]) => ({
    questionId,
    answers: ids,
  }));
  const json = { ...BROWSER, 'content-type': 'application/json', origin };
  return [
    { name: 'GET /api/jobs', method: 'GET', url: '/api/jobs', headers: BROWSER },
    {
      name: 'POST /api/quiz/match',
      method: 'POST',
      url: '/api/quiz/match',
      headers: json,
      body: JSON.stringify({ answers }),
    },
    {
      name: 'GET /api/sandbox/:id (signed in)',
      method: 'GET',
      url: `/api/sandbox/${ROLE}`,
      headers: { ...BROWSER, cookie: cookies[0]! },
    },
    {
      name: 'POST /api/coach/workflow (embedded, SSE)',
      method: 'POST',
      url: '/api/coach/workflow',
      headers: { ...json, accept: 'text/event-stream' },
      body: JSON.stringify({
        jobProfile: { id: ROLE, title: 'M&A Analyst' },
        workflowType: 'day-in-life',
      }),
      rotate: cookies,
    },
  ];
}

async function load(
  endpoint: Endpoint,
  target: BenchProcess,
  options: { seconds?: number; onSample?: () => void } = {},
): Promise<Throughput> {
  const { seconds = SECONDS, onSample } = options;
  let turn = 0;
  const cpuBefore = cpuSeconds(target.pid);
  const sampler = onSample ? setInterval(onSample, 250) : undefined;
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.url,
        headers: endpoint.headers,
        ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
        // Each request from a visitor address of its own (X-Forwarded-For from the trusted
        // loopback proxy), as on a real site: per-address limits are the product's, not ours.
        setupRequest: (req: autocannon.Request) => {
          turn++;
          const headers: Record<string, string> = {
            ...(req.headers as Record<string, string>),
            'x-forwarded-for': `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`,
          };
          if (endpoint.rotate) headers.cookie = endpoint.rotate[turn % endpoint.rotate.length]!;
          return { ...req, headers };
        },
      },
    ],
  });
  clearInterval(sampler);
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros: result.requests.total > 0 ? (cpu * 1e6) / result.requests.total : Number.NaN,
  };
}

function mean(runs: Throughput[]): Throughput {
  const avg = (pick: (t: Throughput) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    rps: avg((t) => t.rps),
    p50: avg((t) => t.p50),
    p99: avg((t) => t.p99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMicros: avg((t) => t.cpuMicros),
  };
}

/**
 * Measures each endpoint on `server` against the bare route, alternating the two ROUNDS times so
 * that a busy moment of the machine falls on both. Reports the largest resident memory of the
 * server seen while it was under load.
 */
export async function measureApi(
  server: BenchProcess,
): Promise<{ rows: ApiRow[]; peakRssMiB: number }> {
  const cookies: string[] = [];
  for (let i = 0; i < COACH_USERS; i++) cookies.push(await makeSubscriber(server, i));
  // BENCH_ENDPOINTS=coach (any part of the names) measures only those, e.g. while profiling.
  const only = process.env.BENCH_ENDPOINTS?.toLowerCase();
  const list = endpoints(server.origin, cookies).filter(
    (endpoint) => !only || endpoint.name.toLowerCase().includes(only),
  );
  const captures: Capture[] = [];
  for (const endpoint of list) {
    const answer = await raw(`${server.url}${endpoint.url}`, {
      method: endpoint.method,
      headers: { ...endpoint.headers, ...(endpoint.rotate ? { cookie: endpoint.rotate[0]! } : {}) },
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    });
    if (answer.status !== 200)
      throw new Error(`${endpoint.name} answered ${answer.status}: ${answer.body}`);
    captures.push({
      method: endpoint.method,
      url: endpoint.url,
      status: answer.status,
      contentType: String(answer.headers['content-type']),
      ...(answer.headers['content-encoding']
        ? { contentEncoding: String(answer.headers['content-encoding']) }
        : {}),
      bodyBase64: answer.body.toString('base64'),
    });
  }
  const capturesFile = path.join(tmpdir(), `finsim-bench-captures-${process.pid}.json`);
  writeFileSync(capturesFile, JSON.stringify(captures));
  const bare = await startBareServer(capturesFile);
  let peakRssMiB = residentMiB(server.pid);
  const sample = () => (peakRssMiB = Math.max(peakRssMiB, residentMiB(server.pid)));
  const rows: ApiRow[] = [];
  try {
    for (const endpoint of list) {
      // A short warm-up of each, so neither pays for first-use compilation in the figures.
      await load(endpoint, bare, { seconds: 1 });
      await load(endpoint, server, { seconds: 1 });
      const appRuns: Throughput[] = [];
      const bareRuns: Throughput[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        bareRuns.push(await load(endpoint, bare));
        appRuns.push(await load(endpoint, server, { onSample: sample }));
      }
      const app = mean(appRuns);
      const base = mean(bareRuns);
      rows.push({ endpoint: endpoint.name, app, bare: base, ratio: app.rps / base.rps });
    }
  } finally {
    await bare.stop();
  }
  return { rows, peakRssMiB };
}
