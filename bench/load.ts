// `npm run load`: a bounded load test of the journey people walk, on loopback, against the real
// server, once on the embedded database (PGlite) and once on PostgreSQL.
//
// The server runs as `npm start` runs it (node --import tsx src/server/main.ts) in a process of its
// own, in production mode with test payments allowed, its own temporary DATA_DIR and LOG_LEVEL=warn;
// PostgreSQL is the one named by LOAD_DATABASE_URL, or else a throwaway cluster (bench/postgres.ts;
// skipped, with a line saying so, when neither is possible). The load comes from this process:
// LOAD_USERS virtual users (default 200) for LOAD_SECONDS (default 60). Each one arrives in turn
// over the first LOAD_RAMP_SECONDS (default 30, at most half the run), then walks the journey with
// 1-3 s of thinking between steps (jitter from a seeded generator, LOAD_SEED, so two runs make the
// same choices): the landing page as a visitor, sign-up (e-mail and password), the quiz answered
// from content/quiz.json, the local test checkout of the monthly plan with the test card, the
// simulation of the best match (started, then read as the page reads it: profile, role, week,
// progress, tasks), an e-mail opened, a task opened, drafted and submitted, an embedded coach
// workflow read to the end of its event stream, a CV screened; then it keeps working in the
// simulation (reloading the week, opening items and tasks, saving drafts, asking the coach a quick
// question) until the time is up.
//
// Arrivals are spread because sign-up hashes a password (about 0.1 s of one core with scrypt) on
// PASSWORD_HASH_WORKERS threads (default 1) behind a queue of PASSWORD_HASH_QUEUE (default 50): 200
// people pressing "sign up" in the same second are told the server is busy, by design, which is
// what bench/auth-burst.ts measures. Here 200 arrivals in 30 s (6.7 sign-ups a second) are about
// two thirds of what one hashing thread does on a core of its own: the load the defaults are sized
// for. On a machine whose cores are busy with other work, hashing slows and sign-ups queue first.
//
// Every per-address limit stays as the product sets it (10 sign-ups an hour, 60 quiz matches and
// 10 payments a minute...), so 200 people cannot all come from 127.0.0.1: each virtual user has its
// own address from 198.18.0.0/15 (the range set aside for benchmarks, RFC 2544) and sends it in
// X-Forwarded-For, as a reverse proxy in front of the server would. The server is started with
// TRUST_PROXY=127.0.0.1, the production setting for a proxy on the same machine: it believes
// X-Forwarded-For only from a connection from 127.0.0.1, which this process is. No limit is raised
// or turned off. The per-user hourly limits (coach 300, task submissions 60, CV screenings 60
// embedded) are kept by each virtual user as a person is kept by them: one workflow, one submission
// and one screening in the journey, and quick questions while browsing only within the coach's
// hourly budget.
//
// An error is any answer other than the one the step expects (2xx, or the 401 a visitor's profile
// request gets), any answer that took over 10 s, any network failure, and a coach stream that ends
// without its "done" event. Per step the table gives requests, p50, p95, p99 and max latency (first
// byte sent to last byte received) and errors, then requests per second overall; bench/load-results.json
// keeps the same with the machine, date, users, seconds and database. Exits 1 when any error happened.
//
// LOAD_DATABASES=pglite (or postgres) runs one of the two; LOAD_TRACE=/tmp/trace writes every
// request to /tmp/trace.<database>.tsv (start, duration, user, step, error) for a timeline;
// LOAD_SERVER_FLAGS passes node flags to the server, such as "--cpu-prof --cpu-prof-dir=/tmp/prof".
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Quiz } from '../src/shared/contracts/quiz.ts';
import type { SandboxResponse, SimulationContent } from '../src/shared/contracts/simulation.ts';
import { QUICK_QUESTIONS, WORKFLOWS } from '../src/shared/domain/coaching.ts';
import { PROGRESS_KINDS, progressItemIds } from '../src/shared/domain/progress.ts';
import { EmbeddedCoach } from '../src/server/modules/coach/coach.service.ts';
import { FINANCE_CV, NURSE_CV } from '../tests/support/cvs.ts';
import { seededRandom } from '../src/server/modules/quiz/matching-eval.ts';
import { benchPostgres } from './postgres.ts';
import { freePort } from './process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const USERS = Math.round(positive('LOAD_USERS', 200));
const SECONDS = positive('LOAD_SECONDS', 60);
const RAMP_SECONDS = Math.min(positive('LOAD_RAMP_SECONDS', 30), SECONDS / 2);
const SEED = Math.round(positive('LOAD_SEED', 17));
let DATABASE_URL = process.env.LOAD_DATABASE_URL || undefined;
const TRACE = process.env.LOAD_TRACE || undefined;
const ONLY = process.env.LOAD_DATABASES?.split(',').map((name) => name.trim());
const SERVER_FLAGS = process.env.LOAD_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
const THINK_MS: [number, number] = [1000, 3000];
/** An answer slower than this is an error. */
const SLOW_MS = 10_000;
/** A request still unanswered after this is given up (and is an error). */
const GIVE_UP_MS = 30_000;
const CARD = { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
const COACH_PER_HOUR = new EmbeddedCoach().perHour;

const quiz = JSON.parse(readFileSync(path.join(ROOT, 'content/quiz.json'), 'utf8')) as Quiz;
const simulations = new Map<string, SimulationContent>();
/** A role's simulation as written, for the task a person answers (its model answer is theirs). */
function simulationOf(jobId: string): SimulationContent {
  let found = simulations.get(jobId);
  if (!found) {
    const file = path.join(ROOT, 'content/simulations', `${jobId}.json`);
    found = JSON.parse(readFileSync(file, 'utf8')) as SimulationContent;
    simulations.set(jobId, found);
  }
  return found;
}

/** mulberry32 (the matching eval's): the same everywhere, so runs are repeatable. */
const seeded = seededRandom;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- measurements ---------------------------------------------------------------------------

interface StepFigures {
  step: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** Each kind of error once with how often it happened, for the report. */
  readonly samples = new Map<string, number>();
  first = Number.POSITIVE_INFINITY;
  last = 0;
  /** Every request as a line (start ms, duration ms, user, step, error), when LOAD_TRACE is set. */
  readonly trace: string[] = [];

  record(step: string, started: number, ms: number, error?: string, user = -1): void {
    if (TRACE)
      this.trace.push(
        [started.toFixed(0), ms.toFixed(1), user, step, error ?? ''].join('\t').replace(/\n/g, ' '),
      );
    let list = this.times.get(step);
    if (!list) this.times.set(step, (list = []));
    list.push(ms);
    this.first = Math.min(this.first, started);
    this.last = Math.max(this.last, started + ms);
    if (error) {
      this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
      const key = `${step}: ${error}`;
      this.samples.set(key, (this.samples.get(key) ?? 0) + 1);
    }
  }

  figures(): StepFigures[] {
    const at = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
    return [...this.times].map(([step, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        step,
        requests: sorted.length,
        p50: at(sorted, 0.5),
        p95: at(sorted, 0.95),
        p99: at(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        errors: this.errors.get(step) ?? 0,
      };
    });
  }
}

// ---- one person's browser -------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
  json<T>(): T;
}

interface CallOptions {
  body?: unknown;
  /** Statuses this step expects; anything else is an error. */
  expect?: number[];
  /** Server-sent events instead of JSON. */
  stream?: boolean;
  /** A 2xx answer that still failed (a coach stream ending in "error"): the reason, or null. */
  check?: (answer: Answer) => string | null;
}

class Browser {
  private readonly cookies = new Map<string, string>();
  // A browser keeps up to six connections to a site open between requests.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });

  constructor(
    private readonly port: number,
    private readonly origin: string,
    private readonly address: string,
    private readonly recorder: Recorder,
    private readonly user: number,
  ) {}

  close(): void {
    this.agent.destroy();
  }

  /** One request, timed from sending to the last byte; null when it failed (counted as an error). */
  async call(
    step: string,
    method: 'GET' | 'POST' | 'PUT',
    urlPath: string,
    options: CallOptions = {},
  ): Promise<Answer | null> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string | number> = {
      'x-forwarded-for': this.address,
      'user-agent': 'finsim-load/1',
      'accept-encoding': 'br, gzip',
      accept: options.stream ? 'text/event-stream' : 'application/json',
    };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers.origin = this.origin;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const started = performance.now();
    let outcome: { status: number; encoding?: string; raw: Buffer; setCookie: string[] };
    try {
      outcome = await new Promise((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: this.port, path: urlPath, method, headers, agent: this.agent },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                encoding: response.headers['content-encoding'],
                raw: Buffer.concat(chunks),
                setCookie: response.headers['set-cookie'] ?? [],
              }),
            );
            response.on('error', reject);
          },
        );
        request.setTimeout(GIVE_UP_MS, () =>
          request.destroy(new Error(`no answer within ${GIVE_UP_MS / 1000} s`)),
        );
        request.on('error', reject);
        request.end(payload);
      });
    } catch (error) {
      const ms = performance.now() - started;
      this.recorder.record(step, started, ms, `network: ${(error as Error).message}`, this.user);
      return null;
    }
    const ms = performance.now() - started;
    for (const line of outcome.setCookie) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // Decoded only when a step reads it: this process shares the machine with the server, and
    // the time it spends is not the server's.
    let text: string | undefined;
    const decoded = () =>
      (text ??= (
        outcome.encoding === 'br'
          ? zlib.brotliDecompressSync(outcome.raw)
          : outcome.encoding === 'gzip'
            ? zlib.gunzipSync(outcome.raw)
            : outcome.raw
      ).toString('utf8'));
    const answer: Answer = {
      status: outcome.status,
      get body() {
        return decoded();
      },
      json: <T>() => JSON.parse(decoded()) as T,
    };
    const expected = options.expect ?? [];
    const ok = expected.length > 0 ? expected.includes(answer.status) : answer.status < 300;
    let error: string | null = null;
    if (!ok) error = `${answer.status} ${answer.body.slice(0, 160)}`;
    else if (options.check) error = options.check(answer);
    if (!error && ms > SLOW_MS) error = `over ${SLOW_MS / 1000} s`;
    this.recorder.record(step, started, ms, error ?? undefined, this.user);
    return ok ? answer : null;
  }
}

/** The events of a server-sent event stream, in order. */
function events(text: string): Array<{ event: string; data: string }> {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2))
          .join('\n');
      return { event: field('event'), data: field('data') };
    });
}

/** The coach's answer must arrive whole: deltas, then "done". */
function wholeStream(answer: Answer): string | null {
  const list = events(answer.body);
  const last = list.at(-1);
  if (last?.event === 'done' && list.some((e) => e.event === 'delta')) return null;
  if (last?.event === 'error') return `stream error: ${last.data.slice(0, 120)}`;
  return 'stream ended without "done"';
}

// ---- the journey ----------------------------------------------------------------------------

interface Run {
  port: number;
  origin: string;
  deadline: number;
  recorder: Recorder;
  runId: string;
}

/** 198.18.0.0/15, RFC 2544's addresses for benchmarks: one per virtual user. */
function addressOf(index: number): string {
  const n = index + 1;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

class VirtualUser {
  private readonly random: () => number;
  private readonly browser: Browser;
  private readonly coachAsked: number[] = [];
  completedJourney = false;

  constructor(
    private readonly index: number,
    private readonly run: Run,
  ) {
    this.random = seeded(SEED * 100_003 + index * 7_919);
    this.browser = new Browser(run.port, run.origin, addressOf(index), run.recorder, index);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private get timeLeft(): boolean {
    return performance.now() < this.run.deadline;
  }

  /** A person reads, types or decides between two steps; false once the time is up. */
  private async think(): Promise<boolean> {
    const [low, high] = THINK_MS;
    const ms = low + this.random() * (high - low);
    if (performance.now() + ms >= this.run.deadline) {
      await sleep(Math.max(0, this.run.deadline - performance.now()));
      return false;
    }
    await sleep(ms);
    return true;
  }

  private get = (step: string, url: string, options: CallOptions = {}) =>
    this.browser.call(step, 'GET', url, options);
  private post = (step: string, url: string, body: unknown, options: CallOptions = {}) =>
    this.browser.call(step, 'POST', url, { ...options, body });
  private put = (step: string, url: string, body: unknown) =>
    this.browser.call(step, 'PUT', url, { body });

  /** Real answers to every question, chosen as a person might. */
  private quizAnswers() {
    return quiz.questions.map((question) => {
      const limit =
        question.type === 'single' ? 1 : Math.min(3, question.maxSelections ?? Infinity);
      const count = 1 + Math.floor(this.random() * limit);
      const options = [...question.options];
      const chosen: string[] = [];
      while (chosen.length < count && options.length > 0) {
        const [option] = options.splice(Math.floor(this.random() * options.length), 1);
        chosen.push(option!.id);
      }
      return { questionId: question.id, answers: chosen };
    });
  }

  /** The simulation page: profile and role at once, then the week, then progress and tasks. */
  private async openWeek(jobId: string): Promise<SandboxResponse | null> {
    const id = encodeURIComponent(jobId);
    await Promise.all([this.get('profile', '/api/profile'), this.get('role', `/api/jobs/${id}`)]);
    const week = await this.get('week', `/api/sandbox/${id}`);
    await Promise.all([
      this.get('progress', `/api/progress/${id}`),
      this.get('task list', `/api/tasks/${id}`),
    ]);
    return week?.json<SandboxResponse>() ?? null;
  }

  private canAskCoach(): boolean {
    const hourAgo = performance.now() - 60 * 60 * 1000;
    return this.coachAsked.filter((at) => at > hourAgo).length < COACH_PER_HOUR;
  }

  async walk(arrivalMs: number): Promise<void> {
    try {
      await sleep(arrivalMs);
      if (this.timeLeft) await this.journey();
    } finally {
      this.browser.close();
    }
  }

  private async journey(): Promise<void> {
    const { origin } = this.run;
    // The landing page as a visitor: site details, the catalogue, and "not signed in".
    await Promise.all([
      this.get('site', '/api/site'),
      this.get('catalogue', '/api/jobs'),
      this.get('profile (visitor)', '/api/profile', { expect: [401] }),
    ]);
    if (!(await this.think())) return;

    const signUp = await this.post('sign-up', '/api/auth/sign-up/email', {
      name: `Load User ${this.index}`,
      email: `load-${this.run.runId}-${this.index}@example.com`,
      password: `load-password-${this.index}`,
    });
    if (!signUp) return;
    await this.get('profile', '/api/profile');
    if (!(await this.think())) return;

    await this.get('quiz', '/api/quiz');
    if (!(await this.think())) return;
    const matched = await this.post('quiz match', '/api/quiz/match', {
      answers: this.quizAnswers(),
    });
    const matches = matched?.json<{ matches: Array<{ job: { job_id: string; title: string } }> }>();
    const best = matches?.matches[Math.floor(this.random() * 3)] ?? matches?.matches[0];
    if (!best) return;
    const jobId = best.job.job_id;
    const id = encodeURIComponent(jobId);
    if (!(await this.think())) return;

    // The paywall, the local checkout of the monthly plan, the test card.
    await this.get('plans', '/api/billing/plans');
    if (!(await this.think())) return;
    const checkout = await this.post('checkout', '/api/stripe/create-checkout-session', {
      priceId: 'single',
      successUrl: `${origin}/payment-success`,
      cancelUrl: `${origin}/`,
    });
    const sessionId = checkout?.json<{ sessionId: string }>().sessionId;
    if (!sessionId) return;
    await this.get('checkout page', `/api/checkout/local/${sessionId}`);
    if (!(await this.think())) return;
    if (!(await this.post('pay', `/api/checkout/local/${sessionId}/pay`, CARD))) return;
    await this.get('profile', '/api/profile');
    if (!(await this.think())) return;

    // The simulation: the monthly plan starts the role by itself, then the page reads the week.
    if (!(await this.post('start', `/api/sandbox/${id}/start`, {}))) return;
    const week = await this.openWeek(jobId);
    if (!week) return;
    const items = progressItemIds(week);
    if (!(await this.think())) return;
    const email = items.email[0];
    if (email) await this.put('open item', `/api/progress/${id}`, { kind: 'email', itemId: email });
    if (!(await this.think())) return;

    // A task: opened, drafted, submitted (a good answer: the role's model answer).
    const task = simulationOf(jobId).tasks.find(
      (t) => t.status !== 'completed' && t.brief && t.modelAnswer,
    );
    if (task) {
      const taskUrl = `/api/tasks/${id}/${encodeURIComponent(task.id)}`;
      await this.put('open item', `/api/progress/${id}`, { kind: 'task', itemId: task.id });
      await this.get('task', taskUrl);
      if (!(await this.think())) return;
      const answer = task.modelAnswer!;
      await this.put('draft', `${taskUrl}/draft`, { answer: answer.slice(0, answer.length / 2) });
      if (!(await this.think())) return;
      await this.post('submit', `${taskUrl}/submit`, { answer });
      await this.get('task list', `/api/tasks/${id}`);
      if (!(await this.think())) return;
    }

    // The coach: one workflow, read to its last event.
    const jobProfile = { title: best.job.title, id: jobId };
    this.coachAsked.push(performance.now());
    await this.post(
      'coach workflow',
      '/api/coach/workflow',
      { jobProfile, workflowType: this.pick(WORKFLOWS).id },
      { stream: true, check: wholeStream },
    );
    if (!(await this.think())) return;

    // A CV screened against the role.
    await this.post('cv screening', '/api/cv-screening/analyze', {
      cvData: {
        fileName: 'cv.txt',
        text: this.random() < 0.8 ? FINANCE_CV : NURSE_CV,
      },
      jobProfile: {
        ...jobProfile,
        description: week.profile.description,
        skills: week.profile.skills,
      },
    });
    this.completedJourney = true;

    // Then back to the week until the time is up.
    while (await this.think()) {
      const roll = this.random();
      if (roll < 0.3) {
        await this.openWeek(jobId);
      } else if (roll < 0.6) {
        const kind = this.pick(PROGRESS_KINDS);
        const itemId = items[kind].length > 0 ? this.pick(items[kind]) : undefined;
        if (itemId) await this.put('open item', `/api/progress/${id}`, { kind, itemId });
      } else if (roll < 0.75 && task) {
        await this.get('task', `/api/tasks/${id}/${encodeURIComponent(task.id)}`);
      } else if (roll < 0.85 && task) {
        await this.put('draft', `/api/tasks/${id}/${encodeURIComponent(task.id)}/draft`, {
          answer: `${task.modelAnswer!.slice(0, 200)} (revised ${Math.floor(this.random() * 100)})`,
        });
      } else if (roll < 0.95 && this.canAskCoach()) {
        this.coachAsked.push(performance.now());
        await this.post(
          'coach question',
          '/api/coach/chat-simple',
          { question: this.pick(QUICK_QUESTIONS), jobProfile },
          { stream: true, check: wholeStream },
        );
      } else {
        await this.get('role cards', '/api/tasks');
      }
    }
  }
}

// ---- the server -----------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  port: number;
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string | undefined, dataDir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const passed = ['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((key) => process.env[key]);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(passed.map((key) => [key, process.env[key]])),
    NODE_ENV: 'production',
    ALLOW_LOCAL_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const child = spawn(
    process.execPath,
    [...SERVER_FLAGS, '--import', 'tsx', path.join(ROOT, 'src/server/main.ts')],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  // LOG_LEVEL=warn keeps the "ready" line quiet: the server is ready when its health check passes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`The server stopped while starting:\n${text}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 180 s:\n${text}`);
    }
    const healthy = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on('error', () => resolve(false));
    });
    if (healthy) break;
    await sleep(250);
  }
  return {
    child,
    port,
    origin,
    output: () => text,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000).then(() => child.kill('SIGKILL'))]);
      await exited;
    },
  };
}

/** Resident memory (MiB) and CPU seconds used so far by a process, from /proc (Linux). */
function processUsage(pid: number): { rssMiB: number; cpuSeconds: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMiB: rss, cpuSeconds: ticks / 100 };
  } catch {
    return null;
  }
}

// ---- one run --------------------------------------------------------------------------------

interface RunResult {
  database: 'pglite' | 'postgres';
  /** The machine's load average (1, 5 and 15 minutes) before and after: other work on it. */
  loadAverage: { before: number[]; after: number[] };
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorRate: number;
  usersArrived: number;
  journeysCompleted: number;
  server: { rssMiBMax: number; cpuSeconds: number; cpuShare: number };
  /** How late this process's own timers ran: a busy load generator would inflate every latency. */
  generatorEventLoopDelayMs: { p99: number; max: number };
  /** CPU seconds this process (the load generator) used, on the same cores as the server. */
  generatorCpuSeconds: number;
  steps: StepFigures[];
  errorSamples: Record<string, number>;
  serverWarnings: string[];
}

async function runOn(database: 'pglite' | 'postgres'): Promise<RunResult> {
  const loadBefore = os.loadavg().map((n) => round(n, 2));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `finsim-load-${database}-`));
  const started = performance.now();
  const server = await startServer(database === 'postgres' ? DATABASE_URL : undefined, dataDir);
  console.log(
    `${database}: server up in ${((performance.now() - started) / 1000).toFixed(1)} s on ${server.origin}; ${USERS} users for ${SECONDS} s (arriving over ${RAMP_SECONDS} s)`,
  );
  const pid = server.child.pid!;
  const before = processUsage(pid);
  let rssMiBMax = before?.rssMiB ?? 0;
  const sampler = setInterval(() => {
    rssMiBMax = Math.max(rssMiBMax, processUsage(pid)?.rssMiB ?? 0);
  }, 1000);

  const recorder = new Recorder();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const generatorCpu = process.cpuUsage();
  const begin = performance.now();
  const run: Run = {
    port: server.port,
    origin: server.origin,
    deadline: begin + SECONDS * 1000,
    recorder,
    runId: `${Date.now().toString(36)}-${database}`,
  };
  const jitter = seeded(SEED);
  const users = Array.from({ length: USERS }, (_, i) => new VirtualUser(i, run));
  const progress = setInterval(() => {
    const done = [...recorder.times.values()].reduce((sum, list) => sum + list.length, 0);
    const errors = [...recorder.errors.values()].reduce((sum, n) => sum + n, 0);
    const elapsed = Math.round((performance.now() - begin) / 1000);
    console.log(`  ${elapsed} s: ${done} requests, ${errors} errors`);
  }, 10_000);
  await Promise.all(
    users.map((user, i) => user.walk(((i + jitter()) / USERS) * RAMP_SECONDS * 1000)),
  );
  clearInterval(progress);
  clearInterval(sampler);
  loopDelay.disable();
  const generatorUsed = process.cpuUsage(generatorCpu);
  const after = processUsage(pid);
  rssMiBMax = Math.max(rssMiBMax, after?.rssMiB ?? 0);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  if (TRACE) {
    const lines = recorder.trace.map((line) => {
      const [started, ...rest] = line.split('\t');
      return [(Number(started) - begin).toFixed(0), ...rest].join('\t');
    });
    writeFileSync(`${TRACE}.${database}.tsv`, `${lines.join('\n')}\n`);
  }
  const steps = recorder.figures();
  const requests = steps.reduce((sum, s) => sum + s.requests, 0);
  const errors = steps.reduce((sum, s) => sum + s.errors, 0);
  const seconds = (recorder.last - recorder.first) / 1000;
  const cpuSeconds = (after?.cpuSeconds ?? 0) - (before?.cpuSeconds ?? 0);
  return {
    database,
    seconds: round(seconds, 1),
    requests,
    requestsPerSecond: round(requests / seconds, 1),
    errors,
    errorRate: round(errors / Math.max(1, requests), 5),
    loadAverage: { before: loadBefore, after: os.loadavg().map((n) => round(n, 2)) },
    usersArrived: USERS,
    journeysCompleted: users.filter((user) => user.completedJourney).length,
    server: {
      rssMiBMax: Math.round(rssMiBMax),
      cpuSeconds: round(cpuSeconds, 1),
      cpuShare: round(cpuSeconds / seconds, 2),
    },
    generatorCpuSeconds: round((generatorUsed.user + generatorUsed.system) / 1e6, 1),
    generatorEventLoopDelayMs: {
      p99: round(loopDelay.percentile(99) / 1e6, 1),
      max: round(loopDelay.max / 1e6, 1),
    },
    steps: steps.map((s) => ({
      ...s,
      p50: round(s.p50, 1),
      p95: round(s.p95, 1),
      p99: round(s.p99, 1),
      max: round(s.max, 1),
    })),
    errorSamples: Object.fromEntries(recorder.samples),
    serverWarnings: server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 20),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function printRun(result: RunResult): void {
  const header = ['step', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const rows = result.steps.map((s) => [
    s.step,
    String(s.requests),
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    s.max.toFixed(1),
    String(s.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(
    `\n${result.database} (machine load average ${result.loadAverage.before[0]} before, ${result.loadAverage.after[0]} after, on ${os.cpus().length} cores)`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `${result.requests} requests in ${result.seconds} s: ${result.requestsPerSecond} requests/s, ${result.errors} errors (${(result.errorRate * 100).toFixed(2)}%); ${result.journeysCompleted} of ${result.usersArrived} users finished the journey; server peak RSS ${result.server.rssMiBMax} MiB, ${result.server.cpuSeconds} CPU s (${result.server.cpuShare} cores); load generator ${result.generatorCpuSeconds} CPU s, event loop delay p99 ${result.generatorEventLoopDelayMs.p99} ms, max ${result.generatorEventLoopDelayMs.max} ms`,
  );
  for (const [sample, count] of Object.entries(result.errorSamples).slice(0, 15))
    console.log(`  ${count} × ${sample}`);
  if (result.serverWarnings.length > 0) {
    console.log('  server said:');
    for (const warning of result.serverWarnings.slice(0, 10))
      console.log(`    ${warning.slice(0, 300)}`);
  }
}

// ---- main -----------------------------------------------------------------------------------

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  loadAverageAtStart: os.loadavg().map((n) => round(n, 2)),
  date: new Date().toISOString(),
};
console.log(
  `Load test: ${USERS} users, ${SECONDS} s, think ${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s, seed ${SEED}; ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}`,
);

const wanted = (name: string) => !ONLY || ONLY.includes(name);
const results: RunResult[] = [];
const skipped: string[] = [];
if (wanted('pglite')) results.push(await runOn('pglite'));
if (wanted('postgres')) {
  // Without LOAD_DATABASE_URL, a throwaway PostgreSQL cluster when this machine can make one.
  const postgres = DATABASE_URL ? null : await benchPostgres();
  if (postgres && !('skipped' in postgres)) DATABASE_URL = postgres.freshDatabase('finsim_load');
  try {
    if (DATABASE_URL) results.push(await runOn('postgres'));
    else {
      const reason = `PostgreSQL skipped: set LOAD_DATABASE_URL=postgres://... to run it as well (${postgres && 'skipped' in postgres ? postgres.skipped : ''}).`;
      skipped.push(reason);
      console.log(reason);
    }
  } finally {
    if (postgres && !('skipped' in postgres)) postgres.stop();
  }
}
for (const result of results) printRun(result);

const output = path.join(ROOT, 'bench/load-results.json');
writeFileSync(
  output,
  `${JSON.stringify(
    {
      machine,
      users: USERS,
      seconds: SECONDS,
      rampSeconds: RAMP_SECONDS,
      thinkSeconds: THINK_MS.map((ms) => ms / 1000),
      seed: SEED,
      slowMs: SLOW_MS,
      runs: results,
      skipped,
    },
    null,
    2,
  )}\n`,
);
const totalErrors = results.reduce((sum, r) => sum + r.errors, 0);
console.log(`\nWrote ${path.relative(process.cwd(), output)}. Errors: ${totalErrors}.`);
if (totalErrors > 0) process.exitCode = 1;
