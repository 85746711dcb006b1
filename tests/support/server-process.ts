import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as `npm start` runs it (node --import tsx src/server/main.ts), in a process of
 * its own: for the tests that need two processes on one DATA_DIR, signals, or the process's memory.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ORIGIN = 'http://localhost:3000';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  exited: Promise<Exit>;
}

export interface RunningServer extends SpawnedServer {
  pid: number;
  port: number;
  url: string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** A port nothing listens on now, for a server to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function serverEnv(dataDir: string, port = 0): NodeJS.ProcessEnv {
  const passed = ['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((key) => process.env[key]);
  return {
    ...Object.fromEntries(passed.map((key) => [key, process.env[key]])),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: SERVER_ORIGIN,
    CONTACT_EMAIL: 'help@finsim.test',
  };
}

/** Runs a command of this project (a TypeScript file and its arguments) with `env`. */
export function spawnProject(file: string, args: string[], env: NodeJS.ProcessEnv): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, file), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

export interface ServerOptions {
  /**
   * Variables on top of the defaults (or replacing them): DATABASE_URL for a PostgreSQL server,
   * AUTH_SECRET, TRUST_PROXY, the payment provider, ...
   */
  env?: NodeJS.ProcessEnv;
}

export async function spawnServer(
  dataDir: string,
  options: ServerOptions = {},
): Promise<SpawnedServer & { port: number }> {
  const port = await freePort();
  const env = { ...serverEnv(dataDir, port), ...options.env };
  return { ...spawnProject('src/server/main.ts', [], env), port };
}

/** `npm run users -- ARGS` on `dataDir`, as an operator types it. */
export async function runUsersCli(
  dataDir: string,
  args: string[],
): Promise<Exit & { output: string }> {
  const run = spawnProject('scripts/users.ts', args, serverEnv(dataDir));
  const exit = await run.exited;
  return { ...exit, output: run.output().trim() };
}

const READY = 'FinSim ready on http://localhost:';

/** Starts a server on `dataDir` and resolves once it serves; creating a database takes a while. */
export async function startServer(
  dataDir: string,
  { timeoutMs = 150_000, ...options }: ServerOptions & { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const spawned = await spawnServer(dataDir, options);
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void spawned.exited.then((value) => (exit = value));
  for (;;) {
    if (spawned.output().includes(READY)) {
      return {
        ...spawned,
        pid: spawned.child.pid!,
        url: `http://127.0.0.1:${spawned.port}`,
        stop: async (signal = 'SIGTERM') => {
          spawned.child.kill(signal);
          return spawned.exited;
        },
      };
    }
    if (exit || Date.now() > deadline) {
      spawned.child.kill('SIGKILL');
      throw new Error(
        `The server did not start (${exit ? `exit ${exit.code ?? exit.signal}` : 'timed out'}):\n${spawned.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the exit, or null if the process is still running after `ms`. */
export function exitWithin(spawned: SpawnedServer, ms: number): Promise<Exit | null> {
  return Promise.race([
    spawned.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref()),
  ]);
}

/** Resident memory of a process in MiB, from /proc/PID/status (Linux). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

/**
 * A block of loopback addresses of its own (127.x.y.1 to 127.x.y.254, x and y drawn at random) for
 * clients to connect from. Linux routes all of 127.0.0.0/8 to loopback, so a server sees each
 * client at its own address, as it would in production; per-address limits counted in a database
 * that outlives the test run (PostgreSQL) then start afresh in every run.
 */
export function loopbackBlock(): (i: number) => string {
  const [x, y] = [randomInt(1, 255), randomInt(0, 256)];
  return (i) => `127.${x}.${y}.${1 + (i % 254)}`;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json(): Record<string, unknown>;
}

/** One request on a connection of its own, from `localAddress` when given. */
export function httpRequest(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    const req = request(
      url,
      { method: init.method, headers, localAddress: init.localAddress, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', reject);
        res.on('close', () => {
          // A server killed mid-answer: the answer never arrived, so nothing was acknowledged.
          if (!res.complete) return reject(new Error(`The connection closed during ${url}`));
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A browser-like client of a server process: keeps cookies, sends our Origin on writes. With
 * `localAddress` (see loopbackBlock) it connects from that address.
 */
export function createHttpClient(
  baseUrl: string,
  options: { localAddress?: string; cookies?: ReadonlyMap<string, string> } = {},
) {
  const cookies = new Map(options.cookies);
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      headers.origin = SERVER_ORIGIN;
      headers['content-type'] = 'application/json';
    }
    const res = await httpRequest(`${baseUrl}${url}`, {
      method,
      headers,
      localAddress: options.localAddress,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  return {
    cookies,
    localAddress: options.localAddress,
    /** The same browser (its cookies as they are now, its address) talking to another server. */
    at: (otherBaseUrl: string) =>
      createHttpClient(otherBaseUrl, { localAddress: options.localAddress, cookies }),
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    signUp: (body: { name: string; email: string; password: string }) =>
      call('POST', '/api/auth/sign-up/email', body),
    signIn: (email: string, password: string) =>
      call('POST', '/api/auth/sign-in/email', { email, password }),
    signOut: () => call('POST', '/api/auth/sign-out', {}),
  };
}
