// API throughput and latency on loopback: the catalogue endpoints under 10 concurrent clients.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadQuiz } from '../src/server/modules/quiz/quiz.content.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const quiz = await loadQuiz(path.resolve('content/quiz.json'));
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
const app = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-')),
  }),
  database,
  roles,
  quiz,
  logger: false,
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

for (const route of ['/api/jobs', '/api/jobs/m-and-a-analyst', '/api/health']) {
  const result = await autocannon({ url: `${url}${route}`, connections: 10, duration: SECONDS });
  console.log(
    `${route.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
