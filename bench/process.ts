// The server as an operator runs it (`node --import tsx src/server/main.ts`, production mode), in a
// process of its own, so its start time and memory are its own and the load generator in this
// process does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resident memory of a process in MiB (Linux /proc). */
export function residentMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? Number.NaN) / 1024;
}

/** CPU seconds a process has used, user and system (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface BenchProcess {
  pid: number;
  url: string;
  origin: string;
  /** Milliseconds from spawning the process to it answering requests. */
  startMs: number;
  output(): string;
  stop(): Promise<void>;
}

/** Spawns a TypeScript entry point and waits until it prints `ready` (or fails with its output). */
export async function spawnUntilReady(
  file: string,
  env: NodeJS.ProcessEnv,
  ready: string,
  timeoutMs = 180_000,
): Promise<{ child: ChildProcess; startMs: number; output(): string }> {
  const started = performance.now();
  // BENCH_NODE_ARGS adds Node flags to the measured processes (e.g. --cpu-prof to profile them).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    if (text.length > 100_000) text = text.slice(-50_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('timed out')), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start (${error.message}):\n${text}`));
    };
    child.on('exit', (code, signal) => fail(new Error(`exit ${code ?? signal}`)));
    const poll = setInterval(() => {
      if (!text.includes(ready)) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve();
    }, 10);
    child.on('exit', () => clearInterval(poll));
  });
  return { child, startMs: performance.now() - started, output: () => text };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The real server in production mode with the local test checkout allowed (so subscribers can be
 * made through the API), the default log level (info: a line per request) and TRUST_PROXY=127.0.0.1, so each
 * simulated user can come from an address of its own as they would behind a proxy. `dataDir`
 * given twice measures a start on existing data; `databaseUrl` runs it on PostgreSQL.
 */
export async function startBenchServer(options: {
  databaseUrl?: string;
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<BenchProcess & { dataDir: string }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'finsim-bench-'));
  const { child, startMs, output } = await spawnUntilReady(
    'src/server/main.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.resolve('dist/web'),
      ALLOW_LOCAL_PAYMENTS: 'true',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    'FinSim ready on',
  );
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    origin,
    startMs,
    dataDir,
    output,
    stop: () => stopChild(child),
  };
}

/** A bare Fastify server answering each captured request with the captured bytes. */
export async function startBareServer(capturesFile: string): Promise<BenchProcess> {
  const port = await freePort();
  const { child, startMs, output } = await spawnUntilReady(
    'bench/bare-server.ts',
    { BARE_PORT: String(port), BARE_CAPTURES: capturesFile },
    'bare ready',
  );
  const url = `http://127.0.0.1:${port}`;
  return { pid: child.pid!, url, origin: url, startMs, output, stop: () => stopChild(child) };
}
