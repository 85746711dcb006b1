// `npm run bench`: every figure of FinSim's speed in one run on this machine, each beside its
// baseline or budget, printed as a table and written to bench/results.json.
//   API        the real server against a bare Fastify route sending the same bytes (bench/api.ts),
//              on the embedded database and on PostgreSQL;
//   server     start time (new and existing data) and resident memory idle and under load;
//   pages      gzipped JavaScript each page loads, and Lighthouse (mobile) of the first pages;
//   budgets    the older single-figure budgets (quiz match, coach first byte, CV screening).
// BENCH_SECONDS (5) and BENCH_ROUNDS (2) set the length of each API measurement; BENCH_DATABASE_URL
// names a PostgreSQL server to use (otherwise a throwaway cluster is made when possible).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApi, type ApiRow } from './api.ts';
import { measureBudgets, type BudgetRow } from './budgets.ts';
import { budgetMisses, measureLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measurePageScripts, type PageScriptRow } from './page-scripts.ts';
import { benchPostgres } from './postgres.ts';
import { residentMiB, startBenchServer } from './process.ts';

/** The share of the bare route's throughput the catalogue must reach (issue 17). */
const API_TARGET = 0.75;

interface ServerRow {
  database: string;
  startNewMs: number;
  startExistingMs: number;
  idleRssMiB: number;
  loadRssMiB: number;
}

interface Results {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; os: string };
  api: Array<ApiRow & { database: string }>;
  server: ServerRow[];
  pages: { scripts: PageScriptRow[]; lighthouse: LighthouseRow[] };
  budgets: BudgetRow[];
  skipped: string[];
}

const results: Results = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  },
  api: [],
  server: [],
  pages: { scripts: [], lighthouse: [] },
  budgets: [],
  skipped: [],
};

const log = (line: string) => process.stderr.write(`${line}\n`);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });

/** Start (new data, then existing data), idle memory, and the API measured under load. */
async function measureDatabase(database: string, databaseUrl?: () => string): Promise<void> {
  log(`${database}: starting the server on new data`);
  const url = databaseUrl?.();
  const first = await startBenchServer({ ...(url ? { databaseUrl: url } : {}) });
  await first.stop();
  const server = await startBenchServer({
    dataDir: first.dataDir,
    ...(url ? { databaseUrl: url } : {}),
  });
  try {
    await settle(2000);
    const idleRssMiB = residentMiB(server.pid);
    log(`${database}: measuring the API (${process.env.BENCH_SECONDS ?? 5} s a run)`);
    const { rows, peakRssMiB } = await measureApi(server);
    results.api.push(...rows.map((row) => ({ ...row, database })));
    results.server.push({
      database,
      startNewMs: first.startMs,
      startExistingMs: server.startMs,
      idleRssMiB,
      loadRssMiB: peakRssMiB,
    });
  } finally {
    await server.stop();
  }
}

await measureDatabase('PGlite');
const postgres = await benchPostgres();
if ('skipped' in postgres) results.skipped.push(`PostgreSQL: ${postgres.skipped}`);
else {
  try {
    await measureDatabase('PostgreSQL', () => postgres.freshDatabase('finsim_bench_run'));
  } finally {
    postgres.stop();
  }
}
log('pages: scripts and Lighthouse');
results.pages.scripts = await measurePageScripts();
results.pages.lighthouse = await measureLighthouse({ runs: Number(process.env.BENCH_RUNS ?? 3) });
log('budgets');
results.budgets = await measureBudgets();

writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

// The table.
const pad = (text: string | number, width: number) => String(text).padStart(width);
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const lines: string[] = [];
const { machine } = results;
lines.push(
  `FinSim benchmarks, ${results.date.slice(0, 16).replace('T', ' ')} UTC, ${machine.cpu} x${machine.cores}, ${machine.memoryGiB} GiB, Node ${machine.node}`,
  '',
  `API (${process.env.BENCH_SECONDS ?? 5} s x ${process.env.BENCH_ROUNDS ?? 2} runs, 10 connections): FinSim / bare Fastify sending the same bytes`,
  `${'endpoint'.padEnd(42)} ${'database'.padEnd(10)} ${pad('req/s', 7)} ${pad('bare', 7)} ${pad('ratio', 6)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('bare p99', 8)} ${pad('µs cpu', 7)} ${pad('bare', 5)} ${pad('errors', 6)}`,
);
let failures = 0;
for (const row of results.api) {
  const targeted = row.endpoint === 'GET /api/jobs';
  const miss = targeted && row.ratio < API_TARGET;
  if (miss || row.app.errors > 0) failures++;
  lines.push(
    `${row.endpoint.padEnd(42)} ${row.database.padEnd(10)} ${pad(fixed(row.app.rps), 7)} ${pad(fixed(row.bare.rps), 7)} ${pad(fixed(row.ratio, 2), 6)} ${pad(fixed(row.app.p50), 5)} ${pad(fixed(row.app.p99), 5)} ${pad(fixed(row.bare.p99), 8)} ${pad(fixed(row.app.cpuMicros), 7)} ${pad(fixed(row.bare.cpuMicros), 5)} ${pad(row.app.errors, 6)}${targeted ? `  target ${API_TARGET}: ${miss ? 'MISS' : 'PASS'}` : ''}`,
  );
}
lines.push('', 'Server process (production mode)');
lines.push(
  `${'database'.padEnd(12)} ${pad('start, new data', 16)} ${pad('start, existing', 16)} ${pad('RSS idle', 9)} ${pad('RSS under load', 15)}`,
);
for (const row of results.server)
  lines.push(
    `${row.database.padEnd(12)} ${pad(`${fixed(row.startNewMs)} ms`, 16)} ${pad(`${fixed(row.startExistingMs)} ms`, 16)} ${pad(`${fixed(row.idleRssMiB)} MiB`, 9)} ${pad(`${fixed(row.loadRssMiB)} MiB`, 15)}`,
  );
lines.push('', 'Pages: gzipped JavaScript loaded (budget for / 150 KB)');
for (const row of results.pages.scripts) {
  if (!row.pass) failures++;
  lines.push(
    `${row.page.padEnd(32)} ${pad(fixed(row.gzipKb, 1), 7)} KB in ${row.files} files${row.budgetKb ? `  budget ${row.budgetKb} KB: ${row.pass ? 'PASS' : 'FAIL'}` : ''}`,
  );
}
lines.push(
  '',
  'Lighthouse (mobile, median of runs): target performance 95, LCP < 2.5 s, CLS <= 0.1',
);
for (const row of results.pages.lighthouse) {
  const misses = budgetMisses(row);
  if (misses.length > 0) failures++;
  lines.push(
    `${row.page.padEnd(32)} performance ${pad(row.performance, 3)}  LCP ${fixed(row.lcpMs / 1000, 2)} s  CLS ${fixed(row.cls, 3)}  TBT ${fixed(row.tbtMs)} ms  FCP ${fixed(row.fcpMs / 1000, 2)} s  ${misses.length === 0 ? 'PASS' : `MISS: ${misses.join('; ')}`}`,
  );
}
lines.push('', 'Budgets');
for (const row of results.budgets) {
  if (!row.pass) failures++;
  lines.push(`${row.name} (${row.script}): ${row.pass ? 'PASS' : 'FAIL'}`);
  lines.push(...row.summary.map((line) => `  ${line}`));
}
for (const line of results.skipped) lines.push('', `Skipped: ${line}`);
lines.push(
  '',
  `Written to bench/results.json. ${failures === 0 ? 'All targets met.' : `${failures} figure(s) miss their target.`}`,
);
console.log(lines.join('\n'));
if (failures > 0) process.exitCode = 1;
