// A burst of sign-ins must not slow everyone else down: 200 people sign in at the same moment
// while other visitors load the JavaScript bundle and the catalogue. Password hashing is the
// heaviest work the server does, so this is where a shared thread pool would show.
//
// Every sign-in comes from its own loopback address and account, because the sign-in limits
// (per address and per e-mail) are part of the product and stay as they are.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadQuiz, loadRoleSignals } from '../src/server/modules/quiz/quiz.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 200);
const BUDGET_MS = 100;
const PROBES_PER_URL = 2;
// Sign-up allows 10 accounts per address per hour.
const SIGN_UPS_PER_ADDRESS = 10;
// Seeding is not what is measured: a few at a time keeps it steady.
const SEED_CONCURRENCY = 4;
const ORIGIN = 'http://localhost:3000';

const env = parseEnv({
  NODE_ENV: 'production',
  ALLOW_LOCAL_PAYMENTS: 'true',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-')),
});
const html = await readFile(path.join(env.WEB_DIST_DIR, 'index.html'), 'utf8');
const bundle = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
if (!bundle) throw new Error(`No script in ${env.WEB_DIST_DIR}/index.html: build the web app.`);

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const app = await buildApp({
  env,
  database: await openDatabase({ kind: 'pglite', dataDir: 'memory://' }),
  roles,
  quiz: await loadQuiz(path.resolve('content/quiz.json')),
  roleSignals: await loadRoleSignals(path.resolve('content/matching/role-signals.json'), roles),
  simulations: await loadSimulations(
    path.resolve('content/simulations'),
    new Set(roles.map((r) => r.job_id)),
  ),
  logger: false,
});
const port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);

interface Answer {
  status: number;
  ms: number;
  encoding: string | undefined;
}

/** One request to the server, timed from sending to the last byte of the answer. */
function send(
  urlPath: string,
  options: { body?: unknown; localAddress?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: payload === undefined ? 'GET' : 'POST',
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        headers: {
          'accept-encoding': 'br, gzip',
          origin: ORIGIN,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            encoding: response.headers['content-encoding'],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** 127.0.0.0/8 is loopback on Linux: every number here is an address of this machine. */
function loopback(n: number): string {
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const accounts = Array.from({ length: SIGN_INS }, (_, i) => ({
  email: `burst-${i}@example.com`,
  password: `burst-password-${i}`,
}));

const seedStarted = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: SEED_CONCURRENCY }, async () => {
    while (next < accounts.length) {
      const i = next++;
      const account = accounts[i]!;
      const answer = await send('/api/auth/sign-up/email', {
        body: { name: `Burst ${i}`, ...account },
        localAddress: loopback(0x10001 + Math.floor(i / SIGN_UPS_PER_ADDRESS)),
      });
      if (answer.status !== 200) throw new Error(`Sign-up ${i} answered ${answer.status}`);
    }
  }),
);
console.log(
  `Seeded ${accounts.length} accounts through sign-up in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

// Visitors keep loading the page's JavaScript and the catalogue while the burst runs.
let bursting = true;
const probe = async (urlPath: string, times: number[], encodings: Set<string>) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (bursting) {
    const answer = await send(urlPath, { agent });
    if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
    times.push(answer.ms);
    encodings.add(answer.encoding ?? 'identity');
  }
  agent.destroy();
};
const probed = [bundle, '/api/jobs'].map((urlPath) => ({
  urlPath,
  times: [] as number[],
  encodings: new Set<string>(),
}));
const probes = probed.flatMap(({ urlPath, times, encodings }) =>
  Array.from({ length: PROBES_PER_URL }, () => probe(urlPath, times, encodings)),
);

const burstStarted = performance.now();
const signIns = await Promise.all(
  accounts.map((account, i) =>
    send('/api/auth/sign-in/email', { body: account, localAddress: loopback(2 + i) }),
  ),
);
const burstSeconds = (performance.now() - burstStarted) / 1000;
bursting = false;
await Promise.all(probes);
await app.close();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const statuses = new Map<number, number>();
for (const { status } of signIns) statuses.set(status, (statuses.get(status) ?? 0) + 1);
const outcome = [...statuses]
  .sort(([a], [b]) => a - b)
  .map(([status, count]) => `${count} × ${status}`)
  .join(', ');
const signInTimes = signIns.map((answer) => answer.ms);
console.log(
  `${SIGN_INS} sign-ins at once: ${outcome} in ${burstSeconds.toFixed(1)} s (sign-in p50 ${Math.round(percentile(signInTimes, 0.5))} ms, p99 ${Math.round(percentile(signInTimes, 0.99))} ms)`,
);
let pass = true;
for (const { urlPath, times, encodings } of probed) {
  const p50 = percentile(times, 0.5);
  pass &&= p50 < BUDGET_MS;
  console.log(
    `  during the burst ${urlPath.padEnd(28)} ${[...encodings].join('/').padEnd(8)} ${times.length.toString().padStart(5)} requests   p50 ${p50.toFixed(1)} ms   p99 ${percentile(times, 0.99).toFixed(1)} ms`,
  );
}
console.log(`Budget: p50 under ${BUDGET_MS} ms for both: ${pass ? 'PASS' : 'FAIL'}`);
if (!pass) process.exitCode = 1;
